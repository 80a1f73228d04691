package suite

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/muesli/termenv"

	"github.com/boardgame-referee/referee/referee/layout"
)

// writeDiff prints a golden file's unified diff, indented, with what
// changed within a line marked: a removed line and the added line paired
// with it share a start and an end, and what lies between differs (git's
// diff-highlight reads a diff so). On a terminal the changed characters are
// shown in reverse; elsewhere a line `?` under the line marks them with `^`,
// as Python's difflib (and so pytest) does. Bytes that would not show — a
// CR alone, a control character — are written as escapes (`\r`).
func (r *runner) writeDiff(w io.Writer, diff []byte) {
	lines := bytes.SplitAfter(diff, []byte("\n"))
	for i := 0; i < len(lines); {
		l := lines[i]
		if len(l) == 0 {
			i++
			continue
		}
		if l[0] != '-' || bytes.HasPrefix(l, []byte("--- ")) && i < 2 {
			r.diffLine(w, l, -1, -1)
			i++
			continue
		}
		// A run of removed lines, then the run of added lines after it.
		j := i
		for j < len(lines) && len(lines[j]) > 0 && lines[j][0] == '-' {
			j++
		}
		k := j
		for k < len(lines) && len(lines[k]) > 0 && lines[k][0] == '+' {
			k++
		}
		type mark struct{ from, to int }
		marks := make([]mark, k-i)
		for x := range marks {
			marks[x] = mark{-1, -1}
		}
		for p := 0; p < j-i && p < k-j; p++ {
			a, b := body(lines[i+p]), body(lines[j+p])
			af, at, bf, bt := changed(a, b)
			marks[p], marks[j-i+p] = mark{af, at}, mark{bf, bt}
		}
		for x := i; x < k; x++ {
			r.diffLine(w, lines[x], marks[x-i].from, marks[x-i].to)
		}
		i = k
	}
}

// body is a diff line's text: without its mark and line end, made visible.
func body(l []byte) string {
	return visible(strings.TrimSuffix(string(l[1:]), "\n"))
}

// changed finds what differs between two lines: the runes from..to of each
// that are not their common start and end; -1 when a line has nothing of
// its own, or the two have nothing in common.
func changed(a, b string) (af, at, bf, bt int) {
	ra, rb := []rune(a), []rune(b)
	pre := 0
	for pre < len(ra) && pre < len(rb) && ra[pre] == rb[pre] {
		pre++
	}
	suf := 0
	for suf < len(ra)-pre && suf < len(rb)-pre && ra[len(ra)-1-suf] == rb[len(rb)-1-suf] {
		suf++
	}
	if pre+suf == 0 {
		return -1, -1, -1, -1
	}
	af, at, bf, bt = pre, len(ra)-suf, pre, len(rb)-suf
	if af == at {
		af, at = -1, -1
	}
	if bf == bt {
		bf, bt = -1, -1
	}
	return af, at, bf, bt
}

// diffLine prints one line of a diff, the runes from..to of its text
// marked.
func (r *runner) diffLine(w io.Writer, l []byte, from, to int) {
	sign := string(l[:1])
	text := body(l)
	if l[0] == '\\' { // «\ No newline at end of file»
		sign, text = "", strings.TrimSuffix(string(l), "\n")
	}
	header := bytes.HasPrefix(l, []byte("--- ")) || bytes.HasPrefix(l, []byte("+++ ")) || bytes.HasPrefix(l, []byte("@@"))
	if header {
		sign, text = "", strings.TrimSuffix(string(l), "\n")
	}
	paint := r.paint.plain
	switch {
	case header && l[0] == '@':
		paint = r.paint.hunk
	case header:
		paint = r.paint.bold
	case sign == "-":
		paint = r.paint.bad
	case sign == "+":
		paint = r.paint.good
	}
	if from < 0 || !r.paint.on {
		fmt.Fprintf(w, "    %s\n", paint(sign+text))
	}
	if from < 0 {
		return
	}
	runes := []rune(text)
	head, mid, tail := string(runes[:from]), string(runes[from:to]), string(runes[to:])
	if r.paint.on {
		fmt.Fprintf(w, "    %s%s%s\n", paint(sign+head), r.paint.reverse(paint, mid), paint(tail))
		return
	}
	fmt.Fprintf(w, "    ?%s%s\n", strings.Repeat(" ", layout.Width(head)), strings.Repeat("^", max(1, layout.Width(mid))))
}

// painter paints text for a terminal through termenv, in the 16 basic
// colours every terminal has; off, it leaves it as it is.
type painter struct {
	on  bool
	out *termenv.Output
}

func newPainter(on bool) painter {
	return painter{on: on, out: termenv.NewOutput(io.Discard, termenv.WithProfile(termenv.ANSI))}
}

func (p painter) style(s string, f func(termenv.Style) termenv.Style) string {
	if !p.on || s == "" {
		return s
	}
	return f(p.out.String(s)).String()
}

func (p painter) plain(s string) string { return s }
func (p painter) good(s string) string {
	return p.style(s, func(t termenv.Style) termenv.Style { return t.Foreground(termenv.ANSIGreen) })
}
func (p painter) bad(s string) string {
	return p.style(s, func(t termenv.Style) termenv.Style { return t.Foreground(termenv.ANSIRed) })
}
func (p painter) note(s string) string {
	return p.style(s, func(t termenv.Style) termenv.Style { return t.Foreground(termenv.ANSIYellow) })
}
func (p painter) hunk(s string) string {
	return p.style(s, func(t termenv.Style) termenv.Style { return t.Foreground(termenv.ANSICyan) })
}
func (p painter) bold(s string) string {
	return p.style(s, func(t termenv.Style) termenv.Style { return t.Bold() })
}

// place paints a FILE:LINE:COL, bold, as compilers do.
func (p painter) place(s string) string { return p.bold(s) }

// reverse paints the changed part of a line: its line's colour, reversed.
func (p painter) reverse(paint func(string) string, s string) string {
	return p.style(paint(s), func(t termenv.Style) termenv.Style { return t.Reverse() })
}

// visible shows text that came from input with what would not show, or
// would act on the terminal, as escapes, the way less and git show them:
// C0 and C1 controls (but the tab), DEL and the bidi controls.
func visible(s string) string {
	if !strings.ContainsFunc(s, hidden) && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD"):
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case hidden(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// hidden reports a rune visible shows as an escape.
func hidden(r rune) bool {
	switch {
	case r == '\t':
		return false
	case r < 0x20, r >= 0x7f && r <= 0x9f:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
		return true
	}
	return false
}
