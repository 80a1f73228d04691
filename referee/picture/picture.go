// Package picture is the referee's drawing surface: a game builds a Picture
// from its drawing model (shapes in millimetres, a title and a description
// in words), and WriteSVG writes it as an SVG document, every name, title
// and note escaped by encoding/xml, well-formed and byte-stable. A Sheet
// writes many pictures on one page, each drawn part once (sheet.go). It
// knows no game and no language.
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
	// Refusal is the move refused, in words — check's own verdict: the
	// move and the rule — when the picture draws one. A file of its own
	// says it under its title; a page says it beside the picture.
	Refusal string
	// Unread: Refusal says a line that could not be read, of which
	// nothing is drawn; the last legal move keeps its ink (it is faint
	// only beside a refused move drawn in full).
	Unread bool
	// Last is the last legal move in words, one line under the title
	// («Last move: Cat — yellow −1»), after a small arrow drawn as the
	// move is on the board (LastArrow): a picture shared on its own says
	// what was played. A page, whose heading says the move,
	// leaves it out with the title.
	Last string
	back Node // the board's unchanging part (see Back)
	// marks are the last move's and the refused move's marks, drawn over
	// everything else (see Mark).
	marks Node
	// backKey names the unchanging part for a page (see BackKey).
	backKey string
	root    Node
	// wide is the same position laid out for a wide screen and the
	// printed page (see SetWide).
	wide *Picture
	// under asks a page to set its words under the picture, not beside it
	// (see SetWordsUnder).
	under bool
}

// The widths the games draw to: an A5 page (148 mm) less 10 mm margins
// holds MaxWidth; an A4 page holds it with room to spare. MaxHeight is the
// A5 page's height less the same margins.
const (
	MaxWidth  = 128.0
	MaxHeight = 190.0
	// Font sizes in millimetres: 2.4 mm is about 7 pt, the least a printed
	// label should be; 3.5 mm about 10 pt for titles.
	Small  = 2.4
	Normal = 2.9
	Large  = 3.6
)

// Screen is the width the replay page lays its pictures out for: a phone's
// column of 374 CSS pixels shows it with its least text, Small, at 11
// pixels. A wider screen shows it larger.
const Screen = 80.0

// Least is the least size text may be printed at, 6 pt (2.117 mm): a picture
// printed narrower than its layout allows (see LayoutWidth) shrinks its
// text, and a width that would shrink it below this is refused.
const Least = 2.12

// WidthKey is the key of a view (a game's view options, a map) that asks a
// game to lay its picture out for a width narrower than MaxWidth, in
// millimetres: for a phone's screen (Screen), or a column of a book. It is
// no flag's name. Its text stays as large; the board takes fewer squares
// a row, smaller squares or discs, as the game can.
const WidthKey = "picture.width"

// WideKey is the key of a view that asks for a picture's wide layout, the
// one a wide screen shows beside a phone's (see ForScreen): a game whose
// board keeps its size may set its legend beside it rather than under it.
const WideKey = "picture.wide"

// IsWide tells whether a view asks for the wide layout (see WideKey).
func IsWide(view map[string]string) bool { return view[WideKey] != "" }

// LayoutWidth is the width a picture is laid out for: the view's WidthKey,
// kept to Screen…MaxWidth (the narrowest layout every game has is the
// screen's), or MaxWidth when it is not set. A game may draw wider when
// its board cannot be narrower.
func LayoutWidth(view map[string]string) float64 {
	w, err := strconv.ParseFloat(strings.TrimSpace(view[WidthKey]), 64)
	if err != nil || !(w > 0) {
		return MaxWidth
	}
	return max(min(w, MaxWidth), Screen)
}

// New starts a picture of w×h millimetres. Its language (Lang) is the
// edge's to set: a game draws in the words it is given.
func New(w, h float64, title, desc string) *Picture {
	return &Picture{W: w, H: h, Title: title, Desc: desc, root: Node{name: "g"}, back: Node{name: "g"},
		marks: Node{name: "g", attrs: []attr{{"class", marksClass}}}}
}

// Mark puts a last move's or a refused move's marks on the picture (see
// LastArrow, Ghost, RefusedBadge): drawn after everything Add puts on it,
// so that no piece or label hides them, in the order given (the refusal
// last, the loudest).
func (p *Picture) Mark(n ...*Node) { p.marks.Add(n...) }

