package turtles

import (
	"github.com/boardgame-referee/referee/referee"
)

// race is the state of a race. Square 0 is the start, square track the
// finish. The start holds no stacks: turtles there stand apart.
type race struct {
	track        int
	stacks       [][]Turtle // stacks[sq] bottom to top, for squares 1…track
	square       [numTurtles]int
	players      int
	names        []string
	colourOf     []Turtle // each player's secret colour, -1 when not given
	coloursKnown bool
	turn         int
	moves        int
	skipped      bool   // a line was left out (Skip): the turn is no longer the record's first
	turnLine     bool   // the header's turn: line named the first player
	orderKey     string // the key of the line the order comes from (turn:, else players:), as written
	russianKeys  bool   // the header's keys are written in Russian («игроки:»): a key named back is spelt so
	cardsPlayed  bool   // a card has moved a turtle (a pass moves none)
	over         bool
	finisher     Turtle    // the turtle whose move reached the finish
	overAt       int       // the move that ended the race (0: the setup)
	alone        [1]Turtle // a turtle moving off the start, alone
	last         lastMove  // the last card played, for the drawing
	// ranked is the room of the first ranking places makes (rankedUsed).
	ranked     ranking
	rankedUsed bool
}

// stackFrom is the turtle t and every turtle above it, bottom to top: the
// part of the stack a card for t moves. On the start a turtle moves alone.
// The slice is the stack's own (or r.alone): read it before the next move.
func (r *race) stackFrom(t Turtle) []Turtle {
	if sq := r.square[t]; sq > 0 {
		st := r.stacks[sq]
		for i, x := range st {
			if x == t {
				return st[i:]
			}
		}
	}
	r.alone[0] = t
	return r.alone[:]
}

// rearmost is the rearmost occupied square and the turtles on it.
func (r *race) rearmost() (int, []Turtle) {
	rear := r.track + 1
	for t := Turtle(0); t < numTurtles; t++ {
		rear = min(rear, r.square[t])
	}
	return rear, r.on(rear)
}

// on lists the turtles on a square: bottom to top, or in colour order on the
// start.
func (r *race) on(sq int) []Turtle {
	if sq > 0 {
		return append([]Turtle(nil), r.stacks[sq]...)
	}
	var out []Turtle
	for t := Turtle(0); t < numTurtles; t++ {
		if r.square[t] == 0 {
			out = append(out, t)
		}
	}
	return out
}

// height is a turtle's place in its stack from the bottom (0 on the start).
func (r *race) height(t Turtle) int {
	for i, x := range r.stacks[r.square[t]] {
		if x == t && r.square[t] > 0 {
			return i
		}
	}
	return 0
}

// Turn is the player to move, or -1 once the race is over.
func (r *race) Turn() int {
	if r.over {
		return -1
	}
	return r.turn
}

// Skip hands the turn on past a card the replay left out.
func (r *race) Skip(to int, _ referee.Move) bool {
	if r.over {
		return false
	}
	if to < 0 {
		to = (r.turn + 1) % r.players
	}
	r.turn, r.skipped = to, true
	return true
}
