package superrace

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
)

// oval is the example map of NOTATION.md.
const oval = `# Oval: a ring two squares wide, driven clockwise from the left straight
name: Oval
start: up
grid:
##########
#+......+#
#..yy....#
#..####..#
#SS####rr#
#..####..#
#bb....r.#
#+......+#
##########
`

func mustMap(t *testing.T, text string) *Track {
	t.Helper()
	tr, err := ParseMap([]byte(text), "m")
	if err != nil {
		t.Fatalf("map refused: %v", err)
	}
	return tr
}

func TestOvalMap(t *testing.T) {
	tr := mustMap(t, oval)
	if tr.name != "Oval" || tr.dir != up || tr.rows != 9 || tr.cols != 10 {
		t.Fatalf("got name %q dir %v %dx%d", tr.name, tr.dir, tr.rows, tr.cols)
	}
	if len(tr.starts) != 2 || tr.starts[0] != tr.cell(4, 1) || tr.starts[1] != tr.cell(4, 2) {
		t.Fatalf("start squares %v", tr.starts)
	}
	for _, c := range []struct {
		r, c   int
		track  bool
		colour colour
		plus   bool
	}{
		{0, 0, false, grey, false}, {1, 1, true, grey, true}, {2, 3, true, yellow, false},
		{4, 7, true, red, false}, {6, 1, true, blue, false}, {3, 3, false, grey, false},
	} {
		q := tr.sq[tr.cell(c.r, c.c)]
		if q.track() != c.track || q.colour() != c.colour || q.plus() != c.plus {
			t.Errorf("row %d col %d: track %v colour %v plus %v", c.r+1, c.c+1, q.track(), q.colour(), q.plus())
		}
	}
	// The line is the lower edge of the S squares: the squares below them
	// are behind it.
	if !tr.sq[tr.cell(5, 1)].isBehind() || !tr.sq[tr.cell(5, 2)].isBehind() || tr.sq[tr.cell(5, 3)].isBehind() {
		t.Error("the squares behind the line are not marked")
	}
}

// TestMapLettersInRussian: к с ж are red, blue and yellow, К С Ж marked +1.
func TestMapLettersInRussian(t *testing.T) {
	tr := mustMap(t, "start: up\ngrid:\n#######\n#КксСжЖ#\n#SSSSSS#\n#......#\n")
	want := []struct {
		c    colour
		plus bool
	}{{red, true}, {red, false}, {blue, false}, {blue, true}, {yellow, false}, {yellow, true}}
	for i, w := range want {
		q := tr.sq[tr.cell(1, i+1)]
		if q.colour() != w.c || q.plus() != w.plus {
			t.Errorf("column %d: colour %v plus %v, want %v %v", i+2, q.colour(), q.plus(), w.c, w.plus)
		}
	}
}

// TestStartNumbering: start squares are numbered from the left as seen
// facing the start direction.
func TestStartNumbering(t *testing.T) {
	for _, c := range []struct {
		dir   string
		grid  string
		first [2]int // row, column of start square 1 (from 0)
	}{
		{"up", "#...#\n#SSS#\n#...#\n", [2]int{1, 1}},
		{"down", "#...#\n#SSS#\n#...#\n", [2]int{1, 3}},
		{"right", "###\n.S.\n.S.\n.S.\n###\n", [2]int{1, 1}},
		{"left", "###\n.S.\n.S.\n.S.\n###\n", [2]int{3, 1}},
	} {
		tr := mustMap(t, "start: "+c.dir+"\ngrid:\n"+c.grid)
		if got := tr.starts[0]; got != tr.cell(c.first[0], c.first[1]) {
			r, col := tr.rowCol(got)
			t.Errorf("%s: start square 1 at row %d col %d, want %v", c.dir, r, col, c.first)
		}
		if len(tr.starts) != 3 {
			t.Errorf("%s: %d start squares", c.dir, len(tr.starts))
		}
	}
}

