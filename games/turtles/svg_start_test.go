package turtles

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

// Every turtle on the track is a whole chip inside its square: its box
// within the square's box, as wide as a tower's turtle (on the start,
// half-wide chips in two columns had room for one end's colour mark
// only and read as cut off), and every square's lowest turtle stands on
// the same foot, the start's as a tower's (the start's hung from its
// top: two baselines). Five turtles on the start, and the first cards
// of a game, at a page's width, a phone's and one of three rows.
func TestStartChipsWholeAndOnTheFoot(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	cell := regexp.MustCompile(`<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="#(?:ffffff|eeeeee)" stroke="#555555"[^>]*>\s*<title>([^<]*)</title>`)
	chip := regexp.MustCompile(`<g transform="translate\(([\d.]+) ([\d.]+)\)">\s*<title>([^<]*)</title>\s*<g class="box">\s*<g>\s*<rect x="0" y="0" width="([\d.]+)" height="([\d.]+)" rx="1.6"`)
	num := func(s string) float64 { v, _ := strconv.ParseFloat(s, 64); return v }
	cards := []string{"", "red +1", "green +2", "last +1 yellow", "rainbow +1 purple", "red +2"}
	for n := range cards {
		r := start(t, "players: Ann, Ben, Cat\ncolors: Ann=red, Ben=green, Cat=blue\n")
		for _, c := range cards[1 : n+1] {
			if st := play(t, r, c); st.Violation != nil {
				t.Fatalf("%q refused: %v", c, st.Violation)
			}
		}
		for _, width := range []float64{128, picture.Screen, 72} {
			var b strings.Builder
			if err := r.Picture(cat.Speaker("ru"), referee.View{picture.WidthKey: picture.Fmt(width)}).WriteSVG(&b, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			svg := b.String()
			cells := cell.FindAllStringSubmatch(svg, -1)
			if len(cells) < 10 {
				t.Fatalf("after %d cards, %g mm: %d squares found", n, width, len(cells))
			}
			onTrack := 0
			towerW := pCell - 2.6
			// How far each square's lowest turtle stands above its foot.
			lowOn := map[string]float64{}
			for _, m := range chip.FindAllStringSubmatch(svg, -1) {
				x, y, w, h := num(m[1]), num(m[2]), num(m[4]), num(m[5])
				for _, c := range cells {
					cx, cy, cw, ch := num(c[1]), num(c[2]), num(c[3]), num(c[4])
					if x+w/2 < cx || x+w/2 > cx+cw || y+h/2 < cy || y+h/2 > cy+ch {
						continue
					}
					onTrack++
					if x < cx || x+w > cx+cw || y < cy || y+h > cy+ch {
						t.Errorf("after %d cards, %g mm: the %s turtle's chip (%g,%g %g×%g) leaves the square %q (%g,%g %g×%g)",
							n, width, m[3], x, y, w, h, c[5], cx, cy, cw, ch)
					}
					if math.Abs(w-towerW) > 0.01 {
						t.Errorf("after %d cards, %g mm: the %s turtle's chip on %q is %g mm wide, not a whole chip (%g mm)", n, width, m[3], c[5], w, towerW)
					}
					f := cy + ch - (y + h)
					if v, ok := lowOn[c[5]]; !ok || f < v {
						lowOn[c[5]] = f
					}
				}
			}
			if onTrack != int(numTurtles) {
				t.Errorf("after %d cards, %g mm: %d turtles drawn in the squares, want %d", n, width, onTrack, numTurtles)
			}
			low := math.Inf(1)
			for _, f := range lowOn {
				low = min(low, f)
			}
			for sq, f := range lowOn {
				if math.Abs(f-low) > 0.01 {
					t.Errorf("after %d cards, %g mm: the lowest turtle on %q stands %.2f mm above the square's foot, another square's %.2f mm",
						n, width, sq, f, low)
				}
			}
		}
	}
}
