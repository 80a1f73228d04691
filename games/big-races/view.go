package bigraces

import (
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/layout"
)

// The line drawn between the last column of the ring and column 0.
const finishLine = "┃"

// Board draws the four lanes, lane 1 on top, the columns of the drawing
// band by band with a ruler of column numbers, the start/finish line where
// the ring closes, each car by its letter and a caret under the car due;
// then a legend of the cars. The bands and the legend fit the view's width
// (80 columns unless it says), the legend wrapping between words.
func (e *engine) Board(w referee.Words, v referee.View) string {
	d := e.draw(e.names)
	width := v.Width()
	var b strings.Builder
	line := func(m referee.Message) {
		for _, l := range layout.Fill(w.Say(m), "  ", width) {
			b.WriteString(l + "\n")
		}
	}
	line(referee.Say("big-races.board.title", referee.Facts{"round": d.round,
		"laps": referee.Quantity{Count: e.laps, Unit: "big-races.unit.lap"}, "length": referee.Quantity{Count: e.length, Unit: "big-races.unit.cell-of"}}))
	for _, band := range bandsOf(d.cols, width-rowMargin) {
		b.WriteByte('\n')
		e.drawBand(&b, d, band, width)
	}
	b.WriteByte('\n')
	for _, c := range d.cars {
		line(e.legendLine(d, c))
	}
	if d.due < 0 {
		line(referee.Say("big-races.board.over", nil))
	}
	return b.String()
}

// bandsOf cuts the columns drawn, in driving order, into bands of at most
// n columns.
func bandsOf(cols []int, n int) [][]int {
	var out [][]int
	for len(cols) > 0 {
		k := min(len(cols), n)
		out = append(out, cols[:k])
		cols = cols[k:]
	}
	return out
}

// drawBand draws one band: the ruler, four lanes and the caret row.
func (e *engine) drawBand(b *strings.Builder, d drawing, band []int, boardWidth int) {
	// Where the line goes: before column 0, unless the band starts there
	// and the ring before it is not drawn… it is drawn then too, at the left.
	lineAt := -1
	for i, col := range band {
		if col == 0 {
			lineAt = i
		}
	}
	cell := func(row []rune, i int, r rune) {
		k := i
		if lineAt >= 0 && i >= lineAt {
			k++
		}
		row[k] = r
	}
	width := len(band)
	if lineAt >= 0 {
		width++
	}
	// A number may run two columns past the band's last cell, but never
	// past the board's width (the ruler is written after three spaces).
	ruler := []rune(strings.Repeat(" ", min(width+2, boardWidth-3)))
	free := 0
	for i, col := range band {
		if col%5 != 0 {
			continue
		}
		k := i
		if lineAt >= 0 && i >= lineAt {
			k++
		}
		num := []rune(strconv.Itoa(col))
		if k < free || k+len(num) > len(ruler) {
			continue
		}
		copy(ruler[k:], num)
		free = k + len(num) + 1
	}
	b.WriteString("   " + strings.TrimRight(string(ruler), " ") + "\n")
	dueCol := -1
	if d.due >= 0 {
		dueCol = column(e.cars[d.due].dist, e.length)
	}
	caret := []rune(strings.Repeat(" ", width))
	for lane := innerLane; lane <= outerLane; lane++ {
		row := []rune(strings.Repeat("·", width))
		if lineAt >= 0 {
			row[lineAt] = []rune(finishLine)[0]
		}
		for i, col := range band {
			if c := d.cells[lane-1][col]; c >= 0 {
				cell(row, i, d.labels[c])
			}
			if col == dueCol && lane == outerLane {
				cell(caret, i, '^')
			}
		}
		b.WriteString(" " + strconv.Itoa(lane) + " " + string(row) + "\n")
	}
	if s := strings.TrimRight(string(caret), " "); s != "" {
		b.WriteString("   " + s + "\n")
	}
}

// legendLine is one car of the legend: its letter, name, cell, lap and
// column, and what it is doing.
func (e *engine) legendLine(d drawing, c carView) referee.Message {
	facts := referee.Facts{"label": string(c.label), "car": e.roster.names[c.car], "cell": cellText(c.pos), "col": c.col}
	switch {
	case c.lap > e.laps: // finished, on its cell until the round ends: not «lap 2 of 1»
		facts["lap"] = referee.Say("big-races.board.past-line", nil)
	case c.lap > 0:
		facts["lap"] = referee.Say("big-races.board.lap", referee.Facts{"n": c.lap, "laps": e.laps})
	default:
		facts["lap"] = referee.Say("big-races.board.grid", nil)
	}
	state := "big-races.board.to-move"
	switch {
	case c.due:
		state = "big-races.board.due"
		facts["limit"] = atMost(d.limit) // «от 1 до 6 клеток», as the move list says
	case c.state == finished:
		state = "big-races.board.finished-here"
	case c.state == zeroed:
		state = "big-races.board.zero-here"
	case c.state == done:
		state = "big-races.board.finished"
	case c.state == retired && e.cars[c.car].lapper != 0:
		state = "big-races.board.lapped"
		facts["by"] = e.roster.names[e.cars[c.car].lapper-1]
	case c.state == retired:
		state = "big-races.board.zero"
	case c.state == absent:
		state = "big-races.board.absent"
	case c.moved && e.cars[c.car].leftOut:
		state = "big-races.board.left-out"
	case c.moved:
		state = "big-races.board.moved"
	}
	stateFacts := referee.Facts{}
	for k, v := range facts {
		stateFacts[k] = v
	}
	facts["state"] = referee.Say(state, stateFacts)
	if !e.cars[c.car].onTrack {
		return referee.Say("big-races.board.off-track", facts)
	}
	return referee.Say("big-races.board.car", facts)
}