// TestMapFaults: every fault of a map is refused at the map's own line and
// column, with its own code.
func TestMapFaults(t *testing.T) {
	for _, c := range []struct {
		name, text string
		code       string
		line, col  int
	}{
		{"no grid", "name: X\nstart: up\n", "super-race.map.not-a-map", 0, 0},
		{"empty", "", "super-race.map.not-a-map", 0, 0},
		{"a shell's settings", "export PATH=/bin\nAWS_SECRET_ACCESS_KEY: abc\n", "super-race.map.not-a-map", 0, 0},
		{"grid too late", strings.Repeat("# x\n", 100) + "start: up\ngrid:\n#S#\n", "super-race.map.not-a-map", 0, 0},
		{"no start key", "name: X\ngrid:\n#S#\n", "super-race.map.no-start-key", 2, 1},
		{"bad direction", "start: sideways\ngrid:\n", "super-race.map.direction", 1, 8},
		{"direction typo", "start:  dwon\ngrid:\n", "super-race.map.direction-suggest", 1, 9},
		{"key typo", "strat: up\ngrid:\n", "super-race.map.key-suggest", 1, 1},
		{"key twice", "start: up\n  start: down\ngrid:\n", "super-race.map.key-twice", 2, 3},
		{"not a header line", "start: up\nrows follow\ngrid:\n", "super-race.map.bad-line", 2, 1},
		{"grid with a value", "start: up\ngrid: 12\n", "super-race.map.grid-value", 2, 7},
		{"no start square", "start: up\ngrid:\n#..#\n", "super-race.map.no-start-square", 2, 1},
		{"unknown character", "start: up\ngrid:\n#SS#\n#.x#\n", "super-race.map.bad-char", 4, 3},
		{"lower-case s", "start: up\ngrid:\n#Ss#\n", "super-race.map.bad-char-suggest", 3, 3},
		{"tab", "start: up\ngrid:\n#S\t#\n", "super-race.map.tab", 3, 3},
		{"not one row", "start: up\ngrid:\n#S.#\n#.S#\n", "super-race.map.start-row", 4, 3},
		{"not one column", "start: left\ngrid:\n#S.#\n#.S#\n", "super-race.map.start-row", 4, 3},
		{"gap", "start: up\ngrid:\n#S.S#\n", "super-race.map.start-gap", 3, 3},
		{"gap in a column", "start: right\ngrid:\n#S#\n###\n#S#\n", "super-race.map.start-gap", 4, 2},
		{"not spanning", "start: up\ngrid:\n#.SS#\n", "super-race.map.start-span", 3, 2},
		{"not spanning at the end", "start: down\ngrid:\n#SS.\n", "super-race.map.start-span", 3, 4},
		{"not text", "start: up\ngrid:\n#S\x00#\n", "super-race.map.not-text", 3, 3},
		{"too many rows", "start: up\ngrid:\n" + strings.Repeat("#\n", maxSide+1), "super-race.map.too-large", maxSide + 3, 1},
		{"too wide", "start: up\ngrid:\n" + strings.Repeat("#", maxSide+1) + "\n", "super-race.map.too-large", 3, maxSide + 1},
		{"header too long", strings.Repeat("z: y\n", 3*maxHeader), "super-race.map.not-a-map", 0, 0},
		{"blank lines", strings.Repeat("\r\n", 3*maxHeader) + "start: up\ngrid:\n#S#\n", "super-race.map.not-a-map", 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseMap([]byte(c.text), "m")
			if err == nil {
				t.Fatal("map accepted")
			}
			if string(err.Code()) != c.code || err.Pos.Line != c.line || err.Pos.Column != c.col {
				t.Errorf("got %s at %d:%d, want %s at %d:%d", err.Code(), err.Pos.Line, err.Pos.Column, c.code, c.line, c.col)
			}
		})
	}
}

// TestMapCyrillicEs: a Cyrillic «С» (a blue bend +1) or «с» (a blue square)
// where a start square «S» is missing, or breaks the row of them, is named
// by the fault, at its place: a Russian hand types «С» for «старт».
func TestMapCyrillicEs(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       referee.Message
		line, col  int
	}{
		{"no S, a С", "start: up\ngrid:\n#..#\n#СС#\n", MapNoStartSquare{Es: CyrillicEs{Char: "С", Bend: true}}, 4, 2},
		{"no S, a с", "start: up\ngrid:\n#..#\n#сс#\n", MapNoStartSquare{Es: CyrillicEs{Char: "с"}}, 4, 2},
		{"a С past the row", "start: up\ngrid:\n#SС#\n", MapStartSpan{Es: CyrillicEs{Char: "С", Bend: true}}, 3, 3},
		{"a с in the row", "start: up\ngrid:\n#SсS#\n", MapStartGap{Es: CyrillicEs{Char: "с"}}, 3, 3},
		{"no С", "start: up\ngrid:\n#..#\n", MapNoStartSquare{}, 2, 1},
	} {
		_, err := ParseMap([]byte(c.text), "m")
		if err == nil || err.Message != c.want || err.Pos.Line != c.line || err.Pos.Column != c.col {
			t.Errorf("%s: %v at %v, want %#v at %d:%d", c.name, err, err.Pos, c.want, c.line, c.col)
		}
	}
	// A «С» where it breaks nothing is the blue bend NOTATION.md makes it.
	if _, err := ParseMap([]byte("start: up\ngrid:\n#С.#\n#SS#\n"), "m"); err != nil {
		t.Errorf("a blue bend above the start: %v", err)
	}
}

