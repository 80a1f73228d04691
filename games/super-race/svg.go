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

// sheet is one picture of the race in the making: what its parts share —
// the players shown, the map's layout, where the words go — and what they
// build in turn: the changing group, the players' arrowheads, the route
// in focus and the notes.
type sheet struct {
	r                *race
	w                referee.Words
	show             []int           // the players shown
	no               referee.Message // why `--player` names nobody, when it does not
	inks             []picture.Ink
	wide             bool
	cell, width      float64
	x0, y0           float64 // the map's corner
	keyX, keyY, keyW float64 // the words: under the map, or beside it
	base             Drawing // the map as the first player shown sees it
	box              mapBox
	g                *picture.Node         // what changes from position to position
	arrows           []*picture.Node       // where the players stand, over everything
	bases            map[int]picture.Point // where each shown player's arrowhead stands
	focus            *picture.Node
	notes            []string
}

// picture draws the race with the turn refusedBy was refused, when
// refused is given; undrawn, when it is given, is why a refused turn is
// not drawn. It reads as the picture from top to bottom, under to over.
func (r *race) picture(w referee.Words, v referee.View, refusedBy int, refused []Visit, undrawn referee.Message) *picture.Picture {
	sh := r.newSheet(w, v)
	title := sh.title(v)
	back := picture.Group()
	back.Add(sh.numbers())
	labels := sh.squares(back)
	sh.routes(refused == nil)
	sh.refusedTurn(refusedBy, refused)
	// The labels go over the routes' lines and the refused turn; where the
	// players stand goes over everything, so that a «+1» or a refused
	// turn never hides a player's arrowhead.
	sh.g.Add(labels.Share())
	sh.g.Add(sh.arrows...)
	sh.g.Add(picture.Focus(sh.focus))
	refusal := sh.refusal(undrawn)
	y := sh.standings()
	y = sh.status(y)
	tall := y + sMargin - 2.5
	if sh.wide {
		tall = max(tall, sh.y0+float64(sh.base.Rows)*sh.cell+sMargin)
	}
	desc := r.inWords(w, sh.show)
	if refusal != "" {
		desc += " " + refusal
	}
	p := picture.New(sh.width, tall, title, desc)
	if sh.wide {
		// Map and words side by side fill a wide screen's column; the
		// page's words go under them.
		p.SetWordsUnder()
	}
	p.Back(back)
	p.BackKey(fmt.Sprintf("%p %v %v", r.track, sh.cell, sh.show[0]))
	p.Add(sh.g)
	return p
}

// newSheet lays the map out for the view. A square is as wide as the
// width lets the map be, and no taller than leaves room on a page of the
// width's proportions for the words under the map; a map too large for
// the page at the least size grows the page. The wide layout is the
// phone's map, its words beside it.
func (r *race) newSheet(w referee.Words, v referee.View) *sheet {
	sh := &sheet{r: r, w: w, inks: picture.InksFor(r.names), wide: picture.IsWide(v), g: picture.Group(), bases: map[int]picture.Point{}}
	sh.show, sh.no = r.shown(v)
	t := r.track
	layout := picture.LayoutWidth(v)
	if sh.wide {
		layout = picture.Screen
	}
	cell := (layout - 2*sMargin - sNumbers) / float64(t.cols)
	// The words: three lines a player's standing, the key, three notes of
	// two lines — the same in every position, so that the map is.
	words := float64(len(sh.show))*(3*3.2+0.8) + 3*(2*3.2+0.8) +
		float64(len(picture.Wrap(w.Say(PictureKey{}), picture.Small, layout-2*sMargin)))*3.2
	height := picture.MaxHeight * layout / picture.MaxWidth
	sh.cell = max(sMinCell, min(cell, (height-(sMargin+8+sNumbers)-5-words-sMargin)/float64(t.rows)))
	sh.width = max(layout, 2*sMargin+sNumbers+sh.cell*float64(t.cols))
	sh.place()
	sh.base = r.track.draw(&r.cars[sh.show[0]])
	sh.box = mapBox{sh.x0, sh.y0, sh.x0 + float64(sh.base.Cols)*sh.cell, sh.y0 + float64(sh.base.Rows)*sh.cell}
	return sh
}

// place puts the map in the middle of the page when its squares leave
// room, and the words under the map, or beside it in the wide layout, as
// wide as leaves the picture at least MaxWidth.
func (sh *sheet) place() {
	t, cell := sh.r.track, sh.cell
	sh.x0, sh.y0 = max(sMargin+sNumbers, (sh.width-cell*float64(t.cols)+sNumbers)/2), sMargin+8+sNumbers
	sh.keyX, sh.keyY = sMargin, sh.y0+float64(t.rows)*cell+5
	if sh.wide {
		sh.keyX, sh.keyY = sh.x0+cell*float64(t.cols)+3, sh.y0-sNumbers+picture.Small
		sh.width = max(picture.MaxWidth, sh.keyX+40+sMargin)
	}
	sh.keyW = sh.width - sh.keyX - sMargin
}

// at is where square i of the map is drawn.
func (sh *sheet) at(i int) (x, y float64) {
	return sh.x0 + float64(i%sh.base.Cols)*sh.cell, sh.y0 + float64(i/sh.base.Cols)*sh.cell
}

// title is the picture's title; one player's sheet says whose it is.
func (sh *sheet) title(v referee.View) string {
	r, t := sh.r, sh.r.track
	turns := 0
	for _, c := range r.cars {
		turns += c.turns
	}
	title := sh.w.Say(PictureTitle{Track: trackName(t), When: referee.When(turns)})
	if strings.TrimSpace(v["player"]) != "" && sh.no == nil {
		title = sh.w.Say(PlayerTitle{Track: trackName(t), When: referee.When(turns), Player: r.names[sh.show[0]]})
	}
	return title
}

// numbers is the columns' numbers above the map and the rows' on its
// left: every one where they fit side by side, else every fifth.
func (sh *sheet) numbers() *picture.Node {
	cell, x0, y0 := sh.cell, sh.x0, sh.y0
	numbers := picture.Group().Num("font-size", picture.Small).Fill("#555555")
	every := 1
	if picture.TextWidth("88", picture.Small)+0.4 > cell {
		every = 5
	}
	for c := 0; c < sh.base.Cols; c++ {
		if (c+1)%every == 0 || every == 1 {
			numbers.Add(picture.Text(x0+float64(c)*cell+cell/2, y0-1.2, picture.Small, "middle", strconv.Itoa(c+1)))
		}
	}
	for rr := 0; rr < sh.base.Rows; rr++ {
		if (rr+1)%every == 0 || every == 1 || cell >= picture.Small+0.6 {
			numbers.Add(picture.Text(x0-1, y0+float64(rr)*cell+cell/2+picture.Small*0.35, picture.Small, "end", strconv.Itoa(rr+1)))
		}
	}
	return numbers
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
