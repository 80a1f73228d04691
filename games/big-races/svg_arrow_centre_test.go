package bigraces

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

// The last move's arrow runs along the middle of its lanes: each of its
// stretches along a lane is at a lane's centre (it ran along the lanes'
// upper third and looked off its lane, crowded against a refused path
// in the same lane; occupied.txt, race-over.txt), at print width and at
// a phone's.
func TestLastArrowAlongTheLanesMiddle(t *testing.T) {
	bands := regexp.MustCompile(`<g transform="translate\([-\d.]+ ([-\d.]+)\)">\s*<g>\s*<rect x="0" y="0" width="[\d.]+" height="[\d.]+" fill="#ffffff"/>\s*<path d="M0 0 L0 [\d.]+ M([\d.]+) 0`)
	arrows := regexp.MustCompile(`<g transform="translate\(([-\d.]+) ([-\d.]+)\)" class="last-arrow"[^>]*>\s*<g class="last-arrow">((?:\s*<path [^>]*/>)*)`)
	shaft := regexp.MustCompile(`<path d="([^"]*)" stroke-width="[\d.]+"/>`)
	pair := regexp.MustCompile(`[ML]([-\d.]+) ([-\d.]+)`)
	num := func(s string) float64 {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, file := range []string{"occupied.txt", "race-over.txt"} {
		s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/big-races/"+file)
		for _, v := range []referee.View{nil, {picture.WidthKey: picture.Fmt(picture.Screen)}} {
			p, ok := s.Picture(catalog.Speaker("en"), v)
			if !ok {
				t.Fatalf("%s: no picture", file)
			}
			var b strings.Builder
			if err := p.WriteSVG(&b, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			svg := b.String()
			var middles []float64
			for _, m := range bands.FindAllStringSubmatch(svg, -1) {
				top, cell := num(m[1]), num(m[2])
				for lane := range lanes {
					middles = append(middles, top+(float64(lane)+0.5)*cell)
				}
			}
			if len(middles) == 0 {
				t.Fatalf("%s %v: no lanes drawn", file, v)
			}
			runs := 0
			for _, a := range arrows.FindAllStringSubmatch(svg, -1) {
				dy := num(a[2])
				for _, sh := range shaft.FindAllStringSubmatch(a[3], -1) {
					pts := pair.FindAllStringSubmatch(sh[1], -1)
					for i := 1; i < len(pts); i++ {
						y0, y1 := num(pts[i-1][2]), num(pts[i][2])
						if math.Abs(y1-y0) > 0.01 || math.Abs(num(pts[i][1])-num(pts[i-1][1])) < 0.01 {
							continue // not along a lane
						}
						runs++
						y, near := y0+dy, math.Inf(1)
						for _, m := range middles {
							near = min(near, math.Abs(y-m))
						}
						if near > 0.05 {
							t.Errorf("%s %v: the last move's arrow runs along y = %.2f, %.2f mm off its lane's middle", file, v, y, near)
						}
					}
				}
			}
			if runs == 0 && file == "occupied.txt" {
				// race-over's last car came into the band's first cell,
				// its arrow down the turn between the bands.
				t.Errorf("%s %v: no last move's arrow along a lane", file, v)
			}
		}
	}
}
