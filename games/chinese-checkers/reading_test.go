package chinesecheckers

import (
	"testing"

	"github.com/boardgame-referee/referee/notation"
)

// TestOnlyReading: issue 36 item 5 — `н2` (h2 by the letter's shape, n2 by
// its sound) is read as the one of the two the player due may play, and
// said so; when neither is theirs to play the error names both, never a
// guess.
func TestOnlyReading(t *testing.T) {
	g := start(t, "players: A, B\nturn: B\n")
	s := play(t, g, "н2-m6")
	want := HoleRead{Typed: "н2-m6", Read: "n2-m6", Other: "h2-m6"}
	if s.Violation != nil || len(s.Notes) != 1 || s.Notes[0] != want {
		t.Fatalf("н2-m6 with only n2-m6 legal: %v, notes %v", s.Violation, s.Notes)
	}
	if g.board[holeAt(int('m'-'a'), 6)] != 1 {
		t.Error("the piece is not on m6")
	}
	// The next move says nothing of the reading before it.
	if s := play(t, g, "c1-e5"); len(s.Notes) != 0 {
		t.Errorf("a note carried to the next move: %v", s.Notes)
	}
	for _, c := range []struct{ header, text string }{
		{"players: A, B\n", "н2-m6"},          // A's turn: neither is A's piece
		{"players: A, B\nturn: B\n", "н2-m1"}, // no move either way
	} {
		g := start(t, c.header)
		_, err := g.Parse(&notation.Move{Text: c.text, TextPos: notation.Pos{Line: 1, Column: 1}})
		if err == nil || err.Code() != "chinese-checkers.row-ambiguous" {
			t.Errorf("%q %q: %v", c.header, c.text, err)
		}
	}
}
