package turtles

import "github.com/boardgame-referee/referee/referee"

// Where a race stands, or why it ended as it did: the reason the closing
// sentence gives (referee.Outcome's Why). The turtle that reached the
// finish is named in each reason of a race over, and whether it is
// nobody's: «ничейные фигуры могли вызвать окончание гонки…, но сами
// победителями не становятся».

// AllOnStart: no turtle has left the start.
type AllOnStart struct{}

func (AllOnStart) Code() referee.Code { return "turtles.why.all-on-start" }

// Leading: the race goes on; these turtles are in front.
type Leading struct {
	Turtles []Turtle // bottom to top
	Square  OnSquare
}

func (Leading) Code() referee.Code { return "turtles.why.leading" }

// NoColours: the race is over, but without colors: nobody can be named.
type NoColours struct {
	Finisher Turtle
	Order    []Standing // every turtle, by squares from the finish back
}

func (NoColours) Code() referee.Code { return "turtles.why.no-colours" }

// Furthest: one player's turtle is further than any other player's.
type Furthest struct {
	Finisher Turtle
	Nobodys  bool // the turtle that finished is no player's
	Turtle   Turtle
	Player   string
	Square   OnSquare
}

func (Furthest) Code() referee.Code { return "turtles.why.furthest" }

// Lowest: players' turtles share the furthest square, in one tower; the
// lowest of them wins.
type Lowest struct {
	Finisher   Turtle
	Nobodys    bool    // the turtle that finished is no player's
	Contenders []Owned // in seat order
	Turtle     Turtle  // the lowest
	Square     OnSquare
}

func (Lowest) Code() referee.Code { return "turtles.why.lowest" }

// SharedOnStart: a turtle of nobody's finished while the players' turtles
// all stood apart on the start, and nothing tells them apart.
type SharedOnStart struct {
	Finisher   Turtle
	Contenders []Owned
}

func (SharedOnStart) Code() referee.Code { return "turtles.why.start-tie" }

// Owned is a player's turtle, named with its player: «жёлтая (Нина)».
type Owned struct {
	Turtle Turtle
	Player string
}

func (Owned) Code() referee.Code { return "turtles.owned" }
