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

// TestMoveByNobodyInTheHeader: issue 36's `Vera: c1-e5 c3` in
// chinese-checkers — a wrong move by a name the header does not give —
// is an error naming the players, not a note of the header and a game of
// 0 moves that passes.
func TestMoveByNobodyInTheHeader(t *testing.T) {
	for i, header := range map[int]string{
		1: "players: Аня, Боря\nVera: c1-e5 c3\n",
		0: "players: Аня, Боря\nВера: красная +1 синяя\n",
		2: "players: Аня, Боря\nВика: 2 ежа и ещё\n",
	} {
		s, r := refereetest.Open(games.All()[i], header)
		p := r.FirstProblem()
		if s != nil || p == nil || p.Message.Code() != "notation.unknown-player" || p.Pos.Line != 3 {
			t.Errorf("%s %q: %+v", games.All()[i].ID, header, p)
		}
	}
}
