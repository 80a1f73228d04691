package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// drawing is what a board of the game shows, as plain data: the text board
// and the picture are both drawn from it.
type drawing struct {
	owner  [numHoles]int8 // the player whose piece is in each hole, or empty
	marks  []rune         // each player's one-letter mark
	notes  []referee.Message
	legend []Legend // one line a player
	status referee.Message
	last   []hole // the last move's holes, start first; nil before any and after a pass
	mover  int    // the player who made it
}

// draw builds the drawing from the game.
func (g *game) draw() drawing {
	d := drawing{owner: g.board, marks: g.marks(), mover: g.last}
	if g.lastLen > 0 {
		d.last = g.lastPath[:g.lastLen]
	}
	d.notes = append(d.notes, boardPoints)
	if g.pieces == 15 {
		d.notes = append(d.notes, boardFifteen)
	}
	// Once every place of a larger game is decided, the one still racing
	// has the last place too (ranking), though they never finished; in a
	// game of two there is a winner, not places.
	place := append([]int(nil), g.place...)
	if g.decided() && len(g.names) > 2 {
		for i, p := range g.ranking() {
			place[p] = i + 1
		}
	}
	for p, name := range g.names {
		d.legend = append(d.legend, Legend{Player: name, Seat: g.seat[p], Target: g.target[p],
			In: g.home(p), Of: g.own[p], Place: Place{N: place[p]}, Won: len(g.names) == 2 && place[p] == 1})
	}
	if g.decided() {
		var places []string
		for _, p := range g.ranking() {
			places = append(places, g.names[p])
		}
		d.status = Ranked{Places: places}
		if len(g.names) == 2 {
			d.status = Ranked{Winner: places[0]}
		}
	} else {
		d.status = ToMove{Player: g.names[g.turn]}
	}
	return d
}
