package turbo

import (
	"strconv"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// taskCard draws the task as the card it is, from y: a card's outline with
// «Task» at its head, the task in the cards' words, and whether it holds
// now; it returns the card's bottom. Right after a call that won a round
// the task card is gone from the table: the card just won is drawn in its
// place, greyed, its head saying who won it, so that the position after
// the call still shows what was called on.
func (t *table) taskCard(w referee.Words, g *picture.Node, d drawing, y, width float64, keep bool) float64 {
	state, ok := d.task.(TaskState)
	won := !ok && d.won != nil
	if won {
		state, ok = d.won.task, true
	}
	var text []string
	if ok {
		text = picture.Wrap(picture.Capital(w.Say(state.Task)), picture.Normal, width-2*tMargin-4)
	}
	shown := len(text)
	if keep {
		shown = max(shown, 2)
	}
	h := 2.2 + picture.Small + 1.4 + float64(shown)*picture.Normal*1.35 + picture.Small + 1.6
	if !ok {
		if !keep {
			return y
		}
		// No task card between rounds: its place, dashed, under its head.
		// Once the task cards have run out it says so: an empty place at
		// the top of a finished game's last picture read as a task missing.
		box := picture.Rect(tMargin, y, width-2*tMargin, h).Set("rx", "2").Fill("#ffffff").Stroke("#999999", 0.3).Set("stroke-dasharray", "1 1")
		kids := []*picture.Node{picture.Text(tMargin+2, y+1.6+picture.Small*0.8, picture.Small, "", w.Say(taskLabel)).Bold().Fill("#666666")}
		if t.over && t.ended == tasksOut {
			lines := picture.Wrap(w.Say(tasksGone), picture.Normal, width-2*tMargin-4)
			lines = lines[:min(len(lines), 2)]
			for _, k := range picture.Lines(tMargin+2, y+2.2+picture.Small+1.4+picture.Normal*0.8, picture.Normal, picture.Normal*1.35, "", lines) {
				kids = append(kids, k.Fill("#444444"))
			}
		}
		g.Add(picture.Boxed(box, kids...).Share())
		return y + h
	}
	holds := taskFails
	if state.Holds {
		holds = taskHolds
	}
	box := picture.Rect(tMargin, y, width-2*tMargin, h).Set("rx", "2").Fill("#fdfaf0").Stroke("#6b5a2e", 0.5)
	headText, headInk := w.Say(taskLabel), "#5a4a20"
	if won {
		// Greyed and dashed: no more on the table, won by its caller.
		box = picture.Rect(tMargin, y, width-2*tMargin, h).Set("rx", "2").Fill(wonFill).Stroke("#777777", 0.4).Set("stroke-dasharray", "1.5 0.8")
		_, line := picture.Fit(w.Say(TaskWon{Player: d.won.winner}), picture.Small, picture.Small, width-2*tMargin-4, 1, true)
		headText, headInk = line[0], wonInk
	}
	head := picture.Text(tMargin+2, y+1.6+picture.Small*0.8, picture.Small, "", headText).Bold().Fill(headInk)
	top := y + 2.2 + picture.Small + 1.4 + picture.Normal*0.8
	kids := append([]*picture.Node{head}, picture.Lines(tMargin+2, top, picture.Normal, picture.Normal*1.35, "", text)...)
	if !d.hideCall {
		kids = append(kids, picture.Text(tMargin+2, top+float64(len(text))*picture.Normal*1.35-0.2, picture.Small, "", w.Say(holds)).Bold())
	}
	if won {
		for _, k := range kids[1:] {
			k.Fill(wonInk)
		}
	}
	g.Add(picture.Boxed(box, kids...).Share())
	return y + h
}

// cardEdge is an open card's edge: thin and grey, so that the last
// card's dark double frame stands out.
const cardEdge = "#777777"

// countBase is a card's count's baseline below the card's top.
const countBase = 10.3

// tasksGone fills the task card's place once the task cards have run out.
const tasksGone = referee.Term("turbo.picture.tasks-out")

// The greyed things of a round just won: the task card and the cards
// taken, on a light grey, their words in a dark grey that reads on it.
const (
	wonFill = "#ececec"
	wonInk  = "#3d3d3d"
)

// takenPile is the open pile a round's winner just took from a player,
// greyed in its place: the edges of the covered cards as one dashed
// outline, and the top card, the one a call is judged on, with its face
// in grey. The top card is drawn once a page and placed (a 2,000-move
// game wins some 500 rounds: every card of every taken pile drawn in
// full made its page 6.4 MB against a bound of 5).
func (t *table) takenPile(w referee.Words, cards []Card, x, top, step float64) *picture.Node {
	g := picture.Group()
	last := len(cards) - 1
	if last > 0 {
		g.Add(picture.Rect(x, top, float64(last)*step+tCardW, tCardH).Set("rx", "1.2").Fill(wonFill).Stroke("#777777", 0.3).Set("stroke-dasharray", "1.5 0.8"))
	}
	g.Add(picture.Place(t.takenCard(w, cards[last]), x+float64(last)*step, top))
	return g
}

// takenCard is a taken card greyed, drawn about (0, 0).
func (t *table) takenCard(w referee.Words, c Card) *picture.Node {
	shape := func() *picture.Node { return picture.Rect(0, 0, tCardW, tCardH).Set("rx", "1.2") }
	card := picture.Group(shape().Fill(wonFill).Stroke("#777777", 0.3).Set("stroke-dasharray", "1.5 0.8"))
	if c.chameleon {
		card.Add(picture.Texture(shape, "dots"))
	} else {
		band := func() *picture.Node { return picture.Rect(0.4, 0.4, tBand, tCardH-0.8) }
		// The stripe keeps its animal's ink (greyed, the animal was
		// lost).
		card.Add(band().Fill(animalInk[c.animal].Fill), picture.Texture(band, animalInk[c.animal].Pattern))
	}
	return card.Add(t.faceWords(w, c, 0, 0, wonInk))
}

// downPile is a player's face-down pile: a card back with its count, or,
// for a player who is out, an empty dashed place saying so.
func (t *table) downPile(w referee.Words, v pileView, x, top, width float64) *picture.Node {
	back := func() *picture.Node { return picture.Rect(x, top, width, tCardH).Set("rx", "1.2") }
	if v.out {
		word := w.Say(referee.Term("turbo.picture.out"))
		lines := picture.Wrap(word, picture.Small, width-2)
		texts := picture.Lines(x+width/2, top+tCardH/2+picture.Small*0.36-float64(len(lines)-1)*picture.Small*0.6, picture.Small, picture.Small*1.2, "middle", lines)
		for _, k := range texts {
			k.Fill("#444444")
		}
		return picture.Boxed(back().Fill("#ffffff").Stroke("#999999", 0.3).Set("stroke-dasharray", "1 1").Tip(w.Say(v.down)), texts...)
	}
	count := "?"
	if v.downN >= 0 {
		count = strconv.Itoa(v.downN)
	}
	size := min(picture.Normal, picture.Normal*(width-6)/max(picture.BoldWidth(count, picture.Normal), 0.1))
	return picture.Group(back().Fill("#dddddd").Stroke("#555555", 0.3).Tip(w.Say(v.down)), picture.Texture(back, "cross"),
		picture.Boxed(picture.Rect(x+2.5, top+tCardH/2-3.6, width-5, 5.4).Fill("#ffffff").Stroke("#555555", 0.2),
			picture.Text(x+width/2, top+tCardH/2-0.9+size*0.36, size, "middle", count).Bold()))
}

// cardFace is one open card, its corner at (x, y): the count large, the
// animal's word under it and a stripe of its ink; a covered card shows
// its stripe and, where the strip that shows holds it, its count; the card
// turned up last framed twice in the last move's ink.
func (t *table) cardFace(w referee.Words, c Card, x, y float64, top, last bool, shown float64) *picture.Node {
	shape := func() *picture.Node { return picture.Rect(x, y, tCardW, tCardH).Set("rx", "1.2") }
	// Every card a thin grey edge, the top one too: with every top card
	// in a heavy black frame, the frame that marks the last card marked
	// nothing.
	g := picture.Solid(picture.Group(shape().Fill("#ffffff").Stroke(cardEdge, 0.3)))
	if c.chameleon {
		g.Add(picture.Texture(shape, "dots"))
	} else {
		ink := animalInk[c.animal]
		band := func() *picture.Node { return picture.Rect(x+0.4, y+0.4, tBand, tCardH-0.8) }
		inked := picture.Group(band().Fill(ink.Fill), picture.Texture(band, ink.Pattern))
		if !top && shown >= tBand+0.4 {
			// A covered card's count, on its stripe where the strip shows it.
			n := strconv.Itoa(c.n)
			g.Add(picture.Boxed(inked, picture.Text(x+0.4+tBand/2, y+tCardH-1.8, picture.Small, "middle", n).Bold().Fill(ink.Text)))
		} else {
			g.Add(inked)
		}
	}
	if top {
		// Placed: a page writes each card's face once (its pictogram made
		// a 2,000-move page 5.00 MB of its 5).
		g.Add(picture.Place(t.faceWords(w, c, 0, 0, "#000000"), x, y))
	}
	if last {
		// A double frame in the last move's ink, cased in white, as the
		// key's sample (picture.SampleFramed) and the turtles' moved turtle
		// are: the card's own edge dark, a frame round it; the same for
		// every card (the last move's marks in one dark ink, never a
		// piece's own colour).
		frame := func() *picture.Node {
			return picture.Rect(x-1.1, y-1.1, tCardW+2.2, tCardH+2.2).Set("rx", "2").Fill("none")
		}
		g.Add(picture.LastMarks(shape().Fill("none").Stroke(picture.LastInk, 0.4),
			frame().Stroke(picture.LastCasing, 1.4), frame().Stroke(picture.LastInk, 0.6)))
	}
	return g
}

// faceWords are a top card's count and word, in the card right of its
// stripe: «3» over «лягушки», in its own form for the count; a
// chameleon's word alone.
func (t *table) faceWords(w referee.Words, c Card, x, y float64, ink string) *picture.Node {
	left := x + tBand + 0.8
	inner := tCardW - tBand - 1.6
	mid := left + inner/2
	word := w.Say(FaceWord(c))
	var kids []*picture.Node
	wordY := y + tCardH/2 + 1
	if !c.chameleon {
		// The count's top (a bold digit stands 0.73 of its size tall)
		// a millimetre under the pictogram's foot: at 9.5 the frog sat on
		// the «3».
		kids = append(kids, picture.Text(mid, y+countBase, 7, "middle", strconv.Itoa(c.n)).Bold().Fill(ink))
		wordY = y + 15
	}
	// The animal's pictogram: over the count, or over a chameleon's word.
	iconY := y + 0.8 + iconH/2
	if c.chameleon {
		iconY = wordY - picture.Small - 1 - iconH/2
	}
	kids = append(kids, picture.Place(animalIcon(c, ink), mid, iconY))
	box := picture.Rect(left, y+0.6, inner, tCardH-1.2).Fill("none")
	if c.chameleon {
		// No stripe: the word goes across the dotted card, on a white label.
		left, inner = x+1.2, tCardW-2.4
		mid = left + inner/2
	}
	size, lines := picture.Fit(word, picture.Small, picture.Small, inner-0.6, 2, false)
	if c.chameleon {
		h := float64(len(lines))*size*1.2 + 1.2
		box = picture.Rect(left, wordY-size-0.3, inner, h).Set("rx", "0.8").Fill("#ffffff").Stroke("#777777", 0.2)
	}
	texts := picture.Lines(mid, wordY, size, size*1.2, "middle", lines)
	for _, k := range texts {
		k.Fill(ink)
	}
	kids = append(kids, texts...)
	return picture.Boxed(box, kids...)
}

// ghost is a refused entry: a card as a ghost in the refused ink with its
// face, at (x, y) on the open pile; a call as a mark in the refused ink,
// the call's word in a dashed box, from (nx, ny) (anchored at its right
// when the name stands above the piles).
func (t *table) ghost(w referee.Words, ev *event, x, y, nx, ny, room float64, lay tableLayout) *picture.Node {
	if ev.kind != cardEvent {
		return callMark(refusedText(w, ev.kind), picture.Refused, nx, ny, room, lay, picture.Ghost)
	}
	shape := func() *picture.Node { return picture.Rect(x, y, tCardW, tCardH).Set("rx", "1.2") }
	// The large cross at the card's corner (picture.RefusedBadge, at
	// least picture.MarkMin across), over its stripe, clear of its words.
	g := picture.Group(picture.Ghost(shape))
	defer g.Add(picture.Place(picture.RefusedBadge(0), x+tCardW, y+picture.MarkMin/2+0.3))
	if c := ev.parts; len(c) == 1 {
		// The card as it is, its stripe, pattern and count in their
		// own ink, the refused ink on its dashed outline alone: all in
		// the refused ink it no longer looked like the card played.
		g.Add(shape().Fill("#ffffff"))
		if c[0].chameleon {
			g.Add(picture.Texture(shape, "dots"))
		} else {
			ink := animalInk[c[0].animal]
			band := func() *picture.Node { return picture.Rect(x+0.4, y+0.4, tBand, tCardH-0.8) }
			g.Add(band().Fill(ink.Fill), picture.Texture(band, ink.Pattern))
		}
		g.Add(t.faceWords(w, c[0], x, y, "#000000"),
			shape().Fill("none").Stroke("#ffffff", 1.1),
			shape().Fill("none").Stroke(picture.Refused, 0.6).Set("stroke-dasharray", picture.RefusedDash))
	} else {
		// No such card: its parts as written, in words.
		lines := picture.Wrap(w.Say(Written{Parts: ev.parts}), picture.Small, tCardW-2)
		lines = lines[:min(len(lines), 6)]
		texts := picture.Lines(x+tCardW/2, y+4, picture.Small, picture.Small*1.2, "middle", lines)
		for _, k := range texts {
			k.Fill(picture.Refused)
		}
		g.Add(picture.Boxed(picture.Rect(x+0.6, y+0.6, tCardW-1.2, tCardH-1.2).Fill("none"), texts...))
	}
	return g
}

// callMark is a call's mark by its caller's name: its lines, bold in ink,
// wrapped to room, in a box (drawn by box) from (nx, ny), anchored at its
// right when the name stands above the piles.
func callMark(text []string, ink string, nx, ny, room float64, lay tableLayout, box func(func() *picture.Node) *picture.Node) *picture.Node {
	lines, bw, bh := markLines(text, room)
	if lay.stacked {
		nx -= bw
		ny -= bh - picture.Small
	}
	texts := picture.Lines(nx+0.8, ny+0.6+picture.Small*0.8, picture.Small, picture.Small*1.2, "", lines)
	for _, k := range texts {
		k.Bold().Fill(ink)
	}
	return picture.Boxed(box(func() *picture.Node { return picture.Rect(nx, ny, bw, bh).Set("rx", "0.8") }), texts...)
}

// markLines are a call's mark's lines wrapped to room, and the width and
// height of its box.
func markLines(text []string, room float64) (lines []string, bw, bh float64) {
	for _, t := range text {
		lines = append(lines, picture.WrapBold(t, picture.Small, room-1.6)...)
	}
	for _, l := range lines {
		bw = max(bw, picture.BoldWidth(l, picture.Small))
	}
	return lines, bw + 1.6, float64(len(lines))*picture.Small*1.2 + 1.2
}

// penaltyText is the mark of a wrong call that cost a penalty, in lines
// before they are wrapped.
func penaltyText(w referee.Words, call eventKind) []string {
	return []string{"⚠ " + w.Say(referee.Term("replay.penalty")), w.Say(Call(call))}
}

// refusedText is the mark of a call refused.
func refusedText(w referee.Words, call eventKind) []string {
	return []string{"✗ " + w.Say(Call(call))}
}

// penaltyBox is the box of a wrong call that cost a penalty: white with a
// heavy black edge, no player's colour nor the refused ink (the call
// stood), so that it reads in grey and in print.
func penaltyBox(shape func() *picture.Node) *picture.Node {
	return picture.Group(shape().Fill("#ffffff").Stroke("#000000", 0.6))
}
