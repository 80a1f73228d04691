package bigraces

import (
	"encoding/xml"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/picture/picturetest"
)

// svgBox is a box on the picture, in millimetres.
type svgBox struct{ x0, y0, x1, y1 float64 }

// overlaps tells whether two boxes share more than a sliver.
func (a svgBox) overlaps(b svgBox) bool {
	return min(a.x1, b.x1)-max(a.x0, b.x0) > 0.05 && min(a.y1, b.y1)-max(a.y0, b.y0) > 0.05
}

// svgElem is an SVG element, read whole.
type svgElem struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
	Text    string     `xml:",chardata"`
	Kids    []svgElem  `xml:",any"`
}

func (e svgElem) attr(k string) string {
	for _, a := range e.Attrs {
		if a.Name.Local == k {
			return a.Value
		}
	}
	return ""
}

func (e svgElem) num(k string) float64 {
	f, _ := strconv.ParseFloat(e.attr(k), 64)
	return f
}

var (
	translateRe = regexp.MustCompile(`translate\(([-\d.]+) ([-\d.]+)\)`)
	pointRe     = regexp.MustCompile(`[MLQ ]?([-\d.]+) ([-\d.]+)`)
	carLabelRe  = regexp.MustCompile(`^[A-ZА-Я][12]$`)
)

// labelsAndMarks is the boxes of the cars' labels drawn on the picture
// (a ghost's among them) and of the move marks' strokes and shapes (the
// last move's and a refused move's, under class="move-marks"), a ghost's
// own body aside: an outline counts by its stroke, not the area inside.
func labelsAndMarks(t *testing.T, svg string) (labels map[string][]svgBox, marks []svgBox) {
	labels, marks, _ = labelsMarksDiscs(t, svg)
	return labels, marks
}

// labelsMarksDiscs is labelsAndMarks with the boxes of the finished
// cars' place discs (black, placeBadge) and of the lap numbers' (white,
// lapBadge), wherever they are drawn.
func labelsMarksDiscs(t *testing.T, svg string) (labels map[string][]svgBox, marks, discs []svgBox) {
	t.Helper()
	var root svgElem
	if err := xml.Unmarshal([]byte(svg), &root); err != nil {
		t.Fatal(err)
	}
	labels = map[string][]svgBox{}
	var walk func(e svgElem, dx, dy float64, inMarks, inGhost bool)
	walk = func(e svgElem, dx, dy float64, inMarks, inGhost bool) {
		if m := translateRe.FindStringSubmatch(e.attr("transform")); m != nil {
			x, _ := strconv.ParseFloat(m[1], 64)
			y, _ := strconv.ParseFloat(m[2], 64)
			dx, dy = dx+x, dy+y
		}
		class := e.attr("class")
		inMarks = inMarks || class == "move-marks"
		inGhost = inGhost || class == "ghost"
		sw := e.num("stroke-width") / 2
		if e.attr("stroke") == "" || e.attr("stroke") == "none" {
			sw = 0
		}
		switch e.XMLName.Local {
		case "text":
			if text := strings.TrimSpace(e.Text); carLabelRe.MatchString(text) {
				size := e.num("font-size")
				w := picture.BoldWidth(text, size) / 2
				x, y := dx+e.num("x"), dy+e.num("y")
				labels[text] = append(labels[text], svgBox{x - w, y - 0.73*size, x + w, y + 0.05})
			}
		case "rect":
			if !inMarks || inGhost {
				break
			}
			x, y, w, h := dx+e.num("x"), dy+e.num("y"), e.num("width"), e.num("height")
			if e.attr("fill") == "none" {
				marks = append(marks, svgBox{x - sw, y - sw, x + w + sw, y + sw}, svgBox{x - sw, y + h - sw, x + w + sw, y + h + sw},
					svgBox{x - sw, y - sw, x + sw, y + h + sw}, svgBox{x + w - sw, y - sw, x + w + sw, y + h + sw})
			} else {
				marks = append(marks, svgBox{x - sw, y - sw, x + w + sw, y + h + sw})
			}
		case "circle":
			if e.attr("r") == "1.45" && (e.attr("fill") == "#000000" || e.attr("fill") == "#ffffff" && e.attr("stroke") == "#000000") {
				r := e.num("r") + sw
				x, y := dx+e.num("cx"), dy+e.num("cy")
				discs = append(discs, svgBox{x - r, y - r, x + r, y + r})
			}
			if inMarks {
				r := e.num("r") + sw
				x, y := dx+e.num("cx"), dy+e.num("cy")
				marks = append(marks, svgBox{x - r, y - r, x + r, y + r})
			}
		case "line":
			if inMarks {
				x0, x1 := dx+min(e.num("x1"), e.num("x2")), dx+max(e.num("x1"), e.num("x2"))
				y0, y1 := dy+min(e.num("y1"), e.num("y2")), dy+max(e.num("y1"), e.num("y2"))
				marks = append(marks, svgBox{x0 - sw, y0 - sw, x1 + sw, y1 + sw})
			}
		case "path":
			if !inMarks {
				break
			}
			d := e.attr("d")
			var pts []picture.Point
			for _, m := range pointRe.FindAllStringSubmatch(d, -1) {
				x, _ := strconv.ParseFloat(m[1], 64)
				y, _ := strconv.ParseFloat(m[2], 64)
				pts = append(pts, picture.Point{X: dx + x, Y: dy + y})
			}
			if strings.Contains(d, "Z") {
				// A filled head: its whole box.
				b := svgBox{1e9, 1e9, -1e9, -1e9}
				for _, p := range pts {
					b = svgBox{min(b.x0, p.X), min(b.y0, p.Y), max(b.x1, p.X), max(b.y1, p.Y)}
				}
				marks = append(marks, svgBox{b.x0 - sw, b.y0 - sw, b.x1 + sw, b.y1 + sw})
				break
			}
			for i := 1; i < len(pts); i++ {
				a, b := pts[i-1], pts[i]
				marks = append(marks, svgBox{min(a.X, b.X) - sw, min(a.Y, b.Y) - sw, max(a.X, b.X) + sw, max(a.Y, b.Y) + sw})
			}
		}
		for _, k := range e.Kids {
			walk(k, dx, dy, inMarks, inGhost)
		}
	}
	walk(root, 0, 0, false, false)
	return labels, marks, discs
}

