package turtles

import "github.com/boardgame-referee/referee/referee"

// PassUnverified: a pass is taken on trust, since a transcript records no
// hands. A reading the session says once a game, the first time a player
// passes; it names nobody, as it holds for every pass.
type PassUnverified struct{}

func (PassUnverified) Code() referee.Code { return CodePassUnverified }

// StartTieReading: the referee's reading of a tie between players'
// turtles that stand apart on the start, where the rules give no
// tie-break.
type StartTieReading struct{}

func (StartTieReading) Code() referee.Code { return CodeReadingStartTie }
