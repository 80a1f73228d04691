package bigraces

import (
	"math"
	"strconv"

	"github.com/boardgame-referee/referee/referee/picture"
)

// car is a car drawn around (0, 0): a rounded body of its player's ink,
// outlined (heavily when the colour is light), with its label.
func (l laneLayout) car(ink picture.Ink, label string) *picture.Node {
	body := func() *picture.Node {
		return picture.Rect(-l.carW/2, -l.carH/2, l.carW, l.carH).Set("rx", "1.3")
	}
	g := picture.Group(body().Fill(ink.Fill).Stroke("#000000", picture.Outline(ink.Fill)), picture.Texture(body, ink.Pattern))
	return picture.Solid(picture.Boxed(g, picture.Text(0, picture.Small*0.36, picture.Small, "middle", label).Bold().Fill(ink.Text)))
}

// keyCar is a car of the legend, w wide: the size of its label.
func keyCar(ink picture.Ink, label string, w float64) *picture.Node {
	h := 3.2
	body := func() *picture.Node { return picture.Rect(-w/2, -h/2, w, h).Set("rx", "1") }
	g := picture.Group(body().Fill(ink.Fill).Stroke("#000000", picture.Outline(ink.Fill)), picture.Texture(body, ink.Pattern))
	return picture.Boxed(g, picture.Text(0, picture.Small*0.36, picture.Small, "middle", label).Bold().Fill(ink.Text))
}

// lapBadge is the number of the lap a car is on, from its second, in a
// disc on a corner of its cell (corner: ±1 each way): the leader on lap 2
// stood behind the cars it had lapped, and only a caption said so. The
// disc stands on the grid's corner, out of the car, clear of its label
// and of the arrow that leaves or reaches it (lapCorner): on the car's
// corner it sat on «С1» and the refused path leaving it.
func lapBadge(l laneLayout, n int, corner picture.Point) *picture.Node {
	at := l.lapSpot(corner)
	x, y := at.X, at.Y
	return picture.Group(picture.Circle(x, y, 1.45).Fill("#ffffff").Stroke("#000000", 0.35),
		picture.Text(x, y+0.8, picture.Small, "middle", strconv.Itoa(n)).Bold().Fill("#000000"))
}

// lapSpot is the middle of a lap's disc on a cell's corner, from the
// cell's middle.
func (l laneLayout) lapSpot(corner picture.Point) picture.Point {
	return picture.Point{X: corner.X * l.cell / 2, Y: corner.Y * l.cell / 2}
}

// ghost is a refused move's car where its path ends: as large as a car,
// its label in the refused ink.
func (l laneLayout) ghost(label string) *picture.Node {
	shape := func() *picture.Node {
		return picture.Rect(-l.carW/2, -l.carH/2, l.carW, l.carH).Set("rx", "1.3")
	}
	return picture.Boxed(picture.Ghost(shape), picture.Text(0, picture.Small*0.36, picture.Small, "middle", label).Bold().Fill(picture.Refused))
}

// bandCells is a band's cells, n columns of the four lanes, drawn from
// (0, 0), the lane numbers at their left when numbered: one symbol a band
// width (a band's part past the start bar's gap has none: they stood in
// the cells before the bar).
func (l laneLayout) bandCells(n int, numbered bool) *picture.Node {
	d := new(picture.D)
	for i := 0; i <= n; i++ {
		x := float64(i) * l.cell
		d.M(x, 0).L(x, lanes*l.cell)
	}
	for k := 0; k <= lanes; k++ {
		y := float64(k) * l.cell
		d.M(0, y).L(float64(n)*l.cell, y)
	}
	numbers := picture.Group().Num("font-size", picture.Small).Set("text-anchor", "middle").Fill("#444444")
	for lane := innerLane; lane <= outerLane; lane++ {
		numbers.Add(picture.Label(-bLabel+1.4, float64(lane-1)*l.cell+l.cell/2+0.86, strconv.Itoa(lane)))
	}
	g := picture.Group(picture.Rect(0, 0, float64(n)*l.cell, lanes*l.cell).Fill("#ffffff"),
		picture.Path(d).Fill("none").Stroke("#999999", 0.25))
	if numbered {
		g.Add(numbers)
	}
	return g
}

