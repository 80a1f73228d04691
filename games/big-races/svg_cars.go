package bigraces

import (
	"math"
	"strconv"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
)

// lastMove draws the last move: a dashed outline at its start, and the
// last move's arrow (picture.LastArrow) along the middle of its lanes, as
// far as its cells are drawn side by side, over the cars (a move passes
// none: it ends at the rim of its own); a refused move's path runs along
// the lower third, so that the two never share a line or a head (both on
// the lane's lower edge, they piled up; along the upper third the last
// arrow looked off its lane). A zero drove nowhere: its trail is its
// start alone, where the car still stands, and nothing is drawn (an
// outline under the car showed at its edges as a stray dash).
func (s *sheet) lastMove() {
	if len(s.d.trail) <= 1 {
		return
	}
	if pt, ok := s.center(s.d.trail[0]); ok {
		s.g.Add(picture.Place(s.l.startMark(), pt.X, pt.Y))
	}
	trail, exits := s.d.trail, false
	if !s.e.cars[s.d.lastCar].onTrack && s.apron() == 0 {
		// The car crossed the line and has left the track (it is drawn
		// past the line, below): its path ends at the line.
		trail, exits = s.toTheLine(trail)
	}
	s.marks = append(s.marks, s.l.trailArrows(trail, s.center, false, exits)...)
}

// toTheLine is a trail cut where it crosses the finish line, and whether
// it crossed it.
func (s *sheet) toTheLine(trail []pos) ([]pos, bool) {
	for i, p := range trail {
		if i > 0 && p.dist >= s.e.laps*s.e.length {
			return trail[:i], true
		}
	}
	return trail, false
}

// refusedPath draws a refused move's path as written, over the cars: the
// loudest mark of the picture. It runs along the lower third of its lanes,
// the last move's arrow along their middle, so that both stay in sight
// where they share a lane; it ends on its ghost's middle.
func (s *sheet) refusedPath(refused []pos) {
	if len(refused) <= 1 {
		return
	}
	// A move off the track has nowhere to go on the board: its car is
	// ringed instead (refusedGhost), and the key says so (its usual line
	// promised a path and a cross that were not drawn).
	if _, ok := s.center(refused[len(refused)-1]); !ok {
		s.keys = append(s.keys, picture.KeyLine{Sample: picture.SampleRing(), Text: s.w.Say(referee.Term("picture.key-refused-ring"))})
		return
	}
	if s.blocked > 0 && s.blocked < len(refused) {
		s.blockedPath(refused[:s.blocked+1])
		return
	}
	end := refused[len(refused)-1]
	below := func(p pos) (picture.Point, bool) {
		if p == refused[0] {
			return s.offRim(refused)
		}
		if p == end {
			pt, ok := s.ghostAt(p)
			if c, on := s.center(p); on && c == pt && refused[len(refused)-2].lane == p.lane {
				// Along the lower third to the ghost, not up across
				// the car before it.
				pt.Y += s.l.aside()
			}
			return pt, ok
		}
		pt, ok := s.center(p)
		pt.Y += s.l.aside()
		return pt, ok
	}
	// Over every car, the last move's among them: the car in the way
	// outlined, then the path.
	s.g.Add(s.focus)
	s.focus = nil
	s.culpritOutline()
	s.marks = append(s.marks, s.l.trailArrows(refused, below, true, false)...)
	s.refusedKeys()
}

// culpritPad is how far the outline of the car a refused move ran into
// stands out of the car, its casing included: clear of its label.
const culpritPad = 0.7

// culpritOutline outlines the car a refused move ran into, when there is
// one: outside the car, its label clear.
func (s *sheet) culpritOutline() {
	if c := s.culprit; c >= 0 && c < len(s.e.cars) {
		if pt, ok := s.center(s.e.cars[c].pos); ok {
			s.marks = append(s.marks, picture.Place(picture.Culprit(func() *picture.Node {
				return picture.Rect(-s.l.carW/2-culpritPad, -s.l.carH/2-culpritPad, s.l.carW+2*culpritPad, s.l.carH+2*culpritPad).Set("rx", "1.8")
			}), pt.X, pt.Y))
		}
	}
}

// crossPlace is where a blocked move's cross stands.
type crossPlace int

const (
	crossByGhost   crossPlace = iota // beside the ghost where the move ends
	crossInCell                      // in the empty cell the move would have ended on
	crossByCulprit                   // beside the car in the way, on whose cell it would have ended
)

