package turtles

import "github.com/boardgame-referee/referee/referee"

// Square is a square of the track, named: the start (N 0), a numbered
// square, or the finish, the last one.
type Square struct {
	N      int
	Finish bool
}

func (Square) Code() referee.Code { return "turtles.square" }

// Start reports whether the square is the start.
func (s Square) Start() bool { return s.N == 0 }

// The same square with the preposition a sentence needs, which Russian
// declines with it: where a turtle stands («на клетке 4»), where it comes
// from («со старта») and where it goes («на финиш»).
type (
	OnSquare   Square
	FromSquare Square
	ToSquare   Square
)

func (OnSquare) Code() referee.Code   { return "turtles.square.on" }
func (FromSquare) Code() referee.Code { return "turtles.square.from" }
func (ToSquare) Code() referee.Code   { return "turtles.square.to" }

func (s OnSquare) Start() bool   { return s.N == 0 }
func (s FromSquare) Start() bool { return s.N == 0 }
func (s ToSquare) Start() bool   { return s.N == 0 }

// squareOf names square sq of the race.
func (r *race) squareOf(sq int) Square { return Square{N: sq, Finish: sq == r.track} }
