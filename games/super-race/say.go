package superrace

// The words of a position: squares and where a route stands.

// place names a square by its row and column alone.
func (r *race) place(cell int) Place {
	row, col := r.track.rowCol(cell)
	return Place{Row: row + 1, Col: col + 1}
}

// square names a square for a message: its row and column on the map
// (from 1) and what it is, or the edge of the map for a square beyond it.
func (r *race) square(cell int) Square {
	if r.track.beyond(cell) {
		return Square{Beyond: true}
	}
	row, col := r.track.rowCol(cell)
	q := r.track.sq[cell]
	return Square{Row: row + 1, Col: col + 1, Colour: q.colour(), Plus: q.plus(), Start: r.track.startNumber(cell), Off: !q.track()}
}

// position is where a car stands: on the start line, or on the edge after
// its last square, heading on.
func (r *race) position(c *car) Position {
	if !c.started {
		return Position{Next: r.square(c.cell), Heading: c.h}
	}
	return Position{Started: true, Last: r.square(r.track.next(c.cell, c.h.back())), Next: r.square(c.cell), Heading: c.h}
}
