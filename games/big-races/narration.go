package bigraces

import "github.com/boardgame-referee/referee/referee"

// Moved is what a legal move did, told as --explain tells it: one message
// a move, one sentence of what happened in the booklet's words (and one
// more for a finish or the round's end). A rule it rests on is explained
// the first time a game tells a move that rests on it, never again.
type Moved struct {
	// Round is the round the move opens, from the second on (the first
	// begins with the race, or with the setup's note); 0 when it opens
	// none. Order: say what a round is and how its order is made, the
	// first time a move opens one.
	Round int
	Order bool

	Leader bool // the car leads the round
	Car    Car
	// Unnamed: the line names neither a car nor a player, so the car due
	// moves, which the sentence says before what it did, the first time
	// a game has such a line.
	Unnamed bool
	Zero    bool // it declared zero

	// Blocked are the cars that leave a zero no move, and Dear says that
	// a free step outward costs more than the car may move (Limit).
	Blocked *Blocker // the first, naming the next
	Dear    bool
	// Outermost and Innermost: the car stands in lane 4 or lane 1, with no
	// lane beyond it, which a zero's reader needs said.
	Outermost, Innermost bool

	// The move: from and to, what it counts as (Cost) out of the most the
	// car may (Limit, or all of it: Full), the limit's rule the first time
	// (Rule), what a step outward counts the first time (Outward), and the
	// cars the leader laps: through their cells on the way, or — Stops —
	// stopping on the cell of the one lapped (At: where the leader meets
	// the one car lapped, counted in the leader's lap).
	From, To Cell
	Cost     referee.Quantity
	Limit    referee.Quantity
	Full     bool
	Rule     referee.Message // a limitRule, or AfterZero; nil for none
	// ZeroBefore: Rule is AfterZero, said as the reason the car might move
	// no more («Больше ей было нельзя: предыдущая машина объявила ход
	// «ноль» …»).
	ZeroBefore bool
	Outward    bool
	// Outwards: the move takes more than one step outward, each counted
	// as three cells («Каждый шаг на внешнюю дорожку…»).
	Outwards bool
	// Ones and Outs: the steps that count one cell each (forward and
	// inward) and the steps outward, for the sum after the cost («(2 + 3 +
	// 3)»), which a reader can check: the engine's own count of the path.
	Ones, Outs int
	// Each: the move takes at most five steps, so the sum shows one term
	// per step («(1 + 1 + 3 + 3)»); a longer move names its ones first.
	Each bool
	// Steps is how many steps the move took, when a step outward makes
	// its cost more than that: a family counts the steps on the board.
	Steps  referee.Quantity
	Lapped []Lap
	Stops  bool
	At     Cell `say:"optional"` // each Lapped names it

	// Place is the car's place as it crosses the finish line, 0 when it
	// does not; at the first, Player has won.
	Place  int
	Player string

	Gone []Car // the cars that leave the track as the move ends the round
}

func (Moved) Code() referee.Code { return "big-races.told.move" }

// AtTable is the move as `play` tells it (`big-races.told.move.table`):
// typed at the prompt, a move is the due player's, whose name its label
// shows, so the table never says that it names nobody («в записи не
// названы ни машина, ни игрок» under «Ход 1 (Маша: 3п)» contradicts it).
// A transcript's line that names nobody still says so in `check`. A
// message, as turtles' NoColours.AskedByTaps: the same message in another
// form, which the walks over a message's parts know not to enter.
func (m Moved) AtTable() referee.Message {
	m.Unnamed = false
	return m
}

// Primer is the reference a game needs once, a paragraph of its own
// before the first move told (the editor's «справка», never glued to a
// move's sentence): how a round's turns go (Order, unless a setup's note
// said it) or how a cell is written (Cells) — one of them a paragraph.
type Primer struct {
	Order bool
	Cells bool
}

func (Primer) Code() referee.Code { return "big-races.told.primer" }

// Reference: said apart from the move's sentence (referee.Reference).
func (Primer) Reference() {}

