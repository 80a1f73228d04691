package turtles

import "github.com/boardgame-referee/referee/referee"

// Card is a card as its face reads: a colour card («синяя +2»), a rainbow
// card («разноцветная −1») or a last-turtle card («отстающая +2»), said
// with the turtle the player chose, as the move wrote it.
type Card struct {
	Turtle  Turtle // the card's colour, or the turtle chosen
	Rainbow bool
	Last    bool
	Step    string // +1, −1, as written (a step no card has is quoted back)
}

func (Card) Code() referee.Code { return "turtles.card" }

// cardOf is the card a move plays (not a pass).
func cardOf(m move) Card {
	step := signed(m.step)
	if m.step == tooFar {
		step = m.written // a number too large to be read back
	}
	return Card{Turtle: m.colour, Rainbow: m.kind == rainbowCard, Last: m.kind == lastCard, Step: step}
}

// Playable is a colour card or a pass as `referee moves` lists it: words
// the grammar reads back, in the language spoken.
type Playable struct {
	Turtle Turtle
	Step   int `say:"-"` // said through Signed, with a true minus
	Pass   bool
}

func (Playable) Code() referee.Code { return "turtles.move" }

// Signed is the step as a card prints it, with a true minus («−1»), in
// every language (the grammar reads it back).
func (p Playable) Signed() string { return signed(p.Step) }

// PassWhenStuck says, above the list of moves, when the pass listed with
// them may be played: «Если у игрока нет ни одной подходящей для
// розыгрыша карты, он пропускает ход».
type PassWhenStuck struct{}

func (PassWhenStuck) Code() referee.Code { return "turtles.pass-when-stuck" }
