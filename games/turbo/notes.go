package turbo

import "github.com/boardgame-referee/referee/referee"

// What the referee decides on the way without a violation, each a note
// code of Spec.Notes: a call judged, the penalty, the round won, a missed
// «Турбо!», a player going out, and the referee's readings.

// RightTurbo: «Турбо!» on a task that holds.
type RightTurbo struct {
	Player string
	Task   Task
	Checks []Check
	Absent []Animal // the task's animals that show nowhere: zero
	Early  bool     // no card turned up since the task went up
}

func (RightTurbo) Code() referee.Code { return CodeRightTurbo }

// WrongTurbo: «Турбо!» on a task that does not hold.
type WrongTurbo struct {
	Player  string
	Task    Task
	Checks  []Check
	Absent  []Animal
	Early   bool
	Forsazh bool // a chameleon was just turned up: «Форсаж!» was the call
}

func (WrongTurbo) Code() referee.Code { return CodeWrongTurbo }

// RightForsazh: «Форсаж!» on a chameleon, the task not holding.
type RightForsazh struct {
	Player string
	Owner  string // who turned up the chameleon
	Task   Task
	Checks []Check
	Absent []Animal
}

func (RightForsazh) Code() referee.Code { return CodeRightForsazh }

// WrongForsazh: «Форсаж!» with no chameleon just turned up, or on one
// while the task holds (Holds). With no card turned up since the task, it
// says so; with `open:`, that the player before the one due shows none
// (Before); else what the last card was (Last, Owner).
type WrongForsazh struct {
	Player string
	Holds  bool
	Task   Task
	Checks []Check
	Absent []Animal
	Before string
	Last   Card
	Owner  string
}

func (WrongForsazh) Code() referee.Code { return CodeWrongForsazh }

// Touch: the task card touched, which costs the penalty.
type Touch struct {
	Player string
}

func (Touch) Code() referee.Code { return CodeTouch }

// Penalty: the caller gives one card to each other player still in, as
// far as the cards go.
type Penalty struct {
	Player  string
	Paid    []string         // who got a card, in the order given
	Unpaid  []string         // who got none: the caller's cards ran out
	Out     []string         // who got none: out of the game
	Left    referee.Quantity // the caller's face-down cards left
	Counted bool             // the piles are counted (`cards:`)
}

func (Penalty) Code() referee.Code { return CodePenalty }

// Count picks the plural form by the cards given.
func (m Penalty) Count() int { return len(m.Paid) }

// Given is the cards given, with their unit.
func (m Penalty) Given() referee.Quantity { return cardsOf(len(m.Paid)) }

// RoundWon: a right call wins the round and the other open piles.
type RoundWon struct {
	Player  string
	Cards   referee.Quantity // the cards taken
	From    []Taken          // whose, and how many of each
	Unseen  bool             // `open:` showed some of the piles in part only
	Owners  []string         // whose piles, when Unseen
	Seen    int              // the cards of them the referee saw, when Unseen
	Counted bool             // the face-down piles are counted still
	Lost    bool             // they are counted no more from here
	Down    referee.Quantity // the winner's face-down cards now, when Counted
}

func (RoundWon) Code() referee.Code { return CodeRoundWon }

// Taken is how many cards a round's winner took from a player's open pile.
type Taken struct {
	Player string
	Cards  int
}

func (Taken) Code() referee.Code { return "turbo.word.taken" }

// MissedTurbo: the task held, and the next card came with nobody calling.
type MissedTurbo struct {
	Player string // who turned up the next card
	Owner  string // who turned up the card it held after; "" when it held as it was put up
	After  Card
	Checks []Check
	Absent []Animal
}

func (MissedTurbo) Code() referee.Code { return CodeMissedTurbo }

// GoesOut: a player's face-down pile ran out.
type GoesOut struct {
	Player string
}

func (GoesOut) Code() referee.Code { return CodeGoesOut }

// Reading is one of the referee's readings of what the rules leave open,
// by its note code: said once a game.
type Reading referee.Code

func (r Reading) Code() referee.Code { return referee.Code(r) }

// cardsOf counts cards with their unit: «3 карты».
func cardsOf(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: "turbo.unit.card"} }