// The keys of a blocked move, its path stopped at the car in the way:
// what the cross and the outline mean, said plainly (the shared key's
// «куда он вёл бы» left the cross beside the car reading as a collision).
const (
	keyBlockedCell    = referee.Term("big-races.picture.key-blocked-cell")
	keyBlockedCar     = referee.Term("big-races.picture.key-blocked-car")
	keyBlockedCulprit = referee.Term("big-races.picture.key-blocked-culprit")
)

// refusedKeys keys a refused path drawn on the track, and its culprit.
func (s *sheet) refusedKeys() {
	ghost, culprit := referee.Term("picture.key-refused-ghost"), referee.Term("picture.key-culprit")
	switch s.crossAt {
	case crossInCell:
		ghost, culprit = keyBlockedCell, keyBlockedCulprit
	case crossByCulprit:
		ghost, culprit = keyBlockedCar, keyBlockedCulprit
	}
	s.keys = append(s.keys, picture.KeyLine{Sample: picture.SampleRefused(true), Text: s.w.Say(ghost)})
	if s.culprit >= 0 {
		s.keys = append(s.keys, picture.KeyLine{Sample: picture.SampleCulprit(), Text: s.w.Say(culprit)})
	}
}

// blockedPath draws a refused path that ran into a car, path ending on
// the cell that car stands on: only as far as that car's outline, its
// head there, the large cross beside the car, and no ghost beyond it.
// Drawn on to where it was written to end, the path ran over the car and
// its ghost stood against it, the cross, the outline and both labels in
// a heap of two cells.
func (s *sheet) blockedPath(path []pos) {
	s.g.Add(s.focus)
	s.focus = nil
	last := len(path) - 1
	below := func(p pos) (picture.Point, bool) {
		if p == path[0] {
			return s.offRim(path)
		}
		pt, ok := s.center(p)
		pt.Y += s.l.aside()
		return pt, ok
	}
	from, ok1 := below(path[last-1])
	at, ok2 := s.center(path[last])
	s.culpritOutline()
	if ok1 && ok2 {
		s.blockedCross(at)
	}
	if ok1 && ok2 && math.Abs(at.X-from.X) <= s.l.cell*1.5 && math.Abs(at.Y-from.Y) <= s.l.cell*1.5 {
		end := func(p pos) (picture.Point, bool) {
			if p != path[last] {
				return below(p)
			}
			return s.blockedTip(from, at), true
		}
		s.marks = append(s.marks, s.l.trailArrows(path, end, true, false)...)
	} else if last > 1 {
		// It ran into the car past a band's edge: up to the edge.
		s.marks = append(s.marks, s.l.trailArrows(path[:last], below, true, false)...)
	}
	s.refusedKeys()
}

// blockedCross puts a blocked move's cross where the move would have
// ended, in the middle of that cell, when it is drawn and empty: beside
// the car in the way (at), it read as the collision, floating on a grid
// corner. Where the move meant to end on that car's own cell, the cross
// stands beside its outline, clear of it. The key says which (its words
// name the cell or the car).
func (s *sheet) blockedCross(at picture.Point) {
	end := s.refused[len(s.refused)-1]
	if pt, ok := s.center(end); ok && s.d.cells[end.lane-1][column(end.dist, s.e.length)] < 0 && pt != at {
		// Clear of the outline round the car in the way, when the cell is
		// the next one along its lane: a little off the middle, away from it.
		r := picture.MarkMin/2 + 0.2
		reach := s.l.carW/2 + culpritPad + 0.65
		if math.Abs(pt.Y-at.Y) < 0.01 {
			if gap := math.Abs(pt.X-at.X) - reach; gap < r {
				pt.X += math.Copysign(r-gap, pt.X-at.X)
			}
		}
		s.marks = append(s.marks, picture.Focus(picture.Place(picture.RefusedBadge(0), pt.X, pt.Y)))
		s.crossAt = crossInCell
		return
	}
	cross := s.crossSpot(at, culpritPad+0.65+0.2, "")
	s.marks = append(s.marks, picture.Focus(picture.Place(picture.RefusedBadge(0), at.X+cross.X, at.Y+cross.Y)))
	s.crossAt = crossByCulprit
}

