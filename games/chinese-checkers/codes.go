package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// The rule codes of Chinese checkers (stable once released).
const (
	CodeStepNotAdjacent  referee.Code = "chinese-checkers.step-not-adjacent"
	CodeStepToOccupied   referee.Code = "chinese-checkers.step-to-occupied"
	CodeHopOverEmpty     referee.Code = "chinese-checkers.hop-over-empty"
	CodeHopTooLong       referee.Code = "chinese-checkers.hop-too-long"
	CodeHopOffLine       referee.Code = "chinese-checkers.hop-off-line"
	CodeHopOntoOccupied  referee.Code = "chinese-checkers.hop-onto-occupied"
	CodeStepThenHop      referee.Code = "chinese-checkers.step-then-hop"
	CodeHopThenStep      referee.Code = "chinese-checkers.hop-then-step"
	CodeChainRepeatsHole referee.Code = "chinese-checkers.chain-repeats-hole"
	CodeChainEndsAtStart referee.Code = "chinese-checkers.chain-ends-at-start"
	CodeFromEmpty        referee.Code = "chinese-checkers.from-empty"
	CodeNotOwnPiece      referee.Code = "chinese-checkers.not-own-piece"
	CodeWrongPlayer      referee.Code = "chinese-checkers.wrong-player"
	CodePassWithMove     referee.Code = "chinese-checkers.pass-with-move"
	CodeLeftGoal         referee.Code = "chinese-checkers.left-goal"
	CodePlayerFinished   referee.Code = "chinese-checkers.player-finished"
	CodeGameOver         referee.Code = "chinese-checkers.game-over"

	// Notes about a non-standard start.
	CodeFivePlayers  referee.Code = "chinese-checkers.five-players"
	CodeSeatsOrder   referee.Code = "chinese-checkers.seats-order"
	CodePartialSetup referee.Code = "chinese-checkers.partial-setup"
	// A Cyrillic «н» read as the one row that makes a legal move.
	CodeRowRead referee.Code = "chinese-checkers.row-read"

	// The referee's own readings of what the rules leave open: notes said
	// once a game, the first time a game relies on one.
	CodeReadingChainOnce referee.Code = "chinese-checkers.reading.chain-once"
	CodeReadingChainEnd  referee.Code = "chinese-checkers.reading.chain-end"
	CodeReadingPass      referee.Code = "chinese-checkers.reading.pass"
)
