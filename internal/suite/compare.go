package suite

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"sync"

	"github.com/rogpeppe/go-internal/diff"
)

// goldenWindow bounds what a golden comparison keeps of each side past the
// first difference, for the diff; goldenContext is the lines of context
// kept before it. Matching output is never held.
const (
	goldenWindow  = 1 << 20
	goldenContext = 3
)

// goldenCompare compares what is written to it with a golden file as it
// comes, byte for byte, holding only a few lines of context until the first
// difference and a bounded window after it. With a temporary file it also
// keeps everything written, for --update. A golden file's CRLF line ends
// read as LF (a Windows checkout with core.autocrlf): the output has none.
type goldenCompare struct {
	name    string        // the transcript's name as places show it, to tell lines that only moved
	want    *bufio.Reader // nil: there is no golden file
	tmp     io.Writer     // --update: what is written, to replace the golden file
	line    int           // complete lines matched
	context [][]byte      // the last complete lines matched, at most goldenContext
	partial []byte        // the line being matched, so far
	differ  bool
	got     []byte // past the first difference, from its line on, at most goldenWindow
	cut     bool   // the window is full
	err     error
	buf     []byte
}

func newGoldenCompare(want io.Reader, tmp io.Writer) *goldenCompare {
	c := &goldenCompare{tmp: tmp}
	if want != nil {
		c.want = bufio.NewReaderSize(&lfReader{r: bufio.NewReaderSize(want, 64<<10)}, 64<<10)
	}
	return c
}

// lfReader reads CRLF line ends as LF; a CR alone stays, and shows in the
// diff.
type lfReader struct{ r *bufio.Reader }

func (l *lfReader) Read(p []byte) (int, error) {
	for {
		n, err := l.r.Read(p)
		out := 0
		for i := 0; i < n; i++ {
			if p[i] == '\r' {
				if i+1 < n && p[i+1] == '\n' {
					continue
				}
				if i+1 == n {
					if next, perr := l.r.Peek(1); perr == nil && next[0] == '\n' {
						continue
					}
				}
			}
			p[out] = p[i]
			out++
		}
		if out > 0 || err != nil || n == 0 {
			return out, err
		}
	}
}

// Write compares p with the golden file's next bytes.
func (c *goldenCompare) Write(p []byte) (int, error) {
	if c.tmp != nil && c.err == nil {
		if _, err := c.tmp.Write(p); err != nil {
			c.err = err
		}
	}
	if c.differ {
		c.keep(p)
		return len(p), nil
	}
	if c.want == nil {
		c.startDiff(p)
		return len(p), nil
	}
	if cap(c.buf) < len(p) {
		c.buf = make([]byte, len(p))
	}
	want := c.buf[:len(p)]
	n, _ := io.ReadFull(c.want, want)
	i := 0
	for i < n && want[i] == p[i] {
		i++
	}
	c.matched(p[:i])
	if i < len(p) {
		// The golden file's bytes read past the difference go back in front
		// of the rest of it, for the window.
		c.want = bufio.NewReaderSize(io.MultiReader(bytes.NewReader(bytes.Clone(want[i:n])), c.want), 64<<10)
		c.startDiff(p[i:])
	}
	return len(p), nil
}

// matched notes bytes that agree: the line count and the context.
func (c *goldenCompare) matched(b []byte) {
	for len(b) > 0 {
		j := bytes.IndexByte(b, '\n')
		if j < 0 {
			c.partial = appendCapped(c.partial, b)
			return
		}
		line := appendCapped(c.partial, b[:j+1])
		c.partial = nil
		c.line++
		c.context = append(c.context, line)
		if len(c.context) > goldenContext {
			c.context = c.context[1:]
		}
		b = b[j+1:]
	}
}

// appendCapped appends to a line kept for context, which need not be whole.
func appendCapped(line, b []byte) []byte {
	const most = 4 << 10
	if len(line)+len(b) > most {
		b = b[:max(0, most-len(line))]
	}
	return append(line, b...)
}

func (c *goldenCompare) startDiff(rest []byte) {
	c.differ = true
	c.got = append(c.got, c.partial...)
	c.keep(rest)
}

func (c *goldenCompare) keep(b []byte) {
	if room := goldenWindow - len(c.got); room < len(b) {
		b, c.cut = b[:max(0, room)], true
	}
	c.got = append(c.got, b...)
}

// compared is the outcome of a golden comparison.
type compared struct {
	same bool
	line int    // the golden file's line of the first difference
	diff []byte // a unified diff (-golden +output) of the first difference and what follows it
	cut  bool   // the window was full, so the diff stops short
	// shifted counts the lines that differ, when each differs only in its
	// line numbers, all by one amount: the transcript's lines moved
	// (a comment added above), and nothing else changed.
	shifted int
	// at is the transcript's line the first difference is about (the
	// place of the output's line there, or the golden file's); 0 when it
	// names none.
	at int
	// moved counts the lines that only moved, by movedBy lines, beside
	// those the diff shows added or taken out (a game added above).
	moved, movedBy int
	// movedLeast is how far the lines that moved least moved (movedBy
	// when they all moved as far).
	movedLeast int
}

