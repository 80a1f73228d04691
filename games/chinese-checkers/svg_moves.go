package chinesecheckers

import (
	"math"

	"github.com/boardgame-referee/referee/referee/picture"
)

// lastMove draws the last move: under the pieces a dashed ring where the
// piece stood and a translucent grey trail through every landing; over
// them (sheet.arrow, a mark) the last move's arrow, dark and cased in
// white whoever moved, and a ring round the piece moved (movedRings).
// The empty holes the trail crosses are drawn over it again
// (crossedHoles), so that no line runs through a hole's label. Beside a
// refused move its arrow and rings are faint (picture.LastFaint, set by
// the picture), so that the refused move is the one thing in full ink.
func (sh *sheet) lastMove() {
	last := sh.d.last
	if len(last) <= 1 {
		return
	}
	chain, arrow := sh.chain(last)
	sh.out.Add(chain)
	sh.arrow = arrow
	for h := range sh.star.crossed(last) {
		sh.crossed[h] = true
	}
	x, y := sh.star.at(last[len(last)-1])
	sh.focus = picture.Circle(x, y, sh.star.piece).Fill("none")
	sh.moved = picture.Place(movedRings(sh.star.piece), x, y)
}

// movedRings mark the piece of radius r (around (0, 0)) that the last
// move moved, by shape as turtles mark theirs: a heavy black ring on its
// rim and, just outside, the last move's ring (picture.LastRing), the
// same for every player (in the player's own ink a white player's ring
// was white).
func movedRings(r float64) *picture.Node {
	return picture.Group(
		picture.Circle(0, 0, r).Fill("none").Stroke("#000000", 0.6),
		picture.LastRing(r+0.85),
	)
}

// refusedMove draws the refused move over the pieces, the loudest thing
// in the picture: a heavy dashed arrow in the refused ink
// through the holes as written (refusedChain), a dashed ring round the piece that was
// to move, the hole or piece that makes the move illegal outlined
// (culprit), and where it meant to end a ghost with a large cross (onto
// a piece, a ring round it), the cross in a gap beside it (badge).
func (sh *sheet) refusedMove(actor int, refused []hole) {
	if len(refused) <= 1 {
		return
	}
	chain := sh.refusedChain(refused)
	if chain == nil {
		return
	}
	r := sh.star.piece
	g := picture.Group()
	if x, y := sh.star.at(refused[0]); sh.d.owner[refused[0]] >= 0 {
		g.Add(picture.Place(picture.GhostAround(r), x, y))
	}
	if h, ok := sh.culprit(refused); ok {
		x, y := sh.star.at(h)
		g.Add(picture.Place(picture.Culprit(func() *picture.Node { return picture.Circle(0, 0, r+0.6) }), x, y))
		sh.culprits = true
	}
	g.Add(chain)
	sh.refusal = g
	end := refused[len(refused)-1]
	x, y := sh.star.at(end)
	ghost := picture.GhostPiece(r, sh.ghostMark(actor, refused[0]))
	if sh.d.owner[end] >= 0 {
		// A piece stands there (its own, at the start of a chain that
		// ends where it began, too): the refused piece's ghost, crossed,
		// in an empty hole beside it, so that the piece standing there
		// shows whole (a cross over it hid whether the hole was
		// empty, which is the rule the picture explains).
		if at, ok := sh.beside(refused); ok {
			gx, gy := sh.star.at(at)
			sh.focus = picture.Group(picture.Place(ghost, gx, gy), picture.Place(picture.RefusedCrossOver(r), gx, gy))
			return
		}
		gap, _ := sh.gap(refused)
		sh.focus = picture.Group(picture.Place(ghost, gap.X, gap.Y), picture.Place(picture.RefusedCrossOver(r), gap.X, gap.Y))
		return
	}
	// The hole is empty: the ghost in it, crossed, over no other piece
	// (a large cross in a gap beside it lay over a neighbour).
	sh.focus = picture.Group(picture.Place(ghost, x, y), picture.Place(picture.RefusedCrossOver(r), x, y))
}

