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
		o.Interpretations = []referee.Message{Reading(CodeReadingOutNotCounted)}
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
		var gone []string
		in := ""
		for p := range t.names {
			if t.out[p] {
				gone = append(gone, t.names[p])
			} else {
				in = t.names[p]
			}
		}
		return LastIn{Out: gone, OutMore: len(gone) > 1, In: in}
	}
	if t.countLost {
		return CountLost{OpenKey: t.key(openKeys)}
	}
	if !t.cardsKnown {
		return CountUnknown{CardsKey: t.key(cardsKeys)}
	}
	if t.anyHidden() {
		return CountHidden{Players: t.namesOf(t.hiddenPiles()), OpenKey: t.key(openKeys)}
	}
	var order []int
	places := t.places()
	for _, place := range places {
		order = append(order, place...)
	}
	var scores referee.Message
	for i, p := range order {
		s := Score{Player: t.names[p], Cards: cardsOf(t.score(p)), Rest: i > 0}
		if scores == nil {
			scores = s
		} else {
			scores = Comma{A: scores, B: s, Last: i == len(order)-1}
		}
	}
	return FinalCount{Scores: scores, Shared: len(places) > 0 && len(places[0]) > 1}
}

// ending says in a few words how the game ended, for a move after it.
func (t *table) ending() referee.Message {
	if t.ended == lastIn {
		return LastPlayerIn{Player: t.names[t.in()[0]]}
	}
	return TasksRanOut{}
}

// playingFact says where a game that is not over stands.
func (t *table) playingFact() referee.Message {
	if t.task == nil {
		return t.waiting()
	}
	return Playing{Task: t.task.words(), Player: t.names[t.turn()], Holds: t.holds()}
}

// waiting says why no task card is on the table.
func (t *table) waiting() Waiting {
	w := Waiting{TaskKey: t.key(taskWords), EndWord: t.key(endWords)}
	if t.winner >= 0 {
		w.Winner = t.names[t.winner]
	}
	return w
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

// namesOf names players.
func (t *table) namesOf(players []int) []string {
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = t.names[p]
	}
	return out
}

// LastIn: all players but one are out.
type LastIn struct {
	Out     []string
	OutMore bool   `say:"optional"` // more than one is out: "are", not "is"
	In      string // the one still in: with two players, the sentence names them
}

func (LastIn) Code() referee.Code { return "turbo.why.last-in" }

// CountUnknown: the tasks ran out, and without `cards:` nobody can count.
type CountUnknown struct {
	CardsKey string // `cards:` in the record's own key words
}

func (CountUnknown) Code() referee.Code { return "turbo.why.count-unknown" }

// CountHidden: the tasks ran out, and the open piles of Players may hold
// cards under the top ones `open:` showed.
type CountHidden struct {
	Players []string
	OpenKey string // `open:` in the record's own key words, quoted back
}

func (CountHidden) Code() referee.Code { return "turbo.why.count-hidden" }

// CountLost: the tasks ran out, and a round's winner took piles partly
// unknown, so the piles are counted no more.
type CountLost struct {
	OpenKey string // `open:` in the record's own key words, quoted back
}

func (CountLost) Code() referee.Code { return "turbo.why.count-lost" }

// Score is a player's count at the end: the face-down pile and their own
// open pile.
type Score struct {
	Player string
	Cards  referee.Quantity
	// Rest: a score after the first, which English says as the number
	// alone ("Boris has 19 cards and Anna 17"); Russian writes each as a
	// tally («Боря — 19 карт, Аня — 17 карт»).
	Rest bool `say:"optional"`
}

func (Score) Code() referee.Code { return "turbo.word.score" }

// FinalCount: the tasks ran out, and the players still in count their
// cards, the most first (who has won the closing sentence says).
type FinalCount struct {
	// Scores are said in Russian with commas only, as a tally is written
	// («Аня — 19 карт, Боря — 17 карт»), not as a list ending in «и»; in
	// English as a list, the last after "and" ("Anna has 19 cards, Boris
	// 17 and Vera 12").
	Scores referee.Message
	// Shared: the first place is shared, which the rules do not settle
	// («у кого больше, тот и выиграл»): the referee's reading, said with it.
	Shared bool
}

func (FinalCount) Code() referee.Code { return "turbo.why.count" }

// Waiting: no task card is on the table, before the first or after a won
// round (Winner).
type Waiting struct {
	Winner string
	// TaskKey and EndWord are `task:` and `end` in the record's own key
	// words; empty, in the words of the language said in (the list of
	// moves says them so).
	TaskKey string `say:"optional"`
	EndWord string `say:"optional"` // said after a won round
}

func (Waiting) Code() referee.Code { return "turbo.why.waiting" }

// Playing: where a game under way stands.
type Playing struct {
	Task   Task
	Player string
	Holds  bool
}

func (Playing) Code() referee.Code { return "turbo.why.playing" }
