package picture

import (
	"math"
	"strings"
)

// Refused is the ink of a move the referee refused, in every game: a
// magenta that no player's, turtle's, card's or square's ink uses (the
// players' red was one, and a refused move over a red piece vanished), so
// that nothing on a board can be taken for it. It reads on white at 5:1,
// and its marks are dashed and haloed in white, so that they read on any
// fill and in grey too.
const Refused = "#d6007e"

// RefusedDash is the dash of a refused move's line and of its ghost's
// outline.
const RefusedDash = "1.2 0.8"

// RefusedArrow is a refused move's path: a dashed arrow in the refused
// ink, haloed in white so that it reads over pieces of any colour, its
// head solid.
func RefusedArrow(pts []Point, width float64) *Node {
	dash := RefusedDash
	if width >= RefusedWidth {
		// A heavy line's dashes are as long as its width makes them read
		// as dashes, not dots.
		dash = RefusedHeavyDash
	}
	return arrow(pts, Refused, width, 0.3, dash, refusedHead)
}

// RefusedArrowOver is RefusedArrow with no halo, for a path drawn over
// pieces: their letters read through its dashes.
func RefusedArrowOver(pts []Point, width float64) *Node {
	return arrow(pts, Refused, width, 0, RefusedHeavyDash, refusedHead)
}

// refusedHead is the largest half-width of a refused arrow's head: a
// heavy line keeps a head of the usual size, not one that covers a square.
const refusedHead = 1.55

// RefusedWidth is how heavy a refused move's path is: the heaviest line
// of a picture, heavier than the last legal move's (a thin dashed
// line under the last move's arrow and double outline was the last thing
// the eye found, when the refusal is what the referee exists to show).
const RefusedWidth = 0.9

// RefusedHeavyDash is the dash of a path RefusedWidth heavy.
const RefusedHeavyDash = "2.2 1.3"

// RefusedBadge is a refused move's large ✕ where it is refused: a white
// disc of radius r around (0, 0), never less than MarkMin across, ringed
// in the refused ink, the cross heavy in it. The shape says "refused" to
// a reader who cannot tell the ink from a player's, and the disc keeps it
// whole over any piece. A caller sets it beside the ghost, not on it.
func RefusedBadge(r float64) *Node {
	r = max(r, MarkMin/2)
	a := r * 0.48
	arm := func(x1, y1, x2, y2 float64) *Node {
		return Line(x1, y1, x2, y2).Stroke(Refused, r*0.28).Set("stroke-linecap", "round")
	}
	return crossOf(Group(Circle(0, 0, r).Fill("#ffffff").Stroke(Refused, r*0.16),
		arm(-a, -a, a, a), arm(-a, a, a, -a)).Class(refusedCrossClass), r)
}

// RefusedCrossOver is RefusedBadge's cross with no disc, r around (0, 0)
// and never less than MarkMin across: over a piece standing where a
// refused move meant to go, which shows between its arms (a disc hid it,
// and with it why the move was refused).
func RefusedCrossOver(r float64) *Node {
	r = max(r, MarkMin/2)
	a := r * 0.72
	arms := func(ink string, width float64) []*Node {
		return []*Node{
			Line(-a, -a, a, a).Stroke(ink, width).Set("stroke-linecap", "round"),
			Line(-a, a, a, -a).Stroke(ink, width).Set("stroke-linecap", "round"),
		}
	}
	return crossOf(Group(append(arms("#ffffff", r*0.3+0.7), arms(Refused, r*0.3)...)...).Class(refusedCrossClass), a)
}

// Culprit marks what a refused move ran into — the car in its way, the
// empty hole it hopped over, the square of the wrong colour: a heavy
// solid outline in the refused ink, haloed in white, so that it reads on
// any fill and is told by its shape from the move's own dashes; shape is
// drawn anew for each layer.
func Culprit(shape func() *Node) *Node {
	return Group(shape().Fill("none").Stroke("#ffffff", 1.3),
		shape().Fill("none").Stroke(Refused, 0.7)).Class(culpritClass)
}

// culpritClass names what a refused move ran into (see Culprit).
const culpritClass = "culprit"

// The last move and the refused move are drawn in one scheme in every
// game (each game drawing them its own way, the thing a referee's
// picture exists for was often its faintest mark — drawn under pieces,
// in a white piece's own white):
//
//   - the last move is a thick dark arrow cased in white (LastArrow), the
//     same whoever moved, whatever the colour of the piece;
//   - the refused move is a full-size ghost of the piece where it meant to
//     go, dashed in the refused ink, and a large cross (RefusedBadge);
//   - both are marks (Picture.Mark): drawn over every piece and label,
//     and at least MarkMin across at the picture's natural size, larger
//     where the board's squares are;
//   - beside a refused move the last move's marks are faint (LastFaint),
//     set once by the picture as it is written: the refused move is the
//     one thing in full ink where the move happens.

