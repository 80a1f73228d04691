package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// The rules a move can break, each with the holes and pieces it names. A
// hop of a chain is named by its two holes, From and To.

// StepNotAdjacent: a two-hole move to a hole neither next to the piece nor
// on a line with it.
type StepNotAdjacent struct {
	From, To string
}

func (StepNotAdjacent) Code() referee.Code { return CodeStepNotAdjacent }

// StepToOccupied: a step to a hole that holds a piece.
type StepToOccupied struct {
	To    string
	Owner string `say:"optional"` // whose piece is there (Russian leaves it out: «фишка соперника» says enough)
	Own   bool   // the mover's own
}

func (StepToOccupied) Code() referee.Code { return CodeStepToOccupied }

// HopOverEmpty: a hop with no piece to hop over.
type HopOverEmpty struct {
	From, To string
	Over     string // the empty hole between
	Start    bool   // it is the hole the piece started from
}

func (HopOverEmpty) Code() referee.Code { return CodeHopOverEmpty }

// HopTooLong: a hop over more than one hole.
type HopTooLong struct {
	From, To string
	Between  []string // the holes it passes over
	Full     bool     // every one of them holds a piece: it would jump that many pieces at once
}

func (HopTooLong) Code() referee.Code { return CodeHopTooLong }

// Two: it passes over two holes, the usual case, which a sentence names by number.
func (m HopTooLong) Two() bool { return len(m.Between) == 2 }

// First and Second: the two holes of the usual case, each said with its
// own preposition («на e6 и на e7»); empty when there are more.
func (m HopTooLong) First() string  { return m.nth(0) }
func (m HopTooLong) Second() string { return m.nth(1) }

func (m HopTooLong) nth(i int) string {
	if !m.Two() {
		return ""
	}
	return m.Between[i]
}

// HopOffLine: a hop of a chain between holes on no line of the board.
type HopOffLine struct {
	From, To string
}

func (HopOffLine) Code() referee.Code { return CodeHopOffLine }

// HopOntoOccupied: a hop that would land on a piece.
type HopOntoOccupied struct {
	From, To string
	Owner    string `say:"optional"` // whose piece is there (Russian leaves it out: «фишка соперника» says enough)
	Own      bool   // the mover's own
}

func (HopOntoOccupied) Code() referee.Code { return CodeHopOntoOccupied }

// StepThenHop: a step and then hops.
type StepThenHop struct {
	From, To string // the step
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
	From, To string
	Start    bool // To is where the chain started
}

func (ChainRepeatsHole) Code() referee.Code { return CodeChainRepeatsHole }

// ChainEndsAtStart: a chain that ends where it started, or a move that
// names its start hole twice and so makes no hop at all.
type ChainEndsAtStart struct {
	From  string
	Still bool // no hop: the move is its start hole twice (`d1-d1`)
}

func (ChainEndsAtStart) Code() referee.Code { return CodeChainEndsAtStart }

// FromEmpty: a move from an empty hole.
type FromEmpty struct {
	From string
}

func (FromEmpty) Code() referee.Code { return CodeFromEmpty }

// NotOwnPiece: a move of another player's piece.
type NotOwnPiece struct {
	From  string
	Owner string // whose piece it is («на e5 стоит фишка игрока Боря»: the name in the nominative after «игрока», never the subject of a verb)
}

func (NotOwnPiece) Code() referee.Code { return CodeNotOwnPiece }

// PassWithMove: a pass by a player who has a move.
type PassWithMove struct {
	Moves   int    // how many they have
	Example string // one of them, a step if there is one
}

func (PassWithMove) Code() referee.Code { return CodePassWithMove }
func (m PassWithMove) Count() int       { return m.Moves }

// LeftGoal: under goal-lock, a landing out of the target by a piece that
// stood in it — at the start of the move, or after a landing of the chain.
type LeftGoal struct {
	In       string // where the piece stood in its target
	Entered  bool   // it came in there on a landing of the chain
	Hop      bool   // the landing that leaves is a hop (else a step)
	From, To string // that landing
	Fifteen  bool   `say:"optional"` // the target is the point and the five holes in front of it (Russian calls it the target triangle all the same, one row larger)
}

func (LeftGoal) Code() referee.Code { return CodeLeftGoal }
