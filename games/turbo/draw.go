package turbo

import "github.com/boardgame-referee/referee/referee"

// drawing is what a board of the table shows, as plain data: the text
// board and the picture are both drawn from it.
type drawing struct {
	players []pileView
	sums    Counts
	task    referee.Message // the task in the cards' words and whether it holds; nil with none up
	holds   bool
	status  referee.Message
	last    int // the player who turned up the last card of this round, -1 when none has
}

// pileView is one player's place at the table.
type pileView struct {
	name string
	down referee.Message // the face-down pile: a count, "out", or not counted
	// downN is the face-down count, -1 when not counted; out: the player
	// is out of the game.
	downN int
	out   bool
	open  []card // the open pile, bottom to top: only the top card counts
}

// draw builds the drawing from the table.
func (t *table) draw() drawing {
	d := drawing{sums: t.counts(), holds: t.holds(), last: -1}
	if t.last != nil && t.task != nil {
		d.last = t.last.who
	}
	for p, name := range t.names {
		v := pileView{name: name, downN: -1, open: t.open[p], down: referee.Say("turbo.board.down-unknown", nil)}
		switch {
		case t.cardsKnown && t.out[p]:
			v.down, v.out, v.downN = referee.Say("turbo.board.down-out", nil), true, 0
		case t.cardsKnown:
			v.down, v.downN = referee.Say("turbo.board.down", referee.Facts{"down": cardsQ(t.down[p])}), t.down[p]
		}
		d.players = append(d.players, v)
	}
	if t.task != nil {
		task := t.taskFact()
		d.task = task
	}
	switch {
	case t.over:
		d.status = referee.Say("turbo.board.over", referee.Facts{"why": t.endFact()})
	case t.task == nil:
		d.status = referee.Say("turbo.board.waiting", referee.Facts{"wait": t.waitFact()})
	default:
		call := referee.Say("turbo.board.call-none", nil)
		if right := t.rightCall(); right != cardEvent {
			call = referee.Say("turbo.board.call", referee.Facts{"call": callTerms[right]})
		}
		d.status = referee.Say("turbo.board.turn", referee.Facts{"call": call, "player": t.name(t.turn())})
	}
	return d
}
