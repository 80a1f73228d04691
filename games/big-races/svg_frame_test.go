package bigraces

import (
	"fmt"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// The track is cut the same in every position of a game: the columns
// drawn, band by band, and the start bar's place (a whole ring drawn from
// the deepest car still behind the line was re-cut as the cars left the
// grid, the start line jumping from move to move, short-race's 2nd move
// showing −3…6 and its last 0…11). On a phone and at print width, a short
// ring whose grid is drawn before the line and a ring whose cars wait at
// its end.
func TestTrackCutTheSameEveryMove(t *testing.T) {
	for _, c := range []struct {
		name, header string
		moves        []string
		grid         bool // the grid is drawn before the line, at the phone's width
	}{
		{"short-race", "players: Аня, Боря\nlength: 10\nlaps: 1\n", []string{"Аня1: 4п", "Боря1: 4пвп", "Аня2: 5п", "Боря2: 5п", "Боря1: 4п", "Аня1: 6п", "Аня2: 6пв", "Боря2: 7п", "Аня2: 4п", "Боря2: 6п", "Боря1: 4пвпп"}, true},
		{"twenty", "players: white, grey\nlength: 20\n", []string{"white1: ffff", "grey1: fff", "white2: ff", "grey2: f", "white1: ffff"}, true},
	} {
		for _, width := range []float64{picture.Screen, picture.MaxWidth} {
			s := open(t, c.header)
			v := referee.View{picture.WidthKey: picture.Fmt(width)}
			frame := func() string {
				sh := engineOf(s).newSheet(catalog.Speaker("en"), v)
				sh.placeColumns()
				return fmt.Sprint(sh.bands, sh.where[0])
			}
			first := frame()
			sh := engineOf(s).newSheet(catalog.Speaker("en"), v)
			sh.placeColumns()
			if at := sh.where[0]; c.grid && width == picture.Screen && at.band == 0 && at.i == 0 {
				t.Errorf("%s, width %v: no grid drawn before the start line", c.name, width)
			}
			for i, line := range c.moves {
				if p := apply(t, s, line); p.Violation != nil {
					t.Fatalf("%s: %s refused: %v", c.name, line, p.Violation)
				}
				if got := frame(); got != first {
					t.Errorf("%s, width %v, after move %d: the track is cut as %s, at the start %s", c.name, width, i+1, got, first)
				}
			}
		}
	}
}
