package chinesecheckers

import (
	"github.com/boardgame-referee/referee/referee/picture"
)

// lastMove draws the last move: a dashed ring where the piece stood, a
// translucent arrow through every landing, and a double ring round the
// piece moved (movedRings, drawn over the pieces). The arrows lie under
// the pieces, and the empty holes they cross are drawn over them again
// (crossedHoles), so that no line runs through a letter or a hole's
// label.
// With a move refused (quiet), the last move is drawn quieter: the
// refusal is the loudest thing in the picture (pics20 K1).
func (sh *sheet) lastMove(quiet bool) {
	last := sh.d.last
	if len(last) <= 1 {
		return
	}
	ink := ""
	if sh.d.mover >= 0 && sh.d.mover < len(sh.inks) {
		ink = sh.inks[sh.d.mover].Fill
	}
	chain := sh.star.chain(last, false, ink)
	if quiet {
		chain = picture.Quiet(chain)
	}
	sh.out.Add(chain)
	for h := range sh.star.crossed(last) {
		sh.crossed[h] = true
	}
	x, y := sh.star.at(last[len(last)-1])
	sh.focus = picture.Circle(x, y, sh.star.piece).Fill("none")
	sh.moved = picture.Place(movedRings(sh.star.piece, ink), x, y)
	if quiet {
		sh.moved = picture.Quiet(sh.moved)
	}
}

// movedRings mark the piece of radius r (around (0, 0)) that the last
// move moved, by shape as turtles mark theirs: a heavy black ring on its
// rim and, just outside, an opaque ring in the mover's ink (pics21: the
// last move in the mover's colour, not grey). Among sixty pieces the
// translucent trail alone had to be looked for (pics15 fault 9); the
// rings' shape, not their colour, tells a colour-blind reader.
func movedRings(r float64, ink string) *picture.Node {
	return picture.Group(
		picture.Circle(0, 0, r).Fill("none").Stroke("#000000", 0.6),
		picture.LastRing(r+0.85, ink),
	)
}

// refusedMove draws the refused move over the pieces, the loudest thing
// in the picture (pics20 K1): a heavy dashed arrow in the refused ink
// through the holes as written, a dashed ring round the piece that was
// to move, the hole or piece that makes the move illegal outlined
// (culprit), and where it meant to end a ghost with a large cross (onto
// a piece, a ring round it and the cross beside it, refusedOnto).
func (sh *sheet) refusedMove(actor int, refused []hole) {
	if len(refused) <= 1 {
		return
	}
	chain := sh.star.chain(refused, true, "")
	if chain == nil {
		return
	}
	r := sh.star.piece
	g := picture.Group(chain)
	if x, y := sh.star.at(refused[0]); sh.d.owner[refused[0]] >= 0 {
		g.Add(picture.Place(picture.GhostAround(r), x, y))
	}
	if h, ok := sh.culprit(refused); ok {
		x, y := sh.star.at(h)
		g.Add(picture.Place(picture.Culprit(func() *picture.Node { return picture.Circle(0, 0, r+0.6) }), x, y))
		sh.culprits = true
	}
	sh.refusal = g
	end := refused[len(refused)-1]
	x, y := sh.star.at(end)
	if sh.d.owner[end] >= 0 && end != refused[0] {
		// A piece stands there: ring it rather than hide it, the cross
		// beside it, so that its letter still reads.
		sh.focus = picture.Place(refusedOnto(r), x, y)
	} else {
		sh.focus = picture.Place(picture.Group(picture.GhostPiece(r, sh.ghostMark(actor, refused[0])), picture.Place(picture.RefusedBadge(r*0.7), r*0.95, -r*0.95)), x, y)
	}
}

// culprit is the hole that makes a refused chain illegal, when one does:
// a step onto a piece, a hop over an empty hole or onto a piece (the
// piece's own start counts as empty, as the judge counts it).
func (sh *sheet) culprit(path []hole) (hole, bool) {
	for _, h := range path {
		if h < 0 || int(h) >= numHoles {
			return 0, false
		}
	}
	s := path[0]
	full := func(h hole) bool { return h != s && sh.d.owner[h] >= 0 }
	if len(path) == 2 && isNeighbour(s, path[1]) {
		return path[1], full(path[1])
	}
	for i := 1; i < len(path); i++ {
		a, b := path[i-1], path[i]
		dir, steps, ok := sh.g.lines.line(a, b)
		if !ok || steps != 2 {
			return 0, false
		}
		if over := neighbour[a][dir]; !full(over) {
			return over, true
		}
		if full(b) {
			return b, true
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

// chain is a move's path: for the last move, a dashed ring where the
// piece stood, a translucent arrow through every landing, stopping at the
// last piece's rim so that the head shows over it; for a refused one, a
// dashed arrow in the refused ink. The holes drawn over it mark the
// landings.
func (s star) chain(path []hole, refused bool, ink string) *picture.Node {
	pts := make([]picture.Point, 0, len(path))
	for _, h := range path {
		if h < 0 || int(h) >= numHoles {
			return nil
		}
		x, y := s.at(h)
		pts = append(pts, picture.Point{X: x, Y: y})
	}
	g := picture.Group()
	// The arrow starts and stops at the rims of the holes it joins, so
	// that its ends cross no letter and its head no ring (pics21).
	trimmed := picture.Trim(pts, s.piece*1.05, s.piece*1.05)
	if refused {
		// Over the pieces, heavy, with no halo and a little translucent:
		// the letters of the pieces it crosses read through its dashes.
		return g.Add(picture.RefusedArrowOver(trimmed, picture.RefusedWidth)).Set("opacity", "0.85")
	}
	// A trail a little wider than the pieces, which shows around them.
	g.Add(picture.LastTrail(pts, 2*s.piece+1.2, ink))
	if ink == "" {
		ink = picture.LastCasing
	}
	// Where the piece stood: a dashed ring in the mover's ink on a black
	// one, which reads on the grey holes whatever the ink.
	ring := func() *picture.Node {
		return picture.Circle(0, 0, s.piece).Fill("none").Set("stroke-dasharray", "1 0.8")
	}
	g.Add(picture.Place(picture.Group(ring().Stroke("#000000", 0.85), ring().Stroke(ink, 0.5)), pts[0].X, pts[0].Y))
	return g.Add(picture.LastArrow(trimmed, 0.7, ink))
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

// refusedOnto marks a refused move's end where a piece of radius r stands
// (around (0, 0)): the refused ring around it (picture.GhostAround) and a
// large cross on the ring, beside the piece, not over its letter (pics20
// K1: the cross over the piece made its letter unreadable).
func refusedOnto(r float64) *picture.Node {
	return picture.Group(picture.GhostAround(r), picture.Place(picture.RefusedBadge(r*0.7), r*1.15, -r*1.15))
}
