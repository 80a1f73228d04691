package bigraces

import "slices"

// move is a parsed move: the car named (or -1: the car due, or the car due
// of the player named), and a path or a zero.
type move struct {
	car  int
	zero bool
	path path
	text string // the path as written, quoted back in messages
}

// faultKind is the rule a move breaks.
type faultKind uint8

const (
	noFault faultKind = iota
	carGoneFault
	wrongCarFault
	zeroWithMoveFault
	badStepFault
	noCostFault
	tooFarFault
	offTrackFault
	cellTwiceFault
	occupiedFault
	onlyLeaderLapsFault
)

// fault is what is wrong with a move, with what the explanation names; the
// race is unchanged, so the rest is read from it.
type fault struct {
	kind  faultKind
	car   int   // the car that would move (wrong car: the car named, or -1)
	at    int   // the offending step, counted from 0 in single steps
	step  step  // that step
	cell  pos   // the cell it reached
	other int   // the car standing there
	meets entry // what the step met there
}

// drive is what a legal path does.
type drive struct {
	to     pos
	cost   int
	lapped [4]int8 // cars lapped, +1; only the leader laps, in at most 4 steps
	laps   int
	stops  bool // the last step lapped a car: the leader stops on its cell
}

// judge decides a move for actor (a player, or -1 when nobody is named)
// in a race not over: the car that moves, and what the move does (into d:
// where it ends, what it costs, whom it laps) or the rule it breaks. It
// changes nothing but d.
func (r *race) judge(actor int, m *move, d *drive) (int, fault) {
	due := r.due()
	c := m.car
	if c < 0 {
		if actor >= 0 && r.owner(due) != actor {
			return -1, fault{kind: wrongCarFault, car: -1}
		}
		c = due
	}
	if c != due {
		if s := r.cars[c].state; s == done || s == retired || s == absent {
			return c, fault{kind: carGoneFault, car: c}
		}
		return c, fault{kind: wrongCarFault, car: c}
	}
	if m.zero {
		// «Если фишка не может быть продвинута при ее очереди хода ни на
		// одну клетку, то ее владелец объявляет ход «ноль».»
		if r.canMove(c) {
			return c, fault{kind: zeroWithMoveFault, car: c}
		}
		*d = drive{to: r.cars[c].pos}
		return c, fault{}
	}
	p := m.path
	if at, s, bad := p.firstBad(); bad {
		return c, fault{kind: badStepFault, car: c, at: at, step: s}
	}
	cost := p.cost()
	if cost == 0 {
		return c, fault{kind: noCostFault, car: c}
	}
	if cost > r.limit() {
		*d = drive{cost: cost}
		return c, fault{kind: tooFarFault, car: c}
	}
	*d = drive{cost: cost}
	return c, r.walk(c, p, d)
}

// walk follows a path of legal steps within the car's limit (so at most a
// score of single steps) and finds the first cell it may not enter; d gets
// where it ends and the cars it laps. The column is followed step by step,
// not worked out with a division.
func (r *race) walk(c int, p path, d *drive) fault {
	at := r.cars[c].pos
	col := column(at.dist, r.length)
	var visited [32]int
	visited[0] = r.cell(at)
	seen := 1
	leads := r.moved == 0
	i := 0
	for _, run := range p {
		dl, dd := run.step.delta()
		for range run.n {
			at.lane += dl
			at.dist += dd
			if col += dd; col == r.length {
				col = 0
			} else if col < 0 {
				col = r.length - 1
			}
			cell := (at.lane-1)*r.length + col
			other, meets := r.enterCell(at, cell, leads)
			kind := noFault
			switch {
			case meets == offTrack:
				kind = offTrackFault
			case slices.Contains(visited[:seen], cell):
				// «Фишка не может дважды за один ход занимать одну
				// клетку.» The cell it started on counts.
				kind = cellTwiceFault
			case meets == occupiedCell, meets == behindOffLaneOne:
				kind = occupiedFault
			case meets == leaderOnly:
				kind = onlyLeaderLapsFault
			case meets == lapsCar:
				d.lapped[d.laps] = int8(other + 1)
				d.laps++
			}
			if kind != noFault {
				return fault{kind: kind, car: c, at: i, step: run.step, cell: at, other: other, meets: meets}
			}
			d.stops = meets == lapsCar
			visited[seen] = cell
			seen++
			i++
		}
	}
	d.to = at
	return fault{}
}

// entry is what a step meets on the cell it reaches.
type entry uint8

const (
	freeCell entry = iota
	// lapsCar: a car the leader laps (seed): «Фишка, стоящая на первой
	// дорожке на пути движущегося лидера …, снимается с дистанции … если
	// лидер собирается делать ход через клетку, на которой она стоит.»
	lapsCar
	offTrack         // no such lane
	occupiedCell     // a car stands there: a wall
	behindOffLaneOne // for the leader: a car a lap behind, but not on lane 1, so a wall
	leaderOnly       // a car the leader would lap, and this car is not the leader
)

// passable says whether a step may end on the cell.
func (m entry) passable() bool { return m == freeCell || m == lapsCar }

// enter is the one rule for whether a step of the car due (the round's
// leader when leads) may reach position to: off the track, free, or the
// car that stands there and what it is to this car. A car is lapped when
// it is racing, on lane 1, and a lap behind the mover's path (on the cell
// ahead in the ring, not in the race). Whether the path was on the cell
// before is the caller's to say.
func (r *race) enter(to pos, leads bool) (other int, meets entry) {
	return r.enterCell(to, r.cell(to), leads)
}

// enterCell is enter with the index of to's cell (race.cell) worked out by
// the caller, which may follow it step by step.
func (r *race) enterCell(to pos, cell int, leads bool) (other int, meets entry) {
	if to.lane < innerLane || to.lane > outerLane {
		return -1, offTrack
	}
	o := int(r.grid[cell]) - 1
	switch {
	case o < 0:
		return -1, freeCell
	case r.cars[o].state != racing || r.cars[o].dist >= to.dist:
		return o, occupiedCell
	case to.lane != innerLane && leads:
		return o, behindOffLaneOne
	case to.lane != innerLane:
		return o, occupiedCell
	case !leads:
		return o, leaderOnly
	}
	return o, lapsCar
}

// canMove says whether car c, due, has a legal move.
func (r *race) canMove(c int) bool {
	_, ok := r.firstStep(c)
	return ok
}

// firstStep is a legal move of car c, due, of a single step, if it has any
// legal move: every legal path starts with a legal single step, and a
// single step is a path of its own (the limit is at least 1). Tried
// forward, inward, outward, it is the first of the options.
func (r *race) firstStep(c int) (step, bool) {
	from := r.cars[c].pos
	lim := r.limit()
	for _, s := range [...]step{forward, inward, outward} {
		if stepCost[s] > lim {
			continue
		}
		dl, dd := s.delta()
		if _, meets := r.enter(pos{from.lane + dl, from.dist + dd}, r.moved == 0); meets.passable() {
			return s, true
		}
	}
	return 0, false
}
