package turbo

import "github.com/boardgame-referee/referee/referee"

// What a move did, told with --explain and at the table: one sentence a
// move. A call is told by its notes.

// TurnedUp: a card turned up, what it covers, and what the table shows
// then of the animals the task names (none when the card ends the game).
type TurnedUp struct {
	Player  string
	Card    Card
	Covered Card // the card it covers; zero when none
	// The booklet says «карта с хамелеоном», not «карта „хамелеон“».
	Chameleon   bool `say:"optional"` // the card turned up is a chameleon
	OnChameleon bool `say:"optional"` // the card it covers is a chameleon
	OnTable     Tallies
	Holds       bool // the task holds: «Турбо!» is due
	// Still: the task held before this card too, and nobody called: the
	// condition is «по-прежнему выполнено», not newly met.
	Still   bool `say:"optional"`
	Forsazh bool // a chameleon, and the task does not hold: «Форсаж!» is due
	// Over: the card ends the game (its player's last, with one player
	// left in): the table is told, but no call is due.
	Over bool `say:"optional"`
	// Under: a covered card lies on the table, so the count is of the open
	// cards («на открытых картах»), not of the table; None: every animal
	// counted is absent («нет ни одной лягушки»).
	Under bool
	None  bool `say:"optional"`
	// Named: the Forsazh rule has been named before in this game, so the
	// English says it without its gloss (“Boost”) again.
	Named bool `say:"optional"`
}

func (TurnedUp) Code() referee.Code { return "turbo.told.turn-up" }

// NewTask: a new task card put up, what the table shows of its animals,
// and who turns up the next card.
type NewTask struct {
	Task    Task
	OnTable Tallies
	Holds   bool
	Player  string
	// Under: a covered card lies on the table, so the count is of the open
	// cards («на открытых картах»), not of the table; None: every animal
	// counted is absent («нет ни одной лягушки»).
	Under bool
	None  bool `say:"optional"`
}

func (NewTask) Code() referee.Code { return "turbo.told.new-task" }

// TasksOut: the task cards have run out.
type TasksOut struct{}

func (TasksOut) Code() referee.Code { return "turbo.told.end" }
