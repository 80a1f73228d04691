package bigraces

import "github.com/boardgame-referee/referee/referee"

// Limit says where the limit of the car due comes from (seed): «Фишка-лидер
// перемещается на 1, 2, 3 или 4 клетки … Вторая машина продвигается …
// самое большое — на 2 клетки больше, чем прошел лидер. Третья … на одну
// клетку больше, чем прошла предыдущая фишка.»
type Limit struct {
	Leader bool // the car due leads the round
	Second bool // it moves second, after the leader
	// Prev is the car that moved before it (for the second, the leader),
	// and Spent what Prev spent: its whole limit when its move was left
	// out (LeftOut), nothing when it declared zero (Zero).
	Prev    Car
	Spent   referee.Quantity
	Zero    bool
	LeftOut bool
	// Passed are the cars lapped in this round after Prev, before their
	// turn: they make no move, and the limit follows the cars that moved
	// (RULES.md), which the rule text never had to say.
	Passed []Car
}

func (Limit) Code() referee.Code { return "big-races.why.limit" }

// OnePassed says whether one car was passed over, for the sentence's
// number.
func (l Limit) OnePassed() bool { return len(l.Passed) == 1 }

// limitWhy says where the limit of the car due comes from.
func (e *engine) limitWhy() Limit {
	if e.moved == 0 {
		return Limit{Leader: true}
	}
	prev := &e.cars[e.prev]
	l := Limit{Second: e.moved == 1, Prev: e.car(e.prev), Spent: cells(e.prevCost), Zero: prev.state == zeroed}
	// --keep-going left its move out: Skip counted its whole limit.
	l.LeftOut = !l.Zero && prev.leftOut
	if passed := e.passed(nil); len(passed) > 0 {
		l.Passed = e.carsOf(passed)
	}
	return l
}

// passed appends the cars lapped in this round after the car that moved
// last, before their turn.
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

// limitReadings are the referee's readings the limit of the car due rests
// on: a move left out before it (--keep-going), a car lapped before its
// turn.
func (e *engine) limitReadings() []referee.Message {
	var out []referee.Message
	if e.moved > 0 && e.cars[e.prev].leftOut && e.cars[e.prev].state != zeroed {
		out = append(out, ReadingLeftOut)
	}
	var buf [1]int
	if c := e.due(); c >= 0 && len(e.passed(buf[:0])) > 0 {
		out = append(out, LappedBeforeTurn{Car: e.car(c), Second: e.moved == 1})
	}
	return out
}
