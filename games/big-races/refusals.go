package bigraces

import "github.com/boardgame-referee/referee/referee"

// The refusals: a move that breaks a rule, told with the pieces it names.
// N counts the steps of a path from 1. A refusal does not quote the move:
// its line begins «Ход 2 (grey1: 5f):», which has just said it.

// TooFar: a path that costs more than the car's limit. Cost is what it
// costs (more than a million when Huge: a count too long to read);
// Outward, when a step outward, which counts three, is in it.
type TooFar struct {
	Car     Car
	Cost    referee.Quantity
	Huge    bool
	Outward bool
	Limit   referee.Quantity // the most it may spend
	Why     Limit
	// Runs are the path's steps told in full when it has more than one
	// run («один шаг внутрь и пять шагов вперёд»): a child reads «в5п» as
	// five, and the cost is their sum.
	Runs []Run
}

func (TooFar) Code() referee.Code { return CodeTooFar }

// NoCost: a path of no steps (`0f`).
type NoCost struct {
	Car Car
}

func (NoCost) Code() referee.Code { return CodeNoCost }

// BadStep: a step back or a diagonal step.
type BadStep struct {
	Car    Car
	N      StepNo
	Step   step
	Single bool // the move is this one step, so N is not told
}

func (BadStep) Code() referee.Code { return CodeBadStep }

// OffTrack: a step inward from lane 1 or outward from lane 4.
type OffTrack struct {
	Car    Car
	N      StepNo
	Lane   int  // the lane it would reach, 0 or 5
	Single bool // the move is this one step, so N is not told
}

func (OffTrack) Code() referee.Code { return CodeOffTrack }

// Occupied: a step onto a cell where another car stands. LaneOne: the
// mover is the leader and the car stands a lap behind, but not on lane 1,
// where the leader would lap it.
type Occupied struct {
	Car     Car
	N       StepNo
	Cell    Cell
	Other   Car
	LaneOne bool
}

func (Occupied) Code() referee.Code { return CodeOccupied }

// CellTwice: a path that comes back to a cell: the one it started from
// (Start), or one it passed.
type CellTwice struct {
	Car   Car
	N     StepNo
	Cell  Cell
	Start bool
}

func (CellTwice) Code() referee.Code { return CodeCellTwice }

// OnlyLeaderLaps: a car that is not the leader runs into a car a lap
// behind on lane 1, which only the leader drives through.
type OnlyLeaderLaps struct {
	Car    Car
	N      StepNo
	Cell   Cell
	Other  Car
	Leader Car
	// Stands is where Other stands in its own count: the same cell of the
	// track as Cell, a lap earlier, which the sentence must name or the
	// reader sees a car on a cell it was never placed on.
	Stands Cell
	// Behind is how many cells Other stood behind Car before the move,
	// Almost whether that is less than a lap (the seed's «почти на круг»):
	// a car may be laps further back, and the sentence must not say
	// «почти на круг» of it.
	Behind referee.Quantity
	Almost bool `say:"optional"`
}

func (OnlyLeaderLaps) Code() referee.Code { return CodeOnlyLeaderLaps }

// WrongCar: a car moves out of the round's order, or a player is named
// (Player) whose car is not due. Due moves first because Car, the car
// named (or the player's car still to move), has had its turn in this
// round (Moved, and it crossed the line, Finished, or declared zero, Zero,
// or its move was refused and left out, LeftOut), or it stood behind Due
// when the round began: further back, or level (Level) on an outer lane —
// DueCell and CarCell say where. A player named may have moved every car
// still racing (AllMoved), or have none (NoneLeft).
type WrongCar struct {
	Due      Car
	Car      Car
	Player   string
	Moved    bool
	Finished bool
	Zero     bool
	LeftOut  bool
	Level    bool
	DueCell  Cell
	CarCell  Cell
	AllMoved bool
	NoneLeft bool
}

func (WrongCar) Code() referee.Code { return CodeWrongCar }

// CarGone: a car moves that has left the race: it finished (Finished), it
// declared zero (Zero), a leader lapped it (By; Stopped: the leader
// stopped on its cell), or the setup left it out (none of them). Move is
// the move of the game it left on.
type CarGone struct {
	Car      Car
	Due      Car
	Move     int
	Finished bool
	Zero     bool
	By       Car
	Stopped  bool
}

func (CarGone) Code() referee.Code { return CodeCarGone }

// ZeroWithMove: a zero declared by a car that can move; Example is a move
// it has, to Cell.
type ZeroWithMove struct {
	Car     Car
	Example Path
	Cell    Cell
	// Cyrillic: the zero was written in Russian letters («ноль», «0» after
	// a Cyrillic name), so the example move is shown in them too.
	Cyrillic bool `say:"optional"`
}

func (ZeroWithMove) Code() referee.Code { return CodeZeroWithMove }

// RaceEnded is how the race ended, for a move after it
// (referee.GameOver): no car was left racing after move Move.
type RaceEnded struct{ Move int }

func (RaceEnded) Code() referee.Code { return "big-races.why.race-ended" }

// turns is the judgement every game makes first: no move after the race.
// Who may move is the game's own (WrongCar): the sentence names cars, which
// referee.WrongPlayer does not have.
func (e *engine) turns() referee.Turns {
	return referee.Turns{GameOver: CodeRaceOver, Over: e.over, How: RaceEnded{Move: e.overAt}, Players: e.names}
}

