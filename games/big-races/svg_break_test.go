package bigraces

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/picture/picturetest"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A refused path that runs past a band's end into the next band is marked
// alike at both ends of the break, one ahead of the refused car in its
// row, so that the eye follows it from the car: a path that seemed to start at
// the next band's left edge (pics51), a lone dot there matching nothing.
// grey1, at 4/−1, is drawn before the line in the first band (columns 37
// to 16 at A5, 37 to 6 on a screen); a path too far runs on into the
// second.
func TestRefusedPathMarkedAtBothEndsOfTheBreak(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	num := func(v string) float64 {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	for mv, v := range map[string]referee.View{"19f": nil, "9f": {picture.WidthKey: picture.Fmt(picture.Screen)}} {
		s := grey1Refused(t, mv)
		p, _ := s.Picture(cat.Speaker("en"), v)
		var b strings.Builder
		if err := p.WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		svg := picturetest.WithoutKeySamples(b.String())
		// The car: where the refused path starts.
		first := regexp.MustCompile(`<path d="M([-\d.]+) ([-\d.]+)[^"]*"[^>]*stroke="` + picture.Refused + `"`).FindStringSubmatch(svg)
		if first == nil {
			t.Fatalf("%v: no refused path", v)
		}
		cx, cy := num(first[1]), num(first[2])
		type ring struct{ x, y, r float64 }
		var marks []ring
		for _, m := range regexp.MustCompile(`<circle cx="([-\d.]+)" cy="([-\d.]+)" r="([\d.]+)"([^>]*)>`).FindAllStringSubmatch(withoutBadges(svg), -1) {
			if strings.Contains(m[4], picture.Refused) {
				marks = append(marks, ring{num(m[1]), num(m[2]), num(m[3])})
			}
		}
		if len(marks) != 2 || marks[0].r != marks[1].r || marks[0].r < 0.8 {
			t.Errorf("%v: the break's marks are %v, want two alike, 0.8 mm across or more", v, marks)
			continue
		}
		near := 0
		for _, m := range marks {
			// The path leaves the car along its lower edge (it runs over
			// the cars), so its row is a little above the path's start.
			if m.x > cx && math.Abs(m.y-cy) < 3 {
				near++
			}
		}
		if near != 1 {
			t.Errorf("%v: %d of the break's marks %v ahead of the car at (%.1f, %.1f) in its row, want one", v, near, marks, cx, cy)
		}
	}
}

// withoutBadges is an SVG without its refused moves' large crosses
// (picture.RefusedBadge), whose discs are not the break's rings.
func withoutBadges(svg string) string {
	return regexp.MustCompile(`(?s)<g class="refused-cross">.*?</g>`).ReplaceAllString(svg, "")
}
