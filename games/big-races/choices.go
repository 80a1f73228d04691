package bigraces

import "github.com/boardgame-referee/referee/referee"

// What `moves` and the table say of the car due: the listing's heading,
// each move listed, and the prompt.

// CarDue heads the list of moves: the car due, where it stands, how far
// it may go and why.
type CarDue struct {
	Car   Car
	Cell  Cell
	Limit referee.Quantity
	Why   Limit
}

func (CarDue) Code() referee.Code { return "big-races.listing.about" }

// One says whether the car may move one square only (after a zero): «может
// пройти только одну клетку», not «до одной клетки», which hedges a limit
// that is exact.
func (c CarDue) One() bool { return c.Limit.Count == 1 }

// Choice is an outcome as `moves` lists it, in words a child reads: the
// letters to type, the path in words («4 прямо и 1 внутрь»), the cell it
// ends on, what it counts as when an outward step makes that more than its
// length (Outward; Single when the path is that one step outward, which
// counts as three cells), and whom it laps. A line of it reads back as its
// path (toldPath): the words up to the cell must stay words of a path.
type Choice struct {
	Path    Path
	Words   []Steps
	To      Cell
	Cost    referee.Quantity
	Outward bool
	Single  bool // one step outward: its cost is the rule, no total («всего») to add
	Lapped  []Car
}

func (Choice) Code() referee.Code { return "big-races.listing.choice" }

// OneLapped says whether the path laps one car, for the sentence's number.
func (c Choice) OneLapped() bool { return len(c.Lapped) == 1 }

// zeroChoice is the zero move as `moves` lists it.
const zeroChoice = referee.Term("big-races.word.zero")

// choiceOf tells an outcome as `moves` lists it.
func (e *engine) choiceOf(o option) Choice {
	return Choice{Path: pathOf(o.path), Words: o.path.words(), To: cellOf(o.to), Cost: cells(o.cost),
		Outward: o.cost != o.path.steps(), Single: o.cost != o.path.steps() && o.path.steps() == 1, Lapped: e.carsOf(o.lapped)}
}

// Prompt is what the table's prompt says is due beyond whose turn it is:
// a player has two cars, and the prompt says which one moves, by its
// number (the prompt names the player before it), and how far it may go;
// for the leader, the round it opens (Round), so that a new round is
// said before its first move.
type Prompt struct {
	Number int
	Limit  referee.Quantity
	Round  int
}

func (Prompt) Code() referee.Code { return "big-races.listing.due" }

// One says whether the car may move one square only: the prompt says so,
// not «до одной клетки», which hedges a limit that is exact.
func (p Prompt) One() bool { return p.Limit.Count == 1 }
