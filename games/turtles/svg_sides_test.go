package turtles

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// When the last card's arrow and a refused card's end on one square (the
// race won on the finish, a card played after it), their heads are not
// side by side on the square's top edge (told apart there only by their
// ink): the last one points down onto the square's top, the refused one
// down inside the square onto its ghost, well below that edge, on the
// phone's snaking rows and the wide row alike. (Sideways into the ghost's
// end, the refused arrow ran down the border between two squares, across
// the last card's arrow.)
func TestArrowsIntoOneSquareFromTwoSides(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	head := regexp.MustCompile(`stroke="` + picture.Refused + `" stroke-width="` + picture.Fmt(picture.RefusedWidth) + `"[^>]*/>\s*<path d="M([-\d.]+) ([-\d.]+) L([-\d.]+) ([-\d.]+) L([-\d.]+) ([-\d.]+) Z" fill="` + picture.Refused + `"`)
	for _, view := range []referee.View{nil, {picture.WidthKey: picture.Fmt(picture.Screen)}} {
		r, svg := refusedOntoTheFinish(t, cat.Speaker("en"), view)
		got := head.FindStringSubmatch(svg)
		if got == nil {
			t.Fatalf("view %v: no refused arrow's head in the picture", view)
		}
		var p [6]float64
		for i := range p {
			if _, err := fmt.Sscan(got[i+1], &p[i]); err != nil {
				t.Fatalf("view %v: the head's point %d (%q): %v", view, i, got[i+1], err)
			}
		}
		// The head points down, its tip inside the square, below its top
		// edge by more than the head's length.
		tr := trackFor(picture.LayoutWidth(view), r.track+1)
		x, y := tr.where(r.track)
		if dx, dy := p[2]-p[4], p[3]-p[5]; dx*dx < 1 || dy*dy > 0.01 || p[1] < p[3] ||
			p[0] < x+1 || p[0] > x+pCell-1 || p[1]-(p[1]-p[3]) < y+2 {
			t.Errorf("view %v: the refused arrow's head (%v) does not point down inside the square the last card's arrow reaches, below its top edge", view, got[0][strings.Index(got[0], "<path"):])
		}
	}
}
