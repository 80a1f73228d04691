package superrace

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// The map's geometry, in millimetres.
const (
	sMargin  = 4.0
	sNumbers = 5.0 // the row numbers on the left, the column numbers above
	// sMinCell holds a «+1» or an «S2» at the least size: a map too large
	// for the page grows the page instead.
	sMinCell = 4.6
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

// routeColour is the colour of a player's line, given their ink: the ink,
// except for a pale one — one the palette labels in black, as it does
// yellow and white — whose line would vanish on the squares and is drawn
// black.
func routeColour(ink picture.Ink) string {
	if ink.Text != inkBlack {
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
// last turn drawn heavier, each route ending in an arrowhead across the
// edge it stands on (before the first turn, across the start line into its
// start square); the squares' labels over the lines; then where each
// player stands, in the text board's words.
//
// Laid out for a phone's column (picture.Screen), it has a wide layout too
// (picture.ForScreen): the same map with its words beside it, which a wide
// screen shows across its whole column, the page's words under it (under
// the map, the words made the picture so tall that a desktop's window
// shrank the map to 388 pixels beside a blank column).
func (r *race) Picture(w referee.Words, v referee.View) *picture.Picture {
	return picture.ForScreen(v, func(v referee.View) *picture.Picture { return r.picture(w, v, -1, nil, nil) })
}

// PictureRefused draws the race with a turn it refused: the route as
// written, from where its player's car stands, dashed in the refused ink,
// as far as it stays on the map, with its arrowhead where it would stand.
func (r *race) PictureRefused(w referee.Words, v referee.View, actor int, mv referee.Move) *picture.Picture {
	p := actor
	if p < 0 {
		p = r.due
	}
	if r.phase == over || (p >= 0 && p < len(r.cars) && r.cars[p].finished) {
		// After the end, or by a player who has finished, a turn has no
		// place on the map: the words say it was refused, and why.
		if _, _, _, no := r.whose(actor); no != nil {
			return picture.ForScreen(v, func(v referee.View) *picture.Picture { return r.picture(w, v, -1, nil, no) })
		}
		return r.Picture(w, v)
	}
	t, ok := mv.(*turn)
	if !ok || t.pass || len(t.route()) == 0 {
		return r.Picture(w, v)
	}
	if p < 0 || p >= len(r.cars) || r.cars[p].finished {
		return r.Picture(w, v)
	}
	c := &r.cars[p]
	var route []Visit
	cell, h := c.cell, c.h
	for _, st := range t.route() {
		if r.track.beyond(cell) {
			break
		}
		out := h.turn(st)
		row, col := r.track.rowCol(cell)
		route = append(route, Visit{Index: row*r.track.cols + col, In: h, Out: out})
		cell, h = r.track.next(cell, out), out
	}
	return picture.ForScreen(v, func(v referee.View) *picture.Picture { return r.picture(w, v, p, route, nil) })
}

// undrawn, when it is given, is why a refused turn is not drawn.
func (r *race) picture(w referee.Words, v referee.View, refusedBy int, refused []Visit, undrawn referee.Message) *picture.Picture {
	show, no := r.shown(v)
	t := r.track
	inks := picture.InksFor(r.names)
	// A square is as wide as the width lets the map be, and no taller than
	// leaves room on a page of the width's proportions for the words under
	// the map; a map too large for the page at the least size grows the
	// page.
	layout := picture.LayoutWidth(v)
	// The wide layout: the phone's map, its words beside it.
	wide := picture.IsWide(v)
	if wide {
		layout = picture.Screen
	}
	cell := (layout - 2*sMargin - sNumbers) / float64(t.cols)
	// The words: three lines a player's standing, the key, three notes of
	// two lines — the same in every position, so that the map is.
	words := float64(len(show))*(3*3.2+0.8) + 3*(2*3.2+0.8) +
		float64(len(picture.Wrap(w.Say(PictureKey{}), picture.Small, layout-2*sMargin)))*3.2
	height := picture.MaxHeight * layout / picture.MaxWidth
	cell = max(sMinCell, min(cell, (height-(sMargin+8+sNumbers)-5-words-sMargin)/float64(t.rows)))
	width := max(layout, 2*sMargin+sNumbers+cell*float64(t.cols))
	turns := 0
	for _, c := range r.cars {
		turns += c.turns
	}
	title := w.Say(PictureTitle{Track: trackName(t), When: referee.When(turns)})
	if strings.TrimSpace(v["player"]) != "" && no == nil {
		// One player's sheet says whose it is.
		title = w.Say(PlayerTitle{Track: trackName(t), When: referee.When(turns), Player: r.names[show[0]]})
	}
	g := picture.Group()
	back := picture.Group()
	// The map in the middle of the page when its squares leave room.
	x0, y0 := max(sMargin+sNumbers, (width-cell*float64(t.cols)+sNumbers)/2), sMargin+8+sNumbers
	// The words: under the map, or beside it in the wide layout, as wide
	// as leaves the picture at least MaxWidth.
	keyX, keyY := sMargin, y0+float64(t.rows)*cell+5
	if wide {
		keyX, keyY = x0+cell*float64(t.cols)+3, y0-sNumbers+picture.Small
		width = max(picture.MaxWidth, keyX+40+sMargin)
	}
	keyW := width - keyX - sMargin
	base := r.track.draw(&r.cars[show[0]])
	at := func(i int) (x, y float64) {
		return x0 + float64(i%base.Cols)*cell, y0 + float64(i/base.Cols)*cell
	}
	numbers := picture.Group().Num("font-size", picture.Small).Fill("#555555")
	// Every column's number where they fit side by side, else every fifth.
	every := 1
	if picture.TextWidth("88", picture.Small)+0.4 > cell {
		every = 5
	}
	for c := 0; c < base.Cols; c++ {
		if (c+1)%every == 0 || every == 1 {
			numbers.Add(picture.Text(x0+float64(c)*cell+cell/2, y0-1.2, picture.Small, "middle", strconv.Itoa(c+1)))
		}
	}
	for rr := 0; rr < base.Rows; rr++ {
		if (rr+1)%every == 0 || every == 1 || cell >= picture.Small+0.6 {
			numbers.Add(picture.Text(x0-1, y0+float64(rr)*cell+cell/2+picture.Small*0.35, picture.Small, "end", strconv.Itoa(rr+1)))
		}
	}
	back.Add(numbers)
	edge := t.dir.back()
	// The squares' labels go over the routes and their arrowheads, on a
	// white halo, so that a route never hides a «+1» or an «S2»: they are
	// a part of their own, drawn after the routes and shared by every
	// position.
	labels := picture.Group()
	walls := new(picture.D)
	for i, s := range base.Squares {
		x, y := at(i)
		shape := func() *picture.Node { return picture.Rect(x, y, cell, cell) }
		switch {
		case !s.Track && s.Wall:
			walls.M(x, y).L(x+cell, y).L(x+cell, y+cell).L(x, y+cell).Z()
			continue
		case !s.Track:
			continue
		}
		ink := squareInk[s.Colour]
		tip := w.Say(SquareTip{Row: i/base.Cols + 1, Col: i%base.Cols + 1, Colour: s.Colour})
		back.Add(shape().Fill(ink.Fill).Stroke("#8a8a8a", 0.2).Tip(tip), picture.Texture(shape, ink.Pattern))
		label := ""
		switch {
		case s.Plus:
			label = "+1"
		case s.Start > 0:
			label = "S" + strconv.Itoa(s.Start)
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
			back.Add(bar().Fill("#ffffff").Stroke(inkBlack, 0.25), picture.Texture(bar, "cross"))
		}
		if label != "" {
			// The label stands on a white plate of its own: a halo alone
			// left "+1" crowded by a crossed square's lines.
			size := picture.Small
			tx, base := x+cell*0.06, y+cell*0.06+size*0.78
			plate := picture.Rect(tx-0.4, base-size*0.98, picture.BoldWidth(label, size)+0.8, size*1.26).Set("rx", "0.4").Fill("#ffffff")
			labels.Add(picture.Boxed(plate, picture.Text(tx, base, size, "", label).Bold()))
		}
	}
	if !walls.Empty() {
		back.Add(picture.Path(walls).Fill("#6b6b6b"))
	}
	// The routes: each player's drawn from parts that stay as they are
	// (their turns but the last, in aligned blocks) and what their last
	// turn changed, so that a page writes each part once. Routes that
	// share squares run apart, a fifth of a square between them.
	var arrows []*picture.Node
	var focus *picture.Node
	box := mapBox{x0, y0, x0 + float64(base.Cols)*cell, y0 + float64(base.Rows)*cell}
	// Players whose arrowheads stand on the same edge — on the start line
	// before the same square, or finished across the same edge — share it
	// side by side, each arrowhead narrow enough to be seen whole: drawn
	// one over the other, the last hid the first.
	sharing := map[headEdge][]int{}
	drawings := make([]Drawing, len(show))
	for k, p := range show {
		drawings[k] = r.track.draw(&r.cars[p])
		sharing[headSpot(drawings[k])] = append(sharing[headSpot(drawings[k])], k)
	}
	// bases are where each shown player's arrowhead stands, for a
	// refused turn drawn from it.
	bases := map[int]picture.Point{}
	for k, p := range show {
		d := drawings[k]
		off := (float64(k) - float64(len(show)-1)/2) * cell * 0.2
		side := sideOf(sharing[headSpot(d)], k, cell)
		route, arrow, base := r.routePicture(w, d, p, off, side, box, cell, at, routeColour(inks[p]))
		bases[p] = base
		if route != nil {
			g.Add(route.Share())
		}
		if p == r.lastMover && refused == nil {
			focus = arrow
			continue
		}
		if p == r.due && r.phase != over {
			arrows = append(arrows, picture.Due(arrow))
			continue
		}
		arrows = append(arrows, arrow.Share())
	}
	var notes []string
	if len(refused) > 0 {
		// From the refused player's own arrowhead (it began in the
		// edge's middle, beside the arrowhead of another player), then
		// along the squares' middles, so that a turn leaving the map
		// ends at its edge.
		from := bases[refusedBy]
		pts := pathFrom(&from, refused, 0, cell, at)
		halo := picture.Path(pts).Fill("none").Stroke("#ffffff", cell*0.12+0.6).Set("stroke-linejoin", "round")
		line := picture.Path(pts).Fill("none").Stroke(picture.Refused, cell*0.12).Set("stroke-dasharray", dashArray(cell*0.3, cell*0.2))
		end := refused[len(refused)-1]
		x, y := at(end.Index)
		// A turn that leaves the map ends at its edge: the head inside,
		// its tip where the route left, clear of the row and column
		// numbers around the map.
		head := headAt(box.fit(edgePoint(end.Out, 0, cell, x, y), end.Out, cell), end.Out, cell, cell*0.12, picture.Refused)
		g.Add(picture.Group(halo, line).Tip(w.Say(RefusedTip{Player: r.names[refusedBy]})))
		g.Add(picture.Focus(head))
		notes = append(notes, w.Say(referee.Term("picture.key-refused")))
	}
	// The labels go over the routes' lines and the refused turn; where the
	// players stand goes over everything, so that a «+1» or a refused
	// turn never hides a player's arrowhead.
	g.Add(labels.Share())
	g.Add(arrows...)
	g.Add(picture.Focus(focus))
	var refusal string
	if undrawn != nil {
		refusal = w.Say(referee.PictureRefusedUndrawn{Why: undrawn})
		notes = append(notes, refusal)
	}
	// The key and where each player stands.
	y := keyY
	for _, p := range show {
		colour := routeColour(inks[p])
		sample := picture.Line(keyX, y-0.9, keyX+8, y-0.9).Stroke(colour, 0.8).Set("stroke-linecap", "round")
		// Each player's line as in every picture: their own dash,
		// whoever else is shown (`--player` drew Edgar's solid).
		if dash := routeDash[p%len(routeDash)]; dash != "" {
			sample.Set("stroke-dasharray", dash)
		}
		para, next := picture.Paragraph(keyX+10, y, picture.Small, 3.2, picture.Wrap(w.Say(r.standing(p)), picture.Small, keyW-10))
		g.Add(picture.Group(sample, para).Share())
		y = next + 0.8
	}
	if no != nil {
		notes = append(notes, w.Say(no))
	}
	if m, ok := referee.Winners(r.Outcome(), r.names); ok {
		notes = append(notes, w.Say(m))
	}
	paras, y := picture.Notes(keyX, y, keyW, 3.2, 0.8, notes)
	for _, n := range paras {
		g.Add(n.Share())
	}
	key, y := picture.Notes(keyX, y, keyW, 3.2, 0.8, []string{w.Say(PictureKey{})})
	g.Add(picture.Group(key...).Share())
	tall := y + sMargin - 2.5
	if wide {
		tall = max(tall, y0+float64(base.Rows)*cell+sMargin)
	}
	desc := r.inWords(w, show)
	if refusal != "" {
		desc += " " + refusal
	}
	p := picture.New(width, tall, title, desc)
	if wide {
		// Map and words side by side fill a wide screen's column; the
		// page's words go under them.
		p.SetWordsUnder()
	}
	p.Back(back)
	p.BackKey(fmt.Sprintf("%p %v %v", r.track, cell, show[0]))
	p.Add(g)
	return p
}

// dashArray is a dash array of two lengths.
func dashArray(a, b float64) string { return picture.Fmt(a) + " " + picture.Fmt(b) }

// routePicture is player p's route, off millimetres aside, in its colour
// and the player's dash: the turns before the last thin, in blocks of 1, 2, 4…
// turns aligned to their size (each block the same in every later
// position), the last turn heavier; and the arrowhead where the route
// stands: across the edge it ends on, or before the first turn across the
// start line into the player's start square. route is nil before the
// first turn.
func (r *race) routePicture(w referee.Words, d Drawing, p int, off float64, side startSide, box mapBox, cell float64, at func(int) (float64, float64), colour string) (route, arrow *picture.Node, base picture.Point) {
	name := r.names[p]
	// head is the arrowhead across the edge of square i in heading h: off
	// aside, or side by side with those standing on the same edge.
	head := func(i int, edge, h heading) (*picture.Node, picture.Point) {
		x, y := at(i)
		e := edgePoint(edge, off, cell, x, y)
		width := cell * 0.12
		if side.shared {
			e = edgePoint(edge, 0, cell, x, y)
			// Across the heading: a step along a row for an up or down
			// heading, along a column for a sideways one.
			e.X += float64(h.dRow()*h.dRow()) * side.off
			e.Y += float64(h.dCol()*h.dCol()) * side.off
			width = side.width
		}
		e = box.fit(e, h, cell)
		return headAt(e, h, cell, width, colour).Tip(name), e
	}
	if len(d.Route) == 0 {
		// On the start line: the back edge of the start square.
		arrow, base = head(d.Ahead, d.Heading.back(), d.Heading)
		return nil, arrow, base
	}
	lastTurn := d.Route[len(d.Route)-1].Turn
	// byTurn[t] is the visits of turn t.
	byTurn := map[int][]Visit{}
	for _, v := range d.Route {
		byTurn[v.Turn] = append(byTurn[v.Turn], v)
	}
	var block func(lo, size int) *picture.Node
	block = func(lo, size int) *picture.Node {
		if size == 1 {
			if len(byTurn[lo]) == 0 {
				return nil
			}
			return picture.Path(path(byTurn[lo], off, cell, at)).Share()
		}
		g := picture.Group(block(lo, size/2), block(lo+size/2, size/2))
		if len(g.Kids()) == 0 {
			return nil
		}
		return g.Share()
	}
	older := picture.Group()
	for lo := 1; lo < lastTurn; {
		size := 1
		for (lo-1)%(size*2) == 0 && lo+size*2 <= lastTurn {
			size *= 2
		}
		older.Add(block(lo, size))
		lo += size
	}
	style := func(n *picture.Node, width float64) *picture.Node {
		n.Set("fill", "none").Stroke(colour, width).Set("stroke-linecap", "round").Set("stroke-linejoin", "round")
		if dash := routeDash[p%len(routeDash)]; dash != "" {
			n.Set("stroke-dasharray", dash)
		}
		return n
	}
	g := picture.Group()
	if len(older.Kids()) > 0 {
		g.Add(style(older, cell*0.09).Tip(name))
	}
	g.Add(style(picture.Path(path(byTurn[lastTurn], off, cell, at)), cell*0.16).Tip(w.Say(LastTurnTip{Player: name})))
	end := d.Route[len(d.Route)-1]
	arrow, base = head(end.Index, end.Out, end.Out)
	return g, arrow, base
}

// headSpot is the edge a drawing's arrowhead stands on: a square and the
// heading of its edge.
func headSpot(d Drawing) headEdge {
	if len(d.Route) == 0 {
		return headEdge{d.Ahead, d.Heading.back()}
	}
	end := d.Route[len(d.Route)-1]
	return headEdge{end.Index, end.Out}
}

// headEdge is a square's edge: the square and the heading across it.
type headEdge struct {
	index int
	out   heading
}

// headReach is how far an arrowhead's tip lies beyond the edge it stands
// on, in squares.
const headReach = 0.4

// headAt is the arrowhead of a route standing on an edge: from the edge's
// middle, e, into the square beyond it, heading h — clear of the square it
// leaves, where a «+1» or an «S2» may be written — its line width wide.
func headAt(e picture.Point, h heading, cell, width float64, colour string) *picture.Node {
	dx, dy := float64(h.dCol()), float64(h.dRow())
	back := picture.Point{X: e.X - dx*cell*0.04, Y: e.Y - dy*cell*0.04}
	tip := picture.Point{X: e.X + dx*cell*headReach, Y: e.Y + dy*cell*headReach}
	return picture.Group(picture.Arrow([]picture.Point{back, tip}, colour, width))
}

// mapBox is the map's rectangle on the page: the squares, walls included,
// without the row and column numbers around them.
type mapBox struct{ x0, y0, x1, y1 float64 }

// fit is e, the edge an arrowhead heading h stands on, moved back against
// the heading as far as the head's tip would otherwise reach past the
// map's edge: a head never lies over the numbers around the map.
func (b mapBox) fit(e picture.Point, h heading, cell float64) picture.Point {
	tip := picture.Point{X: e.X + float64(h.dCol())*cell*headReach, Y: e.Y + float64(h.dRow())*cell*headReach}
	e.X -= max(0, tip.X-b.x1) - max(0, b.x0-tip.X)
	e.Y -= max(0, tip.Y-b.y1) - max(0, b.y0-tip.Y)
	return e
}

// startSide is where a player waiting on the start line stands along the
// start square's back edge when others wait before the same square: off
// millimetres from its middle, across the heading, the head's line width
// wide.
type startSide struct {
	shared     bool
	off, width float64
}

// sideOf is the k-th shown player's place among those waiting before the
// same start square (ks, in the order shown): the edge shared in equal
// parts, each head at most nine tenths of its part wide (a head is 4.4
// line widths across).
func sideOf(ks []int, k int, cell float64) startSide {
	n := len(ks)
	if n < 2 {
		return startSide{}
	}
	j := 0
	for i, kk := range ks {
		if kk == k {
			j = i
		}
	}
	part := cell / float64(n)
	return startSide{shared: true, off: (float64(j) - float64(n-1)/2) * part, width: min(cell*0.12, part*0.9/4.4)}
}

// edgePoint is the middle of a square's edge in heading h, off aside.
func edgePoint(h heading, off, cell, x, y float64) picture.Point {
	cx, cy := x+cell/2+off, y+cell/2+off
	return picture.Point{X: cx + float64(h.dCol())*cell/2, Y: cy + float64(h.dRow())*cell/2}
}

// path is the line of visits through their squares, as on the paper:
// straight through a square, or curving from one edge to the next.
func path(visits []Visit, off, cell float64, at func(int) (float64, float64)) *picture.D {
	return pathFrom(nil, visits, off, cell, at)
}

// pathFrom is path, begun at start when it is given (where an arrowhead
// stands) rather than at the first square's edge.
func pathFrom(start *picture.Point, visits []Visit, off, cell float64, at func(int) (float64, float64)) *picture.D {
	var d *picture.D
	for _, v := range visits {
		x, y := at(v.Index)
		from := edgePoint(v.In.back(), off, cell, x, y)
		to := edgePoint(v.Out, off, cell, x, y)
		if d == nil {
			d = new(picture.D)
			if start != nil {
				d.M(start.X, start.Y)
				d.L(from.X, from.Y)
			} else {
				d.M(from.X, from.Y)
			}
		} else {
			d.L(from.X, from.Y)
		}
		if v.In == v.Out {
			d.L(to.X, to.Y)
		} else {
			d.Q(x+cell/2+off, y+cell/2+off, to.X, to.Y)
		}
	}
	return d
}

// inWords is the race in words: where each player shown stands.
func (r *race) inWords(w referee.Words, show []int) string {
	parts := []string{w.Say(PictureDesc{Track: trackName(r.track)})}
	for _, p := range show {
		parts = append(parts, w.Say(r.standing(p)))
	}
	return strings.Join(parts, " ")
}
