package picture

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// A trail's look is its class: a picture written on its own carries the
// class's style, and one without a trail carries none.
func TestTrailStyledOnItsOwn(t *testing.T) {
	write := func(p *Picture) string {
		var b strings.Builder
		if err := p.WriteSVG(&b, Options{}); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	p := New(20, 20, "t", "d")
	p.Add(Group(LastTrail([]Point{{1, 1}, {5, 5}}, 2, "#d62728")))
	svg := write(p)
	if !strings.Contains(svg, "<style>"+Style+"</style>") || !strings.Contains(svg, `class="trail"`) {
		t.Errorf("a picture with a trail lacks its style:\n%s", svg)
	}
	if strings.Contains(svg, `stroke-opacity="`) {
		t.Errorf("the trail still writes its look as attributes:\n%s", svg)
	}
	if svg := write(New(20, 20, "t", "d")); strings.Contains(svg, "<style>") {
		t.Errorf("a picture without a trail carries a style:\n%s", svg)
	}
}

// The last move is said under the title, after an arrow drawn as the
// board's is: dark, cased in white, opaque, whoever moved (pics22: a white
// player's arrow was white on the white board).
func TestLastMoveCaption(t *testing.T) {
	p := New(60, 20, "Turtle Race", "d")
	p.Last = "Last move: Cat — yellow −1"
	p.Mark(LastArrow([]Point{{1, 1}, {20, 1}}, 0.6))
	var b strings.Builder
	if err := p.WriteSVG(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	if !strings.Contains(svg, `class="last-move"`) || !strings.Contains(svg, "Last move: Cat — yellow −1") {
		t.Errorf("the last move is not said under the title:\n%s", svg)
	}
	// The caption's arrow and the board's: their look is Style's, the
	// same dark ink on a white casing for all.
	drawn := regexp.MustCompile(`(?s)<style>.*?</style>`).ReplaceAllString(svg, "")
	if strings.Count(drawn, `class="last-arrow"`) != 2 || strings.Contains(drawn, "opacity") || strings.Contains(drawn, "color=") ||
		!strings.Contains(svg, ".last-arrow{fill:none;stroke:"+LastInk) || !strings.Contains(svg, ".last-arrow .head{fill:"+LastInk) ||
		!strings.Contains(svg, ".last-arrow .case{stroke:#ffffff}") {
		t.Errorf("the last move's arrows are not opaque, dark and cased in white:\n%s", svg)
	}
	if _, h := p.Size(); h < 20+refusalLead {
		t.Errorf("the caption takes no room: height %v", h)
	}
}

// The last move's and a refused move's marks are at least MarkMin across
// at the picture's natural size, however small a game asks for them, and
// larger when it asks: an arrow's head with its casing, a refused move's
// cross.
func TestMarksHaveALeastSize(t *testing.T) {
	for _, asked := range []float64{0, 0.3, 0.6, 2} {
		a := LastArrow([]Point{{0, 0}, {30, 0}}, asked)
		_, y0, _, y1 := nodeBox(t, a.kids[1]) // the head's casing
		if across := y1 - y0 + 2*lastCase; across < MarkMin-0.3 || asked > LastWidth && across < 4*asked {
			t.Errorf("width %v: the last move's head is %.1f mm across, want %.0f or more", asked, across, MarkMin)
		}
		b := RefusedBadge(asked)
		if r := b.kids[0].num("r"); 2*r < MarkMin || r < asked {
			t.Errorf("radius %v: the refused move's cross is %.1f mm across, want %.0f or more", asked, 2*r, MarkMin)
		}
		x := RefusedCrossOver(asked)
		arm := x.kids[0]
		if across := arm.num("x2") - arm.num("x1") + arm.num("stroke-width"); across < MarkMin-0.01 || asked > MarkMin && across < asked {
			t.Errorf("radius %v: the refused move's cross over a piece is %.1f mm across, want %.0f or more", asked, across, MarkMin)
		}
	}
}

// nodeBox is the box of a path's points.
func nodeBox(t *testing.T, n *Node) (x0, y0, x1, y1 float64) {
	t.Helper()
	x0, y0, x1, y1 = 1e9, 1e9, -1e9, -1e9
	nums := regexp.MustCompile(`-?[0-9.]+`).FindAllString(n.attr("d"), -1)
	for i := 0; i+1 < len(nums); i += 2 {
		var x, y float64
		if _, err := fmt.Sscan(nums[i], &x); err != nil {
			t.Fatal(err)
		}
		if _, err := fmt.Sscan(nums[i+1], &y); err != nil {
			t.Fatal(err)
		}
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	return x0, y0, x1, y1
}

// Marks are drawn after every shape, in a file of its own and on a
// page's sheet, whatever order a game adds them in: a piece added after
// the last move's arrow does not hide it (pics22: chinese-checkers drew
// it under the pieces).
func TestMarksDrawnOverShapes(t *testing.T) {
	p := New(40, 40, "t", "d")
	p.Mark(LastArrow([]Point{{1, 20}, {30, 20}}, 1), Ghost(func() *Node { return Circle(30, 20, 3) }))
	p.Add(Piece(3, Players[5], "W"))
	var b strings.Builder
	if err := p.WriteSVG(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	for _, svg := range []string{b.String(), NewSheet().SVG(p, true)} {
		piece, arrow, ghost := strings.Index(svg, ">W</text>"), strings.LastIndex(svg, `class="last-arrow"`), strings.Index(svg, `class="ghost"`)
		if piece < 0 || arrow < piece || ghost < arrow || !strings.Contains(svg, `class="move-marks"`) {
			t.Errorf("the piece (at %d) is drawn over the marks (arrow at %d, ghost at %d):\n%s", piece, arrow, ghost, svg)
		}
	}
	if !p.Marked() || len(p.Unmarked()) > 0 {
		t.Errorf("marks %v, unmarked %v", p.Marked(), p.Unmarked())
	}
	q := New(40, 40, "t", "d")
	q.Add(LastArrow([]Point{{1, 20}, {30, 20}}, 1))
	if u := q.Unmarked(); len(u) != 1 || u[0] != lastArrowClass {
		t.Errorf("an arrow among the shapes is not found: %v", u)
	}
}

// Trim shortens a path at both ends, so that an arrow starts and stops at
// the rims of the pieces it joins.
func TestTrim(t *testing.T) {
	got := Trim([]Point{{0, 0}, {10, 0}, {10, 10}}, 2, 3)
	if got[0] != (Point{2, 0}) || got[2] != (Point{10, 7}) || got[1] != (Point{10, 0}) {
		t.Errorf("Trim = %v", got)
	}
}

// An infield prints in a light tint (pics22: super-race's dark infield
// printed as heavy grey blocks): its class, and Style's print rule,
// which a picture written on its own carries; on a screen it keeps its
// own fill.
func TestInfieldPrintsLight(t *testing.T) {
	p := New(20, 20, "t", "d")
	p.Back(Infield(Rect(0, 0, 10, 10).Fill("#6b6b6b")))
	var b strings.Builder
	if err := p.WriteSVG(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	if !strings.Contains(svg, `class="infield"`) || !strings.Contains(svg, "@media print{.infield{fill:"+InfieldPrint+"}}") || !strings.Contains(svg, `fill="#6b6b6b"`) {
		t.Errorf("the infield does not print light:\n%s", svg)
	}
	if c := Contrast(InfieldPrint, "#ffffff"); c > 2 {
		t.Errorf("the infield prints at %.1f:1 on white, not a light tint", c)
	}
}
