package superrace

// fault is what stops a route.
type fault int8

const (
	noFault     fault = iota
	offTrack          // a step onto a square that is not track
	usedBefore        // a step onto a square an earlier turn used
	usedNow           // a step onto a square this same turn used
	wrongColour       // a step onto a square of another colour
	deadEnd           // the square beyond the route's end is off the track or used
)

// walk is a route driven from where a car stands: where it fails, or where
// it ends. It is filled in place, so that checking a turn allocates nothing.
type walk struct {
	fault fault
	step  int // the failing step, from 0; len(route) for a dead end
	cell  int // the square involved
	turn  int // usedBefore: the player's turn that used the square; usedNow: the step
	// For a route that works (and for a dead end): the squares, the headings
	// they are left in, and the new crossing count.
	n        int
	cells    [numDice]int
	outs     [numDice]heading
	count    int
	finishes int // the step whose crossing completes the lap, or -1
	end      int // the square beyond the end
	h        heading
}

// drive walks route with colour col for car c. A route longer than the dice
// is never driven: the dice are checked first.
func (t *Track) drive(c *car, col colour, route []step, w *walk) {
	w.fault, w.n, w.count, w.finishes = noFault, 0, c.count, -1
	cell, h := c.cell, c.h
	for i, s := range route {
		q := t.sq[cell]
		switch {
		case !q.track():
			w.fault, w.step, w.cell = offTrack, i, cell
			return
		case c.used[cell] != 0:
			w.fault, w.step, w.cell, w.turn = usedBefore, i, cell, int(c.used[cell])
			return
		case q.colour() != grey && q.colour() != col:
			w.fault, w.step, w.cell = wrongColour, i, cell
			return
		}
		for j := 0; j < w.n; j++ {
			if w.cells[j] == cell {
				w.fault, w.step, w.cell, w.turn = usedNow, i, cell, j
				return
			}
		}
		h = h.turn(s)
		w.cells[w.n], w.outs[w.n] = cell, h
		w.n++
		if x := t.crossing(cell, h); x != 0 {
			w.count += x
			if w.count == 1 && !c.finished && w.finishes < 0 {
				w.finishes = i
			}
		}
		cell = t.next(cell, h)
	}
	w.end, w.h = cell, h
	// «Нельзя пересекать один квадрат дважды»: a route may not stop where it
	// cannot go on (RULES.md: the square beyond its end must be an unused
	// track square), except in the turn that finishes.
	if w.finishes >= 0 {
		return
	}
	if !t.sq[cell].track() || c.used[cell] != 0 || w.visits(cell) {
		w.fault, w.step, w.cell = deadEnd, len(route), cell
		w.turn = int(c.used[cell])
	}
}

// visits reports whether the walk drove through cell.
func (w *walk) visits(cell int) bool {
	for j := 0; j < w.n; j++ {
		if w.cells[j] == cell {
			return true
		}
	}
	return false
}
