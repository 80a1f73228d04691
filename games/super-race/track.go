package superrace

// A track is a map of squares, read from the track map format of
// NOTATION.md. The grid is kept with a border of off-track squares all
// round, so that the square beyond any track square is always in the grid
// and a step needs no bounds check.

// sq describes one square in a byte, so that a step reads one byte.
type sq uint8

const (
	onTrack  sq = 1 << iota // part of the track
	colourLo                // two bits of colour: grey, red, blue, yellow
	colourHi
	plusOne // a bend marked +1
	startSq // a start square
	behind  // the square just behind a start square, across the line
	wall    // drawn `#` on the map (not track); for drawing only
)

func (s sq) track() bool     { return s&onTrack != 0 }
func (s sq) colour() colour  { return colour(s>>1) & 3 }
func (s sq) plus() bool      { return s&plusOne != 0 }
func (s sq) start() bool     { return s&startSq != 0 }
func (s sq) isBehind() bool  { return s&behind != 0 }
func withColour(c colour) sq { return sq(c) << 1 }

// maxSide bounds the rows and the columns of a map: a larger grid is no
// race board, and the bound keeps a pasted blob cheap to refuse.
const maxSide = 200

// Track is a parsed track map.
type Track struct {
	name   string // the name: line, or the file's name
	rows   int    // rows of the grid
	cols   int    // columns of the widest row
	w      int    // the width of a padded row, cols+2
	sq     []sq   // (rows+2)*(cols+2) squares, the border off the track
	dir    heading
	starts []int // the start squares, numbered from the left facing dir
	text   string
}

// cell is the padded index of row r, column c, both from 0.
func (t *Track) cell(r, c int) int { return (r+1)*t.w + c + 1 }

// rowCol is the inverse of cell.
func (t *Track) rowCol(cell int) (r, c int) { return cell/t.w - 1, cell%t.w - 1 }

// beyond reports whether cell is in the border round the grid: beyond the
// edge of the map, where no row or column of the map names it.
func (t *Track) beyond(cell int) bool {
	r, c := t.rowCol(cell)
	return r < 0 || r >= t.rows || c < 0 || c >= t.cols
}

// next is the square beyond cell in heading h.
func (t *Track) next(cell int, h heading) int {
	switch h {
	case up:
		return cell - t.w
	case rightward:
		return cell + 1
	case down:
		return cell + t.w
	}
	return cell - 1
}

// along is how far forward, in whole squares, a cell lies in the start
// direction, in the same scale for every cell of the grid.
func (t *Track) along(cell int) int {
	r, c := t.rowCol(cell)
	switch t.dir {
	case up:
		return -r
	case down:
		return r
	case rightward:
		return c
	}
	return -c
}

// past is how far, in half squares, the edge a route ends on lies beyond
// the start/finish line along the start direction: 0 on the line, 2 on the
// far edge of a start square, 1 on its side edge (RULES.md). The edge is
// the one cell is left by in heading h.
func (t *Track) past(cell int, h heading) int {
	e := 0
	switch h {
	case t.dir:
		e = 1
	case t.dir.back():
		e = -1
	}
	// The line is the back edge of the start squares: half a square behind
	// their middle.
	line := 2*t.along(t.starts[0]) - 1
	return 2*t.along(cell) + e - line
}

// crossing is +1 when leaving cell in heading h crosses the start/finish
// line forwards, −1 when it crosses it backwards, else 0.
func (t *Track) crossing(cell int, h heading) int {
	s := t.sq[cell]
	switch {
	case h == t.dir && s.isBehind():
		return 1
	case h == t.dir.back() && s.start():
		return -1
	}
	return 0
}

// cross is the crossing count after leaving cell in heading h from a count
// of count, the crossing itself, and whether it completes the lap: a
// forward crossing that brings the count to +1 (RULES.md).
func (t *Track) cross(count, cell int, h heading) (after int, x int8, done bool) {
	x = int8(t.crossing(cell, h))
	return count + int(x), x, x > 0 && count+int(x) == 1
}

// Name is the track's name.
func (t *Track) Name() string { return t.name }

// Text is the map as written.
func (t *Track) Text() string { return t.text }

// startNumber is the number of a start square (from 1), or 0.
func (t *Track) startNumber(cell int) int {
	for i, s := range t.starts {
		if s == cell {
			return i + 1
		}
	}
	return 0
}
