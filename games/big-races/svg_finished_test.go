package bigraces

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// A car that has just finished stands where the engine says, on or past
// the finish line: it is drawn past the finish bar at the ring's end,
// where its arrow ends, not in the ring's first column by the start
// (judge pics19: short-race's Аня1 moved 4/4 → 4/10 and won, and was
// drawn in column 0 at the left bar, its arrow running to the right
// one). A car further past the line stands further past the bar. Both
// at print width and at a phone's.
func TestFinishedCarStandsPastTheFinish(t *testing.T) {
	const short = "players: Аня, Боря\nlength: 10\nlaps: 1\n"
	cases := []struct {
		name, header string
		moves        []string
		car          string
	}{
		{"short-race after 6", short, []string{"Аня1: 4п", "Боря1: 4пвп", "Аня2: 5п", "Боря2: 5п", "Боря1: 4п", "Аня1: 6п"}, "А1"},
		{"two past the line", "players: Аня, Боря\nlength: 10\nlaps: 2\nsetup: Аня1=4/18, Аня2=2/3, Боря1=1/5, Боря2=3/2\n", []string{"Аня1: 4п"}, "А1"},
	}
	car := func(label string) *regexp.Regexp {
		return regexp.MustCompile(`<g transform="translate\(([\d.]+) ([\d.]+)\)">\s*<g class="box">\s*<g>\s*<rect x="(-[\d.]+)"[^>]*/>\s*(?:<path[^>]*/>\s*)?</g>\s*<text[^>]*>` + label + `</text>`)
	}
	bars := regexp.MustCompile(`<rect x="([\d.]+)" y="[\d.]+" width="1.8" height="[\d.]+" fill="#ffffff" stroke="#000000" stroke-width="0.4"/>`)
	num := func(s string) float64 {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, c := range cases {
		s := open(t, c.header)
		for _, line := range c.moves {
			if p := apply(t, s, line); p.Violation != nil {
				t.Fatalf("%s: %s refused: %v", c.name, line, p.Violation)
			}
		}
		e := engineOf(s)
		for _, width := range []string{"", strconv.Itoa(int(picture.Screen))} {
			pic := e.picture(catalog.Speaker("en"), referee.View{picture.WidthKey: width}, -1, nil, nil)
			var b strings.Builder
			if err := pic.WriteSVG(&b, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			svg := b.String()
			m := car(c.car).FindStringSubmatch(svg)
			if m == nil {
				t.Fatalf("%s, width %q: no car %s drawn", c.name, width, c.car)
			}
			left := num(m[1]) + num(m[3])
			finish := 0.0
			for _, bar := range bars.FindAllStringSubmatch(svg, -1) {
				finish = max(finish, num(bar[1])+1.8)
			}
			if left < finish {
				t.Errorf("%s, width %q: the finished car %s is drawn from x=%v, before the finish bar's end at x=%v", c.name, width, c.car, left, finish)
			}
			if right := num(m[1]) - num(m[3]); right > pic.W {
				t.Errorf("%s, width %q: the finished car %s runs off the picture (%v > %v)", c.name, width, c.car, right, pic.W)
			}
		}
	}
}

// Each car that has finished and left the track is drawn on the cell it
// finished on, the one its legend names, not in a lane set by its place
// (short-race: Аня1 finished on 4/10 and was drawn in lane 1; Боря1 on
// 2/14, drawn in lane 1 too).
func TestFinishedCarsOnTheirCells(t *testing.T) {
	s := open(t, "players: Аня, Боря\nlength: 10\nlaps: 1\n")
	for _, line := range []string{"Аня1: 4п", "Боря1: 4пвп", "Аня2: 5п", "Боря2: 5п", "Боря1: 4п", "Аня1: 6п", "Аня2: 6пв", "Боря2: 7п", "Аня2: 4п", "Боря2: 6п", "Боря1: 4пвпп"} {
		if p := apply(t, s, line); p.Violation != nil {
			t.Fatalf("%s refused: %v", line, p.Violation)
		}
	}
	e := engineOf(s)
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		sh, _, svg := sheetFor(t, s, width)
		for _, c := range e.finishers {
			if e.cars[c].onTrack {
				continue
			}
			label := sh.label(c)
			m := regexp.MustCompile(`<g transform="translate\(([\d.]+) ([\d.]+)\)">\s*<g>\s*<g class="box">(?:\s*<[^>]*>)*?\s*<text[^>]*>` + label + `</text>`).FindStringSubmatch(svg)
			if m == nil {
				t.Fatalf("at %v mm no finished car %s drawn", width, label)
			}
			x, _ := strconv.ParseFloat(m[1], 64)
			y, _ := strconv.ParseFloat(m[2], 64)
			want, ok := sh.pastTheFinish(e.cars[c].pos)
			if !ok {
				t.Fatalf("at %v mm car %s's cell %v is not drawn", width, label, e.cars[c].pos)
			}
			if math.Abs(x-want.X) > 0.05 || math.Abs(y-want.Y) > 0.05 {
				t.Errorf("at %v mm car %s, finished on %s, is drawn at (%.1f, %.1f), not on its cell (%.1f, %.1f)", width, label, tapCell(e.cars[c].pos), x, y, want.X, want.Y)
			}
			if want.X-sh.l.cell/2 > sh.width {
				t.Errorf("at %v mm car %s's cell lies off the picture", width, label)
			}
		}
	}
}

// A finishing move that changes lanes is drawn through the lanes it
// drove in, with a jog at the change, to its car (short-race's Боря1
// 4пвпп, 3/8 → 2/14, was one straight bar along lane 3 whose head landed
// on an empty cell).
func TestFinishingArrowJogsToItsCar(t *testing.T) {
	s := open(t, "players: Аня, Боря\nlength: 10\nlaps: 1\n")
	for _, line := range []string{"Аня1: 4п", "Боря1: 4пвп", "Аня2: 5п", "Боря2: 5п", "Боря1: 4п", "Аня1: 6п", "Аня2: 6пв", "Боря2: 7п", "Аня2: 4п", "Боря2: 6п", "Боря1: 4пвпп"} {
		if p := apply(t, s, line); p.Violation != nil {
			t.Fatalf("%s refused: %v", line, p.Violation)
		}
	}
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		_, _, svg := sheetFor(t, s, width)
		svg = flatArrows(svg)
		arrow := regexp.MustCompile(`<g class="last-arrow">\s*<path d="([^"]*)"`).FindStringSubmatch(svg[strings.Index(svg, `class="move-marks"`):])
		if arrow == nil {
			t.Fatalf("at %v mm no last move's arrow", width)
		}
		ys := map[string]bool{}
		for _, m := range regexp.MustCompile(`[ML][-\d.]+ ([-\d.]+)`).FindAllStringSubmatch(arrow[1], -1) {
			ys[m[1]] = true
		}
		if len(ys) < 2 {
			t.Errorf("at %v mm the arrow of 4пвпп runs along one line (%s), no jog to lane 2", width, arrow[1])
		}
	}
}
