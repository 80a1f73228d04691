package superrace

import (
	"strconv"
	"strings"

	"referee/referee"
	"referee/referee/picture"
)

// The map's geometry, in millimetres.
const (
	sMargin  = 4.0
	sNumbers = 5.0 // the row numbers on the left, the column numbers above
	sMinCell = 3.0 // a map too large for the page grows the page instead
)

// squareInk is how a square of each colour is drawn: grey plain, red
// hatched, blue dotted, yellow crossed, so that the colours differ in grey
// too; the letter of the colour is in each square's tooltip and the key.
var squareInk = [...]picture.Ink{
	grey:   {Fill: "#eeeeee"},
	red:    {Fill: "#ea8f8f", Pattern: "hatch"},
	blue:   {Fill: "#8fb4ea", Pattern: "dots"},
	yellow: {Fill: "#f7dc6f", Pattern: "cross"},
}

// routeDash is each player's line: solid, dashed, dotted, dash-dot, so the
// routes differ without colour.
var routeDash = [...]string{"", "2.2 1", "0.6 0.9", "2.2 0.8 0.6 0.8"}

// routeColour is the colour of player p's line: their ink, except for a
// pale ink — one the palette labels in black, as it does yellow and white —
// whose line would vanish on the squares and is drawn black.
func routeColour(p int) string {
	if ink := picture.PlayerInk(p); ink.Text != inkBlack {
		return ink.Fill
	}
	return inkBlack
}

// inkBlack is black, as the palette writes it.
const inkBlack = "#000000"

