package bigraces

import "github.com/boardgame-referee/referee/referee"

// Blocker is a car that leaves the car due no move, told with a zero so
// that a reader sees why: a car ahead of it, inside it or outside it.
// Cell is where the blocker stands, in its own count, and At the same
// cell in the count of the car due: on a short ring a car well behind
// blocks what looks like a free cell (4/−4 is 4/6 on a 10-cell track).
// That is all the sentence says of it: a blocker is not said to be a lap
// behind, which its distance from the car due seldom is (−4 is nine
// cells behind 5).
type Blocker struct {
	Car     Car
	Ahead   bool
	Inside  bool `say:"optional"` // both languages name the lane by Cell's number alone
	Cell    Cell
	At      Cell
	Counted bool // Cell and At differ: say that they are one place
	// The blockers are one sentence's list: Then says that this one
	// follows another (Russian leaves out its verb: «а рядом, на
	// внутренней дорожке, — машина …»), and Next is the one after it, nil
	// for the last.
	Then bool
	Next *Blocker
}

func (Blocker) Code() referee.Code { return "big-races.told.blocker" }

// blockers are the cars on the cells next to car c that its zero rests
// on, and whether a step outward, though free, costs more than its limit.
func (r *race) blockers(c int, limit int, car func(int) Car) (out []Blocker, dear bool) {
	at := r.cars[c].pos
	look := func(p pos, ahead, inside bool) bool {
		o := r.at(p)
		if o < 0 {
			return false
		}
		own := r.cars[o].pos
		out = append(out, Blocker{Car: car(o), Ahead: ahead, Inside: inside, Cell: cellOf(own), At: cellOf(p), Counted: own != p})
		return true
	}
	look(pos{at.lane, at.dist + 1}, true, false)
	if at.lane > 1 {
		look(pos{at.lane - 1, at.dist}, false, true)
	}
	if at.lane < lanes && !look(pos{at.lane + 1, at.dist}, false, false) {
		dear = limit < stepCost[outward]
	}
	return out, dear
}

// chain makes blockers the one list a sentence says: the first, which
// names the next; nil for none.
func chain(bs []Blocker) *Blocker {
	var next *Blocker
	for i := len(bs) - 1; i >= 0; i-- {
		b := bs[i]
		b.Then, b.Next = i > 0, next
		next = &b
	}
	return next
}
