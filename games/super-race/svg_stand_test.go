package superrace

import (
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// Where each player stands is the boldest thing of their route: an
// arrowhead at least 0.55 of a square long and across, opaque, on a white
// halo (pics22: the faintest thing on the board), and clear of the
// square it leaves, where «S1» or «+1» is written: its back on the edge.
func TestWhereEachStandsIsBold(t *testing.T) {
	s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/race.txt")
	r := s.Engine().(*race)
	cat := refereetest.Catalog(t, Spec())
	for _, width := range []string{"80", "128"} {
		v := referee.View{picture.WidthKey: width}
		cell := r.newSheet(cat.Speaker("en"), v).cell
		var b strings.Builder
		if err := r.Picture(cat.Speaker("en"), v).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		svg := b.String()
		for p, name := range r.names {
			m := regexp.MustCompile(`<path d="(M[^"]*Z)" fill="` + routeColour(p) + `"`).FindStringSubmatch(svg)
			if m == nil {
				t.Errorf("%s mm: no arrowhead for %s", width, name)
				continue
			}
			pts := points(t, m[1])
			x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
			for _, pt := range pts {
				x0, y0, x1, y1 = min(x0, pt.X), min(y0, pt.Y), max(x1, pt.X), max(y1, pt.Y)
			}
			if w, h := x1-x0, y1-y0; min(w, h) < 0.55*cell {
				t.Errorf("%s mm: %s's arrowhead is %.2f×%.2f mm, under 0.55 of a %.2f mm square", width, name, w, h, cell)
			}
			if m[0] = svg[strings.Index(svg, m[0])-200 : strings.Index(svg, m[0])]; !strings.Contains(m[0], `stroke="#ffffff"`) {
				t.Errorf("%s mm: %s's arrowhead has no white halo", width, name)
			}
		}
	}
}
