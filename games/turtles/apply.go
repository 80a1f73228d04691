package turtles

import (
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Parse reads one move.
func (r *race) Parse(m *notation.Move) (referee.Move, *notation.Error) {
	if r.read == nil {
		mv, err := parseMove(m)
		if err != nil {
			return nil, err
		}
		return mv, nil
	}
	return parseCached(r.read, m)
}

// deckSteps lists the steps of each kind of card in the deck (RULES.md):
// colour cards +1, +2 and −1; rainbow +1 and −1; last-turtle +1 and +2.
// Only card kinds are enforced, not counts: editions split the rainbow cards
// differently. The engine, the legal moves and the messages all read this.
var deckSteps = [...][]int{ // by kind: looked up for every move
	colourCard:  {1, 2, -1},
	rainbowCard: {1, -1},
	lastCard:    {1, 2},
	passMove:    nil,
}

// cardExists says whether the deck has such a card.
func cardExists(kind cardKind, step int) bool {
	for _, s := range deckSteps[kind] {
		if s == step {
			return true
		}
	}
	return false
}

// Apply plays one move. The state changes only when the move is legal.
func (r *race) Apply(actor int, mv referee.Move, tell bool) referee.Step {
	m := mv.(move)
	if no := r.refuse(actor, m); no != nil {
		return referee.Step{Violation: no}
	}
	if m.kind == passMove {
		return r.pass(tell)
	}
	if !tell {
		r.move(m.colour, m.step)
		return referee.Step{}
	}
	var told []referee.Message
	if m.kind == lastCard {
		rear, rearmost := r.rearmost()
		id := "turtles.told.last-only"
		if len(rearmost) > 1 {
			id = "turtles.told.last-choice"
		}
		told = append(told, referee.Say(id, referee.Facts{"turtle": m.colour.Fact(), "rear": r.squareMsg(rear), "rearmost": r.terms(rearmost)}))
	}
	from := r.square[m.colour]
	riders := r.move(m.colour, m.step)
	return referee.Step{Told: r.tellMove(m, from, riders, told)}
}

// refuse says which rule a move breaks, or nil when it is legal: the one
// judgement Apply and Legal share.
func (r *race) refuse(actor int, m move) referee.Message {
	// The card's name is built only for a move that is refused.
	card := func() referee.Message { return cardMsg(m) }
	no := referee.Break
	if r.over {
		facts := referee.Facts{"finisher": r.finisher.Fact(), "card": card()}
		if r.overAt == 0 {
			return no(CodeRaceOverSetup, facts)
		}
		facts["move"] = r.overAt
		return no(CodeRaceOver, facts)
	}
	if actor >= 0 && actor != r.turn {
		return no(CodeWrongPlayer, referee.Facts{"expected": r.names[r.turn], "actor": r.names[actor], "card": card()})
	}
	if m.kind == passMove {
		return nil
	}
	if !cardExists(m.kind, m.step) {
		return no(CodeNoSuchCard, referee.Facts{"card": card()})
	}
	t := m.colour
	if m.step < 0 && r.square[t] == 0 {
		// «Движение назад на одну клетку нельзя применить к фигуре на старте.»
		return no(CodeBackFromStart, referee.Facts{"turtle": t.Fact(), "card": card()})
	}
	if m.kind == lastCard {
		// «Если несколько стоят на одинаковой самой дальней от финиша клетке,
		// выберите любую из них.» The start counts as a square (RULES.md).
		rear, rearmost := r.rearmost()
		if r.square[t] != rear {
			return no(CodeNotLast, referee.Facts{
				"turtle": t.Fact(), "square": r.squareMsg(r.square[t]),
				"rear": r.squareMsg(rear), "rearmost": r.terms(rearmost), "card": card()})
		}
	}
	return nil
}

// move carries turtle t and everything above it step squares; it returns
// the turtles moved, bottom to top.
func (r *race) move(t Turtle, step int) []Turtle {
	from := r.square[t]
	riders := r.stackFrom(t)
	to := max(0, min(from+step, r.track))
	if from > 0 {
		st := r.stacks[from]
		r.stacks[from] = st[:len(st)-len(riders)]
	}
	for _, x := range riders {
		r.square[x] = to
	}
	if to > 0 {
		r.stacks[to] = append(r.stacks[to], riders...)
	}
	r.last.n, r.last.from, r.last.to = int8(copy(r.last.moved[:], riders)), from, to
	r.moves++
	r.turn = (r.turn + 1) % r.players
	if to == r.track {
		r.over, r.finisher, r.overAt = true, t, r.moves
	}
	return riders
}

// tellMove narrates a card played: what moved from where to where, who rode
// along, the stack it landed on.
func (r *race) tellMove(m move, from int, riders []Turtle, told []referee.Message) []referee.Message {
	t, step := m.colour, m.step
	to := r.square[t]
	overshoot := from + step - r.track
	dir := "turtles.told.forward"
	if step < 0 {
		dir = "turtles.told.back"
	}
	// The card's own sentence comes first, then what the choice was.
	// "from" and "to" name the squares; "off" and "onto" say them with
	// their prepositions, for a language that declines them («с клетки 4
	// на клетку 5»).
	told = append([]referee.Message{referee.Say(dir, referee.Facts{"card": cardMsg(m), "turtle": t.Fact(), "steps": referee.Quantity{Count: abs(to - from), Unit: "turtles.unit.square"},
		"from": r.squareMsg(from), "to": r.squareMsg(to), "off": r.squareOf(from, "turtles.square.from-"), "onto": r.squareOf(to, "turtles.square.to-")})}, told...)
	if len(riders) > 1 {
		told = append(told, referee.Say("turtles.told.riders", referee.Facts{"riders": r.terms(riders[1:]), "count": len(riders) - 1}))
	}
	if overshoot > 0 {
		told = append(told, referee.Say("turtles.told.overshoot", referee.Facts{"turtle": t.Fact(), "over": referee.Quantity{Count: overshoot, Unit: "turtles.unit.square"}}))
	}
	if to == 0 {
		told = append(told, referee.Say("turtles.told.start", referee.Facts{"turtles": r.terms(riders), "count": len(riders)}))
	} else {
		told = append(told, referee.Say("turtles.told.stack", referee.Facts{"at": r.squareAt(to), "stack": r.terms(r.stacks[to]), "count": len(r.stacks[to])}))
	}
	if r.over && r.overAt == r.moves {
		told = append(told, referee.Say("turtles.told.finish", referee.Facts{"turtle": t.Fact()}))
	}
	return told
}

// pass: «Если у игрока нет ни одной подходящей для розыгрыша карты, он
// пропускает ход.» Hands are not recorded, so the pass cannot be checked; the
// user is told so once a game (a reading: the session says it once).
func (r *race) pass(tell bool) referee.Step {
	var step referee.Step
	if tell {
		step.Told = []referee.Message{referee.Say("turtles.told.pass", referee.Facts{"player": r.names[r.turn]})}
	}
	step.Readings = r.passReading()
	r.last = lastMove{}
	r.moves++
	r.turn = (r.turn + 1) % r.players
	return step
}

// passReading is the reading of a pass by the player whose turn it is,
// made once a race for each player (read only: steps share it).
func (r *race) passReading() []referee.Message {
	// Two to five players (newRace): each has a place in passReadings.
	kept := &r.passReadings[r.turn]
	if *kept == nil {
		*kept = []referee.Message{referee.Note(CodePassUnverified, referee.Facts{"player": r.names[r.turn]})}
	}
	return *kept
}

// cardMsg names the card played, in the chosen language.
func cardMsg(m move) referee.Message {
	facts := referee.Facts{"step": signed(m.step), "turtle": m.colour.Fact()}
	if m.step == 1000 {
		facts["step"] = m.written // a number too large to be read back
	}
	switch m.kind {
	case rainbowCard:
		return referee.Say("turtles.card.rainbow", facts)
	case lastCard:
		return referee.Say("turtles.card.last", facts)
	case passMove:
		return referee.Say("turtles.card.pass", nil)
	}
	return referee.Say("turtles.card.colour", facts)
}

func signed(n int) string {
	if n >= 0 {
		return "+" + notation.Itoa(n)
	}
	return "−" + notation.Itoa(-n)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
