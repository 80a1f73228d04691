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
	tNameW  = 28.0 // the players' names
	tCardW  = 15.0
	tCardH  = 21.0
	tBand   = 3.4 // the animal's band down a card's left edge
	tOffset = 4.5 // how much of a covered card shows
	tRow    = tCardH + 6
)

// refusedInk is the colour of a refused entry: its ghost card, its call.
const refusedInk = "#c00000"

// animalInk is the band across a card of each animal, with a pattern, so
// the animals differ in grey as well as by their word; a chameleon's card
// is dotted all over. The count on a band reads at 4.5:1 or more.
var animalInk = [numAnimals]picture.Ink{
	Hedgehog: {Fill: "#a0522d", Text: "#ffffff", Pattern: "hatch"},
	Frog:     {Fill: "#237d35", Text: "#ffffff", Pattern: "dots"},
	Bird:     {Fill: "#2b6cc4", Text: "#ffffff", Pattern: ""},
}

// Picture draws the table: each player's face-down pile (a card back with
// its count) and open pile, the covered cards offset under the top card,
// which alone counts and is drawn whole; the card turned up last outlined
// twice; the animals on the table; the task in the cards' words, boxed
// with ✓ when it holds and ✗ dashed when not; what is due.
func (t *table) Picture(w referee.Words, _ referee.View) *picture.Picture {
	return t.picture(w, -1, nil)
}

// PictureRefused draws the table with an entry it refused: a card as a red
// dashed ghost on top of its player's open pile, a call as a red ✗ and the
// call beside the caller's name.
func (t *table) PictureRefused(w referee.Words, _ referee.View, actor int, mv referee.Move) *picture.Picture {
	ev, ok := mv.(*event)
	if !ok || ev.kind == taskEvent || ev.kind == endEvent {
		return t.picture(w, -1, nil)
	}
	if actor < 0 {
		actor = t.turn()
	}
	if actor < 0 || actor >= len(t.names) {
		return t.picture(w, -1, nil)
	}
	return t.picture(w, actor, ev)
}

func (t *table) picture(w referee.Words, refusedBy int, refused *event) *picture.Picture {
	d := t.draw()
	width := picture.MaxWidth
	title := w.Say(PictureTitle{When: referee.When(t.events)})
	g := picture.Group()
	y := tMargin + 9.0
	back := picture.Group(picture.Text(tMargin+tNameW, y, picture.Small, "", w.Say(referee.Term("turbo.picture.down"))).Fill("#444444"),
		picture.Text(tMargin+tNameW+tCardW+6, y, picture.Small, "", picture.Clip(w.Say(referee.Term("turbo.picture.open")), picture.Small, width-tMargin-(tMargin+tNameW+tCardW+6))).Fill("#444444"))
	y += 2.5
	for p, v := range d.players {
		top := y
		size, nameLines := picture.Fit(v.name, picture.Normal, 2.2, tNameW-2, 3, true)
		para, _ := picture.Paragraph(tMargin, top+5, size, size*1.25, nameLines)
		back.Add(para.Set("font-weight", "bold"))
		// The face-down pile.
		x := tMargin + tNameW
		g.Add(t.downPile(w, v, x, top).Share())
		// The open pile, bottom first: covered cards show their edge.
		x += tCardW + 6
		room := width - tMargin - x - tCardW
		open := v.open
		if refusedBy == p && refused.kind == cardEvent {
			room -= 3 // the ghost goes on top, a little to the right
		}
		step := tOffset
		if n := len(open) - 1; n > 0 && float64(n)*step > room {
			step = room / float64(n)
		}
		if len(open) == 0 {
			empty := w.Say(referee.Term("turbo.picture.empty"))
			size, lines := picture.Fit(empty, picture.Small, 1.6, tCardW-2, 2, false)
			texts := picture.Lines(x+tCardW/2, top+tCardH/2+1, size, size*1.2, "middle", lines)
			for _, k := range texts {
				k.Fill("#555555")
			}
			g.Add(picture.Boxed(picture.Rect(x, top, tCardW, tCardH).Set("rx", "1.2").Fill("#ffffff").Stroke("#999999", 0.3).Set("stroke-dasharray", "1 1"), texts...).Share())
		}
		pile := picture.Group()
		for i, c := range open {
			isTop := i == len(open)-1
			pile.Add(picture.Place(t.cardFace(w, c, 0, 0, isTop, isTop && d.last == p, step), x+float64(i)*step, top))
		}
		if len(open) > 0 {
			g.Add(pile.Share())
		}
		if refusedBy == p {
			g.Add(t.ghost(w, refused, x+float64(max(len(open)-1, 0))*step+3, top, tMargin, top+5+float64(len(nameLines))*size*1.25))
		}
		y += tRow
	}
	// The sums, the task and what is due.
	y += 1
	lines := func(s string, size float64, x, w float64) {
		para, next := picture.Paragraph(x, y, size, size*1.35, picture.Wrap(s, size, w))
		g.Add(para.Share())
		y = next + 0.6
	}
	lines(w.Say(Sums{OnTable: tallies(d.sums)}), picture.Normal, tMargin, width-2*tMargin)
	if d.task != nil {
		text := picture.Wrap(w.Say(d.task), picture.Normal, width-2*tMargin-14)
		h := float64(len(text))*picture.Normal*1.35 + 3.5
		box := picture.Rect(tMargin, y-1, width-2*tMargin, h).Set("rx", "1.5").Fill("#ffffff")
		mark := "✗"
		if d.holds {
			box.Stroke("#000000", 0.8)
			mark = "✓"
		} else {
			box.Stroke("#000000", 0.4).Set("stroke-dasharray", "2 1.2")
		}
		para, _ := picture.Paragraph(tMargin+11, y+picture.Normal+0.6, picture.Normal, picture.Normal*1.35, text)
		size := min(7, h-1.6)
		g.Add(picture.Boxed(box, picture.Text(tMargin+5, y-1+h/2+size*0.36, size, "middle", mark).Bold(), para).Share())
		y += h + 4
	}
	if refused != nil {
		lines(w.Say(referee.Term("picture.key-refused")), picture.Small, tMargin, width-2*tMargin)
	}
	if d.last >= 0 {
		lines(w.Say(LastCardKey{Player: d.players[d.last].name}), picture.Small, tMargin, width-2*tMargin)
	}
	lines(w.Say(d.status), picture.Normal, tMargin, width-2*tMargin)
	if m, ok := referee.Winners(t.Outcome(), t.names); ok {
		lines(w.Say(m), picture.Normal, tMargin, width-2*tMargin)
	}
	p := picture.New(width, y+tMargin-3, title, t.inWords(w, d))
	p.Back(back)
	p.BackKey(strings.Join(t.names, "\n"))
	p.Add(g)
	return p
}

