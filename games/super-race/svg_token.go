package superrace

import (
	"cmp"
	"slices"
	"strings"
	"unicode"

	"github.com/boardgame-referee/referee/referee/picture"
)

// standSquare is the square player p is shown on: the one their route
// last drove through (the first of the two the narration names), or
// before the first turn their start square. It is a square of the map, as
// sheet.at takes it.
func (sh *sheet) standSquare(p int) int {
	r := sh.r
	c := &r.cars[p]
	cell := c.cell
	if c.started {
		cell = r.track.next(c.cell, c.h.back())
	}
	row, col := r.track.rowCol(cell)
	return row*sh.base.Cols + col
}

// initial is player p's mark on their token: the first letter of the
// name, or two where another player's begins alike (Mark and Melanie).
func (r *race) initial(p int) string {
	first := func(s string, n int) string {
		var b strings.Builder
		for i, c := range []rune(strings.TrimSpace(s)) {
			if i == n {
				break
			}
			if i == 0 {
				c = unicode.ToUpper(c)
			}
			b.WriteRune(c)
		}
		return b.String()
	}
	one := first(r.names[p], 1)
	for q, name := range r.names {
		if q != p && first(name, 1) == one {
			return first(r.names[p], 2)
		}
	}
	return one
}

// tokenRadius is the radius of player p's token: its initial at the
// least size a picture sets, with a margin of ink round it.
func (sh *sheet) tokenRadius(p int) float64 {
	return max(picture.Small*0.8, picture.BoldWidth(sh.r.initial(p), picture.Small)/2+0.45)
}

// token is a player's round badge, centred at (x, y), radius rad: filled
// in their route's ink, ringed in white and then in their route's dash
// (so that it is told apart without colour, and on white), their initial
// in white upon it, at the least size a picture sets.
func (sh *sheet) token(p int, x, y, rad float64) *picture.Node {
	colour := routeColour(p)
	ring := picture.Circle(x, y, rad).Fill(colour).Stroke("#ffffff", 0.3)
	outer := picture.Circle(x, y, rad+0.3).Fill("none").Stroke(colour, 0.25)
	if dash := routeDash[p%len(routeDash)]; dash != "" {
		outer.Set("stroke-dasharray", dash)
	}
	letter := picture.Text(x, y+picture.Small*0.36, picture.Small, "middle", sh.r.initial(p)).Bold().Fill("#ffffff")
	halo := picture.Circle(x, y, rad+tokenHalo).Fill("#ffffff")
	return picture.Group(halo, ring, outer, letter).Set("class", "token").Set("data-player", sh.r.names[p])
}

// tokenSpot is where a player's token stands: its centre, its radius
// and its rim, the outside of its white halo, where a route's arrowhead
// stops.
type tokenSpot struct {
	at       picture.Point
	rad, rim float64
}

// tokenHalo is how far a token's white halo reaches past its disc.
const tokenHalo = 0.55

// placeTokens lays out the shown players' tokens, each on the square they
// stand on: before the routes are drawn, so that each route ends at its
// token's rim rather than running under it. Players on one square stand
// side by side within it.
func (sh *sheet) placeTokens() {
	sh.spots = map[int]tokenSpot{}
	sh.spotOrder, sh.tagOver = nil, nil
	on := map[int][]int{}
	var squares []int
	for _, p := range sh.show {
		i := sh.standSquare(p)
		if len(on[i]) == 0 {
			squares = append(squares, i)
		}
		on[i] = append(on[i], p)
	}
	for _, i := range squares {
		x, y := sh.at(i)
		ps := on[i]
		// Side by side, centred on the square, across the way the first
		// of them came in (so that each one's arrowhead comes in beside
		// the others'): within it where it holds them, a little past its
		// sides where it does not.
		rad := 0.0
		for _, p := range ps {
			rad = max(rad, sh.tokenRadius(p))
		}
		in := sh.r.inHeading(ps[0])
		if len(ps) > 1 {
			// Along the row (or column) they stand in, each on the side
			// their route comes in from: in the other order a route
			// came in over the other player's token to reach its own.
			across := func(p int) int {
				h := sh.r.inHeading(p)
				if in.dRow() != 0 {
					return -h.dCol()
				}
				return -h.dRow()
			}
			ps = slices.Clone(ps)
			slices.SortStableFunc(ps, func(a, b int) int { return cmp.Compare(across(a), across(b)) })
		}
		step := max(sh.cell/float64(len(ps)), 2*rad+1.2)
		if len(ps) > 1 {
			// Smaller tokens, so that all stand within the square: at
			// full size two stood on its edges, as if between squares.
			step = sh.cell / float64(len(ps))
			least := 0.0
			for _, p := range ps {
				least = max(least, picture.BoldWidth(sh.r.initial(p), picture.Small)/2+0.2)
			}
			rad = max(least, min(rad, step/2-tokenHalo-0.1))
		}
		at := make([]picture.Point, len(ps))
		for k := range ps {
			o := (float64(k) - float64(len(ps)-1)/2) * step
			at[k] = picture.Point{X: x + sh.cell/2 + o*float64(in.dRow()*in.dRow()), Y: y + sh.cell/2 + o*float64(in.dCol()*in.dCol())}
		}
		if _, ok := sh.tags[i]; ok {
			// Clear of the square's «+1» or «S1»: the tokens move within
			// the square away from it (the tag over a token hid whose it
			// was, a token over the tag hid the bend).
			shift, ok := sh.clearOfTag(at, rad+0.3, in, x, y)
			if !ok {
				// A square too small to hold both: the tag over the
				// token, as the bend is what its extra turn is about.
				sh.tagOver = append(sh.tagOver, i)
			}
			for k := range at {
				at[k].X += shift.X
				at[k].Y += shift.Y
			}
		}
		for k, p := range ps {
			sh.spots[p] = tokenSpot{at: at[k], rad: rad, rim: rad + tokenHalo}
			sh.spotOrder = append(sh.spotOrder, p)
		}
	}
}

