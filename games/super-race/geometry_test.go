package superrace

import "testing"

// TestSteps: each step in each heading leaves the square by the right edge.
func TestSteps(t *testing.T) {
	tr := mustMap(t, "start: up\ngrid:\n.....\n.....\n.....\n.....\n#S#\n")
	centre := tr.cell(2, 2)
	want := map[heading]map[step][2]int{ // the row and column of the next square
		up:        {ahead: {1, 2}, left: {2, 1}, right: {2, 3}},
		rightward: {ahead: {2, 3}, left: {1, 2}, right: {3, 2}},
		down:      {ahead: {3, 2}, left: {2, 3}, right: {2, 1}},
		leftward:  {ahead: {2, 1}, left: {3, 2}, right: {1, 2}},
	}
	for _, h := range headings {
		for _, s := range []step{ahead, left, right} {
			out := h.turn(s)
			r, c := tr.rowCol(tr.next(centre, out))
			if w := want[h][s]; r != w[0] || c != w[1] {
				t.Errorf("heading %s, step %s: next square row %d col %d, want %v", h.word(), s.symbol(), r, c, w)
			}
			if s == ahead && out != h || s != ahead && (out == h || out == h.back()) {
				t.Errorf("heading %s, step %s: leaves heading %s", h.word(), s.symbol(), out.word())
			}
		}
		if h.turn(left).turn(right) != h || h.back().back() != h {
			t.Errorf("heading %s: left then right is not straight on", h.word())
		}
	}
}

// drive plays routes for a car, each checked, and returns the car.
func driveRoutes(t *testing.T, tr *Track, start int, routes ...string) *car {
	t.Helper()
	c := newCar(tr, start)
	for i, r := range routes {
		var steps []step
		for _, ch := range r {
			steps = append(steps, map[rune]step{'^': ahead, '<': left, '>': right}[ch])
		}
		var w walk
		tr.drive(&c, grey, steps, &w)
		if w.fault != noFault {
			t.Fatalf("route %d %q: fault %d at step %d", i+1, r, w.fault, w.step)
		}
		for j := 0; j < w.n; j++ {
			c.used[w.cells[j]] = uint16(i + 1)
			c.path = append(c.path, visit{cell: int32(w.cells[j]), out: w.outs[j], turn: uint16(i + 1)})
		}
		c.cell, c.h, c.count, c.started = w.end, w.h, w.count, true
		if w.finishes >= 0 {
			c.finished = true
		}
	}
	return &c
}

// A plain ring without colours for the geometry: driven up from the S
// squares, round clockwise.
const ring = `start: up
grid:
########
#......#
#......#
#..##..#
#SS##..#
#..##..#
#......#
#......#
########
`

// TestCrossingCount: a lap counts +1 and finishes; a loop round the start
// squares (back over the line, then forward) finishes nothing.
func TestCrossingCount(t *testing.T) {
	tr := mustMap(t, ring)
	// Up the left, round the top, down the right, along the bottom and up
	// over the line from row 6.
	c := driveRoutes(t, tr, 0, "^^^>", "^^^^>", "^^^^", "^>", "^^^^", ">^", "^")
	if !c.finished || c.count != 1 {
		t.Fatalf("after a lap: finished %v count %d", c.finished, c.count)
	}
	// From start square 1: forward, right, right to face start square 2
	// heading down; then back over the line through it, left, left and up
	// over the line again through start square 3.
	tr2 := mustMap(t, "start: up\ngrid:\n#...#\n#SSS#\n#...#\n#####\n")
	c = driveRoutes(t, tr2, 0, "^>>", "^<<")
	if c.count != 0 || c.finished {
		t.Errorf("a loop round the start squares: count %d finished %v", c.count, c.finished)
	}
}

