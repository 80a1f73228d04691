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

// finish ends the comparison: same when every byte agreed and the golden
// file has nothing more; else a unified diff (-golden +output) of the first
// difference and what follows it, with its place in the golden file; cut
// says the window was full, so the diff stops short.
func (c *goldenCompare) finish(goldenName, outputName string) (same bool, line int, text []byte, cut bool) {
	if !c.differ && c.want != nil {
		var one [1]byte
		if n, _ := c.want.Read(one[:]); n == 0 {
			return true, 0, nil, false
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
	first := c.line + 1 // the line of the first difference
	if c.cut || wantCut {
		// Compare whole lines only, so a cut is not shown as a change.
		want, c.got = wholeLines(want), wholeLines(c.got)
	}
	ctx := bytes.Join(c.context, nil)
	d := diff.Diff(goldenName, append(bytes.Clone(ctx), want...), outputName, append(ctx, c.got...))
	return false, first, shiftHunks(d, c.line-len(c.context)), c.cut || wantCut
}

func wholeLines(b []byte) []byte {
	if i := bytes.LastIndexByte(b, '\n'); i >= 0 {
		return b[:i+1]
	}
	return nil
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
