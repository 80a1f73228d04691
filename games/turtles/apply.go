package turtles

import (
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Parse reads one move.
func (r *race) Parse(m *notation.Move) (referee.Move, *notation.Error) {
	read, mv, err := parseMove(m)
	if err != nil {
		return nil, err
	}
	if mv.unnamed {
		return r.choose(mv, m.TextPos)
	}
	return read, nil
}

// choose reads a rainbow or last-turtle card that names no turtle. The
// seed: «Сначала сравните положение всех фигур на дорожке. Если дальше
// всех позади одна, двигайте её. Если несколько стоят на одинаковой самой
// дальней от финиша клетке, выберите любую из них.» So a last-turtle card
// with one turtle rearmost moves it, and only a choice among several (or a
// rainbow card's, which may move any turtle) must be named: the error
// then gives a move that names one and can be played.
func (r *race) choose(mv move, at notation.Pos) (referee.Move, *notation.Error) {
	rear, rearmost := r.rearmost()
	if mv.kind == lastCard && len(rearmost) == 1 {
		mv.colour, mv.unnamed = rearmost[0], false
		return mv, nil
	}
	missing := ChoiceMissing{Card: mv.card, Example: Chosen{Step: signed(mv.step), Turtle: Yellow}}
	if !cardExists(mv.kind, mv.step) {
		missing.Example.Step = signed(deckSteps[mv.kind][0])
	}
	if mv.kind == lastCard {
		missing.Example.Last, missing.Rearmost, missing.Square = true, rearmost, OnSquare(r.squareOf(rear))
		missing.Example.Turtle = rearmost[0]
		return nil, notation.ErrorAt(at, missing)
	}
	// A rainbow card may move any turtle: the example names yellow, as
	// the booklet's examples do, unless the card cannot move it.
	for _, t := range []Turtle{Yellow, Red, Green, Blue, Purple} {
		try := mv
		try.colour, try.unnamed = t, false
		if r.refuse(-1, try) == nil || r.over {
			missing.Example.Turtle = t
			break
		}
	}
	return nil, notation.ErrorAt(at, missing)
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
	player := r.turn
	var told Moved
	if tell {
		told = r.beforeMove(m)
	}
	moved := r.move(m.colour, m.step)
	r.last.card, r.last.player = cardOf(m), player
	if !tell {
		return referee.Step{}
	}
	return referee.Step{Narration: []referee.Message{r.afterMove(told, moved)}}
}

// refuse says which rule a move breaks, or nil when it is legal: the one
// judgement Apply and Legal share.
func (r *race) refuse(actor int, m move) referee.Message {
	if no := r.turns().Judge(actor, nil); no != nil {
		if wp, ok := no.(referee.WrongPlayer); ok && r.moves == 0 && !r.skipped {
			// The record's first turn: the order is the record's, not the
			// booklet's («Первым ходит младший игрок»), so say where it
			// comes from and how to write another.
			wp.Why = FirstTurn{Expected: wp.Expected, Actor: wp.Actor, TurnLine: r.turnLine, Key: r.orderKey}
			return wp
		}
		return no
	}
	if m.kind == passMove {
		return nil
	}
	if !cardExists(m.kind, m.step) {
		return NoSuchCard{Card: cardOf(m)}
	}
	t := m.colour
	if m.step < 0 && r.square[t] == 0 {
		// «Движение назад на одну клетку нельзя применить к фигуре на старте.»
		return BackFromStart{Turtle: t, Card: cardOf(m)}
	}
	if m.kind == lastCard {
		// «Если несколько стоят на одинаковой самой дальней от финиша клетке,
		// выберите любую из них.» The start counts as a square (RULES.md).
		rear, rearmost := r.rearmost()
		if r.square[t] != rear {
			return NotLast{Turtle: t, Square: OnSquare(r.squareOf(r.square[t])), Rear: OnSquare(r.squareOf(rear)), Rearmost: rearmost}
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
	r.cardsPlayed = true
	r.turn = (r.turn + 1) % r.players
	if to == r.track {
		r.over, r.finisher, r.overAt = true, t, r.moves
	}
	return riders
}

// pass: «Если у игрока нет ни одной подходящей для розыгрыша карты, он
// пропускает ход.» Hands are not recorded, so the pass cannot be checked; the
// user is told so once a game (a reading: the session says it once).
func (r *race) pass(tell bool) referee.Step {
	var step referee.Step
	if tell {
		step.Narration = []referee.Message{Passed{Player: r.names[r.turn]}}
	}
	step.Interpretations = []referee.Message{PassUnverified{}}
	r.last = lastMove{}
	r.moves++
	r.turn = (r.turn + 1) % r.players
	return step
}

func signed(n int) string {
	if n >= 0 {
		return "+" + notation.Itoa(n)
	}
	return "−" + notation.Itoa(-n)
}
