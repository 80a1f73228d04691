package turtles

import (
	"slices"
	"strings"

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
			return referee.Outcome{Why: referee.Say("turtles.why.all-on-start", nil)}
		}
		return referee.Outcome{Why: referee.Say("turtles.why.leading", referee.Facts{"turtles": r.terms(r.on(best)), "square": r.squareMsg(best)})}
	}
	finish := r.finishFact()
	if !r.coloursKnown {
		return referee.Outcome{Over: true, Unnamed: true, Why: referee.Say("turtles.why.no-colours", referee.Facts{"finish": finish, "order": r.order()})}
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
		return referee.Outcome{Over: true, Winners: slices.Clone(contenders), Places: r.places(), Why: referee.Say("turtles.why.start-tie", referee.Facts{
			"finish": finish, "turtles": r.owned(contenders), "players": r.playerNames(contenders)}),
			Readings: []referee.Message{referee.Note(CodeReadingStartTie, nil)}}
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
		return referee.Outcome{Over: true, Winners: winners, Places: places, Why: r.furthest(finish, winner, best)}
	}
	facts := referee.Facts{"finish": finish, "turtle": r.colourOf[winner].Fact(), "player": r.names[winner], "square": r.squareMsg(best), "at": r.squareAt(best)}
	facts["turtles"] = r.owned(contenders)
	return referee.Outcome{Over: true, Winners: winners, Places: places, Why: referee.Say("turtles.why.lowest", facts)}
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

// furthest is the reason of a race won by the one furthest turtle of a
// player's: the Spec keeps it, by all it says (how the race ended, the
// turtle, the square on a track of its length and the winner's name), for
// the races that end so.
func (r *race) furthest(finish any, winner, best int) referee.Message {
	say := func(player string) referee.Message {
		return referee.Say("turtles.why.furthest", referee.Facts{"finish": finish, "turtle": r.colourOf[winner].Fact(), "player": player, "square": r.squareMsg(best), "at": r.squareAt(best)})
	}
	if r.said == nil {
		return say(r.names[winner])
	}
	k := whyKey{finish: r.finishKey(), turtle: r.colourOf[winner], square: best, track: r.track, player: r.names[winner]}
	if m, ok := r.said.furthest.Get(k); ok {
		return m
	}
	m := say(strings.Clone(r.names[winner])) // kept: not a part of the file's text
	r.said.furthest.Put(k, m)
	return m
}

// finishKey is all finishMsg says, in one number: the turtles on the
// finish bottom to top, the one that ended the race, whose they are.
func (r *race) finishKey() uint64 {
	riders := r.stacks[r.track]
	k := uint64(len(riders)) | uint64(r.finisher)<<3
	if r.coloursKnown {
		k |= 1 << 6
	}
	for i, t := range riders {
		k |= uint64(t+1) << (7 + 3*i)
		if r.owner(t) < 0 {
			k |= 1 << (32 + uint(t))
		}
	}
	if r.owner(r.finisher) < 0 {
		k |= 1 << 40
	}
	return k
}

// finishFact is finishMsg as a fact, kept by the Spec by its finishKey.
func (r *race) finishFact() any {
	if r.said == nil || len(r.stacks[r.track]) > int(numTurtles) {
		return r.finishMsg()
	}
	k := r.finishKey()
	if m, ok := r.said.finishes.Get(k); ok {
		return m
	}
	var m any = r.finishMsg()
	r.said.finishes.Put(k, m)
	return m
}

// finishMsg says which turtle ended the race and whether it is anyone's.
func (r *race) finishMsg() referee.Message {
	riders := r.stacks[r.track] // read only
	facts := referee.Facts{"turtle": r.finisher.Fact(), "stack": r.terms(riders)}
	if !r.coloursKnown {
		return referee.Say("turtles.why.finished", facts)
	}
	var neutral []Turtle
	for _, t := range riders {
		if r.owner(t) < 0 {
			neutral = append(neutral, t)
		}
	}
	if len(neutral) == 0 {
		return referee.Say("turtles.why.finished", facts)
	}
	if r.owner(r.finisher) < 0 {
		return referee.Say("turtles.why.finished-by-neutral", facts)
	}
	facts["neutral"], facts["count"] = r.terms(neutral), len(neutral)
	return referee.Say("turtles.why.finished-neutral", facts)
}

// order is the race order: furthest square first, lower turtle first on a
// shared square; turtles on the start last, in colour order.
func (r *race) order() referee.List {
	out := make(referee.List, 0, numTurtles)
	item := func(t Turtle, sq int) {
		out = append(out, referee.Say("turtles.order-item", referee.Facts{"turtle": t.Fact(), "square": r.squareMsg(sq)}))
	}
	for sq := r.track; sq > 0; sq-- {
		for _, t := range r.stacks[sq] {
			item(t, sq)
		}
	}
	for t := Turtle(0); t < numTurtles; t++ {
		if r.square[t] == 0 {
			item(t, 0)
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

func (r *race) owned(players []int) referee.List {
	out := make(referee.List, len(players))
	for i, p := range players {
		out[i] = r.ownedBy(p)
	}
	return out
}

// ownedBy names a player's turtle with the player's name: the Spec keeps
// it, by the turtle and the name, for the races to come.
func (r *race) ownedBy(p int) any {
	say := func(player string) any {
		return referee.Say("turtles.owned", referee.Facts{"turtle": r.colourOf[p].Fact(), "player": player})
	}
	if r.said == nil {
		return say(r.names[p])
	}
	k := ownedKey{turtle: r.colourOf[p], player: r.names[p]}
	if m, ok := r.said.owned.Get(k); ok {
		return m
	}
	m := say(strings.Clone(r.names[p])) // kept: not a part of the file's text
	r.said.owned.Put(k, m)
	return m
}

func (r *race) playerNames(players []int) []string {
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = r.names[p]
	}
	return out
}