// offRim is where a refused path starts, along the lower third of its
// car's lane: past the rim of the car (and of its double frame, the car
// due), in the way of its first step. From the car's middle, it ran
// across the car's own label.
func (s *sheet) offRim(path []pos) (picture.Point, bool) {
	pt, ok := s.center(path[0])
	if !ok || len(path) < 2 {
		pt.Y += s.l.aside()
		return pt, ok
	}
	next, on := s.center(path[1])
	const pad = 1.3 // the due car's double frame, and a gap
	switch {
	case !on || math.Abs(next.X-pt.X) > s.l.cell*1.5 || math.Abs(next.Y-pt.Y) > s.l.cell*1.5:
		// Its first step leaves the band: along the lane, forward.
		pt.X += s.l.carW/2 + pad
		pt.Y += s.l.aside()
	case math.Abs(next.Y-pt.Y) < 0.01:
		pt.X += math.Copysign(s.l.carW/2+pad, next.X-pt.X)
		pt.Y += s.l.aside()
	default:
		pt.Y += math.Copysign(s.l.carH/2+pad, next.Y-pt.Y)
	}
	return pt, true
}

// blockedTip is the point a blocked path from `from` is given for the
// cell of the car in the way, centred at at, so that its head, once
// trailArrows has stopped it at a car's rim, touches the car's outline
// from outside: along the lane's lower third when it comes along the
// lane, into the outline's top or bottom when it comes from another lane.
func (s *sheet) blockedTip(from, at picture.Point) picture.Point {
	pad := culpritPad + 0.75
	if math.Abs(at.X-from.X) < 0.01 {
		// Straight across the lanes: trailArrows leaves it as it is.
		if at.Y > from.Y {
			return picture.Point{X: at.X, Y: at.Y - s.l.carH/2 - pad}
		}
		return picture.Point{X: at.X, Y: at.Y + s.l.carH/2 + pad}
	}
	if math.Abs(at.Y-from.Y) < s.l.cell/2 {
		at.Y = from.Y
	}
	dx, dy := at.X-from.X, at.Y-from.Y
	n := math.Hypot(dx, dy)
	// trailArrows takes a car's half width (and 0.1) off the end.
	back := pad - 0.1
	return picture.Point{X: at.X - dx/n*back, Y: at.Y - dy/n*back}
}

// cars draws the cars on the track, over the arrows so that their labels
// read, the car due outlined twice; the last move's car is kept for the
// focus.
func (s *sheet) cars() {
	for lane := range s.d.cells {
		for _, c := range s.d.cells[lane] {
			if c < 0 {
				continue
			}
			// Where the engine says it stands: a car past the line by the
			// finish bar, not in the ring's column by the start.
			pt, ok := s.center(s.e.cars[c].pos)
			if !ok {
				continue
			}
			car := picture.Place(s.l.car(s.ink(c), s.label(c)), pt.X, pt.Y)
			// The lap's disc over the double frame of the car due, which
			// crosses the corner it stands out at.
			var badge *picture.Node
			if n := s.lapOf(c); n > 1 {
				badge = picture.Place(lapBadge(s.l, n, s.lapCorner(c)), pt.X, pt.Y)
			}
			if c == s.d.lastCar {
				s.focus = car
				if badge != nil {
					s.focus = picture.Group(car, badge)
				}
			} else {
				s.g.Add(car)
			}
			if c == s.d.due {
				s.g.Add(picture.ToMove(picture.Place(s.l.dueMark(), pt.X, pt.Y)))
			}
			if badge != nil && c != s.d.lastCar {
				s.g.Add(badge)
			}

		}
	}
}

// lapOf is the lap car c is on, when the race has more than one: 0 for a
// car behind the start line, past the finish or in a one-lap race.
func (s *sheet) lapOf(c int) int {
	if s.e.laps < 2 || !s.e.cars[c].onTrack || s.e.cars[c].dist >= s.e.goal {
		return 0
	}
	return lap(s.e.cars[c].dist, s.e.length)
}

// lapCorner is the corner of car c's cell its lap number stands on, away
// from the arrows that touch it: the top left, where a refused path
// leaves along the lower third to the right; the bottom left for the car
// that moved last, its arrow come in along the lane's middle (or the top
// left, when it came up into the car from below).
func (s *sheet) lapCorner(c int) picture.Point {
	if c != s.d.lastCar || len(s.d.trail) < 2 {
		return picture.Point{X: -1, Y: -1}
	}
	if n := len(s.d.trail); s.d.trail[n-2].lane > s.d.trail[n-1].lane {
		return picture.Point{X: -1, Y: -1}
	}
	return picture.Point{X: -1, Y: 1}
}

