package picture

import (
	"math"
	"strconv"
)

// Texture is a pattern laid over a filled area: "hatch", "dots", "cross",
// or "" for none. The shape is a Rect (rounded or not) or a Circle.
//
// The pattern is drawn as lines and dots cut to the shape, one <path>, not
// as an SVG <pattern>: Chromium prints a <pattern> as a tile of pixels,
// blocky when zoomed and mottled at normal size, while a path stays a
// vector on screen and paper alike, and needs no id to clash on a page of
// many pictures.
func Texture(shape func() *Node, pattern string) *Node {
	if pattern == "" {
		return nil
	}
	inside, x0, y0, x1, y1, ok := outline(shape())
	if !ok {
		return nil
	}
	d := new(D)
	const ink = "#000000"
	switch pattern {
	case "hatch":
		// Lines x+y = k·1.6 rising to the right, as the old tile drew.
		const step = 1.6
		for k := math.Floor((x0 + y0) / step); k*step <= x1+y1; k++ {
			c := k * step
			// From the line's lowest-left point to its highest-right one.
			hatchSpan(d, inside, Point{c - y1, y1}, Point{c - y0, y0})
		}
		return Path(d).Set("fill", "none").Stroke(ink, 0.25).Set("stroke-opacity", "0.55")
	case "cross":
		const step = 1.6
		for k := math.Floor((y0 - 0.8) / step); 0.8+k*step <= y1; k++ {
			y := 0.8 + k*step
			hatchSpan(d, inside, Point{x0, y}, Point{x1, y})
		}
		for k := math.Floor((x0 - 0.8) / step); 0.8+k*step <= x1; k++ {
			x := 0.8 + k*step
			hatchSpan(d, inside, Point{x, y0}, Point{x, y1})
		}
		return Path(d).Set("fill", "none").Stroke(ink, 0.2).Set("stroke-opacity", "0.5")
	case "dots":
		// A dot is a round-capped stroke of no length: one path for all.
		const step, r = 1.4, 0.25
		if ring(d, shape(), r) {
			return Path(d).Set("fill", "none").Stroke(ink, 2*r).Set("stroke-linecap", "round").Set("stroke-opacity", "0.55")
		}
		for j := math.Floor((y0 - 0.7) / step); 0.7+j*step <= y1; j++ {
			for i := math.Floor((x0 - 0.7) / step); 0.7+i*step <= x1; i++ {
				x, y := 0.7+i*step, 0.7+j*step
				if inside(x-r, y) && inside(x+r, y) && inside(x, y-r) && inside(x, y+r) {
					d.M(x, y)
					d.b.WriteString("h0")
				}
			}
		}
		if d.Empty() {
			return nil
		}
		return Path(d).Set("fill", "none").Stroke(ink, 2*r).Set("stroke-linecap", "round").Set("stroke-opacity", "0.55")
	}
	return nil
}

// ring adds to d, for a disc, its dots as a ring inside its rim: a disc
// is a piece, its letter in the middle, and a grid's dots would fall
// under the letter on a small one (a replay page's chinese-checkers
// pieces kept four, all hidden). The dots are spaced about
// as a grid's, a whole number of quarters round, and set half a space off
// the axes, where a letter's box reaches least far. It tells whether it
// drew them: a shape that is no disc, or one too small for a ring, is
// dotted as a grid.
func ring(d *D, n *Node, dot float64) bool {
	if n.name != "circle" {
		return false
	}
	_, x0, y0, x1, _, _ := outline(n)
	cx, cy, r := (x0+x1)/2, y0+(x1-x0)/2, (x1-x0)/2
	// Clear of the outline (0.55 at the heaviest) and its dot's size.
	rho := r - dot - 0.45
	if rho < 0.9 {
		return false
	}
	const space = 1.3
	quarters := max(2, int(math.Round(2*math.Pi*rho/space/4)))
	k := 4 * quarters
	for i := range k {
		a := (float64(i) + 0.5) * 2 * math.Pi / float64(k)
		d.M(cx+rho*math.Cos(a), cy+rho*math.Sin(a))
		d.b.WriteString("h0")
	}
	return true
}

// hatchSpan adds to d the part of the segment a–b inside a convex shape.
func hatchSpan(d *D, inside func(x, y float64) bool, a, b Point) {
	at := func(t float64) Point { return Point{a.X + (b.X-a.X)*t, a.Y + (b.Y-a.Y)*t} }
	in := func(t float64) bool { p := at(t); return inside(p.X, p.Y) }
	// Find a point inside, then the ends by bisection: the shape is convex,
	// so what lies inside is one span.
	const n = 64
	t := -1.0
	for i := 0; i <= n; i++ {
		if in(float64(i) / n) {
			t = float64(i) / n
			break
		}
	}
	if t < 0 {
		return
	}
	edge := func(inT, outT float64) float64 {
		if in(outT) {
			return outT
		}
		for range 30 {
			m := (inT + outT) / 2
			if in(m) {
				inT = m
			} else {
				outT = m
			}
		}
		return inT
	}
	s, e := edge(t, 0), edge(t, 1)
	p, q := at(s), at(e)
	if math.Hypot(q.X-p.X, q.Y-p.Y) < 0.05 {
		return
	}
	d.M(p.X, p.Y).L(q.X, q.Y)
}

// outline reads a Rect (with its rx) or a Circle: whether a point is
// inside it, and its bounds.
func outline(n *Node) (inside func(x, y float64) bool, x0, y0, x1, y1 float64, ok bool) {
	num := func(k string) float64 {
		for _, a := range n.attrs {
			if a.key == k {
				v, _ := strconv.ParseFloat(a.value, 64)
				return v
			}
		}
		return 0
	}
	switch n.name {
	case "rect":
		x, y, w, h := num("x"), num("y"), num("width"), num("height")
		r := min(num("rx"), w/2, h/2)
		inside = func(px, py float64) bool {
			if px < x || px > x+w || py < y || py > y+h {
				return false
			}
			// In a corner, within its quarter circle.
			cx := min(max(px, x+r), x+w-r)
			cy := min(max(py, y+r), y+h-r)
			return math.Hypot(px-cx, py-cy) <= r
		}
		return inside, x, y, x + w, y + h, true
	case "circle":
		cx, cy, r := num("cx"), num("cy"), num("r")
		inside = func(px, py float64) bool { return math.Hypot(px-cx, py-cy) <= r }
		return inside, cx - r, cy - r, cx + r, cy + r, true
	}
	return nil, 0, 0, 0, 0, false
}