// Picture draws the track map, row by row as the text board does, with
// row and column numbers; squares in their colours and patterns, the +1
// bends marked «+1», start squares numbered, the start/finish line as a
// chequered bar on their edge; every player's route (or, with `--player`,
// one player's) drawn through the squares as on the paper — straight
// through a square or curving from one edge to the next — each in the
// player's ink and dash, a little apart where routes share squares; the
// last turn drawn heavier, each route ending in an arrow; then where each
// player stands, in the text board's words.
func (r *race) Picture(w referee.Words, v referee.View) *picture.Picture {
	show, no := r.shown(v)
	say := func(id string, f referee.Facts) string { return w.Say(referee.Say(id, f)) }
	t := r.track
	cell := max((picture.MaxWidth-2*sMargin-sNumbers)/float64(t.cols), sMinCell)
	width := max(picture.MaxWidth, 2*sMargin+sNumbers+cell*float64(t.cols))
	turns := 0
	for _, c := range r.cars {
		turns += c.turns
	}
	title := say("super-race.picture.title", referee.Facts{"track": trackName(t), "when": referee.When(turns)})
	g := picture.Group(picture.Text(sMargin, sMargin+3.5, picture.Large, "", title).Bold())
	x0, y0 := sMargin+sNumbers, sMargin+8+sNumbers
	base := r.track.draw(&r.cars[show[0]])
	at := func(i int) (x, y float64) {
		return x0 + float64(i%base.Cols)*cell, y0 + float64(i/base.Cols)*cell
	}
	numSize := min(picture.Small, cell*0.5)
	for c := 0; c < base.Cols; c++ {
		if base.Cols < 30 || (c+1)%5 == 0 {
			g.Add(picture.Text(x0+float64(c)*cell+cell/2, y0-1.2, numSize, "middle", strconv.Itoa(c+1)).Fill("#555555"))
		}
	}
	for rr := 0; rr < base.Rows; rr++ {
		if base.Rows < 30 || (rr+1)%5 == 0 {
			g.Add(picture.Text(x0-1, y0+float64(rr)*cell+cell/2+numSize*0.35, numSize, "end", strconv.Itoa(rr+1)).Fill("#555555"))
		}
	}
	edge := t.dir.back()
	for i, s := range base.Squares {
		x, y := at(i)
		shape := func() *picture.Node { return picture.Rect(x, y, cell, cell) }
		switch {
		case !s.Track && s.Wall:
			g.Add(shape().Fill("#6b6b6b"))
			continue
		case !s.Track:
			continue
		}
		ink := squareInk[s.Colour]
		tip := say("super-race.picture.square", referee.Facts{"row": i/base.Cols + 1, "col": i%base.Cols + 1, "colour": referee.Term("super-race.colour." + s.Colour.name())})
		g.Add(shape().Fill(ink.Fill).Stroke("#8a8a8a", 0.2).Tip(tip), picture.Texture(shape, ink.Pattern))
		switch {
		case s.Plus:
			g.Add(picture.Text(x+cell/2, y+cell/2+cell*0.17, cell*0.45, "middle", "+1").Bold())
		case s.Start > 0:
			g.Add(picture.Text(x+cell/2, y+cell/2+cell*0.17, cell*0.42, "middle", "S"+strconv.Itoa(s.Start)).Bold())
			// The start/finish line on the start squares' back edge.
			var bar func() *picture.Node
			k := cell * 0.24
			switch edge {
			case up:
				bar = func() *picture.Node { return picture.Rect(x, y-k/2, cell, k) }
			case down:
				bar = func() *picture.Node { return picture.Rect(x, y+cell-k/2, cell, k) }
			case leftward:
				bar = func() *picture.Node { return picture.Rect(x-k/2, y, k, cell) }
			default:
				bar = func() *picture.Node { return picture.Rect(x+cell-k/2, y, k, cell) }
			}
			g.Add(bar().Fill("#ffffff").Stroke(inkBlack, 0.25), picture.Texture(bar, "cross"))
		}
	}
	// The routes.
	for k, p := range show {
		d := r.track.draw(&r.cars[p])
		if len(d.Route) == 0 {
			continue
		}
		colour := routeColour(p)
		off := (float64(k) - float64(len(show)-1)/2) * min(cell*0.16, 1.2)
		lastTurn := d.Route[len(d.Route)-1].Turn
		edgeAt := func(i int, h heading, x, y float64) picture.Point {
			// The middle of the square's edge in heading h.
			cx, cy := x+cell/2+off, y+cell/2+off
			return picture.Point{X: cx + float64(h.dCol())*cell/2, Y: cy + float64(h.dRow())*cell/2}
		}
		var all, last *picture.D
		for _, v := range d.Route {
			x, y := at(v.Index)
			from := edgeAt(v.Index, v.In.back(), x, y)
			to := edgeAt(v.Index, v.Out, x, y)
			path := &all
			if v.Turn == lastTurn {
				path = &last
			}
			if *path == nil {
				*path = new(picture.D).M(from.X, from.Y)
			} else {
				(*path).L(from.X, from.Y)
			}
			if v.In == v.Out {
				(*path).L(to.X, to.Y)
			} else {
				(*path).Q(x+cell/2+off, y+cell/2+off, to.X, to.Y)
			}
		}
		line := func(d *picture.D, width float64) *picture.Node {
			n := picture.Path(d).Fill("none").Stroke(colour, width).Set("stroke-linecap", "round").Set("stroke-linejoin", "round")
			if dash := routeDash[k%len(routeDash)]; dash != "" {
				n.Set("stroke-dasharray", dash)
			}
			return n
		}
		name := r.names[p]
		if all != nil {
			g.Add(line(all, cell*0.09).Tip(name))
		}
		if last != nil {
			g.Add(line(last, cell*0.16).Tip(say("super-race.picture.last-turn", referee.Facts{"player": name})))
		}
		end := d.Route[len(d.Route)-1]
		x, y := at(end.Index)
		tip := edgeAt(end.Index, end.Out, x, y)
		back := picture.Point{X: tip.X - float64(end.Out.dCol())*cell*0.3, Y: tip.Y - float64(end.Out.dRow())*cell*0.3}
		g.Add(picture.Arrow([]picture.Point{back, tip}, colour, cell*0.1))
	}
	// The key and where each player stands.
	y := y0 + float64(base.Rows)*cell + 5
	for k, p := range show {
		colour := routeColour(p)
		sample := picture.Line(sMargin, y-0.9, sMargin+8, y-0.9).Stroke(colour, 0.8).Set("stroke-linecap", "round")
		if dash := routeDash[k%len(routeDash)]; dash != "" {
			sample.Set("stroke-dasharray", dash)
		}
		g.Add(sample)
		para, next := picture.Paragraph(sMargin+10, y, picture.Small, 3.2, picture.Wrap(w.Say(r.standing(p)), picture.Small, width-2*sMargin-10))
		g.Add(para)
		y = next + 0.8
	}
	var notes []string
	if no != nil {
		notes = append(notes, w.Say(*no))
	}
	notes = append(notes, say("super-race.picture.key", nil))
	paras, y := picture.Notes(sMargin, y, width-2*sMargin, 3.2, 0.8, notes)
	g.Add(paras...)
	p := picture.New(width, y+sMargin-2.5, title, r.inWords(w, show), "")
	p.Add(g)
	return p
}

// inWords is the race in words: where each player shown stands.
func (r *race) inWords(w referee.Words, show []int) string {
	parts := []string{w.Say(referee.Say("super-race.picture.desc", referee.Facts{"track": trackName(r.track)}))}
	for _, p := range show {
		parts = append(parts, w.Say(r.standing(p)))
	}
	return strings.Join(parts, " ")
}