// beside is the empty hole next to a refused move's end where its ghost
// stands when a piece stands at the end: one with no label, off the
// move's path and its line, on the side away from the way it comes in.
func (sh *sheet) beside(path []hole) (hole, bool) {
	end := path[len(path)-1]
	ex, ey := sh.star.at(end)
	var px, py float64
	if len(path) > 1 {
		px, py = sh.star.at(path[len(path)-2])
	}
	onPath := map[hole]bool{}
	for _, h := range path {
		onPath[h] = true
	}
	best, bestScore := hole(-1), math.Inf(1)
	for _, h := range neighbour[end] {
		if h < 0 || int(h) >= numHoles || onPath[h] || sh.d.owner[h] >= 0 {
			continue
		}
		hx, hy := sh.star.at(h)
		score := 0.0
		if sh.label(h) != "" {
			score += 10
		}
		if len(path) > 1 {
			// Off the move's line, a little away from the way it comes
			// in: straight on past the end (k10 for k7-k9) read as a hop
			// that landed there, and facing the way in lay on the path.
			d := ((hx-ex)*(px-ex) + (hy-ey)*(py-ey)) / (sh.star.pitch * sh.star.pitch)
			score += math.Abs(d) + 0.1*d
		}
		if score < bestScore {
			best, bestScore = h, score
		}
	}
	return best, best >= 0
}

// refusedChain is a refused move's path, a heavy dashed line in the
// refused ink over the pieces: each hop an arc round the hole it hops
// over, on the side with fewer pieces, each step straight; every part
// stopping at the rims of the holes it joins, so that no letter, label
// or outlined culprit lies under it, and the head on the last (a
// straight line ran through the hopped hole's label and its head into
// the culprit's ring).
func (sh *sheet) refusedChain(path []hole) *picture.Node {
	for _, h := range path {
		if h < 0 || int(h) >= numHoles {
			return nil
		}
	}
	s := sh.star
	g := picture.Group()
	for i := 1; i < len(path); i++ {
		ax, ay := s.at(path[i-1])
		bx, by := s.at(path[i])
		pts := []picture.Point{{X: ax, Y: ay}, {X: bx, Y: by}}
		if l := math.Hypot(bx-ax, by-ay); l > 1.5*s.pitch {
			// Round the middle, its ring (a culprit's too) and its label:
			// the arc's top this far from the line.
			apex := s.piece + 2.6
			nx, ny := -(by-ay)/l, (bx-ax)/l
			// In a chain that turns, each arc bows away from the rest of
			// the chain, so that its legs open out and never cross: two
			// hops each round its emptier side made one loop through
			// the middle hole they share. A straight chain bows as the
			// hops' crowding says.
			if side := sh.chainSide(path, i, nx, ny); side != 0 {
				if side > 0 {
					nx, ny = -nx, -ny
				}
			} else if sh.crowd(ax, ay, bx, by, nx, ny) > sh.crowd(ax, ay, bx, by, -nx, -ny) ||
				(sh.crowd(ax, ay, bx, by, nx, ny) == sh.crowd(ax, ay, bx, by, -nx, -ny) && (ny > 0 || ny == 0 && nx > 0)) {
				nx, ny = -nx, -ny
			}
			cx, cy := (ax+bx)/2+nx*2*apex, (ay+by)/2+ny*2*apex
			pts = pts[:0]
			const n = 16
			for k := 0; k <= n; k++ {
				t := float64(k) / n
				u := 1 - t
				pts = append(pts, picture.Point{X: u*u*ax + 2*t*u*cx + t*t*bx, Y: u*u*ay + 2*t*u*cy + t*t*by})
			}
		}
		// From the rim of what stands at each end: a piece's dashed ring
		// (GhostAround) at the start, and where a piece stands at the end.
		a, b := s.piece*1.05, s.piece*1.05+0.2
		if i == 1 && sh.d.owner[path[0]] >= 0 {
			a = s.piece*1.3 + 0.6
		}
		if i == len(path)-1 && sh.d.owner[path[i]] >= 0 && path[i] != path[0] {
			b = s.piece*1.3 + 0.6
		}
		pts = picture.TrimAlong(pts, a, b)
		if i < len(path)-1 {
			g.Add(picture.RefusedLine(pts, picture.RefusedWidth))
		} else {
			g.Add(picture.RefusedArrowOver(pts, picture.RefusedWidth))
		}
	}
	// Opaque, never faded; the letters under it read through
	// its dashes.
	return g
}

