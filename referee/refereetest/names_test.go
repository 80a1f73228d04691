package refereetest_test

import (
	"testing"

	"golang.org/x/text/unicode/norm"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// TestPlayersLookAlike: names that look the same — a Latin letter for a
// Cyrillic one, an invisible character — are never two players: players:
// naming both is refused naming both, and a move under a look-alike name is
// the player's.
func TestPlayersLookAlike(t *testing.T) {
	spec := games.All()[0] // turtles
	for _, header := range []string{"players: Аня, Aня\n", "players: Аня\u200b, Боря, Аня\n"} {
		s, r := refereetest.Open(spec, header)
		p := r.FirstProblem()
		if s != nil || p == nil || p.Message.Code() != "notation.players-look-alike" {
			t.Errorf("%q: %+v", header, p)
		}
	}
	_, r := refereetest.Open(spec, "players: Аня, Боря\nAня: red +1\nБоря\u200b: blue +1\n"+norm.NFD.String("Аня: жёлтая +1\n"))
	if r.Status() != referee.StatusOK || r.Moves != 3 {
		t.Errorf("look-alike names in moves: %s, %d moves, %+v", r.Status(), r.Moves, r.Lines)
	}
	if p := r.FirstProblem(); p != nil {
		t.Errorf("problem %+v", p)
	}
}
