package turbo

import "github.com/boardgame-referee/referee/referee"

// The refusals of the game, each a rule code of Spec.Rules, and the
// entries as a refusal names them.

// PlayerOut refuses a card of a player who is out.
type PlayerOut struct {
	Player string
	// Card is the card written, which does not count; the pile is empty,
	// so no card was there to turn up (English leaves it to the label).
	Card Written `say:"optional"`
}

func (PlayerOut) Code() referee.Code { return CodePlayerOut }

// NoSuchCard refuses a card that does not exist: one of several kinds
// (Mixed), of a count no card shows, or one the base deck lacks (Base).
type NoSuchCard struct {
	Player    string // who would turn it up
	Card      Written
	Mixed     bool // animals of several kinds, or a chameleon with them
	Base      bool // the house rule `deck: base`
	Chameleon bool // a chameleon, which the base deck lacks
}

func (NoSuchCard) Code() referee.Code { return CodeNoSuchCard }

// TooManyCopies refuses a card of the base deck whose every copy lies open.
type TooManyCopies struct {
	Player  string
	Card    Card
	Copies  int      // the copies the base deck has
	Holders []string // whose open piles hold them
	// HoldersMore: Holders names more than one player, for the number of
	// «стопка» and its verb in Russian.
	HoldersMore bool `say:"optional"`
}

func (TooManyCopies) Code() referee.Code { return CodeTooManyCopies }

// Count picks the plural form by the copies.
func (m TooManyCopies) Count() int { return m.Copies }

// CardBuried refuses a card of the base deck whose copies all lie open or
// at the bottom of a face-down pile, where a round's winner put them: the
// copy nearest the top lies in Owner's pile under Above cards.
type CardBuried struct {
	Player string
	Card   Card
	Owner  string
	Own    bool `say:"optional"` // the pile is the player's own (Owner is Player): "Boris’s own"; Russian names the pile «колода игрока Boris» either way
	Above  int
	Copies int // the copies of the card in the base deck: one, or all the others lie open
}

func (CardBuried) Code() referee.Code { return CodeCardBuried }

// Count picks the plural form by the cards above.
func (m CardBuried) Count() int { return m.Above }

// CallWhileOut refuses a call by a player who is out.
type CallWhileOut struct {
	Player string
	Call   Call
	Touch  bool // the call is a touch of the task card, which is not shouted
}

func (CallWhileOut) Code() referee.Code { return CodeCallWhileOut }

// TaskMissing refuses a card or a call while no task card is on the table:
// before the first, or after a won round before the next (Winner).
type TaskMissing struct {
	Move referee.Message `say:"optional"` // the entry refused; Russian names what may not be done instead
	// Turned, Player and Card: the entry is a card turned up, by Player;
	// Russian says «Боря не может открыть карту «2 птицы»» of it.
	Turned bool    `say:"optional"`
	Player string  `say:"optional"`
	Card   Written `say:"optional"`
	Winner string  // who won the last round; "" before any
	Touch  bool    // the entry is a touch of the task card
	// TaskKey and EndWord are `task:` and `end` in the record's own key
	// words, as the closing sentence quotes them: one instruction a game.
	TaskKey string
	EndWord string `say:"optional"` // said after a won round
}

func (TaskMissing) Code() referee.Code { return CodeTaskMissing }

// TaskStands refuses a new task card (New), or the end of the tasks, while
// a task stands.
type TaskStands struct {
	Task Task
	New  Task // zero for `end`
}

func (TaskStands) Code() referee.Code { return CodeTaskStands }

// CallerMissing refuses a call that names nobody.
type CallerMissing struct {
	Call  Call
	Touch bool // the call is a touch of the task card, which is not shouted
	// Player names a player of this game for the example line, so the
	// example is one the reader could have written.
	Player string
	Word   string // the call's word in the record's own language: «турбо», "turbo"
}

func (CallerMissing) Code() referee.Code { return CodeCallerMissing }

// Skipped are the players who are out, passed over in the order.
type Skipped struct {
	Players []string
}

func (Skipped) Code() referee.Code      { return "turbo.word.skipped" }
func (m Skipped) Count() int            { return len(m.Players) }
func (LastPlayerIn) Code() referee.Code { return "turbo.ended.last-in" }
func (TasksRanOut) Code() referee.Code  { return "turbo.ended.tasks" }

// LastPlayerIn: the game ended with one player still in.
type LastPlayerIn struct {
	Player string
}

// TasksRanOut: the game ended with the task cards.
type TasksRanOut struct{}

// CardEntry is a card turned up, as a refusal names it.
type CardEntry struct {
	Player string
	Card   Written
}

func (CardEntry) Code() referee.Code { return "turbo.event.card" }

// CallEntry is a call, as a refusal names it.
type CallEntry struct {
	Player string
	Call   Call
}

func (CallEntry) Code() referee.Code { return "turbo.event.call" }

// TouchEntry is a touch of the task card, as a refusal names it.
type TouchEntry struct {
	Player string
}

func (TouchEntry) Code() referee.Code { return "turbo.event.touch" }

// TaskEntry is a new task card, as a refusal names it.
type TaskEntry struct {
	Task Task
}

func (TaskEntry) Code() referee.Code { return "turbo.event.task" }

// EndEntry is the end of the task cards, as a refusal names it.
type EndEntry struct{}

func (EndEntry) Code() referee.Code { return "turbo.event.end" }