// chainSide is where the rest of a refused chain lies from its hop i
// (path[i-1] to path[i]): above zero on the side (nx, ny), below it on
// the other, zero when the chain is one hop or runs on along its line.
func (sh *sheet) chainSide(path []hole, i int, nx, ny float64) float64 {
	s := sh.star
	ax, ay := s.at(path[i-1])
	bx, by := s.at(path[i])
	mx, my := (ax+bx)/2, (ay+by)/2
	side := 0.0
	for k, h := range path {
		if k == i || k == i-1 {
			continue
		}
		x, y := s.at(h)
		side += (x-mx)*nx + (y-my)*ny
	}
	if math.Abs(side) < 0.25*s.pitch {
		return 0
	}
	return side
}

// crowd is how much lies on the side (nx, ny) of a hop from (ax, ay) to
// (bx, by): the two holes beside the hole hopped over, a piece counting
// more than an empty hole.
func (sh *sheet) crowd(ax, ay, bx, by, nx, ny float64) int {
	s := sh.star
	mx, my := (ax+bx)/2+nx*s.pitch*math.Sqrt(3)/2, (ay+by)/2+ny*s.pitch*math.Sqrt(3)/2
	ux, uy := (bx-ax)/math.Hypot(bx-ax, by-ay), (by-ay)/math.Hypot(bx-ax, by-ay)
	n := 0
	for _, side := range []float64{-0.5, 0.5} {
		if h, ok := s.holeAt(mx+ux*side*s.pitch, my+uy*side*s.pitch); ok {
			n++
			if sh.d.owner[h] >= 0 {
				n += 2
			}
		}
	}
	return n
}

// holeAt is the hole drawn at (x, y), if one is.
func (s star) holeAt(x, y float64) (hole, bool) {
	for h := range hole(numHoles) {
		hx, hy := s.at(h)
		if math.Hypot(hx-x, hy-y) < s.pitch*0.2 {
			return h, true
		}
	}
	return 0, false
}

// gap is the emptiest gap between a refused move's end and two of its
// neighbours that the move's own path does not come through, and how
// large a mark it holds: the large cross beside a ghost, or the ghost
// beside a hole a piece stands in (on the ghost's corner the
// cross lay over a neighbouring piece).
func (sh *sheet) gap(path []hole) (picture.Point, float64) {
	s := sh.star
	end := path[len(path)-1]
	ex, ey := s.at(end)
	var prev picture.Point
	if len(path) > 1 {
		px, py := s.at(path[len(path)-2])
		prev = picture.Point{X: px, Y: py}
	}
	bestScore, bestX, bestY, bestR := math.MaxInt, 0.0, 0.0, 0.0
	gap := s.pitch / math.Sqrt(3)
	// Upper right first, as before, then round clockwise.
	for k, a := range []float64{-30, 30, 90, 150, 210, 270} {
		rad := a * math.Pi / 180
		cx, cy := ex+gap*math.Cos(rad), ey+gap*math.Sin(rad)
		score, near := 0, 0.0
		for _, side := range []float64{-30, 30} {
			r2 := (a + side) * math.Pi / 180
			h, ok := s.holeAt(ex+s.pitch*math.Cos(r2), ey+s.pitch*math.Sin(r2))
			switch {
			case !ok:
			case sh.d.owner[h] >= 0:
				score, near = score+3, max(near, s.piece)
			default:
				score, near = score+1, max(near, s.hole)
			}
		}
		// The way the path comes in: from the hole before the end.
		if len(path) > 1 {
			dx, dy := prev.X-ex, prev.Y-ey
			if dx*(cx-ex)+dy*(cy-ey) > 0 {
				score += 4
			}
		}
		score = score*8 + k
		if score < bestScore {
			r := min(s.piece*0.7, max(1.1, gap-near-0.15))
			bestScore, bestX, bestY, bestR = score, cx, cy, r
		}
	}
	return picture.Point{X: bestX, Y: bestY}, bestR
}