// finish ends the comparison: same when every byte agreed and the golden
// file has nothing more; else a unified diff of the first difference and
// what follows it, with its place in the golden file.
func (c *goldenCompare) finish(goldenName, outputName string) compared {
	if !c.differ && c.want != nil {
		var one [1]byte
		if n, _ := c.want.Read(one[:]); n == 0 {
			return compared{same: true}
		}
		_ = c.want.UnreadByte() // after a Read of one byte: cannot fail
		c.startDiff(nil)
	}
	var want []byte
	wantCut := false
	if c.want != nil {
		want = append(want, c.partial...)
		rest, _ := io.ReadAll(io.LimitReader(c.want, goldenWindow+1))
		if len(rest) > goldenWindow {
			rest, wantCut = rest[:goldenWindow], true
		}
		want = append(want, rest...)
	}
	res := compared{line: c.line + 1, cut: c.cut || wantCut}
	if res.cut {
		// Compare whole lines only, so a cut is not shown as a change; a
		// line longer than the window is shown as far as it goes.
		want, c.got = cutLines(want), cutLines(c.got)
	} else if c.want != nil {
		res.shifted, res.movedBy = shiftedOnly(want, c.got, c.name)
	}
	res.at = placeLine(c.got, c.name)
	if res.at == 0 {
		res.at = placeLine(want, c.name)
	}
	ctx := bytes.Join(c.context, nil)
	d := diff.Diff(goldenName, append(bytes.Clone(ctx), want...), outputName, append(bytes.Clone(ctx), c.got...))
	if !res.cut && c.want != nil && res.shifted == 0 {
		if m, ok := movedDiff(ctx, want, c.got, c.name, goldenName, outputName, d); ok {
			d, res.moved, res.movedBy, res.movedLeast = m.diff, m.lines, m.by, m.least
		}
	}
	res.diff = shiftHunks(d, c.line-len(c.context))
	return res
}

// cutLines ends a text cut short at its last whole line, or, when it holds
// no whole line, at its end, as a line.
func cutLines(b []byte) []byte {
	if i := bytes.LastIndexByte(b, '\n'); i >= 0 {
		return b[:i+1]
	}
	if len(b) == 0 {
		return b
	}
	return append(b, '\n')
}

// placeLine is the line of the place a text's first line starts with
// (NAME:LINE:), or 0.
func placeLine(text []byte, name string) int {
	rest, ok := bytes.CutPrefix(text, []byte(name+":"))
	if !ok || name == "" {
		return 0
	}
	n := 0
	for _, b := range rest {
		if b < '0' || b > '9' || n > 1e8 {
			break
		}
		n = n*10 + int(b-'0')
	}
	return n
}

// shiftedOnly reports how many lines differ, and by how far they moved,
// when each pair differs only in the line of its place (NAME:LINE:) and,
// beside it, in numbers that moved as far (“the game on line 12”), all by
// one amount; 0 when anything else differs. name is the transcript's name
// as the places show it.
func shiftedOnly(want, got []byte, name string) (lines, by int) {
	w, g := bytes.SplitAfter(want, []byte("\n")), bytes.SplitAfter(got, []byte("\n"))
	if len(w) != len(g) || name == "" {
		return 0, 0
	}
	n, shift := 0, 0
	for i := range w {
		if bytes.Equal(w[i], g[i]) {
			continue
		}
		d, ok := lineShift(w[i], g[i], name)
		if !ok || shift != 0 && d != shift {
			return 0, 0
		}
		shift = d
		n++
	}
	return n, shift
}

// lineShift reports how far a line's place moved, when that, and numbers
// that moved as far, is all that differs between two lines.
func lineShift(a, b []byte, name string) (int, bool) {
	prefix := []byte(name + ":")
	ra, ok1 := bytes.CutPrefix(a, prefix)
	rb, ok2 := bytes.CutPrefix(b, prefix)
	if !ok1 || !ok2 {
		return 0, false
	}
	ta, tb := digitRuns(ra), digitRuns(rb)
	if len(ta) != len(tb) || len(ta) == 0 || !ta[0].digits || !tb[0].digits {
		return 0, false
	}
	shift := 0
	for i := range ta {
		x, y := ta[i], tb[i]
		if x.digits != y.digits || !x.digits && x.text != y.text {
			return 0, false
		}
		if !x.digits || x.text == y.text && i > 0 {
			continue
		}
		p, errP := strconv.Atoi(x.text)
		q, errQ := strconv.Atoi(y.text)
		switch {
		case errP != nil || errQ != nil:
			return 0, false
		case i == 0:
			shift = q - p // the place's own line
			if shift == 0 {
				return 0, false
			}
		case q-p != shift:
			return 0, false
		}
	}
	return shift, true
}

// run is a run of digits, or of anything else, in a line.
type run struct {
	text   string
	digits bool
}

func digitRuns(b []byte) []run {
	var out []run
	for len(b) > 0 {
		d := b[0] >= '0' && b[0] <= '9'
		i := 1
		for i < len(b) && (b[i] >= '0' && b[i] <= '9') == d {
			i++
		}
		out = append(out, run{string(b[:i]), d})
		b = b[i:]
	}
	return out
}

// hunk is made when a suite is compared, not at every start of the binary.
var hunk = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^@@ -(\d+),(\d+) \+(\d+),(\d+) @@`) })

// shiftHunks drops the diff's first line (diff A B) and moves its hunks
// down by offset lines: the texts compared began there.
func shiftHunks(d []byte, offset int) []byte {
	lines := bytes.SplitAfter(d, []byte("\n"))
	if len(lines) > 0 && bytes.HasPrefix(lines[0], []byte("diff ")) {
		lines = lines[1:]
	}
	var out bytes.Buffer
	for _, l := range lines {
		if m := hunk().FindSubmatch(l); m != nil {
			n := func(i int) int { v, _ := strconv.Atoi(string(m[i])); return v }
			a, b := n(1), n(3)
			if a > 0 || n(2) == 0 {
				a += offset
			}
			if b > 0 || n(4) == 0 {
				b += offset
			}
			fmt.Fprintf(&out, "@@ -%d,%d +%d,%d @@%s", a, n(2), b, n(4), l[len(m[0]):])
			continue
		}
		out.Write(l)
	}
	return out.Bytes()
}
