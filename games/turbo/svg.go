package turbo

import (
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// The table's geometry, in millimetres.
const (
	tMargin = 4.0
	tNameW  = 28.0 // the players' names, beside their piles on a wide page
	tCardW  = 18.5 // a card holds its animal's word at the least size
	tCardH  = 22.0
	tBand   = 3.0 // the animal's stripe down a card's left edge
	tOffset = 4.5 // how much of a covered card shows
	tGap    = 5.0 // between the face-down pile and the open one
	// On a narrow page, two players a row, so that the table fits a
	// phone's or a window's height: the face-down pile narrower (its
	// count is all it shows), closer to the open one.
	tDownNarrow = 11.5
	tGapNarrow  = 1.5
	tColGap     = 2.0
)

// animalInk is the stripe down a card of each animal, with a pattern, so
// the animals differ in grey as well as by their word; a chameleon's card
// is dotted all over. The count on a stripe reads at 4.5:1 or more.
var animalInk = [numAnimals]picture.Ink{
	Hedgehog: {Fill: "#a0522d", Text: "#ffffff", Pattern: "hatch"},
	Frog:     {Fill: "#237d35", Text: "#ffffff", Pattern: "dots"},
	Bird:     {Fill: "#2b6cc4", Text: "#ffffff", Pattern: ""},
}

// The picture's words with no facts.
const (
	keySuits     = referee.Term("turbo.picture.key-suits")
	taskLabel    = referee.Term("turbo.picture.task")
	taskHolds    = referee.Term("turbo.picture.task-holds")
	taskFails    = referee.Term("turbo.picture.task-fails")
	chameleonKey = referee.Term("turbo.picture.suit.chameleon")
)

// suitWords name each animal in the key of stripes.
var suitWords = [numAnimals]referee.Term{"turbo.picture.suit.hedgehog", "turbo.picture.suit.frog", "turbo.picture.suit.bird"}

// tableLayout is the table laid out for a width: on an A5 page each
// player's name stands beside their piles; on a narrower one, above them,
// two players a row.
type tableLayout struct {
	width   float64
	stacked bool
	piles   float64 // where the face-down pile starts, in a player's column
	cols    int     // players a row
	colW    float64 // a column's width, from its left edge
	downW   float64 // the face-down pile's width
	gap     float64 // between the piles
}

func tableFor(width float64, players int, wide bool) tableLayout {
	if (wide || width >= 110) && players > 2 {
		// A wide screen's and the printed page's: two players a row, each
		// name above its piles, the face-down pile at full width — one
		// player a row made the table half again as tall as wide, and
		// printed across a page it ran past the page's foot.
		return tableLayout{width: width, stacked: true, piles: tMargin, cols: 2, colW: (width - 2*tMargin - tColGap) / 2, downW: tCardW, gap: tGap}
	}
	if width >= 110 {
		return tableLayout{width: width, piles: tMargin + tNameW, cols: 1, colW: width - 2*tMargin, downW: tCardW, gap: tGap}
	}
	// Two players side by side too: one under the other, their table was
	// taller than a phone's frame for it (646 px in a 475-px frame at
	// 390×844), and the sentences under the piles were cut off.
	return tableLayout{width: width, stacked: true, piles: tMargin, cols: 2, colW: (width - 2*tMargin - tColGap) / 2, downW: tDownNarrow, gap: tGapNarrow}
}

// left is where column c starts.
func (l tableLayout) left(c int) float64 {
	return tMargin + float64(c)*(l.colW+tColGap)
}

// Picture draws the table: each player's face-down pile (a card back with
// its count) and open pile, the covered cards offset under the top card,
// which alone counts and is drawn whole; the card turned up last outlined
// twice; a key of the cards' stripes; the animals on the table; the task
// on a card of its own, saying whether it holds; what is due.
func (t *table) Picture(w referee.Words, v referee.View) *picture.Picture {
	return picture.ForScreen(v, func(v referee.View) *picture.Picture { return t.picture(w, v, -1, nil, false, false) })
}

// PictureRefused draws the table with an entry it refused: a card as a
// ghost in the refused ink on top of its player's open pile, a call as a
// mark in the refused ink by the caller's name.
func (t *table) PictureRefused(w referee.Words, v referee.View, actor int, mv referee.Move) *picture.Picture {
	ev, ok := mv.(*event)
	turn := ok && ev.kind == cardEvent
	if !ok || ev.kind == taskEvent || ev.kind == endEvent {
		return t.refusalUndrawn(w, v, turn)
	}
	if actor < 0 {
		actor = t.turn()
	}
	if actor < 0 || actor >= len(t.names) {
		return t.refusalUndrawn(w, v, turn)
	}
	return picture.ForScreen(v, func(v referee.View) *picture.Picture { return t.picture(w, v, actor, ev, true, turn) })
}

// refusalUndrawn is the table before a refused entry that has nothing to
// draw, titled as before it.
func (t *table) refusalUndrawn(w referee.Words, v referee.View, turn bool) *picture.Picture {
	return picture.ForScreen(v, func(v referee.View) *picture.Picture { return t.picture(w, v, -1, nil, true, turn) })
}

// sheet is one picture of the table in the making: what its parts share —
// the drawing model, the layout, the refused entry — and what they build
// in turn: the unchanging back, the changing group, the height reached,
// the entry in focus and a wrong call's penalty.
type sheet struct {
	t         *table
	w         referee.Words
	d         drawing
	lay       tableLayout
	width     float64
	narrow    bool // a phone's layout: the task card first
	refusedBy int
	refused   *event
	back      *picture.Node // the same in every position of the game
	g         *picture.Node // what changes from position to position
	y         float64       // how far down the picture is drawn
	focus     *picture.Node // the last card
	ghost     *picture.Node // the refused entry's ghost, a mark (picture.Mark)
	penalty   *picture.Node // the wrong call the last entry was
	topInKey  bool          // the key says that an open pile's top card counts (pileHeads)
	taken     bool          // a pile the round's winner took is drawn greyed
	room      float64       // the first row's room for a mark by a name (markRoom)
	under     bool          // a refused card's ghost stands under its pile, its row the taller
	refusing  bool          // the table before a refused entry: the last move's marks are faint (picture.LastFaint)
}

// picture draws the table with the entry refusedBy's refused entry, when
// it is given; refusal: the table before a refused entry, refusedTurn: a
// card, a turn. It reads as the picture from top to bottom.
func (t *table) picture(w referee.Words, v referee.View, refusedBy int, refused *event, refusal, refusedTurn bool) *picture.Picture {
	s := t.newSheet(w, v, refusedBy, refused)
	s.refusing = refusal
	head := t.title()
	if refusal {
		// The table before the refused entry. A card is a turn, numbered
		// as the verdict and the replay's pager number it (turns only:
		// counting every line titled «перед ходом 4» over «Ход 2»); a
		// call, a task or the end is no turn and has no number of its own.
		head.Then = nil
		if refusedTurn {
			head.Refused = t.cards + 1
		} else {
			head.RefusedEntry = true
		}
	}
	title := w.Say(head)
	s.taskFirst()
	piles := s.y // where the piles' heads start: the back depends on it
	s.pileHeads()
	s.room = s.markRoom()
	s.players()
	s.y = t.suitKey(w, s.back, s.y, s.width)
	s.keys()
	s.status()
	p := picture.New(s.width, s.y+tMargin-3, title, t.inWords(w, s.d))
	if l := s.d.last; l >= 0 && l < len(s.d.players) && len(s.d.players[l].open) > 0 {
		// The last card in words under the title.
		open := s.d.players[l].open
		top := open[len(open)-1]
		p.Last = w.Say(LastCaption{Player: s.d.players[l].name, Card: top})
	}
	p.Mark(picture.Focus(s.ghost))
	p.Back(s.back)
	p.BackKey(strings.Join(t.names, "\n") + "\n" + strconv.FormatFloat(piles, 'f', 2, 64) + "\n" + strconv.FormatFloat(s.room, 'f', 2, 64) + "\n" + strconv.FormatBool(s.under) + strconv.Itoa(s.refusedBy))
	p.Add(s.g)
	return p
}

// newSheet lays the table out for the view: played live, the drawing
// keeps the answer from the players.
func (t *table) newSheet(w referee.Words, v referee.View, refusedBy int, refused *event) *sheet {
	d := t.draw()
	if t.hidesCall(v) {
		d = d.live()
	}
	lay := tableFor(picture.LayoutWidth(v), len(d.players), picture.IsWide(v))
	return &sheet{
		t: t, w: w, d: d, lay: lay, width: lay.width,
		narrow:    picture.LayoutWidth(v) <= picture.Screen,
		refusedBy: refusedBy, refused: refused,
		back: picture.Group(), g: picture.Group(),
		y: picture.Head + 1.5,
	}
}

// taskFirst draws the task card first, under the title, on a phone's
// layout: it is what every player races to compare the table with, and on
// a phone the piles of four players ran past the board's frame with the
// task under them. A page's wide layout and paper
// have room for the whole table, the task under the piles as before.
// There its place is as tall for every task of up to two lines, and kept,
// dashed, between rounds, so that the piles under it stand still: a page
// of 2,000 moves draws them once, not once a task (with the piles moving
// with the task, such a page grew by a fifth).
func (s *sheet) taskFirst() {
	if s.narrow {
		s.y = s.t.taskCard(s.w, s.g, s.d, s.y, s.width, true) + 3
	}
}

// An open pile's heads: with what counts of it, where that fits in one
// line; else alone (the key says it).
const (
	openTop  = referee.Term("turbo.picture.open-top")
	openPile = referee.Term("turbo.picture.open")
)

// pileHeads writes each column's piles' heads, «face down» and «open»,
// into the back.
func (s *sheet) pileHeads() {
	s.y += picture.Small
	lay := s.lay
	next := s.y
	for c := range lay.cols {
		cx := lay.left(c) - tMargin + lay.piles
		openX := cx + lay.downW + lay.gap
		down, downNext := picture.Labels(cx, s.y, 2.9, picture.Wrap(s.w.Say(referee.Term("turbo.picture.down")), picture.Small, lay.downW+lay.gap-0.5))
		headX := openX
		if lay.downW < tCardW {
			headX++ // clear of the narrow pile's head, which runs on to it
		}
		room := lay.left(c) + lay.colW - headX
		head := s.w.Say(openTop)
		if len(picture.Wrap(head, picture.Small, room)) > 1 {
			// «open pile» alone, what counts said once in the key: over
			// every pile, «открытая стопка: считается верхняя карта»
			// stood in four lines on a phone.
			head, s.topInKey = s.w.Say(openPile), true
		}
		heads, headsNext := picture.Labels(headX, s.y, 2.9, picture.Wrap(head, picture.Small, room))
		s.back.Add(picture.Group(append(down, heads...)...).Num("font-size", picture.Small).Fill("#444444"))
		next = max(next, downNext, headsNext)
	}
	s.y = next - 2.9 + 2.5
}

// players draws each player's place, in rows of the layout's columns,
// then the entry in focus: a wrong call's penalty over the last card,
// which stays drawn.
func (s *sheet) players() {
	due := s.t.Turn()
	rowBottom := s.y + s.room
	for p, pv := range s.d.players {
		col := p % s.lay.cols
		if col == 0 {
			s.y = rowBottom
		}
		rowBottom = max(rowBottom, s.player(p, pv, col, due))
	}
	s.y = rowBottom
	if s.penalty != nil {
		s.g.Add(s.focus)
		s.focus = s.penalty
	}
	s.g.Add(picture.Focus(s.focus))
}
