package turtles

import (
	"strconv"
	"strings"

	"referee/notation"
	"referee/referee"
	"referee/referee/picture"
)

// The turtles' colours on a picture, and the ink of a label on each: the
// letter (R, Y, G…) tells them apart where the colours do not, in greyscale.
var (
	turtleFill = [numTurtles]string{"#d62728", "#f5cf1d", "#2ca02c", "#2b6cc4", "#8e44ad"}
	turtleInk  = [numTurtles]string{"#ffffff", "#000000", "#ffffff", "#ffffff", "#ffffff"}
)

// The track's geometry, in millimetres.
const (
	pMargin  = 4.0
	pCell    = 11.8                  // a square's width
	pPerRow  = 10                    // squares a row, the start included
	pShell   = 4.0                   // a turtle's height in a stack
	pGap     = 0.8                   // the gap between turtles on the start, who stand apart
	pStack   = 5*pShell + pGap*4 + 2 // five turtles
	pRowGap  = 12.0                  // below a row: its labels and the arrow's room
	pArrowUp = 5.0                   // the last move's arrow rises this far above the squares
)

// Picture draws the track from the start to the finish, row by row, each
// square with its stack bottom to top; the turtles in their colours, each
// with its letter, neutral ones hatched; the last card's turtle and its
// riders outlined and an arrow from the square they left; a legend.
func (r *race) Picture(w referee.Words, _ referee.View) *picture.Picture {
	d := r.draw()
	say := func(id string, f referee.Facts) string { return w.Say(referee.Say(id, f)) }
	name := func(t Turtle) string { return w.Say(referee.Say(string(t.Term()), nil)) }
	width := picture.MaxWidth
	title := say("turtles.picture.title", referee.Facts{"when": referee.When(r.moves)})
	top := pMargin + 6 + pArrowUp
	g := picture.Group()
	g.Add(picture.Text(pMargin, pMargin+3.5, picture.Large, "", title).Bold())
	// where is the top-left corner of a square's box.
	where := func(sq int) (x, y float64) {
		return pMargin + float64(sq%pPerRow)*pCell, top + float64(sq/pPerRow)*(pStack+pRowGap+pArrowUp)
	}
	for sq, s := range d.squares {
		x, y := where(sq)
		box := picture.Rect(x+0.4, y, pCell-0.8, pStack).Fill("#ffffff").Stroke("#555555", 0.3)
		if sq == 0 || sq == len(d.squares)-1 {
			box.Fill("#eeeeee")
		}
		g.Add(box.Tip(w.Say(s.label)))
		label := strconv.Itoa(sq)
		switch sq {
		case 0:
			label = say("turtles.picture.start", nil)
		case len(d.squares) - 1:
			label = say("turtles.picture.finish", referee.Facts{"n": sq})
		}
		g.Add(picture.Text(x+pCell/2, y+pStack+3.2, picture.Small, "middle", label))
		for i, t := range s.turtles {
			ty := y + pStack - 1 - float64(i+1)*pShell
			if sq == 0 {
				ty -= float64(i) * pGap
			}
			g.Add(r.shell(d, t, x+1.3, ty, pCell-2.6, name(t), true, say))
		}
	}
	if len(d.moved) > 0 && d.from != d.to {
		fx, fy := where(d.from)
		tx, ty := where(d.to)
		fx, tx = fx+pCell/2, tx+pCell/2
		if fy == ty {
			mid := (fx + tx) / 2
			g.Add(picture.Arrow([]picture.Point{{X: fx, Y: fy - 0.6}, {X: fx, Y: fy - pArrowUp + 1}, {X: mid, Y: fy - pArrowUp + 1}, {X: tx, Y: fy - pArrowUp + 1}, {X: tx, Y: ty - 0.8}}, "#000000", 0.5))
		} else {
			g.Add(picture.Arrow([]picture.Point{{X: fx, Y: fy - 0.6}, {X: fx, Y: fy - pArrowUp + 1}, {X: tx, Y: ty - pArrowUp + 1}, {X: tx, Y: ty - 0.8}}, "#000000", 0.5))
		}
	}
	// The legend: each turtle, whose it is, and what the marks mean.
	_, y := where(len(d.squares) - 1)
	y += pStack + pRowGap
	for t := Turtle(0); t < numTurtles; t++ {
		col := float64(t % 3)
		x := pMargin + col*42
		ly := y + float64(t/3)*6
		g.Add(r.shell(d, t, x, ly-3.2, 8, name(t), false, say))
		who := say("turtles.picture.secret", nil)
		switch {
		case d.known && d.owner[t] >= 0:
			who = r.names[d.owner[t]]
		case d.known:
			who = say("turtles.picture.neutral", nil)
		}
		g.Add(picture.Text(x+9.5, ly, picture.Small, "", say("turtles.picture.legend", referee.Facts{"turtle": name(t), "player": notation.ClipTo(who, 17)})))
	}
	y += 2*6 + 1.5
	var notes []string
	if d.known {
		notes = append(notes, say("turtles.picture.key-neutral", nil))
	}
	if len(d.moved) > 0 {
		riders := make(referee.List, len(d.moved)-1)
		for i, t := range d.moved[1:] {
			riders[i] = t.Term()
		}
		id := "turtles.picture.key-last"
		if len(riders) == 0 {
			id = "turtles.picture.key-last-alone"
		}
		notes = append(notes, say(id, referee.Facts{"turtle": d.moved[0].Term(), "riders": riders, "count": len(riders)}))
	}
	notes = append(notes, w.Say(d.status))
	paras, y := picture.Notes(pMargin, y, width-2*pMargin, 3.3, 0.6, notes)
	g.Add(paras...)
	p := picture.New(width, y+pMargin-2, title, r.describe(w, d), "")
	p.Add(g)
	return p
}

