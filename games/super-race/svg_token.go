package superrace

import (
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
	halo := picture.Circle(x, y, rad+0.55).Fill("#ffffff")
	return picture.Group(halo, ring, outer, letter).Set("class", "token").Set("data-player", sh.r.names[p])
}

// tokens are the shown players' badges, each on the square they stand on,
// over the routes, the labels and the arrowheads: where a player is reads
// from the badge, not from where a line ends. Players on one square
// stand side by side within it.
func (sh *sheet) tokens() []*picture.Node {
	on := map[int][]int{}
	var squares []int
	for _, p := range sh.show {
		i := sh.standSquare(p)
		if len(on[i]) == 0 {
			squares = append(squares, i)
		}
		on[i] = append(on[i], p)
	}
	var out []*picture.Node
	for _, i := range squares {
		x, y := sh.at(i)
		ps := on[i]
		// Side by side, centred on the square: within it where it holds
		// them, a little past its sides where it does not.
		rad := 0.0
		for _, p := range ps {
			rad = max(rad, sh.tokenRadius(p))
		}
		step := max(sh.cell/float64(len(ps)), 2*rad+1.2)
		for k, p := range ps {
			cx := x + sh.cell/2 + (float64(k)-float64(len(ps)-1)/2)*step
			out = append(out, sh.token(p, cx, y+sh.cell/2, rad).Tip(sh.r.names[p]))
		}
	}
	return out
}
