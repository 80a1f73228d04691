package suite

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/muesli/termenv"

	"github.com/boardgame-referee/referee/referee/layout"
)

// writeDiff prints a golden file's unified diff, indented, with what
// changed within a line marked: a removed line and the added line paired
// with it are compared word by word (git's --word-diff reads a diff so),
// and only the words that differ are marked. On a terminal they are shown
// in reverse; elsewhere a line `?` under the line marks them with `^`, as
// Python's difflib (and so pytest) does. Bytes that would not show — a CR
// alone, a control character — are written as escapes (`\r`).
func (r *runner) writeDiff(w io.Writer, diff []byte) {
	lines := bytes.SplitAfter(diff, []byte("\n"))
	for i := 0; i < len(lines); {
		l := lines[i]
		if len(l) == 0 {
			i++
			continue
		}
		if l[0] != '-' || bytes.HasPrefix(l, []byte("--- ")) && i < 2 {
			r.diffLine(w, l, nil)
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
		marks := make([][]bool, k-i)
		removed, added := make([][]rune, j-i), make([][]rune, k-j)
		for x := range removed {
			removed[x] = []rune(body(lines[i+x]))
		}
		for x := range added {
			added[x] = []rune(body(lines[j+x]))
		}
		pairLines(removed, added, marks[:j-i], marks[j-i:])
		for x := i; x < k; x++ {
			r.diffLine(w, lines[x], marks[x-i])
		}
		i = k
	}
}

// pairLines pairs removed lines with the added lines they became, as
// difflib's fancy replace does: the most alike pair first, then the lines
// before it and after it alike, so that a line that moved is paired with
// itself and not with its neighbour; each pair's changed words are marked.
// Lines too unlike to pair are not marked.
func pairLines(removed, added [][]rune, mr, ma [][]bool) {
	if len(removed) == 0 || len(added) == 0 {
		return
	}
	if len(removed)*len(added) > 400 {
		// A long run: paired in order, as far as each pair is alike.
		for p := 0; p < len(removed) && p < len(added); p++ {
			if a, b, ok := changed(removed[p], added[p]); ok {
				mr[p], ma[p] = a, b
			}
		}
		return
	}
	best, bi, bj := 0.0, -1, -1
	for i := range removed {
		for j := range added {
			if r := alike(removed[i], added[j]); r > best {
				best, bi, bj = r, i, j
			}
		}
	}
	if bi < 0 {
		return
	}
	if a, b, ok := changed(removed[bi], added[bj]); ok {
		mr[bi], ma[bj] = a, b
	}
	pairLines(removed[:bi], added[:bj], mr[:bi], ma[:bj])
	pairLines(removed[bi+1:], added[bj+1:], mr[bi+1:], ma[bj+1:])
}

// alike is how alike two lines are, from 0 to 1: twice the runes of their
// common start and end over their length, a quick bound that ranks pairs;
// changed then decides by their words.
func alike(a, b []rune) float64 {
	if len(a)+len(b) == 0 {
		return 1
	}
	pre, suf := commonEnds(a, b)
	same := pre + suf
	// The words the two share, wherever they stand, count as well.
	seen := map[string]int{}
	for _, w := range words(a) {
		seen[w.text(a)]++
	}
	shared := 0
	for _, w := range words(b) {
		if t := w.text(b); seen[t] > 0 {
			seen[t]--
			shared += len([]rune(t))
		}
	}
	return float64(max(same, shared)) * 2 / float64(len(a)+len(b))
}

// mostShown is as much of a line of a diff as is shown: a line of a
// megabyte is no help on a screen, and its start says where it is.
const mostShown = 2000

// body is a diff line's text: without its mark and line end, made visible,
// and cut at mostShown runes.
func body(l []byte) string {
	return clip(visible(strings.TrimSuffix(string(l[1:]), "\n")), mostShown)
}

// mostWords bounds the words of a line compared word by word (the table is
// their product); longer lines are marked from their common start and end.
const mostWords = 300

// changed marks the runes of two lines that differ: the words (runs of
// letters and digits, or single other runes) left out of their longest
// common sequence, and the spaces between two such words. ok is false
// when the lines have too little in common for marks to say anything (less
// than half of them).
func changed(a, b []rune) (ma, mb []bool, ok bool) {
	wa, wb := words(a), words(b)
	ma, mb = make([]bool, len(a)), make([]bool, len(b))
	if len(wa) > mostWords || len(wb) > mostWords {
		if !changedBetweenEnds(a, b, ma, mb) {
			return nil, nil, false
		}
		return ma, mb, true
	}
	lcs := commonRunes(a, b, wa, wb)
	if lcs[0][0]*4 < len(a)+len(b) {
		return nil, nil, false
	}
	x, y := 0, 0
	for x < len(wa) || y < len(wb) {
		switch {
		case x < len(wa) && y < len(wb) && wa[x].text(a) == wb[y].text(b) && lcs[x][y] == lcs[x+1][y+1]+wa[x].to-wa[x].from:
			x, y = x+1, y+1
		case y == len(wb) || x < len(wa) && lcs[x+1][y] >= lcs[x][y+1]:
			wa[x].mark(ma)
			x++
		default:
			wb[y].mark(mb)
			y++
		}
	}
	bridge(a, ma)
	bridge(b, mb)
	return ma, mb, true
}

// commonEnds is how many runes two lines share at their start, and then
// at their end.
func commonEnds(a, b []rune) (pre, suf int) {
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	return pre, suf
}

// changedBetweenEnds marks the runes of two long lines between their
// common start and their common end; false when those are less than half
// of them.
func changedBetweenEnds(a, b []rune, ma, mb []bool) bool {
	pre, suf := commonEnds(a, b)
	if (pre+suf)*4 < len(a)+len(b) {
		return false
	}
	for x := pre; x < len(a)-suf; x++ {
		ma[x] = true
	}
	for x := pre; x < len(b)-suf; x++ {
		mb[x] = true
	}
	return true
}

// commonRunes is the table lcs[x][y]: the runes of the longest common
// sequence of wa[x:] and wb[y:], the words of lines a and b.
func commonRunes(a, b []rune, wa, wb []word) [][]int {
	lcs := make([][]int, len(wa)+1)
	for x := range lcs {
		lcs[x] = make([]int, len(wb)+1)
	}
	for x := len(wa) - 1; x >= 0; x-- {
		for y := len(wb) - 1; y >= 0; y-- {
			lcs[x][y] = max(lcs[x+1][y], lcs[x][y+1])
			if wa[x].text(a) == wb[y].text(b) {
				lcs[x][y] = max(lcs[x][y], lcs[x+1][y+1]+wa[x].to-wa[x].from)
			}
		}
	}
	return lcs
}

// bridge marks the spaces between two marked runes, so that a phrase that
// changed is marked as one.
func bridge(line []rune, marks []bool) {
	for i := 0; i < len(line); i++ {
		if marks[i] || !unicode.IsSpace(line[i]) || i == 0 || !marks[i-1] {
			continue
		}
		j := i
		for j < len(line) && unicode.IsSpace(line[j]) && !marks[j] {
			j++
		}
		if j < len(line) && marks[j] {
			for k := i; k < j; k++ {
				marks[k] = true
			}
		}
		i = j - 1
	}
}

// word is a word of a line: its runes from..to.
type word struct{ from, to int }

func (w word) text(line []rune) string { return string(line[w.from:w.to]) }

func (w word) mark(marks []bool) {
	for i := w.from; i < w.to; i++ {
		marks[i] = true
	}
}

// words cuts a line into runs of letters and digits and single other
// runes (a space, a colon, a bracket).
func words(line []rune) []word {
	var out []word
	for i := 0; i < len(line); {
		j := i + 1
		if isWordRune(line[i]) {
			for j < len(line) && isWordRune(line[j]) {
				j++
			}
		}
		out = append(out, word{i, j})
		i = j
	}
	return out
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// diffLine prints one line of a diff, the runes of its text that marks
// holds marked.
func (r *runner) diffLine(w io.Writer, l []byte, marks []bool) {
	sign := string(l[:1])
	text := body(l)
	if l[0] == '\\' { // «\ No newline at end of file»
		sign, text, marks = "", strings.TrimSuffix(string(l), "\n"), nil
	}
	header := bytes.HasPrefix(l, []byte("--- ")) || bytes.HasPrefix(l, []byte("+++ ")) || bytes.HasPrefix(l, []byte("@@"))
	if header {
		sign, text, marks = "", strings.TrimSuffix(string(l), "\n"), nil
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
	if !slices.Contains(marks, true) {
		fmt.Fprintf(w, "    %s\n", paint(sign+text))
		return
	}
	runes := []rune(text)
	if r.paint.on {
		var b strings.Builder
		b.WriteString(paint(sign))
		for i := 0; i < len(runes); {
			j := i + 1
			for j < len(runes) && marks[j] == marks[i] {
				j++
			}
			if marks[i] {
				b.WriteString(r.paint.reverse(paint, string(runes[i:j])))
			} else {
				b.WriteString(paint(string(runes[i:j])))
			}
			i = j
		}
		fmt.Fprintf(w, "    %s\n", b.String())
		return
	}
	fmt.Fprintf(w, "    %s\n", paint(sign+text))
	var under strings.Builder
	for i, c := range runes {
		mark := " "
		if marks[i] {
			mark = "^"
		}
		under.WriteString(strings.Repeat(mark, layout.Width(string(c))))
	}
	fmt.Fprintf(w, "    ?%s\n", strings.TrimRight(under.String(), " "))
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