// dueMark is the double outline round the car due, drawn from (0, 0).
func (l laneLayout) dueMark() *picture.Node {
	ring := func(k, w float64) *picture.Node {
		return picture.Rect(-l.carW/2-k, -l.carH/2-k, l.carW+2*k, l.carH+2*k).Set("rx", picture.Fmt(1.3+k)).Stroke("#000000", w)
	}
	return picture.Group(ring(0.35, 0.45), ring(0.95, 0.3)).Fill("none")
}

// startMark is the dashed outline where the last move started.
func (l laneLayout) startMark() *picture.Node {
	return picture.Rect(-l.carW/2, -l.carH/2, l.carW, l.carH).Set("rx", "1.3").Fill("none").
		Stroke("#000000", 0.45).Set("stroke-dasharray", "0.9 0.7")
}

// rimInto is where the last move's arrow ends when it ends with a lane
// change: at the rim of the car it brought, whose middle is its last
// point (the arrow runs along the lane's middle); false
// when it ends along a lane, where Trim stops it at the rim. Trimmed as
// that is, a lane change's head stopped in the middle of the car, over
// its label (Trim cuts no more than half a segment).
func (l laneLayout) rimInto(run []picture.Point) (picture.Point, bool) {
	n := len(run)
	if n < 2 || math.Abs(run[n-1].X-run[n-2].X) > 0.01 {
		return picture.Point{}, false
	}
	end, mid := run[n-1], run[n-1].Y
	if end.Y < run[n-2].Y {
		end.Y = mid + l.carH/2 + 0.2
	} else {
		end.Y = mid - l.carH/2 - 0.2
	}
	return end, true
}

// aside is how far below a lane's middle a refused move's path runs: in
// the lane's lower third, clear of the last move's arrow along the middle.
func (l laneLayout) aside() float64 { return l.cell * 0.3 }

// continued is the ring that marks each end of a refused path's break
// between bands, at (x, y), of radius r.
func continued(x, y, r float64) *picture.Node {
	return picture.Circle(x, y, r).Fill("#ffffff").Stroke(picture.Refused, 0.45)
}

// trailArrows draws a path of cells: an arrow along the cells drawn side
// by side, dashed where the path leaves one band for the next or the
// stretch drawn; the last move's arrow (picture.LastArrow) for the last
// move, dashed in the refused ink for a refused one.
func (l laneLayout) trailArrows(trail []pos, center func(pos) (picture.Point, bool), refused, exits bool) []*picture.Node {
	t := &trailDraw{l: l, refused: refused, ink: picture.LastInk}
	if refused {
		t.ink = picture.Refused
	}
	for i, p := range trail {
		pt, ok := center(p)
		if !ok {
			t.offTheDrawing()
			continue
		}
		if len(t.run) > 0 {
			prev := t.run[len(t.run)-1]
			if math.Abs(pt.X-prev.X) > l.cell*1.5 || math.Abs(pt.Y-prev.Y) > l.cell*1.5 {
				dir := 1.0
				if p.dist < trail[i-1].dist {
					dir = -1
				}
				t.breakBand(prev, pt, dir)
			}
		}
		if len(t.run) > 0 && t.run[len(t.run)-1] == pt {
			// Past the apron's last cell, where the cells drawn end.
			continue
		}
		t.run = append(t.run, pt)
	}
	t.end(trail, exits)
	return t.out
}

// trailDraw is a path of cells in the drawing (trailArrows): the marks
// drawn so far and the run of points not drawn yet.
type trailDraw struct {
	l       laneLayout
	refused bool
	ink     string
	out     []*picture.Node
	run     []picture.Point
	// left is the run that left a band at its edge, kept until it is
	// known whether the path goes on far enough in the next band to end
	// in an arrow of its own.
	left    []picture.Point
	wrapped bool
}

