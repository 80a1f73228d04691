package turtles

import "github.com/boardgame-referee/referee/referee"

// Where a race stands, or why it ended as it did: the reason the closing
// sentence gives (referee.Outcome's Why).

// AllOnStart: no turtle has left the start.
type AllOnStart struct{}

func (AllOnStart) Code() referee.Code { return "turtles.why.all-on-start" }

// Leading: the race goes on; these turtles are in front.
type Leading struct {
	Turtles []Turtle // bottom to top
	Square  Square
}

func (Leading) Code() referee.Code { return "turtles.why.leading" }

// Finish is how a race ended: the turtle that reached the finish, whether
// it is nobody's, and the other turtles of nobody's on the finish: part
// of each reason below.
type Finish struct {
	Turtle  Turtle
	Nobodys bool     // the turtle that finished is no player's
	Others  []Turtle // nobody's turtles it carried onto the finish (when it is a player's)
}

func (Finish) Code() referee.Code { return "turtles.why.finished" }

// Several reports whether more than one of nobody's turtles rode along.
func (f Finish) Several() bool { return len(f.Others) > 1 }

// NoColours: the race is over, but without colors: nobody can be named.
type NoColours struct {
	Finish Finish
	Order  []Placed // every turtle, first to last
}

func (NoColours) Code() referee.Code { return "turtles.why.no-colours" }

// Placed is a turtle and its square, in the race order.
type Placed struct {
	Turtle Turtle
	Square Square
}

func (Placed) Code() referee.Code { return "turtles.order-item" }

// Furthest: one player's turtle is further than any other player's.
type Furthest struct {
	Finish Finish
	Turtle Turtle
	Player string
	Square OnSquare
}

func (Furthest) Code() referee.Code { return "turtles.why.furthest" }

// Lowest: players' turtles share the furthest square, in one tower; the
// lowest of them wins.
type Lowest struct {
	Finish     Finish
	Contenders []Owned // in seat order
	Turtle     Turtle  // the lowest
	Square     OnSquare
}

func (Lowest) Code() referee.Code { return "turtles.why.lowest" }

// SharedOnStart: the furthest players' turtles all stand apart on the
// start, and nothing tells them apart.
type SharedOnStart struct {
	Finish     Finish
	Contenders []Owned
}

func (SharedOnStart) Code() referee.Code { return "turtles.why.start-tie" }

// Owned is a player's turtle, named with its player: «жёлтая (Нина)».
type Owned struct {
	Turtle Turtle
	Player string
}

func (Owned) Code() referee.Code { return "turtles.owned" }