// downPile is a player's face-down pile: a card back with its count, or,
// for a player who is out, an empty dashed place saying so.
func (t *table) downPile(w referee.Words, v pileView, x, top float64) *picture.Node {
	back := func() *picture.Node { return picture.Rect(x, top, tCardW, tCardH).Set("rx", "1.2") }
	if v.out {
		word := w.Say(referee.Term("turbo.picture.out"))
		size, lines := picture.Fit(word, picture.Small, 1.6, tCardW-2, 3, false)
		texts := picture.Lines(x+tCardW/2, top+tCardH/2+size*0.36-float64(len(lines)-1)*size*0.6, size, size*1.2, "middle", lines)
		for _, k := range texts {
			k.Fill("#444444")
		}
		return picture.Boxed(back().Fill("#ffffff").Stroke("#999999", 0.3).Set("stroke-dasharray", "1 1").Tip(w.Say(v.down)), texts...)
	}
	count := "?"
	if v.downN >= 0 {
		count = strconv.Itoa(v.downN)
	}
	size := min(picture.Normal, picture.Normal*(tCardW-6)/max(picture.BoldWidth(count, picture.Normal), 0.1))
	return picture.Group(back().Fill("#dddddd").Stroke("#555555", 0.3).Tip(w.Say(v.down)), picture.Texture(back, "cross"),
		picture.Boxed(picture.Rect(x+2.5, top+tCardH/2-3.6, tCardW-5, 5.4).Fill("#ffffff").Stroke("#555555", 0.2),
			picture.Text(x+tCardW/2, top+tCardH/2-0.9+size*0.36, size, "middle", count).Bold()))
}

// cardFace is one open card, its corner at (x, y): the count large, the animal's word under it
// and a band of its ink; a covered card shows its band and, where the
// strip that shows holds it, its count; the top card drawn with a heavier
// edge, the card turned up last with a second outline.
func (t *table) cardFace(w referee.Words, c Card, x, y float64, top, last bool, shown float64) *picture.Node {
	shape := func() *picture.Node { return picture.Rect(x, y, tCardW, tCardH).Set("rx", "1.2") }
	g := picture.Group(shape().Fill("#ffffff").Stroke("#000000", 0.3))
	if c.chameleon {
		g.Add(picture.Texture(shape, "dots"))
	} else {
		ink := animalInk[c.animal]
		band := func() *picture.Node { return picture.Rect(x+0.4, y+0.4, tBand, tCardH-0.8) }
		inked := picture.Group(band().Fill(ink.Fill), picture.Texture(band, ink.Pattern))
		if !top && shown >= tBand+0.4 {
			// A covered card's count, on its band where the strip shows it.
			n := strconv.Itoa(c.n)
			size := min(picture.Small, picture.Small*(tBand-0.6)/picture.BoldWidth(n, picture.Small))
			g.Add(picture.Boxed(inked, picture.Text(x+0.4+tBand/2, y+tCardH-1.8, size, "middle", n).Bold().Fill(ink.Text)))
		} else {
			g.Add(inked)
		}
	}
	if top {
		g.Add(shape().Fill("none").Stroke("#000000", 0.7))
		g.Add(t.faceWords(w, c, x, y, "#000000"))
	}
	if last {
		g.Add(picture.Rect(x-0.9, y-0.9, tCardW+1.8, tCardH+1.8).Set("rx", "1.8").Fill("none").Stroke("#000000", 0.35))
	}
	return g
}

