package turbo

import "github.com/boardgame-referee/referee/referee"

// The facts messages are built from. Words come from the locale files; the
// engine hands over terms, quantities and nested messages only.

// cardFact names a card: "2 hedgehogs", "a chameleon".
func cardFact(c card) any {
	if c.chameleon {
		return referee.Term("turbo.card.chameleon")
	}
	return referee.Quantity{Count: c.n, Unit: referee.Code(c.animal.Unit())}
}

// partsFact names a card as written, which may show several things.
func partsFact(parts []cardPart) any {
	if len(parts) == 1 {
		return cardFact(parts[0])
	}
	out := make(referee.List, len(parts))
	for i, p := range parts {
		out[i] = cardFact(p)
	}
	return out
}

var callTerms = map[eventKind]referee.Term{
	turboCall:   "turbo.call.turbo",
	forsazhCall: "turbo.call.forsazh",
	touchCall:   "turbo.call.touch",
}

// join folds items into one message with a two-place joiner such as
// "{{.a}}, {{.b}}".
func join(id string, items []any) any {
	if len(items) == 0 {
		return ""
	}
	out := items[0]
	for _, x := range items[1:] {
		out = referee.Say(id, referee.Facts{"a": out, "b": x})
	}
	return out
}

// formalFact prints a task in the formal form, in the output language:
// "frogs > 4 and frogs < birds", «лягушек > 4 и лягушек < птиц».
func formalFact(c Condition) any {
	parts := make([]any, len(c.Clauses))
	for i, cl := range c.Clauses {
		parts[i] = referee.Say("turbo.formal.clause", referee.Facts{
			"left": formalSide(cl.Left), "op": opShown[cl.Op], "right": formalSide(cl.Right)})
	}
	return join("turbo.formal.and", parts)
}

func formalSide(s Side) any {
	parts := make([]any, len(s))
	for i, t := range s {
		if t.IsAnimal {
			parts[i] = t.Animal.Term()
		} else {
			parts[i] = t.N
		}
	}
	return join("turbo.plus", parts)
}

// checkFact shows the task worked out on the table, part by part:
// «лягушек 5 > 4 ✓, лягушек 5 < птиц 7 ✓», and says which animals are absent
// and so count as zero.
func checkFact(tc *taskCard, on Counts) referee.Message {
	c := tc.Condition
	parts := make([]any, len(c.Clauses))
	for i, cl := range c.Clauses {
		mark := "✗"
		if cl.Holds(on) {
			mark = "✓"
		}
		parts[i] = referee.Say("turbo.check", referee.Facts{
			"left": checkSide(cl.Left, on), "op": opShown[cl.Op], "right": checkSide(cl.Right, on), "mark": mark})
	}
	facts := referee.Facts{"checks": join("turbo.check.and", parts), "zero": ""}
	var absent referee.List
	for _, a := range tc.animals {
		if on[a] == 0 {
			absent = append(absent, a.Term())
		}
	}
	if len(absent) > 0 {
		// «если какого-то животного на открытых картах нет, то считается, что
		// его нулевое количество»
		facts["zero"] = referee.Say("turbo.zero", referee.Facts{"animals": absent})
	}
	return referee.Say("turbo.eval", facts)
}

func checkSide(s Side, on Counts) any {
	term := func(t Term) any {
		if t.IsAnimal {
			return referee.Say("turbo.side.animal", referee.Facts{"animal": t.Animal.Term(), "n": on[t.Animal]})
		}
		return t.N
	}
	if len(s) == 1 {
		return term(s[0])
	}
	parts := make([]any, len(s))
	for i, t := range s {
		parts[i] = term(t)
	}
	return referee.Say("turbo.side.sum", referee.Facts{"terms": join("turbo.plus", parts), "n": s.value(on)})
}

// sumsFact lists the animals on the table: "hedgehogs 2, frogs 0 and birds 7".
func sumsFact(on Counts) referee.List {
	out := make(referee.List, numAnimals)
	for a := Animal(0); a < numAnimals; a++ {
		out[a] = referee.Say("turbo.side.animal", referee.Facts{"animal": a.Term(), "n": on[a]})
	}
	return out
}

// topsFact lists each open pile's top card: "Anna: 2 hedgehogs; Boris: —".
func (t *table) topsFact() any {
	items := make([]any, len(t.names))
	for p, name := range t.names {
		if top, ok := t.top(p); ok {
			items[p] = referee.Say("turbo.top", referee.Facts{"player": name, "card": cardFact(top)})
		} else {
			items[p] = referee.Say("turbo.top-none", referee.Facts{"player": name})
		}
	}
	return join("turbo.semi", items)
}

// tableFact is the table after an event: the top cards and the sums.
func (t *table) tableFact() referee.Message {
	return referee.Say("turbo.told.table", referee.Facts{"tops": t.topsFact(), "sums": sumsFact(t.counts())})
}

// taskFact says whether the task holds now, and which call that makes right.
func (t *table) taskFact() referee.Message {
	if t.task == nil {
		return referee.Say("turbo.told.no-task", nil)
	}
	facts := referee.Facts{"task": t.task.formal, "eval": t.check(t.counts())}
	switch t.rightCall() {
	case turboCall:
		return referee.Say("turbo.told.task-holds", facts)
	case forsazhCall:
		return referee.Say("turbo.told.forsazh-due", facts)
	}
	return referee.Say("turbo.told.task-fails", facts)
}

// takenFromSay says that a won round took n cards from p's open pile.
func (t *table) takenFromSay(p, n int) referee.Message {
	return referee.Say("turbo.taken-from", referee.Facts{"player": t.name(p), "cards": n})
}

// takenFromKept bounds the counts takenFromFact keeps a message for.
const takenFromKept = 64

// takenFromFact is takenFromSay(p, n), kept for a count below
// takenFromKept.
func (t *table) takenFromFact(p, n int) any {
	if n < 0 || n >= takenFromKept {
		return t.takenFromSay(p, n)
	}
	if t.kept.takenFrom == nil {
		t.kept.takenFrom = make([][]any, len(t.names))
	}
	byCount := t.kept.takenFrom[p]
	if n >= len(byCount) {
		byCount = append(byCount, make([]any, n+1-len(byCount))...)
		t.kept.takenFrom[p] = byCount
	}
	if byCount[n] == nil {
		byCount[n] = t.takenFromSay(p, n)
	}
	return byCount[n]
}

// downNowSay says how many cards a round's winner has face down now.
func downNowSay(n int) referee.Message {
	return referee.Say("turbo.down-now", referee.Facts{"down": cardsQ(n)})
}

// downNowKept bounds the counts downNowFact keeps a message for.
const downNowKept = 4096

// downNowFact is downNowSay(n), kept a game: a winner's count comes round
// again and again.
func (t *table) downNowFact(n int) any {
	if m, ok := t.kept.downNow[n]; ok {
		return m
	}
	m := any(downNowSay(n))
	if t.kept.downNow == nil || len(t.kept.downNow) >= downNowKept {
		t.kept.downNow = map[int]any{}
	}
	t.kept.downNow[n] = m
	return m
}

func (t *table) namesOf(players []int) referee.List {
	out := make(referee.List, len(players))
	for i, p := range players {
		out[i] = t.name(p)
	}
	return out
}

func cardsQ(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: "turbo.unit.card"} }
