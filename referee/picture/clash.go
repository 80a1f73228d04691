package picture

import (
	"fmt"
	"math"
)

// The mark layer is collision-free: an arrow ends at the rim of
// the piece it joins, never on it or on a piece it passes; a refused
// move's cross and ghost stand beside the piece that blocked it, never
// over it; no mark ends on a label. Clashes finds the marks that break it,
// for every game's tests.

// probe is the part of a mark that must stay clear: an arrow's tip (a
// point), a cross's disc, a ghost's shape.
type probe struct {
	kind    string // "tip", "cross", "ghost"
	x, y, r float64
	w, h    float64 // a ghost's rect; r for a round one
	round   bool
}

// tipAt is a probe on an arrow's tip.
func tipAt(n *Node, p Point) *Node {
	if n != nil {
		n.probe = &probe{kind: "tip", x: p.X, y: p.Y}
	}
	return n
}

// crossOf is a probe on a cross's disc of radius r around (0, 0).
func crossOf(n *Node, r float64) *Node {
	n.probe = &probe{kind: "cross", r: r, round: true}
	return n
}

// ghostOf is a probe on a ghost's shape.
func ghostOf(n *Node, shape *Node) *Node {
	x0, y0, x1, y1, round, ok := bounds(shape)
	if ok {
		n.probe = &probe{kind: "ghost", x: (x0 + x1) / 2, y: (y0 + y1) / 2, r: (x1 - x0) / 2, w: x1 - x0, h: y1 - y0, round: round}
	}
	return n
}

// Solid marks n as a piece — a turtle, a car, a card, a piece in a hole —
// that no last move's or refused move's mark may end on or cover (see
// Clashes). Piece marks its discs itself. It writes nothing.
func Solid(n *Node) *Node {
	if n != nil {
		n.solid = true
	}
	return n
}

// Clash is a mark that lands on a piece or a label.
type Clash struct {
	Mark string // "tip", "cross" or "ghost"
	On   string // "piece" or the label's text
	X, Y float64
}

func (c Clash) String() string {
	return fmt.Sprintf("%s at (%.1f, %.1f) on %s", c.Mark, c.X, c.Y, c.On)
}

// ClashSlack is how far a mark may reach into a piece or a label's box
// and still be beside it: an arrow's tip at a rim, a cased outline.
const ClashSlack = 0.35

// Clashes lists every mark (see Mark) whose arrow tip lies inside a piece
// (see Solid) or a label, whose cross covers one, or whose ghost covers a
// piece (a ghost stands for a piece, and hides a square's label as the
// piece would).
func (p *Picture) Clashes() []Clash {
	type rect struct {
		x0, y0, x1, y1 float64
		round          bool
		on             string
	}
	var obstacles []rect
	extra := p.headExtra()
	for _, root := range []*Node{&p.back, &p.root} {
		var visit func(n *Node, st style, dx, dy float64, piece bool)
		visit = func(n *Node, st style, dx, dy float64, piece bool) {
			if n.sym != nil {
				visit(n.sym, st.of(n), dx+n.x, dy+n.y, piece || n.solid)
				return
			}
			st = st.of(n)
			if n.solid && !piece {
				if x0, y0, x1, y1, round, ok := bounds(n); ok {
					obstacles = append(obstacles, rect{dx + x0, dy + y0, dx + x1, dy + y1, round, "piece"})
				}
				piece = true
			}
			if n.name == "text" && !piece && n.text != "" {
				t := textOf(n, st, dx, dy)
				obstacles = append(obstacles, rect{t.Left, t.Top, t.Right, t.Baseline + 0.24*t.Size, false, "«" + t.Text + "»"})
			}
			for _, k := range n.kids {
				visit(k, st, dx, dy, piece)
			}
		}
		visit(root, style{fill: "#000000", anchor: "start"}, 0, extra, false)
	}
	var out []Clash
	var visit func(n *Node, dx, dy float64)
	visit = func(n *Node, dx, dy float64) {
		if n.sym != nil {
			visit(n.sym, dx+n.x, dy+n.y)
			return
		}
		if pr := n.probe; pr != nil {
			x, y := dx+pr.x, dy+pr.y
			for _, o := range obstacles {
				if pr.kind == "ghost" && o.on != "piece" {
					// A ghost stands for a piece where it meant to go,
					// and covers that square's label as the piece would.
					continue
				}
				var hit bool
				switch pr.kind {
				case "tip":
					hit = within(o.x0, o.y0, o.x1, o.y1, o.round, x, y, ClashSlack)
				default:
					hit = overlaps(o.x0, o.y0, o.x1, o.y1, o.round, x, y, pr.r, pr.w, pr.h, pr.round)
				}
				if hit {
					out = append(out, Clash{Mark: pr.kind, On: o.on, X: x, Y: y})
				}
			}
		}
		for _, k := range n.kids {
			visit(k, dx, dy)
		}
	}
	visit(&p.marks, 0, extra)
	return out
}

// bounds is a solid's outline: its first shape's (a circle's, a rect's).
func bounds(n *Node) (x0, y0, x1, y1 float64, round, ok bool) {
	for n.name == "g" && len(n.kids) > 0 && n.sym == nil {
		n = n.kids[0]
	}
	if n.sym != nil {
		x0, y0, x1, y1, round, ok = bounds(n.sym)
		return x0 + n.x, y0 + n.y, x1 + n.x, y1 + n.y, round, ok
	}
	switch n.name {
	case "circle":
		r := n.num("r")
		return n.num("cx") - r, n.num("cy") - r, n.num("cx") + r, n.num("cy") + r, true, true
	case "rect":
		return n.num("x"), n.num("y"), n.num("x") + n.num("width"), n.num("y") + n.num("height"), false, true
	}
	return 0, 0, 0, 0, false, false
}

// within says whether (x, y) lies inside the box (a disc when round) by
// more than slack.
func within(x0, y0, x1, y1 float64, round bool, x, y, slack float64) bool {
	if round {
		r := (x1 - x0) / 2
		return math.Hypot(x-(x0+x1)/2, y-(y0+y1)/2) < r-slack
	}
	return x > x0+slack && x < x1-slack && y > y0+slack && y < y1-slack
}

// overlaps says whether a probe's disc (radius r around x, y) or rect (w×h
// around it) covers the box by more than ClashSlack.
func overlaps(x0, y0, x1, y1 float64, round bool, x, y, r, w, h float64, disc bool) bool {
	s := ClashSlack
	if disc {
		if round {
			R := (x1 - x0) / 2
			return math.Hypot(x-(x0+x1)/2, y-(y0+y1)/2) < R+r-s
		}
		cx := max(x0, min(x, x1))
		cy := max(y0, min(y, y1))
		return math.Hypot(x-cx, y-cy) < r-s
	}
	return x-w/2 < x1-s && x+w/2 > x0+s && y-h/2 < y1-s && y+h/2 > y0+s
}