// lapping tells whether a car on the track is on its second lap or later,
// and so carries its lap's number (lapBadge).
func (s *sheet) lapping() bool {
	for c := range s.e.cars {
		if s.lapOf(c) > 1 {
			return true
		}
	}
	return false
}

// refusedGhost puts a refused move's ghost in focus where its path ends,
// crossed, the last move's car back among the others.
func (s *sheet) refusedGhost(refusedCar int, refused []pos) {
	if len(refused) <= 1 {
		return
	}
	s.g.Add(s.focus)
	s.focus = nil
	if s.blocked > 0 && s.blocked < len(refused) {
		// Stopped at the car in the way (blockedPath): no ghost past it.
		return
	}
	pt, ok := s.ghostAt(refused[len(refused)-1])
	if !ok {
		if at, on := s.center(refused[0]); on {
			ring := func() *picture.Node {
				return picture.Rect(-s.l.carW/2-1, -s.l.carH/2-1, s.l.carW+2, s.l.carH+2).Set("rx", "1.7").Fill("none")
			}
			cross := s.crossSpot(at, 1, "")
			s.marks = append(s.marks, picture.Focus(picture.Place(picture.Group(ring().Stroke("#ffffff", picture.RefusedWidth+0.6),
				ring().Stroke(picture.Refused, picture.RefusedWidth*0.8).Set("stroke-dasharray", picture.RefusedHeavyDash),
				picture.Place(picture.RefusedBadge(0), cross.X, cross.Y)), at.X, at.Y)))
		}
		return
	}
	// The ghost as large as a car, the large cross at its corner, beside
	// its label (picture.RefusedBadge: at least picture.MarkMin across).
	cross := s.crossSpot(pt, 0, s.label(refusedCar))
	s.marks = append(s.marks, picture.Focus(picture.Place(picture.Group(s.l.ghost(s.label(refusedCar)),
		picture.Place(picture.RefusedBadge(0), cross.X, cross.Y)), pt.X, pt.Y)))
}

// crossSpot is where a refused move's large cross stands, from the middle
// of its ghost (or of the ringed car, a frame pad wide) at pt: at a corner
// or a side of it clear of every car on the track and of the ghost's own
// label (always at the ghost's top right corner, it covered the label of
// the car in the next cell, «Б2», and a ringed car's own «W1»). The first
// clear spot of the corners and sides wins; none clear, the top right.
func (s *sheet) crossSpot(pt picture.Point, pad float64, label string) picture.Point {
	r := picture.MarkMin / 2
	hw, hh := s.l.carW/2+pad, s.l.carH/2+pad
	spots := []picture.Point{
		{X: hw + 0.8, Y: -hh - 0.4}, {X: -hw - 0.8, Y: -hh - 0.4}, {X: hw + 0.8, Y: hh + 0.4}, {X: -hw - 0.8, Y: hh + 0.4},
		{X: 0, Y: -hh - r - 0.2}, {X: 0, Y: hh + r + 0.2}, {X: hw + r + 0.2, Y: 0}, {X: -hw - r - 0.2, Y: 0},
		{X: hw + r + 0.2, Y: -hh - r}, {X: -hw - r - 0.2, Y: -hh - r}, {X: hw + r + 0.2, Y: hh + r}, {X: -hw - r - 0.2, Y: hh + r},
	}
	type box struct{ x0, y0, x1, y1 float64 }
	var boxes []box
	for i, car := range s.e.cars {
		if c, ok := s.center(car.pos); ok && car.onTrack {
			// With its frames: the outline of the car in the way, the
			// double frame of the car due, clear of the cross too.
			k := 0.0
			switch i {
			case s.culprit:
				k = culpritPad + 0.65
			case s.d.due:
				k = 1.1
			}
			boxes = append(boxes, box{c.X - s.l.carW/2 - k, c.Y - s.l.carH/2 - k, c.X + s.l.carW/2 + k, c.Y + s.l.carH/2 + k})
			if s.lapOf(i) > 1 {
				d := s.l.lapSpot(s.lapCorner(i))
				boxes = append(boxes, box{c.X + d.X - 1.6, c.Y + d.Y - 1.6, c.X + d.X + 1.6, c.Y + d.Y + 1.6})
			}
		}
	}
	// The rulers' numbers over the bands.
	for b, band := range s.bands {
		for i, col := range band {
			if col%5 == 0 || col == -1 {
				x, w := s.l.x0+s.colX(b, i)+s.l.cell/2, picture.TextWidth(strconv.Itoa(col), picture.Small)/2+0.3
				boxes = append(boxes, box{x - w, s.bandTop[b] - 1.3 - picture.Small*0.8, x + w, s.bandTop[b] - 1.0})
			}
		}
	}
	if label != "" {
		w := picture.TextWidth(label, picture.Small)/2 + 0.3
		boxes = append(boxes, box{pt.X - w, pt.Y - picture.Small*0.5, pt.X + w, pt.Y + picture.Small*0.5})
	}
	clear := func(p picture.Point) bool {
		x, y := pt.X+p.X, pt.Y+p.Y
		for _, b := range boxes {
			cx, cy := max(b.x0, min(x, b.x1)), max(b.y0, min(y, b.y1))
			if math.Hypot(x-cx, y-cy) < r {
				return false
			}
		}
		return true
	}
	for _, p := range spots {
		if clear(p) {
			return p
		}
	}
	return spots[0]
}

