package bigraces

import (
	"unicode"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee/layout"
)

// boardWidth is the widest line the board may draw; a lane row spends
// three columns on its number and one on the start/finish line.
const (
	boardWidth = 80
	rowMargin  = 4
	bandCols   = boardWidth - rowMargin
	windowPad  = 2 // free columns shown beyond the outermost car
)

// drawing is what the board shows, built from the race and read by the
// text board (and, later, a picture): which ring columns are drawn, band
// by band, what stands on each cell, and a legend of the cars.
type drawing struct {
	length int
	bands  [][]int      // the ring columns drawn, each band left to right
	cells  [lanes][]int // lane−1, ring column → car, or -1
	labels []rune       // each car's one-letter label
	due    int          // the car due, or -1
	limit  int
	round  int
	cars   []carView // the legend, in this round's order, then the rest
	cols   []int     // every ring column drawn, in driving order (the bands joined)
	// The last move: its car (-1 before any) and the cells it drove
	// through, its start first; a zero has only the start.
	lastCar int
	trail   []pos
}

// carView is one line of the legend.
type carView struct {
	car   int
	label rune
	pos   pos
	lap   int
	col   int
	state state
	moved bool // it has moved in this round
	due   bool
}

// draw builds the drawing: the whole ring when it fits, otherwise the
// shortest stretch of the ring that holds every car on the track and the
// cells the car due may reach, cut into bands that fit.
func (r *race) draw(players []string) drawing {
	d := drawing{length: r.length, labels: labels(players), due: r.due(), round: r.round}
	for l := range d.cells {
		d.cells[l] = make([]int, r.length)
		for col := range d.cells[l] {
			d.cells[l][col] = int(r.grid[l*r.length+col]) - 1
		}
	}
	if d.due >= 0 {
		d.limit = r.limit()
	}
	cols := r.window(d.due)
	d.cols = cols
	d.lastCar = r.lastCar - 1
	if d.lastCar >= 0 {
		d.trail = r.trail()
	}
	for len(cols) > 0 {
		n := min(len(cols), bandCols)
		d.bands = append(d.bands, cols[:n])
		cols = cols[n:]
	}
	// The legend: this round's order first (who moved, who is due, who is
	// still to move), then the cars off the track.
	listed := make([]bool, len(r.cars))
	add := func(c int, moved bool) {
		car := r.cars[c]
		listed[c] = true
		d.cars = append(d.cars, carView{car: c, label: d.labels[c], pos: car.pos, lap: lap(car.dist, r.length),
			col: column(car.dist, r.length), state: car.state, moved: moved, due: c == d.due})
	}
	if !r.over {
		for i, c := range r.order {
			if r.cars[c].state != retired {
				add(c, i < r.next)
			}
		}
	}
	for _, c := range r.finishers {
		if !listed[c] {
			add(c, false)
		}
	}
	for _, c := range r.ranking() {
		if !listed[c] {
			add(c, false)
		}
	}
	return d
}

// window lists the ring columns to draw, in driving order.
func (r *race) window(due int) []int {
	if r.length <= bandCols {
		cols := make([]int, r.length)
		for i := range cols {
			cols[i] = i
		}
		return cols
	}
	return r.stretch(due)
}

// stretch is the shortest stretch of the ring, in driving order, that
// holds every car on the track with windowPad cells on either side and
// the cells the car due may reach: the ring without the longest run of
// columns that need not show.
func (r *race) stretch(due int) []int {
	need := make([]bool, r.length)
	for _, c := range r.cars {
		if c.onTrack {
			for k := -windowPad; k <= windowPad; k++ {
				need[column(c.dist+k, r.length)] = true
			}
		}
	}
	if due >= 0 {
		for k := 0; k <= r.limit()+windowPad; k++ {
			need[column(r.cars[due].dist+k, r.length)] = true
		}
	}
	// The longest gap, going round the ring twice to catch one across 0.
	bestStart, bestLen, run := 0, 0, 0
	for i := range 2 * r.length {
		if need[i%r.length] {
			run = 0
			continue
		}
		run++
		if run > bestLen && run <= r.length {
			bestLen, bestStart = run, i-run+1
		}
	}
	first := (bestStart + bestLen) % r.length
	cols := make([]int, 0, r.length-bestLen)
	for k := range r.length - bestLen {
		cols = append(cols, (first+k)%r.length)
	}
	return cols
}

// labels gives each car one letter: the player's mark (notation.Marks:
// never one that looks like another's), upper case for the first car and
// lower case for the second.
func labels(players []string) []rune {
	n := len(players)
	out := make([]rune, 2*n)
	marks := notation.Marks(players, func(u rune) bool { return layout.Width(string(u)) == 1 })
	for p, u := range marks {
		out[p], out[p+n] = u, unicode.ToLower(u)
	}
	return out
}

// trail is the cells the last move drove through, its start first: the
// steps of its path from where it started. The path was judged legal, so
// it is at most a limit's length of single steps.
func (r *race) trail() []pos {
	at := r.lastFrom
	out := []pos{at}
	for _, run := range r.lastPath {
		dl, dd := run.step.delta()
		for range min(run.n, 64) {
			at.lane += dl
			at.dist += dd
			out = append(out, at)
		}
	}
	return out
}
