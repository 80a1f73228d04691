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
		for p, name := range g.names {
			in := g.home(p)
			why.Players = append(why.Players, Progress{Player: name, In: in, Of: g.own[p]})
			why.AnyIn = why.AnyIn || in > 0
		}
		return referee.Outcome{Why: why}
	}
	first := g.finished[0]
	o := referee.Outcome{Over: true, Winners: []int{first}}
	why := Won{Winner: g.names[first], Parlett: g.parlettW[first], Fifteen: g.pieces == 15, Partial: g.own[first] < g.pieces}
	if why.Parlett {
		why.Foreign, why.Owners = g.foreign(first)
	}
	ranking := g.ranking()
	for _, p := range ranking {
		o.Places = append(o.Places, []int{p})
	}
	if len(g.names) > 2 {
		// In a game of two the second place says nothing the winner's
		// does not.
		for _, p := range ranking[1:] {
			why.Next = append(why.Next, g.names[p])
		}
	}
	if !g.decided() {
		o.PlayOn, why.Racing = true, g.racing()
	}
	o.Why = why
	return o
}

// ranking is the players placed so far, first place first. Once every
// place is decided, the one player still racing takes the last.
func (g *game) ranking() []int {
	out := append([]int(nil), g.finished...)
	if g.decided() {
		for p := range g.names {
			if g.place[p] == 0 {
				out = append(out, p)
			}
		}
	}
	return out
}
