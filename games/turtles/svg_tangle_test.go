package turtles

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// segBox is a rectangle: a path's segment grown by half its stroke, or a head.
type segBox struct{ x0, y0, x1, y1 float64 }

func (a segBox) meets(b segBox) bool { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 }

// pathBoxes are the boxes of a path's segments (M/L only), each grown by
// half of width; its points too.
func pathBoxes(t *testing.T, d string, width float64) ([]segBox, [][2]float64) {
	t.Helper()
	var pts [][2]float64
	for _, m := range regexp.MustCompile(`[ML]([\d.]+) ([\d.]+)`).FindAllStringSubmatch(d, -1) {
		x, _ := strconv.ParseFloat(m[1], 64)
		y, _ := strconv.ParseFloat(m[2], 64)
		pts = append(pts, [2]float64{x, y})
	}
	var out []segBox
	h := width / 2
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		out = append(out, segBox{min(a[0], b[0]) - h, min(a[1], b[1]) - h, max(a[0], b[0]) + h, max(a[1], b[1]) + h})
	}
	if len(pts) == 3 && strings.HasSuffix(strings.TrimSpace(d), "Z") {
		// A head: one segBox round the triangle.
		x0, y0, x1, y1 := pts[0][0], pts[0][1], pts[0][0], pts[0][1]
		for _, p := range pts {
			x0, y0, x1, y1 = min(x0, p[0]), min(y0, p[1]), max(x1, p[0]), max(y1, p[1])
		}
		out = []segBox{{x0 - h, y0 - h, x1 + h, y1 + h}}
	}
	return out, pts
}

// In corpus/turtles/race-over.txt the refused card (yellow +2, 7 → the
// finish) and the last card (blue +1, 8 → the finish) end on one square:
// the refused arrow runs in its higher lane and comes down inside the
// finish, right of its middle, never across the last card's arrow (down
// the border between 8 and the finish it crossed it), its tip inside the
// square, clear of its borders. On the A5 picture and the phone's.
func TestRefusedArrowClearOfTheLastOnOneSquare(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, view := range []referee.View{nil, {picture.WidthKey: picture.Fmt(picture.Screen)}} {
		r, svg := refusedOntoTheFinish(t, cat.Speaker("ru"), view)
		marks := strings.Index(svg, `class="move-marks"`)
		if marks < 0 {
			t.Fatalf("view %v: no marks", view)
		}
		svg = svg[marks:]
		// The last card's arrow: its cased line and head; the refused
		// one's: its white halo and head.
		last := regexp.MustCompile(`<path d="([^"]+)" class="case"[^>]*stroke-width="([\d.]+)"/>\s*<path d="([^"]+)" class="case head" stroke-width="([\d.]+)"`).FindStringSubmatch(svg)
		refused := regexp.MustCompile(`<path d="([^"]+)" fill="none" stroke="#ffffff" stroke-width="([\d.]+)"/>\s*<path d="([^"]+)" fill="#ffffff" stroke="#ffffff" stroke-width="([\d.]+)"`).FindStringSubmatch(svg)
		if last == nil || refused == nil {
			t.Fatalf("view %v: the last arrow (%v) or the refused one (%v) not found", view, last != nil, refused != nil)
		}
		var lastBoxes, refBoxes []segBox
		var tip [2]float64
		for i, set := range []struct {
			m   []string
			out *[]segBox
		}{{last, &lastBoxes}, {refused, &refBoxes}} {
			for _, k := range []int{1, 3} {
				w, _ := strconv.ParseFloat(set.m[k+1], 64)
				bs, pts := pathBoxes(t, set.m[k], w)
				*set.out = append(*set.out, bs...)
				if i == 1 && k == 3 {
					tip = pts[0]
				}
			}
		}
		for _, a := range lastBoxes {
			for _, c := range refBoxes {
				if a.meets(c) {
					t.Errorf("view %v: the last arrow's %v meets the refused arrow's %v", view, a, c)
				}
			}
		}
		tr := trackFor(picture.LayoutWidth(view), r.track+1)
		x, y := tr.where(r.track)
		if tip[0] < x+2 || tip[0] > x+pCell-2 || tip[1] < y+1 || tip[1] > y+tr.stack() {
			t.Errorf("view %v: the refused arrow's tip (%.1f, %.1f) is not inside the finish (%.1f, %.1f, %.1f wide), clear of its borders", view, tip[0], tip[1], x, y, pCell)
		}
	}
}
