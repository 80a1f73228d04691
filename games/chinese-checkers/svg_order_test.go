package chinesecheckers

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
)

// The last move's arrow lies under the pieces and the holes it crosses:
// drawn before any piece and before the holes drawn again over it, so that
// no line runs through a piece's letter or a hole's number.
func TestArrowUnderPiecesAndLabels(t *testing.T) {
	g := start(t, "players: A, B\n")
	mustPlay(t, g, legal(g)[0])
	var b strings.Builder
	if err := g.Picture(plain{}, nil).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	arrow := strings.Index(svg, ` opacity="`+picture.LastOpacity+`"`)
	piece := strings.Index(svg, `>A</text>`)
	hole := strings.LastIndex(svg, `fill="`+holeFill+`"`)
	if arrow < 0 || piece < 0 || hole < 0 {
		t.Fatalf("arrow at %d, first piece letter at %d, last hole at %d", arrow, piece, hole)
	}
	if arrow > piece || arrow > hole {
		t.Errorf("the arrow (at %d) is drawn after a piece's letter (%d) or a hole (%d)", arrow, piece, hole)
	}
}