// faceWords are a top card's count and word, in the card right of its
// band: «3» over «лягушки», in its own form for the count; a chameleon's
// word alone. The word is set as large as the card's width lets it.
func (t *table) faceWords(w referee.Words, c Card, x, y float64, ink string) *picture.Node {
	left := x + tBand + 0.8
	inner := tCardW - tBand - 1.6
	mid := left + inner/2
	word := w.Say(FaceWord(c))
	var kids []*picture.Node
	wordY := y + tCardH/2 + 1
	if !c.chameleon {
		kids = append(kids, picture.Text(mid, y+9, 7, "middle", strconv.Itoa(c.n)).Bold().Fill(ink))
		wordY = y + 14
	}
	box := picture.Rect(left, y+0.6, inner, tCardH-1.2).Fill("none")
	if c.chameleon {
		// No band: the word goes across the dotted card, on a white label.
		left, inner = x+1.2, tCardW-2.4
		mid = left + inner/2
	}
	size, lines := picture.Fit(word, picture.Small, 1.5, inner-0.6, 2, false)
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

// ghost is a refused entry: a card as a dashed red outline with its face,
// at (x, y) on the open pile; a call as a red ✗ and the call's word under
// the caller's name, from (nx, ny).
func (t *table) ghost(w referee.Words, ev *event, x, y, nx, ny float64) *picture.Node {
	if ev.kind != cardEvent {
		text := "✗ " + w.Say(Call(ev.kind))
		size, lines := picture.Fit(text, picture.Small, 1.8, tNameW-2, 1, true)
		return picture.Text(nx, ny, size, "", lines[0]).Bold().Fill(refusedInk)
	}
	g := picture.Group(picture.Rect(x, y, tCardW, tCardH).Set("rx", "1.2").Fill("#ffffff").Set("fill-opacity", "0.9").
		Stroke(refusedInk, 0.5).Set("stroke-dasharray", "1.2 0.8"))
	if len(ev.parts) == 1 {
		g.Add(t.faceWords(w, ev.parts[0], x, y, refusedInk))
	} else {
		// No such card: its parts as written, in words.
		size, lines := picture.Fit(w.Say(Written{Parts: ev.parts}), picture.Small, 1.5, tCardW-2, 4, false)
		texts := picture.Lines(x+tCardW/2, y+5, size, size*1.2, "middle", lines)
		for _, k := range texts {
			k.Fill(refusedInk)
		}
		g.Add(picture.Boxed(picture.Rect(x+0.6, y+0.6, tCardW-1.2, tCardH-1.2).Fill("none"), texts...))
	}
	return g
}

// inWords is the table in words: each player's piles (the top card, the
// one that counts, and how many it covers), the animals, the task and
// what is due.
func (t *table) inWords(w referee.Words, d drawing) string {
	var parts []string
	for _, v := range d.players {
		m := PileWords{Player: v.name, Down: v.down}
		if len(v.open) > 0 {
			m.Top, m.Under = v.open[len(v.open)-1], len(v.open)-1
		}
		parts = append(parts, w.Say(m))
	}
	out := strings.Join(parts, "; ") + ". " + w.Say(Sums{OnTable: tallies(d.sums)})
	if d.task != nil {
		out += " " + w.Say(d.task)
	}
	return out + " " + w.Say(d.status)
}

// PictureTitle is a picture's title: the table, when.
type PictureTitle struct {
	When referee.Message
}

func (PictureTitle) Code() referee.Code { return "turbo.picture.title" }

// LastCardKey says whose card is outlined twice: the one turned up last.
type LastCardKey struct {
	Player string
}

func (LastCardKey) Code() referee.Code { return "turbo.picture.key-last" }

// PileWords is a player's place in words, for the picture's description:
// the top card and how many it covers, and the face-down pile.
type PileWords struct {
	Player string
	Top    Card // zero when the open pile is empty
	Under  int
	Down   referee.Message
}

func (PileWords) Code() referee.Code { return "turbo.picture.desc-player" }

// UnderCards are the cards under the top one, with their unit.
func (m PileWords) UnderCards() referee.Quantity {
	return referee.Quantity{Count: m.Under, Unit: "turbo.picture.unit.card"}
}

// FaceWord is the word on a card's face under its count: «лягушки» under
// «3», or the chameleon's word alone.
type FaceWord Card

func (c FaceWord) Code() referee.Code {
	if c.chameleon {
		return "turbo.picture.word.chameleon"
	}
	return faceWordCodes[c.animal]
}

// Count is the count on the face, which picks the word's form.
func (c FaceWord) Count() int { return c.n }

var faceWordCodes = [numAnimals]referee.Code{"turbo.picture.word.hedgehog", "turbo.picture.word.frog", "turbo.picture.word.bird"}
