package superrace

import (
	"math"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A finished route shows which way it was driven: chevrons along it in
// its ink, each pointing the way the route goes through its square (a
// dashed route closed round the track showed no way at all).
func TestRoutesShowTheirWay(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/game-over.ok.txt")
	r := s.Engine().(*race)
	p, _ := s.Picture(cat.Speaker("en"), referee.View{})
	count := map[string]int{}
	parseSVG(t, p).walk("", "", func(e svgNode, fill, stroke string) {
		if e.XMLName.Local != "path" || e.attr("class") != "chevron" || stroke == "#ffffff" {
			return
		}
		if e.attr("stroke-dasharray") != "none" {
			t.Errorf("a chevron is dashed as its route")
		}
		pts := points(t, e.attr("d"))
		for i := 0; i+2 < len(pts); i += 3 {
			// The tip lies ahead of its arms' middle, along a row or a
			// column.
			dx, dy := pts[i+1].X-(pts[i].X+pts[i+2].X)/2, pts[i+1].Y-(pts[i].Y+pts[i+2].Y)/2
			if (math.Abs(dx) < 0.05) == (math.Abs(dy) < 0.05) {
				t.Errorf("a chevron of %s points along no row or column: %v", stroke, pts[i:i+3])
			}
		}
		count[stroke] += len(pts) / 3
	})
	for pl, name := range r.names {
		if n := count[strings.ToLower(routeColour(pl))]; n < 4 {
			t.Errorf("%s's route has %d chevrons, want at least 4", name, n)
		}
	}
}
