package turbo

import (
	"sort"

	"github.com/boardgame-referee/referee/referee"
)

// Outcome: «Игра заканчивается в следующих случаях: у всех игроков, кроме
// одного, кончились карты; разыграны все карты с заданиями — в этом случае
// игроки подсчитывают карты в своих стопках, у кого больше, тот и выиграл.»
func (t *table) Outcome() referee.Outcome {
	switch {
	case !t.over:
		return referee.Outcome{Why: t.playingFact()}
	case t.ended == lastIn:
		w := t.in()
		return referee.Outcome{Over: true, Winners: w, Why: t.endFact()}
	case !t.cardsKnown || t.anyHidden():
		// The count decides, and without `cards:` nobody can count; nor
		// with an open pile whose covered cards `open:` does not show.
		return referee.Outcome{Over: true, Unnamed: true, Why: t.endFact()}
	}
	places := t.places()
	o := referee.Outcome{Over: true, Winners: places[0], Places: places, Why: t.endFact()}
	if len(t.in()) < len(t.names) {
		o.Readings = []referee.Message{referee.Note(CodeReadingOutNotCounted, nil)}
	}
	return o
}

// places ranks the players still in by their count, equal counts sharing a
// place. Players who are out take no part in the count: they are «выбывает
// из игры» (the rules are silent on the count; the referee's reading).
func (t *table) places() [][]int {
	in := t.in()
	sort.SliceStable(in, func(i, j int) bool { return t.score(in[i]) > t.score(in[j]) })
	var out [][]int
	for i, p := range in {
		if i > 0 && t.score(p) == t.score(in[i-1]) {
			out[len(out)-1] = append(out[len(out)-1], p)
			continue
		}
		out = append(out, []int{p})
	}
	return out
}

// endFact says how the game ended.
func (t *table) endFact() referee.Message {
	if t.ended == lastIn {
		var gone []int
		for p := range t.names {
			if t.out[p] {
				gone = append(gone, p)
			}
		}
		return referee.Say("turbo.why.last-in", referee.Facts{"player": t.name(t.in()[0]), "out": t.namesOf(gone)})
	}
	if t.countLost {
		return referee.Say("turbo.why.count-lost", nil)
	}
	if !t.cardsKnown {
		return referee.Say("turbo.why.count-unknown", nil)
	}
	if t.anyHidden() {
		return referee.Say("turbo.why.count-hidden", referee.Facts{"players": t.namesOf(t.hiddenPiles())})
	}
	places := t.places()
	var counts referee.List
	for _, place := range places {
		for _, p := range place {
			counts = append(counts, referee.Say("turbo.why.score", referee.Facts{
				"player": t.name(p), "total": cardsQ(t.score(p)), "down": t.down[p], "open": len(t.open[p])}))
		}
	}
	facts := referee.Facts{"counts": counts, "best": cardsQ(t.score(places[0][0])), "out": ""}
	if gone := len(t.names) - len(t.in()); gone > 0 {
		var names []int
		for p := range t.names {
			if t.out[p] {
				names = append(names, p)
			}
		}
		facts["out"] = referee.Say("turbo.why.out-no-count", referee.Facts{"players": t.namesOf(names), "count": gone})
	}
	if len(places[0]) > 1 {
		facts["winners"] = t.namesOf(places[0])
		return referee.Say("turbo.why.count-tie", facts)
	}
	facts["player"] = t.name(places[0][0])
	return referee.Say("turbo.why.count", facts)
}

// endedFact says in a few words how the game ended.
func (t *table) endedFact() referee.Message {
	if t.ended == lastIn {
		return referee.Say("turbo.ended.last-in", referee.Facts{"player": t.name(t.in()[0])})
	}
	return referee.Say("turbo.ended.tasks", nil)
}

// playingFact says where a game that is not over stands.
func (t *table) playingFact() referee.Message {
	if t.task == nil {
		return referee.Say("turbo.why.waiting", referee.Facts{"wait": t.waitFact()})
	}
	id := "turbo.why.playing"
	if t.holds() {
		id = "turbo.why.playing-holds"
	}
	return referee.Say(id, referee.Facts{"task": t.task.formal, "player": t.name(t.turn())})
}

// hiddenPiles lists the players still in whose open pile may hold cards
// that `open:` did not show; anyHidden says whether there are any.
func (t *table) hiddenPiles() []int {
	var out []int
	for _, p := range t.in() {
		if t.hidden != nil && t.hidden[p] {
			out = append(out, p)
		}
	}
	return out
}

func (t *table) anyHidden() bool { return len(t.hiddenPiles()) > 0 }
