package bigraces

// played is what a legal move did, for the narration.
type played struct {
	car      int
	from     pos
	drive    drive
	limit    int
	zero     bool
	finished bool // the car crossed the line with this move
	ended    bool // the move ended the round (the next round has begun)
	first    bool // the car is the first to finish: its player has won
	round    int  // the number of the first move of the move's round
	roundNo  int  // the move's round, counted from 1
}

// play makes a move judge found legal.
func (r *race) play(c int, m *move, d *drive) played {
	pl := played{car: c, from: r.cars[c].pos, drive: *d, limit: r.limit(), zero: m.zero, round: r.first, roundNo: r.round}
	r.moves++
	car := &r.cars[c]
	if m.zero {
		car.state = zeroed
		car.left = r.moves
		r.prevCost = 0
	} else {
		for i, o := range d.lapped[:d.laps] {
			r.lap(int(o)-1, c, d.stops && i == d.laps-1) // the last step laps the last car
		}
		r.grid[r.cell(car.pos)] = 0
		car.pos = d.to
		r.grid[r.cell(car.pos)] = int8(c + 1)
		r.prevCost = d.cost
		// A car finishes by reaching or passing the line (RULES.md).
		if pl.from.dist < r.goal && car.dist >= r.goal {
			car.state = finished
			car.left = r.moves
			pl.finished = true
			pl.first = len(r.finishers) == 0
			r.finishers = append(r.finishers, c)
		}
	}
	r.prev = c
	r.lastCar, r.lastFrom, r.lastPath = c+1, pl.from, nil
	if !m.zero {
		r.lastPath = m.path
	}
	r.moved++
	pl.ended = r.advance()
	return pl
}

// lap takes car o off the track at once: it makes no move in this round.
// stopped: the leader stopped on its cell rather than drove through it.
func (r *race) lap(o, by int, stopped bool) {
	oc := &r.cars[o]
	oc.stopped = stopped
	oc.state = retired
	oc.onTrack = false
	oc.left = r.moves
	oc.lapper = by + 1
	r.grid[r.cell(oc.pos)] = 0
	r.departed = append(r.departed, departure{car: o, pos: oc.pos, when: r.stamp(false), lapped: true, by: by})
}

// behind is how far car o stood behind from, the lapping leader's start:
// in cells, and in whole laps of the ring. The leader laps a car when it
// passes through its cell on lane 1 (seed), so o stood in the leader's
// next lap — less than a lap behind, or exactly a lap after a step inward
// — or, when it was already a lap or more down, further back.
func (r *race) behind(from pos, o int) (cells, laps int) {
	cells = from.dist - r.cars[o].dist
	return cells, cells / r.length
}
