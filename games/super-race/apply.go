package superrace

import (
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Parse reads one turn into the race's own turn, which the next Parse
// reuses: a turn is applied, and a refused one drawn, before the next is
// read, as the session plays them. (A turn allocated a line was a good share
// of the cost of checking a long file, and of its memory.)
func (r *race) Parse(m *notation.Move) (referee.Move, *notation.Error) {
	if err := readTurn(m, &r.parsed); err != nil {
		return nil, err
	}
	return &r.parsed, nil
}

// Apply plays one turn. The race changes only when the turn is legal.
func (r *race) Apply(actor int, mv referee.Move, tell bool) referee.Step {
	t := mv.(*turn)
	p, extra, skipped, no := r.whose(actor)
	if no != nil {
		return referee.Step{Violation: no, Readings: readingsOf(no)}
	}
	if no := r.judge(p, t); no != nil {
		return referee.Step{Violation: no, Readings: readingsOf(no)}
	}
	var told []referee.Message
	if tell {
		told = r.tellBefore(p, t, extra, skipped)
	}
	r.play(p, t, extra)
	if tell {
		told = append(told, r.tellAfter(p, t)...)
	}
	return referee.Step{Told: told, Readings: r.playedReadings(p, t)}
}

// whose decides whose turn a line is: the player due, the player due's extra
// turn, or — when the player due may take an extra turn — the next player,
// which means the extra turn was not taken.
func (r *race) whose(actor int) (p int, extra, skipped bool, no referee.Message) {
	if r.phase == over {
		return 0, false, false, r.overViolation()
	}
	switch {
	case actor < 0 || actor == r.due:
		return r.due, r.extra, false, nil
	case r.extra && actor == r.after(r.due):
		return actor, false, true, nil
	}
	return 0, false, false, r.outOfTurn(actor)
}

// outOfTurn is the violation for a line by a player whose turn it is not,
// with the reason that fits best.
func (r *race) outOfTurn(actor int) referee.Message {
	name, due := r.names[actor], r.names[r.due]
	facts := referee.Facts{"player": name, "due": due}
	c := &r.cars[actor]
	why := func(id string, f referee.Facts) referee.Message {
		facts["why"] = referee.Say("super-race.why-not."+id, f)
		return referee.Break(CodeWrongPlayer, facts)
	}
	switch {
	case c.finished && r.phase != tieBreak:
		return why("finished", referee.Facts{"player": name})
	case actor == r.lastMover && r.lastExtra && r.lastPlus:
		return referee.Break(CodeExtraTwice, referee.Facts{"player": name, "due": due, "turn": c.turns})
	case r.missed[actor] > 0:
		return referee.Break(CodeExtraLate, referee.Facts{"player": name, "due": due, "turn": r.missed[actor]})
	case r.phase == tieBreak && !r.tied[actor]:
		return why("tied", referee.Facts{"tied": r.tiedNames()})
	case r.phase == final && actor < r.finisher:
		return why("final", referee.Facts{"finisher": r.names[r.finisher], "last": r.names[len(r.names)-1]})
	case actor == r.lastMover && r.lastPlus && r.phase == final:
		return why("no-extra-final", referee.Facts{"player": name})
	case actor == r.lastMover && r.lastPlus && r.phase == tieBreak:
		return why("no-extra-tie-break", referee.Facts{"player": name})
	case actor == r.lastMover && r.phase == racing:
		return why("not-plus", referee.Facts{"player": name})
	}
	return why("order", referee.Facts{"due": due})
}

func (r *race) tiedNames() referee.List {
	var out referee.List
	for p, t := range r.tied {
		if t {
			out = append(out, r.names[p])
		}
	}
	return out
}

// overViolation is a turn after the race was decided; it says how.
func (r *race) overViolation() referee.Message {
	var how referee.Message
	w := r.winners[0]
	switch {
	case len(r.cars) == 1:
		how = referee.Say("super-race.decided.alone", referee.Facts{"player": r.names[w], "turns": referee.Quantity{Count: r.cars[w].turns, Unit: "super-race.unit.turn"}, "n": r.cars[w].turns})
	case r.shared:
		how = referee.Say("super-race.decided.shared", referee.Facts{"winners": r.winnerNames()})
	default:
		how = referee.Say("super-race.decided.won", referee.Facts{"winner": r.names[w], "past": pastMsg(r.cars[w].past)})
	}
	return referee.Break(CodeGameOver, referee.Facts{"how": how})
}

// judge says which rule p's turn breaks, or nil: the one judgement Apply
// and Legal share. It leaves the walk of a route in r.w.
func (r *race) judge(p int, t *turn) referee.Message {
	c := &r.cars[p]
	name := r.names[p]
	if t.nFaces != numDice {
		return referee.Break(CodeFiveDice, referee.Facts{"player": name, "count": referee.Quantity{Count: t.nFaces, Unit: "super-race.unit.face"}})
	}
	d := tallyOf(t.dice())
	if t.pass {
		for _, col := range colours {
			if d.total(col) == 0 || !r.canUse(p, col, d) {
				continue
			}
			route, _ := r.track.usable(c, col, d)
			return referee.Break(CodePass, referee.Facts{"player": name, "dice": r.diceMsg(d), "colour": colourTerm(col), "route": routeMsg(col, route)})
		}
		return nil
	}
	col := t.colour
	if d.total(col) == 0 {
		return referee.Break(CodeNotRolled, referee.Facts{"player": name, "colour": colourTerm(col), "dice": r.diceMsg(d)})
	}
	if no := r.judgeStart(p, t); no != nil {
		return no
	}
	if t.nSteps != d.total(col) || t.shapes[straight] != int(d[col][straight]) {
		// The counts, as the user reads them: "red: 2 straights and 1
		// curve rolled, but the route has 3 straights".
		facts := referee.Facts{"player": name, "colour": colourTerm(col),
			"rolled": shapesMsg(int(d[col][straight]), int(d[col][curve])),
			"route":  shapesMsg(t.shapes[straight], t.shapes[curve]),
			"dice":   referee.Quantity{Count: d.total(col), Unit: "super-race.unit.die"},
			"steps":  referee.Quantity{Count: t.nSteps, Unit: "super-race.unit.step"}}
		if t.nSteps != d.total(col) {
			return referee.Break(CodeEveryDie, facts)
		}
		return referee.Break(CodeDieShape, facts)
	}
	w := &r.w
	r.track.drive(c, col, t.route(), w)
	if w.fault == noFault {
		return nil
	}
	facts := referee.Facts{"player": name, "colour": colourTerm(col), "square": r.square(w.cell), "turn": c.turns + 1}
	if w.step < t.nSteps {
		facts["step"] = w.step + 1
		facts["symbol"] = t.steps[w.step].symbol()
	}
	switch w.fault {
	case offTrack:
		facts["where"] = referee.Say("super-race.off-track.beyond", nil)
		if !r.track.beyond(w.cell) {
			facts["where"] = referee.Say("super-race.off-track.square", referee.Facts{"square": r.bareSquare(w.cell)})
		}
		return referee.Break(CodeOffTrack, facts)
	case wrongColour:
		facts["needed"] = byFacesTerm(r.track.sq[w.cell].colour())
		facts["colour"] = byTerm(col)
		return referee.Break(CodeWrongColour, facts)
	case usedBefore:
		facts["when"] = referee.Say("super-race.used.before", referee.Facts{"player": name, "turn": w.turn})
		return referee.Break(CodeUsedSquare, facts)
	case usedNow:
		facts["when"] = referee.Say("super-race.used.now", referee.Facts{"step": w.turn + 1})
		return referee.Break(CodeUsedSquare, facts)
	}
	// A dead end: say what lies ahead, and whether the colour could have
	// been used at all.
	switch q := r.track.sq[w.cell]; {
	case r.track.beyond(w.cell):
		facts["ahead"] = referee.Say("super-race.ahead.beyond", nil)
	case !q.track():
		facts["ahead"] = referee.Say("super-race.ahead.off", referee.Facts{"square": r.bareSquare(w.cell)})
	case w.turn > 0:
		facts["ahead"] = referee.Say("super-race.ahead.used", referee.Facts{"square": r.square(w.cell), "player": name, "turn": w.turn})
	default:
		facts["ahead"] = referee.Say("super-race.ahead.now", referee.Facts{"square": r.square(w.cell)})
	}
	facts["hint"] = r.deadEndHint(c, col, d)
	return referee.Break(CodeDeadEnd, facts)
}

// deadEndHint says, after a route that ends in a dead end, whether the
// colour has a route that does not, or else which colour could be used.
func (r *race) deadEndHint(c *car, col colour, d tally) referee.Message {
	if route, ok := r.track.usable(c, col, d); ok {
		return referee.Say("super-race.hint.other-route", referee.Facts{"route": routeMsg(col, route)})
	}
	for _, other := range colours {
		if other == col || d.total(other) == 0 {
			continue
		}
		if route, ok := r.track.usable(c, other, d); ok {
			return referee.Say("super-race.hint.other-colour", referee.Facts{"colour": colourTerm(col), "other": colourTerm(other), "route": routeMsg(other, route)})
		}
	}
	return referee.Say("super-race.hint.pass", referee.Facts{"colour": colourTerm(col)})
}

// judgeStart checks a start square named on a turn: only a first turn
// starts on a start square, and only on the player's own.
func (r *race) judgeStart(p int, t *turn) referee.Message {
	if t.start == 0 {
		return nil
	}
	c := &r.cars[p]
	facts := referee.Facts{"player": r.names[p], "named": t.start}
	switch {
	case c.started:
		facts["why"] = referee.Say("super-race.start.started", referee.Facts{"player": r.names[p], "at": r.positionMsg(c)})
	case t.start > len(r.track.starts):
		facts["why"] = referee.Say("super-race.start.no-such", referee.Facts{"named": t.start, "starts": referee.Quantity{Count: len(r.track.starts), Unit: "super-race.unit.start-square"}})
	case r.track.starts[t.start-1] != c.cell:
		facts["why"] = referee.Say("super-race.start.other", referee.Facts{"player": r.names[p], "named": t.start, "own": r.track.startNumber(c.cell)})
	default:
		return nil
	}
	return referee.Break(CodeStartSquare, facts)
}

// play applies a legal turn (judged just before, its walk in r.w).
func (r *race) play(p int, t *turn, extra bool) {
	c := &r.cars[p]
	c.turns++
	r.missed[p] = 0
	if r.extra && p != r.due {
		// The player due did not take their extra turn.
		r.missed[r.due] = r.cars[r.due].turns
	}
	r.extra, r.resolved = false, false
	r.lastMover, r.lastExtra, r.lastPlus = p, extra, false
	finishedNow := false
	if !t.pass {
		w := &r.w
		for i := 0; i < w.n; i++ {
			c.used[w.cells[i]] = uint16(c.turns)
			in := c.h
			if i > 0 {
				in = w.outs[i-1]
			}
			c.path = append(c.path, visit{cell: int32(w.cells[i]), in: in, out: w.outs[i], turn: uint16(c.turns)})
		}
		c.cell, c.h, c.count, c.started = w.end, w.h, w.count, true
		if w.finishes >= 0 {
			c.finished, finishedNow = true, true
		}
		if c.finished {
			cell, h := c.endEdge(r.track)
			c.past = r.track.past(cell, h)
		}
		r.lastPlus = w.n > 0 && r.track.sq[w.cells[w.n-1]].plus()
		r.reach[p] = reach{} // the car stands elsewhere now
	}
	if len(r.cars) == 1 {
		if c.finished {
			r.phase, r.winners = over, []int{p}
		}
		return
	}
	if finishedNow && r.phase == racing {
		r.phase, r.finisher = final, p
	}
	// «Если ход заканчивается на вираже, игрок может сделать сразу же ещё
	// один ход … Если он снова остановится на вираже, он не получает
	// третий внеочередной ход.»
	if r.lastPlus && r.phase == racing && !extra {
		r.due, r.extra = p, true
		return
	}
	r.moveOn(p, t.pass)
}
