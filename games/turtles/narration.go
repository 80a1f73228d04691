package turtles

import "github.com/boardgame-referee/referee/referee"

// Moved is what a card did, said as one sentence: the turtle it moved and
// where, the choice a last-turtle card had, the turtles that rode along,
// and what became of them where they went.
type Moved struct {
	// Player played the card (the player whose turn it was, as for a
	// pass): a last-turtle card with a choice says who chose («выбор
	// делает сыгравший»: «Cat выбирает жёлтую»).
	Player string
	Turtle Turtle
	Back   bool
	From   FromSquare
	To     ToSquare
	// Rearmost are the turtles a last-turtle card could move, on the
	// rearmost square (From); nil for another card.
	Rearmost []Turtle
	Riders   []Rider // the turtles it carried, bottom to top
	// Overshot: the card would have taken it past the finish, where it
	// stops. A step is two squares at most, so it is one square past.
	Overshot bool
	// Tower is the tower the turtles joined, bottom to top, as it stands
	// now; nil when they came to an empty square or the start.
	Tower []Turtle
	// Apart: a tower came back to the start, where turtles stand apart.
	Apart bool
	// Stayed are the turtles the moving turtle left below it in a tower,
	// bottom to top: the booklet's «синяя остаётся на прежней клетке», the
	// point a child gets wrong. Nil on the start, where turtles stand apart.
	Stayed []Turtle
}

func (Moved) Code() referee.Code { return "turtles.told.move" }

// Last reports whether a last-turtle card was played.
func (m Moved) Last() bool { return m.Rearmost != nil }

// Chose reports whether the last-turtle card had a choice to make.
func (m Moved) Chose() bool { return len(m.Rearmost) > 1 }

// Chosen is the turtle the player chose, as Russian says it after
// «выбирает»: «Cat выбирает синюю» (the accusative).
func (m Moved) Chosen() Rider { return Rider(m.Turtle) }

// Everyone reports whether every turtle stood on the rearmost square: then
// the sentence says «все черепахи», not «самые отстающие» and all five.
func (m Moved) Everyone() bool { return len(m.Rearmost) == int(numTurtles) }

// Stacked reports whether the turtles a last-turtle card could choose from
// stand in a tower on a square (not apart on the start): the sentence then
// lists them bottom to top, the order that decides who rides («затем
// посмотрите на порядок в башне»).
func (m Moved) Stacked() bool { return m.Chose() && !m.From.Start() }

// StayedAlone reports whether one turtle stayed, for the verb's number.
func (m Moved) StayedAlone() bool { return len(m.Stayed) == 1 }

// RearOn is the square the turtle left, said as where turtles stand: the
// rearmost square a last-turtle card chose on, or where Stayed stay.
func (m Moved) RearOn() OnSquare { return OnSquare(m.From) }

// Grew reports whether the turtles came to a tower that already stood
// there (two turtles or more), which only grew: «Теперь на клетке 1
// башня…», not «Получилась башня…», which a tower new there says.
func (m Moved) Grew() bool { return len(m.Tower)-1-len(m.Riders) > 1 }

// Landed is the square the turtle came to, said as where turtles stand:
// English names the tower's square («The stack on square 5»), which a
// sentence that also says who stayed behind leaves unclear with "there".
func (m Moved) Landed() OnSquare { return OnSquare(m.To) }

// Passed: a player passes.
type Passed struct{ Player string }

func (Passed) Code() referee.Code { return "turtles.told.pass" }

// beforeMove is what a card's sentence needs of the race before the card
// is played: who plays it, the square the turtle leaves, the choice a
// last-turtle card has and the turtles left below it. It changes nothing.
func (r *race) beforeMove(m move) Moved {
	t := m.colour
	from := r.square[t]
	told := Moved{Player: r.names[r.turn], Turtle: t, Back: m.step < 0, From: FromSquare(r.squareOf(from)), Overshot: from+m.step > r.track}
	if m.kind == lastCard {
		_, told.Rearmost = r.rearmost()
	}
	if from > 0 {
		told.Stayed = append([]Turtle(nil), r.stacks[from][:r.height(t)]...)
	}
	return told
}

// afterMove completes told, taken by beforeMove, once the card has moved
// the turtles moved (bottom to top): where they came to, who rode along
// and the tower they joined. It changes nothing.
func (r *race) afterMove(told Moved, moved []Turtle) Moved {
	to := r.square[told.Turtle]
	told.To = ToSquare(r.squareOf(to))
	told.Riders = riders(moved[1:])
	told.Apart = to == 0 && len(moved) > 1
	// A card never leaves a turtle where it stood, so the turtles joined a
	// tower exactly when more than they stand on their square now.
	if to > 0 && len(r.stacks[to]) > len(moved) {
		told.Tower = r.on(to)
	}
	return told
}