// violation words a refused move.
func (e *engine) violation(actor int, m *move, f fault) referee.Message {
	due := e.due()
	var car Car
	if f.car >= 0 {
		car = e.car(f.car)
	}
	switch f.kind {
	case carGoneFault:
		g := CarGone{Car: car, Due: e.car(due), Move: e.cars[f.car].left}
		switch c := e.cars[f.car]; {
		case c.state == done:
			g.Finished = true
		case c.state == absent:
			g.Move = 0
		case c.lapper != 0:
			g.By, g.Stopped = e.car(c.lapper-1), c.stopped
		default:
			g.Zero = true
		}
		return g
	case wrongCarFault:
		if f.car >= 0 {
			return e.wrongCar(due, f.car, WrongCar{})
		}
		return e.wrongPlayer(due, actor)
	case zeroWithMoveFault:
		// judge found a legal single step, so there is one to show.
		st, _ := e.firstStep(f.car)
		dl, dd := st.delta()
		at := e.cars[f.car].pos
		return ZeroWithMove{Car: car, Example: pathOf(path{{st, 1}}), Cell: cellOf(pos{at.lane + dl, at.dist + dd}), Cyrillic: hasCyrillic(m.text)}
	case badStepFault:
		return BadStep{Car: car, N: StepNo(f.at + 1), Step: f.step, Single: m.path.steps() == 1}
	case noCostFault:
		return NoCost{Car: car}
	case tooFarFault:
		return e.tooFar(car, m)
	case offTrackFault:
		return OffTrack{Car: car, N: StepNo(f.at + 1), Lane: f.cell.lane, Single: m.path.steps() == 1}
	case cellTwiceFault:
		return CellTwice{Car: car, N: StepNo(f.at + 1), Cell: cellOf(f.cell), Start: e.cell(f.cell) == e.cell(e.cars[f.car].pos)}
	case occupiedFault:
		return Occupied{Car: car, N: StepNo(f.at + 1), Cell: cellOf(f.cell), Other: e.car(f.other), LaneOne: f.meets == behindOffLaneOne}
	}
	behind, whole := e.behind(e.cars[f.car].pos, f.other)
	return OnlyLeaderLaps{Car: car, N: StepNo(f.at + 1), Cell: cellOf(f.cell), Other: e.car(f.other), Leader: e.car(e.leader()), Stands: cellOf(e.cars[f.other].pos),
		Behind: cells(behind), Almost: whole == 0}
}

// maxRunsTold is the most runs a refusal lists (TooFar.Runs).
const maxRunsTold = 4

// tooFar refuses a path past the limit, with what it costs.
func (e *engine) tooFar(car Car, m *move) TooFar {
	p := m.path
	t := TooFar{Car: car, Cost: cells(p.cost()), Limit: atMost(e.limit()), Why: e.limitWhy()}
	// A count too long to read was kept as maxCount.
	t.Huge = p.cost() >= maxCount
	var runs []Run
	for _, r := range p.runs() {
		if r.Steps.Count > 0 {
			runs = append(runs, r)
		}
	}
	// A path of many runs is told by its cost alone: a list of them
	// would bury the sentence.
	if len(runs) > 1 && len(runs) <= maxRunsTold && !t.Huge {
		t.Runs = runs
	}
	for _, r := range p {
		if r.step == outward && r.n > 0 {
			t.Outward = true
		}
	}
	return t
}

// wrongCar says why car due moves before car c: c has had its turn, or
// stands behind (distance, then the inner lane) — as both stood when the
// round began, since neither has moved in it. w holds the player named,
// if any.
func (e *engine) wrongCar(due, c int, w WrongCar) WrongCar {
	w.Due, w.Car = e.car(due), e.car(c)
	for _, o := range e.order[:e.next] {
		if o == c {
			car := &e.cars[c]
			w.Moved, w.Finished, w.Zero = true, car.state == finished, car.state == zeroed
			w.LeftOut = !w.Finished && !w.Zero && car.leftOut
			return w
		}
	}
	a, b := e.cars[due].pos, e.cars[c].pos
	w.DueCell, w.CarCell, w.Level = cellOf(a), cellOf(b), a.dist == b.dist
	return w
}

// wrongPlayer says why the car due is not one of player p's.
func (e *engine) wrongPlayer(due, p int) WrongCar {
	w := WrongCar{Due: e.car(due), Player: e.names[p]}
	for _, c := range e.order[e.next:] {
		if e.owner(c) == p && e.cars[c].state == racing {
			return e.wrongCar(due, c, w)
		}
	}
	for _, c := range []int{p, p + e.players} {
		if e.cars[c].state == racing || e.cars[c].onTrack {
			w.AllMoved = true
			return w
		}
	}
	w.NoneLeft = true
	return w
}

// StepNo is which step of a path a refusal stops at, said as a word
// («на втором шаге»): «на 2-м шаге» reads as a form, not a sentence.
type StepNo int

func (StepNo) Code() referee.Code { return "big-races.word.step-no" }

// Number is the step's number, 1 for the first.
func (n StepNo) Number() int { return int(n) }