// TestMapCharShown: a character that is no square is quoted as itself when
// it can be seen, else by its code point.
func TestMapCharShown(t *testing.T) {
	for _, c := range []struct{ char, shown string }{
		{"x", "x"}, {"ы", "ы"}, {"\u202e", "U+202E"}, {"\u0301", "U+0301"},
		{"\u00a0", "U+00A0"}, {"\u200b", "U+200B"}, {"\u2028", "U+2028"}, {"\U000E0001", "U+E0001"},
	} {
		_, err := ParseMap([]byte("start: up\ngrid:\n#S"+c.char+"#\n"), "m")
		if err == nil || err.Code() != "super-race.map.bad-char" || err.Pos.Line != 3 || err.Pos.Column != 3 {
			t.Errorf("%q: %v", c.char, err)
			continue
		}
		if got := err.Message.(MapBadChar).Char; got != c.shown {
			t.Errorf("%q shown as %q, want %q", c.char, got, c.shown)
		}
	}
}

// TestMapLoneCR: a carriage return inside a row is no text, as in a
// transcript (notation.FirstBadByte), and said at its place.
func TestMapLoneCR(t *testing.T) {
	_, err := ParseMap([]byte("start: up\ngrid:\n#S\r#\n"), "m")
	if err == nil || err.Message != (MapNotText{CR: true}) || err.Pos.Line != 3 || err.Pos.Column != 3 {
		t.Errorf("a lone CR in a row: %v", err)
	}
}

// TestMapLongHeader: a header of maxHeader lines, grid: the last, is read.
func TestMapLongHeader(t *testing.T) {
	tr := mustMap(t, strings.Repeat("# a comment\n", maxHeader-2)+"start: up\ngrid:\n#S#\n")
	if len(tr.starts) != 1 {
		t.Fatalf("%d start squares", len(tr.starts))
	}
}

// TestMapForgives: comments, blank lines, CRLF, a BOM, metadata keys,
// Russian keys and directions, rows of different lengths.
func TestMapForgives(t *testing.T) {
	tr := mustMap(t, "\uFEFF# a comment\r\n\r\nauthor: me\r\nназвание: Кольцо # comment\r\nстарт: Вверх\r\nсетка:\r\n#SS#\r\n#..\r\n")
	if tr.name != "Кольцо" || tr.dir != up || tr.cols != 4 || tr.rows != 2 {
		t.Fatalf("got %q %v %dx%d", tr.name, tr.dir, tr.rows, tr.cols)
	}
	if tr.sq[tr.cell(1, 3)].track() {
		t.Error("a missing square is track")
	}
}

// TestBuiltinTracks: the built-in maps parse, have +1 bends, coloured
// squares and room for four players at the start, and a lap of a few dozen
// squares.
func TestBuiltinTracks(t *testing.T) {
	for _, name := range builtinList() {
		tr := builtinTracks()[name]
		plus, coloured := 0, 0
		for _, q := range tr.sq {
			if q.plus() {
				plus++
			}
			if q.track() && q.colour() != grey {
				coloured++
			}
		}
		if plus < 4 || coloured < 6 || len(tr.starts) != 4 {
			t.Errorf("%s: %d +1 bends, %d coloured squares, %d start squares", name, plus, coloured, len(tr.starts))
		}
		c := newCar(tr, 0)
		if n := tr.toGo(&c); n < 20 || n > 50 {
			t.Errorf("%s: a lap of %d squares", name, n)
		}
	}
	if _, ok := builtin("Индианаполис"); !ok {
		t.Error("the Russian name of Indianapolis is not found")
	}
}
