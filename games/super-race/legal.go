package superrace

// maxRoutes is the most routes one colour's dice can give: five dice, four
// curves (each either way) and a straight, or three and two: 80 orders.
const maxRoutes = 80

// routeSet holds the routes a search found, in place: a pass is judged
// without allocating.
type routeSet struct {
	n    int // routes found
	size int // steps a route: every route of one colour has as many
	// deadEnd: a route used every die but ended in a dead end (walk.stop),
	// so that a colour with no route is told apart from one whose every
	// route ends in a dead end, the referee's reading (RULES.md).
	deadEnd bool
	steps   [maxRoutes][numDice]step
}

// route is the i-th route found.
func (rs *routeSet) route(i int) []step { return rs.steps[i][:rs.size] }

// search finds the routes a colour's dice can drive: every order of its
// straights and curves, each curve to either side, driven a step at a time
// with the same checks as drive (walk.enter, walk.stop), and abandoned at
// the first step that fails.
type search struct {
	t     *Track
	c     *car
	col   colour
	w     walk
	route [numDice]step
	out   *routeSet
	limit int
}

// routes finds, in the order ahead, left, right at each step, up to limit
// routes that work for car c with the dice of colour col in tally d.
func (t *Track) routes(c *car, col colour, d tally, limit int, out *routeSet) {
	out.n, out.size, out.deadEnd = 0, d.total(col), false
	s := search{t: t, c: c, col: col, out: out, limit: min(limit, maxRoutes)}
	s.w.begin(c)
	s.from(int(d[col][straight]), int(d[col][curve]))
}

// from extends the walk by every step the dice left allow; it reports
// whether the search is to stop.
func (s *search) from(straights, curves int) bool {
	if straights == 0 && curves == 0 {
		if !s.w.stop(s.t, s.c) {
			s.w.fault = noFault
			s.out.deadEnd = true
			return false
		}
		copy(s.out.steps[s.out.n][:], s.route[:s.w.n])
		s.out.n++
		return s.out.n >= s.limit
	}
	at := s.w.mark()
	for _, st := range [...]step{ahead, left, right} {
		ns, nc := straights, curves
		if st == ahead {
			ns--
		} else {
			nc--
		}
		if ns < 0 || nc < 0 {
			continue
		}
		s.route[s.w.n] = st
		if !s.w.enter(s.t, s.c, s.col, st) {
			// The square cannot be entered whatever the step.
			s.w.back(at)
			return false
		}
		if s.from(ns, nc) {
			return true
		}
		s.w.back(at)
	}
	return false
}

// usable reports whether colour col can be used in full, and a route that
// shows it.
func (t *Track) usable(c *car, col colour, d tally) (route []step, ok bool) {
	var set routeSet
	t.routes(c, col, d, 1, &set)
	if set.n == 0 {
		return nil, false
	}
	return append([]step(nil), set.route(0)...), true
}
