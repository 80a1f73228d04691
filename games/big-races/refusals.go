package bigraces

import "github.com/boardgame-referee/referee/referee"

// The refusals: a move that breaks a rule, told with the pieces it names.
// Path is the move as written, quoted back; N counts the steps of a path
// from 1.

// TooFar: a path that costs more than the car's limit.
type TooFar struct {
	Car   Car
	Path  string
	Limit referee.Quantity // the most it may spend
	Why   Limit
	// What the path costs: the sum of its steps (Sum, "1 + 1 + 3 = 5",
	// empty when it is told by its Total over Steps), or more than a
	// million (Huge); Outward when a step outward is in it.
	Sum     string
	Total   int
	Steps   referee.Quantity
	Huge    bool
	Outward bool
}

func (TooFar) Code() referee.Code { return CodeTooFar }

// NoCost: a path of no steps (`0f`).
type NoCost struct {
	Car  Car
	Path string
}

func (NoCost) Code() referee.Code { return CodeNoCost }

// BadStep: a step back or a diagonal step.
type BadStep struct {
	Car  Car
	Path string
	N    int
	Step step
}

func (BadStep) Code() referee.Code { return CodeBadStep }

// OffTrack: a step inward from lane 1 or outward from lane 4.
type OffTrack struct {
	Car  Car
	Path string
	N    int
	Lane int // the lane it would reach, 0 or 5
}

func (OffTrack) Code() referee.Code { return CodeOffTrack }

// Occupied: a step onto a cell where another car stands. LaneOne: the
// mover is the leader and the car stands a lap behind, but not on lane 1,
// where the leader would lap it.
type Occupied struct {
	Car     Car
	Path    string
	N       int
	Cell    Cell
	Other   Car
	LaneOne bool
}

func (Occupied) Code() referee.Code { return CodeOccupied }

// CellTwice: a path that comes back to a cell, its start included.
type CellTwice struct {
	Car  Car
	Path string
	N    int
	Cell Cell
}

func (CellTwice) Code() referee.Code { return CodeCellTwice }

// OnlyLeaderLaps: a car that is not the leader runs into a car a lap
// behind on lane 1, which only the leader drives through.
type OnlyLeaderLaps struct {
	Car    Car
	Path   string
	N      int
	Cell   Cell
	Other  Car
	Leader Car
}

func (OnlyLeaderLaps) Code() referee.Code { return CodeOnlyLeaderLaps }

// WrongCar: a car moves out of the round's order, or a player is named
// whose car is not due. Car is the car named, or Player the player (the
// other is empty); Why says why Due moves first.
type WrongCar struct {
	Due    Car
	Car    Car
	Player string
	Why    referee.Message
}

func (WrongCar) Code() referee.Code { return CodeWrongCar }

// CarGone: a car moves that has left the race: it finished (Finished), it
// declared zero (Zero), a leader lapped it (By), or the setup left it out
// (none of them). Move is the move of the game it left on.
type CarGone struct {
	Car      Car
	Due      Car
	Move     int
	Finished bool
	Zero     bool
	By       Car
}

func (CarGone) Code() referee.Code { return CodeCarGone }

// ZeroWithMove: a zero declared by a car that can move; Example is a move
// it has, to Cell.
type ZeroWithMove struct {
	Car     Car
	Example Path
	Cell    Cell
}

func (ZeroWithMove) Code() referee.Code { return CodeZeroWithMove }

// RaceEnded is how the race ended, for a move after it
// (referee.GameOver): no car was left racing after move Move.
type RaceEnded struct{ Move int }

func (RaceEnded) Code() referee.Code { return "big-races.why.race-ended" }

// Why another car is due (WrongCar).

// MovedAlready: the car named has had its move in this round: it moved,
// and perhaps crossed the line (Finished), or declared zero (Zero), or its
// move was refused and left out (LeftOut).
type MovedAlready struct {
	Car      Car
	Finished bool
	Zero     bool
	LeftOut  bool
}

func (MovedAlready) Code() referee.Code { return "big-races.why.moved" }