// culprit is the hole that makes a refused chain illegal, when one does:
// a step onto a piece, a hop over an empty hole or onto a piece (the
// piece's own start counts as empty, as the judge counts it), the hole
// past the one hopped over in a hop too long (where the hop had to
// land), and under the goal lock the hole in the target that a step or a
// hop leaves (a chain that entered its target and hopped out again left
// that hole, the point of the refusal, unmarked under its arcs).
func (sh *sheet) culprit(path []hole) (hole, bool) {
	for _, h := range path {
		if h < 0 || int(h) >= numHoles {
			return 0, false
		}
	}
	s := path[0]
	p := sh.d.owner[s]
	full := func(h hole) bool { return h != s && sh.d.owner[h] >= 0 }
	leaves := func(a, b hole) bool { return p >= 0 && sh.g.leaves(int(p), a, b) }
	if len(path) == 2 && isNeighbour(s, path[1]) {
		if full(path[1]) {
			return path[1], true
		}
		return s, leaves(s, path[1])
	}
	for i := 1; i < len(path); i++ {
		a, b := path[i-1], path[i]
		dir, steps, ok := sh.g.lines.line(a, b)
		if !ok || steps < 2 {
			return 0, false
		}
		over := neighbour[a][dir]
		if steps > 2 {
			if !full(over) {
				return over, true
			}
			return neighbour[over][dir], true
		}
		if !full(over) {
			return over, true
		}
		if full(b) {
			return b, true
		}
		if leaves(a, b) {
			return a, true
		}
	}
	return 0, false
}

// ghostMark is the mark on a refused move's ghost: that of the piece in
// the hole it started from, else the player's.
func (sh *sheet) ghostMark(actor int, from hole) string {
	switch {
	case from >= 0 && int(from) < numHoles && sh.d.owner[from] >= 0:
		return string(sh.d.marks[sh.d.owner[from]])
	case actor >= 0 && actor < len(sh.d.marks):
		return string(sh.d.marks[actor])
	}
	return ""
}

// chain is the last move's path: under the pieces, a dashed ring where
// the piece stood and a translucent grey trail through every landing;
// and its arrows, marks drawn over the pieces (lastArrows).
func (sh *sheet) chain(path []hole) (under, arrow *picture.Node) {
	s := sh.star
	pts := make([]picture.Point, 0, len(path))
	for _, h := range path {
		if h < 0 || int(h) >= numHoles {
			return nil, nil
		}
		x, y := s.at(h)
		pts = append(pts, picture.Point{X: x, Y: y})
	}
	g := picture.Group()
	// A trail a little wider than the pieces, which shows around them.
	g.Add(picture.LastTrail(pts, 2*s.piece+1.2, ""))
	// Where the piece stood: a dashed ring in the last move's ink on a
	// white one, which reads on the grey holes; over the arrow, whose tail
	// passes beside it (under it, the ring was half hidden), unless the
	// chain ends where it began, where the piece stands over it.
	ring := func() *picture.Node {
		return picture.Circle(0, 0, s.piece).Fill("none").Set("stroke-dasharray", "1 0.8")
	}
	origin := picture.Place(picture.Group(ring().Stroke(picture.LastCasing, 0.85), ring().Stroke(picture.LastInk, 0.5)), pts[0].X, pts[0].Y)
	arrow = sh.lastArrows(pts)
	if path[0] == path[len(path)-1] {
		g.Add(origin)
		return g, arrow
	}
	return g, picture.Group(arrow, origin)
}

// stepArrow is a one-hole step's arrow from the hole at a to the hole at
// b: straight, parallel to the step, beside the two holes, on the line
// midway between their row and the next row of holes on the emptier
// side; from a little behind the hole left to its head beside the hole
// landed in. Between the two holes it was a bare head, read as a mouse
// pointer, over the ring where the piece stood; an arc round them read
// as a hook on a phone.
func (sh *sheet) stepArrow(a, b picture.Point) *picture.Node {
	l := math.Hypot(b.X-a.X, b.Y-a.Y)
	ux, uy := (b.X-a.X)/l, (b.Y-a.Y)/l
	nx, ny := -uy, ux
	if side := sh.stepCrowd(a, b, nx, ny) - sh.stepCrowd(a, b, -nx, -ny); side > 0 || side == 0 && (ny > 0 || ny == 0 && nx > 0) {
		nx, ny = -nx, -ny
	}
	off := l * math.Sqrt(3) / 4
	from, to := -0.3*l, 0.9*l
	return picture.LastArrowNarrow([]picture.Point{
		{X: a.X + ux*from + nx*off, Y: a.Y + uy*from + ny*off},
		{X: a.X + ux*to + nx*off, Y: a.Y + uy*to + ny*off},
	}, l/10)
}

