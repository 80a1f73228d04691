package superrace

import (
	"slices"

	"github.com/boardgame-referee/referee/referee"
)

// Outcome says whether the race is over, who won and why.
func (r *race) Outcome() referee.Outcome {
	switch r.phase {
	case racing:
		if len(r.cars) == 1 {
			return referee.Outcome{Why: referee.Say("super-race.why.alone-racing", referee.Facts{"player": r.names[0], "turns": referee.Quantity{Count: r.cars[0].turns, Unit: "super-race.unit.turn"}, "n": r.cars[0].turns})}
		}
		return referee.Outcome{Why: referee.Say("super-race.why.racing", referee.Facts{"due": r.names[r.due]})}
	case final:
		f := r.finisher
		return referee.Outcome{Why: referee.Say("super-race.why.final", referee.Facts{"finisher": r.names[f], "past": pastMsg(r.cars[f].past), "last": r.names[len(r.names)-1]})}
	case tieBreak:
		first := firstTied(r.tied)
		return referee.Outcome{Why: referee.Say("super-race.why.tie-break", referee.Facts{"tied": r.tiedNames(), "past": pastMsg(r.cars[first].past), "due": r.names[r.due]})}
	}
	out := referee.Outcome{Over: true, Winners: slices.Clone(r.winners), Places: r.places()}
	w := r.winners[0]
	switch {
	case len(r.cars) == 1:
		n := r.cars[0].turns
		out.Why = referee.Say("super-race.why.alone", referee.Facts{"player": r.names[0], "turns": referee.Quantity{Count: n, Unit: "super-race.unit.turn"}, "score": n})
		out.Readings = []referee.Message{referee.Note(CodeReadingSoloScore, nil)}
	case r.shared:
		out.Why = referee.Say("super-race.why.shared", referee.Facts{"winners": r.winnerNames(), "past": pastMsg(r.cars[w].past)})
		out.Readings = []referee.Message{referee.Note(CodeReadingShared, nil)}
	case r.tied != nil:
		out.Why = referee.Say("super-race.why.tie-won", referee.Facts{"winner": r.names[w], "past": pastMsg(r.cars[w].past), "others": r.others()})
	default:
		out.Why = referee.Say("super-race.why.won", referee.Facts{"winner": r.names[w], "past": pastMsg(r.cars[w].past), "others": r.others()})
	}
	return out
}

func (r *race) winnerNames() referee.List {
	out := make(referee.List, len(r.winners))
	for i, p := range r.winners {
		out[i] = r.names[p]
	}
	return out
}

// others says where everyone but the winners ended: past the line or not
// finished.
func (r *race) others() referee.Message {
	var list referee.List
	for _, group := range r.places()[1:] {
		for _, p := range group {
			c := &r.cars[p]
			if c.finished {
				list = append(list, referee.Say("super-race.other.past", referee.Facts{"player": r.names[p], "past": pastMsg(c.past)}))
			} else {
				list = append(list, referee.Say("super-race.other.unfinished", referee.Facts{"player": r.names[p]}))
			}
		}
	}
	if len(list) == 0 {
		return referee.Say("super-race.others.none", nil)
	}
	return referee.Say("super-race.others", referee.Facts{"list": list})
}

// places ranks the players: the winners, then the finished players by their
// distance past the line, then those who did not finish.
func (r *race) places() [][]int {
	out := [][]int{slices.Clone(r.winners)}
	won := make([]bool, len(r.cars))
	for _, p := range r.winners {
		won[p] = true
	}
	var rest []int
	var unfinished []int
	for p, c := range r.cars {
		switch {
		case won[p]:
		case c.finished:
			rest = append(rest, p)
		default:
			unfinished = append(unfinished, p)
		}
	}
	slices.SortStableFunc(rest, func(a, b int) int { return r.cars[b].past - r.cars[a].past })
	for i, p := range rest {
		if i > 0 && r.cars[rest[i-1]].past == r.cars[p].past {
			out[len(out)-1] = append(out[len(out)-1], p)
			continue
		}
		out = append(out, []int{p})
	}
	if len(unfinished) > 0 {
		out = append(out, unfinished)
	}
	return out
}
