package suite

import (
	"bytes"
	"strconv"

	"github.com/rogpeppe/go-internal/diff"
)

// A game added to a transcript above others moves every later line of the
// output down by as many lines as it took: compared line by line, every
// one of them differs, and the new game's lines are paired with the old
// ones'. movedDiff compares them as `diff -u` would once the places are
// set right: the output's lines that are the golden file's moved count as
// the same, so the diff holds only the lines added (or taken out), shown
// as the output has them. Lines may move by several amounts, each no
// farther than the last line moved, the same way: a comment added at the
// top moves every line by one, a game added below it the later ones by
// more.

// moved is a diff of lines added or taken out, the rest only moved.
type moved struct {
	diff  []byte
	by    int // how far the last lines moved
	least int // how far the lines that moved least moved
	lines int // how many lines moved
}

// movedDiff is the unified diff of want and got (each after the lines of
// ctx) with the lines of got that are want's moved by one amount counted
// as want's: ok when some lines moved and the diff shows fewer lines than
// plain has.
func movedDiff(ctx, want, got []byte, name, goldenName, outputName string, plain []byte) (moved, bool) {
	w, g := splitLines(want), splitLines(got)
	by := lastPlace(g, name) - lastPlace(w, name)
	if name == "" || by == 0 {
		return moved{}, false
	}
	exact := map[string]bool{}
	bySkeleton := map[string][][]byte{}
	for _, l := range w {
		exact[string(l)] = true
		k := skeleton(l)
		bySkeleton[k] = append(bySkeleton[k], l)
	}
	// Past the first line that only moved, a line that is both a line of
	// the golden file as it stands and one moved is taken as moved: the
	// first game's summary on line 5 moved there, and is not the second
	// game's of the golden file.
	norm := make([]byte, 0, len(got))
	n, past, least := 0, false, by
	setBack := make([]bool, len(g))
	for i, l := range g {
		if o, d := movedFrom(l, bySkeleton[skeleton(l)], name, by); o != nil && (past || !exact[string(l)]) {
			l, past = o, true
			setBack[i] = true
			n++
			if abs(d) < abs(least) {
				least = d
			}
		}
		norm = append(norm, l...)
	}
	if n == 0 {
		return moved{}, false
	}
	c := splitLines(ctx)
	d := diff.Diff(goldenName, append(bytes.Clone(ctx), want...), outputName, append(bytes.Clone(ctx), norm...))
	// A line set back that the diff still adds did not only move (a new
	// game's summary that looks like an old one's moved): not counted.
	for _, i := range addedLines(d) {
		if i -= len(c); i >= 0 && i < len(setBack) && setBack[i] {
			n--
		}
	}
	d = showGot(d, append(c, g...))
	if changedLines(d) >= changedLines(plain) {
		return moved{}, false
	}
	return moved{diff: d, by: by, least: least, lines: n}, true
}

// movedFrom is the line of candidates that line is, moved the way by
// points and no farther, and how far: nil when none is.
func movedFrom(line []byte, candidates [][]byte, name string, by int) ([]byte, int) {
	for _, c := range candidates {
		if d, ok := lineShift(c, line, name); ok && (d > 0) == (by > 0) && abs(d) <= abs(by) {
			return c, d
		}
	}
	return nil, 0
}

// showGot writes each line of a diff that the output holds (context and
// added) as the output has it, at its own place: the diff was made of the
// output with moved lines set back.
func showGot(d []byte, got [][]byte) []byte {
	var out bytes.Buffer
	at := 0
	for _, l := range splitLines(d) {
		if m := hunk().FindSubmatch(l); m != nil {
			at, _ = strconv.Atoi(string(m[3]))
			at-- // from 1; a hunk of no added lines names the line before
			out.Write(l)
			continue
		}
		if len(l) > 0 && (l[0] == ' ' || l[0] == '+') && !bytes.HasPrefix(l, []byte("+++ ")) && at >= 0 && at < len(got) {
			out.WriteByte(l[0])
			out.Write(got[at])
			at++
			continue
		}
		out.Write(l)
	}
	return out.Bytes()
}

// addedLines are the indexes, from 0, of the lines a unified diff adds, in
// the text it adds them to.
func addedLines(d []byte) []int {
	var out []int
	at := 0
	for _, l := range splitLines(d) {
		switch {
		case hunk().Match(l):
			m := hunk().FindSubmatch(l)
			at, _ = strconv.Atoi(string(m[3]))
			at--
		case bytes.HasPrefix(l, []byte("+++ ")), bytes.HasPrefix(l, []byte("--- ")):
		case len(l) > 0 && l[0] == '+':
			out = append(out, at)
			at++
		case len(l) > 0 && l[0] == ' ':
			at++
		}
	}
	return out
}

// changedLines counts the lines a unified diff adds or takes out.
func changedLines(d []byte) int {
	n := 0
	for _, l := range splitLines(d) {
		if len(l) > 0 && (l[0] == '+' || l[0] == '-') && !bytes.HasPrefix(l, []byte("+++ ")) && !bytes.HasPrefix(l, []byte("--- ")) {
			n++
		}
	}
	return n
}

// lastPlace is the line of the place of the last line of lines that
// names one, or 0.
func lastPlace(lines [][]byte, name string) int {
	for i := len(lines) - 1; i >= 0; i-- {
		if n := placeLine(lines[i], name); n > 0 {
			return n
		}
	}
	return 0
}

// skeleton is a line with its runs of digits left out: lines that may
// differ only in numbers share it.
func skeleton(l []byte) string {
	var b bytes.Buffer
	for _, r := range digitRuns(l) {
		if r.digits {
			b.WriteByte(0)
		} else {
			b.WriteString(r.text)
		}
	}
	return b.String()
}

func splitLines(b []byte) [][]byte {
	if len(b) == 0 {
		return nil
	}
	lines := bytes.SplitAfter(b, []byte("\n"))
	if len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	return lines
}
