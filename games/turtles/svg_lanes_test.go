package turtles

import (
	"github.com/boardgame-referee/referee/referee/refereetest"
	"math"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/picture/picturetest"
)

// In every layout, the phone's snaking rows too, a move's arrow keeps out
// of the squares' numbers under the row above, and a refused card's arrow
// and the last card's never meet at one head: their lanes and their ends
// lie apart (pics21: on a phone the refused arrow ran through the numbers
// and the two heads merged in the finish).
func TestArrowsKeepOffLabelsAndApart(t *testing.T) {
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		const squares = 20
		tr := trackFor(width, squares)
		for a := 0; a < squares; a++ {
			for b := 0; b < squares; b++ {
				if a == b {
					continue
				}
				last := tr.route(a, b, pLastY, -pApart)
				refused := tr.route(a, b, pRefY, pApart)
				for _, r := range []struct {
					pts  []picture.Point
					half float64 // half the line's width with its casing or halo
				}{{last, 0.3 + 0.28}, {refused, picture.RefusedWidth/2 + 0.3}} {
					for _, p := range r.pts {
						for sq := 0; sq < squares; sq++ {
							x, y := tr.where(sq)
							// The label strip under a square: its box's foot to
							// the labels' descenders.
							top, bottom := y+tr.stack(), y+tr.stack()+pLabel
							if p.X >= x && p.X <= x+pCell && p.Y+r.half > top+0.2 && p.Y-r.half < bottom {
								t.Errorf("width %v, %d→%d: the arrow passes (%.1f, %.1f), in square %d's labels", width, a, b, p.X, p.Y, sq)
							}
						}
					}
				}
				le, re := last[len(last)-1], refused[len(refused)-1]
				if d := math.Hypot(le.X-re.X, le.Y-re.Y); d < 2*pApart-0.01 {
					t.Errorf("width %v, %d→%d: the arrows' heads %.1f mm apart", width, a, b, d)
				}
			}
		}
	}
}

// The turtle the last card named is framed in the last move's ink, cased
// in white, whatever its colour (pics22: a yellow frame round a yellow
// turtle vanished); no frame is drawn in the turtle's own colour.
func TestMovedTurtleFramedInTheLastInk(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, card := range []string{"blue +1", "yellow +1"} {
		r := start(t, "players: A, B\n")
		if st := play(t, r, card); st.Violation != nil {
			t.Fatalf("%s refused: %v", card, st.Violation)
		}
		var b strings.Builder
		if err := r.Picture(cat.Speaker("en"), nil).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		want := `stroke="` + picture.LastInk + `" stroke-width="0.55"`
		if !strings.Contains(picturetest.LastMarks(b.String(), ""), want) || strings.Count(b.String(), `class="last-mark"`) != 1 {
			t.Errorf("%s: no one frame in the last move's ink on the moved turtle: %s not in the picture", card, want)
		}
	}
}
