package chinesecheckers

import (
	"sort"
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/layout"
)

// Legal lists the moves of the player to move, each distinct start and end
// hole once, written with one valid path; "pass" when there is none.
func (g *game) Legal(referee.View) referee.Choices {
	if g.decided() {
		return referee.Choices{}
	}
	rs := g.listed()
	if len(rs) == 0 {
		return referee.Choices{Moves: []referee.Choice{{Text: passWords[0], Say: passWord}}}
	}
	out := make([]referee.Choice, len(rs))
	for i, r := range rs {
		out[i] = referee.Choice{Text: pathString(r.path)}
	}
	return referee.Choices{Moves: out}
}

// listed are the routes of the player due as Legal lists them: in hole
// order of start, then of end, the order a reader scans the star.
func (g *game) listed() []route {
	rs := g.routes(g.turn, nil)
	sort.Slice(rs, func(i, j int) bool {
		a, b := rs[i].path, rs[j].path
		if a[0] != b[0] {
			return a[0] < b[0]
		}
		return a[len(a)-1] < b[len(b)-1]
	})
	return rs
}

// TapMoves: each move Legal lists is tapped by its piece's hole, then the
// hole it ends on, as the board names them (referee.Tapped); a pass is
// one tap, in the pass word of lang.
func (g *game) TapMoves(lang string, _ referee.View) []referee.TapMove {
	if g.decided() {
		return nil
	}
	rs := g.listed()
	if len(rs) == 0 {
		pass := passWords[0]
		if lang == "ru" {
			pass = passWords[1]
		}
		return []referee.TapMove{{Text: pass}}
	}
	out := make([]referee.TapMove, len(rs))
	for i, r := range rs {
		out[i] = referee.TapMove{Text: pathString(r.path), Steps: []string{r.path[0].String(), r.path[len(r.path)-1].String()}}
	}
	return out
}

// Board draws the star: one line a row, the row letter on the left, and,
// where the view's width leaves room, the row's places and hole numbers on
// the right; an empty hole as "·" and a piece as its player's mark; then a
// legend of marks and points. With the view's `holes` set to `names` (or
// `numbers`) an empty hole shows its place in the row (or its number), so
// that l8 is found by the row letter at the margin and the 8 at the hole.
// The star is drawn with three columns between the holes of a row (49
// columns), or, on a screen narrower than that, with one (25 columns,
// where a label shows only its last digit): a row of the star is never
// split. The text lines (the legend, long player names) wrap between words
// to the view's width, 80 columns unless it says.
func (g *game) Board(w referee.Words, v referee.View) string {
	d := g.draw()
	width := v.Width()
	var b strings.Builder
	put := func(text, indent string) {
		for _, l := range layout.Fill(text, indent, width) {
			b.WriteString(l + "\n")
		}
	}
	s := textStar{labels: holeLabels(v["holes"]), spread: 2}
	// A label of several digits reaches left of its hole: the widest
	// drawing leaves it room.
	if s.labels != noLabels {
		s.pad = 2
	}
	if 3+s.pad+2*numCols-1 > width {
		s.spread, s.pad = 1, 0
	}
	put(w.Say(referee.Term(s.title())), "  ")
	// The places column: «e1–e13  #10–22», 15 columns at most.
	places := 3+s.width()+2+15 <= width
	for r := range numRows {
		text := string(rune('a'+r)) + "  " + s.row(d, r)
		if places {
			text += rowPlaces(r)
		}
		b.WriteString(strings.TrimRight(text, " ") + "\n")
	}
	for _, n := range d.notes {
		put(noteText(w.Say(n), width), "  ")
	}
	for p, l := range d.legend {
		// The mark is the board's, a column before the player's line.
		put("  "+string(d.marks[p])+"  "+w.Say(l), "   ")
	}
	put(w.Say(d.status), "  ")
	return b.String()
}

// textStar is how the text board draws the star: what an empty hole
// shows, the columns left of the star for a label's digits, and the
// columns from one doubled-grid column to the next.
type textStar struct{ labels, pad, spread int }

// width is the star's width in columns.
func (s textStar) width() int { return s.pad + s.spread*(numCols-1) + 1 }

// title is the board's title, which says what the labels are.
func (s textStar) title() string {
	title := "chinese-checkers.board.title"
	switch {
	case s.labels == placeLabels && s.spread == 1:
		title += "-places-digit"
	case s.labels == placeLabels:
		title += "-places"
	case s.labels == numberLabels && s.spread == 1:
		title += "-numbers-digit"
	case s.labels == numberLabels:
		title += "-numbers"
	}
	return title
}

// row draws row r of the star: each piece as its player's mark, each
// empty hole as its label.
func (s textStar) row(d drawing, r int) string {
	line := []rune(strings.Repeat(" ", s.width()))
	first := rowStart[r]
	for i := range rowLengths[r] {
		h := first + hole(i)
		at := s.pad + s.spread*int(holeCol[h])
		if p := d.owner[h]; p != empty {
			line[at] = d.marks[p]
			continue
		}
		label := "·"
		switch s.labels {
		case placeLabels:
			label = itoa(i + 1)
		case numberLabels:
			label = itoa(int(h))
		}
		if s.spread == 1 && s.labels != noLabels {
			label = label[len(label)-1:] // digits: one byte each
		}
		// Right-aligned: the last digit stands at the hole.
		copy(line[at+1-len([]rune(label)):], []rune(label))
	}
	return string(line)
}

// rowPlaces is the places column of row r: its places and hole numbers.
func rowPlaces(r int) string {
	row, first := string(rune('a'+r)), int(rowStart[r])
	text := "  " + row + "1"
	if n := rowLengths[r]; n > 1 {
		return text + "–" + row + itoa(n) + strings.Repeat(" ", 3-len(itoa(n))) + " #" + itoa(first) + "–" + itoa(first+n-1)
	}
	return text + strings.Repeat(" ", 7) + "#" + itoa(first)
}

// noteText is a note as the board writes it: a note laid out in lines of
// its own (the points, in two lines under each other) is one paragraph
// when a line does not fit.
func noteText(text string, width int) string {
	for _, line := range strings.Split(text, "\n") {
		if layout.Width(line) > width {
			return strings.Join(layout.Fields(strings.ReplaceAll(text, "\n", " ")), " ")
		}
	}
	return text
}

// What an empty hole of the text board shows.
const (
	noLabels     = iota // a dot
	placeLabels         // its place in the row: the 8 of l8
	numberLabels        // its number, 0–120
)

// holeLabels reads the view's `holes` value (the flag takes only these
// words, in either language).
func holeLabels(value string) int {
	switch notation.Fold(strings.TrimSpace(value)) {
	case "names", "имена", "places", "места", "edges", "края":
		return placeLabels
	case "numbers", "номера":
		return numberLabels
	}
	return noLabels
}

// marks gives each player a one-letter mark for the board
// (notation.Marks: never one that looks like another's, nor a Latin
// letter for a Cyrillic name). Never a digit: the legend numbers the
// points with digits, and a name such as «2» would clash with them.
func (g *game) marks() []rune {
	// Letters of the alphabets up to Cyrillic are one column wide.
	return notation.Marks(g.names, func(r rune) bool { return r <= 0x04FF })
}

func itoa(n int) string { return strconv.Itoa(n) }