// LastInk is the last move's arrow: near-black, a colour of no piece's
// own in any game's drawing but black's, from which its white casing
// tells it.
const LastInk = "#111111"

// LastCasing is the edge around a last move's arrow: white, so that the
// dark arrow reads over a black piece, a dark infield or a grid line.
const LastCasing = "#ffffff"

// MarkMin is the least size of a picture's marks at its natural size (an
// A5 page's width): a last move's arrowhead, a refused move's cross.
const MarkMin = 5.0

// LastWidth is the least width of a last move's line: its head, twice as
// wide each side and cased, is about MarkMin across.
const LastWidth = 1.0

// lastCase is how far a last move's white casing stands out from its line
// and its head.
const lastCase = 0.4

// LastArrow is the last move's path, the first thing a reader looks for:
// a solid arrow in LastInk, width wide and never less than LastWidth,
// cased in white, opaque. It ignores the mover's colour (a white car's
// white arrow was lost on the white track). A caller routes it clear of
// labels and trims its ends (Trim) so that it starts and stops at the
// rims of the pieces it joins, and draws it as a mark (Picture.Mark), over
// the pieces.
func LastArrow(pts []Point, width float64) *Node {
	return lastArrow(pts, max(width, LastWidth))
}

// LastArrowNarrow is LastArrow of a narrower width, down to half of
// LastWidth: for an arrow between two close pieces (a one-hole step on a
// phone's star), where LastArrow's head was as long as the gap and the
// arrow showed as a bare head, read as a mouse pointer.
func LastArrowNarrow(pts []Point, width float64) *Node {
	return lastArrow(pts, min(max(width, LastWidth/2), LastWidth))
}

// LastArrowIn is LastArrow in the mover's ink, cased in LastInk rather
// than white: for a game whose players are told apart by their lines'
// ink alone (super-race's routes), where a black last move hid whose
// route it was. The ink is set on each part, over the class's black.
func LastArrowIn(pts []Point, width float64, ink string) *Node {
	g := LastArrow(pts, width)
	if g == nil {
		return nil
	}
	for _, k := range g.kids {
		switch k.attr("class") {
		case lastCaseClass:
			k.Set("style", "stroke:"+LastInk)
		case lastCaseClass + " " + lastHeadClass:
			k.Set("style", "fill:"+LastInk+";stroke:"+LastInk)
		case lastHeadClass:
			k.Set("style", "fill:"+ink)
		case "":
			k.Set("style", "stroke:"+ink)
		}
	}
	return g
}

// lastArrow is LastArrow of any width: the caption's small arrow.
func lastArrow(pts []Point, width float64) *Node {
	if len(pts) < 2 {
		return nil
	}
	// Drawn in every position of a page: its look is Style's, so that
	// each arrow says only its path and its widths.
	casing := lastCase * width / LastWidth
	_, head := arrowShape(pts, pts[len(pts)-1], 2*width)
	// The shaft stops inside the head, half its length back from the tip:
	// drawn to the tip, its round end stood out past the head, on the
	// piece the tip touched, and a short arrow read as a pointer.
	in := TrimAlong(pts, 0, 2*width)
	line := new(D).M(in[0].X, in[0].Y)
	for _, p := range in[1:] {
		line.L(p.X, p.Y)
	}
	g := tipAt(Group().Class(lastArrowClass), pts[len(pts)-1])
	g.Add(Path(line).Class(lastCaseClass).Set("stroke-width", Fmt(width+2*casing)))
	if head != nil {
		g.Add(Path(head).Class(lastCaseClass+" "+lastHeadClass).Set("stroke-width", Fmt(2*casing)))
	}
	g.Add(Path(line).Set("stroke-width", Fmt(width)))
	if head != nil {
		g.Add(Path(head).Class(lastHeadClass))
	}
	return g
}

// Trim is the path pts shortened by a at its start and b at its end, so
// that an arrow from a piece to a piece starts and stops at their rims,
// not over their letters; a path too short keeps its ends' direction
// with half its length.
func Trim(pts []Point, a, b float64) []Point {
	if len(pts) < 2 {
		return pts
	}
	out := append([]Point(nil), pts...)
	cut := func(p, q Point, by float64) Point {
		l := math.Hypot(q.X-p.X, q.Y-p.Y)
		if l == 0 {
			return p
		}
		by = min(by, l/2)
		return Point{X: p.X + (q.X-p.X)/l*by, Y: p.Y + (q.Y-p.Y)/l*by}
	}
	out[0] = cut(out[0], out[1], a)
	n := len(out)
	out[n-1] = cut(out[n-1], out[n-2], b)
	return out
}

