package notation

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/boardgame-referee/referee/internal/golden"
)

// FuzzFrame: no bytes make the framing panic or hang, and every error it
// reports has a place in the file.
func FuzzFrame(f *testing.F) {
	for _, data := range golden.Files(f, "../corpus/*/*.txt") {
		f.Add(data)
	}
	f.Add([]byte("game: turtles\nplayers: \"A B\", C\n1. \"A B\": red +1; 2. C: x\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file := frame("f", data)
		var errs []*Error
		errs = append(errs, file.Errors...)
		for _, g := range file.Games {
			errs = append(errs, g.Problems()...)
			for _, m := range g.Moves {
				if m.NoEntry {
					continue
				}
				// A header line after the moves is an entry of the game
				// in its place, with no move text.
				if m.Entry != nil {
					if m.Pos.Line < 1 || m.Pos.Column < 1 {
						t.Fatalf("header entry without a place: %+v", m)
					}
					continue
				}
				if m.Text == "" && m.Actor == "" || m.TextPos.Line < 1 || m.TextPos.Column < 1 {
					t.Fatalf("move without text or place: %+v", m)
				}
			}
		}
		for _, e := range errs {
			if e.Pos.Line < 1 || e.Pos.Column < 1 || e.Code() == "" {
				t.Fatalf("error without a place or code: %+v", e)
			}
		}
	})
}

// FuzzFold: the shortcut for words already folded gives what folding does.
func FuzzFold(f *testing.F) {
	for _, s := range []string{"", "red", "Red", "ёж", "Ёж", "a−b", " x ", "ǅ", "İ", "ß", "Аня", "ЯБЛОКО", "\u00a0Р\u2003", "Ѐ", "\xd0", "«Ж»", "a“b”„", "\xe2\x80", "\xc2", "x;y", "игра: x", "ИГРА", "игРа", "Игроки:", "игр", "a\u00a0b", "x\u202f", "\u2007", "\u2009\xe2\x80", "ёЁ", "Ѐа", "ПрЯ", "a_b-1", "я\xd1", "\xd0\x90\xd1\x8f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := strings.TrimSpace(s)
		var b strings.Builder
		for _, r := range want {
			switch r {
			case 'ё', 'Ё':
				r = 'е'
			case '−', '–', '—':
				r = '-'
			default:
				r = unicode.ToLower(r)
			}
			b.WriteRune(r)
		}
		if got := Fold(s); got != b.String() {
			t.Errorf("Fold(%q) = %q, want %q", s, got, b.String())
		}
		if got := trimSpace(s); got != want {
			t.Errorf("trimSpace(%q) = %q, want %q", s, got, want)
		}
		if got := string(AppendFold(nil, s)); got != b.String() {
			t.Errorf("AppendFold(%q) = %q, want %q", s, got, b.String())
		}
		// folded looks at a trimmed word; a rune not UTF-8 is never folded.
		if w := trimSpace(s); utf8.ValidString(w) && folded(w) != (b.String() == w) {
			t.Errorf("folded(%q) = %v, Fold says %v", w, folded(w), b.String() == w)
		}
		if got, want := isWord(s), IsQuoted(s) || isWordRunes(s) && s != ""; got != want {
			t.Errorf("isWord(%q) = %v, rune by rune %v", s, got, want)
		}
		if got, want := oddSpace(s), strings.ContainsAny(s, "\u00a0\u202f\u2007\u2009"); got != want {
			t.Errorf("oddSpace(%q) = %v, ContainsAny says %v", s, got, want)
		}
		if got, want := isIgra([]byte(s)), hasPrefixFold(s, "игра"); got != want {
			t.Errorf("isIgra(%q) = %v, strings.EqualFold says %v", s, got, want)
		}
		for _, set := range []string{";", "=\n\r\f", "\n\r\f\v"} {
			if got, want := hasAnyOrQuote(s, set), strings.ContainsAny(s, set+QuoteChars); got != want {
				t.Errorf("hasAnyOrQuote(%q, %q) = %v, ContainsAny says %v", s, set, got, want)
			}
		}
		// Compared folded without folding: against itself, each half
		// against the other, and its upper case.
		for _, o := range []string{s, s[:len(s)/2], strings.ToUpper(s), " " + strings.ToTitle(s) + "\u00a0"} {
			if got := sameFolded(s, o); got != (Fold(s) == Fold(o)) {
				t.Errorf("sameFolded(%q, %q) = %v, Fold says %v", s, o, got, !got)
			}
		}
	})
}

