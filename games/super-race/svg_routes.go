package superrace

import (
	"math"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// dashArray is a dash array of two lengths.
func dashArray(a, b float64) string { return picture.Fmt(a) + " " + picture.Fmt(b) }

// routePicture is player p's route, off millimetres aside, in its colour
// and the player's dash: the turns before the last thin, in blocks of 1, 2, 4…
// turns aligned to their size (each block the same in every later
// position), the last turn heavier; and the arrowhead where the route
// stands: across the edge it ends on, or before the first turn across the
// start line into the player's start square. route is nil before the
// first turn.
//
// last is the last turn's path as points, from where it began to the
// arrowhead's tip, for the last move's arrow (picture.LastArrow).
//
// The route ends at spot, the player's token: its arrowhead points at the
// token and stops at its rim (run on through the square, the line went
// under the token and its head lay in the square beyond, as if the player
// stood there).
func (r *race) routePicture(w referee.Words, d Drawing, p int, off float64, side startSide, box mapBox, cell float64, at func(int) (float64, float64), colour string, spot tokenSpot) (route, arrow *picture.Node, hd headSeg, last []picture.Point) {
	name := r.names[p]
	if len(d.Route) == 0 {
		// On the start line: across the back edge of the start square,
		// into the token in it.
		arrow, hd = headInto(d.Heading, spot, cell, side.widthOr(cell*headWidth), colour)
		return nil, arrow.Tip(name), hd, nil
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
			line := picture.Path(path(byTurn[lo], off, cell, at))
			if ch := chevrons(d, byTurn[lo], off, cell, at); ch != nil {
				return picture.Group(line, ch).Share()
			}
			return line.Share()
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
	// Each route runs on a white casing: on a square of its own colour (a
	// red route over the red squares) it would otherwise be lost, more so
	// to a colour-blind reader (olive on olive under protanopia).
	casing := func(n *picture.Node, width float64) *picture.Node {
		return n.Set("fill", "none").Stroke("#ffffff", width).Set("stroke-linecap", "round").Set("stroke-linejoin", "round")
	}
	g := picture.Group()
	if len(older.Kids()) > 0 {
		g.Add(casing(picture.Group(older.Kids()...), cell*0.17))
		g.Add(style(older, cell*0.09).Tip(name))
	}
	end := d.Route[len(d.Route)-1]
	lastVisits := byTurn[lastTurn]
	x, y := at(end.Index)
	entry := edgePoint(end.In.back(), off, cell, x, y)
	arrow, hd = headInto(end.In, spot, cell, cell*headWidth, colour)
	tip := hd.tip
	arrow.Tip(name)
	lastLine := picture.Path(pathTo(lastVisits, off, cell, at, tip)).Share()
	g.Add(casing(picture.Group(lastLine), cell*0.26))
	g.Add(style(picture.Group(lastLine), cell*0.16).Tip(w.Say(LastTurnTip{Player: name})))
	// To the arrowhead's tip, at the token's rim.
	last = turnPoints(lastVisits[:len(lastVisits)-1], off, cell, at)
	if (hd.back.X-entry.X)*float64(end.In.dCol())+(hd.back.Y-entry.Y)*float64(end.In.dRow()) > 0 {
		last = append(last, entry)
	}
	last = append(last, hd.back, tip)
	return g, arrow, hd, last
}

// headInto is an arrowhead heading h into a token, on the line through
// its centre, its tip just short of the token's rim, its line width wide; and where
// it lies. Tokens side by side on one square stand across the heading, so
// their heads lie side by side, not one on the other.
func headInto(h heading, spot tokenSpot, cell, width float64, colour string) (*picture.Node, headSeg) {
	dx, dy := float64(h.dCol()), float64(h.dRow())
	// Short of the rim: a head touching the token read as lying on it.
	tip := picture.Point{X: spot.at.X - dx*(spot.rim+tagGap), Y: spot.at.Y - dy*(spot.rim+tagGap)}
	l := min(cell*(headReach+0.04), 4.4*width+0.02)
	back := picture.Point{X: tip.X - dx*l, Y: tip.Y - dy*l}
	return picture.Group(picture.HaloArrow([]picture.Point{back, tip}, colour, width, 0.3)), headSeg{back, tip, 2.2 * width}
}

// headSeg is where an arrowhead lies: its back's middle, its tip, and
// half its width.
type headSeg struct {
	back, tip picture.Point
	half      float64
}

// triangle is the head as a triangle: its tip and its back's corners.
func (hs headSeg) triangle() [3]picture.Point {
	dx, dy := hs.tip.X-hs.back.X, hs.tip.Y-hs.back.Y
	n := math.Hypot(dx, dy)
	if n == 0 {
		n = 1
	}
	px, py := -dy/n*hs.half, dx/n*hs.half
	return [3]picture.Point{hs.tip, {X: hs.back.X + px, Y: hs.back.Y + py}, {X: hs.back.X - px, Y: hs.back.Y - py}}
}

// inside says whether q lies inside the triangle t.
func inside(q picture.Point, t [3]picture.Point) bool {
	side := func(a, b picture.Point) float64 { return (b.X-a.X)*(q.Y-a.Y) - (b.Y-a.Y)*(q.X-a.X) }
	s1, s2, s3 := side(t[0], t[1]), side(t[1], t[2]), side(t[2], t[0])
	return (s1 > 0 && s2 > 0 && s3 > 0) || (s1 < 0 && s2 < 0 && s3 < 0)
}

// crosses says whether the line a–b runs through triangle t, its first
// few tenths of a millimetre (where a line leaves a tip) aside.
func crosses(a, b picture.Point, t [3]picture.Point) bool {
	n := max(1, int(math.Hypot(b.X-a.X, b.Y-a.Y)/0.2))
	for i := 0; i <= n; i++ {
		f := float64(i) / float64(n)
		if inside(picture.Point{X: a.X + (b.X-a.X)*f, Y: a.Y + (b.Y-a.Y)*f}, t) {
			return true
		}
	}
	return false
}

// meets says whether two triangles overlap.
func meets(a, b [3]picture.Point) bool {
	for _, p := range [][2][3]picture.Point{{a, b}, {b, a}} {
		for i := range 3 {
			if crosses(p[0][i], p[0][(i+1)%3], p[1]) {
				return true
			}
		}
	}
	return false
}

// segDist is the distance from q to the segment a–b.
func segDist(q, a, b picture.Point) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	t := 0.0
	if n := dx*dx + dy*dy; n > 0 {
		t = min(1, max(0, ((q.X-a.X)*dx+(q.Y-a.Y)*dy)/n))
	}
	return math.Hypot(q.X-a.X-t*dx, q.Y-a.Y-t*dy)
}

// widthOr is the head's width on a shared start line, or w where the line
// is not shared.
func (s startSide) widthOr(w float64) float64 {
	if s.shared {
		return s.width
	}
	return w
}

// pathTo is path, its last square entered and then left straight for the
// point end (a token's rim) rather than for the square's way out.
func pathTo(visits []Visit, off, cell float64, at func(int) (float64, float64), end picture.Point) *picture.D {
	n := len(visits)
	last := visits[n-1]
	x, y := at(last.Index)
	from := edgePoint(last.In.back(), off, cell, x, y)
	d := path(visits[:n-1], off, cell, at)
	if d == nil {
		d = new(picture.D)
		d.M(from.X, from.Y)
	} else {
		d.L(from.X, from.Y)
	}
	d.L(end.X, end.Y)
	return d
}

// turnPoints is the line of visits as points: each square's edges, and a
// curve's middle where it turns (as path draws it).
func turnPoints(visits []Visit, off, cell float64, at func(int) (float64, float64)) []picture.Point {
	var pts []picture.Point
	for i, v := range visits {
		x, y := at(v.Index)
		from := edgePoint(v.In.back(), off, cell, x, y)
		to := edgePoint(v.Out, off, cell, x, y)
		if i == 0 {
			pts = append(pts, from)
		}
		if v.In != v.Out {
			c := picture.Point{X: x + cell/2 + off, Y: y + cell/2 + off}
			pts = append(pts, picture.Point{X: (from.X + 2*c.X + to.X) / 4, Y: (from.Y + 2*c.Y + to.Y) / 4})
		}
		pts = append(pts, to)
	}
	return pts
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
const headReach = 0.64

// headAt is the arrowhead of a route standing on an edge: from the edge's
// middle, e, into the square beyond it, heading h — clear of the square it
// leaves, where a «+1» or an «S2» may be written — its line width wide.
func headAt(e picture.Point, h heading, cell, width float64, colour string) *picture.Node {
	dx, dy := float64(h.dCol()), float64(h.dRow())
	tip := picture.Point{X: e.X + dx*cell*headReach, Y: e.Y + dy*cell*headReach}
	// The head alone, its back on the edge: a line behind it would run
	// back over the square's «S2» or «+1».
	l := min(cell*(headReach+0.04), 4.4*width+0.02)
	back := picture.Point{X: tip.X - dx*l, Y: tip.Y - dy*l}
	return picture.Group(picture.HaloArrow([]picture.Point{back, tip}, colour, width, 0.3))
}

// headWidth is the line width of the arrowhead where a route stands, in
// squares: its head is the boldest thing of the route, on a white halo,
// where each player stands the first thing seen, not the faintest.
const headWidth = 0.14

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
	return startSide{shared: true, off: (float64(j) - float64(n-1)/2) * part, width: min(cell*headWidth, part*0.9/4.4)}
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

// pathFromTip is path begun at a token's rim (or an arrowhead's tip),
// inside the first square: from there to the first square's way out, then
// on as path draws it, off aside, never back over the head. A player on
// the map (started) leaves their square by the edge the turn's first
// square lies beyond, and goes on square by square: a curve from the tip
// straight to the first square's way out cut across the corner, a
// diagonal no turn can make.
func pathFromTip(tip picture.Point, visits []Visit, off, cell float64, at func(int) (float64, float64), started bool) *picture.D {
	if len(visits) == 0 {
		return nil
	}
	if started {
		return path(visits, off, cell, at)
	}
	x, y := at(visits[0].Index)
	to := edgePoint(visits[0].Out, off, cell, x, y)
	d := new(picture.D)
	d.M(tip.X, tip.Y)
	if h := visits[0].In; h != visits[0].Out {
		// Turning: bowed ahead of the tip, over the heads of those who
		// wait on the same start line beside it, not through them.
		dx, dy := float64(h.dCol()), float64(h.dRow())
		ahead := (tip.X-to.X)*dx + (tip.Y-to.Y)*dy + cell*0.3
		d.Q(to.X+dx*ahead, to.Y+dy*ahead, to.X, to.Y)
	} else {
		d.L(to.X, to.Y)
	}
	for _, v := range visits[1:] {
		x, y := at(v.Index)
		from, to := edgePoint(v.In.back(), off, cell, x, y), edgePoint(v.Out, off, cell, x, y)
		d.L(from.X, from.Y)
		if v.In == v.Out {
			d.L(to.X, to.Y)
		} else {
			d.Q(x+cell/2+off, y+cell/2+off, to.X, to.Y)
		}
	}
	return d
}

// chevrons are the small arrows along a route, in its ink, on every third
// square (by the square's place on the map, so the same in every later
// position) that the route drives straight through and that carries no
// «+1» or «S2»: a finished route, closed round the track, showed no way
// it was driven.
func chevrons(d Drawing, visits []Visit, off, cell float64, at func(int) (float64, float64)) *picture.Node {
	a := cell * 0.2
	var p *picture.D
	for _, v := range visits {
		s := d.Squares[v.Index]
		if v.In != v.Out || s.Plus || s.Start > 0 || (v.Index/d.Cols+v.Index%d.Cols)%3 != 0 {
			continue
		}
		x, y := at(v.Index)
		dx, dy := float64(v.Out.dCol()), float64(v.Out.dRow())
		tx, ty := x+cell/2+off+dx*a/2, y+cell/2+off+dy*a/2
		if p == nil {
			p = new(picture.D)
		}
		p.M(tx-dx*a-dy*a, ty-dy*a+dx*a).L(tx, ty).L(tx-dx*a+dy*a, ty-dy*a-dx*a)
	}
	if p == nil {
		return nil
	}
	return picture.Path(p).Set("class", "chevron").Set("stroke-dasharray", "none")
}
