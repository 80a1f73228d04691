package turbo

import "github.com/boardgame-referee/referee/referee"

// The rule codes of «Турбосчёт Форсаж» (stable once released).
const (
	CodeOutOfTurn     referee.Code = "turbo.out-of-turn"
	CodePlayerOut     referee.Code = "turbo.player-out"
	CodeNoSuchCard    referee.Code = "turbo.no-such-card"
	CodeTooManyCopies referee.Code = "turbo.too-many-copies"
	CodeCardBuried    referee.Code = "turbo.card-buried"
	CodeCallWhileOut  referee.Code = "turbo.call-while-out"
	CodeTaskMissing   referee.Code = "turbo.task-missing"
	CodeTaskStands    referee.Code = "turbo.task-stands"
	CodeGameOver      referee.Code = "turbo.game-over"
	CodeCallerMissing referee.Code = "turbo.caller-missing"
)

// The codes of what the referee decides on the way without a violation: a
// call judged right or wrong, the penalty, the round won, a missed «Турбо!»,
// a player going out. Each is a note with its .rule and .example.
const (
	CodeRightTurbo   referee.Code = "turbo.right-turbo"
	CodeWrongTurbo   referee.Code = "turbo.wrong-turbo"
	CodeRightForsazh referee.Code = "turbo.right-forsazh"
	CodeWrongForsazh referee.Code = "turbo.wrong-forsazh"
	CodeTouch        referee.Code = "turbo.touch"
	CodePenalty      referee.Code = "turbo.penalty"
	CodeRoundWon     referee.Code = "turbo.round-won"
	CodeMissedTurbo  referee.Code = "turbo.missed-turbo"
	CodeGoesOut      referee.Code = "turbo.goes-out"
	// Who turns up the next card after a won round, once the reading
	// turbo.reading.order-after-round has been said in the game.
	CodeNextAfterRound referee.Code = "turbo.next-after-round"
)

// The referee's own readings of what the rules leave open: notes said once
// a game, the first time a game relies on one.
const (
	CodeReadingOutNoCalls      referee.Code = "turbo.reading.out-no-calls"
	CodeReadingEarlyCall       referee.Code = "turbo.reading.early-call"
	CodeReadingHoldsAtOnce     referee.Code = "turbo.reading.holds-at-once"
	CodeReadingOrderAfterRound referee.Code = "turbo.reading.order-after-round"
	CodeReadingPenaltyOrder    referee.Code = "turbo.reading.penalty-order"
	CodeReadingPenaltyInOnly   referee.Code = "turbo.reading.penalty-in-only"
	CodeReadingOutNotCounted   referee.Code = "turbo.reading.out-not-counted"
	// A «Форсаж!» wins the round as a «Турбо!» does: the task goes to the
	// discard (the booklet says only that the caller takes the open piles).
	CodeReadingForsazhRound referee.Code = "turbo.reading.forsazh-round"
	// A dispute from `open:` with no `turn:`: a «Форсаж!» judged on the
	// card taken to be the last (LastCardAssumed), and a first card taken
	// from whoever the line names.
	CodeReadingLastCard referee.Code = "turbo.reading.last-card"
	CodeReadingOpenTurn referee.Code = "turbo.reading.open-turn"
)
