// Package picture is the referee's drawing surface: a game builds a Picture
// from its drawing model (shapes in millimetres, a title and a description
// in words), and WriteSVG writes it as an SVG document with encoding/xml,
// so every name, title and note is escaped and the output is well-formed
// and byte-stable. It knows no game and no language.
//
// Like python-chess's chess.svg, a picture is a pure function of a
// position: the same position gives the same bytes.
package picture

import (
	"encoding/xml"
	"io"
	"math"
	"strconv"
	"strings"
)

// Picture is one diagram. Its units are millimetres at its natural size,
// which the games keep within an A5 page's printable width (see MaxWidth).
type Picture struct {
	W, H  float64
	Title string // what the picture shows, one line: the <title>
	Desc  string // the position in words, for a reader who cannot see it: the <desc>
	Lang  string // the language of its words, "en" or "ru"
	root  Node
}

// The widths the games draw to: an A5 page (148 mm) less 10 mm margins
// holds MaxWidth; an A4 page holds it with room to spare.
const (
	MaxWidth = 128.0
	// Font sizes in millimetres: 2.4 mm is about 7 pt, the least a printed
	// label should be; 3.5 mm about 10 pt for titles.
	Small  = 2.4
	Normal = 2.9
	Large  = 3.6
)

// New starts a picture of w×h millimetres.
func New(w, h float64, title, desc, lang string) *Picture {
	return &Picture{W: w, H: h, Title: title, Desc: desc, Lang: lang, root: Node{name: "g"}}
}

// Add puts shapes on the picture, in drawing order (later on top).
func (p *Picture) Add(n ...*Node) { p.root.Add(n...) }

// Node is an SVG element: a shape, a text or a group.
type Node struct {
	name  string
	attrs []xml.Attr
	text  string
	kids  []*Node
}

// El makes an element of any name (for the rare shape with no helper).
func El(name string) *Node { return &Node{name: name} }

// Set sets an attribute; a value set twice keeps its first place.
func (n *Node) Set(key, value string) *Node {
	for i := range n.attrs {
		if n.attrs[i].Name.Local == key {
			n.attrs[i].Value = value
			return n
		}
	}
	n.attrs = append(n.attrs, xml.Attr{Name: xml.Name{Local: key}, Value: value})
	return n
}

// Num sets a numeric attribute.
func (n *Node) Num(key string, v float64) *Node { return n.Set(key, Fmt(v)) }

// Add appends children.
func (n *Node) Add(kids ...*Node) *Node {
	for _, k := range kids {
		if k != nil {
			n.kids = append(n.kids, k)
		}
	}
	return n
}

// Fill, Stroke and Class are the attributes every shape uses.
func (n *Node) Fill(c string) *Node  { return n.Set("fill", c) }
func (n *Node) Class(c string) *Node { return n.Set("class", c) }
func (n *Node) Stroke(c string, width float64) *Node {
	return n.Set("stroke", c).Num("stroke-width", width)
}

// Tip gives a shape a <title>: a browser shows it on hover, a screen reader
// reads it.
func (n *Node) Tip(s string) *Node {
	if s == "" {
		return n
	}
	return n.Add(&Node{name: "title", text: s})
}

// Group makes a <g> of shapes.
func Group(kids ...*Node) *Node { return (&Node{name: "g"}).Add(kids...) }

// Rect is a rectangle.
func Rect(x, y, w, h float64) *Node {
	return El("rect").Num("x", x).Num("y", y).Num("width", w).Num("height", h)
}

// Circle is a circle.
func Circle(cx, cy, r float64) *Node {
	return El("circle").Num("cx", cx).Num("cy", cy).Num("r", r)
}

// Line is a straight line.
func Line(x1, y1, x2, y2 float64) *Node {
	return El("line").Num("x1", x1).Num("y1", y1).Num("x2", x2).Num("y2", y2)
}

// Text is a line of text; anchor is "start", "middle" or "end".
func Text(x, y float64, size float64, anchor, s string) *Node {
	n := El("text").Num("x", x).Num("y", y).Num("font-size", size)
	if anchor != "" && anchor != "start" {
		n.Set("text-anchor", anchor)
	}
	n.text = s
	return n
}

// Bold makes a text bold.
func (n *Node) Bold() *Node { return n.Set("font-weight", "bold") }

// Path is a path of the data d (see D).
func Path(d *D) *Node { return El("path").Set("d", d.String()) }

// D builds path data: each command with its numbers formatted alike.
type D struct{ b strings.Builder }

func (d *D) cmd(c byte, v ...float64) *D {
	if d.b.Len() > 0 {
		d.b.WriteByte(' ')
	}
	d.b.WriteByte(c)
	for i, x := range v {
		if i > 0 {
			d.b.WriteByte(' ')
		}
		d.b.WriteString(Fmt(x))
	}
	return d
}

// M, L, Q and Z are moveto, lineto, quadratic curve and closepath.
func (d *D) M(x, y float64) *D         { return d.cmd('M', x, y) }
func (d *D) L(x, y float64) *D         { return d.cmd('L', x, y) }
func (d *D) Q(cx, cy, x, y float64) *D { return d.cmd('Q', cx, cy, x, y) }
func (d *D) Z() *D                     { return d.cmd('Z') }

func (d *D) String() string { return d.b.String() }

