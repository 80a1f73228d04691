package picture

// A picture's key is a short list of lines, each a small sample of the
// mark it names at its left and a few words, not a paragraph of prose in
// small type («Малиновый пунктир, бледно-малиновая фишка с пунктирным
// краем и большой крестик в кружке — …»): a sample reads at a glance
// what the words took a sentence to say.

// KeyLine is a line of a key: its sample, drawn around (0, 0) no more than
// SampleW wide and SampleH tall, and its words.
type KeyLine struct {
	Sample *Node
	Text   string
}

// SampleW and SampleH are the box a key line's sample is drawn in.
const (
	SampleW = 10.0
	SampleH = 4.0
)

// Keys lays out key lines from (x, y), y the first line's baseline: each
// sample left of its words, the words wrapped in small type to what the
// sample leaves of width, lead millimetres between lines and gap more
// between key lines, no closer than a sample is tall; it returns them and
// where the next thing may start.
func Keys(x, y, width, lead, gap float64, keys []KeyLine) ([]*Node, float64) {
	var out []*Node
	tx := x + SampleW + 1.6
	for _, k := range keys {
		para, next := Paragraph(tx, y, Small, lead, Wrap(Capital(k.Text), Small, width-(tx-x)))
		if k.Sample != nil {
			out = append(out, Place(k.Sample, x+SampleW/2, y-Small*0.36))
		}
		out = append(out, para)
		// A sample as tall as SampleH keeps its line that far from the
		// next one, its words one line.
		y = max(next, y+SampleH-0.8) + gap
	}
	return out, y
}

// keySampleClass names a key's sample: one flat group of shapes, which
// a test that looks for a picture's marks in its SVG leaves out (see
// WithoutKeySamples).
const keySampleClass = "key-sample"

// sample is a key's sample of shapes: one flat group.
func sample(shapes ...*Node) *Node { return Group(shapes...).Class(keySampleClass) }

// Sample is a game's own sample of its shapes for a key line, drawn
// around (0, 0) within SampleW×SampleH: one flat group, no group inside
// it, as the shared samples are.
func Sample(shapes ...*Node) *Node { return sample(shapes...) }

// sampleArrow is a short arrow from x0 to x1 along y = 0, its head 2.2
// widths long, as arrow draws one: its line, then its head.
func sampleArrow(x0, x1, width float64, ink, dash string) []*Node {
	head := 2.2 * width
	line := Path(new(D).M(x0, 0).L(x1-head*0.5, 0)).Fill("none").Stroke(ink, width)
	if dash != "" {
		line.Set("stroke-dasharray", dash)
	}
	return []*Node{line, Path(new(D).M(x1, 0).L(x1-head, -head/2).L(x1-head, head/2).Z()).Fill(ink)}
}

// SampleLast is the last move's arrow in a key: a short dark arrow cased
// in white, as LastArrow draws it.
func SampleLast() *Node {
	w := 0.8
	casing := Path(new(D).M(-SampleW/2, 0).L(SampleW/2-1, 0)).Fill("none").Stroke(LastCasing, w+0.7)
	return sample(append([]*Node{casing}, sampleArrow(-SampleW/2, SampleW/2, w, LastInk, "")...)...)
}

// SampleRefused is a refused move in a key: a short dashed arrow in the
// refused ink, the pale dashed ghost where it ends when ghost, and the
// circled cross.
func SampleRefused(ghost bool) *Node {
	end := SampleW/2 - 2.8
	if ghost {
		end = -1.4
	}
	shapes := sampleArrow(-SampleW/2, end, 0.5, Refused, RefusedDash)
	if ghost {
		shapes = append(shapes, Circle(0, 0, 1.3).Fill(GhostFill).Stroke(Refused, 0.35).Set("stroke-dasharray", "0.7 0.45"))
	}
	return sample(append(shapes, sampleCross(SampleW/2-1.3, 0)...)...)
}

// SampleRing is a refused move that goes nowhere in a key: a grey piece
// in a dashed ring of the refused ink, and the circled cross.
func SampleRing() *Node {
	return sample(append([]*Node{Circle(-1.2, 0, 1.2).Fill("#bbbbbb").Stroke("#000000", 0.25),
		Circle(-1.2, 0, 1.8).Fill("none").Stroke(Refused, 0.4).Set("stroke-dasharray", "0.7 0.45")},
		sampleCross(SampleW/2-1.3, 0)...)...)
}

// SampleCulprit is what a refused move ran into in a key: a square in a
// solid outline of the refused ink.
func SampleCulprit() *Node {
	return sample(Rect(-1.7, -1.7, 3.4, 3.4).Set("rx", "0.5").Fill("none").Stroke(Refused, 0.6))
}

// SampleRefusedShape is a refused piece of the game's own shape in a key:
// shape, drawn around (0, 0) no more than half the sample wide, moved left
// of the sample's middle, as a pale dashed ghost, the circled cross at its
// right.
func SampleRefusedShape(shape func(dx float64) *Node) *Node {
	return sample(append([]*Node{shape(-SampleW/4).Fill(GhostFill).Stroke(Refused, 0.35).Set("stroke-dasharray", "0.7 0.45")},
		sampleCross(SampleW/2-1.3, 0)...)...)
}

// SampleFramed is a piece in the last move's frame in a key: shape, drawn
// around (0, 0) grown by k on every side, white, framed in the last
// move's ink cased in white.
func SampleFramed(shape func(k float64) *Node) *Node {
	return sample(shape(0).Fill("#ffffff").Stroke("#000000", 0.25),
		shape(0.45).Fill("none").Stroke(LastCasing, 0.6), shape(0.45).Fill("none").Stroke(LastInk, 0.35))
}

// sampleCross is RefusedBadge's circled cross, small, for a key's sample.
func sampleCross(x, y float64) []*Node {
	r, a := 1.3, 0.6
	arm := func(x1, y1, x2, y2 float64) *Node {
		return Line(x+x1, y+y1, x+x2, y+y2).Stroke(Refused, 0.35).Set("stroke-linecap", "round")
	}
	return []*Node{Circle(x, y, r).Fill("#ffffff").Stroke(Refused, 0.3), arm(-a, -a, a, a), arm(-a, a, a, -a)}
}
