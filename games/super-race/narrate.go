package superrace

import "github.com/boardgame-referee/referee/referee"

// Narration for --explain and the table: made only when asked for.

// tell says what p's turn t did, just played (its walk in r.w): extra says
// it was p's extra turn, inTieBreak that it was a tie-break turn, and
// notTaken names the player due before it who did not take their extra
// turn ("" when none).
func (r *race) tell(p int, t *turn, extra, inTieBreak bool, notTaken string) []referee.Message {
	var out []referee.Message
	if t.pass {
		out = append(out, r.passed(p, t, extra, inTieBreak, notTaken))
	} else {
		out = append(out, r.drew(p, t, extra, inTieBreak, notTaken))
	}
	if r.resolved && r.phase == tieBreak {
		out = append(out, Level{Tied: r.tiedNames()})
	}
	return out
}

// passed tells a pass: for each colour rolled, whether no route uses it in
// full or every one that does ends in a dead end (the reach the pass was
// judged by, still remembered: a pass does not move the car).
func (r *race) passed(p int, t *turn, extra, inTieBreak bool, notTaken string) Passed {
	m := Passed{NotTaken: notTaken, Player: r.names[p], Extra: extra, TieBreak: inTieBreak}
	d := tallyOf(t.dice())
	for _, col := range colours {
		if d.total(col) == 0 {
			continue
		}
		if r.reachOf(p, col, d) == deadEndOnly {
			m.DeadEnds = append(m.DeadEnds, everyByColour(col))
		} else {
			m.Blocked.add(col)
		}
	}
	m.Several = len(m.DeadEnds) > 1
	m.Single = len(m.DeadEnds) == 1 && d.total(colour(m.DeadEnds[0])) == 1
	return m
}

// drew tells a turn that drew a route.
func (r *race) drew(p int, t *turn, extra, inTieBreak bool, notTaken string) Drew {
	c := &r.cars[p]
	w := &r.w
	d := tallyOf(t.dice())
	first := c.path[len(c.path)-w.n]
	m := Drew{NotTaken: notTaken, Player: r.names[p], Extra: extra, TieBreak: inTieBreak,
		Colour: t.colour, Shapes: shapesOf(int(d[t.colour][straight]), int(d[t.colour][curve])),
		Single: w.n == 1, To: r.square(w.cells[w.n-1]),
		Finishes: w.finishes >= 0}
	if len(c.path) == w.n { // the first turn: from the start square
		m.Start = r.track.startNumber(int(first.cell))
	}
	for i := 0; i < w.n; i++ {
		switch {
		case w.crossed[i] < 0:
			m.Back = true
		case w.crossed[i] > 0 && i != w.finishes:
			m.Forward = true
		}
	}
	m.Finished = c.finished && !m.Finishes
	if c.finished {
		m.Past = pastOf(c.past)
	}
	if r.lastPlus {
		m.Bend = true
		switch {
		case r.extra && r.due == p:
			m.Earns = true
		case len(r.cars) == 1:
		case r.lastExtra:
			m.Again = true
		case m.Finishes || c.finished:
			m.AfterFinish = true
		default:
			m.InFinal = true
		}
	}
	if m.Finishes && r.finisher == p && len(r.cars) > 1 {
		m.FinalRound, m.LastSeat = r.phase != over, r.phase == over
		m.Finals, m.Last = len(r.cars)-1-p, r.names[len(r.cars)-1]
	}
	return m
}

func firstTied(tied []bool) int {
	for p, t := range tied {
		if t {
			return p
		}
	}
	return -1
}
