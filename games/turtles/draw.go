package turtles

import "github.com/boardgame-referee/referee/referee"

// lastMove is what the last card played did: the turtles it moved, the
// one the card named first, bottom to top, and the squares it went from
// and to. n is 0 before any card and after a pass.
type lastMove struct {
	moved    [numTurtles]Turtle
	n        int8
	from, to int
	card     Card // the card played, as the picture's caption says it
	player   int  // who played it
}

// drawing is what a board of the race shows, as plain data: the text board
// and the picture are both drawn from it.
type drawing struct {
	squares []squareView // the start, square 1 … the finish
	// owner is each turtle's player, -1 for a neutral turtle; known is
	// false when the colours are secret (no colors:), so none is marked.
	owner  [numTurtles]int
	known  bool
	moved  []Turtle // the last card's turtle and its riders, bottom to top
	from   int      // the squares the last card moved them between
	to     int
	over   bool
	status referee.Message
	// card and player are the last card and who played it, for the
	// picture's caption; player is "" when there was none.
	card   Card
	player string
}

// squareView is one square: its name and its turtles, bottom to top (on
// the start, where they stand apart, in colour order).
type squareView struct {
	label   Square
	turtles []Turtle
}

// draw builds the drawing from the race.
func (r *race) draw() drawing {
	d := drawing{squares: make([]squareView, r.track+1), known: r.coloursKnown, over: r.over,
		moved: r.last.moved[:r.last.n], from: r.last.from, to: r.last.to}
	if r.last.n > 0 && r.last.player >= 0 && r.last.player < len(r.names) {
		d.card, d.player = r.last.card, r.names[r.last.player]
	}
	for sq := range d.squares {
		d.squares[sq] = squareView{label: r.squareOf(sq), turtles: r.on(sq)}
	}
	for t := Turtle(0); t < numTurtles; t++ {
		d.owner[t] = -1
		if r.coloursKnown {
			d.owner[t] = r.owner(t)
		}
	}
	if r.over {
		d.status = RaceOver{How: Finished{Turtle: r.finisher, Move: r.overAt}}
	} else {
		d.status = ToMove{Player: r.names[r.turn]}
	}
	return d
}

// isMoved says whether turtle t moved with the last card; first says it is
// the one the card named.
func (d *drawing) isMoved(t Turtle) (moved, first bool) {
	for i, x := range d.moved {
		if x == t {
			return true, i == 0
		}
	}
	return false, false
}

// RaceOver is a board's last line once the race is over.
type RaceOver struct{ How Finished }

func (RaceOver) Code() referee.Code { return "turtles.board.over" }

// ToMove is a board's last line while the race goes on.
type ToMove struct{ Player string }

func (ToMove) Code() referee.Code { return "turtles.board.turn" }
