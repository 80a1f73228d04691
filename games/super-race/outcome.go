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
			return referee.Outcome{Why: RacingAlone{Player: r.names[0]}}
		}
		return referee.Outcome{Why: Racing{Due: r.names[r.due]}}
	case final:
		f := r.finisher
		return referee.Outcome{Why: FinalRound{Finisher: r.names[f], Past: pastOf(r.cars[f].past), Last: r.names[len(r.names)-1]}}
	case tieBreak:
		first := firstTied(r.tied)
		return referee.Outcome{Why: TieBreak{Tied: r.tiedNames(), Past: pastOf(r.cars[first].past), Due: r.names[r.due]}}
	}
	out := referee.Outcome{Over: true, Winners: slices.Clone(r.winners), Places: r.places()}
	w := r.winners[0]
	switch {
	case len(r.cars) == 1:
		out.Why = Alone{Player: r.names[0], Turns: r.cars[0].turns}
		out.Interpretations = []referee.Message{Reading(CodeReadingSoloScore)}
	case r.shared:
		out.Why = Shared{Past: pastOf(r.cars[w].past), Tied: len(r.winners)}
		out.Interpretations = []referee.Message{Reading(CodeReadingShared)}
	case r.tied != nil:
		out.Why = TieWon{Winner: r.names[w], Past: pastOf(r.cars[w].past), Others: r.others()}
	default:
		out.Why = Won{Winner: r.names[w], Past: pastOf(r.cars[w].past), Others: r.others()}
	}
	return out
}

func (r *race) winnerNames() []string {
	out := make([]string, len(r.winners))
	for i, p := range r.winners {
		out[i] = r.names[p]
	}
	return out
}

// others says where everyone but the winners ended: past the line or not
// finished.
func (r *race) others() []Placed {
	var out []Placed
	for _, group := range r.places()[1:] {
		for _, p := range group {
			c := &r.cars[p]
			out = append(out, Placed{Player: r.names[p], Finished: c.finished, Past: pastOf(c.past)})
		}
	}
	return out
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
