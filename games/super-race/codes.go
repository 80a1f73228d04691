package superrace

import "github.com/boardgame-referee/referee/referee"

// The rule codes of super-race. They never change meaning once released.
const (
	CodeFiveDice    referee.Code = "super-race.five-dice"
	CodeNotRolled   referee.Code = "super-race.colour-not-rolled"
	CodeEveryDie    referee.Code = "super-race.every-die"
	CodeDieShape    referee.Code = "super-race.die-shape"
	CodeOffTrack    referee.Code = "super-race.off-track"
	CodeWrongColour referee.Code = "super-race.wrong-colour"
	CodeUsedSquare  referee.Code = "super-race.used-square"
	CodeDeadEnd     referee.Code = "super-race.dead-end"
	CodePass        referee.Code = "super-race.pass"
	CodeStartSquare referee.Code = "super-race.start-square"
	CodeExtraTwice  referee.Code = "super-race.extra-twice"
	CodeExtraLate   referee.Code = "super-race.extra-late"
	CodeWrongPlayer referee.Code = "super-race.wrong-player"
	CodeGameOver    referee.Code = "super-race.game-over"

	CodeTrackDefault referee.Code = "super-race.track-default" // a note

	// The referee's own readings of what the rules leave open: notes said
	// once a game, the first time a game relies on one.
	CodeReadingDeadEnd         referee.Code = "super-race.reading.dead-end"
	CodeReadingNoExtraFinal    referee.Code = "super-race.reading.no-extra-final"
	CodeReadingNoExtraFinished referee.Code = "super-race.reading.no-extra-finished"
	CodeReadingCrossCount      referee.Code = "super-race.reading.cross-count"
	CodeReadingHalfSquare      referee.Code = "super-race.reading.half-square"
	CodeReadingShared          referee.Code = "super-race.reading.shared"
	CodeReadingSoloScore       referee.Code = "super-race.reading.solo-score"
)

// notes lists the note codes worth explaining.
var notes = []referee.Code{CodeTrackDefault, CodeReadingDeadEnd, CodeReadingNoExtraFinal, CodeReadingNoExtraFinished,
	CodeReadingCrossCount, CodeReadingHalfSquare, CodeReadingShared, CodeReadingSoloScore}

// rules lists the rule codes in the order `referee explain` shows them.
var rules = []referee.Code{
	CodeFiveDice, CodeNotRolled, CodeEveryDie, CodeDieShape,
	CodeOffTrack, CodeWrongColour, CodeUsedSquare, CodeDeadEnd,
	CodePass, CodeStartSquare,
	CodeExtraTwice, CodeExtraLate, CodeWrongPlayer, CodeGameOver,
}