// LastRing is the opaque mark on the piece a last move moved: a ring in
// LastInk cased in white, r around (0, 0), as the last move's arrow is —
// a shape, the same for every player, so that no piece's colour hides it.
func LastRing(r float64) *Node {
	ring := func() *Node { return Circle(0, 0, r) }
	return Group(ring().Fill("none").Stroke(LastCasing, 1.3),
		ring().Fill("none").Stroke(LastInk, 0.7)).Class(lastMarkClass)
}

// lastMarkClass names the mark on a last move's piece (see LastRing).
const lastMarkClass = "last-mark"

// LastMarks groups the marks a game draws itself on a last move's piece
// (a frame, its white casing, a dark edge inside it) as LastRing's are, so
// that beside a refused move they are faint together (LastFaint): with the
// ink alone faint, the casing and the edge still drew a frame in full.
func LastMarks(marks ...*Node) *Node {
	return Group(marks...).Class(lastMarkClass)
}

// GhostFill is a refused move's ghost's fill: a pale tint of the refused
// ink, so that the ghost reads as the refusal's colour at a glance, and
// its label in the refused ink still reads on it at 4.5:1.
const GhostFill = "#fef3f9"

// Ghost is the shape of a refused move's piece where it meant to go: as
// large as the piece, in a pale tint of the refused ink, outlined in the
// refused ink, dashed and haloed in white; shape is drawn anew for each
// layer.
func Ghost(shape func() *Node) *Node {
	return ghostOf(Group(shape().Fill(GhostFill),
		shape().Fill("none").Stroke("#ffffff", 1.1),
		shape().Fill("none").Stroke(Refused, 0.6).Set("stroke-dasharray", RefusedDash)).Class(ghostClass), shape())
}

// ghostClass names a refused move's ghost.
const ghostClass = "ghost"

// GhostPiece is Ghost of a round piece of radius r around (0, 0) with its
// label in the refused ink (see Piece): what a refused move meant to put
// where it ends.
func GhostPiece(r float64, label string) *Node {
	g := Ghost(func() *Node { return Circle(0, 0, r) })
	if label == "" {
		return g
	}
	size := r * 1.15
	if w := BoldWidth(label, size); w > r*Sqrt2*0.98 {
		size *= r * Sqrt2 * 0.98 / w
	}
	return Boxed(g, Text(0, size*0.36, size, "middle", label).Bold().Fill(Refused))
}

// GhostAround marks a refused move's end where a piece already stands: a
// dashed ring in the refused ink a little outside a round piece of radius
// r around (0, 0), with no fill, so that the piece standing there still
// shows (a ghost over it would hide it and make the hole look empty).
func GhostAround(r float64) *Node {
	ring := func() *Node { return Circle(0, 0, r*1.3) }
	return Group(ring().Fill("none").Stroke("#ffffff", 0.9),
		ring().Fill("none").Stroke(Refused, 0.5).Set("stroke-dasharray", RefusedDash))
}

// RefusedCross is the ✕ that ends a refused move, around (0, 0), its arms
// a long from the middle: two strokes in the refused ink, haloed in white
// so that it reads over a piece of any colour. Its shape, not its colour,
// tells a refused move from a player's route or piece: a reader who cannot
// tell magenta from blue still sees the cross and the dashes.
func RefusedCross(a float64) *Node {
	arms := func(ink string, width float64) []*Node {
		return []*Node{
			Line(-a, -a, a, a).Stroke(ink, width).Set("stroke-linecap", "round"),
			Line(-a, a, a, -a).Stroke(ink, width).Set("stroke-linecap", "round"),
		}
	}
	return crossOf(Group(append(arms("#ffffff", 1.1), arms(Refused, 0.5)...)...).Class(refusedCrossClass), a)
}

// refusedCrossClass names a refused move's cross, so that a reader of the
// SVG (and a test) finds it as what it is.
const refusedCrossClass = "refused-cross"

// refusalClass names the caption that says a refused move in words.
const refusalClass = "refusal"

// Sqrt2 is √2: a disc of radius r holds a square of side r·√2.
const Sqrt2 = 1.4142135623730951

// focusClass marks what a page keeps in view.
const focusClass = "focus"

