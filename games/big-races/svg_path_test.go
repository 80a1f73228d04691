package bigraces

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/picture/picturetest"
)

// arrowXs are the x coordinates of the picture's move paths: the last
// move's (its dashes and its arrow, in the last move's ink) and a refused
// move's, in the refused ink.
func arrowXs(t *testing.T, svg string) []float64 {
	t.Helper()
	svg = flatArrows(svg)
	// The title's caption of the last move has an arrow of its own, not
	// on the track: the board starts after it.
	if i := strings.Index(svg, `class="last-move"`); i >= 0 {
		svg = svg[i:]
	}
	var xs []float64
	for _, m := range regexp.MustCompile(`<path d="([^"]*)"([^>]*)>`).FindAllStringSubmatch(picturetest.WithoutKeySamples(svg), -1) {
		attrs := m[2]
		if !strings.Contains(attrs, picture.LastInk) && !strings.Contains(attrs, `stroke-width="`+picture.Fmt(picture.LastWidth)+`"`) && !strings.Contains(attrs, picture.Refused) {
			continue
		}
		for _, pt := range regexp.MustCompile(`[ML]([-\d.]+) [-\d.]+`).FindAllStringSubmatch(m[1], -1) {
			x, err := strconv.ParseFloat(pt[1], 64)
			if err != nil {
				t.Fatal(err)
			}
			xs = append(xs, x)
		}
	}
	return xs
}

// A move's path stays on the track, ends where its car stands and never
// runs over the lane numbers (round 9: a car crossing the line ran its
// path off the grid's end into blank paper, then on as an arrow through
// the lane number to an empty cell, its car drawn past the line); a car
// that has finished and still stands on the track is drawn past the
// finish bar, and its path runs to it, no further; one that has left the
// track drives on into the apron past the bar, no further. The
// lanes start at x0 (9.4 mm, the bar just before), the ten cells are
// 5.6 mm or so; lapped-and-zero's race is played to its end.
func TestLastPathStaysOnTheTrack(t *testing.T) {
	s := open(t, "players: white, grey, black\nlength: 10\nlaps: 2\nsetup: white1=1/18, white2=2/17, grey2=1/9, grey1=4/9, black1=4/0, black2=3/-1\n")
	x0 := bMargin + bLabel
	for i, line := range []string{"white1: ff", "white2: fff", "grey1: 0", "black1: f", "black2: ff", "black2: 4f", "black1: 6f", "black1: 4f", "black2: 6f", "black2: 4f", "black1: 6f", "black1: 4f", "black2: 6f"} {
		if p := apply(t, s, line); p.Violation != nil {
			t.Fatalf("%s: %v", line, p.Violation)
		}
		svg := svgOf(t, s)
		grid := regexp.MustCompile(`<path d="M0 0 L0 [\d.]+ M([\d.]+) 0`).FindStringSubmatch(svg)
		if grid == nil {
			t.Fatal("no lanes drawn")
		}
		cell, _ := strconv.ParseFloat(grid[1], 64)
		// The grid's cell before the start line (black2 stood at −1 when
		// the race was placed) is drawn in every position, the ring after it.
		right := x0 + float64(10+engineOf(s).gridDepth)*cell + 0.1
		if len(regexp.MustCompile(`<path d="M0 0 L0 [\d.]+ M([\d.]+) 0`).FindAllString(svg, -1)) > 1 {
			// Drawn in two parts, the start bar in its gap between them.
			right += bBarGap
		}
		if e := engineOf(s); e.lastCar > 0 && e.cars[e.lastCar-1].dist >= e.goal && e.cars[e.lastCar-1].onTrack {
			// A car that finished and stands past the line, beyond the
			// bar: its path ends at it (judge pics19).
			focus := regexp.MustCompile(`class="focus">\s*<g transform="translate\(([\d.]+) `).FindStringSubmatch(svg)
			if focus == nil {
				t.Fatalf("after move %d (%s) no car in focus", i+1, line)
			}
			carX, _ := strconv.ParseFloat(focus[1], 64)
			right = max(right, carX)
		}
		if e := engineOf(s); e.lastCar > 0 && !e.cars[e.lastCar-1].onTrack {
			// A car that finished and left the track: its path runs on
			// past the bar into the apron's cells, no further (pics22).
			right = max(right, x0+float64(10+engineOf(s).gridDepth)*cell+apronGap+apronMost*cell)
		}
		for _, x := range arrowXs(t, svg) {
			if x < x0-1 || x > right {
				t.Errorf("after move %d (%s) the last move's path reaches x = %.2f, off the lanes (%.2f to %.2f)", i+1, line, x, x0, right)
			}
		}
		if i == 12 {
			at := strings.Index(svg, `class="focus"`)
			if at < 0 || !strings.Contains(svg[at:min(len(svg), at+600)], `>B2</text>`) {
				t.Error("at the end black2, past the line, is not the picture's focus")
			}
		}
	}
}

// A refused path that wraps from the ring's last column stays inside the
// picture (round 9: its arrowhead left it at the right edge) and starts
// again by the bar, not over the lane numbers.
func TestRefusedPathInsideThePicture(t *testing.T) {
	svg := grey1RunsIntoWhite1(t)
	width, err := strconv.ParseFloat(regexp.MustCompile(`viewBox="0 0 ([\d.]+) `).FindStringSubmatch(svg)[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range arrowXs(t, svg) {
		if x < bMargin+bLabel-1 || x > width-1 {
			t.Errorf("the refused path reaches x = %.2f, outside the lanes and the picture (%.1f mm wide)", x, width)
		}
	}
}

// placedArrow is the last move's arrow drawn about its start and placed
// there (placedArrow): its group and what it holds.
var placedArrowRE = regexp.MustCompile(`<g transform="translate\(([-\d.]+) ([-\d.]+)\)"[^>]*>(\s*<g class="last-arrow"[^>]*>(?:\s*<path [^>]*/>)*\s*</g>\s*)</g>`)

// flatArrows is svg with each placed last-move arrow's paths written
// where they are drawn, so that the tests read the arrow's points on the
// picture, as the eye does.
func flatArrows(svg string) string {
	pair := regexp.MustCompile(`([ML])([-\d.]+) ([-\d.]+)`)
	return placedArrowRE.ReplaceAllStringFunc(svg, func(g string) string {
		m := placedArrowRE.FindStringSubmatch(g)
		dx, _ := strconv.ParseFloat(m[1], 64)
		dy, _ := strconv.ParseFloat(m[2], 64)
		return pair.ReplaceAllStringFunc(m[3], func(p string) string {
			q := pair.FindStringSubmatch(p)
			x, _ := strconv.ParseFloat(q[2], 64)
			y, _ := strconv.ParseFloat(q[3], 64)
			return q[1] + picture.Fmt(x+dx) + " " + picture.Fmt(y+dy)
		})
	})
}
