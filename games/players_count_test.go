package games_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// TestPlayerCountsAreRefused: every game refuses a header whose players
// are a count its Spec.Players does not list, at the players: line, and
// starts one of each count it lists. The shared header reader leaves the
// count to the game (each says it in its own words), so a game that
// forgets to check would otherwise check such a game with no complaint.
func TestPlayerCountsAreRefused(t *testing.T) {
	names := []string{"Нина", "Паша", "Вера", "Глеб", "Даша", "Егор", "Женя", "Зоя", "Илья", "Клим"}
	for _, spec := range games.All() {
		most := spec.Players[len(spec.Players)-1]
		if most+1 > len(names) {
			t.Fatalf("%s takes %d players: the test has %d names", spec.ID, most, len(names))
		}
		for n := 1; n <= most+1; n++ {
			players := names[:n]
			header := "players: " + strings.Join(players, ", ") + "\n"
			if !slices.Contains(spec.Players, n) {
				s, r := refereetest.Open(spec, header)
				p := r.FirstProblem()
				switch {
				case s != nil:
					t.Errorf("%s: a game of %d players starts; Spec.Players is %v", spec.ID, n, spec.Players)
				case p == nil || p.Pos.Line != 2:
					t.Errorf("%s: a game of %d players is refused, but not at its players: line: %+v", spec.ID, n, p)
				}
				continue
			}
			if spec.Sample != nil {
				header += spec.Sample(players, rand.New(rand.NewPCG(uint64(n), 9)).IntN)
			}
			if s, r := refereetest.Open(spec, header); s == nil {
				t.Errorf("%s: a game of %d players does not start: %v", spec.ID, n, r.FirstProblem())
			}
		}
	}
}