// shell is one turtle: a rounded shell in its colour with its letter, a
// hatch when it is neutral, a heavy outline when the last card moved it
// (a double one for the turtle the card named) on the track.
func (r *race) shell(d drawing, t Turtle, x, y, w float64, name string, onTrack bool, say func(string, referee.Facts) string) *picture.Node {
	shape := func() *picture.Node { return picture.Rect(x, y, w, pShell-0.5).Set("rx", "1.6") }
	g := picture.Group(shape().Fill(turtleFill[t]).Stroke("#000000", 0.25))
	if d.known && d.owner[t] < 0 {
		g.Add(picture.Texture(shape, "hatch"))
	}
	if moved, first := d.isMoved(t); moved && onTrack {
		g.Add(shape().Fill("none").Stroke("#000000", 0.7))
		if first {
			g.Add(picture.Rect(x-0.7, y-0.7, w+1.4, pShell+0.9).Set("rx", "2").Fill("none").Stroke("#000000", 0.35))
		}
	}
	letter := say("turtles.picture.letter."+turtleKeys[t], nil)
	g.Add(picture.Text(x+w/2, y+pShell-1.35, picture.Small, "middle", letter).Bold().Fill(turtleInk[t]))
	return g.Tip(name)
}

// describe is the position in words: each square's stack, then the last
// card and what is due.
func (r *race) describe(w referee.Words, d drawing) string {
	var parts []string
	for sq, s := range d.squares {
		if len(s.turtles) == 0 {
			continue
		}
		id := "turtles.picture.desc-stack"
		if sq == 0 {
			id = "turtles.picture.desc-start"
		}
		parts = append(parts, w.Say(referee.Say(id, referee.Facts{"square": s.label, "turtles": terms(s.turtles), "count": len(s.turtles)})))
	}
	out := w.Say(referee.Say("turtles.picture.desc", referee.Facts{"squares": strings.Join(parts, "; ")}))
	if len(d.moved) > 0 {
		out += " " + w.Say(referee.Say("turtles.picture.desc-last", referee.Facts{"turtles": terms(d.moved), "from": r.squareOf(d.from, "turtles.square.from-"), "to": r.squareOf(d.to, "turtles.square.to-")}))
	}
	return out + " " + w.Say(d.status)
}