// ghostAt is where a refused move's ghost is drawn, its path ending there:
// in the middle of the cell it meant to reach, or, when a car stands there
// (a car it may not pass), beside it in the next lane's half of the
// column, clear of that car — over it, the ghost hid the car, and a frame
// round the car standing there made that innocent car look refused.
func (s *sheet) ghostAt(end pos) (picture.Point, bool) {
	pt, ok := s.center(end)
	if !ok || s.d.cells[end.lane-1][column(end.dist, s.e.length)] < 0 {
		return pt, ok
	}
	free := func(lane int) bool {
		return lane >= innerLane && lane <= outerLane && s.d.cells[lane-1][column(end.dist, s.e.length)] < 0
	}
	shift := s.l.cell * 0.8
	switch {
	case free(end.lane + 1):
		pt.Y += shift
	case free(end.lane - 1):
		pt.Y -= shift
	case end.lane < outerLane:
		pt.Y += shift
	default:
		pt.Y -= shift
	}
	return pt, true
}

// finishedCars draws the cars that have finished and left the track, past
// the line in the order they finished, each with its place.
func (s *sheet) finishedCars() {
	var gone []int
	for _, c := range s.e.finishers {
		if !s.e.cars[c].onTrack {
			gone = append(gone, c)
		}
	}
	if len(gone) == 0 {
		return
	}
	if spots := s.apronSpots(gone); spots != nil {
		for i, c := range gone {
			s.finishedCarAt(c, spots[i])
		}
		s.keys = append(s.keys, picture.KeyLine{Sample: placeBadge(0, 0, 1), Text: s.w.Say(finishedPast)})
		return
	}
	s.y += 5
	texts, next := picture.Labels(bMargin, s.y, 3.2, picture.Wrap(s.w.Say(finishedOrder), picture.Small, s.width-2*bMargin))
	s.g.Add(picture.Group(texts...).Num("font-size", picture.Small).Share())
	s.y = next - 3.2 + 2
	x := bMargin
	for _, c := range gone {
		if x+s.l.carW > s.width-bMargin {
			x, s.y = bMargin, s.y+s.l.carH+5
		}
		s.finishedCar(c, x)
		x += s.l.carW + 3
	}
	s.y += s.l.carH + 3
}

// apronSpots is where the cars that have left the track, gone, stand in
// the apron past the finish line, in the order they finished: the cells
// nearest the bar first, lane 1 down, then the next column, clear of the
// cars still on the track there; the last move's car where its arrow
// ends, when that cell is free. nil when the apron has too few cells: the
// cars go under the track. Drawn in a strip under the track, they fell
// below a phone's frame, among the words the page sets under it.
func (s *sheet) apronSpots(gone []int) []picture.Point {
	n := s.apron()
	if n == 0 {
		return nil
	}
	if spots := s.realSpots(gone, n); spots != nil {
		return spots
	}
	at := s.where[s.e.length-1]
	left := s.l.x0 + s.colX(at.band, at.i) + s.l.cell + apronGap
	taken := s.apronTaken
	spots := make([]picture.Point, len(gone))
	var placed []picture.Point
	for i, c := range gone {
		if c == s.d.lastCar && len(s.d.trail) > 1 {
			if pt, ok := s.pastTheFinish(s.d.trail[len(s.d.trail)-1]); ok && !taken(pt, nil) {
				spots[i] = pt
			}
		}
	}
	// The last move's path past the line: no other car stands on it
	// (its arrow ran over the car in its lane, hiding the place).
	if s.d.lastCar >= 0 {
		for _, p := range s.d.trail {
			if pt, ok := s.pastTheFinish(p); ok {
				placed = append(placed, pt)
			}
		}
	}
	i := 0
	for col := 0; col < n && i < len(gone); col++ {
		for lane := innerLane; lane <= outerLane && i < len(gone); lane++ {
			for i < len(gone) && spots[i] != (picture.Point{}) {
				i++
			}
			if i == len(gone) {
				break
			}
			pt := picture.Point{X: left + (float64(col)+0.5)*s.l.cell, Y: s.bandTop[at.band] + float64(lane-1)*s.l.cell + s.l.cell/2}
			if taken(pt, placed) {
				continue
			}
			spots[i] = pt
			placed = append(placed, pt)
			i++
		}
	}
	for _, pt := range spots {
		if pt == (picture.Point{}) {
			return nil
		}
	}
	return spots
}

