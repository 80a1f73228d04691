package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// The rules a move can break, each with the pieces and holes it names. A
// hop of a chain is named by its two holes, From and To, and by its place
// in the chain, N of Of.

// StepNotAdjacent: a two-hole move to a hole neither next to the piece nor
// on a line with it.
type StepNotAdjacent struct {
	From, To string
}

func (StepNotAdjacent) Code() referee.Code { return CodeStepNotAdjacent }

// StepToOccupied: a step to a hole that holds a piece.
type StepToOccupied struct {
	To    string
	Owner string // whose piece is there
	Own   bool   // the mover's own
}

func (StepToOccupied) Code() referee.Code { return CodeStepToOccupied }

// HopOverEmpty: a hop with no piece to hop over.
type HopOverEmpty struct {
	N, Of    int
	From, To string
	Over     string // the empty hole between
	Start    bool   // it is the hole the piece started from
}

func (HopOverEmpty) Code() referee.Code { return CodeHopOverEmpty }

// HopTooLong: a hop over more than one hole.
type HopTooLong struct {
	N, Of    int
	From, To string
	Between  []string         // the holes it passes over
	Holes    referee.Quantity `say:"optional"` // how many
}

func (HopTooLong) Code() referee.Code { return CodeHopTooLong }

// HopOffLine: a hop of a chain between holes on no line of the board.
type HopOffLine struct {
	N, Of    int
	From, To string
}

func (HopOffLine) Code() referee.Code { return CodeHopOffLine }

// HopOntoOccupied: a hop that would land on a piece.
type HopOntoOccupied struct {
	N, Of    int
	From, To string
	Owner    string // whose piece is there
	Own      bool   // the mover's own
}

func (HopOntoOccupied) Code() referee.Code { return CodeHopOntoOccupied }

// StepThenHop: a step and then hops.
type StepThenHop struct {
	From, To string // the step
	Rest     string // the hops written after it
}

func (StepThenHop) Code() referee.Code { return CodeStepThenHop }

// HopThenStep: hops and then a step.
type HopThenStep struct {
	From, To string // the step
}

func (HopThenStep) Code() referee.Code { return CodeHopThenStep }

// ChainRepeatsHole: a hop that lands where the chain has been, its start
// included.
type ChainRepeatsHole struct {
	N, Of    int
	From, To string
	Start    bool // To is where the chain started
}

func (ChainRepeatsHole) Code() referee.Code { return CodeChainRepeatsHole }

// ChainEndsAtStart: a chain that ends where it started.
type ChainEndsAtStart struct {
	From string
}

func (ChainEndsAtStart) Code() referee.Code { return CodeChainEndsAtStart }

// FromEmpty: a move from an empty hole.
type FromEmpty struct {
	From string
}

func (FromEmpty) Code() referee.Code { return CodeFromEmpty }

// NotOwnPiece: a move of another player's piece.
type NotOwnPiece struct {
	From   string
	Owner  string
	Player string `say:"optional"` // the mover
}

func (NotOwnPiece) Code() referee.Code { return CodeNotOwnPiece }

// PassWithMove: a pass by a player who has a move.
type PassWithMove struct {
	Player  string           `say:"optional"`
	Moves   referee.Quantity // how many they have
	Example string           // one of them, a step if there is one
}

func (PassWithMove) Code() referee.Code { return CodePassWithMove }

// LeftGoal: under goal-lock, a landing out of the target by a piece that
// stood in it — at the start of the move, or after a landing of the chain.
type LeftGoal struct {
	Start    string // where the move starts
	Entered  string // the landing where a chain came into the target; "" when it started there
	Hop      bool   // the move is a chain
	N, Of    int    // the landing that leaves: the step, or hop N of Of
	From, To string
	Point    int  // the target point
	Fifteen  bool // the target is the point and the five holes in front of it
}

func (LeftGoal) Code() referee.Code { return CodeLeftGoal }
