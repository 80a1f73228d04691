package superrace

// search finds the routes a colour's dice can drive: every order of its
// straights and curves, each curve to either side, that stays on unused
// track squares of grey or that colour and does not end in a dead end.
type search struct {
	t     *Track
	c     *car
	col   colour
	route [numDice]step
	cells [numDice]int
	// yield gets each route that works; it returns false to stop.
	yield func(route []step) bool
}

// routes calls yield with every route that works for car c with the dice of
// colour col in tally d; it reports whether it was stopped.
func (t *Track) routes(c *car, col colour, d tally, yield func(route []step) bool) bool {
	s := search{t: t, c: c, col: col, yield: yield}
	return s.from(0, c.cell, c.h, c.count, false, int(d[col][straight]), int(d[col][curve]))
}

func (s *search) from(depth, cell int, h heading, count int, finished bool, straights, curves int) bool {
	if straights == 0 && curves == 0 {
		if !finished && (!s.t.sq[cell].track() || s.c.used[cell] != 0 || s.seen(cell, depth)) {
			return false // a dead end
		}
		return !s.yield(s.route[:depth])
	}
	q := s.t.sq[cell]
	if !q.track() || s.c.used[cell] != 0 || q.colour() != grey && q.colour() != s.col || s.seen(cell, depth) {
		return false
	}
	s.cells[depth] = cell
	try := func(st step, straights, curves int) bool {
		out := h.turn(st)
		n, fin := count, finished
		if x := s.t.crossing(cell, out); x != 0 {
			n += x
			fin = fin || n == 1 && !s.c.finished
		}
		s.route[depth] = st
		return s.from(depth+1, s.t.next(cell, out), out, n, fin, straights, curves)
	}
	if straights > 0 && try(ahead, straights-1, curves) {
		return true
	}
	if curves > 0 && (try(left, straights, curves-1) || try(right, straights, curves-1)) {
		return true
	}
	return false
}

func (s *search) seen(cell, depth int) bool {
	for i := 0; i < depth; i++ {
		if s.cells[i] == cell {
			return true
		}
	}
	return false
}

// usable reports whether colour col can be used in full, and a route that
// shows it.
func (t *Track) usable(c *car, col colour, d tally) (route []step, ok bool) {
	t.routes(c, col, d, func(r []step) bool {
		route, ok = append([]step(nil), r...), true
		return false
	})
	return route, ok
}
