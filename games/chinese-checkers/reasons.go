package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// The reasons an outcome gives: where the race stands, or how it was won.

// Racing: nobody has filled their target yet.
type Racing struct {
	Players []Progress
	Fifteen bool // the targets are the points and the five holes in front of them
}

func (Racing) Code() referee.Code { return "chinese-checkers.why.racing" }

// Won: a player has filled their target; the places known, and who still
// races for the rest (nil once every place is decided).
type Won struct {
	Player  string
	Parlett bool // under blocking: parlett
	Point   int
	Fifteen bool
	Places  []Placed
	Racing  []string `say:"optional"`
}

func (m Won) Code() referee.Code {
	if m.Racing == nil {
		return "chinese-checkers.why.decided"
	}
	return "chinese-checkers.why.play-on"
}

// GameEnded is how the game ended, for a move refused after it: every
// place is decided.
type GameEnded struct {
	Places []Placed
}

func (GameEnded) Code() referee.Code { return "chinese-checkers.how.placed" }
