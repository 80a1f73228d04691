package superrace

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// The start/finish line is plainly seen: a band at least a third of a
// square thick across each start square, of black checks (pics22: a
// thin ruler-like bar, nearly invisible).
func TestStartLineIsABoldChequeredBand(t *testing.T) {
	s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/race.txt")
	r := s.Engine().(*race)
	cat := refereetest.Catalog(t, Spec())
	v := referee.View{picture.WidthKey: "80"}
	cell := r.newSheet(cat.Speaker("en"), v).cell
	var b strings.Builder
	if err := r.Picture(cat.Speaker("en"), v).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	// The start squares are side by side across the track: the band runs
	// along them, a square long each.
	bands := 0
	for _, m := range regexp.MustCompile(`<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="([\d.]+)" fill="#ffffff"/>\s*<path d="[^"]*" fill="#000000"/>`).FindAllStringSubmatch(b.String(), -1) {
		w, _ := strconv.ParseFloat(m[1], 64)
		h, _ := strconv.ParseFloat(m[2], 64)
		if min(w, h) >= cell/3 && math.Abs(max(w, h)-cell) < 0.01 {
			bands++
		}
	}
	if bands != 4 {
		t.Errorf("%d start squares carry a chequered band a third of a square thick, want 4", bands)
	}
}