// No mark of a move covers a car's label: grey1's "5f" runs into white1
// on its fourth step (corpus occupied.txt). Its path stops at white1's
// outline, the cross stands beside white1, and no ghost stands past it:
// drawn on to the ghost, path, ghost, cross, outline and the last move's
// arrow piled up in two cells, «W1» and «G1» half hidden.
func TestBlockedMoveCoversNoLabel(t *testing.T) {
	s := grey1Refused(t, "5f")
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		_, svg := refusedSheet(t, s, width)
		labels, marks := labelsAndMarks(t, svg)
		if len(labels["W1"]) == 0 || len(marks) == 0 {
			t.Fatalf("%v mm: labels %v, %d marks: nothing to measure", width, labels, len(marks))
		}
		for text, boxes := range labels {
			for _, l := range boxes {
				for _, m := range marks {
					if l.overlaps(m) {
						t.Errorf("%v mm: a mark %v covers the label %s at %v", width, m, text, l)
					}
				}
			}
		}
		if n := strings.Count(svg, `class="ghost"`); n != 0 {
			t.Errorf("%v mm: %d ghosts drawn past the car in the way, want none", width, n)
		}
		if n := strings.Count(svg, `class="refused-cross"`); n < 1 {
			t.Errorf("%v mm: no cross beside the car in the way", width)
		}
		// grey1, behind the line, stands before the start bar, left of
		// white1, as the replay draws it: at the last band's far end, its
		// path started bottom right and jumped to the top left.
		if g, w := labels["G1"], labels["W1"]; len(g) == 0 || len(w) == 0 || g[0].x0 > w[0].x0 || g[0].y0 != w[0].y0 {
			t.Errorf("%v mm: grey1 (behind the line) at %v, white1 (on 4/3) at %v: want grey1 before white1 in its band", width, g, w)
		}
	}
}

// refusedSheet is the session's picture, its last move refused, drawn
// width millimetres wide, and its SVG.
func refusedSheet(t *testing.T, s *referee.Session, width float64) (*picture.Picture, string) {
	t.Helper()
	p, ok := s.Picture(catalog.Speaker("en"), referee.View{picture.WidthKey: picture.Fmt(width)})
	if !ok {
		t.Fatal("no picture")
	}
	var b strings.Builder
	if err := p.WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	return p, picturetest.WithoutKeySamples(b.String())
}

// A finished car's place disc covers no car's label (corpus zero.txt:
// ❶❷❸ on the corners of «W1», «W2», «G2» covered their ends), at print
// width and at a phone's.
func TestPlaceDiscsCoverNoLabel(t *testing.T) {
	s := open(t, "players: white, grey\nlength: 10\nlaps: 1\nsetup: white1=1/8, grey1=4/5, white2=4/-4, grey2=3/-5\n")
	for _, line := range []string{"white1: ff", "grey1: 0", "white2: f", "grey2: f", "white2: 4п", "grey2: 6п", "grey2: 4п", "white2: 6п", "white2: 4п", "grey2: 6п"} {
		if p := apply(t, s, line); p.Violation != nil {
			t.Fatalf("%s: %v", line, p.Violation)
		}
	}
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		_, svg := refusedSheet(t, s, width)
		labels, _, discs := labelsMarksDiscs(t, svg)
		if len(discs) < 3 {
			t.Fatalf("%v mm: %d place discs, want one for each of the three cars that finished", width, len(discs))
		}
		for text, boxes := range labels {
			for _, l := range boxes {
				for _, d := range discs {
					if l.overlaps(d) {
						t.Errorf("%v mm: a place disc %v covers the label %s at %v", width, d, text, l)
					}
				}
			}
		}
	}
}
