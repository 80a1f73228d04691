package turbo

import (
	"strconv"
	"strings"

	"referee/referee"
	"referee/referee/picture"
)

// The table's geometry, in millimetres.
const (
	tMargin = 4.0
	tNameW  = 28.0 // the players' names
	tCardW  = 15.0
	tCardH  = 21.0
	tOffset = 4.5 // how much of a covered card shows
	tRow    = tCardH + 6
)

// animalInk is the band across a card of each animal, with a pattern, so
// the animals differ in grey as well as by their word; a chameleon's card
// is dotted all over.
var animalInk = [numAnimals]picture.Ink{
	Hedgehog: {Fill: "#a0522d", Text: "#ffffff", Pattern: "hatch"},
	Frog:     {Fill: "#2e9e44", Text: "#ffffff", Pattern: "dots"},
	Bird:     {Fill: "#2b6cc4", Text: "#ffffff", Pattern: ""},
}

// Picture draws the table: each player's face-down pile (a card back with
// its count) and open pile, the covered cards offset under the top card,
// which alone counts and is drawn whole; the card turned up last outlined
// twice; the animals on the table; the task in the cards' words, boxed
// with ✓ when it holds and ✗ dashed when not; what is due.
func (t *table) Picture(w referee.Words, _ referee.View) *picture.Picture {
	d := t.draw()
	width := picture.MaxWidth
	say := func(id string, f referee.Facts) string { return w.Say(referee.Say(id, f)) }
	title := say("turbo.picture.title", referee.Facts{"when": referee.When(t.events)})
	g := picture.Group(picture.Text(tMargin, tMargin+3.5, picture.Large, "", title).Bold())
	y := tMargin + 9.0
	g.Add(picture.Text(tMargin+tNameW, y, picture.Small, "", say("turbo.picture.down", nil)).Fill("#444444"),
		picture.Text(tMargin+tNameW+tCardW+6, y, picture.Small, "", say("turbo.picture.open", nil)).Fill("#444444"))
	y += 2.5
	for p, v := range d.players {
		top := y
		nameLines := picture.Wrap(v.name, picture.Normal, tNameW-2)
		if len(nameLines) > 3 {
			nameLines = nameLines[:3]
		}
		para, _ := picture.Paragraph(tMargin, top+5, picture.Normal, 3.6, nameLines)
		g.Add(para.Set("font-weight", "bold"))
		// The face-down pile.
		x := tMargin + tNameW
		count := "?"
		switch {
		case v.out:
			count = "—"
		case v.downN >= 0:
			count = strconv.Itoa(v.downN)
		}
		back := func() *picture.Node { return picture.Rect(x, top, tCardW, tCardH).Set("rx", "1.2") }
		if v.out {
			g.Add(back().Fill("#ffffff").Stroke("#999999", 0.3).Set("stroke-dasharray", "1 1").Tip(w.Say(v.down)))
		} else {
			g.Add(back().Fill("#dddddd").Stroke("#555555", 0.3).Tip(w.Say(v.down)), picture.Texture(back, "cross"))
		}
		g.Add(picture.Rect(x+2.5, top+tCardH/2-3.6, tCardW-5, 5.4).Fill("#ffffff").Stroke("#555555", 0.2),
			picture.Text(x+tCardW/2, top+tCardH/2+0.4, picture.Normal, "middle", count).Bold())
		// The open pile, bottom first: covered cards show their edge.
		x += tCardW + 6
		room := width - tMargin - x - tCardW
		step := tOffset
		if n := len(v.open) - 1; n > 0 && float64(n)*step > room {
			step = room / float64(n)
		}
		if len(v.open) == 0 {
			g.Add(picture.Rect(x, top, tCardW, tCardH).Set("rx", "1.2").Fill("none").Stroke("#999999", 0.3).Set("stroke-dasharray", "1 1"),
				picture.Text(x+tCardW/2, top+tCardH/2+1, picture.Small, "middle", say("turbo.picture.empty", nil)).Fill("#666666"))
		}
		for i, c := range v.open {
			isTop := i == len(v.open)-1
			g.Add(t.cardFace(w, c, x+float64(i)*step, top, isTop, isTop && d.last == p))
		}
		y += tRow
	}
	// The sums, the task and what is due.
	y += 1
	lines := func(s string, size float64, x, w float64) {
		para, next := picture.Paragraph(x, y, size, size*1.35, picture.Wrap(s, size, w))
		g.Add(para)
		y = next + 0.6
	}
	lines(say("turbo.board.sums", referee.Facts{"sums": sumsFact(d.sums)}), picture.Normal, tMargin, width-2*tMargin)
	if d.task != nil {
		text := picture.Wrap(w.Say(*d.task), picture.Normal, width-2*tMargin-14)
		h := float64(len(text))*picture.Normal*1.35 + 3.5
		box := picture.Rect(tMargin, y-1, width-2*tMargin, h).Set("rx", "1.5").Fill("#ffffff")
		mark := "✗"
		if d.holds {
			box.Stroke("#000000", 0.8)
			mark = "✓"
		} else {
			box.Stroke("#000000", 0.4).Set("stroke-dasharray", "2 1.2")
		}
		g.Add(box, picture.Text(tMargin+5, y-1+h/2+2.2, 7, "middle", mark).Bold())
		para, _ := picture.Paragraph(tMargin+11, y+picture.Normal+0.6, picture.Normal, picture.Normal*1.35, text)
		g.Add(para)
		y += h + 4
	}
	if d.last >= 0 {
		lines(say("turbo.picture.key-last", referee.Facts{"player": d.players[d.last].name}), picture.Small, tMargin, width-2*tMargin)
	}
	lines(w.Say(d.status), picture.Normal, tMargin, width-2*tMargin)
	p := picture.New(width, y+tMargin-3, title, t.inWords(w, d), "")
	p.Add(g)
	return p
}

