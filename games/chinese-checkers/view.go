package chinesecheckers

import (
	"sort"
	"strconv"
	"strings"
	"unicode"

	"referee/notation"
	"referee/referee"
	"referee/referee/layout"
)

// Legal lists the moves of the player to move, each distinct start and end
// hole once, written with one valid path; "pass" when there is none.
func (g *game) Legal(referee.View) referee.Choices {
	if g.decided() {
		return referee.Choices{}
	}
	rs := g.routes(g.turn, nil)
	if len(rs) == 0 {
		return referee.Choices{Moves: []referee.Choice{{Text: "pass", Say: referee.Say("chinese-checkers.move.pass", nil)}}}
	}
	// In hole order of start, then of end: the order a reader scans the star.
	sort.Slice(rs, func(i, j int) bool {
		a, b := rs[i].path, rs[j].path
		if a[0] != b[0] {
			return a[0] < b[0]
		}
		return a[len(a)-1] < b[len(b)-1]
	})
	out := make([]referee.Choice, len(rs))
	for i, r := range rs {
		out[i] = referee.Choice{Text: pathString(r.path)}
	}
	return referee.Choices{Moves: out}
}

// width is the widest line the board may draw: an 80-column terminal.
const width = 80

// Board draws the star: one line a row, the row letter on the left and the
// row's places on the right, an empty hole as "·" and a piece as its
// player's mark; then a legend of marks and points. Each hole takes two
// columns of the doubled grid, so the star is 49 columns wide. Text lines
// (the legend, long player names) are wrapped to 80 columns.
func (g *game) Board(w referee.Words, _ referee.View) string {
	d := g.draw()
	var b strings.Builder
	put := func(m referee.Message, indent, more string) {
		for _, line := range strings.Split(w.Say(m), "\n") {
			for _, l := range layout.WrapText(indent+line, more, width) {
				b.WriteString(l + "\n")
			}
		}
	}
	put(referee.Say("chinese-checkers.board.title", nil), "", "  ")
	for r := range numRows {
		line := []rune(strings.Repeat(" ", 2*numCols-1))
		first := rowStart[r]
		for i := range rowLengths[r] {
			h := first + hole(i)
			mark := '·'
			if p := d.owner[h]; p != empty {
				mark = d.marks[p]
			}
			line[2*int(holeCol[h])] = mark
		}
		row := string(rune('a' + r))
		places := row + "1"
		if n := rowLengths[r]; n > 1 {
			places += "–" + row + itoa(n) + strings.Repeat(" ", 3-len(itoa(n))) + " #" + itoa(int(first)) + "–" + itoa(int(first)+n-1)
		} else {
			places += strings.Repeat(" ", 7) + "#" + itoa(int(first))
		}
		b.WriteString(row + "  " + string(line) + "  " + places + "\n")
	}
	for _, n := range d.notes {
		put(n, "", "  ")
	}
	for _, l := range d.legend {
		put(l, "  ", "     ")
	}
	put(d.status, "", "  ")
	return b.String()
}

// marks gives each player a one-letter mark for the board: the first letter
// of their name, or when another player has that letter (or one that looks
// the same, Cyrillic А and Latin A) the next free letter of their name, else
// the first free Latin capital. Never a digit: the legend numbers the points
// with digits, and a name such as «2» would clash with them.
func (g *game) marks() []rune {
	out := make([]rune, len(g.names))
	taken := map[string]bool{}
	free := func(r rune) bool {
		// Letters of the alphabets up to Cyrillic are one column wide.
		return unicode.IsLetter(r) && r <= 0x04FF && !taken[notation.Latinize(string(r))]
	}
	for p, name := range g.names {
		mark := rune(0)
		for _, r := range name {
			if r = unicode.ToUpper(r); free(r) {
				mark = r
				break
			}
		}
		for r := 'A'; mark == 0 && r <= 'Z'; r++ {
			if free(r) {
				mark = r
			}
		}
		taken[notation.Latinize(string(mark))] = true
		out[p] = mark
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }
