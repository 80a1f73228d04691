package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// The reasons an outcome gives: where the race stands, or how it was won.
// The referee's closing sentence names the winner, so these do not.

// Racing: nobody has filled their target yet.
type Racing struct {
	Players []Progress
	AnyIn   bool // some player has a piece in their target: the counts are worth saying
	Fifteen bool // the targets are the points and the five holes in front of them
}

func (Racing) Code() referee.Code { return "chinese-checkers.why.racing" }

// Won: a player has filled their target: the places after theirs, and who
// still races for the rest.
type Won struct {
	Parlett bool     // under blocking: parlett, the target full with others' pieces in it
	Fifteen bool     // the target is the point and the five holes in front of it
	Next    []string // the players placed after the winner, in order; nil in a game of two
	Racing  []string // those still racing; nil once every place is decided
}

func (Won) Code() referee.Code { return "chinese-checkers.why.won" }

// howPlaced is how a game ends, for a move refused after it.
const howPlaced = referee.Term("chinese-checkers.how.placed")
