package bigraces

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
)

// The cars that have finished stand past the finish line, in the apron,
// each with its place, at a phone's width and at print width: drawn in a
// strip under the track, they fell below a phone's frame among the
// words the replay page sets under it, and the whole track no longer
// showed every car.
func TestFinishedCarsStandInTheApron(t *testing.T) {
	s := open(t, "players: Аня, Боря\nlength: 10\nlaps: 1\n")
	for _, line := range []string{"Аня1: 4п", "Боря1: 4пвп", "Аня2: 5п", "Боря2: 5п", "Боря1: 4п", "Аня1: 6п", "Аня2: 6пв", "Боря2: 7п", "Аня2: 4п", "Боря2: 6п", "Боря1: 4пвпп"} {
		if p := apply(t, s, line); p.Violation != nil {
			t.Fatalf("%s refused: %v", line, p.Violation)
		}
	}
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		sh, _, svg := sheetFor(t, s, width)
		if strings.Contains(svg, "in the order they finished") {
			t.Errorf("at %v mm the finished cars are drawn in a strip under the track", width)
		}
		bottom := sh.bandTop[len(sh.bands)-1] + lanes*sh.l.cell
		seen := map[string]bool{}
		for _, label := range []string{"А1", "А2", "Б1", "Б2"} {
			m := regexp.MustCompile(`translate\(([\d.]+) ([\d.]+)\)">(?:\s*<g>)?\s*<g class="box">\s*<g>\s*<rect[^>]*/>\s*(?:<path[^>]*/>\s*)?</g>\s*<text[^>]*>` + label + `</text>`).FindStringSubmatch(svg)
			if m == nil {
				t.Errorf("at %v mm car %s is not drawn", width, label)
				continue
			}
			x, _ := strconv.ParseFloat(m[1], 64)
			y, _ := strconv.ParseFloat(m[2], 64)
			if y > bottom || x > sh.width {
				t.Errorf("at %v mm car %s stands at (%v, %v), outside the track (bottom %v)", width, label, x, y, bottom)
			}
			if seen[m[1]+" "+m[2]] {
				t.Errorf("at %v mm car %s stands on another car", width, label)
			}
			seen[m[1]+" "+m[2]] = true
		}
		for place := 1; place <= 4; place++ {
			if !regexp.MustCompile(`fill="#000000"[^>]*/>\s*<text[^>]*>` + strconv.Itoa(place) + `</text>`).MatchString(svg) {
				t.Errorf("at %v mm no car carries place %d", width, place)
			}
		}
	}
}

// The apron past the finish bar is numbered like the rest of the track,
// by distance, above its first column (the finish) and every fifth: the
// legend says a car finished on 4/15 there, in a zone that had no
// numbers. At a phone's width and at print width.
func TestApronIsNumbered(t *testing.T) {
	s := open(t, "players: Аня, Боря\nlength: 10\nlaps: 1\n")
	for _, line := range []string{"Аня1: 4п", "Боря1: 4пвп", "Аня2: 5п", "Боря2: 5п", "Боря1: 4п", "Аня1: 6п", "Аня2: 6пв", "Боря2: 7п", "Аня2: 4п", "Боря2: 6п", "Боря1: 4пвпп"} {
		if p := apply(t, s, line); p.Violation != nil {
			t.Fatalf("%s refused: %v", line, p.Violation)
		}
	}
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		sh, _, svg := sheetFor(t, s, width)
		at := sh.where[sh.e.length-1]
		left := sh.l.x0 + sh.colX(at.band, at.i) + sh.l.cell + apronGap
		top := sh.bandTop[at.band]
		for k := 0; k < sh.apron(); k++ {
			if k != 0 && (10+k)%5 != 0 {
				continue
			}
			x := left + (float64(k)+0.5)*sh.l.cell
			re := regexp.MustCompile(`<text x="([\d.]+)" y="([\d.]+)">` + strconv.Itoa(10+k) + `</text>`)
			found := false
			for _, m := range re.FindAllStringSubmatch(svg, -1) {
				mx, _ := strconv.ParseFloat(m[1], 64)
				my, _ := strconv.ParseFloat(m[2], 64)
				if mx > x-0.2 && mx < x+0.2 && my < top && my > top-4 {
					found = true
				}
			}
			if !found {
				t.Errorf("at %v mm the apron's column %d has no number over it", width, 10+k)
			}
		}
	}
}
