package bigraces

import "github.com/boardgame-referee/referee/referee"

// Reading is one of the referee's own readings of what the rules leave
// open: a note said once a game, the first time a move or the outcome
// relies on it (Step.Interpretations, Outcome.Interpretations). It has no facts: the
// note says the reading in full (LappedBeforeTurn, LappedAtOnce and
// LappedStoppedOn, below, name their cars).
type Reading uint8

const (
	ReadingLeftOut Reading = iota + 1
	ReadingPlayerForCar
	ReadingPastLine
	ReadingSameRound
	ReadingNoneFinished
	ReadingTie
)

var readingCodes = [...]referee.Code{
	ReadingLeftOut:      CodeReadingLeftOut,
	ReadingPlayerForCar: CodeReadingPlayerForCar,
	ReadingPastLine:     CodeReadingPastLine,
	ReadingSameRound:    CodeReadingSameRound,
	ReadingNoneFinished: CodeReadingNoneFinished,
	ReadingTie:          CodeReadingTie,
}

func (r Reading) Code() referee.Code { return readingCodes[r] }

// LappedBeforeTurn is the reading of a car whose turn came after a car the
// leader lapped before its turn: its limit counts from the car that
// actually moved before it. Car is the car due, which the note names
// («перед этой», "before this one" would leave the reader to find the noun).
type LappedBeforeTurn struct {
	Car    Car
	Second bool // it moves straight after the leader: the second car's limit
}

func (LappedBeforeTurn) Code() referee.Code { return CodeReadingLappedBeforeTurn }

// LappedAtOnce is the reading of the cars the leader drove through: they
// are out of the race at once, not when the round ends. Cars are the cars
// it took out with this move, which the note names: without --explain the
// move is not told, and the note is the only line that says who is out.
type LappedAtOnce struct{ Cars []Car }

func (LappedAtOnce) Code() referee.Code { return CodeReadingLappedAtOnce }

// OneCar says whether one car is out, for the sentence's number.
func (l LappedAtOnce) OneCar() bool { return len(l.Cars) == 1 }

// LappedStoppedOn is the reading of a leader that stops on the cell of a
// car a lap behind (or laps a car a whole lap or more behind), which the
// rules do not cover: the car is out at once too. Cars are the cars the
// move took out, which the note names, as LappedAtOnce's does.
type LappedStoppedOn struct {
	Cars []Car
	// Whole: one of them stood a whole lap or more behind the leader's
	// start, which the note then says too (said only of a car some
	// squares behind, it leaves a family wondering what they missed).
	Whole bool
}

func (LappedStoppedOn) Code() referee.Code { return CodeReadingLappedStoppedOn }

// OneCar says whether one car is out, for the sentence's number.
func (l LappedStoppedOn) OneCar() bool { return len(l.Cars) == 1 }

// SetupNote tells what a mid-race position means: a new round begins, in
// the order the cars stand, and the cars it leaves out have left the race
// and take no place.
type SetupNote struct {
	Order []Placed // the round's order
	Out   []Car    // the cars the setup leaves out
}

func (SetupNote) Code() referee.Code { return CodeSetup }

// OneOut says whether one car is left out, for the sentence's number.
func (n SetupNote) OneOut() bool { return len(n.Out) == 1 }

// TwoOut says whether two cars are left out: «эти две».
func (n SetupNote) TwoOut() bool { return len(n.Out) == 2 }

// Placed is a car where it stands, as a round's order lists it.
type Placed struct {
	Car  Car
	Cell Cell
}

func (Placed) Code() referee.Code { return "big-races.word.placed" }

// setupNote tells what the setup made. It says how a round's order is
// made, which the narration then need not say again; how a cell is
// written is the reference after the first move told (Primer).
func (e *engine) setupNote() SetupNote {
	e.told |= explainedOrder
	n := SetupNote{Order: make([]Placed, len(e.order))}
	for i, c := range e.order {
		n.Order[i] = Placed{Car: e.car(c), Cell: cellOf(e.cars[c].pos)}
	}
	for i, c := range e.cars {
		if c.state == absent {
			n.Out = append(n.Out, e.car(i))
		}
	}
	return n
}
