package turtles

import (
	"encoding/xml"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// Where the track goes on from one row into the next, right to left, a line
// joins the row's last square to the next row's first, side to side, and
// its arrowhead at the next row's square shows which way that row runs (on
// a phone and at --width 90 a dashed grey line floated beside the rows,
// touching neither square 5 nor 6).
func TestRowsJoinedRoundTheirEnd(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	r := start(t, "players: Нина, Паша\n")
	for _, width := range []float64{picture.Screen, 90} {
		var b strings.Builder
		if err := r.Picture(cat.Speaker("en"), referee.View{picture.WidthKey: picture.Fmt(width)}).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		var root markNode
		if err := xml.Unmarshal([]byte(b.String()), &root); err != nil {
			t.Fatal(err)
		}
		// The squares' boxes, in the track's order, and every path's
		// points with its fill.
		var boxes []box
		type drawn struct {
			pts  []picture.Point
			fill string
		}
		var paths []drawn
		var walk func(e markNode)
		walk = func(e markNode) {
			switch {
			case e.XMLName.Local == "rect" && e.attr("stroke") == "#555555":
				x, y := e.num(t, "x"), e.num(t, "y")
				boxes = append(boxes, box{x, y, x + e.num(t, "width"), y + e.num(t, "height")})
			case e.XMLName.Local == "path":
				var nums []float64
				for _, f := range strings.FieldsFunc(e.attr("d"), func(r rune) bool { return r == ' ' || r == ',' || strings.ContainsRune("MLQZ", r) }) {
					v, err := strconv.ParseFloat(f, 64)
					if err != nil {
						return // a texture's h0 dots, no line
					}
					nums = append(nums, v)
				}
				var pts []picture.Point
				for i := 0; i+1 < len(nums); i += 2 {
					pts = append(pts, picture.Point{X: nums[i], Y: nums[i+1]})
				}
				paths = append(paths, drawn{pts, e.attr("fill")})
			}
			for _, k := range e.Kids {
				walk(k)
			}
		}
		walk(root)
		per := trackFor(width, len(boxes)).perRow
		if len(boxes) <= per {
			t.Fatalf("at %v mm: %d squares in rows of %d: one row", width, len(boxes), per)
		}
		near := func(p picture.Point, x, y float64) bool { return math.Hypot(p.X-x, p.Y-y) < 0.3 }
		from, to := boxes[per-1], boxes[per]
		// Row 0 runs left to right: the line leaves square per-1's right
		// side and enters square per's right side.
		joined, headed := false, false
		var end picture.Point
		for _, p := range paths {
			if p.fill == "none" && len(p.pts) >= 2 && near(p.pts[0], from.x1, (from.y0+from.y1)/2) && near(p.pts[len(p.pts)-1], to.x1, (to.y0+to.y1)/2) {
				joined, end = true, p.pts[len(p.pts)-1]
			}
		}
		for _, p := range paths {
			// An arrowhead: a filled triangle, its tip first, on the end
			// of the line and pointing left, into the row.
			if joined && p.fill != "none" && p.fill != "" && len(p.pts) == 3 && near(p.pts[0], end.X, end.Y) && p.pts[1].X > end.X && p.pts[2].X > end.X {
				headed = true
			}
		}
		if !joined {
			t.Errorf("at %v mm: no line joins square %d (%v) to square %d (%v) round the row's end", width, per-1, from, per, to)
		}
		if !headed {
			t.Errorf("at %v mm: no arrowhead shows the second row running right to left", width)
		}
	}
}
