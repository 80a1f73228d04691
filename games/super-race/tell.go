package superrace

import "github.com/boardgame-referee/referee/referee"

// Narration for --explain and the table: made only when asked for.

// tellBefore says whose turn it is and what the dice allowed.
func (r *race) tellBefore(p int, t *turn, extra, skipped bool) []referee.Message {
	var out []referee.Message
	name := r.names[p]
	if skipped {
		out = append(out, referee.Say("super-race.told.extra-not-taken", referee.Facts{"player": r.names[r.due]}))
	}
	if extra {
		out = append(out, referee.Say("super-race.told.extra", referee.Facts{"player": name}))
	}
	if r.phase == tieBreak {
		out = append(out, referee.Say("super-race.told.tie-break-turn", referee.Facts{"player": name}))
	}
	d := tallyOf(t.dice())
	out = append(out, referee.Say("super-race.told.dice", referee.Facts{"dice": r.diceMsg(d)}))
	if t.pass {
		return append(out, referee.Say("super-race.told.pass", referee.Facts{"player": name}))
	}
	col := t.colour
	// The colours that could not be used, so that the user sees why this
	// one was (seed: a colour that can be used must be used in full).
	var unusable referee.List
	for _, other := range colours {
		if other != col && d.total(other) > 0 {
			if _, ok := r.track.usable(&r.cars[p], other, d); !ok {
				unusable = append(unusable, colourTerm(other))
			}
		}
	}
	if len(unusable) > 0 {
		out = append(out, referee.Say("super-race.told.unusable", referee.Facts{"colours": unusable, "count": len(unusable)}))
	}
	out = append(out, referee.Say("super-race.told.colour", referee.Facts{"player": name, "colour": colourTerm(col),
		"dice": referee.Quantity{Count: d.total(col), Unit: "super-race.unit.die"}, "shapes": shapesMsg(int(d[col][straight]), int(d[col][curve]))}))
	return out
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
		squares := make(referee.List, w.n)
		in := c.path[len(c.path)-w.n].in
		for i := 0; i < w.n; i++ {
			how := "super-race.how.ahead"
			switch {
			case w.outs[i] == in.turn(left):
				how = "super-race.how.left"
			case w.outs[i] == in.turn(right):
				how = "super-race.how.right"
			}
			squares[i] = referee.Say("super-race.told.square", referee.Facts{"square": r.square(w.cells[i]), "how": referee.Term(how)})
			in = w.outs[i]
		}
		out = append(out, referee.Say("super-race.told.route", referee.Facts{"squares": squares, "at": r.positionMsg(c)}))
		count := w.from
		for i := 0; i < w.n; i++ {
			x := int(w.crossed[i])
			if x == 0 {
				continue
			}
			count += x
			id := "super-race.told.cross-forward"
			if x < 0 {
				id = "super-race.told.cross-back"
			}
			out = append(out, referee.Say(id, referee.Facts{"square": r.square(w.cells[i]), "count": count}))
		}
		finishedNow = w.finishes >= 0
		switch {
		case finishedNow:
			out = append(out, referee.Say("super-race.told.finish", referee.Facts{"player": name, "past": pastMsg(c.past)}))
		case c.finished:
			out = append(out, referee.Say("super-race.told.past", referee.Facts{"player": name, "past": pastMsg(c.past)}))
		}
		if c.finished && c.past%2 != 0 {
			out = append(out, referee.Say("super-race.told.half", nil))
		}
		if r.lastPlus {
			out = append(out, r.tellPlus(p, finishedNow))
		}
	}
	switch {
	case len(r.cars) == 1 && r.phase == over:
		// The outcome says it.
	case finishedNow && r.finisher == p && r.phase != over:
		out = append(out, referee.Say("super-race.told.final-round", referee.Facts{"player": name, "last": r.names[len(r.names)-1]}))
	case finishedNow && r.finisher == p:
		out = append(out, referee.Say("super-race.told.last-seat", referee.Facts{"player": name}))
	}
	if r.resolved && r.phase == tieBreak {
		out = append(out, referee.Say("super-race.told.tied", referee.Facts{"tied": r.tiedNames(), "past": pastMsg(r.cars[firstTied(r.tied)].past), "first": r.names[firstTied(r.tied)]}))
	}
	return out
}

// tellPlus says whether a turn that ended on a +1 bend earns an extra turn.
func (r *race) tellPlus(p int, finishedNow bool) referee.Message {
	name := r.names[p]
	facts := referee.Facts{"player": name, "square": r.square(int(r.w.cells[r.w.n-1]))}
	switch {
	case r.extra && r.due == p:
		return referee.Say("super-race.told.plus", facts)
	case len(r.cars) == 1:
		return referee.Say("super-race.told.plus-alone", facts)
	case r.lastExtra:
		return referee.Say("super-race.told.plus-again", facts)
	case finishedNow || r.cars[p].finished:
		return referee.Say("super-race.told.plus-finished", facts)
	}
	return referee.Say("super-race.told.plus-final", facts)
}

func firstTied(tied []bool) int {
	for p, t := range tied {
		if t {
			return p
		}
	}
	return -1
}
