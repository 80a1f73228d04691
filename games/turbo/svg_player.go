package turbo

import (
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// place is where a player's place at the table is drawn.
type place struct {
	p          int
	top        float64 // the piles' top
	right      float64 // the column's right edge
	nameBottom float64
	nameW      float64 // the widest line of the name, above the piles
	openX      float64 // the open pile's left
	step       float64 // how much of a covered card shows
	ghostHere  bool    // a refused card is meant for this player's empty pile
	ghostUnder bool    // a refused card stands under the open pile, no room beside it
}

// ghostBeside is how far right of the open pile's top card a refused
// card's ghost stands, its cross at its right edge.
const ghostBeside = tCardW + 1.5

// ghostRoom is what a refused card's ghost and its cross take right of
// the top card.
const ghostRoom = ghostBeside + picture.MarkMin/2 + 0.3

// player draws player p's place in column col: the name, the face-down
// pile, the open pile, and a refused entry's ghost or a penalty by the
// name; it returns where the next row may start.
func (s *sheet) player(p int, pv pileView, col, due int) float64 {
	lay := s.lay
	left := lay.left(col)
	pilesX := left - tMargin + lay.piles
	at := place{p: p, top: s.y, right: left + lay.colW, openX: pilesX + lay.downW + lay.gap}
	s.name(&at, pv.name, left)
	down := s.t.downPile(s.w, pv, pilesX, at.top, lay.downW).Share()
	if p == due {
		down = picture.ToMove(down)
	}
	s.g.Add(down)
	s.openPile(&at, pv.open, due)
	s.byTheName(at, len(pv.open))
	if at.ghostUnder {
		s.under = true
		return at.top + 2*tCardH + 2 + 5
	}
	return at.top + tCardH + 5
}

// name writes the player's name: beside the piles, in up to three lines;
// or above them, in up to two.
func (s *sheet) name(at *place, name string, left float64) {
	if s.lay.stacked {
		lines := s.nameLines(name)
		for _, l := range lines {
			at.nameW = max(at.nameW, picture.BoldWidth(l, picture.Normal))
		}
		para, after := picture.Paragraph(left, at.top+picture.Normal, picture.Normal, picture.Normal*1.25, lines)
		s.back.Add(para.Set("font-weight", "bold"))
		at.top = after - picture.Normal*1.25 + 1.6
		at.nameBottom = at.top
		return
	}
	size, nameLines := picture.Fit(name, picture.Normal, picture.Small, tNameW-2, 3, true)
	para, after := picture.Paragraph(tMargin, at.top+5, size, size*1.25, nameLines)
	s.back.Add(para.Set("font-weight", "bold"))
	at.nameBottom = after - size*1.25 + 1.5
}

// nameLines are a name's lines above the piles.
func (s *sheet) nameLines(name string) []string {
	lines := picture.WrapBold(name, picture.Normal, s.lay.colW)
	return lines[:min(len(lines), 2)]
}

// markText is the mark by player p's name, if any: a call refused, or
// the wrong call the last entry was with the penalty it cost.
func (s *sheet) markText(p int) []string {
	switch {
	case s.refusedBy == p && s.refused.kind != cardEvent:
		return refusedText(s.w, s.refused.kind)
	case s.refused == nil && s.t.penalised.who == p:
		return penaltyText(s.w, s.t.penalised.kind)
	}
	return nil
}

// markWidth is how wide a mark by a name may be: beside the name, in
// what the name leaves of its column, when the name stands above the
// piles (at least half the column, as before), or under it.
func (s *sheet) markWidth(nameW float64) float64 {
	if !s.lay.stacked {
		return tNameW - 2
	}
	return max(s.lay.colW/2, s.lay.colW-nameW-1.5)
}

// markGap is the room between a mark by a name and the piles under it,
// its heavy edge included: the penalty's box stood on the face-down
// pile's top edge and read as a label of that card.
const markGap = 1.3

// markRoom is how much lower the first row of a table whose names stand
// above the piles starts under the piles' heads, so that the mark by a
// name in it, which rises from the piles' top beside the name, stays
// below the heads (on a phone «⚠ Penalty
// “Turbo!”» covered «open pile: the top card counts»): what the mark is
// taller than the name's lines. No mark in the first row, no room.
func (s *sheet) markRoom() float64 {
	if !s.lay.stacked {
		return 0
	}
	room := 0.0
	for p := range min(s.lay.cols, len(s.d.players)) {
		text := s.markText(p)
		if text == nil {
			continue
		}
		lines := s.nameLines(s.d.players[p].name)
		nameW := 0.0
		for _, l := range lines {
			nameW = max(nameW, picture.BoldWidth(l, picture.Normal))
		}
		_, _, bh := markLines(text, s.markWidth(nameW))
		// The names' lines put the piles this far under the row's top
		// (name), and the mark's top stands bh over the piles' top, less
		// what byTheName and callMark give (ny, its foot).
		band := picture.Normal + float64(len(lines)-1)*picture.Normal*1.25 + 1.6
		foot := -markGap
		room = max(room, bh-foot-band+0.3)
	}
	return room
}

// cardRefused tells whether the refused entry is a card of player p.
func (s *sheet) cardRefused(p int) bool {
	return s.refusedBy == p && s.refused.kind == cardEvent
}

// stepFor is how much of each of n cards covered shows in room: a card's
// offset, closer when they would not fit.
func stepFor(n int, room float64) float64 {
	step := tOffset
	if n > 0 && float64(n)*step > room {
		step = room / float64(n)
	}
	return step
}

// openPile draws the open pile, bottom first: covered cards show their
// edge. An empty one shows the pile a round's winner just took, or says
// it is empty.
func (s *sheet) openPile(at *place, open []Card, due int) {
	room := at.right - at.openX - tCardW
	if s.cardRefused(at.p) && len(open) > 0 {
		// The ghost stands beside the top card, never over it (over
		// the pile it hid the card that counts); where the column
		// has no room for it beside, under the pile.
		if room-ghostRoom >= 0 {
			room -= ghostRoom
		} else {
			at.ghostUnder = true
		}
	}
	at.step = stepFor(len(open)-1, room)
	at.ghostHere = len(open) == 0 && s.cardRefused(at.p)
	var taken []Card
	if s.d.won != nil && at.p < len(s.d.won.taken) {
		taken = s.d.won.taken[at.p]
	}
	if len(open) == 0 && len(taken) > 0 && !at.ghostHere {
		// The pile the round's winner just took, greyed where it lay.
		s.g.Add(s.t.takenPile(s.w, taken, at.openX, at.top, stepFor(len(taken)-1, room)))
		s.taken = true
	} else if len(open) == 0 && !at.ghostHere {
		s.g.Add(s.emptyPile(at.openX, at.top))
	}
	s.openCards(*at, open, due)
}

// emptyPile is an empty pile's place, saying so; a refused card meant for
// it stands in that place instead (a little to the right, the ghost
// covered half of «пусто» and its words ran into the card's).
func (s *sheet) emptyPile(x, top float64) *picture.Node {
	empty := s.w.Say(referee.Term("turbo.picture.empty"))
	lines := picture.Wrap(empty, picture.Small, tCardW-2)
	texts := picture.Lines(x+tCardW/2, top+tCardH/2+1, picture.Small, picture.Small*1.2, "middle", lines)
	for _, k := range texts {
		k.Fill("#555555")
	}
	return picture.Boxed(picture.Rect(x, top, tCardW, tCardH).Set("rx", "1.2").Fill("#ffffff").Stroke("#999999", 0.3).Set("stroke-dasharray", "1 1"), texts...).Share()
}

// openCards draws the open pile's cards, the top one of the last card
// turned up kept for the focus when nothing was refused.
func (s *sheet) openCards(at place, open []Card, due int) {
	pile := picture.Group()
	for i, c := range open {
		isTop := i == len(open)-1
		last := isTop && s.d.last == at.p
		card := picture.Place(s.t.cardFace(s.w, c, 0, 0, isTop, last, at.step), at.openX+float64(i)*at.step, at.top)
		if last && s.refused == nil {
			s.focus = card
			continue
		}
		pile.Add(card)
	}
	switch {
	case len(pile.Kids()) > 0 && at.p == due:
		s.g.Add(picture.ToMove(pile.Share()))
	case len(pile.Kids()) > 0:
		s.g.Add(pile.Share())
	}
}

// byTheName puts the refused entry's ghost in focus, on the open pile or
// by the name; or marks the wrong call the last entry was with the
// penalty it cost.
func (s *sheet) byTheName(at place, open int) {
	nx, ny := tMargin, at.nameBottom+2.4
	if s.lay.stacked {
		// Right after the name, on its line (callMark anchors it at its
		// right): at the column's right edge it stood in the gutter, by
		// the next player's name more than by its caller's.
		nx, ny = at.right, at.top-markGap-picture.Small
		if text := s.markText(at.p); text != nil {
			_, bw, _ := markLines(text, s.markWidth(at.nameW))
			nx = min(at.right, at.right-s.lay.colW+at.nameW+1.5+bw)
		}
	}
	switch {
	case s.refusedBy == at.p:
		gx, gy := at.openX+float64(max(open-1, 0))*at.step+ghostBeside, at.top
		switch {
		case at.ghostHere:
			gx = at.openX
		case at.ghostUnder:
			gx, gy = at.openX+float64(max(open-1, 0))*at.step, at.top+tCardH+2
		}
		// A mark, over everything (picture.Mark), the last card
		// back among the cards.
		s.g.Add(s.focus)
		s.focus = nil
		s.ghost = s.t.ghost(s.w, s.refused, gx, gy, nx, ny, s.markWidth(at.nameW), s.lay)
	case s.refused == nil && s.t.penalised.who == at.p:
		s.penalty = callMark(penaltyText(s.w, s.t.penalised.kind), "#000000", nx, ny, s.markWidth(at.nameW), s.lay, penaltyBox)
	}
}
