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
			o.Why = NoCars{}
			break
		}
		c := e.cars[front]
		o.Why = Leading{Car: e.car(front), Cell: cellOf(c.pos), Lap: max(lap(c.dist, e.length), 1), Laps: ofLaps(e.laps), Absent: e.anyAbsent(), Start: e.moves == 0 && !e.anyAbsent(), Level: e.carsOf(e.level(front))}
	case !e.over:
		var rest []int
		for _, c := range e.order[e.next:] {
			if e.cars[c].state == racing {
				rest = append(rest, c)
			}
		}
		for _, c := range e.order[:e.next] {
			if e.cars[c].state == racing {
				rest = append(rest, c)
			}
		}
		o.Why = WonRacing{Car: e.car(w), Places: places, Racing: e.carsOf(rest)}
	case len(e.finishers) > 0:
		o.Why = Won{Car: e.car(w), Places: places, Cars: e.carList()}
	default:
		o.Why = Won{Car: e.car(w), Places: places, Cars: e.carList(), NoneFinished: true}
		o.Interpretations = append(o.Interpretations, ReadingNoneFinished)
	}
	if e.over && e.tied() {
		o.Interpretations = append(o.Interpretations, ReadingTie)
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

// level are the racing cars as far on as car c, other than c, from the
// inner lane out: each stands on its own cell, so they are on other lanes.
func (e *engine) level(c int) []int {
	var out []int
	for lane := 1; lane <= lanes; lane++ {
		p := pos{lane: lane, dist: e.cars[c].dist}
		if o := e.at(p); o >= 0 && o != c && e.cars[o].state == racing && e.cars[o].pos == p {
			out = append(out, o)
		}
	}
	return out
}

// OneLevel says whether one car is level with the leader, for the
// sentence's number.
func (l Leading) OneLevel() bool { return len(l.Level) == 1 }

// placeList is the players' places, each with the car that placed them:
// the first, which names the next (nil when no player is placed).
func (e *engine) placeList(players, best []int) *Place {
	var next *Place
	for i := len(players) - 1; i >= 0; i-- {
		next = &Place{N: i + 1, Player: e.names[players[i]], Car: e.car(best[i]), Next: next}
	}
	return next
}

// carList ranks every car that has a place, with how each that did not
// finish left the race.
func (e *engine) carList() []Ranked {
	rank := e.ranking()
	out := make([]Ranked, len(rank))
	for i, c := range rank {
		car := e.cars[c]
		out[i] = Ranked{Car: e.car(c), Cell: cellOf(car.pos), Zero: car.state != done && car.lapper == 0}
		if car.state != done && car.lapper != 0 {
			out[i].By, out[i].Stopped = e.car(car.lapper-1), car.stopped
		}
	}
	return out
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

// NoCars: the race has no car at all.
type NoCars struct{}

func (NoCars) Code() referee.Code { return "big-races.why.empty" }

// Leading: nobody has finished; Car is in front, on lap Lap of Laps.
// Absent: a setup left cars out, which may have finished already, so the
// sentence says only that none of the cars on the track has. Level are the
// cars that have gone as far as Car, on lanes further out: Car only counts
// as first (seed: «Из двух фишек-машин, идущих наравне, первой считается
// та, которая находится на внутренней дорожке»), so the sentence says it is
// not alone in front.
type Leading struct {
	Car    Car
	Cell   Cell
	Lap    int
	Laps   referee.Quantity
	Absent bool
	Start  bool  // no move yet and every car on the track: nobody can have finished, so the sentence does not say so
	Level  []Car `say:"optional"`
}

// anyAbsent says whether the setup left a car out.
func (e *engine) anyAbsent() bool {
	for _, c := range e.cars {
		if c.state == absent {
			return true
		}
	}
	return false
}

func (Leading) Code() referee.Code { return "big-races.why.racing" }

// OneLap says whether the race is of one lap, which Russian says so
// rather than «на первом круге из одного».
func (l Leading) OneLap() bool { return l.Laps.Count == 1 }

// WonRacing: Car was over the line first, and its player has won; the
// others race on for places (Racing).
type WonRacing struct {
	Car    Car
	Places *Place // the players placed so far, the first naming the next
	Racing []Car
}

func (WonRacing) Code() referee.Code { return "big-races.why.won-racing" }

// OneRacing says whether one car is still racing, for the sentence's
// number.
func (w WonRacing) OneRacing() bool { return len(w.Racing) == 1 }

// Won: the race is over, Car over the line first — or, when NoneFinished,
// every car left the race and Car went furthest.
type Won struct {
	Car          Car
	Places       *Place // the first naming the next
	Cars         []Ranked
	NoneFinished bool
}

func (Won) Code() referee.Code { return "big-races.why.won" }

// Place is a player's place, N, by their car placed better, named as
// every other sentence of the game names it («машина Нина1»). Next is the
// place after it, nil for the last: the places are one sentence's list,
// which Russian says with commas alone («первое — Нина (машина Нина1),
// второе — Паша (машина Паша2)») and English with "and" before the last.
type Place struct {
	N      int
	Player string
	Car    Car
	Next   *Place
}

func (Place) Code() referee.Code { return "big-races.why.place" }

// Ranked is a car in the order of the places: a finisher, or a car that
// left the race on Cell, lapped By a leader (that Stopped on its cell or
// drove through it) or with a Zero.
type Ranked struct {
	Car     Car
	Cell    Cell
	By      Car
	Stopped bool
	Zero    bool
}

func (Ranked) Code() referee.Code { return "big-races.why.car" }