// Focus marks n as what the picture is about — the piece the last move
// moved, or a refused move's ghost — which a page showing the picture
// scrolls into view when the picture is larger than the screen.
func Focus(n *Node) *Node {
	if n == nil {
		return nil
	}
	return Group(n).Class(focusClass)
}

// dueClass marks what the player due to move needs in view; not "due",
// which a page may use for its sentence saying who is due.
const dueClass = "to-move"

// ToMove marks n as the pieces of the player due to move — their car, their
// piles — which a page showing the picture keeps in view with the focus,
// so that at the start, before any focus, the player sees what to move.
func ToMove(n *Node) *Node {
	if n == nil {
		return nil
	}
	return Group(n).Class(dueClass)
}

// Focused says whether the picture marks something as its focus.
func (p *Picture) Focused() bool {
	found := false
	for _, root := range []*Node{&p.root, &p.marks} {
		walk(root, style{}, 0, 0, func(n *Node, _ style, _, _ float64) {
			found = found || strings.Contains(" "+n.attr("class")+" ", " "+focusClass+" ")
		})
	}
	return found
}

// Unmarked lists the classes of the last move's and a refused move's
// marks — an arrow, a ghost, a large cross, a culprit's outline — that
// the picture draws among its shapes rather than as marks (see Mark),
// where a piece drawn later may hide them: for the tests that hold every
// game to drawing them on top.
func (p *Picture) Unmarked() []string {
	var out []string
	for _, root := range []*Node{&p.back, &p.root} {
		walk(root, style{}, 0, 0, func(n *Node, _ style, _, _ float64) {
			switch c := n.attr("class"); c {
			case lastArrowClass, ghostClass, refusedCrossClass, culpritClass:
				out = append(out, c)
			}
		})
	}
	return out
}

// Marked says whether the picture draws marks over its shapes (see Mark).
func (p *Picture) Marked() bool { return len(p.marks.kids) > 0 }

// TrailOpacity is how opaque a last move's trail is (see LastTrail).
const TrailOpacity = "0.35"

// LastTrail is a band along the last move's path, as wide as given, in
// the mover's ink, translucent: drawn under the pieces, it shows around
// each piece and hole the move passed, where a thin arrow under them was
// all but hidden (a hop over a row of pieces showed nothing of it).
func LastTrail(pts []Point, width float64, ink string) *Node {
	if len(pts) < 2 {
		return nil
	}
	d := new(D).M(pts[0].X, pts[0].Y)
	for _, p := range pts[1:] {
		d.L(p.X, p.Y)
	}
	// Its look is a class (see Style): each position's trail is unique,
	// and its attributes were most of a long page's bytes.
	n := Path(d).Class(trailClass).Num("stroke-width", width)
	if ink != "" && ink != LastCasing {
		n.Set("stroke", ink)
	}
	return n
}

// TrimAlong is the path pts shortened by a along it from its start and b
// from its end, across as many of its segments as that takes: for a path
// of many short segments (a curve), which Trim would cut only at its
// first and last. A path too short for both keeps its middle point.
func TrimAlong(pts []Point, a, b float64) []Point {
	if len(pts) < 2 {
		return pts
	}
	var total float64
	for i := 1; i < len(pts); i++ {
		total += math.Hypot(pts[i].X-pts[i-1].X, pts[i].Y-pts[i-1].Y)
	}
	if a+b >= total {
		a, b = total*0.45, total*0.45
	}
	cut := func(pts []Point, by float64) []Point {
		for i := 1; i < len(pts); i++ {
			p, q := pts[i-1], pts[i]
			l := math.Hypot(q.X-p.X, q.Y-p.Y)
			if l >= by && l > 0 {
				start := Point{X: p.X + (q.X-p.X)/l*by, Y: p.Y + (q.Y-p.Y)/l*by}
				return append([]Point{start}, pts[i:]...)
			}
			by -= l
		}
		return pts[len(pts)-2:]
	}
	out := cut(append([]Point(nil), pts...), a)
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	out = cut(out, b)
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// RefusedLine is a refused move's path with no head, drawn over pieces as
// RefusedArrowOver: a hop of a chain the arrow's head does not end.
func RefusedLine(pts []Point, width float64) *Node {
	if len(pts) < 2 {
		return nil
	}
	d := new(D).M(pts[0].X, pts[0].Y)
	for _, p := range pts[1:] {
		d.L(p.X, p.Y)
	}
	return Path(d).Fill("none").Stroke(Refused, width).Set("stroke-dasharray", RefusedHeavyDash).Set("stroke-linecap", "butt")
}
