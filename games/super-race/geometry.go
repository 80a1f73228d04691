package superrace

// heading is the direction a route drives in, as seen on the map: up is
// towards the first row. Clockwise order, so that a right turn adds one.
type heading int8

const (
	up heading = iota
	rightward
	down
	leftward
)

// headings in clockwise order.
var headings = [...]heading{up, rightward, down, leftward}

// turn is the heading after a step: straight on keeps it, a curve turns a
// quarter to the left or the right («если вы поворачиваете … нарисуйте
// поворот в нужном направлении»).
func (h heading) turn(s step) heading {
	switch s {
	case left:
		return (h + 3) & 3
	case right:
		return (h + 1) & 3
	}
	return h
}

// back is the opposite heading.
func (h heading) back() heading { return (h + 2) & 3 }

// dRow and dCol are one square's move in a heading.
func (h heading) dRow() int { return [...]int{-1, 0, 1, 0}[h] }
func (h heading) dCol() int { return [...]int{0, 1, 0, -1}[h] }

// word is the heading's English name, as map files and messages write it.
func (h heading) word() string { return [...]string{"up", "right", "down", "left"}[h] }