// arrow is the run's arrow: the refused one, or the last move's.
func (t *trailDraw) arrow(run []picture.Point, short float64) *picture.Node {
	if t.refused {
		return picture.RefusedArrow(run, picture.RefusedWidth)
	}
	// The same dark arrow whoever moved (in the car's own ink a white
	// car's arrow was white), its head stopping at the car's rim.
	// Squares past the line beyond the apron's last cell are drawn in
	// that cell: their points are one, and a head drawn along no length
	// pointed anywhere (left, on a phone).
	var pts []picture.Point
	for _, p := range run {
		if len(pts) == 0 || math.Hypot(p.X-pts[len(pts)-1].X, p.Y-pts[len(pts)-1].Y) > 0.01 {
			pts = append(pts, p)
		}
	}
	if into, ok := t.l.rimInto(pts); ok {
		pts[len(pts)-1] = into
		return placedArrow(pts)
	}
	return placedArrow(picture.Trim(pts, 0, short))
}

// dashed is a run drawn as dashes in the path's ink: where it leaves the
// band or the stretch drawn.
func (t *trailDraw) dashed(run []picture.Point) *picture.Node {
	return picture.Path(line(run)).Fill("none").Stroke(t.ink, 0.5).Set("stroke-dasharray", "1 0.6")
}

// flushLeft draws the run that left a band, dashed.
func (t *trailDraw) flushLeft() {
	if len(t.left) > 1 {
		t.out = append(t.out, t.dashed(t.left))
	}
	t.left = nil
}

// offTheDrawing ends the run at a cell not drawn (the stretch's end):
// dashed as far as it came.
func (t *trailDraw) offTheDrawing() {
	t.flushLeft()
	if len(t.run) > 1 {
		t.out = append(t.out, t.dashed(t.run))
	}
	t.run, t.wrapped = nil, false
}

// breakBand goes on in another band, or past the line into the ring's
// first column: the path leaves its cell at the band's edge and enters
// the next at its edge (by the start/finish bar, clear of the lane
// numbers), on the track both times.
func (t *trailDraw) breakBand(prev, pt picture.Point, dir float64) {
	l := t.l
	run := append(t.run, picture.Point{X: prev.X + dir*l.cell/2, Y: prev.Y})
	t.flushLeft()
	r := min(1.1, l.cell*0.18)
	if t.refused {
		// Its arrowhead a little past the edge, clear of the car standing
		// in the band's last cell, then a ring, inside the picture's
		// margin. A refused path that wraps leaves its band with an
		// arrowhead into a ring and goes on from the same ring in the
		// next: the two ends of the break marked alike, so that the eye
		// follows it from the car (else the path seemed to start at the
		// first band's edge, far from the car at the last band's end; a
		// dot there matched nothing).
		run[len(run)-1].X += dir * l.cell * 0.25
		t.out = append(t.out, picture.RefusedArrow(run, picture.RefusedWidth))
		end := run[len(run)-1]
		t.out = append(t.out, continued(end.X+dir*r, end.Y, r))
	} else {
		t.left = run
	}
	t.run = []picture.Point{{X: pt.X - dir*l.cell/2, Y: pt.Y}}
	t.wrapped = true
	if t.refused {
		t.out = append(t.out, continued(t.run[0].X, t.run[0].Y, r))
	}
}

