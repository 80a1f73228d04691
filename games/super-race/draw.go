package superrace

import (
	"strconv"
	"strings"
)

// Drawing is one player's copy of the track as it looks now: what is where,
// as plain data. The text board is drawn from it, and pictures can be.
type Drawing struct {
	Rows, Cols int
	Dir        heading       // the start direction
	Squares    []DrawnSquare // Rows*Cols, row by row
	// Where the route stands: on the start line before the first turn, or
	// on the edge after its last square.
	Started bool
	Last    int     // the index of the last square driven through, or -1
	Ahead   int     // the index of the square the next turn enters, or -1 off the map
	Heading heading // the heading the next turn goes on in
	// Route is the squares driven through, in the order driven: what a
	// picture draws as the line on the paper.
	Route []Visit
}

// Visit is one square of a route: its index in Squares, the heading it
// was entered in and left in (a curve when they differ), and the turn.
type Visit struct {
	Index   int
	In, Out heading
	Turn    int
}

// DrawnSquare is one square of a Drawing.
type DrawnSquare struct {
	Track  bool
	Wall   bool // drawn `#` on the map
	Colour colour
	Plus   bool
	Start  int // the start square's number, or 0
	Turn   int // the player's turn that drove through it, or 0
	Out    heading
	Last   bool
}

// draw makes the Drawing of car c.
func (t *Track) draw(c *car) Drawing {
	d := Drawing{Rows: t.rows, Cols: t.cols, Dir: t.dir, Squares: make([]DrawnSquare, t.rows*t.cols),
		Started: c.started, Last: -1, Ahead: -1, Heading: c.h}
	index := func(cell int) int {
		r, col := t.rowCol(cell)
		if r < 0 || r >= t.rows || col < 0 || col >= t.cols {
			return -1
		}
		return r*t.cols + col
	}
	for r := 0; r < t.rows; r++ {
		for col := 0; col < t.cols; col++ {
			cell := t.cell(r, col)
			q := t.sq[cell]
			d.Squares[r*t.cols+col] = DrawnSquare{Track: q.track(), Wall: q&wall != 0, Colour: q.colour(), Plus: q.plus(),
				Start: t.startNumber(cell), Turn: int(c.used[cell])}
		}
	}
	for _, v := range c.path {
		i := index(int(v.cell))
		d.Squares[i].Out = v.out
		d.Route = append(d.Route, Visit{Index: i, In: v.in, Out: v.out, Turn: int(v.turn)})
	}
	if last := c.last(); last >= 0 {
		d.Last = index(last)
		d.Squares[d.Last].Last = true
	}
	d.Ahead = index(c.cell)
	return d
}

// glyph is how the text board shows a square.
func (s DrawnSquare) glyph() rune {
	switch {
	case s.Last:
		return [...]rune{'⇧', '⇨', '⇩', '⇦'}[s.Out]
	case s.Turn > 0:
		return [...]rune{'↑', '→', '↓', '←'}[s.Out]
	case !s.Track && s.Wall:
		return '#'
	case !s.Track:
		return ' '
	case s.Start > 0:
		return 'S'
	case s.Plus:
		return [...]rune{'+', 'R', 'B', 'Y'}[s.Colour]
	}
	return [...]rune{'.', 'r', 'b', 'y'}[s.Colour]
}

// text draws the grid with row numbers on the left and column numbers
// above, so that «row 7, column 12» can be found.
func (d Drawing) text() string {
	var b strings.Builder
	label := len(strconv.Itoa(d.Rows))
	pad := strings.Repeat(" ", label+1)
	if d.Cols >= 10 {
		b.WriteString(pad)
		for c := 1; c <= d.Cols; c++ {
			if c >= 10 {
				b.WriteByte(byte('0' + c/10%10))
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	b.WriteString(pad)
	for c := 1; c <= d.Cols; c++ {
		b.WriteByte(byte('0' + c%10))
	}
	b.WriteByte('\n')
	for r := 0; r < d.Rows; r++ {
		n := strconv.Itoa(r + 1)
		b.WriteString(strings.Repeat(" ", label-len(n)))
		b.WriteString(n)
		b.WriteByte(' ')
		row := d.Squares[r*d.Cols : (r+1)*d.Cols]
		end := len(row)
		for end > 0 && row[end-1].glyph() == ' ' {
			end--
		}
		for _, s := range row[:end] {
			b.WriteRune(s.glyph())
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// toGo is the fewest squares car c must still drive to complete its lap,
// whatever the dice: the shortest way over unused track squares of any
// colour to a forward crossing that brings its count to +1. It is -1 when
// no way is left.
func (t *Track) toGo(c *car) int {
	if c.finished {
		return 0
	}
	// A state is a square, the heading it is entered in and the crossing
	// count, kept from −2 to 0 (lower counts need the same way back).
	const counts = 3
	key := func(cell int, h heading, k int) int { return (cell*4+int(h))*counts + k + 2 }
	seen := make([]bool, len(t.sq)*4*counts)
	type state struct {
		cell int
		h    heading
		k    int
	}
	start := state{c.cell, c.h, max(c.count, -2)}
	frontier := []state{start}
	seen[key(start.cell, start.h, start.k)] = true
	for depth := 1; len(frontier) > 0; depth++ {
		var next []state
		for _, s := range frontier {
			if !c.free(t, s.cell) {
				continue
			}
			for _, st := range [...]step{ahead, left, right} {
				out := s.h.turn(st)
				k, _, done := t.cross(s.k, s.cell, out)
				if done {
					return depth
				}
				k = max(k, -2)
				n := t.next(s.cell, out)
				if i := key(n, out, k); !seen[i] {
					seen[i] = true
					next = append(next, state{n, out, k})
				}
			}
		}
		frontier = next
	}
	return -1
}
