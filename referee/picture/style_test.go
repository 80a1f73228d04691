package picture

import (
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
	p.Add(Group(LastTrail([]Point{{1, 1}, {5, 5}}, 2)))
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
