package turbo

import (
	"fmt"
	"strings"

	"referee/referee"
)

// Legal lists what may be done now without a penalty, in canonical
// notation: the right call («Турбо!» or «Форсаж!») by each player still in,
// then every card the player due may turn up (each card the deck still has
// face down somewhere). A wrong call or a touch is legal too but costs a
// card, so it is not listed. While a won round waits for its next task, any
// `task: …` may come and cannot be listed; `end` is.
func (t *table) Legal() []string {
	if t.over {
		return nil
	}
	if t.task == nil {
		return []string{"end"}
	}
	var out []string
	call := ""
	switch {
	case t.holds():
		call = "turbo"
	case t.last != nil && t.last.card.chameleon:
		call = "forsazh"
	}
	if call != "" {
		for _, p := range t.in() {
			out = append(out, t.names[p]+": "+call)
		}
	}
	who := t.names[t.turn()]
	for a := Animal(0); a < numAnimals; a++ {
		for n := 1; n <= 8; n++ {
			if open, _ := t.copiesOpen(card{animal: a, n: n}); open < deckCopies(n) {
				out = append(out, who+": "+cardText(card{animal: a, n: n}))
			}
		}
	}
	return append(out, who+": chameleon")
}

// cardText is a card in canonical notation: "1 hedgehog", "2 hedgehogs".
func cardText(c card) string {
	if c.chameleon {
		return "chameleon"
	}
	if c.n == 1 {
		return "1 " + animalKeys[c.animal]
	}
	return fmt.Sprintf("%d %s", c.n, c.animal)
}

// Board draws the table: each player's open pile, top card first (only the
// top card counts), the face-down count, then the animals on the table, the
// task in the formal form and whether it holds, and what is due.
func (t *table) Board(w referee.Words) string {
	var b strings.Builder
	say := func(id string, facts referee.Facts) string { return w.Say(referee.Say(id, facts)) }
	b.WriteString(say("turbo.board.title", nil) + "\n")
	width := 0
	for _, n := range t.names {
		width = max(width, len([]rune(n)))
	}
	for p, name := range t.names {
		var pile []string
		for i := len(t.open[p]) - 1; i >= 0; i-- {
			pile = append(pile, w.Say(referee.Say("turbo.board.card", referee.Facts{"card": cardFact(t.open[p][i])})))
		}
		open := "·"
		if len(pile) > 0 {
			open = strings.Join(pile, ", ")
		}
		down := say("turbo.board.down-unknown", nil)
		switch {
		case t.cardsKnown && t.out[p]:
			down = say("turbo.board.down-out", nil)
		case t.cardsKnown:
			down = say("turbo.board.down", referee.Facts{"down": cardsQ(t.down[p])})
		}
		fmt.Fprintf(&b, "  %s%s | %s | %s\n", name, strings.Repeat(" ", width-len([]rune(name))), down, open)
	}
	b.WriteString(say("turbo.board.sums", referee.Facts{"sums": sumsFact(t.counts())}) + "\n")
	if t.task != nil {
		b.WriteString(w.Say(t.taskFact()) + "\n")
	}
	var status referee.Message
	switch {
	case t.over:
		status = referee.Say("turbo.board.over", referee.Facts{"why": t.endFact()})
	case t.task == nil:
		status = referee.Say("turbo.board.waiting", referee.Facts{"wait": t.waitFact()})
	default:
		call := referee.Say("turbo.board.call-none", nil)
		switch {
		case t.holds():
			call = referee.Say("turbo.board.call", referee.Facts{"call": callTerms[turboCall]})
		case t.last != nil && t.last.card.chameleon:
			call = referee.Say("turbo.board.call", referee.Facts{"call": callTerms[forsazhCall]})
		}
		status = referee.Say("turbo.board.turn", referee.Facts{"call": call, "player": t.names[t.turn()]})
	}
	b.WriteString(w.Say(status) + "\n")
	return b.String()
}
