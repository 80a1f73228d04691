package superrace

import "github.com/boardgame-referee/referee/referee"

// Narration for --explain and the table: made only when asked for.

// tellBefore says whose turn it is and what the dice allowed.
func (r *race) tellBefore(p int, t *turn, extra, skipped bool) []referee.Message {
	var out []referee.Message
	name := r.names[p]
	if skipped {
		out = append(out, ToldExtraNotTaken{Player: r.names[r.due]})
	}
	if extra {
		out = append(out, ToldExtra{Player: name})
	}
	if r.phase == tieBreak {
		out = append(out, ToldTieBreakTurn{Player: name})
	}
	d := tallyOf(t.dice())
	out = append(out, ToldDice{Dice: diceOf(d)})
	if t.pass {
		return append(out, ToldPass{Player: name})
	}
	col := t.colour
	// The colours that could not be used, so that the user sees why this
	// one was (seed: a colour that can be used must be used in full).
	var unusable []colour
	for _, other := range colours {
		if other != col && d.total(other) > 0 {
			if _, ok := r.track.usable(&r.cars[p], other, d); !ok {
				unusable = append(unusable, other)
			}
		}
	}
	if len(unusable) > 0 {
		out = append(out, ToldUnusable{Colours: unusable})
	}
	return append(out, ToldColour{Player: name, Colour: col, Shapes: shapesOf(int(d[col][straight]), int(d[col][curve]))})
}

// tellAfter says where the route went (from r.w, the walk just played) and
// what followed: the line, a +1 bend, the end of a round.
func (r *race) tellAfter(p int, t *turn) []referee.Message {
	var out []referee.Message
	name := r.names[p]
	c := &r.cars[p]
	finishedNow := false
	if !t.pass {
		w := &r.w
		squares := make([]RouteSquare, w.n)
		in := c.path[len(c.path)-w.n].in
		for i := 0; i < w.n; i++ {
			how := ahead
			switch {
			case w.outs[i] == in.turn(left):
				how = left
			case w.outs[i] == in.turn(right):
				how = right
			}
			squares[i] = RouteSquare{Square: r.square(w.cells[i]), How: how}
			in = w.outs[i]
		}
		out = append(out, ToldRoute{Squares: squares, At: r.position(c)})
		count := w.from
		for i := 0; i < w.n; i++ {
			x := int(w.crossed[i])
			if x == 0 {
				continue
			}
			count += x
			out = append(out, ToldCross{Square: r.square(w.cells[i]), Back: x < 0, Count: count})
		}
		finishedNow = w.finishes >= 0
		switch {
		case finishedNow:
			out = append(out, ToldFinish{Player: name, Past: pastOf(c.past)})
		case c.finished:
			out = append(out, ToldPast{Player: name, Past: pastOf(c.past)})
		}
		if c.finished && c.past%2 != 0 {
			out = append(out, ToldHalf{})
		}
		if r.lastPlus {
			out = append(out, r.tellBend(p, finishedNow))
		}
	}
	switch {
	case len(r.cars) == 1 && r.phase == over:
		// The outcome says it.
	case finishedNow && r.finisher == p && r.phase != over:
		out = append(out, ToldFinalRound{Player: name, Last: r.names[len(r.names)-1]})
	case finishedNow && r.finisher == p:
		out = append(out, ToldLastSeat{Player: name})
	}
	if r.resolved && r.phase == tieBreak {
		first := firstTied(r.tied)
		out = append(out, ToldTied{Tied: r.tiedNames(), Past: pastOf(r.cars[first].past), First: r.names[first]})
	}
	return out
}

// tellBend says whether a turn that ended on a +1 bend earns an extra turn.
func (r *race) tellBend(p int, finishedNow bool) ToldBend {
	m := ToldBend{Player: r.names[p], Square: r.square(r.w.cells[r.w.n-1])}
	switch {
	case r.extra && r.due == p:
		m.Extra = true
	case len(r.cars) == 1:
	case r.lastExtra:
		m.Again = true
	case finishedNow || r.cars[p].finished:
		m.Finished = true
	default:
		m.Final = true
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