// cardFace is one open card: the count large, the animal's word under it
// and a band of its ink; the top card drawn with a heavier edge, the card
// turned up last with a second outline.
func (t *table) cardFace(w referee.Words, c card, x, y float64, top, last bool) *picture.Node {
	shape := func() *picture.Node { return picture.Rect(x, y, tCardW, tCardH).Set("rx", "1.2") }
	g := picture.Group(shape().Fill("#ffffff").Stroke("#000000", 0.3))
	if c.chameleon {
		g.Add(picture.Texture(shape, "dots"))
	} else {
		ink := animalInk[c.animal]
		band := func() *picture.Node { return picture.Rect(x+0.4, y+0.4, 2.6, tCardH-0.8) }
		g.Add(band().Fill(ink.Fill), picture.Texture(band, ink.Pattern))
	}
	if top {
		g.Add(shape().Fill("none").Stroke("#000000", 0.7))
		// The count large, the animal's word under it, in its own form for
		// the count: «3» over «лягушки».
		word := w.Say(referee.Message{ID: "turbo.card.chameleon"})
		if !c.chameleon {
			word = w.Say(referee.Say("turbo.picture.word."+animalKeys[c.animal], referee.Facts{"count": c.n}))
			g.Add(picture.Text(x+tCardW/2+1.3, y+9, 7, "middle", strconv.Itoa(c.n)).Bold())
		}
		para, _ := picture.Paragraph(x+tCardW/2+1.3, y+14, picture.Small, 2.8, picture.Wrap(word, picture.Small, tCardW-4))
		for _, k := range para.Kids() {
			k.Set("text-anchor", "middle")
		}
		g.Add(para)
	} else if !c.chameleon {
		g.Add(picture.Text(x+1.7, y+tCardH-1.5, picture.Small, "middle", strconv.Itoa(c.n)).Bold().Fill("#ffffff"))
	}
	if last {
		g.Add(picture.Rect(x-0.9, y-0.9, tCardW+1.8, tCardH+1.8).Set("rx", "1.8").Fill("none").Stroke("#000000", 0.35))
	}
	return g.Tip(w.Say(referee.Say("turbo.picture.card", referee.Facts{"card": cardFact(c)})))
}

// inWords is the table in words: each player's piles, the animals, the
// task and what is due.
func (t *table) inWords(w referee.Words, d drawing) string {
	var parts []string
	for _, v := range d.players {
		open := make(referee.List, 0, len(v.open))
		for i := len(v.open) - 1; i >= 0; i-- {
			open = append(open, cardFact(v.open[i]))
		}
		id := "turbo.picture.desc-player"
		if len(open) == 0 {
			id = "turbo.picture.desc-player-empty"
		}
		parts = append(parts, w.Say(referee.Say(id, referee.Facts{"player": v.name, "down": v.down, "open": open})))
	}
	out := strings.Join(parts, "; ") + ". " + w.Say(referee.Say("turbo.board.sums", referee.Facts{"sums": sumsFact(d.sums)}))
	if d.task != nil {
		out += " " + w.Say(*d.task)
	}
	return out + " " + w.Say(d.status)
}