// stepCrowd is how much stands on the side (nx, ny) of a step from a to
// b: the holes of the next row beside it, a piece counting more than an
// empty hole.
func (sh *sheet) stepCrowd(a, b picture.Point, nx, ny float64) int {
	s := sh.star
	l := math.Hypot(b.X-a.X, b.Y-a.Y)
	ux, uy := (b.X-a.X)/l, (b.Y-a.Y)/l
	n := 0
	for _, along := range []float64{-0.5, 0.5, 1.5} {
		x := a.X + ux*along*l + nx*l*math.Sqrt(3)/2
		y := a.Y + uy*along*l + ny*l*math.Sqrt(3)/2
		if h, ok := s.holeAt(x, y); ok {
			n++
			if sh.d.owner[h] >= 0 {
				n += 2
			}
		}
	}
	return n
}

// lastArrows is the last move's arrow, an arc a hop or a short arrow
// beside a step (one straight arrow through a chain ended its head on
// the piece hopped over, which read as "the piece moved to the middle
// hole", and a one-hole step's arrow was a dark wedge over the holes'
// rims):
//   - a hop, an arc round the hole it hops over, on the side with fewer
//     pieces, the hops of a chain one line through the holes they land
//     in, from the rim of the hole left to the rim of the hole it ends
//     in, so that every piece hopped over shows whole;
//   - a step, a straight arrow beside the two holes (stepArrow).
func (sh *sheet) lastArrows(pts []picture.Point) *picture.Node {
	s := sh.star
	var chain []picture.Point
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		l := math.Hypot(b.X-a.X, b.Y-a.Y)
		if l == 0 {
			continue
		}
		nx, ny := -(b.Y-a.Y)/l, (b.X-a.X)/l
		if sh.crowd(a.X, a.Y, b.X, b.Y, nx, ny) > sh.crowd(a.X, a.Y, b.X, b.Y, -nx, -ny) {
			nx, ny = -nx, -ny
		}
		if l < 1.5*s.pitch {
			return sh.stepArrow(a, b)
		}
		apex := s.piece + 2.2
		cx, cy := (a.X+b.X)/2+nx*2*apex, (a.Y+b.Y)/2+ny*2*apex
		// Six chords draw the arc smoothly enough at its size, and keep a
		// 2,000-move page under 5 MB; the hops of a chain are one line
		// through the empty holes it lands in.
		const n = 6
		for k := 0; k <= n; k++ {
			if k == 0 && len(chain) > 0 {
				continue
			}
			t := float64(k) / n
			u := 1 - t
			chain = append(chain, picture.Point{X: u*u*a.X + 2*t*u*cx + t*t*b.X, Y: u*u*a.Y + 2*t*u*cy + t*t*b.Y})
		}
	}
	if len(chain) < 2 {
		return nil
	}
	return picture.LastArrow(sh.toRim(picture.TrimAlong(chain, s.piece+0.3, 0)), picture.LastWidth)
}

// toRim ends a hop's arc on the landing piece's rim, its last stretch a
// straight line aimed at the piece's centre, a head long and more: an arc
// cut short along its length ended beside the piece, its head aimed past
// it over the next row (on a phone's star most of all).
func (sh *sheet) toRim(arc []picture.Point) []picture.Point {
	if len(arc) < 2 {
		return arc
	}
	end := arc[len(arc)-1]
	tip := sh.star.piece + 0.2
	reach := tip + 4*picture.LastWidth + 1
	out := []picture.Point{arc[0]}
	for _, p := range arc[1 : len(arc)-1] {
		if math.Hypot(p.X-end.X, p.Y-end.Y) < reach {
			break
		}
		out = append(out, p)
	}
	from := out[len(out)-1]
	l := math.Hypot(from.X-end.X, from.Y-end.Y)
	if l <= tip {
		return arc
	}
	return append(out, picture.Point{X: end.X + (from.X-end.X)/l*tip, Y: end.Y + (from.Y-end.Y)/l*tip})
}

// crossed lists the holes a path's line passes over: each hole it starts,
// lands or ends on and each one it hops over, on a line of the board.
func (s star) crossed(path []hole) map[hole]bool {
	out := map[hole]bool{}
	lines := starLines()
	for i, h := range path {
		if h < 0 || int(h) >= numHoles {
			continue
		}
		out[h] = true
		if i == 0 || path[i-1] < 0 || int(path[i-1]) >= numHoles {
			continue
		}
		if dir, steps, ok := lines.line(path[i-1], h); ok {
			for _, m := range between(path[i-1], dir, steps) {
				out[m] = true
			}
		}
	}
	return out
}
