package chinesecheckers

import (
	"math"

	"github.com/boardgame-referee/referee/referee/picture"
)

// lastMove draws the last move: a dashed ring where the piece stood, a
// translucent arrow through every landing, and a double ring round the
// piece moved (movedRings, drawn over the pieces). The arrows lie under
// the pieces, and the empty holes they cross are drawn over them again
// (crossedHoles), so that no line runs through a letter or a hole's
// label.
func (sh *sheet) lastMove() {
	last := sh.d.last
	if len(last) <= 1 {
		return
	}
	sh.out.Add(sh.star.chain(last, false))
	for h := range sh.star.crossed(last) {
		sh.crossed[h] = true
	}
	x, y := sh.star.at(last[len(last)-1])
	sh.focus = picture.Circle(x, y, sh.star.piece).Fill("none")
	sh.moved = picture.Place(movedRings(sh.star.piece), x, y)
}

// movedRings mark the piece of radius r (around (0, 0)) that the last
// move moved, by shape as turtles mark theirs: a heavy black ring on its
// rim and a thin one just outside. Among sixty pieces the translucent
// trail alone had to be looked for (pics15 fault 9), and a ring in a
// colour of its own would be lost to a colour-blind reader.
func movedRings(r float64) *picture.Node {
	return picture.Group(
		picture.Circle(0, 0, r).Fill("none").Stroke("#000000", 0.6),
		picture.Circle(0, 0, r+0.75).Fill("none").Stroke("#000000", 0.35),
	)
}

// refusedMove draws the refused move: a dashed arrow in the refused ink
// and a ghost where it meant to end (onto a piece, a ring and a cross over
// it instead, refusedOnto), under the pieces as the last move's.
func (sh *sheet) refusedMove(actor int, refused []hole) {
	if len(refused) <= 1 {
		return
	}
	sh.out.Add(sh.star.chain(refused, true))
	for h := range sh.star.crossed(refused) {
		sh.crossed[h] = true
	}
	end := refused[len(refused)-1]
	if end < 0 || int(end) >= numHoles {
		return
	}
	x, y := sh.star.at(end)
	if sh.d.owner[end] >= 0 {
		// A piece stands there: ring it rather than hide it, and cross it,
		// so that the ring reads as the move refused, not as a mark of the
		// piece that stands there.
		sh.focus = picture.Place(refusedOnto(sh.star.piece), x, y)
	} else {
		r := sh.star.piece
		sh.focus = picture.Place(picture.Group(picture.GhostPiece(r, sh.ghostMark(actor, refused[0])), picture.Place(picture.RefusedCross(r*0.45), r*0.85, -r*0.85)), x, y)
	}
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
func (s star) chain(path []hole, refused bool) *picture.Node {
	pts := make([]picture.Point, 0, len(path))
	for _, h := range path {
		if h < 0 || int(h) >= numHoles {
			return nil
		}
		x, y := s.at(h)
		pts = append(pts, picture.Point{X: x, Y: y})
	}
	g := picture.Group()
	trimmed := append([]picture.Point(nil), pts...)
	a, b := trimmed[len(trimmed)-2], trimmed[len(trimmed)-1]
	if l := math.Hypot(b.X-a.X, b.Y-a.Y); l > s.piece {
		trimmed[len(trimmed)-1] = picture.Point{X: b.X - (b.X-a.X)/l*s.piece, Y: b.Y - (b.Y-a.Y)/l*s.piece}
	}
	if refused {
		return g.Add(picture.RefusedArrow(trimmed, 0.6))
	}
	// A trail a little wider than the pieces, which shows around them.
	g.Add(picture.LastTrail(pts, 2*s.piece+1.2))
	g.Add(picture.Place(picture.Circle(0, 0, s.piece).Fill("none").Stroke("#000000", 0.5).Set("stroke-dasharray", "1 0.8"), pts[0].X, pts[0].Y))
	return g.Add(picture.LastArrow(trimmed, 0.7))
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
// cross over it in the refused ink, haloed in white so that it reads over
// a piece of any colour, the piece still seen between its arms.
func refusedOnto(r float64) *picture.Node {
	return picture.Group(picture.GhostAround(r), picture.RefusedCross(r*0.6))
}
