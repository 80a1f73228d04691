package notation

import (
	"strings"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"

	"referee/internal/golden"
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
				if m.Text == "" && m.Actor == "" || m.TextPos.Line < 1 || m.TextPos.Column < 1 {
					t.Fatalf("move without text or place: %+v", m)
				}
			}
		}
		for _, e := range errs {
			if e.Pos.Line < 1 || e.Pos.Column < 1 || e.Code == "" {
				t.Fatalf("error without a place or code: %+v", e)
			}
		}
	})
}

// FuzzFold: the shortcut for words already folded gives what folding does.
func FuzzFold(f *testing.F) {
	for _, s := range []string{"", "red", "Red", "ёж", "Ёж", "a−b", " x ", "ǅ", "İ", "ß"} {
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
		fast, ok := simpleNames(value, pos)
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
