package turbo

import "github.com/boardgame-referee/referee/referee"

// drawing is what a board of the table shows, as plain data: the text
// board and the picture are both drawn from it.
type drawing struct {
	players []pileView
	sums    Counts
	task    referee.Message // the task in the cards' words and whether it holds; nil with none up
	holds   bool
	status  referee.Message
	last    int // the player who turned up the last card of this round, -1 when none has
	// won is the round the last entry won, nil unless it was a call that
	// won one: the task card is gone from the table and the piles taken,
	// and the picture still shows what was called on.
	won *wonView
	// hideCall: played live, the table's sums, whether the task holds and
	// the right call are the players' to find, not the board's to tell.
	hideCall bool
}

// hidesCall says whether a view keeps the answer from the players: played
// live (referee.LiveKey), the answer is theirs to find; the position
// `open:` gives, before anything is played, is a dispute to settle.
func (t *table) hidesCall(v referee.View) bool {
	return v[referee.LiveKey] != "" && !(t.fromOpen && t.events == 0)
}

// live is the drawing as a table played live shows it (referee.LiveKey):
// no sums, the task without whether it holds, no right call; who turns
// up next is the page's to say.
func (d drawing) live() drawing {
	d.hideCall = true
	if _, ok := d.status.(BoardTurn); ok {
		d.status = nil
	}
	return d
}

// wonView is a round just won, as the engine kept it (table.won): the
// task card won, whether it held, its winner and the open piles taken,
// by player.
type wonView struct {
	task   TaskState
	winner string
	taken  [][]Card
}

// pileView is one player's place at the table.
type pileView struct {
	name string
	down referee.Message // the face-down pile: a count, "out", or not counted
	// downN is the face-down count, -1 when not counted; out: the player
	// is out of the game.
	downN int
	out   bool
	open  []Card // the open pile, bottom to top: only the top card counts
}

// draw builds the drawing from the table.
func (t *table) draw() drawing {
	d := drawing{sums: t.counts(), holds: t.holds(), last: -1}
	// The card taken to be the last only by the default order (`open:`
	// with no `turn:`) is not outlined as the last: nobody said so
	// (outlined, the board named the last card while the table asked
	// who had turned it up).
	if t.last != nil && t.task != nil && !t.lastAssumed() {
		d.last = t.last.who
	}
	for p, name := range t.names {
		v := pileView{name: name, downN: -1, open: t.open[p], down: referee.Term("turbo.board.down-unknown")}
		switch {
		case t.cardsKnown && t.out[p]:
			v.down, v.out, v.downN = referee.Term("turbo.board.down-out"), true, 0
		case t.cardsKnown:
			v.down, v.downN = FaceDown{Cards: cardsOf(t.down[p])}, t.down[p]
		}
		d.players = append(d.players, v)
	}
	if t.task != nil {
		d.task = TaskState{Task: t.task.words(), Holds: d.holds}
	}
	if t.won.who >= 0 && t.won.task != nil {
		d.won = &wonView{task: TaskState{Task: t.won.task.words(), Holds: t.won.holds}, winner: t.names[t.won.who], taken: t.won.taken}
	}
	switch {
	case t.over:
		// The board names the winners as check's closing line does.
		o := t.Outcome()
		d.status = BoardOver{Why: o.Why, Winners: t.namesOf(o.Winners), Shared: len(o.Winners) > 1}
	case t.task == nil:
		d.status = t.waiting()
	default:
		d.status = BoardTurn{Player: t.names[t.turn()], Call: Call(t.rightCall()), Unknown: t.orderUnknown, Depends: t.rests()}
	}
	return d
}

// FaceDown is a face-down pile, counted.
type FaceDown struct {
	Cards referee.Quantity
}

func (FaceDown) Code() referee.Code { return "turbo.board.down" }

// TaskState is the task on the table and whether it holds.
type TaskState struct {
	Task  Task
	Holds bool
}

func (TaskState) Code() referee.Code { return "turbo.board.task" }

// TaskShown is the task on the table said without whether it holds: the
// view of live play, where that is the players' to see (serve).
type TaskShown struct{ Task Task }

func (TaskShown) Code() referee.Code { return "turbo.board.task-shown" }

// BoardOver says that the game is over, who won, and how.
type BoardOver struct {
	Why referee.Message
	// Winners: none when the transcript cannot name them; Shared: more
	// than one, the first place shared.
	Winners []string `say:"optional"`
	Shared  bool     `say:"optional"`
}

func (BoardOver) Code() referee.Code { return "turbo.board.over" }

// BoardTurn says who turns up the next card, and the right call now (none:
// the zero Call).
type BoardTurn struct {
	Player string
	Call   Call
	// Unknown: `open:` with no `turn:`, nobody said who turns up next.
	Unknown bool `say:"optional"`
	// Depends: «Форсаж!» is right or wrong by who turned up the last card.
	Depends bool `say:"optional"`
}

func (BoardTurn) Code() referee.Code { return "turbo.board.turn" }

// Sums are the animals on the open cards. None: no animal shows (only
// chameleons, or no card); Empty: no card is open at all.
type Sums struct {
	OnTable Tallies
	None    bool `say:"optional"`
	Empty   bool `say:"optional"`
}

// sumsOf is the board's count of the animals on the open cards.
func sumsOf(d drawing) Sums {
	s := Sums{OnTable: tallies(d.sums)}
	s.None = absent(s.OnTable)
	s.Empty = true
	for _, v := range d.players {
		if len(v.open) > 0 {
			s.Empty = false
		}
	}
	return s
}

func (Sums) Code() referee.Code { return "turbo.board.sums" }

// PileCard is a card of an open pile on the board.
type PileCard struct {
	Card      Card
	Chameleon bool `say:"optional"` // Russian says «карта с хамелеоном», as everywhere else
}

func (PileCard) Code() referee.Code { return "turbo.board.card" }

// Costs marks the penalty as a cost (referee.Costly): the replay page
// shows the call that paid it as costing a penalty, not as a good move.
func (Penalty) Costs() {}