// marksClass names the group of a picture's marks (see Mark).
const marksClass = "move-marks"

// drawn is what a picture draws over its unchanging part: its shapes, then
// its marks over them.
func (p *Picture) drawn() []*Node {
	kids := p.root.kids
	if len(p.marks.kids) == 0 {
		return kids
	}
	if len(kids) == 1 && plainGroup(kids[0]) {
		// The marks join a game's one group, so that a Sheet still finds
		// what its two layouts draw alike inside it (see alike): beside
		// it, nothing of a chinese-checkers star was shared, and a long
		// game's page grew by a fifth.
		return []*Node{{name: "g", kids: append(append([]*Node(nil), kids[0].kids...), &p.marks)}}
	}
	return append(append([]*Node(nil), kids...), &p.marks)
}

// SetWide gives a picture laid out for a phone's column (Screen) its
// layout for a wide screen and the printed page: a page shows the one
// that fits (a 40-cell big-races ring in 10-column bands, four bands tall,
// shrank a desktop's board to a third of its room).
func (p *Picture) SetWide(w *Picture) { p.wide = w }

// SetWordsUnder says the picture has its own words beside its board
// (super-race's map and legend, in its wide layout): wide and short, so
// that a page on a wide screen gives it the room the window's height
// allows and sets the move's words beside it in a narrower column (set
// under it, the verdict fell below the window). The name is the page's
// attribute's, data-words="under".
func (p *Picture) SetWordsUnder() { p.under = true }

// Wide is the picture's layout for a wide screen, or nil.
func (p *Picture) Wide() *Picture { return p.wide }

// Add puts shapes on the picture, in drawing order (later on top).
func (p *Picture) Add(n ...*Node) { p.root.Add(n...) }

// Back puts shapes on the picture's unchanging part, under everything Add
// puts on it: what every position of the game draws alike (the squares of
// the track, the star's holes, the map). A page of many positions draws it
// once for all of them (see Sheet).
func (p *Picture) Back(n ...*Node) { p.back.Add(n...) }

// BackKey names the picture's unchanging part: every picture of a page
// whose part bears the same key draws the same part, so that a Sheet need
// not write it to know (a track of 300 squares, 2,000 times). The key must
// say all the part depends on but the language, which is the page's.
func (p *Picture) BackKey(key string) { p.backKey = key }

// Node is an SVG element: a shape, a text or a group.
type Node struct {
	name  string
	attrs []attr
	text  string
	kids  []*Node
	// shared: a page may draw every copy of it from one (see Share).
	shared bool
	// sym, when set, makes the node a use of sym drawn at (x, y): see Place.
	sym  *Node
	x, y float64
	// moved, when set, is the node's parts drawn about (0, 0), which a
	// Sheet uses at (x, y): see Moved.
	moved *Node
	// solid: a piece no mark may end on or cover (see Solid); probe: what
	// of a mark must stay off pieces and labels (see Clashes). Neither is
	// written.
	solid bool
	probe *probe
}

// attr is an attribute: its name and its value, unescaped.
type attr struct{ key, value string }

// El makes an element of any name (for the rare shape with no helper).
func El(name string) *Node { return &Node{name: name} }

