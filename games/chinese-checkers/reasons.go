package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// The reasons an outcome gives: where the race stands, or how it was won.
// The referee's closing sentence names the winner, so these do not.

// Racing: nobody has filled their target yet.
type Racing struct {
	Players []Progress `say:"-"` // said as the Tally
	AnyIn   bool       // some player has a piece in their target: the counts are worth saying
	Fifteen bool       `say:"optional"` // the targets are the points and the five holes in front of them (Russian: target triangles all the same)
}

func (Racing) Code() referee.Code { return "chinese-checkers.why.racing" }

// Tally is the players' counts, as a tally is written: one after another,
// with no «и» before the last.
func (m Racing) Tally() *Tally { return tallyOf(m.Players) }

// Tally is players' counts in their targets, «Чёрные — 1 из 10, Белые — 0
// из 10»: the first, then the rest.
type Tally struct {
	First Progress
	Rest  *Tally `say:"optional"` // nil after the last
}

func (Tally) Code() referee.Code { return "chinese-checkers.word.tally" }

func tallyOf(ps []Progress) *Tally {
	if len(ps) == 0 {
		return nil
	}
	return &Tally{First: ps[0], Rest: tallyOf(ps[1:])}
}

// Won: a player has filled their target: the places after theirs, and who
// still races for the rest.
type Won struct {
	Winner  string   `say:"optional"` // the winner, whom the closing sentence has named
	Parlett bool     // under blocking: parlett, the target full with others' pieces in it
	Foreign int      `say:"optional"` // when Parlett: the other players' pieces in the winner's target (one or more)
	Owners  []string `say:"optional"` // when Parlett: whose they are, each once, in turn order
	Fifteen bool     `say:"optional"` // the target is the point and the five holes in front of it (Russian: the target triangle all the same)
	Partial bool     // the winner has fewer pieces than a full set (a diagram): they reached the target, they did not fill it
	Next    []string // the players placed after the winner, in order; nil in a game of two
	Racing  []string // those still racing; nil once every place is decided (named only after Next: the closing sentence has said that the others play on)
}

func (Won) Code() referee.Code { return "chinese-checkers.why.won" }

// ForeignIn is the other players' pieces in the winner's target under
// blocking: parlett, counted in the prepositional as the holes they stand
// in («хотя в двух его лунках стоят фишки игрока Боря»).
func (m Won) ForeignIn() referee.Quantity {
	return referee.Quantity{Count: m.Foreign, Unit: "chinese-checkers.unit.number-in"}
}

// SeveralOwners: those pieces belong to more than one player.
func (m Won) SeveralOwners() bool { return len(m.Owners) > 1 }

// Ended is how a game ended, for a move refused after it: in a game of two
// the winner is all there is to say; in a larger one every place is
// decided.
type Ended struct {
	Winner string // in a game of two; "" in a larger one
}

func (Ended) Code() referee.Code { return "chinese-checkers.how.ended" }

// ForeignCount is the other players' pieces in the winner's target under
// blocking: parlett, as a bare count in words ("two of Боря’s pieces").
func (m Won) ForeignCount() referee.Quantity {
	return referee.Quantity{Count: m.Foreign, Unit: "chinese-checkers.unit.number"}
}
