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

// headOf is an arrowhead as drawn: its tip, the middle of its back and its
// box.
type headOf struct {
	tip, back      picture.Point
	x0, y0, x1, y1 float64
	order          int
	player         string
}

// points reads the numbers of a path's d as points.
func points(t *testing.T, d string) []picture.Point {
	t.Helper()
	var nums []float64
	for _, f := range strings.FieldsFunc(d, func(r rune) bool { return r == ' ' || r == ',' || strings.ContainsRune("MLQCZmlqcz", r) }) {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			t.Fatalf("path %q: %v", d, err)
		}
		nums = append(nums, v)
	}
	var pts []picture.Point
	for i := 0; i+1 < len(nums); i += 2 {
		pts = append(pts, picture.Point{X: nums[i], Y: nums[i+1]})
	}
	return pts
}

// Where a player stands is drawn over every label on the map, and two
// players on one edge both show; a refused turn starts at its player's own
// arrowhead and is drawn over the arrowheads, the loudest mark of the
// picture (pics20 S1: it was lost among them). extra-twice: Melanie's red head at r3c12/13 lay under the «+1»
// plate and the start of the refused turn, which began in the edge's
// middle (and so ended on Edgar's head); shared-win: both finish across
// the same edge and Edgar's blue head hid Melanie's red one.
func TestPlayersArrowheadsShowWhole(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	label := regexp.MustCompile(`^(\+1|S[0-9]+)$`)
	for _, file := range []string{"extra-twice.txt", "shared-win.txt"} {
		s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/"+file)
		r := s.Engine().(*race)
		for _, width := range []string{"", "80", "128"} {
			v := referee.View{}
			if width != "" {
				v[picture.WidthKey] = width
			}
			for _, lang := range []string{"en", "ru"} {
				p, _ := s.Picture(cat.Speaker(lang), v)
				root := parseSVG(t, p)
				var heads []headOf
				lastCover := -1 // the last label drawn
				refusedAt := -1 // the refused line
				var refusedStart *picture.Point
				n := 0
				root.walk("", "", func(e svgNode, fill, stroke string) {
					n++
					switch {
					case e.XMLName.Local == "text" && label.MatchString(strings.TrimSpace(e.Text)):
						lastCover = n
					case e.XMLName.Local == "path" && stroke == picture.Refused && e.attr("fill") == "none":
						if refusedStart == nil {
							refusedAt = n
							pts := points(t, e.attr("d"))
							refusedStart = &pts[0]
						}
					case e.XMLName.Local == "path" && strings.HasSuffix(strings.TrimSpace(e.attr("d")), "Z"):
						for pl, name := range r.names {
							if c := routeColour(pl); e.attr("fill") == c && fill == c {
								pts := points(t, e.attr("d"))
								if len(pts) != 3 {
									continue
								}
								x0, y0, x1, y1 := pathBox(t, e.attr("d"))
								if math.Abs(x1-7.3) < 0.01 && math.Abs(x0-4.66) < 0.01 {
									// The title's caption of the last
									// turn: its arrow is not on the map.
									continue
								}
								back := picture.Point{X: (pts[1].X + pts[2].X) / 2, Y: (pts[1].Y + pts[2].Y) / 2}
								heads = append(heads, headOf{tip: pts[0], back: back, x0: x0, y0: y0, x1: x1, y1: y1, order: n, player: name})
							}
						}
					}
				})
				at := file + " " + lang + " width " + width
				if len(heads) != len(r.names) {
					t.Fatalf("%s: %d arrowheads, want one a player", at, len(heads))
				}
				for _, h := range heads {
					if h.order < lastCover {
						t.Errorf("%s: %s's arrowhead is drawn under a label", at, h.player)
					}
					if refusedAt >= 0 && h.order > refusedAt {
						t.Errorf("%s: %s's arrowhead is drawn over the refused turn", at, h.player)
					}
				}
				for i := range heads {
					for j := i + 1; j < len(heads); j++ {
						a, b := heads[i], heads[j]
						if a.x0 < b.x1-1e-6 && b.x0 < a.x1-1e-6 && a.y0 < b.y1-1e-6 && b.y0 < a.y1-1e-6 {
							t.Errorf("%s: the arrowheads of %s and %s overlap", at, a.player, b.player)
						}
					}
				}
				if file != "extra-twice.txt" {
					continue
				}
				if refusedStart == nil {
					t.Fatalf("%s: no refused turn drawn", at)
				}
				// The refused turn starts where Melanie stands: on her
				// token's square, not at another player's head.
				mel := tokenCentres(root)["Melanie"]
				if d := math.Max(math.Abs(refusedStart.X-mel.X), math.Abs(refusedStart.Y-mel.Y)); d > r.sheetCell(t, v)/2+0.05 {
					t.Errorf("%s: the refused turn starts %.2f mm from Melanie's token, off her square", at, d)
				}
				for _, h := range heads {
					if h.player != "Melanie" && refusedStart.X > h.x0 && refusedStart.X < h.x1 && refusedStart.Y > h.y0 && refusedStart.Y < h.y1 {
						t.Errorf("%s: the refused turn starts on %s's arrowhead", at, h.player)
					}
				}
			}
		}
	}
}
