package bigraces

import "sort"

// option is one distinct outcome of the car due: where it ends, what it
// spends (the next car's limit depends on it) and whom it laps, with one
// path that does it.
type option struct {
	path   path
	to     pos
	cost   int
	lapped []int
}

// options lists the outcomes of the car due, each once, by cost, then
// the furthest first, then the inner lane first. An empty list means the car can only
// declare zero; nil means the race is over.
func (r *race) options() []option {
	if r.over {
		return nil
	}
	c := r.due()
	s := search{r: r, car: c, from: r.cars[c].pos, limit: r.limit(), leads: r.moved == 0, out: []option{}}
	// Within a limit shorter than the ring a path never comes back to a
	// column it has left, so a position, the cost so far, the way it is
	// going sideways and whom it has lapped are all its future depends
	// on: each is searched once. On a ring shorter than the limit the
	// search keeps every path apart. A car that is not the leader laps
	// nobody, so its states fit in a table.
	switch {
	case s.limit < r.length && !s.leads:
		n := (s.limit + 1) * lanes * (s.limit + 1)
		s.memoTable, s.seenTable = make([]bool, 3*n), make([]bool, n)
	case s.limit < r.length:
		s.memo, s.seen = map[uint64]struct{}{}, map[uint64]struct{}{}
	default:
		s.seen = map[uint64]struct{}{}
	}
	s.steps = make([]step, 0, s.limit)
	s.visited = append(make([]int, 0, s.limit+1), r.cell(s.from))
	s.slab = make([]run, 0, 16*s.limit)
	s.out = make([]option, 0, 4*s.limit)
	s.explore(s.from, 0, 0)
	sort.Slice(s.out, func(i, j int) bool {
		a, b := s.out[i], s.out[j]
		switch {
		case a.cost != b.cost:
			return a.cost < b.cost
		case a.to.dist != b.to.dist:
			return a.to.dist > b.to.dist
		case a.to.lane != b.to.lane:
			return a.to.lane < b.to.lane
		}
		return a.path.english() < b.path.english()
	})
	return s.out
}

// search is a depth-first walk over the paths of the car due, forward
// first, so that the path kept for each outcome is the first in the order
// f, i, o.
type search struct {
	r     *race
	car   int
	from  pos
	limit int
	leads bool
	memo  map[uint64]struct{}
	seen  map[uint64]struct{}
	// memoTable and seenTable replace memo and seen when nobody is lapped.
	memoTable, seenTable []bool
	slab                 []run // the options' paths, cut from one array
	steps                []step
	visited              []int
	lapped               []int
	mask                 uint32 // the cars lapped so far, as bits
	out                  []option
}

// explore records the outcome of the path so far and goes on from it; side
// is −1 after an inward step in this column, +1 after an outward one.
func (s *search) explore(at pos, cost, side int) {
	k := at.dist - s.from.dist
	if s.visit(at.lane, k, cost, side) {
		return
	}
	if cost > 0 && s.first(at.lane, k, cost) {
		s.out = append(s.out, option{path: s.cut(), to: at, cost: cost, lapped: append([]int(nil), s.lapped...)})
	}
	for _, st := range [...]step{forward, inward, outward} {
		if st == inward && side > 0 || st == outward && side < 0 {
			continue // back to the cell it came from
		}
		nc := cost + stepCost[st]
		if nc > s.limit {
			continue
		}
		dl, dd := st.delta()
		to := pos{at.lane + dl, at.dist + dd}
		o, meets := s.r.enter(to, s.leads)
		if !meets.passable() {
			continue
		}
		cell := s.r.cell(to)
		if s.wasAt(cell) {
			continue
		}
		lapping := meets == lapsCar
		nside := 0
		switch st {
		case inward:
			nside = -1
		case outward:
			nside = 1
		}
		s.steps = append(s.steps, st)
		s.visited = append(s.visited, cell)
		if lapping {
			s.lapped = append(s.lapped, o)
			s.mask |= 1 << o
		}
		s.explore(to, nc, nside)
		if lapping {
			s.lapped = s.lapped[:len(s.lapped)-1]
			s.mask &^= 1 << o
		}
		s.steps = s.steps[:len(s.steps)-1]
		s.visited = s.visited[:len(s.visited)-1]
	}
}

// visit marks a state searched, and says whether it was already.
func (s *search) visit(lane, k, cost, side int) bool {
	switch {
	case s.memoTable != nil:
		i := ((k*lanes+lane-1)*(s.limit+1)+cost)*3 + side + 1
		was := s.memoTable[i]
		s.memoTable[i] = true
		return was
	case s.memo != nil:
		key := uint64(lane) | uint64(k)<<3 | uint64(cost)<<9 | uint64(side+1)<<15 | uint64(s.mask)<<17
		if _, ok := s.memo[key]; ok {
			return true
		}
		s.memo[key] = struct{}{}
	}
	return false
}

// first says whether an outcome is met for the first time.
func (s *search) first(lane, k, cost int) bool {
	if s.seenTable != nil {
		i := (k*lanes+lane-1)*(s.limit+1) + cost
		was := s.seenTable[i]
		s.seenTable[i] = true
		return !was
	}
	key := uint64(lane) | uint64(k)<<3 | uint64(cost)<<9 | uint64(s.mask)<<17
	if _, ok := s.seen[key]; ok {
		return false
	}
	s.seen[key] = struct{}{}
	return true
}

// cut writes the path so far as runs at the end of the slab.
func (s *search) cut() path {
	start := len(s.slab)
	for _, st := range s.steps {
		if n := len(s.slab); n > start && s.slab[n-1].step == st {
			s.slab[n-1].n++
			continue
		}
		s.slab = append(s.slab, run{st, 1})
	}
	return path(s.slab[start:len(s.slab):len(s.slab)])
}

func (s *search) wasAt(cell int) bool {
	for _, v := range s.visited {
		if v == cell {
			return true
		}
	}
	return false
}
