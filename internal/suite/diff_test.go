package suite

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
)

// TestLFReader: CRLF reads as LF wherever the reads end, a CR alone
// stays, and nothing else changes.
func TestLFReader(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 2000 {
		var in []byte
		for range rng.IntN(60) {
			in = append(in, "ab\r\n\r"[rng.IntN(5)])
		}
		want := bytes.ReplaceAll(in, []byte("\r\n"), []byte("\n"))
		// Reads of one byte at a time, and of any size, end anywhere.
		for _, r := range []io.Reader{iotest.OneByteReader(bytes.NewReader(in)), iotest.HalfReader(bytes.NewReader(in)), bytes.NewReader(in)} {
			got, err := io.ReadAll(&lfReader{r: bufio.NewReaderSize(r, 16)})
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("%d: %q read as %q (%v), want %q", i, in, got, err, want)
			}
		}
	}
}

// TestCRLFGoldenMatches: a golden file with Windows line ends matches the
// output, and one that differs elsewhere still differs.
func TestCRLFGoldenMatches(t *testing.T) {
	out := "x.txt:1: game\nx.txt:2:1: move 1\n# exit 0\n"
	crlf := strings.ReplaceAll(out, "\n", "\r\n")
	if same, _, _, _ := compareGolden([]byte(crlf), []byte(out), rand.New(rand.NewPCG(1, 1))); !same {
		t.Error("a CRLF golden file differs from its LF output")
	}
	if same, line, _, _ := compareGolden([]byte(strings.Replace(crlf, "move 1", "move 2", 1)), []byte(out), rand.New(rand.NewPCG(1, 1))); same || line != 2 {
		t.Errorf("a CRLF golden file that differs: same %v, line %d", same, line)
	}
}

// TestChanged: only the words that differ are marked, each where it
// stands, however many there are in a line.
func TestChanged(t *testing.T) {
	show := func(line string, marks []bool) string {
		var b strings.Builder
		for i, r := range []rune(line) {
			if marks != nil && marks[i] {
				b.WriteString(strings.ToUpper(string(r)))
			} else {
				b.WriteRune(r)
			}
		}
		return b.String()
	}
	for _, c := range []struct{ a, b, ma, mb string }{
		{"square 7. now on", "square 7. it carries. now on", "square 7. now on", "square 7. IT CARRIES. now on"},
		{"red +1", "red +2", "red +1", "red +2"}, // digits are marked by their case-less selves: see below
		{"ход 1 (нина: красная +1): на клетку 1.", "ход 1 (нина: красная +2): на клетку 2.", "ход 1 (нина: красная +1): на клетку 1.", "ход 1 (нина: красная +2): на клетку 2."},
		{"abc", "xyz", "abc", "xyz"}, // nothing in common: no marks
		{"same", "same", "same", "same"},
		{"a b", "a b c", "a b", "a b C"},
		{"зелёная черепаха", "синяя черепаха", "ЗЕЛЁНАЯ черепаха", "СИНЯЯ черепаха"},
	} {
		ma, mb, _ := changed([]rune(c.a), []rune(c.b))
		if got := show(c.a, ma); got != c.ma {
			t.Errorf("changed(%q, %q): %q, want %q", c.a, c.b, got, c.ma)
		}
		if got := show(c.b, mb); got != c.mb {
			t.Errorf("changed(%q, %q): %q, want %q", c.a, c.b, got, c.mb)
		}
	}
	// Digits have no case: the marks themselves.
	ma, mb, _ := changed([]rune("ход 1 на клетку 1."), []rune("ход 1 на клетку 2."))
	if fmt.Sprint(ma) != fmt.Sprint([]bool{false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, false}) || !mb[16] || slices.Contains(mb[:16], true) {
		t.Errorf("one digit changed: %v %v", ma, mb)
	}
}