// TestDistances: the distance past the line in half squares — 0 on the
// line, 2 on the far edge of a start square, 1 on its side edge, negative
// short of it — in every start direction.
func TestDistances(t *testing.T) {
	for _, dir := range []string{"up", "right", "down", "left"} {
		grid := "#####\n#...#\n##S##\n#...#\n#####\n"
		if dir == "left" || dir == "right" {
			grid = "#####\n#.#.#\n#.S.#\n#.#.#\n#####\n"
		}
		tr := mustMap(t, "start: "+dir+"\ngrid:\n"+grid)
		d := tr.dir
		s := tr.starts[0]
		behindSq := tr.next(s, d.back())
		cases := []struct {
			cell int
			h    heading
			want int
		}{
			{behindSq, d, 0},
			{s, d, 2},
			{s, d.turn(left), 1},
			{s, d.turn(right), 1},
			{s, d.back(), 0},
			{behindSq, d.turn(left), -1},
			{tr.next(s, d), d, 4},
		}
		for _, c := range cases {
			if got := tr.past(c.cell, c.h); got != c.want {
				r, col := tr.rowCol(c.cell)
				t.Errorf("start %s: leaving row %d col %d heading %s: %d half squares, want %d", dir, r+1, col+1, c.h.word(), got, c.want)
			}
		}
		if tr.crossing(behindSq, d) != 1 || tr.crossing(s, d.back()) != -1 || tr.crossing(s, d) != 0 || tr.crossing(behindSq, d.turn(left)) != 0 {
			t.Errorf("start %s: crossings wrong", dir)
		}
	}
}

// TestDeadEnds: a route may not stop facing a wall or a used square, but
// the route that finishes may.
func TestDeadEnds(t *testing.T) {
	tr := mustMap(t, ring)
	c := newCar(tr, 0)
	var w walk
	tr.drive(&c, grey, []step{ahead, ahead, ahead, ahead}, &w) // up the left to the top wall
	if w.fault != deadEnd || w.cell != tr.cell(0, 1) {
		t.Errorf("facing the wall: fault %d at square %d", w.fault, w.cell)
	}
	tr.drive(&c, grey, []step{ahead, ahead, ahead, right}, &w)
	if w.fault != noFault {
		t.Errorf("facing the top row: fault %d", w.fault)
	}
	// Facing a square the same route crossed: right, right, right in the
	// 2×2 top-left corner.
	tr3 := mustMap(t, "start: up\ngrid:\n#..#\n#..#\n#SS#\n#..#\n")
	c3 := newCar(tr3, 0)
	tr3.drive(&c3, grey, []step{ahead, right, right, right}, &w)
	if w.fault != deadEnd || w.turn != 0 || !w.visits(w.cell) {
		t.Errorf("facing its own square: fault %d", w.fault)
	}
	// Facing a square an earlier turn used.
	c4 := driveRoutes(t, tr3, 0, "^^")
	tr3.drive(c4, grey, []step{right, right, right}, &w)
	if w.fault != deadEnd || w.turn != 1 {
		t.Errorf("facing an earlier turn's square: fault %d turn %d", w.fault, w.turn)
	}
	// The finishing route may stop facing a wall: on the ring, the last
	// turn goes up over the line and right into the start square 1's side.
	c5 := driveRoutes(t, tr, 1, "^^>", "^^^>", "^^^^", ">^^^", "^>")
	tr.drive(c5, grey, []step{ahead, ahead, left}, &w)
	if w.fault != noFault || w.finishes != 1 {
		t.Errorf("finishing facing the wall: fault %d finishes %d", w.fault, w.finishes)
	}
}

// TestRouteFaults: off the track, a square of another colour, a square used
// before or in this turn.
func TestRouteFaults(t *testing.T) {
	tr := mustMap(t, oval)
	c := newCar(tr, 1) // column 3, heading up
	var w walk
	tr.drive(&c, red, []step{ahead, right, ahead}, &w)
	if w.fault != offTrack || w.step != 2 {
		t.Errorf("into the infield: fault %d step %d", w.fault, w.step)
	}
	tr.drive(&c, red, []step{ahead, ahead, right, ahead}, &w) // row 3, column 4 is yellow
	if w.fault != wrongColour || w.step != 3 {
		t.Errorf("onto yellow with red: fault %d step %d", w.fault, w.step)
	}
	tr.drive(&c, yellow, []step{ahead, ahead, right, ahead}, &w)
	if w.fault != noFault {
		t.Errorf("onto yellow with yellow: fault %d", w.fault)
	}
	tr.drive(&c, red, []step{left, right, right, right, right}, &w)
	if w.fault != usedNow || w.step != 4 || w.turn != 0 {
		t.Errorf("round in a square: fault %d step %d turn %d", w.fault, w.step, w.turn)
	}
	c2 := driveRoutes(t, tr, 1, "^<")
	tr.drive(c2, red, []step{left, left, ahead}, &w)
	if w.fault != usedBefore || w.step != 2 || w.turn != 1 {
		t.Errorf("back onto the first turn's square: fault %d step %d turn %d", w.fault, w.step, w.turn)
	}
}
