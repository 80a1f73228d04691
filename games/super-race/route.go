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
// drive and the route search both drive it step by step (walk.enter,
// walk.stop): the rules of a route are written there once.
type walk struct {
	fault fault
	step  int // the failing step, from 0; len(route) for a dead end
	cell  int // the square involved
	turn  int // usedBefore: the player's turn that used the square; usedNow: the step
	// For a route that works (and for a dead end): the squares, the headings
	// they are left in, the crossing of the start/finish line each step
	// made (+1, −1 or 0), and the crossing count before and after.
	n        int
	cells    [numDice]int
	outs     [numDice]heading
	crossed  [numDice]int8
	from     int
	count    int
	finishes int // the step whose crossing completes the lap, or -1
	// Where the walk stands: the square the next step enters and the
	// heading it is entered in; after the last step, the square beyond the
	// end.
	end int
	h   heading
}

// mark is what a step changes in a walk, for the search to step back.
type mark struct {
	n, count, finishes, end int
	h                       heading
}

func (w *walk) mark() mark { return mark{w.n, w.count, w.finishes, w.end, w.h} }

func (w *walk) back(m mark) {
	w.n, w.count, w.finishes, w.end, w.h = m.n, m.count, m.finishes, m.end, m.h
	w.fault = noFault
}

// begin starts a walk where car c stands.
func (w *walk) begin(c *car) {
	w.fault, w.n, w.from, w.count, w.finishes = noFault, 0, c.count, c.count, -1
	w.end, w.h = c.cell, c.h
}

// enter drives one step s with colour col for car c: the square entered must
// be unused track of grey or that colour, not yet crossed by this route. It
// reports whether the step could be made; if not, w says why. Whether a
// square can be entered does not depend on s.
func (w *walk) enter(t *Track, c *car, col colour, s step) bool {
	cell, i := w.end, w.n
	q := t.sq[cell]
	switch {
	case !q.track():
		w.fault, w.step, w.cell = offTrack, i, cell
		return false
	case c.used[cell] != 0:
		w.fault, w.step, w.cell, w.turn = usedBefore, i, cell, int(c.used[cell])
		return false
	case q.colour() != grey && q.colour() != col:
		w.fault, w.step, w.cell = wrongColour, i, cell
		return false
	}
	for j := 0; j < w.n; j++ {
		if w.cells[j] == cell {
			w.fault, w.step, w.cell, w.turn = usedNow, i, cell, j
			return false
		}
	}
	h := w.h.turn(s)
	w.cells[i], w.outs[i] = cell, h
	w.n++
	var done bool
	w.count, w.crossed[i], done = t.cross(w.count, cell, h)
	if done && !c.finished && w.finishes < 0 {
		w.finishes = i
	}
	w.end, w.h = t.next(cell, h), h
	return true
}

// stop checks where a route ends. «Нельзя пересекать один квадрат дважды»:
// a route may not stop where it cannot go on (RULES.md: the square beyond
// its end must be an unused track square), except in the turn that
// finishes.
func (w *walk) stop(t *Track, c *car) bool {
	if w.finishes >= 0 {
		return true
	}
	cell := w.end
	if !c.free(t, cell) || w.visits(cell) {
		w.fault, w.step, w.cell = deadEnd, w.n, cell
		w.turn = int(c.used[cell])
		return false
	}
	return true
}

// drive walks route with colour col for car c. A route longer than the dice
// is never driven: the dice are checked first.
func (t *Track) drive(c *car, col colour, route []step, w *walk) {
	w.begin(c)
	for _, s := range route {
		if !w.enter(t, c, col, s) {
			return
		}
	}
	w.stop(t, c)
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