// Set sets an attribute; a value set twice keeps its first place.
func (n *Node) Set(key, value string) *Node {
	for i := range n.attrs {
		if n.attrs[i].key == key {
			n.attrs[i].value = value
			return n
		}
	}
	if n.attrs == nil {
		n.attrs = make([]attr, 0, 6) // most shapes have a handful
	}
	n.attrs = append(n.attrs, attr{key, value})
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

// Tip gives a shape a <title>, its first child: a browser shows it on
// hover, a screen reader reads it.
func (n *Node) Tip(s string) *Node {
	if s == "" {
		return n
	}
	n.kids = append([]*Node{{name: "title", text: s}}, n.kids...)
	return n
}

// Share marks a part that many pictures of a page draw alike — a legend's
// line, a player's pieces between their moves — so that a Sheet writes it
// once and every picture uses that copy. A file of its own is not changed
// by it.
func (n *Node) Share() *Node {
	n.shared = true
	return n
}

// Place draws sym, a shape drawn around the point (0, 0), at (x, y): a
// piece, a turtle. A Sheet writes sym once and each place as a <use> of
// it; a file of its own draws it in place. A tip or attributes set on the
// place are its own.
func Place(sym *Node, x, y float64) *Node {
	return &Node{name: "use", sym: sym, x: x, y: y}
}

// At is where a Place draws its symbol.
func (n *Node) At() (x, y float64) { return n.x, n.y }

// Moved draws parts where they stand, which a Sheet writes once as at —
// the same parts drawn about (0, 0), in a <g> — and uses at (x, y): a
// band of a track that many positions and both layouts draw at different
// places. A file of its own draws the parts as they are, ungrouped, so
// that it is not changed by it. The caller draws at by the same code as
// the parts, moved: the two are one drawing.
func Moved(at *Node, x, y float64, parts ...*Node) *Node {
	return &Node{name: "g", kids: parts, moved: at, x: x, y: y}
}

// Group makes a <g> of shapes.
func Group(kids ...*Node) *Node { return (&Node{name: "g"}).Add(kids...) }

// Boxed is a box and the texts that must stay inside it, as one group: a
// card and its words, a piece and its letter. The pictures' tests hold
// every text of a Boxed to its box, and its ink to a contrast with the
// box's fill that small print needs.
func Boxed(box *Node, texts ...*Node) *Node {
	return Group(box).Add(texts...).Class("box")
}

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

// Label is a text with no style of its own: it takes its size, anchor and
// ink from its group, for a run of labels styled once (a ruler).
func Label(x, y float64, s string) *Node {
	n := El("text").Num("x", x).Num("y", y)
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

// Empty says whether no command was written.
func (d *D) Empty() bool { return d.b.Len() == 0 }

// Fmt writes a number as the pictures do: at most two decimals, no
// trailing zeros, so the same picture is always the same bytes.
func Fmt(v float64) string {
	if i := int64(v); float64(i) == v && i > -1e6 && i < 1e6 {
		return strconv.FormatInt(i, 10) // a whole number, the commonest
	}
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// Options say how a picture is written.
type Options struct {
	// Prefix makes the picture's own ids (its title and description)
	// unique in a page that holds several pictures; "" for a file of its
	// own.
	Prefix string
	// Width is the printed width in millimetres; 0 keeps the natural size.
	Width float64
	// Standalone writes the XML declaration (a file of its own); a picture
	// inlined in HTML goes without.
	Standalone bool
}

// WriteSVG writes the picture as an SVG document of its own: every part
// drawn where it stands, so that any SVG reader shows it. Its title is
// drawn at its top, wrapped: a title longer than a line pushes the rest
// down rather than being cut.
func (p *Picture) WriteSVG(w io.Writer, opt Options) error {
	id := func(s string) string { return opt.Prefix + s }
	pw, ph := p.Size()
	width, height := pw, ph
	if opt.Width > 0 {
		width, height = opt.Width, ph*opt.Width/pw
	}
	if opt.Standalone {
		if _, err := io.WriteString(w, xml.Header); err != nil {
			return err
		}
	}
	svg := El("svg").Set("xmlns", "http://www.w3.org/2000/svg").
		Set("width", Fmt(width)+"mm").Set("height", Fmt(height)+"mm").
		Set("viewBox", "0 0 "+Fmt(pw)+" "+Fmt(ph)).
		Set("role", "img").Set("aria-labelledby", id("title")+" "+id("desc")).
		Set("font-family", fontFamily)
	if opt.Standalone {
		// Its size in millimetres is for paper; on a screen narrower than
		// that (a phone opening the file, a chat's preview) it shrinks to
		// the width it has, whole, and keeps its shape (a phone showed
		// it at 40 % of the screen, or cut).
		svg.Set("style", "max-width:100%;height:auto")
	}
	if p.Lang != "" {
		svg.Set("xml:lang", p.Lang)
	}
	title := &Node{name: "title", text: p.Title}
	title.Set("id", id("title"))
	desc := &Node{name: "desc", text: p.Desc}
	desc.Set("id", id("desc"))
	bg := Rect(0, 0, pw, ph).Fill("#ffffff")
	drawing := []*Node{&p.back, &p.root}
	if len(p.marks.kids) > 0 {
		drawing = append(drawing, &p.marks)
	}
	drawing = p.faintAll(drawing)
	if extra := p.headExtra(); extra > 0 {
		// The drawing moves down by the title's further lines.
		drawing = []*Node{Group(drawing...).Set("transform", "translate(0 "+Fmt(extra)+")")}
	}
	svg.Add(title, desc)
	if styled(&p.back) || styled(&p.root) || styled(&p.marks) || p.Last != "" {
		svg.Add(&Node{name: "style", text: Style})
	}
	svg.Add(bg, p.heading())
	svg.Add(drawing...)
	o := &out{indent: true}
	o.node(svg)
	o.b.WriteByte('\n')
	_, err := io.WriteString(w, o.b.String())
	return err
}

// Head is the height of the band at a picture's top that holds its title's
// first line, drawn there in bold: a game draws below it. A title of more
// lines makes the band deeper when the picture is written (see Size). A
// page, which says what each picture shows in its own heading, leaves the
// band out.
const Head = 8.5

// headLead is the distance between the lines of a wrapped title.
const headLead = Large * 1.25

// titleLines is the title wrapped to the picture's width.
func (p *Picture) titleLines() []string {
	lines := WrapBold(p.Title, Large, p.W-8)
	if len(lines) == 0 {
		return []string{""}
	}
	return keepDashWithName(lines, Large, p.W-8)
}

// keepDashWithName moves a line's last word down when it ends with a dash
// and the next line is that dash's one word: «…; победитель —» over «Боря»
// alone read as if the title had lost its end; «победитель — Боря» is
// kept on one line.
func keepDashWithName(lines []string, size, width float64) []string {
	for i := 0; i+1 < len(lines); i++ {
		cut := strings.LastIndexFunc(lines[i], breaksLine)
		next := lines[i+1]
		if !strings.HasSuffix(lines[i], "—") || cut < 0 || strings.IndexFunc(next, breaksLine) >= 0 {
			continue
		}
		if moved := lines[i][cut+1:] + " " + next; BoldWidth(moved, size) <= width {
			lines[i], lines[i+1] = lines[i][:cut], moved
		}
	}
	return lines
}

// refusalLead is the distance between the lines of a refusal's caption.
const refusalLead = Normal * 1.3

// refusalIndent is how far right of the title a refusal's caption starts:
// its cross (RefusedCross) stands before it.
const refusalIndent = 4.2

// refusalLines is the refused move's caption wrapped to the picture's
// width, none when no move was refused.
func (p *Picture) refusalLines() []string {
	if p.Refusal == "" {
		return nil
	}
	return Wrap(p.Refusal, Normal, p.W-8-refusalIndent)
}

// lastLines is the last move's caption wrapped to the picture's width,
// none when the picture says no last move.
func (p *Picture) lastLines() []string {
	if p.Last == "" {
		return nil
	}
	return Wrap(p.Last, Normal, p.W-8-refusalIndent)
}

// headExtra is how much deeper than Head the title's band is: the title's
// further lines, a refused move's caption under it, and the last move's.
func (p *Picture) headExtra() float64 {
	extra := float64(len(p.titleLines())-1) * headLead
	if n := len(p.refusalLines()); n > 0 {
		extra += float64(n)*refusalLead + 1
	}
	if n := len(p.lastLines()); n > 0 {
		extra += float64(n) * refusalLead
	}
	return extra
}

// Size is the picture's size as written by WriteSVG: its drawing, W×H,
// and the band of its title, deeper when the title takes more than a line.
func (p *Picture) Size() (w, h float64) { return p.W, p.H + p.headExtra() }

// heading is the picture's title drawn at its top, each line as wide as
// the picture lets it be, and under it the refused move and the last
// move in words, each after its mark.
func (p *Picture) heading() *Node {
	g := Group().Num("font-size", Large).Bold()
	ls, next := Labels(4, 7.5, headLead, p.titleLines())
	g.Add(ls...)
	out := Group(g)
	y := next - headLead
	if lines := p.refusalLines(); len(lines) > 0 {
		// The refused move in words, under the title: what was refused and
		// the rule, the very sentence check prints, after the cross that
		// marks the move on the board.
		y += refusalLead + 0.6
		texts, _ := Labels(4+refusalIndent, y, refusalLead, lines)
		caption := Group(texts...).Num("font-size", Normal).Set("font-weight", "normal").Class(refusalClass)
		out.Add(Place(RefusedCross(1.1), 4+1.3, y-Normal*0.36), caption)
		y += float64(len(lines)-1)*refusalLead + 0.4
	}
	if lines := p.lastLines(); len(lines) > 0 {
		// The last move in words, after a short arrow drawn as the move
		// is on the board.
		y += refusalLead
		texts, _ := Labels(4+refusalIndent, y, refusalLead, lines)
		caption := Group(texts...).Num("font-size", Normal).Set("font-weight", "normal").Class(lastCaptionClass)
		mid := y - Normal*0.34
		out.Add(lastArrow([]Point{{X: 4, Y: mid}, {X: 4 + refusalIndent - 0.9, Y: mid}}, 0.5), caption)
	}
	if len(out.kids) == 1 {
		return g
	}
	return out
}

// lastCaptionClass names the caption that says the last move in words.
const lastCaptionClass = "last-move"

// fontFamily is the fonts the pictures ask for: DejaVu Sans, whose widths
// the layout package measures text with, then look-alikes.
const fontFamily = "DejaVu Sans, Verdana, Arial, sans-serif"

// out writes nodes as XML: indented for a file of its own, compact on a
// page; with a sheet, shared parts and placed symbols as uses of the
// sheet's one copy.
type out struct {
	b      strings.Builder
	indent bool
	depth  int
	sheet  *Sheet
}

func (o *out) node(n *Node) {
	switch {
	case n.sym != nil && o.sheet == nil:
		// A place drawn where it stands: the symbol moved there.
		g := &Node{name: "g", attrs: append([]attr{{"transform", "translate(" + Fmt(n.x) + " " + Fmt(n.y) + ")"}}, n.attrs...)}
		g.kids = append(append(g.kids, titles(n.kids)...), n.sym)
		g.kids = append(g.kids, others(n.kids)...)
		o.element(g)
	case n.sym != nil:
		use := &Node{name: "use", attrs: append([]attr{{"href", "#" + o.sheet.intern(n.sym)}}, n.attrs...), kids: n.kids}
		if n.x != 0 || n.y != 0 {
			use.Num("x", n.x).Num("y", n.y)
		}
		o.element(use)
	case n.moved != nil && o.sheet != nil:
		use := &Node{name: "use", attrs: []attr{{"href", "#" + o.sheet.intern(n.moved)}}}
		if n.x != 0 || n.y != 0 {
			use.Num("x", n.x).Num("y", n.y)
		}
		o.element(use)
	case n.moved != nil:
		for _, k := range n.kids {
			o.node(k)
		}
	case n.shared && o.sheet != nil:
		o.element(&Node{name: "use", attrs: []attr{{"href", "#" + o.sheet.intern(n)}}})
	default:
		o.element(n)
	}
}

// element writes n itself, its children through node.
func (o *out) element(n *Node) {
	if o.indent {
		if o.depth > 0 {
			o.b.WriteByte('\n')
		}
		for range o.depth {
			o.b.WriteByte(' ')
		}
	}
	o.b.WriteByte('<')
	o.b.WriteString(n.name)
	for _, a := range n.attrs {
		o.b.WriteByte(' ')
		o.b.WriteString(a.key)
		o.b.WriteString(`="`)
		o.escape(a.value)
		o.b.WriteByte('"')
	}
	if n.text == "" && len(n.kids) == 0 {
		o.b.WriteString("/>")
		return
	}
	o.b.WriteByte('>')
	o.escape(n.text)
	o.depth++
	for _, k := range n.kids {
		o.node(k)
	}
	o.depth--
	if o.indent && len(n.kids) > 0 {
		o.b.WriteByte('\n')
		for range o.depth {
			o.b.WriteByte(' ')
		}
	}
	o.b.WriteString("</")
	o.b.WriteString(n.name)
	o.b.WriteByte('>')
}

// escape writes text or an attribute's value escaped by encoding/xml.
func (o *out) escape(s string) {
	if s == "" {
		return
	}
	if !strings.ContainsAny(s, "<>&'\"\t\n\r") && validXML(s) {
		o.b.WriteString(s)
		return
	}
	_ = xml.EscapeText(&o.b, []byte(s)) // into a strings.Builder: cannot fail
}

// validXML says whether every character of s may stand in XML as it is;
// EscapeText replaces those that may not.
func validXML(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0xfffe || r == 0xffff || r == 0xfffd || (r >= 0xd800 && r < 0xe000) {
			return false
		}
	}
	return true
}

// titles and others split a node's children into its <title> and the rest.
func titles(kids []*Node) []*Node {
	var out []*Node
	for _, k := range kids {
		if k.name == "title" {
			out = append(out, k)
		}
	}
	return out
}

func others(kids []*Node) []*Node {
	var out []*Node
	for _, k := range kids {
		if k.name != "title" {
			out = append(out, k)
		}
	}
	return out
}

// Point is a place on a picture.
type Point struct{ X, Y float64 }

// Arrow is a line through points with an arrowhead at the last one, drawn
// as a shape of its own (no marker: every SVG reader draws it alike).
func Arrow(pts []Point, colour string, width float64) *Node {
	return HaloArrow(pts, colour, width, 0)
}

// HaloArrow is an arrow with a white halo of halo millimetres around its
// line and its head, so that it reads over pieces and squares: the halo
// follows the arrow's own head, no bigger, and covers no more than it must.
func HaloArrow(pts []Point, colour string, width, halo float64) *Node {
	return arrow(pts, colour, width, halo, "", 0)
}

// arrow draws an arrow; a head more than maxHead wide at its back (when
// maxHead is given) is drawn that wide.
func arrow(pts []Point, colour string, width, halo float64, dash string, maxHead float64) *Node {
	return arrowInk(pts, colour, width, halo, "#ffffff", dash, maxHead)
}

// arrowInk is arrow with a halo of the ink given.
func arrowInk(pts []Point, colour string, width, halo float64, haloInk, dash string, maxHead float64) *Node {
	if len(pts) < 2 {
		return nil
	}
	a, b := pts[len(pts)-2], pts[len(pts)-1]
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	size := 2.2 * width
	end := b
	if maxHead > 0 && size > maxHead && l > 0 {
		// A heavy line (a refused move's) keeps a head of the usual size,
		// its line stopping inside the head so that it does not show
		// past the head's sides at the tip.
		size = maxHead
		back := min(size*1.5, l)
		end = Point{X: b.X - dx/l*back, Y: b.Y - dy/l*back}
	}
	d, head := arrowShape(pts, end, size)
	line := func(c string, w float64) *Node {
		return Path(d).Set("fill", "none").Stroke(c, w)
	}
	g := tipAt(Group().Set("stroke-linecap", "round").Set("stroke-linejoin", "round"), b)
	if halo > 0 {
		g.Add(line(haloInk, width+2*halo))
		if head != nil {
			g.Add(Path(head).Fill(haloInk).Stroke(haloInk, 2*halo))
		}
	}
	ink := line(colour, width)
	if dash != "" {
		ink.Set("stroke-dasharray", dash).Set("stroke-linecap", "butt")
	}
	g.Add(ink)
	if head != nil {
		g.Add(Path(head).Fill(colour))
	}
	return g
}

// arrowShape is an arrow's line along pts, stopping at end, and its head
// of the size given at the last point (nil for a line of no length).
func arrowShape(pts []Point, end Point, size float64) (line, head *D) {
	line = new(D).M(pts[0].X, pts[0].Y)
	for _, p := range pts[1 : len(pts)-1] {
		line.L(p.X, p.Y)
	}
	line.L(end.X, end.Y)
	a, b := pts[len(pts)-2], pts[len(pts)-1]
	dx, dy := b.X-a.X, b.Y-a.Y
	if l := math.Hypot(dx, dy); l > 0 {
		ux, uy := dx/l, dy/l
		head = new(D).M(b.X, b.Y).
			L(b.X-ux*size*2+uy*size, b.Y-uy*size*2-ux*size).
			L(b.X-ux*size*2-uy*size, b.Y-uy*size*2+ux*size).Z()
	}
	return line, head
}

// Kids are a node's children, for a caller that lays them out further.
func (n *Node) Kids() []*Node { return n.kids }

// ForScreen draws a picture for a view and, when the view lays it out for
// a phone's column (Screen), its wide layout too (see SetWide): a game
// whose board a phone's column folds (a track in short bands) draws
// through it.
func ForScreen[V ~map[string]string](v V, draw func(V) *Picture) *Picture {
	p := draw(v)
	if LayoutWidth(v) > Screen {
		return p
	}
	wide := make(V, len(v))
	for k, x := range v {
		wide[k] = x
	}
	wide[WidthKey] = Fmt(MaxWidth)
	wide[WideKey] = "wide"
	p.SetWide(draw(wide))
	return p
}