// OneLapped and OneGone say whether one car is lapped, or leaves, for the
// sentence's number.
func (m Moved) OneLapped() bool { return len(m.Lapped) == 1 }
func (m Moved) OneGone() bool   { return len(m.Gone) == 1 }

// LappedCar is the one car lapped, named again as it leaves the race:
// «Машина black2 сразу снимается с дистанции».
func (m Moved) LappedCar() Car {
	if len(m.Lapped) != 1 {
		return Car{}
	}
	return m.Lapped[0].Car
}

// Lap is a car the leader laps, where it stood (Cell, in its own lap: the
// same cell of the track as the leader's) and how far behind the leader's
// start: almost a lap (Almost, the seed's «отстающая почти на круг»),
// exactly Laps laps (Exact: a step inward onto it), or more than Laps.
type Lap struct {
	Car  Car
	Cell Cell
	// How far behind it stood before the move, kept for tools: told,
	// it reads as a contradiction of the two cells printed.
	Laps   referee.Quantity `say:"optional"`
	Almost bool             `say:"optional"`
	Exact  bool             `say:"optional"`
	// At is where the leader meets it, in the leader's count, and Apart
	// how many whole laps lie between At and Cell: what a reader can check
	// against the two cells printed, where Laps is measured before the
	// move and reads as a contradiction of them.
	At    Cell
	Apart referee.Quantity
	// Behind is how many cells it stood behind the leader's start, which
	// «почти на круг» is said of (the two cells printed are whole laps
	// apart): «почти на круг — на 18 клеток».
	Behind referee.Quantity
}

func (Lap) Code() referee.Code { return "big-races.told.lap" }

// OneLap says whether the car stood one lap behind: «ровно на круг».
func (l Lap) OneLap() bool { return l.Laps.Count == 1 }

// limitRule is a rule of the limits, said the first time a move rests on
// it.
type limitRule uint8

const (
	noRule         limitRule = iota
	leaderRule               // the leader moves one to four cells
	secondRule               // the second car two more than the leader
	laterRule                // a later car one more than the car before it
	zeroSecondRule           // the leader's zero counts no cells, and the second car two more
)

var ruleNames = [...]string{leaderRule: "leader", secondRule: "second", laterRule: "later", zeroSecondRule: "zero-second"}

func (r limitRule) Code() referee.Code { return "big-races.rule." + referee.Code(ruleNames[r]) }

// AfterZero is the rule of a later car's limit after a zero: a zero counts
// no cells, so the car (Car, which Russian names: «поэтому машина Нина2
// может пройти только одну клетку») may move one.
type AfterZero struct {
	Car Car `say:"optional"`
}

func (AfterZero) Code() referee.Code { return "big-races.rule.zero" }

// explained are what the narration of a game has explained already.
type explained uint8

const (
	explainedOrder explained = 1 << iota
	explainedOutward
	explainedLeader
	explainedSecond
	explainedLater
	explainedZero
	explainedCells
	explainedUnnamed
)

// explain says whether x is still to be explained, and marks it explained.
func (e *engine) explain(x explained) bool {
	first := e.told&x == 0
	e.told |= x
	return first
}

// before is what the narration needs of the position before a legal move.
type before struct {
	opens    bool // the move opens a round
	moved    int  // the cars that have moved in the round before it
	limit    int
	prevZero bool // the car before it declared zero
	blocked  []Blocker
	dear     bool
}

// beforeMove notes the round's state before a move is played.
func (e *engine) beforeMove() before {
	b := before{opens: e.moved == 0, moved: e.moved, limit: e.limit(), prevZero: e.moved > 0 && e.cars[e.prev].state == zeroed}
	if c := e.due(); c >= 0 {
		b.blocked, b.dear = e.blockers(c, b.limit, e.car)
	}
	return b
}

// tell narrates a legal move once played: its sentence, then the
// reference the game has not given yet, on a line of its own.
func (e *engine) tell(m *move, pl played, b before, unnamed bool) []referee.Message {
	t := e.told1(m, pl, b)
	t.Unnamed = unnamed && e.explain(explainedUnnamed)
	p := Primer{Order: t.Order && t.Round == 0}
	if p.Order {
		t.Order = false
	}
	if !pl.zero {
		p.Cells = e.explain(explainedCells)
	}
	told := []referee.Message{t}
	if p.Order {
		told = append(told, Primer{Order: true})
	}
	if p.Cells {
		told = append(told, Primer{Cells: true})
	}
	return told
}

