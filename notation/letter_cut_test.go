package notation

import (
	"strings"
	"testing"
)

// TestLetterCut: a UTF-8 file cut short in the middle of a letter is an
// error at the cut, not a file read as Windows-1251 (`Па\xd1` at the end
// would be player «ПаС», exit 0). A Windows-1251 file is still read so,
// and a line end after the bytes makes them no cut.
func TestLetterCut(t *testing.T) {
	for _, c := range []struct {
		name, src, code string
		line, col       int
	}{
		{"cut in a name", "game: turtles\nplayers: Па\xd1", "notation.letter-cut", 2, 12},
		{"cut after a UTF-8 line", "game: turtles\nplayers: Аня, Боря\nАня: red +1 # д\xd0", "notation.letter-cut", 3, 16},
		{"cut in a three-byte letter", "game: turtles\nplayers: Аня — \xe2\x80", "notation.letter-cut", 2, 16},
		{"Windows-1251", "game: turtles\nplayers: \xc0\xed\xff, \xc1\xee\xf0\xff", "notation.windows-1251", 2, 1},
		{"a line end after: no cut", "game: turtles\nplayers: Па\xd1\n", "notation.windows-1251", 2, 1},
	} {
		r := NewReader("f", strings.NewReader(c.src), testDialects)
		var got []*Error
		for g := r.Next(); g != nil; g = r.Next() {
			got = append(got, g.Errors...)
		}
		got = append(append(got, r.Errors()...), r.Notes()...)
		found := false
		for _, e := range got {
			if string(e.Code()) == c.code && e.Pos.Line == c.line && e.Pos.Column == c.col {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: %v, want %s at %d:%d", c.name, got, c.code, c.line, c.col)
		}
	}
}
