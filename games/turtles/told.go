package turtles

import "github.com/boardgame-referee/referee/referee"

// Moved is what a card did, said as one sentence: the turtle it moved and
// where, the choice a last-turtle card made, the turtles that rode along,
// a move cut short at the finish, and where they all stand now.
type Moved struct {
	Card   Card `say:"optional"` // the card played, which the move's label names already
	Turtle Turtle
	Back   bool
	Steps  referee.Quantity // the squares it went
	From   FromSquare
	To     ToSquare
	// Rearmost are the turtles a last-turtle card could move, on the
	// rearmost square (From); nil for another card.
	Rearmost []Turtle
	Riders   []Turtle         // the turtles it carried, bottom to top
	Past     referee.Quantity // how far the card would have gone past the finish (Count 0: not past)
	// Stack is who stands on To now, bottom to top; on the start, where
	// they stand apart, those that came.
	Stack []Turtle
}

func (Moved) Code() referee.Code { return "turtles.told.move" }

// Last reports whether a last-turtle card was played.
func (m Moved) Last() bool { return m.Rearmost != nil }

// Chose reports whether the last-turtle card had a choice to make.
func (m Moved) Chose() bool { return len(m.Rearmost) > 1 }

// Several reports whether more than one turtle rode along.
func (m Moved) Several() bool { return len(m.Riders) > 1 }

// Alone reports whether the turtle stands alone where it went.
func (m Moved) Alone() bool { return len(m.Stack) == 1 }

// Overshot reports whether the card would have gone past the finish.
func (m Moved) Overshot() bool { return m.Past.Count > 0 }

// ToStart and ToFinish report where the turtle went.
func (m Moved) ToStart() bool  { return m.To.N == 0 }
func (m Moved) ToFinish() bool { return m.To.Finish }

// Rear is the rearmost square a last-turtle card moved from, named.
func (m Moved) Rear() Square { return Square(m.From) }

// There is where the turtle went, as where it stands now.
func (m Moved) There() OnSquare { return OnSquare(m.To) }

// Passed: a player passes.
type Passed struct{ Player string }

func (Passed) Code() referee.Code { return "turtles.told.pass" }

// played plays a card and says what it did.
func (r *race) played(m move) Moved {
	t := m.colour
	from := r.square[t]
	told := Moved{Card: cardOf(m), Turtle: t, Back: m.step < 0, From: FromSquare(r.squareOf(from))}
	if m.kind == lastCard {
		_, told.Rearmost = r.rearmost()
	}
	over := from + m.step - r.track
	riders := r.move(t, m.step)
	to := r.square[t]
	told.To = ToSquare(r.squareOf(to))
	told.Steps = referee.Quantity{Count: abs(to - from), Unit: unitSquare}
	told.Riders = append([]Turtle(nil), riders[1:]...)
	told.Past = referee.Quantity{Count: max(over, 0), Unit: unitSquare}
	told.Stack = r.on(to)
	if to == 0 {
		told.Stack = append([]Turtle(nil), riders...)
	}
	return told
}

// unitSquare counts squares: «2 клетки».
const unitSquare = "turtles.unit.square"