// TestWriteDiffMarks: the marks stand under what changed, counted in
// display columns, and the diff's own lines are kept.
func TestWriteDiffMarks(t *testing.T) {
	r := &runner{paint: newPainter(false)}
	var b bytes.Buffer
	r.writeDiff(&b, []byte("--- g\n+++ o\n@@ -1,2 +1,2 @@\n ход 1\n-ход 2: синяя\n+ход 2: зелёная\n"))
	want := "    --- g\n    +++ o\n    @@ -1,2 +1,2 @@\n     ход 1\n    -ход 2: синяя\n    ?       ^^^^^\n    +ход 2: зелёная\n    ?       ^^^^^^^\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	// Painted, the changed part is reversed in its line's colour, with no
	// marks under it.
	r.paint = newPainter(true)
	b.Reset()
	r.writeDiff(&b, []byte("-red +1\n+red +2\n"))
	if strings.Contains(b.String(), "?") || !strings.Contains(b.String(), "\x1b[7m") {
		t.Errorf("painted: %q", b.String())
	}
}

func TestVisible(t *testing.T) {
	for in, want := range map[string]string{
		"plain.txt":             "plain.txt",
		"tab\there":             "tab\there",
		"x\x1b]2;title\x07":     `x\x1b]2;title\x07`,
		"cr\r":                  `cr\r`,
		"c1\u009b":              `c1\u009b`,
		"bidi\u202eevil":        `bidi\u202eevil`,
		"del\x7f":               `del\x7f`,
		"bad\xffbyte":           `bad\xffbyte`,
		"ёжик «кавычки» \uFFFD": "ёжик «кавычки» \uFFFD",
	} {
		if got := visible(in); got != want {
			t.Errorf("visible(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestGoldenNames(t *testing.T) {
	for name, stem := range map[string]string{"x.en.golden": "x", "x.ru.golden": "x", "x.golden": "x", "a.ok.en.golden": "a.ok", "x.de.golden": "x.de"} {
		if got := goldenStem(name); got != stem {
			t.Errorf("goldenStem(%q) = %q, want %q", name, got, stem)
		}
	}
	for _, tc := range []struct {
		head, name, other string
		crlf              bool
	}{
		{"race.txt:1: game Turtle Race\n", "race.txt", "", false},
		{"race.txt:1: game Turtle Race\r\n", "race.txt", "", true},
		{"turtles/race.txt:4:1: move 1\n", "race.txt", "turtles/race.txt", false},
		{"черепахи.txt:5:1: Ход 1\r\n", "turtles.txt", "черепахи.txt", true},
		{"race 12:30.txt:2: game\n", "race 12:30.txt", "", false},
		{"race 12:30.txt:2: game\n", "race.txt", "race 12:30.txt", false},
		{"a:b.txt:2: game\n", "x.txt", "a:b.txt", false},
		{`a\x09b\x1b.txt:2: game` + "\n", "a\tb\x1b.txt", "", false},
		{`\xff.txt:2: game` + "\n", "\xff.txt", "", false},
		{"gone.txt: the file cannot be read [x]\n", "x.txt", "gone.txt", false},
		{"gone.txt: the file cannot be read [x]\n", "gone.txt", "", false},
		{"# exit 2\n", "x.txt", "", false},
		{"", "x.txt", "", false},
	} {
		other, crlf := namedIn(bufio.NewReader(strings.NewReader(tc.head)), tc.name)
		if other != tc.other || crlf != tc.crlf {
			t.Errorf("namedIn(%q, %q) = %q, %v; want %q, %v", tc.head, tc.name, other, crlf, tc.other, tc.crlf)
		}
	}
	for p, q := range map[string]string{"suite/gone.en.golden": "suite/gone.en.golden", "my file.golden": "'my file.golden'", "it's": `'it'\''s'`,
		"race 12:30.txt": "'race 12:30.txt'", "a\tb.txt": `$'a\x09b.txt'`, "\x1b[31mred.txt": `$'\x1b[31mred.txt'`, "\xff'\\.txt": `$'\xff\'\\.txt'`,
		"line\nbreak.txt": `$'line\x0abreak.txt'`, "back\\slash.txt": `'back\slash.txt'`, "ёжик.txt": "ёжик.txt", "\u202eevil.txt": `$'\xe2\x80\xaeevil.txt'`} {
		if got := shellQuote(p); got != q {
			t.Errorf("shellQuote(%q) = %q, want %q", p, got, q)
		}
	}
	if got := shellCommand([]string{"rm"}, "-x.en.golden"); got != "rm -- -x.en.golden" {
		t.Errorf("a path like a flag: %q", got)
	}
}
