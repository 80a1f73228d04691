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
			return referee.Outcome{Why: AllOnStart{Again: r.cardsPlayed}}
		}
		return referee.Outcome{Why: Leading{Turtles: r.on(best), Square: OnSquare(r.squareOf(best))}}
	}
	if !r.coloursKnown {
		why := NoColours{Finisher: r.finisher, Placed: r.overAt == 0, Finish: r.on(r.track), Riders: r.ridersHome(), Behind: r.behind(), Start: r.on(0), Key: r.colorsKey()}
		return referee.Outcome{Over: true, Unnamed: true, Why: why}
	}
	nobodys := r.owner(r.finisher) < 0
	placed := r.overAt == 0
	riders := r.ridersHome()
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
			Why:             SharedOnStart{Finisher: r.finisher, Placed: placed, Contenders: r.owned(contenders)},
			Interpretations: []referee.Message{StartTieReading{}}}
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
			Why: Furthest{Finisher: r.finisher, Placed: placed, Nobodys: nobodys, Riders: riders, Neutral: r.neutralBy(best), Turtle: r.colourOf[winner], Player: r.names[winner], Square: OnSquare(r.squareOf(best)), Tokens: r.owned(r.seats())}}
	}
	// The winner's turtle is named first: the sentence then says why it
	// wins («синяя (Паша) и жёлтая (Нина) … синяя ниже жёлтой»).
	named := []int{winner}
	var above []Below
	for _, p := range contenders {
		if p != winner {
			named = append(named, p)
			above = append(above, Below(r.colourOf[p]))
		}
	}
	return referee.Outcome{Over: true, Winners: winners, Places: places,
		Why: Lowest{Finisher: r.finisher, Placed: placed, Nobodys: nobodys, Riders: riders, Neutral: r.neutralBy(best), Contenders: r.owned(named), Tokens: r.owned(r.seats()), Turtle: r.colourOf[winner], Above: above, Square: OnSquare(r.squareOf(best))}}
}

// neutralBy are the turtles of nobody's, other than the finisher, on the
// finish and then on the winner's square sq, each bottom to top.
func (r *race) neutralBy(sq int) []Turtle {
	var out []Turtle
	for _, at := range []int{r.track, sq} {
		if at == 0 {
			continue
		}
		for _, t := range r.stacks[at] {
			if t != r.finisher && r.owner(t) < 0 && !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	return out
}

// ridersHome are the turtles the finisher carried to the finish, bottom
// to top: those above it in the finish's tower, where the move that ended
// the race put them. None when the setup put the finisher there.
func (r *race) ridersHome() []Rider {
	if r.overAt == 0 {
		return nil
	}
	tower := r.stacks[r.track]
	var out []Rider
	for i, t := range tower {
		if t == r.finisher {
			for _, above := range tower[i+1:] {
				out = append(out, Rider(above))
			}
			break
		}
	}
	return out
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

// behind is the race order between the finish and the start, square by
// square back: a tower bottom to top (the lower is ahead).
func (r *race) behind() []Place {
	var out []Place
	for sq := r.track - 1; sq > 0; sq-- {
		if on := r.on(sq); len(on) > 0 {
			out = append(out, Place{Turtles: on, Square: OnSquare(r.squareOf(sq))})
		}
	}
	return out
}

// colorsKey is the colours key as the record would write it: in the
// language of its players: line.
func (r *race) colorsKey() string {
	if r.russianKeys {
		return "цвета"
	}
	return "colors"
}

func (r *race) owner(t Turtle) int {
	for p, c := range r.colourOf {
		if c == t {
			return p
		}
	}
	return -1
}

// seats are all the players, in the order of the players: line.
func (r *race) seats() []int {
	out := make([]int, len(r.colourOf))
	for p := range out {
		out[p] = p
	}
	return out
}

// owned names players' turtles with their players.
func (r *race) owned(players []int) []Owned {
	out := make([]Owned, len(players))
	for i, p := range players {
		out[i] = Owned{Turtle: r.colourOf[p], Player: r.names[p]}
	}
	return out
}