// Fmt writes a number as the pictures do: at most two decimals, no
// trailing zeros, so the same picture is always the same bytes.
func Fmt(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// Options say how a picture is written.
type Options struct {
	// Prefix makes the picture's own ids (patterns, markers) unique in a
	// page that holds several pictures; "" for a file of its own.
	Prefix string
	// Width is the printed width in millimetres; 0 keeps the natural size.
	Width float64
	// Standalone writes the XML declaration (a file of its own); a picture
	// inlined in HTML goes without.
	Standalone bool
}

// WriteSVG writes the picture as an SVG document.
func (p *Picture) WriteSVG(w io.Writer, opt Options) error {
	id := func(s string) string { return opt.Prefix + s }
	width, height := p.W, p.H
	if opt.Width > 0 {
		width, height = opt.Width, p.H*opt.Width/p.W
	}
	if opt.Standalone {
		if _, err := io.WriteString(w, xml.Header); err != nil {
			return err
		}
	}
	svg := El("svg").Set("xmlns", "http://www.w3.org/2000/svg").
		Set("width", Fmt(width)+"mm").Set("height", Fmt(height)+"mm").
		Set("viewBox", "0 0 "+Fmt(p.W)+" "+Fmt(p.H)).
		Set("role", "img").Set("aria-labelledby", id("title")+" "+id("desc")).
		Set("font-family", "DejaVu Sans, Verdana, Arial, sans-serif")
	if p.Lang != "" {
		svg.Set("xml:lang", p.Lang)
	}
	title := &Node{name: "title", text: p.Title}
	title.Set("id", id("title"))
	desc := &Node{name: "desc", text: p.Desc}
	desc.Set("id", id("desc"))
	bg := Rect(0, 0, p.W, p.H).Fill("#ffffff")
	svg.Add(title, desc, defs(id), bg, &p.root)
	enc := xml.NewEncoder(w)
	enc.Indent("", " ")
	if err := encode(enc, svg, opt.Prefix); err != nil {
		return err
	}
	if err := enc.Flush(); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// encode writes a node and its children; url(#id) references get the
// picture's prefix.
func encode(enc *xml.Encoder, n *Node, prefix string) error {
	start := xml.StartElement{Name: xml.Name{Local: n.name}}
	for _, a := range n.attrs {
		if prefix != "" && strings.HasPrefix(a.Value, "url(#") {
			a.Value = "url(#" + prefix + a.Value[len("url(#"):]
		}
		if a.Name.Local == "xml:lang" {
			// encoding/xml would declare a namespace for the prefix; the
			// xml prefix is predeclared and must be written as it is.
			a.Name = xml.Name{Space: "", Local: "xml:lang"}
		}
		start.Attr = append(start.Attr, a)
	}
	if err := enc.EncodeToken(start); err != nil {
		return err
	}
	if n.text != "" {
		if err := enc.EncodeToken(xml.CharData(n.text)); err != nil {
			return err
		}
	}
	for _, k := range n.kids {
		if err := encode(enc, k, prefix); err != nil {
			return err
		}
	}
	return enc.EncodeToken(start.End())
}

// defs are the patterns every picture may use, by url(#name): hatch, dots
// and cross (so that areas differ in greyscale, not only in colour).
func defs(id func(string) string) *Node {
	pattern := func(name string, size float64, kids ...*Node) *Node {
		return El("pattern").Set("id", id(name)).Set("patternUnits", "userSpaceOnUse").
			Num("width", size).Num("height", size).Add(kids...)
	}
	ink := "#000000"
	return El("defs").Add(
		pattern("hatch", 1.6, Line(0, 1.6, 1.6, 0).Stroke(ink, 0.25).Set("stroke-opacity", "0.55")),
		pattern("dots", 1.4, Circle(0.7, 0.7, 0.25).Fill(ink).Set("fill-opacity", "0.55")),
		pattern("cross", 1.6, Line(0, 0.8, 1.6, 0.8).Stroke(ink, 0.2).Set("stroke-opacity", "0.5"),
			Line(0.8, 0, 0.8, 1.6).Stroke(ink, 0.2).Set("stroke-opacity", "0.5")),
	)
}

// Point is a place on a picture.
type Point struct{ X, Y float64 }

// Arrow is a line through points with an arrowhead at the last one, drawn
// as a shape of its own (no marker: every SVG reader draws it alike).
func Arrow(pts []Point, colour string, width float64) *Node {
	if len(pts) < 2 {
		return nil
	}
	d := new(D).M(pts[0].X, pts[0].Y)
	for _, p := range pts[1:] {
		d.L(p.X, p.Y)
	}
	line := Path(d).Set("fill", "none").Stroke(colour, width).Set("stroke-linecap", "round").Set("stroke-linejoin", "round")
	a, b := pts[len(pts)-2], pts[len(pts)-1]
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return line
	}
	ux, uy := dx/l, dy/l
	size := 2.2 * width
	head := new(D).M(b.X, b.Y).
		L(b.X-ux*size*2+uy*size, b.Y-uy*size*2-ux*size).
		L(b.X-ux*size*2-uy*size, b.Y-uy*size*2+ux*size).Z()
	return Group(line, Path(head).Fill(colour))
}

// Texture is a pattern laid over a filled area: "hatch", "dots", "cross",
// or "" for none.
func Texture(shape func() *Node, pattern string) *Node {
	if pattern == "" {
		return nil
	}
	return shape().Fill("url(#"+pattern+")").Set("stroke", "none")
}

// Kids are a node's children, for a caller that lays them out further.
func (n *Node) Kids() []*Node { return n.kids }
