package superrace

import (
	"math"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A refused turn is drawn from the tip of its player's arrowhead, and no
// route's arrowhead lies under its line: begun at the head's back, the
// magenta dashes ran over the refused player's own head, and where a
// turn is refused the head, the line and the last move met in one heap
// (wrong-colour: Edgar's head half hidden at row 7, column 4); nor under
// its head (colour-not-rolled: Edgar's, beside Melanie's on the start
// line, half hidden by the head of her refused turn).
func TestRefusedTurnLeavesHeadsWhole(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	files := []string{"wrong-colour.txt", "used-square.txt", "extra-twice.txt", "colour-not-rolled.txt", "dead-end.txt",
		"die-shape.txt", "every-die.txt", "extra-late.txt", "five-dice.txt", "off-track.txt", "start-square.txt", "wrong-player.txt"}
	for _, file := range files {
		s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/"+file)
		r := s.Engine().(*race)
		for _, width := range []string{"", "80", "128"} {
			v := referee.View{}
			if width != "" {
				v[picture.WidthKey] = width
			}
			for _, lang := range []string{"en", "ru"} {
				at := file + " " + lang + " width " + width
				p, _ := s.Picture(cat.Speaker(lang), v)
				var line []picture.Point
				var heads, ghostHeads [][]picture.Point
				parseSVG(t, p).walk("", "", func(e svgNode, fill, stroke string) {
					d := strings.TrimSpace(e.attr("d"))
					switch {
					case e.XMLName.Local == "path" && stroke == picture.Refused && e.attr("stroke-dasharray") != "" && line == nil:
						line = curvePoints(points(t, d), strings.Contains(d, "Q"))
					case e.XMLName.Local == "path" && strings.HasSuffix(d, "Z") && e.attr("fill") == picture.Refused:
						if pts := points(t, d); len(pts) == 3 {
							ghostHeads = append(ghostHeads, pts)
						}
					case e.XMLName.Local == "path" && strings.HasSuffix(d, "Z"):
						for pl := range r.names {
							if c := routeColour(pl); e.attr("fill") == c {
								if pts := points(t, d); len(pts) == 3 && pts[0].Y > 8 {
									heads = append(heads, pts)
								}
							}
						}
					}
				})
				if line == nil {
					continue
				}
				for _, h := range heads {
					for _, g := range ghostHeads {
						if trianglesMeet(g, h) {
							t.Errorf("%s: the refused turn's head (tip %.2f,%.2f) lies over an arrowhead (tip %.2f,%.2f)", at, g[0].X, g[0].Y, h[0].X, h[0].Y)
						}
					}
					for _, q := range line {
						if math.Hypot(q.X-h[0].X, q.Y-h[0].Y) < 0.05 {
							continue // the line begins at the tip
						}
						if inTriangle(q, h) {
							t.Errorf("%s: the refused turn's line runs over an arrowhead (tip %.2f,%.2f) at %.2f,%.2f", at, h[0].X, h[0].Y, q.X, q.Y)
							break
						}
					}
				}
			}
		}
	}
}

// curvePoints is a path's line sampled every few tenths of a millimetre:
// its points in order, a quadratic's control point bent through.
func curvePoints(pts []picture.Point, curved bool) []picture.Point {
	var out []picture.Point
	seg := func(a, b picture.Point) {
		n := int(math.Hypot(b.X-a.X, b.Y-a.Y)/0.2) + 1
		for i := 0; i <= n; i++ {
			f := float64(i) / float64(n)
			out = append(out, picture.Point{X: a.X + f*(b.X-a.X), Y: a.Y + f*(b.Y-a.Y)})
		}
	}
	// Sampling the control polygon keeps a curve's line within it; the
	// heads lie outside it or in it alike, which is all the test asks.
	_ = curved
	for i := 0; i+1 < len(pts); i++ {
		seg(pts[i], pts[i+1])
	}
	return out
}

// inTriangle says whether q lies strictly inside the triangle h.
func inTriangle(q picture.Point, h []picture.Point) bool {
	side := func(a, b picture.Point) float64 { return (b.X-a.X)*(q.Y-a.Y) - (b.Y-a.Y)*(q.X-a.X) }
	s1, s2, s3 := side(h[0], h[1]), side(h[1], h[2]), side(h[2], h[0])
	const e = 0.01
	return (s1 > e && s2 > e && s3 > e) || (s1 < -e && s2 < -e && s3 < -e)
}

// trianglesMeet says whether two triangles overlap: a point of one's
// sides strictly inside the other.
func trianglesMeet(a, b []picture.Point) bool {
	for _, pair := range [][2][]picture.Point{{a, b}, {b, a}} {
		for _, q := range curvePoints(append(append([]picture.Point{}, pair[0]...), pair[0][0]), false) {
			if inTriangle(q, pair[1]) {
				return true
			}
		}
	}
	return false
}
