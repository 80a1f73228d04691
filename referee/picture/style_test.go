package picture

import (
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

// The last move is said under the title, after an arrow in the mover's
// ink, and drawn in that ink, opaque and cased (pics21: a grey arrow was
// never the first thing a reader found).
func TestLastMoveCaption(t *testing.T) {
	p := New(60, 20, "Turtle Race", "d")
	p.Last, p.LastInk = "Last move: Cat — yellow −1", "#f5d312"
	p.Add(LastArrow([]Point{{1, 1}, {20, 1}}, 0.6, "#f5d312"))
	var b strings.Builder
	if err := p.WriteSVG(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	if !strings.Contains(svg, `class="last-move"`) || !strings.Contains(svg, "Last move: Cat — yellow −1") {
		t.Errorf("the last move is not said under the title:\n%s", svg)
	}
	// The caption's arrow and the board's, in the mover's ink (the
	// group's colour, which Style's rules draw with), opaque.
	drawn := regexp.MustCompile(`(?s)<style>.*?</style>`).ReplaceAllString(svg, "")
	if strings.Count(drawn, `class="last-arrow" color="#f5d312"`) < 2 || strings.Contains(drawn, "opacity") ||
		!strings.Contains(svg, ".last-arrow{fill:none;stroke:currentColor") || !strings.Contains(svg, ".last-arrow .head{fill:currentColor") {
		t.Errorf("the last move's arrows are not opaque in the mover's ink:\n%s", svg)
	}
	if _, h := p.Size(); h < 20+refusalLead {
		t.Errorf("the caption takes no room: height %v", h)
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
