package say

import (
	"bytes"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// TestWriteLinesLabelOnce: writeLines says a move's label once for the
// lines about it one after another, and what it prints is, line by line,
// what LineText says of each line alone: a line about another move, or
// the same count with another number, player or text, gets its own label.
func TestWriteLinesLabelOnce(t *testing.T) {
	c := ownCatalog(t)
	note := func(move, number int, actor, text string, named bool) referee.Line {
		return referee.Line{Kind: referee.KindNote, Pos: notation.Pos{Line: move, Column: 1}, Move: move, Number: number, Actor: actor, Text: text, Named: named,
			Message: notation.NoGame{}}
	}
	lines := []referee.Line{
		note(3, 0, "Boris", "turbo", false),
		note(3, 0, "Boris", "turbo", false),
		note(3, 0, "Boris", "turbo", false),
		note(4, 0, "Vera", "forsazh", false),
		note(4, 7, "Vera", "forsazh", false),
		note(4, 7, "Dasha", "forsazh", false),
		note(4, 7, "Dasha", "touch", false),
		note(4, 7, "Dasha", "touch", true),
		{Kind: referee.KindNote, Pos: notation.Pos{Line: 9, Column: 1}, Message: notation.NoGame{}},
		note(4, 7, "Dasha", "touch", true),
	}
	for _, lang := range []string{"en", "ru"} {
		s := c.Speaker(lang)
		var got, want bytes.Buffer
		writeLines(&got, "f.txt", lines, s, false)
		for _, l := range lines {
			PrintAt(&want, "f.txt", l.Pos, s.LineText(l))
		}
		if got.String() != want.String() {
			t.Errorf("%s: writeLines printed\n%s\nline by line:\n%s", lang, got.String(), want.String())
		}
		if !bytes.Contains(want.Bytes(), []byte("(Dasha: touch)")) || !bytes.Contains(want.Bytes(), []byte("(Vera: forsazh)")) {
			t.Errorf("%s: the labels do not name the moves:\n%s", lang, want.String())
		}
	}
}
