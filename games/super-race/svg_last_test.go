package superrace

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// The last turn is drawn in its player's ink, cased in black — drawn
// black, Edgar's whole route so far was the last move's arrow and his
// line, the one key to whose it was, was nowhere on the map — and the
// squares' «+1» and «S1» stand over it: the bend Melanie's extra turn is
// about was hidden under the arrow (extra-twice.txt).
func TestLastTurnInItsPlayersInkUnderTheBends(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, file := range []string{"extra-twice.txt", "race.txt"} {
		s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/"+file)
		r := s.Engine().(*race)
		for _, lang := range []string{"en", "ru"} {
			p, _ := s.Picture(cat.Speaker(lang), nil)
			var b strings.Builder
			if err := p.WriteSVG(&b, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			svg := b.String()
			// The map's arrow, after the title's caption's own.
			at := strings.Index(svg, `class="move-marks"`)
			if at < 0 {
				t.Fatalf("%s %s: no marks", file, lang)
			}
			marks := svg[at:]
			arrow := strings.Index(marks, `class="last-arrow"`)
			if arrow < 0 {
				t.Fatalf("%s %s: no last turn's arrow on the map", file, lang)
			}
			if ink := routeColour(r.lastMover); !strings.Contains(marks[arrow:], `style="stroke:`+ink+`"`) {
				t.Errorf("%s %s: the last turn is not drawn in %s's ink, %s", file, lang, r.names[r.lastMover], ink)
			}
			if !strings.Contains(marks[arrow:], ">+1</text>") {
				t.Errorf("%s %s: no +1 bend drawn over the last turn's arrow", file, lang)
			}
		}
	}
}
