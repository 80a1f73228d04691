package bigraces

import "github.com/boardgame-referee/referee/referee"

// The words of the engine: facts for the locale files, built only for a
// move refused or a move narrated.

// atMost is a limit as the sentence «может пройти не больше 5 клеток»
// counts it.
func atMost(n int) referee.Quantity {
	return referee.Quantity{Count: n, Unit: "big-races.unit.at-most"}
}

// cells is a distance a car moved: «прошёл 4 клетки».
func cells(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: "big-races.unit.cell"} }

// limitWhy says where the limit of the car due comes from.
func (e *engine) limitWhy() referee.Message {
	c := e.due()
	var why referee.Message
	switch {
	case e.moved == 0:
		why = referee.Say("big-races.why.leader", referee.Facts{"car": e.roster.names[c]})
	case e.moved == 1 && e.cars[e.prev].state == zeroed:
		why = referee.Say("big-races.why.second-zero", referee.Facts{"leader": e.roster.names[e.prev]})
	case e.moved == 1 && e.cars[e.prev].leftOut:
		// --keep-going left its move out: Skip counted its whole limit.
		why = referee.Say("big-races.why.second-left-out", referee.Facts{"leader": e.roster.names[e.prev], "cost": cells(e.prevCost)})
	case e.moved == 1:
		why = referee.Say("big-races.why.second", referee.Facts{"leader": e.roster.names[e.prev], "cost": cells(e.prevCost)})
	case e.cars[e.prev].state == zeroed:
		why = referee.Say("big-races.why.later-zero", referee.Facts{"prev": e.roster.names[e.prev]})
	case e.cars[e.prev].leftOut:
		why = referee.Say("big-races.why.later-left-out", referee.Facts{"prev": e.roster.names[e.prev], "cost": cells(e.prevCost)})
	default:
		why = referee.Say("big-races.why.later", referee.Facts{"prev": e.roster.names[e.prev], "cost": cells(e.prevCost)})
	}
	if passed := e.passed(nil); len(passed) > 0 {
		names := make([]string, len(passed))
		for i, o := range passed {
			names[i] = e.roster.names[o]
		}
		why = referee.Say("big-races.why.passed", referee.Facts{"why": why, "lapped": referee.Names(names), "count": len(passed)})
	}
	return why
}

// passed appends the cars lapped in this round after the car that moved
// last, before their turn: they make no move, and the limit follows the
// cars that moved (RULES.md), which the rule text never had to say.
func (e *engine) passed(out []int) []int {
	after := false // past the car that moved last
	for _, o := range e.order[:e.next] {
		if car := &e.cars[o]; after && car.lapper != 0 && car.left >= e.first {
			out = append(out, o)
		}
		after = after || o == e.prev
	}
	return out
}

// limitReadings appends the referee's readings the limit of the car due
// rests on: a move left out before it (--keep-going), a car lapped before
// its turn. Cheap enough for every move: no words are made.
func (e *engine) limitReadings(out []referee.Message) []referee.Message {
	if e.moved > 0 && e.cars[e.prev].leftOut && e.cars[e.prev].state != zeroed {
		out = append(out, referee.Note(CodeReadingLeftOut, nil))
	}
	var buf [1]int
	if len(e.passed(buf[:0])) > 0 {
		out = append(out, referee.Note(CodeReadingLappedBeforeTurn, nil))
	}
	return out
}

// playedReadings are the readings a legal move relied on once played: a
// lapped car taken off at once, a finish past the line, finishers of one
// round placed in move order.
func (e *engine) playedReadings(pl played, out []referee.Message) []referee.Message {
	if !pl.zero && pl.drive.laps > 0 {
		out = append(out, referee.Note(CodeReadingLappedAtOnce, nil))
	}
	if pl.finished {
		if pl.drive.to.dist > e.goal {
			out = append(out, referee.Note(CodeReadingPastLine, nil))
		}
		if n := len(e.finishers); n > 1 && e.cars[e.finishers[n-2]].left >= pl.round {
			out = append(out, referee.Note(CodeReadingSameRound, nil))
		}
	}
	return out
}

