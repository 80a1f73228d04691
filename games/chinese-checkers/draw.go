package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// drawing is what a board of the game shows, as plain data: the text board
// and the picture are both drawn from it.
type drawing struct {
	owner  [numHoles]int8 // the player whose piece is in each hole, or empty
	marks  []rune         // each player's one-letter mark
	notes  []referee.Message
	legend []referee.Message // one line a player
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
	d.notes = append(d.notes, referee.Say("chinese-checkers.board.points", nil))
	if g.pieces == 15 {
		d.notes = append(d.notes, referee.Say("chinese-checkers.board.fifteen", nil))
	}
	for p, name := range g.names {
		facts := g.targetFacts(p, referee.Facts{"mark": string(d.marks[p]), "player": name, "seat": g.seat[p], "home": g.home(p)})
		id := "chinese-checkers.board.legend"
		if g.place[p] != 0 {
			id, facts["place"] = "chinese-checkers.board.legend-done", placeMsg(g.place[p])
		}
		d.legend = append(d.legend, referee.Say(id, facts))
	}
	if g.decided() {
		d.status = referee.Say("chinese-checkers.board.over", referee.Facts{"places": g.placeList()})
	} else {
		d.status = referee.Say("chinese-checkers.board.turn", referee.Facts{"player": g.names[g.turn]})
	}
	return d
}
