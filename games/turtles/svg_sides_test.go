package turtles

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// When the last card's arrow and a refused card's end on one square (the
// race won on the finish, a card played after it), they come in from
// different sides: the last one down onto the square's top, the refused
// one sideways into its ghost's end, its head pointing across the square,
// not down (two heads side by side on the finish's top edge had to be told
// apart by their ink), on the phone's snaking rows and the wide row alike.
func TestArrowsIntoOneSquareFromTwoSides(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	head := regexp.MustCompile(`stroke="` + picture.Refused + `" stroke-width="` + picture.Fmt(picture.RefusedWidth) + `"[^>]*/>\s*<path d="M([-\d.]+) ([-\d.]+) L([-\d.]+) ([-\d.]+) L([-\d.]+) ([-\d.]+) Z" fill="` + picture.Refused + `"`)
	for _, view := range []referee.View{nil, {picture.WidthKey: picture.Fmt(picture.Screen)}} {
		r := start(t, "players: A, B\nsetup: 8=blue, 7=yellow\n")
		if st := play(t, r, "blue +1"); st.Violation != nil {
			t.Fatalf("blue +1 refused: %v", st.Violation)
		}
		m, err := r.Parse(&notation.Move{Text: "yellow +2", TextPos: notation.Pos{Line: 1, Column: 1}})
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := r.PictureRefused(cat.Speaker("en"), view, 1, m).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		got := head.FindStringSubmatch(b.String())
		if got == nil {
			t.Fatalf("view %v: no refused arrow's head in the picture", view)
		}
		var p [6]float64
		for i := range p {
			fmt.Sscan(got[i+1], &p[i])
		}
		// The head's back corners one above the other: it points sideways.
		if dx, dy := p[2]-p[4], p[3]-p[5]; dx*dx > 0.01 || dy*dy < 1 {
			t.Errorf("view %v: the refused arrow's head (%v) points down onto the square the last card's arrow reaches, not in from its side", view, got[0][strings.Index(got[0], "<path"):])
		}
	}
}
