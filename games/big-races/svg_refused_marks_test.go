package bigraces

import (
	"encoding/xml"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
)

// classBoxes is the boxes of the circles and rects drawn under an element
// of the given class (the cross: "refused-cross"; the outline of the car
// in the way: "culprit"), and the first point of every dashed refused
// path ("dashes"), on the picture.
func classBoxes(t *testing.T, svg, class string) (boxes []svgBox, starts []picture.Point) {
	t.Helper()
	var root svgElem
	if err := xml.Unmarshal([]byte(svg), &root); err != nil {
		t.Fatal(err)
	}
	var walk func(e svgElem, dx, dy float64, in bool)
	walk = func(e svgElem, dx, dy float64, in bool) {
		if m := translateRe.FindStringSubmatch(e.attr("transform")); m != nil {
			x, _ := strconv.ParseFloat(m[1], 64)
			y, _ := strconv.ParseFloat(m[2], 64)
			dx, dy = dx+x, dy+y
		}
		in = in || strings.Contains(" "+e.attr("class")+" ", " "+class+" ")
		sw := e.num("stroke-width") / 2
		switch e.XMLName.Local {
		case "circle":
			if in {
				r := e.num("r") + sw
				x, y := dx+e.num("cx"), dy+e.num("cy")
				boxes = append(boxes, svgBox{x - r, y - r, x + r, y + r})
			}
		case "rect":
			if in {
				x, y := dx+e.num("x"), dy+e.num("y")
				boxes = append(boxes, svgBox{x - sw, y - sw, x + e.num("width") + sw, y + e.num("height") + sw})
			}
		case "path":
			if e.attr("stroke") == picture.Refused && e.attr("stroke-dasharray") != "" {
				if m := pointRe.FindStringSubmatch(e.attr("d")); m != nil {
					x, _ := strconv.ParseFloat(m[1], 64)
					y, _ := strconv.ParseFloat(m[2], 64)
					starts = append(starts, picture.Point{X: dx + x, Y: dy + y})
				}
			}
		}
		for _, k := range e.Kids {
			walk(k, dx, dy, in)
		}
	}
	walk(root, 0, 0, false)
	return boxes, starts
}

// A refused move's marks stand clear of the cars (corpus
// only-leader-laps.txt): its path starts past the rim of the mover's car
// and its double frame, not in its middle across «С1»; no mark and no
// lap number covers a car's label; the cross stands clear of the outline
// of the car in the way and of the lap numbers.
func TestRefusedMarksClearOfTheMover(t *testing.T) {
	s := open(t, "players: белые, серые\nlength: 40\nsetup: белые1=2/50, серые1=1/42, белые2=1/4, серые2=3/3\n")
	apply(t, s, "белые1: п")
	if p := apply(t, s, "серые1: пп"); p.Violation == nil {
		t.Fatal("серые1: пп was not refused")
	}
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		_, svg := refusedSheet(t, s, width)
		labels, marks, discs := labelsMarksDiscs(t, svg)
		crosses, starts := classBoxes(t, svg, "refused-cross")
		culprit, _ := classBoxes(t, svg, "culprit")
		if len(labels["С1"]) == 0 || len(labels["Б2"]) == 0 || len(starts) == 0 || len(crosses) == 0 || len(culprit) == 0 {
			t.Fatalf("%v mm: labels %v, %d paths, %d crosses, %d outlines: nothing to measure", width, labels, len(starts), len(crosses), len(culprit))
		}
		// The mover's car with its double frame: the label's middle, a
		// car's size (a cell, С1 on 1/42 and Б2 on 1/44 two apart, less
		// 0.8) and the frame around it.
		l, b := labels["С1"][0], labels["Б2"][0]
		cx, cy := (l.x0+l.x1)/2, l.y1-0.05-picture.Small*0.36
		cell := ((b.x0+b.x1)/2 - cx) / 2
		for _, p := range starts {
			if math.Abs(p.Y-cy) < 5 && math.Abs(p.X-cx) < 8 {
				// The start nearest the mover: outside its frame.
				if math.Abs(p.X-cx) < (cell-0.8)/2+1.1 && math.Abs(p.Y-cy) < 2.1+1.1 {
					t.Errorf("%v mm: the refused path starts at %v, inside С1's car at (%.2f, %.2f)", width, p, cx, cy)
				}
			}
		}
		for text, boxes := range labels {
			for _, l := range boxes {
				for _, m := range append(append([]svgBox(nil), marks...), discs...) {
					if l.overlaps(m) {
						t.Errorf("%v mm: a mark %v covers the label %s at %v", width, m, text, l)
					}
				}
			}
		}
		for _, c := range crosses {
			for _, o := range append(append([]svgBox(nil), culprit...), discs...) {
				if c.overlaps(o) {
					t.Errorf("%v mm: the cross %v overlaps a ring or lap number at %v", width, c, o)
				}
			}
		}
	}
}

