package turtles

import (
	"slices"

	"github.com/boardgame-referee/referee/referee"
)

// Outcome answers the seed's four questions in order: «достигла ли любая
// фигура финиша; какие цвета принадлежат игрокам; кто из этих фигур дальше;
// если клетка общая — кто ниже из претендентов».
func (r *race) Outcome() referee.Outcome {
	if !r.over {
		best := 0
		for t := Turtle(0); t < numTurtles; t++ {
			best = max(best, r.square[t])
		}
		if best == 0 {
			return referee.Outcome{Why: AllOnStart{}}
		}
		return referee.Outcome{Why: Leading{Turtles: r.on(best), Square: r.squareOf(best)}}
	}
	finish := r.finish()
	if !r.coloursKnown {
		return referee.Outcome{Over: true, Unnamed: true, Why: NoColours{Finish: finish, Order: r.order()}}
	}
	// Only the players' turtles compete; neutral ones are passed over.
	best := -1
	for _, c := range r.colourOf {
		best = max(best, r.square[c])
	}
	// players whose turtle is on the best square, on the stack: only a tie
	// on the start hands them on
	var on [numTurtles]int
	contenders := on[:0]
	for p, c := range r.colourOf {
		if r.square[c] == best {
			contenders = append(contenders, p)
		}
	}
	if best == 0 && len(contenders) > 1 {
		// Turtles on the start stand apart: nothing breaks the tie.
		return referee.Outcome{Over: true, Winners: slices.Clone(contenders), Places: r.places(),
			Why:      SharedOnStart{Finish: finish, Contenders: r.owned(contenders)},
			Readings: []referee.Message{StartTieReading{}}}
	}
	winner := contenders[0]
	for _, p := range contenders[1:] {
		if r.height(r.colourOf[p]) < r.height(r.colourOf[winner]) {
			winner = p
		}
	}
	places := r.places()
	// The winner heads the places, found the same way; the list of one is
	// cut from them (capacity and all) rather than made.
	winners := places[0][:1:1]
	if winners[0] != winner {
		winners = []int{winner}
	}
	if len(contenders) == 1 {
		return referee.Outcome{Over: true, Winners: winners, Places: places,
			Why: Furthest{Finish: finish, Turtle: r.colourOf[winner], Player: r.names[winner], Square: OnSquare(r.squareOf(best))}}
	}
	return referee.Outcome{Over: true, Winners: winners, Places: places,
		Why: Lowest{Finish: finish, Contenders: r.owned(contenders), Turtle: r.colourOf[winner], Square: OnSquare(r.squareOf(best))}}
}

// places ranks the players by their turtles the way the winner is found:
// further first, lower first on a shared square; players whose turtles
// stand on the start share the last place, since nothing tells them apart.
func (r *race) places() [][]int {
	// The race's own room for the first ranking (the one a check prints:
	// nothing to allocate), then one allocation for the order and the
	// places cut from it: an outcome worked out before may still be held.
	all := &r.ranked
	if r.rankedUsed {
		all = new(ranking)
	}
	r.rankedUsed = true
	order := all.order[:len(r.colourOf)]
	for p := range order {
		order[p] = p
	}
	ahead := func(a, b int) bool {
		ta, tb := r.colourOf[a], r.colourOf[b]
		if r.square[ta] != r.square[tb] {
			return r.square[ta] > r.square[tb]
		}
		return r.height(ta) < r.height(tb)
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case ahead(a, b):
			return -1
		case ahead(b, a):
			return 1
		}
		return 0
	})
	out := all.places[:0]
	for i, p := range order {
		if i > 0 && !ahead(order[i-1], p) {
			out[len(out)-1] = append(out[len(out)-1], p)
			continue
		}
		out = append(out, order[i:i+1:i+1]) // a place of its own, unless the next shares it
	}
	return out
}

// ranking is what places makes: the players in order and the places cut
// from it.
type ranking struct {
	order  [numTurtles]int
	places [numTurtles][]int
}

// finish says which turtle ended the race and which turtles on the
// finish are nobody's, as far as the colours are known.
func (r *race) finish() Finish {
	f := Finish{Turtle: r.finisher}
	if !r.coloursKnown {
		return f
	}
	f.Nobodys = r.owner(r.finisher) < 0
	if f.Nobodys {
		return f
	}
	for _, t := range r.stacks[r.track] {
		if r.owner(t) < 0 {
			f.Others = append(f.Others, t)
		}
	}
	return f
}

// order is the race order: furthest square first, lower turtle first on a
// shared square; turtles on the start last, in colour order.
func (r *race) order() []Placed {
	out := make([]Placed, 0, numTurtles)
	for sq := r.track; sq > 0; sq-- {
		for _, t := range r.stacks[sq] {
			out = append(out, Placed{Turtle: t, Square: r.squareOf(sq)})
		}
	}
	for t := Turtle(0); t < numTurtles; t++ {
		if r.square[t] == 0 {
			out = append(out, Placed{Turtle: t, Square: r.squareOf(0)})
		}
	}
	return out
}

func (r *race) owner(t Turtle) int {
	for p, c := range r.colourOf {
		if c == t {
			return p
		}
	}
	return -1
}

// owned names players' turtles with their players.
func (r *race) owned(players []int) []Owned {
	out := make([]Owned, len(players))
	for i, p := range players {
		out[i] = Owned{Turtle: r.colourOf[p], Player: r.names[p]}
	}
	return out
}
