package turbo

import "github.com/boardgame-referee/referee/referee"

// What a move did, told with --explain and at the table: one message a
// move.

// TurnedUp: a card turned up, and what the table shows after it.
type TurnedUp struct {
	Player    string
	Card      Card
	Chameleon bool
	Covered   Card // the card it covers; zero when none
	Counted   bool // the face-down piles are counted
	Left      referee.Quantity
	Tops      []Top
	Tallies   []Tally
	Task      Task
	Checks    []Check
	Absent    []Animal
	Holds     bool
	Forsazh   bool
	Next      string  // who turns up the next card; "" when the game is over
	Skipped   Skipped // who is passed over as out
}

func (TurnedUp) Code() referee.Code { return "turbo.told.turn-up" }

// NewTask: a new task card put up, and whether it holds at once.
type NewTask struct {
	Task    Task
	Tops    []Top
	Tallies []Tally
	Checks  []Check
	Absent  []Animal
	Holds   bool
	Next    string
	Skipped Skipped
}

func (NewTask) Code() referee.Code { return "turbo.told.new-task" }

// RoundOver: the table after a won round, waiting for the next task.
type RoundOver struct {
	Tops    []Top
	Tallies []Tally
	Next    string
}

func (RoundOver) Code() referee.Code { return "turbo.told.next-task" }

// NextUp: who turns up the next card after a penalty.
type NextUp struct {
	Player  string
	Skipped Skipped
}

func (NextUp) Code() referee.Code { return "turbo.told.next" }

// TasksOut: the task cards have run out.
type TasksOut struct{}

func (TasksOut) Code() referee.Code { return "turbo.told.end" }

// Top is the card on top of a player's open pile; zero when it is empty.
type Top struct {
	Player string
	Card   Card `say:"optional"`
}

func (m Top) Code() referee.Code {
	if m.Card == (Card{}) {
		return "turbo.word.top-none"
	}
	return "turbo.word.top"
}
