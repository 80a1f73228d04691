package superrace

import (
	"math"
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// squares draws the map's squares into back, in their colours and
// patterns, the walls and the start/finish line; it returns the squares'
// labels. They go over the routes and their arrowheads, on a white halo,
// so that a route never hides a «+1» or an «S2»: they are a part of their
// own, drawn after the routes and shared by every position.
func (sh *sheet) squares(back *picture.Node) *picture.Node {
	labels := picture.Group()
	walls := new(picture.D)
	for i, s := range sh.base.Squares {
		x, y := sh.at(i)
		switch {
		case !s.Track && s.Wall:
			walls.M(x, y).L(x+sh.cell, y).L(x+sh.cell, y+sh.cell).L(x, y+sh.cell).Z()
			continue
		case !s.Track:
			continue
		}
		sh.square(back, i, s, x, y)
		label := ""
		switch {
		case s.Plus:
			label = "+1"
		case s.Start > 0:
			label = "S" + strconv.Itoa(s.Start)
			back.Add(sh.startLine(x, y)...)
		}
		if label != "" {
			lx, ly := x+sh.cell*0.06, y+sh.cell*0.06
			if h, ok := sh.tokenIn(i); ok && s.Start == 0 {
				// Where a token stands, on the side the player drove
				// out towards, clear of the arrowhead coming in.
				w, ht := picture.BoldWidth(label, picture.Small)+0.8, picture.Small*1.26
				switch h {
				case down:
					ly = y + sh.cell - ht - sh.cell*0.06 + 0.5
				case rightward:
					lx = x + sh.cell - w - sh.cell*0.06 + 0.4
				}
			}
			if s.Start > 0 {
				// Off the start bar, on the square's edge across from
				// it, and in its corner away from the way the cars come
				// in and go out (elsewhere it lay on the bar, and under
				// the last move's arrowhead at the finish).
				lx, ly = sh.startLabelAt(label, x, y)
			}
			labels.Add(squareLabel(label, lx, ly))
			// By the square it is written in: a start square's is
			// written in the square behind the line.
			t := squareTag{label, lx, ly}
			x0, y0, x1, y1 := t.plate()
			col := int(math.Floor(((x0+x1)/2 - sh.x0) / sh.cell))
			row := int(math.Floor(((y0+y1)/2 - sh.y0) / sh.cell))
			if col >= 0 && col < sh.base.Cols && row >= 0 && row < sh.base.Rows {
				sh.tags[row*sh.base.Cols+col] = t
			}
		}
	}
	if !walls.Empty() {
		back.Add(picture.Infield(picture.Path(walls).Fill("#6b6b6b")))
	}
	return labels
}

// square draws square i, of the track, at (x, y), with its tooltip.
func (sh *sheet) square(back *picture.Node, i int, s DrawnSquare, x, y float64) {
	cols := sh.base.Cols
	shape := func() *picture.Node { return picture.Rect(x, y, sh.cell, sh.cell) }
	ink := squareInk[s.Colour]
	tip := sh.w.Say(SquareTip{Row: i/cols + 1, Col: i%cols + 1, Colour: s.Colour})
	back.Add(shape().Fill(ink.Fill).Stroke("#8a8a8a", 0.2).Tip(tip), picture.Texture(shape, ink.Pattern))
}

// startLine is the start/finish line on a start square's back edge: a
// bold chequered band, two rows of black and white checks across the
// square (a thin ruler-like bar was nearly invisible).
func (sh *sheet) startLine(x, y float64) []*picture.Node {
	cell := sh.cell
	k := cell * startBand
	var bx, by, bw, bh float64
	switch sh.r.track.dir.back() {
	case up:
		bx, by, bw, bh = x, y-k/2, cell, k
	case down:
		bx, by, bw, bh = x, y+cell-k/2, cell, k
	case leftward:
		bx, by, bw, bh = x-k/2, y, k, cell
	default:
		bx, by, bw, bh = x+cell-k/2, y, k, cell
	}
	return []*picture.Node{picture.Rect(bx, by, bw, bh).Fill("#ffffff"), chequer(bx, by, bw, bh), picture.Rect(bx, by, bw, bh).Fill("none").Stroke(inkBlack, 0.3)}
}

// startLabelAt is where a start square's «S2» stands: across the start
// bar from its square, in the corner of the square behind the line, clear
// of the bar — where a car waits before it, as a grid slot is painted
// behind the line. In the start square itself an arrowhead standing on
// the line, or a last move across it, ended on the label: a label as
// tall as half a square spans the square's middle, wherever it stands in
// it (the last move's head lay on «S1», a refused move's on «S2»
// and its cross on «S3»).
func (sh *sheet) startLabelAt(label string, x, y float64) (float64, float64) {
	cell := sh.cell
	w := picture.BoldWidth(label, picture.Small) + 0.8
	h := picture.Small * 1.26
	inset, bar := cell*0.04, cell*startBand/2
	switch sh.r.track.dir.back() {
	case up:
		return x + inset + 0.4, y - bar - h - inset + 0.3
	case down:
		return x + inset + 0.4, y + cell + bar + inset
	case leftward:
		return x - bar - w - inset + 0.4, y + cell - h - inset
	default:
		return x + cell + bar + inset + 0.4, y + cell - h - inset
	}
}

// startBand is the start/finish band's width, in squares.
const startBand = 0.4

// chequer is the black checks of a band w×h from (x, y): two rows of
// squares across its narrow side, as many along the long side as fit.
func chequer(x, y, w, h float64) *picture.Node {
	short, long, across := h, w, false
	if w < h {
		short, long, across = w, h, true
	}
	side := short / 2
	n := max(2, int(math.Round(long/side)))
	step := long / float64(n)
	d := new(picture.D)
	for i := range n {
		for j := range 2 {
			if (i+j)%2 == 1 {
				continue
			}
			cx, cy := x+float64(i)*step, y+float64(j)*side
			cw, ch := step, side
			if across {
				cx, cy, cw, ch = x+float64(j)*side, y+float64(i)*step, side, step
			}
			d.M(cx, cy).L(cx+cw, cy).L(cx+cw, cy+ch).L(cx, cy+ch).Z()
		}
	}
	return picture.Path(d).Fill(inkBlack)
}

// squareTag is a square's «+1» or «S2» and where it is written.
type squareTag struct {
	label  string
	tx, ty float64
}

// plate is the tag's white plate: its corners.
func (t squareTag) plate() (x0, y0, x1, y1 float64) {
	size := picture.Small
	base := t.ty + size*0.78
	return t.tx - 0.4, base - size*0.98, t.tx + 0.4 + picture.BoldWidth(t.label, size), base + size*0.28
}

// squareLabel is a square's «+1» or «S2» from (tx, ty), on a white plate
// of its own: a halo alone left "+1" crowded by a crossed square's lines.
func squareLabel(label string, tx, ty float64) *picture.Node {
	size := picture.Small
	base := ty + size*0.78
	plate := picture.Rect(tx-0.4, base-size*0.98, picture.BoldWidth(label, size)+0.8, size*1.26).Set("rx", "0.4").Fill("#ffffff")
	return picture.Boxed(plate, picture.Text(tx, base, size, "", label).Bold())
}

// routes draws each shown player's route, from parts that stay as they
// are (their turns but the last, in aligned blocks) and what their last
// turn changed, so that a page writes each part once. Routes that share
// squares run apart, a fifth of a square between them. Players whose
// arrowheads stand on the same edge — on the start line before the same
// square, or finished across the same edge — share it side by side, each
// arrowhead narrow enough to be seen whole: drawn one over the other, the
// last hid the first. The last mover's last turn is the last move's
// arrow (picture.LastArrowIn), in the mover's ink cased in black, over
// everything (a mark), and the focus unless a turn was refused: drawn
// black, it hid the one line that said whose route it was.
func (sh *sheet) routes(lastInFocus bool) {
	r, cell := sh.r, sh.cell
	sharing := map[headEdge][]int{}
	drawings := make([]Drawing, len(sh.show))
	for k, p := range sh.show {
		drawings[k] = r.track.draw(&r.cars[p])
		sharing[headSpot(drawings[k])] = append(sharing[headSpot(drawings[k])], k)
	}
	for k, p := range sh.show {
		d := drawings[k]
		off := (float64(k) - float64(len(sh.show)-1)/2) * cell * 0.2
		side := sideOf(sharing[headSpot(d)], k, cell)
		spot := sh.spots[p]
		route, arrow, hd, last := r.routePicture(sh.w, d, p, off, side, sh.box, cell, sh.at, routeColour(p), spot)
		if sh.heads == nil {
			sh.heads = map[int]headSeg{}
		}
		sh.heads[p] = hd
		h := headSpot(d).out
		if len(d.Route) == 0 {
			h = d.Heading // on the start line, into the start square
		}
		// A turn offered or refused leaves from the token's square, the
		// way the player faces: from the token's rim before the first
		// turn (the start square is the turn's first), else from the
		// square's edge (from the rim, it ran over a token beside).
		var from picture.Point
		if len(d.Route) > 0 {
			x, y := sh.at(headSpot(d).index)
			from = edgePoint(h, 0, cell, x, y)
		} else {
			// Before the first turn, from within the start square, as
			// far in as a head across the start line reaches.
			x, y := sh.at(d.Ahead)
			e := sh.box.fit(edgePoint(d.Heading.back(), off, cell, x, y), d.Heading, cell)
			from = picture.Point{X: e.X + float64(h.dCol())*cell*headReach, Y: e.Y + float64(h.dRow())*cell*headReach}
		}
		sh.bases[p], sh.tips[p] = from, from
		if route != nil && sh.choosing && p != r.due {
			// While a route is chosen (serve's tap view), the others'
			// quieter: the one being chosen is what the player looks at.
			sh.g.Add(picture.Group(route.Share()).Set("opacity", "0.3"))
		} else if route != nil {
			sh.g.Add(route.Share())
		}
		if p == r.lastMover && len(last) > 1 && !r.lastPass {
			// Over the last turn, its head over the player's own.
			sh.lastArrow = picture.LastArrowIn(last, cell*0.12, routeColour(p))
			if lastInFocus {
				sh.lastArrow = picture.Focus(sh.lastArrow)
			}
		}
		switch {
		case p == r.lastMover && lastInFocus && sh.lastArrow == nil:
			sh.focus = arrow
		case p == r.due && r.phase != over:
			sh.arrows = append(sh.arrows, picture.ToMove(arrow))
		default:
			sh.arrows = append(sh.arrows, arrow.Share())
		}
	}
}

// refusedTurn draws a refused turn from the tip of the refused player's
// own arrowhead (begun in the edge's middle, it lay beside the arrowhead
// of another player; begun at the head's back, its dashes hid the head),
// then along the squares' middles, so that a turn
// leaving the map ends at its edge: the head inside, its tip where the
// route left, clear of the row and column numbers around the map.
func (sh *sheet) refusedTurn(refusedBy int, refused []Visit) {
	if len(refused) == 0 {
		return
	}
	cell := sh.cell
	width := max(cell*0.18, picture.RefusedWidth)
	// Along the squares' middles, or aside of them where that runs over
	// fewer arrowheads and tokens: a refused turn back over its own
	// route, or out past a player beside on the same square, hid their
	// heads.
	off, least := 0.0, -1
	asides := []float64{0, refusedAside, -refusedAside, 1.5 * refusedAside, -1.5 * refusedAside}
	if !sh.r.cars[refusedBy].started {
		asides = asides[:1] // from the start square, whose middle it leaves by
	}
	for _, o := range asides {
		n := sh.refusedMeets(refusedBy, refused, o*cell, width)
		if least < 0 || n < least {
			off, least = o*cell, n
		}
	}
	pts := pathFromTip(sh.tips[refusedBy], refused, off, cell, sh.at, sh.r.cars[refusedBy].started)
	halo := picture.Path(pts).Fill("none").Stroke("#ffffff", width+0.7).Set("stroke-linejoin", "round")
	line := picture.Path(pts).Fill("none").Stroke(picture.Refused, width).Set("stroke-dasharray", dashArray(cell*0.3, cell*0.2))
	end := refused[len(refused)-1]
	x, y := sh.at(end.Index)
	// Its head no longer than the tip's reach past the edge, less its
	// halo: longer, it covered half the head of a player waiting in the
	// square before it.
	hw := min(width, (cell*headReach-0.35)/4.4)
	e := sh.box.fit(edgePoint(end.Out, off, cell, x, y), end.Out, cell)
	dx, dy := float64(end.Out.dCol()), float64(end.Out.dRow())
	reach := cell * headReach
	// Where the turn runs head-on into another player's arrowhead, its
	// head stops at the edge and its cross stands beside it, away from
	// the other head: beyond the edge, both lay over it.
	side, met := sh.headMet(refusedBy, e, dx, dy, reach, hw)
	if met {
		reach = 0
	}
	head := headAt(picture.Point{X: e.X - dx*(cell*headReach-reach), Y: e.Y - dy*(cell*headReach-reach)}, end.Out, cell, hw, picture.Refused)
	g := picture.Group()
	if sh.culprit >= 0 {
		// The square that breaks the rule, outlined.
		row, col := sh.r.track.rowCol(sh.culprit)
		cx, cy := sh.at(row*sh.r.track.cols + col)
		g.Add(picture.Culprit(func() *picture.Node { return picture.Rect(cx+0.5, cy+0.5, cell-1, cell-1).Set("rx", "0.6") }))
	}
	g.Add(picture.Group(halo, line).Tip(sh.w.Say(RefusedTip{Player: sh.r.names[refusedBy]})))
	sh.refused = g
	// A large cross on the square it was refused at: its shape, not its
	// ink, tells it from a route (under protanopia the magenta reads as
	// blue).
	// The cross after the arrowhead's tip, not on it, kept on the map.
	br := max(picture.MarkMin/2, cell*0.3)
	bx := e.X + dx*(reach+br+0.3)
	by := e.Y + dy*(reach+br+0.3)
	if !met {
		// Where the cross after the tip would lie over a token, it
		// stands beside the tip instead: a cross on a token hid whose it
		// was.
		if s, over := sh.tokenUnder(bx, by, br+0.3); over {
			met = true
			side = 1
			if -dy*(s.at.X-e.X)+dx*(s.at.Y-e.Y) > 0 {
				side = -1
			}
			e = picture.Point{X: e.X + dx*(reach+br), Y: e.Y + dy*(reach+br)}
		}
	}
	if met {
		// Beside the tip, across the heading.
		aside := br + 2.2*hw + 0.3
		bx, by = e.X-dx*br-dy*side*aside, e.Y-dy*br+dx*side*aside
	}
	bx = min(max(bx, sh.box.x0+br), sh.box.x1-br)
	by = min(max(by, sh.box.y0+br), sh.box.y1-br)
	sh.focus = picture.Group(head, picture.Place(picture.RefusedBadge(br), bx, by))
	sh.keys = append(sh.keys, picture.KeyLine{Sample: picture.SampleRefused(false), Text: sh.w.Say(referee.Term("picture.key-refused"))})
	if sh.culprit >= 0 {
		sh.keys = append(sh.keys, picture.KeyLine{Sample: picture.SampleCulprit(), Text: sh.w.Say(referee.Term("picture.key-culprit"))})
	}
}

// refusedAside is how far a refused turn may run aside of the squares'
// middles, in squares: right of or below them, or left or above.
const refusedAside = 0.3

// refusedMeets is how many of the players' arrowheads a refused turn run
// off aside of the squares' middles, width wide, would lie over, its line
// or its head, and how many tokens its head would.
func (sh *sheet) refusedMeets(refusedBy int, refused []Visit, off, width float64) int {
	cell := sh.cell
	pts := turnPoints(refused, off, cell, sh.at)
	pts[0] = sh.tips[refusedBy]
	end := refused[len(refused)-1]
	x, y := sh.at(end.Index)
	e := sh.box.fit(edgePoint(end.Out, off, cell, x, y), end.Out, cell)
	dx, dy := float64(end.Out.dCol()), float64(end.Out.dRow())
	hw := min(width, (cell*headReach-0.35)/4.4)
	tip := picture.Point{X: e.X + dx*cell*headReach, Y: e.Y + dy*cell*headReach}
	back := picture.Point{X: tip.X - dx*4.4*hw, Y: tip.Y - dy*4.4*hw}
	n := 0
	for _, q := range sh.show {
		hd, ok := sh.heads[q]
		if !ok {
			continue
		}
		t := hd.triangle()
		met := meets(t, headSeg{back, tip, 2.2 * hw}.triangle())
		for i := 1; i < len(pts) && !met; i++ {
			met = crosses(pts[i-1], pts[i], t)
		}
		if met {
			n++
		}
		if s, ok := sh.spots[q]; ok && q != refusedBy && segDist(s.at, back, tip) < s.rim+2.2*hw {
			n++
		}
	}
	return n
}

// headMet says whether the head of a refused turn, its back on edge e
// heading (dx, dy), reach past the edge and hw heavy, would lie over
// another shown player's arrowhead facing it, and on which side of it, across the
// heading, that head is not (1 or -1).
func (sh *sheet) headMet(refusedBy int, e picture.Point, dx, dy, reach, hw float64) (float64, bool) {
	tip := picture.Point{X: e.X + dx*reach, Y: e.Y + dy*reach}
	back := picture.Point{X: tip.X - dx*4.4*hw, Y: tip.Y - dy*4.4*hw}
	half := 2.2*hw + 0.35
	box := func(a, b picture.Point, half float64) (x0, y0, x1, y1 float64) {
		return min(a.X, b.X) - half, min(a.Y, b.Y) - half, max(a.X, b.X) + half, max(a.Y, b.Y) + half
	}
	gx0, gy0, gx1, gy1 := box(tip, back, half)
	for _, q := range sh.show {
		if q == refusedBy {
			continue
		}
		hd := sh.heads[q]
		b, t := hd.back, hd.tip
		x0, y0, x1, y1 := box(b, t, hd.half+0.3)
		facing := (t.X-b.X)*dx+(t.Y-b.Y)*dy < 0
		if facing && x0 < gx1 && gx0 < x1 && y0 < gy1 && gy0 < y1 {
			// Across the heading (-dy, dx): the side the other head's
			// middle is not on.
			across := -dy*((b.X+t.X)/2-e.X) + dx*((b.Y+t.Y)/2-e.Y)
			if across > 0 {
				return -1, true
			}
			return 1, true
		}
	}
	return 1, false
}

// tokenUnder is the shown player's token that a disc of radius rad at
// (x, y) would lie over, if any.
func (sh *sheet) tokenUnder(x, y, rad float64) (tokenSpot, bool) {
	for _, q := range sh.spotOrder {
		s := sh.spots[q]
		if math.Hypot(s.at.X-x, s.at.Y-y) < s.rim+rad {
			return s, true
		}
	}
	return tokenSpot{}, false
}

// choosing says whether the view is a tap view (referee serve) with the
// five dice in, the routes they allow offered to the player due.
func (r *race) choosing(v referee.View) bool {
	return v[referee.TapKey] != "" && r.phase != over && len(strings.Fields(v["dice"])) == numDice
}

// offers draws, while a route is chosen (choosing), each route the dice
// allow the player due, hidden, from their arrowhead (the page shows the
// one tapped, as a preview), and a frame with no ink on the square each
// ends on (data-end, as TapMoves names it) that a tap picks, so that a
// route is chosen on the map, not blind from words of rows and columns.
func (sh *sheet) offers(v referee.View) *picture.Node {
	r := sh.r
	if !sh.choosing {
		return nil
	}
	_, turns := r.legal(v)
	cell := sh.cell
	colour := routeColour(r.due)
	width := cell * 0.2
	g := picture.Group()
	ends := map[string]bool{}
	for i := range turns {
		visits := r.offerVisits(&turns[i])
		if len(visits) == 0 {
			continue
		}
		from := sh.bases[r.due]
		pts := pathFrom(&from, visits, 0, cell, sh.at)
		casing := picture.Path(pts).Fill("none").Stroke("#ffffff", width+0.8).Set("stroke-linecap", "round").Set("stroke-linejoin", "round")
		line := picture.Path(pts).Fill("none").Stroke(colour, width).Set("stroke-linecap", "round").Set("stroke-linejoin", "round")
		end := visits[len(visits)-1]
		x, y := sh.at(end.Index)
		head := headAt(sh.box.fit(edgePoint(end.Out, 0, cell, x, y), end.Out, cell), end.Out, cell, width, colour)
		g.Add(picture.Group(casing, line, head).Set("data-offer", strconv.Itoa(i)).Set("visibility", "hidden"))
		name, _ := r.tapEnd(&turns[i])
		if !ends[name] {
			ends[name] = true
			g.Add(picture.Rect(x, y, cell, cell).Fill("none").Set("data-end", name))
		}
	}
	return g
}
