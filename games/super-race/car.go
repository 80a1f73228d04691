package superrace

// car is one player's race: their own copy of the track, the squares they
// have drawn through, and where the route stands now. The route stands on an
// edge between two squares («останавливаетесь вы на стыке квадратов»):
// cell is the square beyond that edge, h the heading it is entered in.
type car struct {
	cell     int     // the square the next step enters
	h        heading // the heading it is entered in
	started  bool    // the route has left the start line
	count    int     // signed crossings of the start/finish line
	finished bool
	past     int // half squares past the line where the route ends (finished cars)
	turns    int // turns drawn, passes and extra turns included
	// used holds, for each square of the padded grid, the number of the
	// player's turn that drove through it (from 1), or 0.
	used []uint16
	// path lists the squares driven through, in order, for the board.
	path []visit
}

// visit is one square of a drawn route.
type visit struct {
	cell    int32
	in, out heading
	turn    uint16
}

func newCar(t *Track, start int) car {
	return car{cell: t.starts[start], h: t.dir, used: make([]uint16, len(t.sq)), path: make([]visit, 0, 64)}
}

// free reports whether cell is a track square the car's route has not
// crossed: one a route may go on into.
func (c *car) free(t *Track, cell int) bool { return t.sq[cell].track() && c.used[cell] == 0 }

// last is the square the route last drove through, or -1 before any.
func (c *car) last() int {
	if len(c.path) == 0 {
		return -1
	}
	return int(c.path[len(c.path)-1].cell)
}

// endEdge is the square left last and the heading it was left in: the edge
// the route stands on.
func (c *car) endEdge(t *Track) (int, heading) {
	return t.next(c.cell, c.h.back()), c.h
}
