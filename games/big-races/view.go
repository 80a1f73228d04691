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
	line(BoardTitle{Over: d.due < 0, Round: d.round, Laps: lapCount(e.laps), Length: referee.Quantity{Count: e.length, Unit: unitCellOf}})
	for _, band := range bandsOf(d.cols, width-rowMargin) {
		b.WriteByte('\n')
		e.drawBand(&b, d, band, width)
	}
	b.WriteByte('\n')
	for _, c := range d.cars {
		l := e.legendOf(d, c)
		if l.onTrack {
			line(BoardCar{Label: string(c.label), Car: l.car, Cell: l.cell, Lap: l.lap, Column: c.col, State: l.state})
		} else {
			line(BoardOffTrack{Car: l.car, State: l.state})
		}
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

// legend is one car of the legend: where it is and what it is doing.
type legend struct {
	car     Car
	cell    Cell
	lap     referee.Message
	state   referee.Message
	onTrack bool
}

// legendOf is the legend of a car of the drawing.
func (e *engine) legendOf(d drawing, c carView) legend {
	car := e.cars[c.car]
	l := legend{car: e.car(c.car), cell: cellOf(c.pos), onTrack: car.onTrack}
	switch {
	case c.lap > e.laps && c.pos.dist == e.goal: // finished, on its cell until the round ends: not «lap 2 of 1»
		l.lap = onLine
	case c.lap > e.laps:
		l.lap = pastLine
	case c.lap > 0:
		l.lap = OnLap{N: c.lap, Laps: e.laps}
	default:
		l.lap = onGrid
	}
	switch {
	case c.due:
		l.state = DueNow{Limit: upTo(d.limit)}
	case c.state == finished:
		l.state = finishedHere
	case c.state == zeroed:
		l.state = zeroHere
	case c.state == done:
		l.state = FinishedOn{Cell: l.cell}
	case c.state == retired && car.lapper != 0:
		l.state = LappedOn{By: e.car(car.lapper - 1), Cell: l.cell, Stopped: car.stopped}
	case c.state == retired:
		l.state = ZeroOn{Cell: l.cell}
	case c.state == absent:
		l.state = notInSetup
	case c.moved && car.leftOut:
		l.state = leftOutNow
	case c.moved:
		l.state = movedNow
	default:
		l.state = toMove
	}
	return l
}
