package suite

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// compareGolden writes got into a comparison with want in chunks of random
// sizes, as check's output comes.
func compareGolden(want, got []byte, rng *rand.Rand) (bool, int, []byte, bool) {
	c := newGoldenCompare(bytes.NewReader(want), nil)
	for len(got) > 0 {
		n := min(len(got), 1+rng.IntN(40))
		if _, err := c.Write(got[:n]); err != nil {
			panic(err) // the comparison never fails a write
		}
		got = got[n:]
	}
	r := c.finish("golden", "output")
	return r.same, r.line, r.diff, r.cut
}

var hunkHeader = regexp.MustCompile(`^@@ -(\d+),(\d+) \+(\d+),(\d+) @@$`)

// patch applies a unified diff to old, checking that every line it keeps
// or removes is there, and every hunk's counts.
func patch(old []byte, diff []byte) ([]byte, error) {
	lines := strings.SplitAfter(string(old), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	var out []string
	next := 0 // the next old line not yet copied, from 0
	d := strings.SplitAfter(string(diff), "\n")
	if len(d) < 2 || !strings.HasPrefix(d[0], "--- golden") || !strings.HasPrefix(d[1], "+++ output") {
		return nil, fmt.Errorf("no header: %q", diff)
	}
	d = d[2:]
	for i := 0; i < len(d) && d[i] != ""; {
		m := hunkHeader.FindStringSubmatch(strings.TrimSuffix(d[i], "\n"))
		if m == nil {
			return nil, fmt.Errorf("not a hunk: %q", d[i])
		}
		n := func(j int) int { v, _ := strconv.Atoi(m[j]); return v }
		start, oldCount, newCount := n(1)-1, n(2), n(4)
		if oldCount == 0 {
			start++ // -a,0 inserts after line a
		}
		if start < next || start > len(lines) {
			return nil, fmt.Errorf("hunk %q out of place", m[0])
		}
		out = append(out, lines[next:start]...)
		next = start
		i++
		seenOld, seenNew := 0, 0
		for ; i < len(d) && d[i] != "" && !strings.HasPrefix(d[i], "@@"); i++ {
			l := d[i]
			if strings.HasPrefix(l, `\ No newline`) {
				continue
			}
			body := l[1:]
			if i+1 < len(d) && strings.HasPrefix(d[i+1], `\ No newline`) {
				body = strings.TrimSuffix(body, "\n")
			}
			switch l[0] {
			case ' ', '-':
				if next >= len(lines) || lines[next] != body {
					return nil, fmt.Errorf("line %d is not %q", next+1, body)
				}
				next++
				seenOld++
				if l[0] == ' ' {
					out = append(out, body)
					seenNew++
				}
			case '+':
				out = append(out, body)
				seenNew++
			default:
				return nil, fmt.Errorf("bad line %q", l)
			}
		}
		if seenOld != oldCount || seenNew != newCount {
			return nil, fmt.Errorf("hunk %q has %d old and %d new lines", m[0], seenOld, seenNew)
		}
	}
	out = append(out, lines[next:]...)
	return []byte(strings.Join(out, "")), nil
}

// TestGoldenCompare: whatever the two texts and however the output comes,
// the comparison finds them the same exactly when they are, names the
// first line that differs, and its diff, hunks placed in the whole golden
// file, turns the golden file into the output.
func TestGoldenCompare(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	text := func() []byte {
		var b []byte
		for range rng.IntN(30) {
			b = append(b, "abcdefgh"[rng.IntN(8)])
			if rng.IntN(4) == 0 {
				b = append(b, 'x')
			}
			b = append(b, '\n')
		}
		if rng.IntN(5) == 0 && len(b) > 0 {
			b = b[:len(b)-1] // no newline at the end
		}
		return b
	}
	for i := range 5000 {
		want := text()
		got := want
		if rng.IntN(4) > 0 {
			got = text()
			if rng.IntN(2) == 0 && len(want) > 0 {
				// A small change somewhere in want.
				g := []byte(string(want))
				g[rng.IntN(len(g))] = 'z'
				got = g
			}
		}
		same, line, diff, cut := compareGolden(want, got, rng)
		if same != bytes.Equal(want, got) || cut {
			t.Fatalf("%d: %q vs %q: same %v, cut %v", i, want, got, same, cut)
		}
		if same {
			continue
		}
		first := 1
		wl, gl := strings.SplitAfter(string(want), "\n"), strings.SplitAfter(string(got), "\n")
		for first <= len(wl) && first <= len(gl) && wl[first-1] == gl[first-1] {
			first++
		}
		if line != first {
			t.Fatalf("%d: %q vs %q: first difference on line %d, said %d", i, want, got, first, line)
		}
		patched, err := patch(want, diff)
		if err != nil || !bytes.Equal(patched, got) {
			t.Fatalf("%d: %q vs %q: %v\n%s\npatched: %q", i, want, got, err, diff, patched)
		}
	}
}

// TestGoldenCompareBounded: outputs far longer than the window are
// compared to the end, and the diff shown stops short, on whole lines.
func TestGoldenCompareBounded(t *testing.T) {
	var want, got bytes.Buffer
	for i := range 200000 {
		fmt.Fprintf(&want, "line %d of the golden file\n", i)
		fmt.Fprintf(&got, "line %d of the %s\n", i, map[bool]string{true: "output", false: "golden file"}[i >= 100])
	}
	same, line, diff, cut := compareGolden(want.Bytes(), got.Bytes(), rand.New(rand.NewPCG(3, 4)))
	if same || line != 101 || !cut {
		t.Fatalf("same %v, line %d, cut %v", same, line, cut)
	}
	if !bytes.Contains(diff, []byte("@@ -98,")) || !bytes.Contains(diff, []byte("-line 100 of the golden file\n")) || !bytes.Contains(diff, []byte("+line 100 of the output\n")) {
		t.Errorf("diff:\n%.600s", diff)
	}
	if bytes.Contains(diff, []byte("No newline")) {
		t.Error("the window's cut is shown as a missing newline")
	}
	// The same bytes, however long, are the same.
	same, _, _, _ = compareGolden(want.Bytes(), want.Bytes(), rand.New(rand.NewPCG(5, 6)))
	if !same {
		t.Error("a long golden file differs from itself")
	}
}

// TestGoldenGameAddedAbove: a game added above the others shows as its
// own lines added, with a few lines of context, the lines after it as the
// output has them, and how far they moved said once; not every later
// line changed and the new game's lines paired with the old ones' (round
// 2: a 50-line diff).
func TestGoldenGameAddedAbove(t *testing.T) {
	game := func(first int, players, move string) string {
		return fmt.Sprintf("s.txt:%d: Game: Turtle Race. Players: %s.\n", first, players) +
			fmt.Sprintf("s.txt:%d:1: Move 1 (%s): the turtle moves.\n", first+2, move) +
			fmt.Sprintf("s.txt:%d: 1 move played; the game is not over (the game on line %d).\n", first, first)
	}
	old := game(1, "Нина and Паша", "Нина: red +1") + game(5, "A and B", "A: red +1") + "# exit 0\n"
	out := game(1, "Q and W", "Q: green +1") + game(5, "Нина and Паша", "Нина: red +1") + game(9, "A and B", "A: red +1") + "# exit 0\n"
	c := newGoldenCompare(strings.NewReader(old), nil)
	c.name = "s.txt"
	io.WriteString(c, out)
	d := c.finish("s.en.golden", "check s.txt")
	if d.same || d.moved != 6 || d.movedBy != 4 {
		t.Fatalf("same %v, %d lines moved by %d:\n%s", d.same, d.moved, d.movedBy, d.diff)
	}
	var added, removed []string
	for _, l := range strings.Split(string(d.diff), "\n") {
		switch {
		case strings.HasPrefix(l, "+++"), strings.HasPrefix(l, "---"):
		case strings.HasPrefix(l, "+"):
			added = append(added, l[1:])
		case strings.HasPrefix(l, "-"):
			removed = append(removed, l[1:])
		case strings.HasPrefix(l, " s.txt:") && !strings.Contains(out, l[1:]+"\n"):
			t.Errorf("a line of context not as the output has it: %q", l)
		}
	}
	if len(removed) != 0 || strings.Join(added, "\n")+"\n" != game(1, "Q and W", "Q: green +1") {
		t.Errorf("the diff adds %q and takes out %q:\n%s", added, removed, d.diff)
	}
}

// A comment added at the top and a game added between two others move the
// lines by two amounts: the first game's by one, the second's by five. The
// diff still shows only the added game, and says how far the rest moved.
func TestGoldenCommentAndGameAdded(t *testing.T) {
	game := func(first int, players, move string) string {
		return fmt.Sprintf("s.txt:%d: Game: Turtle Race. Players: %s.\n", first, players) +
			fmt.Sprintf("s.txt:%d:1: Move 1 (%s): the turtle moves.\n", first+2, move) +
			fmt.Sprintf("s.txt:%d: 1 move played; the game is not over.\n", first)
	}
	old := game(1, "Нина and Паша", "Нина: red +1") + game(5, "A and B", "A: red +1") + "# exit 0\n"
	out := game(2, "Нина and Паша", "Нина: red +1") + game(6, "Q and W", "Q: green +1") + game(10, "A and B", "A: red +1") + "# exit 0\n"
	c := newGoldenCompare(strings.NewReader(old), nil)
	c.name = "s.txt"
	io.WriteString(c, out)
	d := c.finish("s.en.golden", "check s.txt")
	if d.same || d.moved != 6 || d.movedBy != 5 || d.movedLeast != 1 {
		t.Fatalf("same %v, %d lines moved by %d to %d:\n%s", d.same, d.moved, d.movedLeast, d.movedBy, d.diff)
	}
	var added, removed []string
	for _, l := range strings.Split(string(d.diff), "\n") {
		switch {
		case strings.HasPrefix(l, "+++"), strings.HasPrefix(l, "---"):
		case strings.HasPrefix(l, "+"):
			added = append(added, l[1:])
		case strings.HasPrefix(l, "-"):
			removed = append(removed, l[1:])
		}
	}
	if len(removed) != 0 || strings.Join(added, "\n")+"\n" != game(6, "Q and W", "Q: green +1") {
		t.Errorf("the diff adds %q and takes out %q:\n%s", added, removed, d.diff)
	}
}
