package bigraces

import (
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