// FuzzNames: the shortcut for plain name lists reads what the grammar reads,
// places included.
func FuzzNames(f *testing.F) {
	for _, s := range []string{"Anna, Boris", "A,B", " Нина ,  Паша", "A, , B", "A B, C", "\"A B\", C", "A,", ",A", "A=1", "Анна\tКаренина", "бабушка  Зина, Маша"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, value string) {
		pos := Pos{Line: 3, Column: 10, Offset: 40}
		fast, ok := simpleNames(nil, value, pos)
		if !ok {
			return
		}
		list, err := nameListParser().ParseString("", value)
		if err != nil {
			t.Fatalf("%q: the shortcut reads %v, the grammar refuses: %v", value, fast, err)
		}
		var slow []Word
		for _, n := range list.Names {
			slow = append(slow, Word{Pos: pos.Add(n.Pos), Text: strings.Join(n.Words, " ")})
		}
		if diff := cmp.Diff(slow, fast); diff != "" {
			t.Fatalf("%q (-grammar +shortcut):\n%s", value, diff)
		}
	})
}

// FuzzPairs: the shortcut for plain pair lists reads what the grammar reads,
// places included.
func FuzzPairs(f *testing.F) {
	for _, s := range []string{"Нина=жёлтая, Паша=синяя", "A=red,B=blue", " A = red green , B=x", "A=", "=x", "A=b=c", "A B=c", "A=b,", "1=синяя/жёлтая, 3=x", "A=x\u00a0y", "A\u2003=b", "бабушка Зина=красная, Маша=синяя"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, value string) {
		pos := Pos{Line: 3, Column: 10, Offset: 40}
		fast, ok := simplePairs(value, pos)
		if !ok {
			return
		}
		list, err := pairListParser().ParseString("", value)
		if err != nil {
			t.Fatalf("%q: the shortcut reads %v, the grammar refuses: %v", value, fast, err)
		}
		var slow []Pair
		for _, p := range list.Pairs {
			vpos := p.ValuePos
			if vpos.Line == 0 {
				vpos = p.Pos
			}
			slow = append(slow, Pair{Key: Word{Pos: pos.Add(p.Pos), Text: strings.Join(p.Key, " ")}, Value: Word{Pos: pos.Add(vpos), Text: strings.Join(p.Value, " ")}})
		}
		if diff := cmp.Diff(slow, fast); diff != "" {
			t.Fatalf("%q (-grammar +shortcut):\n%s", value, diff)
		}
	})
}

// FuzzBadByte: the quick paths for printable ASCII and Russian letters find
// the bad byte a rune-by-rune reading finds, and so does the first-byte
// test of a game: line.
func FuzzBadByte(f *testing.F) {
	for _, s := range []string{"", "Аня: красная +1", "\xd0", "\xd0\x20", "a\rb", "a\r\n", "\x7f", "\xd1\xbf\xd2\x80", "\u00a0game: turtles", "  игра: черепахи", "ИГРА: x", "Gleb: purple +2", "\tGAME:turtles", "gam", "\u2003Игра: x"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, line := range []bool{false, true} {
			want, wantBad := 0, false
			for i := 0; i < len(data); {
				c := data[i]
				if c < utf8.RuneSelf {
					if c < 0x20 && c != '\t' && c != '\r' && c != '\n' || c == 0x7f || c == '\r' && (line || i+1 < len(data) && data[i+1] != '\n') {
						want, wantBad = i, true
						break
					}
					i++
					continue
				}
				r, size := utf8.DecodeRune(data[i:])
				if r == utf8.RuneError && size <= 1 {
					want, wantBad = i, true
					break
				}
				i += size
			}
			if got, bad := badByte(data, line); got != want || bad != wantBad {
				t.Fatalf("badByte(%q, %v) = %d, %v; want %d, %v", data, line, got, bad, want, wantBad)
			}
		}
		if isGameLine(data) != gameLine(data) {
			t.Fatalf("isGameLine(%q) = %v, without its first-byte test %v", data, isGameLine(data), gameLine(data))
		}
		if text, ok := gameLineText(data, ""); ok != gameLine(data) || ok && text != string(data) {
			t.Fatalf("gameLineText(%q) = %q, %v; gameLine says %v", data, text, ok, gameLine(data))
		}
	})
}
