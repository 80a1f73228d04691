package notation

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// framedState is what framing a line leaves in a game that anyone reads:
// the entries, the header, the errors and what the next line is framed by.
type framedState struct {
	Header  []Entry
	Moves   []Move
	Errors  []*Error
	Players []Word
	Body    bool
	Late    []Entry
	Numbers numbering
	LastKey lastKey
}

func stateOf(g *Game) framedState {
	s := framedState{Errors: g.Errors, Players: g.Players, Body: g.body, Numbers: g.numbers, LastKey: g.lastKey}
	for _, e := range g.Header {
		s.Header = append(s.Header, *e)
	}
	for _, m := range g.Moves {
		s.Moves = append(s.Moves, *m)
	}
	for _, e := range g.late {
		s.Late = append(s.Late, *e)
	}
	return s
}

// quickGame frames head's lines, each the general way, into a game of the
// test dialect: a header, maybe some moves, for the line under test.
func quickGame(head string) *Game {
	g := &Game{Dialect: testDialect("t"), numbers: numbering{lastIdx: -1}}
	for i, l := range strings.Split(head, "\n") {
		g.slowLine(l, Pos{Line: i + 1, Column: 1})
	}
	return g
}

// FuzzQuickLine: a line framed the quick way leaves the game just as the
// general framing leaves it, after any header and moves.
func FuzzQuickLine(f *testing.F) {
	heads := []string{
		"players: Нина, Паша, Ann Lee",
		"players: Нина, Паша\ncolors: Нина=red, Паша=blue",
		"players: Нина, Паша\nНина: red +1",
		"players: Нина, Паша\n1. Нина: red +1\nresult: Паша",
		"players: setup, Паша, A.B",
		"players: Éva, Ζωή, Нина",
	}
	lines := []string{
		"Нина: red +1", "  12. Паша:  blue -1  ", "Паша : x", "Паша:", "Паша: ", "7.Нина: red +1", "0. Нина: x",
		"1. 2. Нина: x", "нина: red +1", "Ann Lee: red +1", "colors: Нина=red", "цвета: x", "source: Нина: red +1",
		"comment: red +1", "Вика: red +1", "setup: 1=red", "task: frogs > 4", "Нина: a: b", "A.B: red +1",
		"2147483648. Нина: x", "\tНина:\tred +1", "Éva: x", "Ζωή: red +1", "x", "12. x", ": x", "Нина - red +1",
		"result: Нина", "Нина: red +1 # note", "Нина: red +1; Паша: blue +1",
	}
	for i, h := range heads {
		for j, l := range lines {
			if (i+j)%3 == 0 {
				f.Add(h, l)
			}
		}
	}
	f.Fuzz(func(t *testing.T, head, line string) {
		if strings.ContainsAny(line, "\n\r") || !utf8.ValidString(head) || !utf8.ValidString(line) || len(head) > 1000 {
			return
		}
		pos := Pos{Line: 9, Column: 1}
		quick, general := quickGame(head), quickGame(head)
		took := quick.quickLine(line, pos, false)
		general.slowLine(line, pos)
		if !took {
			return
		}
		// The reader found the line plain: it is framed the same again.
		known := quickGame(head)
		if !known.quickLine(line, pos, true) {
			t.Fatalf("%q: plain, and not taken when the reader says so", line)
		}
		want, got := stateOf(general), stateOf(quick)
		if diff := cmp.Diff(got, stateOf(known), cmp.AllowUnexported(numbering{}, lastKey{}), cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("%q after %q, known plain (-looked +known):\n%s", line, head, diff)
		}
		if diff := cmp.Diff(want, got, cmp.AllowUnexported(numbering{}, lastKey{}), cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("%q after %q (-general +quick):\n%s", line, head, diff)
		}
	})
}

// TestQuickLineTakesThePlainLines: the lines a file is mostly made of go
// the quick way; anything else goes the general way.
func TestQuickLineTakesThePlainLines(t *testing.T) {
	g := quickGame("players: Нина, Паша")
	for _, l := range []string{"Нина: red +1", "  12. Паша:  blue -1  ", "colors: Нина=red", "source: the booklet", "Éva: x"} {
		if !g.quickLine(l, Pos{Line: 3, Column: 1}, false) {
			t.Errorf("%q went the general way", l)
		}
	}
	for _, l := range []string{"Нина: red +1 # note", "«Нина»: red +1", "Нина: red +1; Паша: x", "Нина\u00a0: x", "Нина — red +1", "", "   ", "Вика\v: x"} {
		if g.quickLine(l, Pos{Line: 3, Column: 1}, false) {
			t.Errorf("%q went the quick way", l)
		}
	}
}

// FuzzPlainText: plainText, a byte's kind looked up in byteKinds, answers
// as plainBytes, the same rules written out with no table, for strings and
// bytes alike.
func FuzzPlainText(f *testing.F) {
	for _, s := range []string{"", "a", "Нина: зелёная +1", "12345678:", "1234567\xd0\x90:", "1234567\xd0", "\xd0\x90\xd0", "a#b", "a;b", `a"b`, "\t:\x7f", "\xc2\xa0", "\xc3\xa9", "\xdf\xbf", "\xe2\x80\x94", "ab\x80cd", "abcdefgh\xd0\x90ijklmnop:q", "é:é", "\x00", "\x1f", " ~"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		wantColon, wantOK := plainBytes(s)
		colon, ok := plainText(s)
		if ok != wantOK || ok && colon != wantColon {
			t.Fatalf("plainText(%q) = %d, %v; want %d, %v", s, colon, ok, wantColon, wantOK)
		}
		if colon, ok := plainText([]byte(s)); ok != wantOK || ok && colon != wantColon {
			t.Fatalf("plainText([]byte(%q)) = %d, %v; want %d, %v", s, colon, ok, wantColon, wantOK)
		}
	})
}

// plainBytes is plainText written out with no table: for FuzzPlainText.
func plainBytes(line string) (colon int, ok bool) {
	colon = -1
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c >= 0xC3 && c <= 0xCB || c == 0xD0 || c == 0xD1:
			if i+1 >= len(line) || line[i+1]&0xC0 != 0x80 {
				return -1, false
			}
			i++
		case c == ':':
			if colon < 0 {
				colon = i
			}
		case c == '#' || c == ';' || c == '"':
			return -1, false
		case c >= 0x20 && c < 0x7F || c == '\t':
		default:
			return -1, false
		}
	}
	return colon, true
}
