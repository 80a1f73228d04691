package bigraces

import "github.com/boardgame-referee/referee/referee"

// The rule codes of big-races (stable: they never change meaning once
// released), and its note codes.
const (
	CodeTooFar         referee.Code = "big-races.too-far"
	CodeNoCost         referee.Code = "big-races.no-cost"
	CodeBadStep        referee.Code = "big-races.bad-step"
	CodeOffTrack       referee.Code = "big-races.off-track"
	CodeOccupied       referee.Code = "big-races.occupied"
	CodeCellTwice      referee.Code = "big-races.cell-twice"
	CodeOnlyLeaderLaps referee.Code = "big-races.only-leader-laps"
	CodeWrongCar       referee.Code = "big-races.wrong-car"
	CodeCarGone        referee.Code = "big-races.car-gone"
	CodeZeroWithMove   referee.Code = "big-races.zero-with-move"
	CodeRaceOver       referee.Code = "big-races.race-over"

	CodeSetup referee.Code = "big-races.setup" // a note: a mid-race position

	// The referee's own readings of what the rules leave open: notes said
	// once a game, the first time a game relies on one.
	CodeReadingLeftOut          referee.Code = "big-races.reading.left-out"
	CodeReadingLappedBeforeTurn referee.Code = "big-races.reading.lapped-before-turn"
	CodeReadingPlayerForCar     referee.Code = "big-races.reading.player-for-car"
	CodeReadingLappedAtOnce     referee.Code = "big-races.reading.lapped-at-once"
	CodeReadingLappedStoppedOn  referee.Code = "big-races.reading.lapped-stopped-on"
	CodeReadingPastLine         referee.Code = "big-races.reading.past-line"
	CodeReadingSameRound        referee.Code = "big-races.reading.same-round"
	CodeReadingNoneFinished     referee.Code = "big-races.reading.none-finished"
	CodeReadingTie              referee.Code = "big-races.reading.tie"
)
