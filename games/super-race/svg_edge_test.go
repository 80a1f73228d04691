package superrace

import (
	"encoding/xml"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/picture/picturetest"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// svgNode is an element of a written picture, for tests that measure it.
type svgNode struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
	Text    string     `xml:",chardata"`
	Kids    []svgNode  `xml:",any"`
}

func (e svgNode) attr(k string) string {
	for _, a := range e.Attrs {
		if a.Name.Local == k {
			return a.Value
		}
	}
	return ""
}

// walk calls f on every element under e, with the fill and stroke it
// inherits.
func (e svgNode) walk(fill, stroke string, f func(e svgNode, fill, stroke string)) {
	if v := e.attr("fill"); v != "" {
		fill = v
	}
	if v := e.attr("stroke"); v != "" {
		stroke = v
	}
	f(e, fill, stroke)
	for _, k := range e.Kids {
		k.walk(fill, stroke, f)
	}
}

func parseSVG(t *testing.T, p *picture.Picture) svgNode {
	t.Helper()
	var b strings.Builder
	if err := p.WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	var root svgNode
	if err := xml.Unmarshal([]byte(picturetest.WithoutKeySamples(b.String())), &root); err != nil {
		t.Fatal(err)
	}
	return root
}

// pathBox is the box of a path's points (its curves' control points
// included: a quadratic curve lies inside them).
func pathBox(t *testing.T, d string) (x0, y0, x1, y1 float64) {
	t.Helper()
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	var nums []float64
	for _, f := range strings.FieldsFunc(d, func(r rune) bool { return r == ' ' || r == ',' || strings.ContainsRune("MLQCZmlqcz", r) }) {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			t.Fatalf("path %q: %v", d, err)
		}
		nums = append(nums, v)
	}
	for i := 0; i+1 < len(nums); i += 2 {
		x0, x1 = min(x0, nums[i]), max(x1, nums[i])
		y0, y1 = min(y0, nums[i+1]), max(y1, nums[i+1])
	}
	return
}

// The off-track corpus turn turns left into the outer wall on row 9: its
// dashed magenta route and arrowhead end at the map's left edge, and no
// part of them reaches the row numbers (the head lay over the «9»).
func TestRefusedTurnEndsAtTheMapsEdge(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	tr, ok := builtin("indianapolis")
	if !ok {
		t.Fatal("no track indianapolis")
	}
	r := newRace(tr, []string{"Melanie", "Edgar"}, []int{0, 0})
	mv, perr := r.Parse(&notation.Move{Text: "rs rs rc bs yc / red ^ < ^", TextPos: notation.Pos{Line: 1, Column: 1}})
	if perr != nil {
		t.Fatal(perr)
	}
	for _, width := range []string{"80", "128"} {
		root := parseSVG(t, r.PictureRefused(cat.Speaker("en"), referee.View{picture.WidthKey: width}, 0, mv))
		// The row numbers end at the map's left edge less a millimetre.
		labels := math.Inf(-1)
		root.walk("", "", func(e svgNode, fill, _ string) {
			if e.XMLName.Local == "text" && e.attr("text-anchor") == "end" && fill == "#555555" {
				x, _ := strconv.ParseFloat(e.attr("x"), 64)
				labels = max(labels, x)
			}
		})
		if math.IsInf(labels, -1) {
			t.Fatalf("at %s mm: no row numbers found", width)
		}
		refused := 0
		root.walk("", "", func(e svgNode, fill, stroke string) {
			if e.XMLName.Local != "path" || (fill != picture.Refused && stroke != picture.Refused) {
				return
			}
			refused++
			x0, _, _, _ := pathBox(t, e.attr("d"))
			if x0 < labels+1-1e-6 {
				t.Errorf("at %s mm: a refused mark reaches x=%.2f, left of the map's edge at %.2f (row numbers end at %.2f)", width, x0, labels+1, labels)
			}
		})
		if refused < 2 {
			t.Errorf("at %s mm: %d refused paths, want the route and its head", width, refused)
		}
	}
}

// Two players on the start line before the same start square stand side
// by side: their arrowheads do not overlap (red was hidden under blue).
func TestPlayersOnOneStartSquareSideBySide(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	tr, ok := builtin("indianapolis")
	if !ok {
		t.Fatal("no track indianapolis")
	}
	for _, names := range [][]string{{"Melanie", "Edgar"}, {"A", "B", "C"}, {"A", "B", "C", "D"}} {
		r := newRace(tr, names, make([]int, len(names)))
		for _, width := range []string{"80", "128"} {
			root := parseSVG(t, r.Picture(cat.Speaker("en"), referee.View{picture.WidthKey: width}))
			type box struct{ x0, y0, x1, y1 float64 }
			var heads []box
			for p := range names {
				colour := routeColour(p)
				found := 0
				root.walk("", "", func(e svgNode, fill, _ string) {
					// A head is a closed path filled in the player's ink.
					if e.XMLName.Local == "path" && fill == colour && e.attr("fill") == colour && strings.HasSuffix(strings.TrimSpace(e.attr("d")), "Z") {
						x0, y0, x1, y1 := pathBox(t, e.attr("d"))
						heads = append(heads, box{x0, y0, x1, y1})
						found++
					}
				})
				if found != 1 {
					t.Fatalf("%d players at %s mm: %d heads in %s's ink, want 1", len(names), width, found, names[p])
				}
			}
			for i := range heads {
				for j := i + 1; j < len(heads); j++ {
					a, b := heads[i], heads[j]
					if a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 {
						t.Errorf("%d players at %s mm: the heads of %s and %s overlap: %v, %v", len(names), width, names[i], names[j], a, b)
					}
				}
			}
		}
	}
}