// Behind: the car named stood further back when the round began.
type Behind struct {
	Due, Car     Car
	DueAt, CarAt Distance
}

func (Behind) Code() referee.Code { return "big-races.why.ahead" }

// Outside: the two cars stood level, and the car due on the inner lane.
type Outside struct {
	Due, Car         Car
	At               Distance
	DueLane, CarLane int
}

func (Outside) Code() referee.Code { return "big-races.why.inner" }

// AllMoved: every car of the player named still racing has moved.
type AllMoved struct{ Player string }

func (AllMoved) Code() referee.Code { return "big-races.why.player-moved" }

// NoneLeft: the player named has no car left in the race.
type NoneLeft struct{ Player string }

func (NoneLeft) Code() referee.Code { return "big-races.why.player-out" }

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
			g.By = e.car(c.lapper - 1)
		default:
			g.Zero = true
		}
		return g
	case wrongCarFault:
		if f.car >= 0 {
			return WrongCar{Due: e.car(due), Car: car, Why: e.orderWhy(due, f.car)}
		}
		return WrongCar{Due: e.car(due), Player: e.names[actor], Why: e.playerWhy(due, actor)}
	case zeroWithMoveFault:
		// judge found a legal single step, so there is one to show.
		st, _ := e.firstStep(f.car)
		dl, dd := st.delta()
		at := e.cars[f.car].pos
		return ZeroWithMove{Car: car, Example: pathOf(path{{st, 1}}), Cell: cellOf(pos{at.lane + dl, at.dist + dd})}
	case badStepFault:
		return BadStep{Car: car, Path: m.text, N: f.at + 1, Step: f.step}
	case noCostFault:
		return NoCost{Car: car, Path: m.text}
	case tooFarFault:
		return e.tooFar(car, m)
	case offTrackFault:
		return OffTrack{Car: car, Path: m.text, N: f.at + 1, Lane: f.cell.lane}
	case cellTwiceFault:
		return CellTwice{Car: car, Path: m.text, N: f.at + 1, Cell: cellOf(f.cell)}
	case occupiedFault:
		return Occupied{Car: car, Path: m.text, N: f.at + 1, Cell: cellOf(f.cell), Other: e.car(f.other), LaneOne: f.meets == behindOffLaneOne}
	}
	return OnlyLeaderLaps{Car: car, Path: m.text, N: f.at + 1, Cell: cellOf(f.cell), Other: e.car(f.other), Leader: e.car(e.leader())}
}

// tooFar refuses a path past the limit, with what it costs.
func (e *engine) tooFar(car Car, m *move) TooFar {
	p := m.path
	t := TooFar{Car: car, Path: m.text, Limit: atMost(e.limit()), Why: e.limitWhy(), Total: p.cost(), Steps: referee.Quantity{Count: p.steps(), Unit: unitStep}}
	// A count too long to read was kept as maxCount: no sum to show.
	t.Huge = p.cost() >= maxCount
	if len(p) <= maxSumRuns {
		t.Sum = p.costSum()
	}
	for _, r := range p {
		if r.step == outward && r.n > 0 {
			t.Outward = true
		}
	}
	return t
}

// orderWhy says why car due moves before car c: c has moved already, or
// stands behind (distance, then the inner lane) — as both stood when the
// round began, since neither has moved in it.
func (e *engine) orderWhy(due, c int) referee.Message {
	for _, o := range e.order[:e.next] {
		if o == c {
			car := &e.cars[c]
			return MovedAlready{Car: e.car(c), Finished: car.state == finished, Zero: car.state == zeroed,
				LeftOut: car.state != finished && car.state != zeroed && car.leftOut}
		}
	}
	a, b := e.cars[due].pos, e.cars[c].pos
	if a.dist != b.dist {
		return Behind{Due: e.car(due), Car: e.car(c), DueAt: Distance(a.dist), CarAt: Distance(b.dist)}
	}
	return Outside{Due: e.car(due), Car: e.car(c), At: Distance(a.dist), DueLane: a.lane, CarLane: b.lane}
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
			return AllMoved{Player: e.names[p]}
		}
	}
	return NoneLeft{Player: e.names[p]}
}
