package superrace

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// sheetCell is the side of a square on the map drawn for view v.
func (r *race) sheetCell(t *testing.T, v referee.View) float64 {
	return r.newSheet(refereetest.Catalog(t, Spec()).Speaker("en"), v).cell
}

// tokenCentres are the players' tokens in a picture, by name: their
// centres.
func tokenCentres(root svgNode) map[string]picture.Point {
	out := map[string]picture.Point{}
	tokenRims(root, func(name string, at picture.Point, _ float64) { out[name] = at })
	return out
}

// tokenRims calls f with each token's player, centre and rim (its halo's
// radius).
func tokenRims(e svgNode, f func(name string, at picture.Point, rim float64)) {
	if e.attr("class") == "token" {
		for _, k := range e.Kids {
			if k.XMLName.Local == "circle" {
				x, _ := strconv.ParseFloat(k.attr("cx"), 64)
				y, _ := strconv.ParseFloat(k.attr("cy"), 64)
				rim, _ := strconv.ParseFloat(k.attr("r"), 64)
				f(e.attr("data-player"), picture.Point{X: x, Y: y}, rim)
				return
			}
		}
	}
	for _, k := range e.Kids {
		tokenRims(k, f)
	}
}

// Each route's arrowhead points at its player's token and stops at its
// rim, and the route's line does not run on under the token: the head
// stood on the square's far edge, the line through the token, as if the
// player stood a square further on.
func TestRouteEndsAtTokensRim(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, file := range []string{"race.txt", "extra-twice.txt", "shared-win.txt", "used-square.txt"} {
		s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/"+file)
		r := s.Engine().(*race)
		for _, width := range []string{"80", "128"} {
			v := referee.View{picture.WidthKey: width}
			p, _ := s.Picture(cat.Speaker("en"), v)
			root := parseSVG(t, p)
			type tok struct {
				at  picture.Point
				rim float64
			}
			toks := map[string]tok{}
			tokenRims(root, func(name string, at picture.Point, rim float64) { toks[name] = tok{at, rim} })
			at := file + " width " + width
			if len(toks) != len(r.names) {
				t.Fatalf("%s: %d tokens, want %d", at, len(toks), len(r.names))
			}
			heads := map[string]int{}
			root.walk("", "", func(e svgNode, fill, stroke string) {
				d := strings.TrimSpace(e.attr("d"))
				for pl, name := range r.names {
					c := routeColour(pl)
					tk := toks[name]
					switch {
					case e.XMLName.Local == "path" && strings.HasSuffix(d, "Z") && e.attr("fill") == c && fill == c:
						pts := points(t, d)
						if len(pts) != 3 || pts[0].Y < 8 {
							continue // the caption's arrow, over the map
						}
						back := picture.Point{X: (pts[1].X + pts[2].X) / 2, Y: (pts[1].Y + pts[2].Y) / 2}
						tip := pts[0]
						if got := math.Hypot(tip.X-tk.at.X, tip.Y-tk.at.Y); math.Abs(got-tk.rim-tagGap) > 0.05 {
							t.Errorf("%s: %s's arrowhead ends %.2f mm from her token's centre, its rim is at %.2f: want it %.2f short of the rim", at, name, got, tk.rim, tagGap)
						}
						// Pointing at the centre: back, tip and centre in a line.
						ax, ay := tip.X-back.X, tip.Y-back.Y
						if off := math.Abs(ax*(tk.at.Y-back.Y)-ay*(tk.at.X-back.X)) / math.Hypot(ax, ay); off > 0.05 {
							t.Errorf("%s: %s's arrowhead points %.2f mm aside of her token's centre", at, name, off)
						}
						heads[name]++
					case e.XMLName.Local == "path" && e.attr("fill") == "none" && stroke == c && e.attr("class") != "chevron":
						for _, q := range curvePoints(points(t, d), strings.Contains(d, "Q")) {
							if math.Hypot(q.X-tk.at.X, q.Y-tk.at.Y) < tk.rim-0.1 {
								t.Errorf("%s: %s's route runs under her token at %.2f,%.2f", at, name, q.X, q.Y)
								break
							}
						}
					}
				}
			})
			for _, name := range r.names {
				if heads[name] == 0 {
					t.Errorf("%s: no arrowhead of %s", at, name)
				}
			}
		}
	}
}

// A token leaves its square's «+1» or «S1» readable, and the tag the
// token: the token is drawn over the tag, clear of it (at the end of
// race.txt Edgar's token hid «S1»; in extra-twice Melanie's hid the «+1»
// of row 3, column 13; drawn over them, the tags hid the tokens).
func TestTokenLeavesTagReadable(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, file := range []string{"race.txt", "extra-twice.txt"} {
		s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/"+file)
		r := s.Engine().(*race)
		for _, width := range []string{"80", "128"} {
			v := referee.View{picture.WidthKey: width}
			p, _ := s.Picture(cat.Speaker("en"), v)
			root := parseSVG(t, p)
			at := file + " width " + width
			sh := r.newSheet(cat.Speaker("en"), v)
			sh.squares(picture.Group())
			checked := 0
			for _, pl := range sh.show {
				i := sh.standSquare(pl)
				tag, ok := sh.tags[i]
				if !ok {
					continue
				}
				checked++
				name := r.names[pl]
				// The last tag text drawn with this label at this place
				// comes after the player's token.
				n, tokenAt, tagAt := 0, -1, -1
				root.walk("", "", func(e svgNode, fill, stroke string) {
					n++
					if e.XMLName.Local == "circle" && tokenAt < 0 && e.attr("fill") == routeColour(pl) {
						cx, _ := strconv.ParseFloat(e.attr("cx"), 64)
						cy, _ := strconv.ParseFloat(e.attr("cy"), 64)
						if c, ok := tokenCentres(root)[name]; ok && math.Abs(c.X-cx) < 0.01 && math.Abs(c.Y-cy) < 0.01 {
							tokenAt = n
						}
					}
					if e.XMLName.Local == "text" && strings.TrimSpace(e.Text) == tag.label {
						x, _ := strconv.ParseFloat(e.attr("x"), 64)
						if math.Abs(x-tag.tx) < 0.01 {
							tagAt = n
						}
					}
				})
				if tokenAt < 0 {
					t.Fatalf("%s: no token of %s", at, name)
				}
				if tagAt < 0 {
					t.Fatalf("%s: no «%s» of %s's square", at, tag.label, name)
				}
				c := tokenCentres(root)[name]
				ring := sh.tokenRadius(pl) + 0.3
				x0, y0, x1, y1 := tag.plate()
				// Where the square is too small to hold both, the tag over it.
				if c.X-ring < x1 && x0 < c.X+ring && c.Y-ring < y1 && y0 < c.Y+ring && tagAt < tokenAt {
					t.Errorf("%s: %s's token and the «%s» of its square lie over each other", at, name, tag.label)
				}
			}
			if checked == 0 {
				t.Errorf("%s: no token on a square with a tag", at)
			}
		}
	}
}