// told1 is the sentence of a legal move once played.
func (e *engine) told1(m *move, pl played, b before) Moved {
	t := Moved{Car: e.car(pl.car), Zero: pl.zero, Leader: b.moved == 0}
	if b.opens && pl.roundNo > 1 {
		t.Round = pl.roundNo
	}
	// A game from the grid says what a round is at its first move; a
	// setup's note has said it already.
	if b.opens {
		t.Order = e.explain(explainedOrder)
	}
	if pl.zero {
		t.Blocked, t.Dear = chain(b.blocked), b.dear
		t.Outermost, t.Innermost = pl.from.lane == lanes, pl.from.lane == 1
	} else {
		cost := pl.drive.cost
		t.From, t.To, t.Cost = cellOf(pl.from), cellOf(pl.drive.to), cells(cost)
		t.Limit, t.Full = could(b.limit), cost == b.limit
		t.Rule = e.ruleFor(b, t.Car)
		_, t.ZeroBefore = t.Rule.(AfterZero)
		if steps := m.path.steps(); cost != steps {
			t.Steps = referee.Quantity{Count: steps, Unit: unitSteps}
		}
		t.Outward = cost != m.path.steps() && e.explain(explainedOutward)
		t.Outwards = m.path.outwards() > 1
		if t.Steps.Count > 0 {
			t.Outs = m.path.outwards()
			t.Ones = m.path.steps() - t.Outs
			t.Each = m.path.steps() <= 5
		}
		for _, o := range pl.drive.lapped[:pl.drive.laps] {
			l, at := e.lapOf(pl.from, int(o)-1)
			t.Lapped = append(t.Lapped, l)
			t.At = cellOf(at)
		}
		t.Stops = pl.drive.stops // the judge's fact: its last step lapped a car
	}
	if pl.finished {
		t.Place = len(e.finishers)
		if pl.first {
			t.Player = e.names[e.owner(pl.car)]
		}
	}
	if pl.ended {
		// The cars that finished or declared zero in the round leave now,
		// in the order they finished or stopped.
		for i := pl.round; i <= e.moves; i++ {
			for c, car := range e.cars {
				if car.left == i && (car.state == done || car.state == retired) && car.lapper == 0 {
					t.Gone = append(t.Gone, e.car(c))
				}
			}
		}
	}
	return t
}

// ruleFor is the rule of the limit a move rests on, when the game has not
// explained it yet.
func (e *engine) ruleFor(b before, car Car) referee.Message {
	switch {
	case b.moved == 0 && e.explain(explainedLeader):
		return leaderRule
	case b.moved == 0:
	case b.prevZero:
		switch {
		case !e.explain(explainedZero):
		case b.moved == 1:
			return zeroSecondRule
		default:
			return AfterZero{Car: car}
		}
	case b.moved == 1 && e.explain(explainedSecond):
		return secondRule
	case b.moved > 1 && e.explain(explainedLater):
		return laterRule
	}
	return nil
}

// lapOf is car other lapped by the leader that started from from: where
// it stood and how far behind, and where the leader met it, counted in
// the leader's lap: the first distance past from (or from itself, for a
// step inward) that is the same cell of the track.
func (e *engine) lapOf(from pos, other int) (Lap, pos) {
	behind, whole := e.behind(from, other)
	exact := whole > 0 && behind%e.length == 0
	at := e.cars[other].pos
	at.dist += e.length * whole
	if !exact {
		at.dist += e.length
	}
	return Lap{Car: e.car(other), Cell: cellOf(e.cars[other].pos), Laps: lapWords(whole),
		Almost: whole == 0, Exact: exact, At: cellOf(at), Apart: lapWords((at.dist - e.cars[other].dist) / e.length),
		Behind: cells(behind)}, at
}
