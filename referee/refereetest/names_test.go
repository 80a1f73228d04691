package refereetest_test

import (
	"slices"
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
	// A zero-width space is read as nothing (notation's NFC), so the
	// second header names one player twice.
	for header, code := range map[string]referee.Code{
		"players: Аня, Aня\n":             "notation.players-look-alike",
		"players: Аня\u200b, Боря, Аня\n": "notation.player-twice",
	} {
		s, r := refereetest.Open(spec, header)
		p := r.FirstProblem()
		if s != nil || p == nil || p.Message.Code() != code {
			t.Errorf("%q: %+v, want %s", header, p, code)
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

// specOf is the game of an id, for a test that reads a header of it.
func specOf(t *testing.T, id string) referee.Spec {
	t.Helper()
	for _, s := range games.All() {
		if s.ID == id {
			return s
		}
	}
	t.Fatalf("no game %q", id)
	return referee.Spec{}
}

// TestHeaderListsReadNamesAsTyped: issue 36 item 5 — a beginning of a name
// that fits one player alone is that player in the games' header lists as
// before a colon (start:, cards:, open:, colors:, turn:, result:), and the
// referee says what it read at its place; a beginning of several players'
// names is an error naming them, never a guess.
func TestHeaderListsReadNamesAsTyped(t *testing.T) {
	for _, c := range []struct {
		game, header string
		reads        []int // the columns of line 3 where a name is read, said
		turn         int   // whose turn the header leaves, -1 unchecked
	}{
		{"super-race", "players: Тимофей, Ольга\nstart: Тим=3, Ольга=1\n", []int{8}, 0},
		{"turbo", "players: Anna, Boris, Vera\ncards: Ann=1, Bor=5, V=5\ntask: frogs > 2\n", []int{8, 15, 22}, -1},
		{"turbo", "players: Anna, Boris\nopen: An=3f, Bo=x\n", []int{7, 14}, -1},
		{"turtles", "players: Тимофей, Ульяна\nцвета: Тим=красная, Уль=синяя\n", []int{8, 21}, -1},
		{"turtles", "players: Тимофей, Ульяна\nход: Уль\n", []int{6}, 1},
	} {
		s, r := refereetest.Open(specOf(t, c.game), c.header)
		if s == nil {
			t.Errorf("%s %q: %+v", c.game, c.header, r.FirstProblem())
			continue
		}
		var reads []int
		for _, l := range r.Lines {
			if l.Kind != referee.KindNote {
				t.Errorf("%s %q: %+v", c.game, c.header, l)
			}
			if l.Message.Code() == "notation.name-read" && l.Pos.Line == 3 {
				reads = append(reads, l.Pos.Column)
			}
		}
		if !slices.Equal(reads, c.reads) {
			t.Errorf("%s %q: names read said at %v, want %v", c.game, c.header, reads, c.reads)
		}
		if c.turn >= 0 && s.Engine().Turn() != c.turn {
			t.Errorf("%s %q: turn %d, want %d", c.game, c.header, s.Engine().Turn(), c.turn)
		}
	}
	for _, c := range []struct{ game, header string }{
		{"super-race", "players: Аня, Антон\nstart: Ан=3\n"},
		{"turbo", "players: Аня, Антон\nкарты: Ан=3, Аня=3\n"},
		{"turtles", "players: Аня, Антон\nцвета: Ан=красная\n"},
		{"turtles", "players: Аня, Антон\nход: Ан\n"},
	} {
		s, r := refereetest.Open(specOf(t, c.game), c.header)
		p := r.FirstProblem()
		if s != nil || p == nil || p.Message.Code() != "notation.name-ambiguous" || p.Pos.Line != 3 {
			t.Errorf("%s %q: %+v", c.game, c.header, p)
		}
	}
}
