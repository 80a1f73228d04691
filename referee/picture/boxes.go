package picture

import (
	"math"
	"strconv"
	"strings"
)

// A Box is a shape and the texts that must stay inside it (see Boxed), in
// the picture's own coordinates, with the styles the texts inherit
// resolved: what the pictures' tests hold to their promises.
type Box struct {
	Shape       string  // "rect" or "circle"
	X, Y, W, H  float64 // the shape's bounds (a circle's square round it)
	Fill        string  // its fill
	Texts       []BoxText
	Transparent bool // the shape has no fill of its own (or a pattern): the texts stand on what is under it
}

// BoxText is one text of a box.
type BoxText struct {
	Text          string
	X, Y, Size    float64
	Anchor, Fill  string
	Bold          bool
	Width         float64 // as layout measures it
	Left, Right   float64 // its extent, by its anchor
	Top, Baseline float64
}

// Boxes lists every Boxed group of the picture, its unchanging part
// included, with its texts, placed as WriteSVG writes them (as Texts).
func (p *Picture) Boxes() []Box {
	var out []Box
	extra := p.headExtra()
	for _, root := range []*Node{&p.back, &p.root, &p.marks} {
		walk(root, style{fill: "#000000", anchor: "start", size: 0}, 0, extra, func(n *Node, st style, dx, dy float64) {
			if n.attr("class") != "box" || len(n.kids) == 0 {
				return
			}
			out = append(out, boxOf(n, st, dx, dy))
		})
	}
	return out
}

// Texts lists every text of the picture, placed and styled as WriteSVG
// writes it (the drawing below a title of several lines moved down): for
// the tests that hold all of them inside the picture (see Size).
func (p *Picture) Texts() []BoxText {
	var out []BoxText
	extra := p.headExtra()
	for _, root := range []*Node{&p.back, &p.root, &p.marks, p.heading()} {
		dy := extra
		if root.name == "g" && root != &p.back && root != &p.root && root != &p.marks {
			dy = 0 // the heading stays at the top
		}
		walk(root, style{fill: "#000000", anchor: "start"}, 0, dy, func(n *Node, st style, dx, dy float64) {
			if n.name == "text" {
				out = append(out, textOf(n, st, dx, dy))
			}
		})
	}
	return out
}

// style is what a node inherits from its groups.
type style struct {
	fill, anchor string
	size         float64
	bold         bool
}

func (s style) of(n *Node) style {
	if v := n.attr("fill"); v != "" {
		s.fill = v
	}
	if v := n.attr("text-anchor"); v != "" {
		s.anchor = v
	}
	if v := n.attr("font-size"); v != "" {
		s.size, _ = strconv.ParseFloat(v, 64)
	}
	if n.attr("font-weight") == "bold" {
		s.bold = true
	}
	return s
}

// walk visits n and its children with their inherited style and the
// offset of the places they are drawn at.
func walk(n *Node, st style, dx, dy float64, visit func(*Node, style, float64, float64)) {
	if n.sym != nil {
		st = st.of(n)
		walk(n.sym, st, dx+n.x, dy+n.y, visit)
		return
	}
	st = st.of(n)
	visit(n, st, dx, dy)
	for _, k := range n.kids {
		walk(k, st, dx, dy, visit)
	}
}

func (n *Node) attr(key string) string {
	for _, a := range n.attrs {
		if a.key == key {
			return a.value
		}
	}
	return ""
}

// Num0 is a numeric attribute of a shape as set (0 when it is not), for
// the tests that hold a game's shapes to where they should stand.
func (n *Node) Num0(key string) float64 { return n.num(key) }

func (n *Node) num(key string) float64 {
	v, _ := strconv.ParseFloat(n.attr(key), 64)
	return v
}

// boxOf reads a Boxed group: its first child is the box (a shape, or a
// group whose first child is), the texts are every text after it.
func boxOf(g *Node, st style, dx, dy float64) Box {
	shape := g.kids[0]
	shapeStyle := st.of(shape)
	for shape.name == "g" && len(shape.kids) > 0 {
		shape = shape.kids[0]
		shapeStyle = shapeStyle.of(shape)
	}
	b := Box{Shape: shape.name, Fill: shape.attr("fill")}
	if b.Fill == "" {
		b.Fill = shapeStyle.fill
	}
	if b.Fill == "none" || strings.HasPrefix(b.Fill, "url(") {
		b.Transparent = true
	}
	if shape.attr("fill-opacity") != "" {
		b.Transparent = b.Transparent || shape.num("fill-opacity") < 1
	}
	switch shape.name {
	case "circle":
		r := shape.num("r")
		b.X, b.Y, b.W, b.H = dx+shape.num("cx")-r, dy+shape.num("cy")-r, 2*r, 2*r
	default:
		b.X, b.Y, b.W, b.H = dx+shape.num("x"), dy+shape.num("y"), shape.num("width"), shape.num("height")
	}
	for _, k := range g.kids[1:] {
		walk(k, st, dx, dy, func(n *Node, s style, x, y float64) {
			if n.name == "text" {
				b.Texts = append(b.Texts, textOf(n, s, x, y))
			}
		})
	}
	return b
}

func textOf(n *Node, st style, dx, dy float64) BoxText {
	t := BoxText{Text: n.text, X: dx + n.num("x"), Y: dy + n.num("y"), Size: st.size, Anchor: st.anchor, Fill: st.fill, Bold: st.bold}
	if t.Bold {
		t.Width = BoldWidth(t.Text, t.Size)
	} else {
		t.Width = TextWidth(t.Text, t.Size)
	}
	switch t.Anchor {
	case "middle":
		t.Left = t.X - t.Width/2
	case "end":
		t.Left = t.X - t.Width
	default:
		t.Left = t.X
	}
	t.Right = t.Left + t.Width
	// DejaVu Sans rises about 0.76 em above the baseline for capitals and
	// falls about 0.24 below it.
	t.Top, t.Baseline = t.Y-0.76*t.Size, t.Y
	return t
}

// Inside says whether a text lies inside its box, within slack: for a
// circle, inside the square the circle holds.
func (b Box) Inside(t BoxText, slack float64) bool {
	x0, y0, x1, y1 := b.X, b.Y, b.X+b.W, b.Y+b.H
	if b.Shape == "circle" {
		inset := b.W / 2 * (1 - 1/math.Sqrt2)
		x0, y0, x1, y1 = x0+inset, y0+inset, x1-inset, y1-inset
	}
	return t.Left >= x0-slack && t.Right <= x1+slack && t.Top >= y0-slack && t.Baseline+0.24*t.Size <= y1+slack
}

// SmallestText is the size of the picture's smallest text, in
// millimetres: what printing it narrower shrinks first.
func (p *Picture) SmallestText() float64 {
	least := Large
	for _, t := range p.Texts() {
		if t.Text != "" && t.Size > 0 {
			least = min(least, t.Size)
		}
	}
	return least
}