// end draws the path's last run: its arrow.
func (t *trailDraw) end(trail []pos, exits bool) {
	l, run := t.l, t.run
	switch {
	case exits && len(run) > 0:
		// The car crossed the line and left the track: its path ends in
		// an arrowhead on the band's edge, past its last cell.
		prev := run[len(run)-1]
		run = append(run, picture.Point{X: prev.X + l.cell/2, Y: prev.Y})
		t.flushLeft()
		t.out = append(t.out, t.arrow(run, l.cell*0.3))
	case len(run) > 1:
		t.flushLeft()
		if t.wrapped && len(run) == 2 && !t.refused {
			t.out = append(t.out, l.downTheTurn(run, trail[len(trail)-1].lane))
			return
		}
		// Stop at the rim of the car that stands at the end, the tip
		// touching it: a sideways last step is brought to the car's rim
		// by rimInto, from the car's own place (trimmed here first, it
		// was moved twice, past the car, and its head turned back over
		// the car); one along the lane stops at the car's side, not a
		// third of a cell short of it.
		a, b := run[len(run)-2], run[len(run)-1]
		if math.Abs(b.X-a.X) > 0.01 {
			k := (l.carW/2 + 0.1) / math.Max(math.Hypot(b.X-a.X, b.Y-a.Y), 0.01)
			run[len(run)-1] = picture.Point{X: b.X - (b.X-a.X)*k, Y: b.Y - (b.Y-a.Y)*k}
		}
		t.out = append(t.out, t.arrow(run, 0))
	default:
		t.flushLeft()
	}
}

// downTheTurn is the last move's arrow to a car in its band's first cell,
// the path come in at the band's edge (run): it comes off the track's
// turn that joins the bands, in the margin, down into the car's top
// edge, its tip touching it (it stopped at the edge the path left,
// pointing at an empty cell, the car a band lower; straight in from the
// left its head covered the lane's number).
func (l laneLayout) downTheTurn(run []picture.Point, lane int) *picture.Node {
	left, top := run[1].X-l.carW/2, run[1].Y-l.carH/2
	// Down the turn a cell's height, no higher than the gap above the
	// band, where the turn comes in.
	bandTop := run[1].Y - (float64(lane)-0.5)*l.cell
	from := max(top-3.4-l.cell, bandTop-1.5)
	return placedArrow([]picture.Point{{X: run[0].X - 1.8, Y: from}, {X: run[0].X - 1.8, Y: top - 3.4}, {X: left + 1.2, Y: top - 0.1}})
}

// straight is a polyline without the points inside its straight
// stretches: the cells a car drove straight through add nothing to the
// line drawn, and every position of a long game's page wrote each of
// them twice (the arrow and its casing).
func straight(pts []picture.Point) []picture.Point {
	if len(pts) < 3 {
		return pts
	}
	out := []picture.Point{pts[0]}
	for i := 1; i < len(pts)-1; i++ {
		a, b, c := out[len(out)-1], pts[i], pts[i+1]
		if math.Abs((b.X-a.X)*(c.Y-b.Y)-(b.Y-a.Y)*(c.X-b.X)) < 1e-6 && (b.X-a.X)*(c.X-b.X)+(b.Y-a.Y)*(c.Y-b.Y) >= 0 {
			continue
		}
		out = append(out, b)
	}
	return append(out, pts[len(pts)-1])
}

// placedArrow is the last move's arrow along pts, drawn about its start
// and placed there: moves of the same shape (so many cells along, the
// same lane changes) are one drawing a page writes once, each position
// a use of it, where every position of a long game wrote its arrow's
// four paths anew.
func placedArrow(pts []picture.Point) *picture.Node {
	pts = straight(pts)
	if len(pts) < 2 {
		return nil
	}
	o := pts[0]
	rel := make([]picture.Point, len(pts))
	for i, p := range pts {
		rel[i] = picture.Point{X: p.X - o.X, Y: p.Y - o.Y}
	}
	a := picture.LastArrow(rel, picture.LastWidth)
	if a == nil {
		return nil
	}
	// The place is the arrow too, for a page's script and styles (its
	// parts are in the page's shared definitions, out of the position).
	return picture.Place(a, o.X, o.Y).Class("last-arrow")
}

// line is a polyline's path data, its straight stretches one segment each.
func line(pts []picture.Point) *picture.D {
	pts = straight(pts)
	d := new(picture.D).M(pts[0].X, pts[0].Y)
	for _, p := range pts[1:] {
		d.L(p.X, p.Y)
	}
	return d
}
