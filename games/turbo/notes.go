package turbo

import "github.com/boardgame-referee/referee/referee"

// What the referee decides on the way without a violation, each a note
// code of Spec.Notes: a call judged, the penalty, the round won, a missed
// «Турбо!», a player going out, and the referee's readings.

// RightTurbo: «Турбо!» on a task that holds.
type RightTurbo struct {
	Player  string
	Task    Task
	OnTable Tallies // the animals the task names, as the open cards show them
	// Under: a covered card lies on the table, so the count is of the open
	// cards («на открытых картах»), not of the table; None: every animal
	// counted is absent («нет ни одной лягушки»).
	Under bool
	None  bool `say:"optional"`
}

func (RightTurbo) Code() referee.Code { return CodeRightTurbo }

// WrongTurbo: «Турбо!» on a task that does not hold.
type WrongTurbo struct {
	Player  string
	Task    Task
	OnTable Tallies
	Forsazh bool // a chameleon was just turned up: «Форсаж!» was the call
	// Under: a covered card lies on the table, so the count is of the open
	// cards («на открытых картах»), not of the table; None: every animal
	// counted is absent («нет ни одной лягушки»).
	Under bool
	None  bool `say:"optional"`
}

func (WrongTurbo) Code() referee.Code { return CodeWrongTurbo }

// RightForsazh: «Форсаж!» on a chameleon, the task not holding.
type RightForsazh struct {
	Player  string
	Owner   string `say:"optional"` // who turned up the chameleon; "" when `open:` shows several and nobody said
	Task    Task
	OnTable Tallies
	// Under: a covered card lies on the table, so the count is of the open
	// cards («на открытых картах»), not of the table; None: every animal
	// counted is absent («нет ни одной лягушки»).
	Under bool
	None  bool `say:"optional"`
}

func (RightForsazh) Code() referee.Code { return CodeRightForsazh }

// WrongForsazh: «Форсаж!» on a chameleon while the task holds (Holds), or
// with no chameleon just turned up: the last card is another (Last, Owner),
// `open:` shows none for the player before the one due (Before), no open
// card is a chameleon, whoever turned up the last (NoChameleon), or no
// card has been turned up since the task.
type WrongForsazh struct {
	Player      string
	Holds       bool
	NoChameleon bool
	Task        Task
	OnTable     Tallies
	Before      string
	Last        Card
	Owner       string
	// Assumed: `open:` does not say who turned up the last card, and the
	// verdict rests on the card taken to be the last (LastCardAssumed);
	// Chameleons are whose open chameleon, had it come last, makes the
	// call right (ChameleonsMore: more than one of them).
	Assumed        bool
	Chameleons     []string
	ChameleonsMore bool
	// Under: a covered card lies on the table, so the count is of the open
	// cards («на открытых картах»), not of the table; None: every animal
	// counted is absent («нет ни одной лягушки»).
	Under bool
	None  bool `say:"optional"`
}

func (WrongForsazh) Code() referee.Code { return CodeWrongForsazh }

// Touch: the task card touched, which costs the penalty whatever the
// cards: «накрыл карту с заданием по ошибке (или хотя бы коснулся её)».
// Task, OnTable and Holds are the condition as it stood, so the sentence
// can say that a touch is fined even when the condition holds, and why.
type Touch struct {
	Player  string
	Task    Task
	OnTable Tallies // the animals the task names, as the open cards show them
	Holds   bool    // the condition held: the touch is fined all the same
	// Under: a covered card lies on the table, so the count is of the open
	// cards («на открытых картах»), not of the table; None: every animal
	// counted is absent («нет ни одной лягушки»).
	Under bool
	None  bool `say:"optional"`
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
	Counted bool             // the piles are counted (`cards:`), and the caller has some left
	// Last: the piles are counted and the cards given were the caller's
	// last (every player still in got one), so the caller goes out next.
	Last bool
	// UnpaidMore and OutMore: Unpaid and Out name more than one player, for
	// the verb's number («не получает» / «не получают»).
	UnpaidMore, OutMore bool `say:"optional"`
}

func (Penalty) Code() referee.Code { return CodePenalty }

// Count picks the plural form by the cards given.
func (m Penalty) Count() int { return len(m.Paid) }

