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

// hueSat is a colour's hue in degrees and its saturation (HSL), from
// "#rrggbb".
func hueSat(t *testing.T, hex string) (hue, sat float64) {
	t.Helper()
	v, err := strconv.ParseUint(strings.TrimPrefix(hex, "#"), 16, 32)
	if err != nil {
		t.Fatal(err)
	}
	r, g, b := float64(v>>16&255)/255, float64(v>>8&255)/255, float64(v&255)/255
	hi, lo := max(r, g, b), min(r, g, b)
	l, d := (hi+lo)/2, hi-lo
	if d == 0 {
		return 0, 0
	}
	sat = d / (1 - math.Abs(2*l-1))
	switch hi {
	case r:
		hue = math.Mod((g-b)/d, 6)
	case g:
		hue = (b-r)/d + 2
	default:
		hue = (r-g)/d + 4
	}
	return math.Mod(hue*60+360, 360), sat
}

// The players' routes are drawn in inks no die face uses — not red, not
// blue, not yellow — nor the refused move's magenta, so that "Edgar moved
// with blue" is not a blue line across a red pit lane (pics22: Melanie's
// route red, Edgar's blue); each route still has its own dash. A greyish
// ink (saturation under a third) clashes with none.
func TestRoutesInNoDieColour(t *testing.T) {
	s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/race.txt")
	r := s.Engine().(*race)
	cat := refereetest.Catalog(t, Spec())
	for _, names := range [][]string{r.names, {"A", "B", "C", "D"}} {
		rr := newRace(r.track, names, make([]int, len(names)))
		var b strings.Builder
		if err := rr.Picture(cat.Speaker("en"), referee.View{picture.WidthKey: "128"}).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		// The key's samples of each player's line.
		samples := regexp.MustCompile(`<line [^>]*stroke="(#[0-9a-f]{6})" stroke-width="0.8"`).FindAllStringSubmatch(b.String(), -1)
		if len(samples) != len(names) {
			t.Fatalf("%v: %d samples of the players' lines, want %d", names, len(samples), len(names))
		}
		seen := map[string]bool{}
		for p, m := range samples {
			hue, sat := hueSat(t, m[1])
			seen[m[1]] = true
			if sat < 1.0/3 {
				continue
			}
			for _, die := range []struct {
				name string
				hue  float64
			}{{"red", 0}, {"yellow", 55}, {"blue", 215}, {"magenta", 325}} {
				if d := math.Abs(math.Mod(hue-die.hue+540, 360) - 180); d < 30 {
					t.Errorf("%v: %s's route %s is %.0f° from %s", names, names[p], m[1], d, die.name)
				}
			}
		}
		if len(seen) != len(names) {
			t.Errorf("%v: the routes share inks: %v", names, seen)
		}
	}
}
