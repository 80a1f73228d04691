package bigraces

import "github.com/boardgame-referee/referee/referee"

// Outcome: the winner is named at the first finish (RULES.md, as in
// chinese-checkers); the others race on for places, and the race is over
// when no car is left racing.
func (e *engine) Outcome() referee.Outcome {
	o := referee.Outcome{Over: e.over}
	w := e.winner()
	if w >= 0 {
		o.Winners = []int{e.owner(w)}
	}
	players, best := e.standings()
	for _, p := range players {
		o.Places = append(o.Places, []int{p})
	}
	places := e.placeList(players, best)
	switch {
	case w < 0:
		front := e.front()
		if front < 0 {
			o.Why = referee.Say("big-races.why.empty", nil)
			break
		}
		c := e.cars[front]
		o.Why = referee.Say("big-races.why.racing", referee.Facts{"car": e.roster.names[front], "cell": cellText(c.pos),
			"lap": max(lap(c.dist, e.length), 1), "laps": e.laps})
	case !e.over:
		var rest []string
		for _, c := range e.order[e.next:] {
			if e.cars[c].state == racing {
				rest = append(rest, e.roster.names[c])
			}
		}
		for _, c := range e.order[:e.next] {
			if e.cars[c].state == racing {
				rest = append(rest, e.roster.names[c])
			}
		}
		o.Why = referee.Say("big-races.why.won-racing", referee.Facts{"player": e.names[e.owner(w)], "car": e.roster.names[w],
			"places": places, "rest": referee.Names(rest)})
	case len(e.finishers) > 0:
		o.Why = referee.Say("big-races.why.won", referee.Facts{"player": e.names[e.owner(w)], "car": e.roster.names[w],
			"places": places, "cars": e.carList()})
	default:
		o.Why = referee.Say("big-races.why.none-finished", referee.Facts{"player": e.names[e.owner(w)], "car": e.roster.names[w],
			"places": places, "cars": e.carList()})
		o.Readings = append(o.Readings, referee.Note(CodeReadingNoneFinished, nil))
	}
	if e.over && e.tied() {
		o.Readings = append(o.Readings, referee.Note(CodeReadingTie, nil))
	}
	return o
}

// front is the car furthest on, or -1 when no car is racing.
func (e *engine) front() int {
	best := -1
	for i, c := range e.cars {
		if c.state == racing && (best < 0 || e.ahead(i, best)) {
			best = i
		}
	}
	return best
}

// placeList is the players' places: "1. Аня (аня2), 2. Боря (боря1)".
func (e *engine) placeList(players, best []int) any {
	items := make([]referee.Message, len(players))
	for i, p := range players {
		items[i] = referee.Say("big-races.why.place-item", referee.Facts{"n": i + 1, "player": e.names[p], "car": e.roster.names[best[i]]})
	}
	return seq(items)
}

// seq lists items one after another, as the places and the cars are
// listed ("1. …, 2. …"); nothing when there are none.
func seq(items []referee.Message) any {
	if len(items) == 0 {
		return ""
	}
	out := items[len(items)-1]
	for i := len(items) - 2; i >= 0; i-- {
		out = referee.Say("big-races.seq", referee.Facts{"first": items[i], "rest": out})
	}
	return out
}

// carList ranks every car that has a place, with how each that did not
// finish left the race.
func (e *engine) carList() any {
	rank := e.ranking()
	items := make([]referee.Message, len(rank))
	for i, c := range rank {
		car := e.cars[c]
		facts := referee.Facts{"n": i + 1, "car": e.roster.names[c], "cell": cellText(car.pos)}
		switch {
		case car.state == done:
			items[i] = referee.Say("big-races.why.car-finished", facts)
		case car.lapper != 0:
			facts["by"] = e.roster.names[car.lapper-1]
			items[i] = referee.Say("big-races.why.car-lapped", facts)
		default:
			items[i] = referee.Say("big-races.why.car-zero", facts)
		}
	}
	return seq(items)
}

// tied reports whether cars left the race at one distance, so that their
// places rest on the referee's reading (the rules are silent there).
func (e *engine) tied() bool {
	for i, a := range e.departed {
		for _, b := range e.departed[i+1:] {
			if a.pos.dist == b.pos.dist {
				return true
			}
		}
	}
	return false
}
