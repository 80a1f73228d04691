package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// What a legal move did, for --explain and the table.

// Moved tells a move: the step, or the chain and the pieces it hops; and
// how many of the mover's pieces are in their target now, when the move
// brought one in or took one out.
type Moved struct {
	Player   string
	From, To string
	Hops     int      // 0: a step
	Path     string   // a chain's holes, start first
	Over     []Hopped // the pieces a chain hops over
	Entered  bool     // a piece came into the target
	Left     bool     // a piece went out of it
	In, Of   int      // the mover's pieces in the target now, of all they have
	Point    int      // the target point
	Fifteen  bool     // the target is the point and the five holes in front of it
}

func (Moved) Code() referee.Code { return "chinese-checkers.told.move" }

// HopCount is a chain's hops with their unit.
func (m Moved) HopCount() referee.Quantity {
	return referee.Quantity{Count: m.Hops, Unit: "chinese-checkers.unit.hop"}
}

// Finished tells that a player has filled their target, and their place.
type Finished struct {
	Player  string
	Place   Place
	Parlett bool `say:"-"`        // under blocking: parlett, with some holes full of others' pieces
	Own     int  `say:"optional"` // then: their own pieces there
	Point   int  `say:"optional"`
	Fifteen bool `say:"optional"`
}

func (m Finished) Code() referee.Code {
	id := "chinese-checkers.told.finish"
	if m.Parlett {
		id += "-parlett"
	}
	if m.Place.N == 1 {
		id += "-first"
	}
	return referee.Code(id)
}

// AllPlaced tells the places once every place is decided.
type AllPlaced struct {
	Places []Placed
}

func (AllPlaced) Code() referee.Code { return "chinese-checkers.told.all-placed" }

// StillRacing tells who races on after a player finished.
type StillRacing struct {
	Racing []string
	First  bool `say:"-"` // the winner has just finished: the others play on for places
}

func (m StillRacing) Code() referee.Code {
	if m.First {
		return "chinese-checkers.told.play-on"
	}
	return "chinese-checkers.told.still-racing"
}

// Passed tells a pass by a player with no move.
type Passed struct {
	Player string
}

func (Passed) Code() referee.Code { return "chinese-checkers.told.pass" }
