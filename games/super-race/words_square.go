package superrace

// The words of a position: squares and where a route stands.

// square names a square by its row and column on the map (from 1). A
// square beyond the edge of the map has none: callers say so instead.
func (r *race) square(cell int) Square {
	row, col := r.track.rowCol(cell)
	return Square{Row: row + 1, Col: col + 1}
}

// position is where a car stands: on the start line, or at the junction of
// its last square and the next.
func (r *race) position(c *car) Position {
	if !c.started {
		return Position{Next: r.square(c.cell), Start: r.track.startNumber(c.cell)}
	}
	return Position{Started: true, Last: r.square(r.track.next(c.cell, c.h.back())), Next: r.square(c.cell), Edge: r.track.beyond(c.cell)}
}