// A blocked move's cross stands in the cell the move would have ended on
// (corpus occupied.txt: grey1's "5f" from 4/−1, blocked by white1 on 4/3,
// would have ended on 4/4), not on a grid corner beside the car in the
// way, clear of that car's outline; and the key says what the cross and
// the outline mean.
func TestBlockedCrossInItsCell(t *testing.T) {
	s := grey1Refused(t, "5f")
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		_, svg := refusedSheet(t, s, width)
		labels, _ := labelsAndMarks(t, svg)
		crosses, _ := classBoxes(t, svg, "refused-cross")
		culprit, _ := classBoxes(t, svg, "culprit")
		if len(labels["W1"]) == 0 || len(labels["G1"]) == 0 || len(labels["W2"]) == 0 || len(crosses) == 0 {
			t.Fatalf("%v mm: labels %v, %d crosses: nothing to measure", width, labels, len(crosses))
		}
		w1, g1, w2 := labels["W1"][0], labels["G1"][0], labels["W2"][0]
		cell := (g1.x0 + g1.x1 - w2.x0 - w2.x1) / 2 // 4/−1 and 4/−2 side by side
		x, y := (w1.x0+w1.x1)/2+cell, w1.y1-0.05-picture.Small*0.36
		c := crosses[0]
		cx, cy := (c.x0+c.x1)/2, (c.y0+c.y1)/2
		// In the cell, at most a millimetre off its middle: away from the
		// outline of the car in the way, next to it.
		if cx < x-0.01 || cx > x+1 || math.Abs(cy-y) > 0.1 {
			t.Errorf("%v mm: the cross stands at (%.2f, %.2f), want the middle of 4/4 at (%.2f, %.2f)", width, cx, cy, x, y)
		}
		for _, o := range culprit {
			if c.overlaps(o) {
				t.Errorf("%v mm: the cross %v overlaps the outline of the car in the way at %v", width, c, o)
			}
		}
	}
	for _, lang := range []string{"en", "ru"} {
		p, ok := s.Picture(catalog.Speaker(lang), nil)
		if !ok {
			t.Fatal("no picture")
		}
		var b strings.Builder
		if err := p.WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		for _, want := range map[string][]string{"en": {"⊗: the square it would have ended on", "the car in the way; the move is stopped here"},
			"ru": {"⊗ — клетка, где он закончился бы", "машина на пути: здесь ход остановлен"}}[lang] {
			if !strings.Contains(textOf(t, b.String()), want) {
				t.Errorf("%s: the key does not say %q", lang, want)
			}
		}
	}
}

// textOf is a picture's words, its texts' lines joined by spaces.
func textOf(t *testing.T, svg string) string {
	t.Helper()
	var root svgElem
	if err := xml.Unmarshal([]byte(svg), &root); err != nil {
		t.Fatal(err)
	}
	var words []string
	var walk func(e svgElem)
	walk = func(e svgElem) {
		if e.XMLName.Local == "text" {
			words = append(words, strings.TrimSpace(e.Text))
		}
		for _, k := range e.Kids {
			walk(k)
		}
	}
	walk(root)
	return strings.Join(strings.Fields(strings.Join(words, " ")), " ")
}
