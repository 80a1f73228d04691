package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// Outcome: «Победитель определяется сразу. В партии на нескольких игроков
// остальные могут продолжать, чтобы разыграть следующие места.» The game is
// over — its winner known — the moment the first player fills their target;
// places after the first are added as the others finish, and the last
// player still racing takes the last place.
func (g *game) Outcome() referee.Outcome {
	if len(g.finished) == 0 {
		why := Racing{Fifteen: g.pieces == 15}
		for p := range g.names {
			why.Players = append(why.Players, g.progress(p))
		}
		return referee.Outcome{Why: why}
	}
	first := g.finished[0]
	o := referee.Outcome{Over: true, Winners: []int{first}}
	for _, p := range g.finished {
		o.Places = append(o.Places, []int{p})
	}
	why := Won{Player: g.names[first], Parlett: g.parlettW[first], Point: g.target[first], Fifteen: g.pieces == 15, Places: g.placeItems()}
	if g.decided() {
		for p := range g.names {
			if g.place[p] == 0 {
				o.Places = append(o.Places, []int{p})
			}
		}
	} else {
		o.PlayOn, why.Racing = true, g.racing()
	}
	o.Why = why
	return o
}

// progress is how far player p is: their pieces in their target.
func (g *game) progress(p int) Progress {
	return Progress{Player: g.names[p], In: g.home(p), Of: g.own[p], Point: g.target[p], Fifteen: g.pieces == 15}
}

// placeItems are the places known, first first. Once every place is
// decided, the one player still racing takes the last.
func (g *game) placeItems() []Placed {
	var out []Placed
	for _, p := range g.finished {
		out = append(out, Placed{N: g.place[p], Player: g.names[p], Parlett: g.parlettW[p]})
	}
	if g.decided() {
		for p, name := range g.names {
			if g.place[p] == 0 {
				out = append(out, Placed{N: len(g.finished) + 1, Player: name, Last: true})
			}
		}
	}
	return out
}