// violation words a refused move.
func (e *engine) violation(actor int, m *move, f fault, d drive) referee.Message {
	code := faultCodes[f.kind]
	if f.kind == raceOverFault {
		return referee.Break(code, referee.Facts{"move": e.overAt})
	}
	due := e.due()
	facts := referee.Facts{"path": m.text}
	if f.car >= 0 {
		facts["car"] = e.roster.names[f.car]
	}
	switch f.kind {
	case carGoneFault:
		facts["due"] = e.roster.names[due]
		facts["why"] = e.goneWhy(f.car)
	case wrongCarFault:
		facts["due"] = e.roster.names[due]
		if f.car >= 0 {
			facts["named"] = referee.Say("big-races.named.car", referee.Facts{"car": e.roster.names[f.car]})
			facts["why"] = e.orderWhy(due, f.car)
		} else {
			facts["named"] = referee.Say("big-races.named.player", referee.Facts{"player": e.names[actor]})
			facts["why"] = e.playerWhy(due, actor)
		}
	case zeroWithMoveFault:
		// judge found a legal single step, so there is one to show.
		st, _ := e.firstStep(f.car)
		p := path{{st, 1}}
		dl, dd := st.delta()
		at := e.cars[f.car].pos
		facts["example"] = referee.Say("big-races.path", referee.Facts{"en": p.english(), "ru": p.russian()})
		facts["cell"] = cellText(pos{at.lane + dl, at.dist + dd})
	case badStepFault:
		facts["n"] = f.at + 1
		facts["step"] = referee.Term("big-races.step." + stepTerm[f.step])
	case noCostFault:
	case tooFarFault:
		facts["limit"] = atMost(e.limit())
		facts["why"] = e.limitWhy()
		facts["sum"] = m.path.costSum()
		if m.path.cost() >= maxCount {
			// A count too long to read was kept as maxCount: no sum to show.
			facts["sum"] = referee.Say("big-races.sum-huge", nil)
		}
		facts["outward"] = ""
		for _, r := range m.path {
			if r.step == outward && r.n > 0 {
				facts["outward"] = referee.Say("big-races.outward-costs", nil)
			}
		}
	case offTrackFault:
		facts["n"] = f.at + 1
		facts["lane"] = f.cell.lane
	case cellTwiceFault:
		facts["n"] = f.at + 1
		facts["cell"] = cellText(f.cell)
	case occupiedFault, onlyLeaderLapsFault:
		facts["n"] = f.at + 1
		facts["cell"] = cellText(f.cell)
		facts["other"] = e.roster.names[f.other]
		facts["leader"] = e.roster.names[e.leader()]
		facts["more"] = ""
		if f.meets == behindOffLaneOne {
			facts["more"] = referee.Say("big-races.occupied.lane-one", nil)
		}
	}
	return referee.Break(code, facts)
}

// stepTerm names the steps a car may not take.
var stepTerm = map[step]string{back: "back", forwardIn: "forward-in", forwardOut: "forward-out", backIn: "back-in", backOut: "back-out"}

// goneWhy says how a car left the race.
func (e *engine) goneWhy(c int) referee.Message {
	car := e.cars[c]
	switch car.state {
	case done:
		return referee.Say("big-races.gone.finished", referee.Facts{"move": car.left})
	case absent:
		return referee.Say("big-races.gone.absent", nil)
	}
	if car.lapper != 0 {
		return referee.Say("big-races.gone.lapped", referee.Facts{"move": car.left, "by": e.roster.names[car.lapper-1]})
	}
	return referee.Say("big-races.gone.zero", referee.Facts{"move": car.left})
}

// orderWhy says why car due moves before car c: c has moved already, or
// stands behind (distance, then the inner lane) — as both stood when the
// round began, since neither has moved in it.
func (e *engine) orderWhy(due, c int) referee.Message {
	for _, o := range e.order[:e.next] {
		if o == c {
			id := "big-races.why.moved"
			switch {
			case e.cars[c].state == finished:
				id = "big-races.why.moved-finished"
			case e.cars[c].state == zeroed:
				id = "big-races.why.moved-zero"
			case e.cars[c].leftOut:
				id = "big-races.why.moved-left-out"
			}
			return referee.Say(id, referee.Facts{"car": e.roster.names[c]})
		}
	}
	a, b := e.cars[due].pos, e.cars[c].pos
	if a.dist != b.dist {
		return referee.Say("big-races.why.ahead", referee.Facts{"due": e.roster.names[due], "car": e.roster.names[c],
			"dueDist": signedText(a.dist), "carDist": signedText(b.dist)})
	}
	return referee.Say("big-races.why.inner", referee.Facts{"due": e.roster.names[due], "car": e.roster.names[c],
		"dist": signedText(a.dist), "dueLane": a.lane, "carLane": b.lane})
}

