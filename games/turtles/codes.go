package turtles

import "github.com/boardgame-referee/referee/referee"

// The rule codes of turtles (stable: they never change meaning once
// released).
const (
	CodeNoSuchCard     referee.Code = "turtles.no-such-card"
	CodeBackFromStart  referee.Code = "turtles.back-from-start"
	CodeNotLast        referee.Code = "turtles.not-last"
	CodeRaceOver       referee.Code = "turtles.race-over"
	CodeRaceOverSetup  referee.Code = "turtles.race-over-setup"
	CodeWrongPlayer    referee.Code = "turtles.wrong-player"
	CodePassUnverified referee.Code = "turtles.pass-unverified" // a note

	// The referee's own readings of what the rules leave open: notes said
	// once a game, the first time a game relies on one.
	CodeReadingStartTie referee.Code = "turtles.reading.start-tie"
)