// tagGap is the least room between a square's tag and a token, and
// between an arrowhead's tip and the token it points at.
const tagGap = 0.2

// clearOfTag is how far tokens at at, their outer rings rim wide,
// standing on the square at (x, y) whose tag is written in it, move so that
// none lies under it or another square's tag: the least move, back the
// way they came in first, then across, within the square where that
// clears it; none where nothing does.
func (sh *sheet) clearOfTag(at []picture.Point, rim float64, in heading, x, y float64) (picture.Point, bool) {
	clear := func(d picture.Point) bool {
		for _, a := range at {
			cx, cy := a.X+d.X, a.Y+d.Y
			for _, t := range sh.tags {
				tx0, ty0, tx1, ty1 := t.plate()
				if cx-rim < tx1+tagGap && tx0-tagGap < cx+rim && cy-rim < ty1+tagGap && ty0-tagGap < cy+rim {
					return false
				}
			}
		}
		return true
	}
	within := func(d picture.Point) bool {
		for _, a := range at {
			cx, cy := a.X+d.X, a.Y+d.Y
			if cx-rim < x-0.05 || cx+rim > x+sh.cell+0.05 || cy-rim < y-0.05 || cy+rim > y+sh.cell+0.05 {
				return false
			}
		}
		return true
	}
	ways := []heading{in.back(), (in + 1) & 3, (in + 3) & 3, in}
	var best picture.Point
	found := false
	for _, onlyWithin := range []bool{true, false} {
		for s := 0.0; s <= sh.cell*0.75 && !found; s += 0.05 {
			for _, h := range ways {
				d := picture.Point{X: float64(h.dCol()) * s, Y: float64(h.dRow()) * s}
				if clear(d) && (!onlyWithin || within(d)) {
					best, found = d, true
					break
				}
			}
		}
		if found {
			break
		}
	}
	return best, found
}

// tokens are the shown players' badges, as placeTokens laid them out,
// over the routes, the labels and the arrowheads: where a player is reads
// from the badge, not from where a line ends.
func (sh *sheet) tokens() []*picture.Node {
	var out []*picture.Node
	for _, p := range sh.spotOrder {
		s := sh.spots[p]
		out = append(out, sh.token(p, s.at.X, s.at.Y, s.rad).Tip(sh.r.names[p]))
	}
	return out
}

// inHeading is the way player p came into the square they stand on: the
// last square of their route, or before the first turn into their start
// square.
func (r *race) inHeading(p int) heading {
	d := r.track.draw(&r.cars[p])
	if len(d.Route) == 0 {
		return d.Heading
	}
	return d.Route[len(d.Route)-1].In
}

// tokenIn is the way the first shown player standing on square i came in,
// if one stands there.
func (sh *sheet) tokenIn(i int) (heading, bool) {
	for _, p := range sh.show {
		if sh.standSquare(p) == i {
			return sh.r.inHeading(p), true
		}
	}
	return up, false
}

// tokenTags are the tags of the squares too small to hold a token clear
// of them, drawn over the tokens.
func (sh *sheet) tokenTags() []*picture.Node {
	var out []*picture.Node
	for _, i := range sh.tagOver {
		t := sh.tags[i]
		out = append(out, squareLabel(t.label, t.tx, t.ty))
	}
	return out
}