// playerWhy says why the car due is not one of player p's.
func (e *engine) playerWhy(due, p int) referee.Message {
	for _, c := range e.order[e.next:] {
		if e.owner(c) == p && e.cars[c].state == racing {
			return e.orderWhy(due, c)
		}
	}
	for _, c := range []int{p, p + e.players} {
		if e.cars[c].state == racing || e.cars[c].onTrack {
			return referee.Say("big-races.why.player-moved", referee.Facts{"player": e.names[p]})
		}
	}
	return referee.Say("big-races.why.player-out", referee.Facts{"player": e.names[p]})
}

// roundMsg tells the order of the round that begins.
func (e *engine) roundMsg() referee.Message {
	items := make([]referee.Message, len(e.order))
	for i, c := range e.order {
		items[i] = referee.Say("big-races.told.order-item", referee.Facts{"car": e.roster.names[c], "cell": cellText(e.cars[c].pos)})
	}
	return referee.Say("big-races.told.round", referee.Facts{"round": e.round, "order": seq(items)})
}

// tellPlayed narrates a legal move.
func (e *engine) tellPlayed(m *move, pl played, why referee.Message) []referee.Message {
	name := e.roster.names[pl.car]
	var told []referee.Message
	if pl.zero {
		told = append(told, referee.Say("big-races.told.zero", referee.Facts{"car": name}))
	} else {
		told = append(told, referee.Say("big-races.told.move", referee.Facts{"car": name, "path": m.text,
			"from": cellText(pl.from), "to": cellText(pl.drive.to), "sum": m.path.costSum(), "limit": pl.limit, "why": why}))
		for _, o := range pl.drive.lapped[:pl.drive.laps] {
			other := int(o) - 1
			told = append(told, referee.Say("big-races.told.lapped", e.lappedFacts(name, pl.from, other)))
		}
	}
	if pl.finished {
		n := len(e.finishers)
		id := "big-races.told.finish"
		if pl.first {
			id = "big-races.told.finish-first"
		}
		told = append(told, referee.Say(id, referee.Facts{"car": name, "player": e.names[e.owner(pl.car)], "n": n}))
		if past := pl.drive.to.dist - e.goal; past > 0 {
			told = append(told, referee.Say("big-races.told.past-line", referee.Facts{"past": referee.Quantity{Count: past, Unit: "big-races.unit.cell"}}))
		}
		if n > 1 && e.cars[e.finishers[n-2]].left >= pl.round {
			told = append(told, referee.Say("big-races.told.same-round", referee.Facts{"car": name, "before": e.roster.names[e.finishers[n-2]]}))
		}
	}
	if pl.ended {
		// The cars that finished or declared zero in the round leave now.
		var gone []string
		for i := pl.round; i <= e.moves; i++ { // in the order they finished or stopped
			for c, car := range e.cars {
				if car.left == i && (car.state == done || car.state == retired) && car.lapper == 0 {
					gone = append(gone, e.roster.names[c])
				}
			}
		}
		if len(gone) > 0 {
			told = append(told, referee.Say("big-races.told.round-end", referee.Facts{"cars": referee.Names(gone), "count": len(gone)}))
		}
		if e.over {
			told = append(told, referee.Say("big-races.told.over", nil))
		}
	}
	return told
}

// lappedFacts: the car the leader name, starting from, laps, where it stood
// and how far behind: cells and whole laps, and when that is less than a
// lap, how many cells short of one ("short"), or whole laps exactly
// ("exact").
func (e *engine) lappedFacts(name string, from pos, other int) referee.Facts {
	cells, laps := e.behind(from, other)
	facts := referee.Facts{"car": name, "other": e.roster.names[other], "cell": cellText(e.cars[other].pos),
		"behind": referee.Quantity{Count: cells, Unit: "big-races.unit.cell"}, "laps": referee.Quantity{Count: laps, Unit: "big-races.unit.lap"}}
	switch {
	case laps == 0:
		facts["short"] = referee.Quantity{Count: e.length - cells, Unit: "big-races.unit.cell"}
	case cells%e.length == 0:
		facts["exact"] = "yes"
	}
	return facts
}