// realSpots is where the cars that have left the track, gone, finished:
// each on its own cell past the line, in its lane, as the legend says
// (set out in finishing order, a car stood in a lane it never drove in,
// and jumped lanes between its last move and the race's end); the place
// is told by its disc. A cell past the apron's n cells (a phone's
// narrow picture) is drawn in the farthest free one of its lane, nearer
// the line. nil when a lane has no free cell left: the cars are then set
// out in order (apronSpots).
func (s *sheet) realSpots(gone []int, n int) []picture.Point {
	var spots []picture.Point
	for _, c := range gone {
		p := s.e.cars[c].pos
		placed := false
		for k := min(p.dist-s.e.goal, n-1); k >= 0 && !placed; k-- {
			pt, ok := s.pastTheFinish(pos{lane: p.lane, dist: s.e.goal + k})
			if ok && !s.apronTaken(pt, spots) {
				spots, placed = append(spots, pt), true
			}
		}
		if !placed {
			return nil
		}
	}
	return spots
}

// apronTaken says whether a car on the track, or one of spots, stands at
// pt.
func (s *sheet) apronTaken(pt picture.Point, spots []picture.Point) bool {
	near := func(q picture.Point) bool { return math.Abs(q.X-pt.X) < 0.1 && math.Abs(q.Y-pt.Y) < 0.1 }
	for _, car := range s.e.cars {
		if q, ok := s.center(car.pos); ok && car.onTrack && near(q) {
			return true
		}
	}
	for _, q := range spots {
		if near(q) {
			return true
		}
	}
	return false
}

// finishedCarAt draws car c that has left the track at pt in the apron,
// its place in a black disc out at its top right corner, clear of its
// label (on the corner it covered the label's end: «W1», «G2»; a lap's
// number is in a white one).
func (s *sheet) finishedCarAt(c int, pt picture.Point) {
	car := picture.Place(picture.Group(s.l.car(s.ink(c), s.label(c)), placeBadge(s.l.carW/2+0.3, -s.l.carH/2-0.4, s.place(c))), pt.X, pt.Y)
	if c == s.d.lastCar && s.focus == nil {
		s.focus = car
	} else {
		s.g.Add(car)
	}
}

// placeBadge is a finished car's place, white in a black disc at (x, y).
func placeBadge(x, y float64, n int) *picture.Node {
	return picture.Group(picture.Circle(x, y, 1.45).Fill("#000000").Stroke("#ffffff", 0.3),
		picture.Text(x, y+0.8, picture.Small, "middle", strconv.Itoa(n)).Bold().Fill("#ffffff"))
}

// finishedCar draws car c past the line at x, its place under it.
func (s *sheet) finishedCar(c int, x float64) {
	l := s.l
	car := picture.Place(l.car(s.ink(c), s.label(c)), x+l.carW/2, s.y+l.carH/2)
	if c == s.d.lastCar && s.focus == nil {
		// The last move's car, past the line where its path ends.
		s.focus = car
	} else {
		s.g.Add(car)
	}
	s.g.Add(picture.Text(x+l.carW/2, s.y+l.carH+2.6, picture.Small, "middle", strconv.Itoa(s.place(c))))
}

// place is car c's place among the cars that finished, from 1.
func (s *sheet) place(c int) int {
	place := 0
	for i, f := range s.e.finishers {
		if f == c {
			place = i + 1
		}
	}
	return place
}