// RoundWon: a right call wins the round and the other open piles.
type RoundWon struct {
	Player  string
	From    []string         // whose open piles the winner takes; none: nothing to take
	Cards   referee.Quantity // how many cards they hold
	Unseen  bool             // `open:` showed some of them in part only
	Counted bool             // the face-down piles are counted
	Down    referee.Quantity // the winner's face-down pile now, when Counted
	Lost    bool             // the piles are counted no more from here
	OpenKey string           // `open:` in the record's own key words, said when Unseen
	// Hidden, HiddenCard: when Unseen and just one of the piles taken was
	// shown in part only, whose pile that was and the card `open:` gave for
	// it, the one under which the cards are not known; "" otherwise (then
	// the note speaks of the top cards of all the piles).
	Hidden     string `say:"optional"`
	HiddenCard Card   `say:"optional"`
	// HiddenChameleon: that card is a chameleon, said as such.
	HiddenChameleon bool `say:"optional"`
	// Forsazh: the round was won by «Форсаж!», which the booklet does not
	// call a won round (the reading turbo.reading.forsazh-round says so).
	Forsazh bool `say:"optional"`
	// Kept: the winner has an open pile of their own, which stays.
	Kept bool `say:"optional"`
}

func (RoundWon) Code() referee.Code { return CodeRoundWon }

// Count picks the plural form by the piles taken.
func (m RoundWon) Count() int { return len(m.From) }

// MissedTurbo: the task held, and the next card came with nobody calling.
type MissedTurbo struct {
	Player  string  `say:"optional"` // who turned up the next card
	Owner   string  // who turned up the card it held after; "" when it held as it was put up
	After   Card    `say:"optional"` // the card it held after
	Move    int     `say:"optional"` // the number of the move that turned After up
	OnTable Tallies `say:"-"`        // the animals the task names, as they showed then; unsaid, since the card's own line just said them
}

func (MissedTurbo) Code() referee.Code { return CodeMissedTurbo }

// GoesOut: a player's face-down pile ran out, on the last card turned up
// (Last) or on a penalty (Last zero). The note may stand before the line
// that tells the card, so it names the card itself.
type GoesOut struct {
	Player string
	Last   Card
	Pile   bool `say:"optional"` // an open pile stays for the next round's winner
}

func (GoesOut) Code() referee.Code { return CodeGoesOut }

// Reading is one of the referee's readings of what the rules leave open,
// by its note code: said once a game.
type Reading referee.Code

func (r Reading) Code() referee.Code { return referee.Code(r) }

// OrderAfterRound is the reading of who turns up a card after a won round,
// with the players it names: Last turned up the last card (empty when no
// card was turned up in the round), Next turns up the next one. Assumed:
// `open:` gave no `turn:` and no card has been turned up since, so nobody
// knows who turned up the last card, and Next is the referee's start from
// the top of `players:` (a card by anyone else is taken at its word).
type OrderAfterRound struct {
	Last    string
	Next    string
	Assumed bool `say:"optional"`
	// TurnKey and PlayersKey are `turn:` and `players:` in the record's
	// own key words, said when Assumed.
	TurnKey    string `say:"optional"`
	PlayersKey string `say:"optional"`
}

func (OrderAfterRound) Code() referee.Code { return CodeReadingOrderAfterRound }

// NextAfterRound says who turns up the next card after a won round, once
// the reading OrderAfterRound has been said in the game: its facts without
// the explanation.
type NextAfterRound struct {
	Last    string
	Next    string
	Assumed bool `say:"optional"`
	// TurnKey and PlayersKey are `turn:` and `players:` in the record's
	// own key words, said when Assumed.
	TurnKey    string `say:"optional"`
	PlayersKey string `say:"optional"`
}

func (NextAfterRound) Code() referee.Code { return CodeNextAfterRound }

// cardsOf counts cards with their unit: «3 карты».
func cardsOf(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: "turbo.unit.card"} }

// cardsLeft is the cards left in a pile after a penalty: «теперь в ней 16
// карт».
func cardsLeft(n int) referee.Quantity {
	return referee.Quantity{Count: n, Unit: "turbo.unit.card-left"}
}

// cardsTaken is the cards a round's winner takes, said in words when few,
// as the booklet counts cards («в ней одна карта»).
func cardsTaken(n int) referee.Quantity {
	return referee.Quantity{Count: n, Unit: "turbo.unit.card-taken"}
}
