package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// Outcome: «Победитель определяется сразу. В партии на нескольких игроков
// остальные могут продолжать, чтобы разыграть следующие места.» The game is
// over — its winner known — the moment the first player fills their target;
// places after the first are added as the others finish, and the last
// player still racing takes the last place.
func (g *game) Outcome() referee.Outcome {
	if len(g.finished) == 0 {
		homes := make(referee.List, len(g.names))
		for p, name := range g.names {
			homes[p] = referee.Say("chinese-checkers.why.home-item", g.targetFacts(p, referee.Facts{"player": name, "home": g.home(p)}))
		}
		return referee.Outcome{Why: referee.Say("chinese-checkers.why.racing", g.targetFacts(0, referee.Facts{"homes": homes}))}
	}
	first := g.finished[0]
	facts := g.targetFacts(first, referee.Facts{"player": g.names[first]})
	how := referee.Say("chinese-checkers.why.filled", facts)
	if g.parlettW[first] {
		how = referee.Say("chinese-checkers.why.parlett", facts)
	}
	o := referee.Outcome{Over: true, Winners: []int{first}}
	for _, p := range g.finished {
		o.Places = append(o.Places, []int{p})
	}
	if g.decided() {
		for p := range g.names {
			if g.place[p] == 0 {
				o.Places = append(o.Places, []int{p})
			}
		}
		o.Why = referee.Say("chinese-checkers.why.decided", referee.Facts{"how": how, "places": g.placeList()})
		return o
	}
	o.PlayOn = true
	o.Why = referee.Say("chinese-checkers.why.play-on", referee.Facts{"how": how, "places": g.placeList(), "rest": referee.Names(g.racing())})
	return o
}

// placeList lists the places known: "1. Аня, 2. Боря" — joined by commas,
// not as a list with "and", since it is a ranking. Once every place is
// decided, the one player still racing takes the last.
func (g *game) placeList() referee.Message {
	items := g.placeItems()
	out := items[len(items)-1]
	for i := len(items) - 2; i >= 0; i-- {
		out = referee.Say("chinese-checkers.places", referee.Facts{"first": items[i], "rest": out})
	}
	return out
}

func (g *game) placeItems() []referee.Message {
	var out []referee.Message
	for _, p := range g.finished {
		id := "chinese-checkers.place-item"
		if g.parlettW[p] {
			id = "chinese-checkers.place-item-parlett"
		}
		out = append(out, referee.Say(id, referee.Facts{"n": g.place[p], "player": g.names[p]}))
	}
	if g.decided() {
		for p, name := range g.names {
			if g.place[p] == 0 {
				out = append(out, referee.Say("chinese-checkers.place-item-last", referee.Facts{"n": len(g.finished) + 1, "player": name}))
			}
		}
	}
	return out
}
