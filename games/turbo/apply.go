package turbo

import (
	"github.com/boardgame-referee/referee/referee"
)

func violation(code referee.Code, facts referee.Facts) referee.Step {
	return referee.Step{Violation: referee.Break(code, facts)}
}

// Apply plays one event. The table changes only when the event is legal. A
// wrong call is legal: it costs a penalty, which the referee applies and
// explains.
//
// What the user sees: the verdict on every call (who was right and why, what
// they took or paid) and a missed «Турбо!» are Notes, shown always; the
// narration of the table after each event is Told, shown with --explain.
func (t *table) Apply(actor int, mv referee.Move, tell bool) referee.Step {
	ev := mv.(*event)
	t.tell = tell
	step := t.apply(actor, *ev)
	t.tell = false
	if step.Violation == nil {
		t.events++
	}
	if !tell {
		step.Told = nil
	}
	// A new task card and the end of the tasks are nobody's, and so is a
	// call that names nobody: it is not the move of the player due.
	step.Nobody = ev.kind == taskEvent || ev.kind == endEvent || actor < 0 && ev.kind != cardEvent
	return step
}

func (t *table) apply(actor int, ev event) referee.Step {
	if t.over {
		return violation(CodeGameOver, referee.Facts{"event": t.describe(actor, ev), "why": t.endedFact()})
	}
	switch ev.kind {
	case cardEvent:
		return t.turnUp(actor, ev)
	case taskEvent:
		return t.newTask(ev)
	case endEvent:
		return t.end()
	}
	return t.call(actor, ev.kind)
}

// describe names an event for a message about it.
func (t *table) describe(actor int, ev event) referee.Message {
	who := actor
	if who < 0 {
		who = t.turn()
	}
	switch ev.kind {
	case cardEvent:
		return referee.Say("turbo.event.card", referee.Facts{"player": t.name(max(who, 0)), "card": partsFact(ev.parts)})
	case taskEvent:
		return referee.Say("turbo.event.task", referee.Facts{"task": ev.task.formal})
	case endEvent:
		return referee.Say("turbo.event.end", nil)
	}
	if ev.kind == touchCall {
		return referee.Say("turbo.event.touch", referee.Facts{"player": t.name(max(who, 0))})
	}
	return referee.Say("turbo.event.call", referee.Facts{"player": t.name(max(who, 0)), "call": callTerms[ev.kind]})
}

// turnUp: «Игроки по очереди выкладывают из своих стопок на стол по одной
// карте лицом вверх. Каждую следующую карту игрок выкладывает поверх ранее
// выложенных им карт, перекрывая их.»
func (t *table) turnUp(actor int, ev event) referee.Step {
	due := t.turn()
	who := actor
	if who < 0 {
		who = due
	}
	name := t.name(who)
	// The card as written, for a refusal only: a legal card builds nothing.
	shown := func() any { return partsFact(ev.parts) }
	if t.out[who] {
		return violation(CodePlayerOut, referee.Facts{"player": name, "card": shown()})
	}
	if t.task == nil {
		return violation(CodeTaskMissing, referee.Facts{"event": t.describe(who, ev), "why": t.waitFact()})
	}
	if who != due {
		return violation(CodeOutOfTurn, referee.Facts{"player": name, "card": shown(), "expected": t.name(due), "skipped": t.skippedFact(due)})
	}
	if len(ev.parts) != 1 {
		return violation(CodeNoSuchCard, referee.Facts{"player": name, "card": shown(), "why": referee.Say("turbo.why-card.kinds", nil)})
	}
	c := ev.parts[0]
	if !t.isCard(c) {
		why := referee.Say("turbo.why-card.count", referee.Facts{"n": c.n})
		switch {
		case t.baseDeck && c.chameleon:
			why = referee.Say("turbo.why-card.base-chameleon", nil)
		case t.baseDeck:
			why = referee.Say("turbo.why-card.base-count", referee.Facts{"n": c.n})
		}
		return violation(CodeNoSuchCard, referee.Facts{"player": name, "card": shown(), "why": why})
	}
	if t.baseDeck && !c.chameleon {
		if n, holders := t.copiesOpen(c); n >= deckCopies(c.n) {
			where := referee.Say("turbo.copies-where", referee.Facts{"holders": t.namesOf(holders), "count": len(holders)})
			return violation(CodeTooManyCopies, referee.Facts{
				"player": name, "card": shown(), "copies": cardsQ(n), "count": n, "where": where})
		}
	}

	var step referee.Step
	if t.held {
		// «Как только … выполняется условие на карте с заданием — нужно
		// быстрее всех накрыть её ладонью»: nobody did before this card.
		step.Notes = append(step.Notes, t.missedFact(who))
	}
	covered, hadCover := t.top(who)
	if hadCover {
		t.sums.add(covered, -1)
	}
	t.sums.add(c, 1)
	t.open[who] = append(t.open[who], c)
	t.next = (who + 1) % len(t.names)
	t.lastCard = turnUp{who: who, card: c}
	t.last = &t.lastCard
	if t.cardsKnown {
		t.down[who]--
	}
	if t.tell {
		facts := referee.Facts{"player": name, "card": cardFact(c), "covered": "", "chameleon": "", "left": ""}
		if hadCover {
			facts["covered"] = referee.Say("turbo.told.covers", referee.Facts{"card": cardFact(covered)})
		}
		if c.chameleon {
			facts["chameleon"] = referee.Say("turbo.told.chameleon-none", nil)
		}
		if t.cardsKnown {
			facts["left"] = referee.Say("turbo.told.left", referee.Facts{"down": cardsQ(t.down[who])})
		}
		step.Told = append(step.Told, referee.Say("turbo.told.turn-up", facts))
	}
	if t.cardsKnown && t.down[who] == 0 {
		step.Notes = append(step.Notes, t.goOut(who))
	}
	if t.tell {
		step.Told = append(step.Told, t.tableFact(), t.taskFact())
	}
	t.markHeld(heldSince{card: true, who: who, what: c})
	if t.tell {
		step.Told = append(step.Told, t.afterFact()...)
	}
	return step
}

// goOut: «Если у игрока закончились карты, он выбывает из игры. Его открытая
// стопка продолжает участвовать в игре, пока её не заберёт игрок, выигравший
// очередной раунд.»
func (t *table) goOut(p int) referee.Message {
	t.out[p] = true
	if in := t.in(); len(in) <= 1 {
		t.over, t.ended = true, lastIn
		t.held = false
	}
	return referee.Note(CodeGoesOut, referee.Facts{"player": t.name(p)})
}

// heldSince says what made the task hold: a card turned up, or the task
// card itself; the note about a missed «Турбо!» is made from it only when
// one is missed.
type heldSince struct {
	card bool
	who  int
	what card
	on   Counts // the open cards then
}

// markHeld remembers that the task holds now, for a missed «Турбо!».
func (t *table) markHeld(since heldSince) {
	t.held = false
	if !t.over && t.holds() {
		t.held = true
		since.on = t.counts()
		t.heldAt = since
	}
}

func (t *table) missedFact(who int) referee.Message {
	since := referee.Say("turbo.since.task", nil)
	if t.heldAt.card {
		since = referee.Say("turbo.since.card", referee.Facts{"player": t.name(t.heldAt.who), "card": cardFact(t.heldAt.what)})
	}
	held := referee.Say("turbo.missed-since", referee.Facts{"since": since, "eval": t.check(t.heldAt.on)})
	return referee.Note(CodeMissedTurbo, referee.Facts{"player": t.name(who), "held": held})
}

// afterFact says who turns up next, or that the game is over.
func (t *table) afterFact() []referee.Message {
	if t.over {
		return nil
	}
	if t.task == nil {
		return []referee.Message{referee.Say("turbo.told.next-task", referee.Facts{"player": t.name(t.turn())})}
	}
	return []referee.Message{referee.Say("turbo.told.next", referee.Facts{"player": t.name(t.turn()), "skipped": t.skippedFact(t.turn())})}
}

// skippedFact names the players who are out between the last card and the
// player due: «выбывает из игры», so they are passed over.
func (t *table) skippedFact(due int) any {
	var skipped []int
	for p := t.next; p != due; p = (p + 1) % len(t.names) {
		skipped = append(skipped, p)
	}
	if len(skipped) == 0 {
		return ""
	}
	return referee.Say("turbo.skipped", referee.Facts{"players": t.namesOf(skipped), "count": len(skipped)})
}

// waitFact says why no task card is on the table.
func (t *table) waitFact() referee.Message {
	if t.winner < 0 {
		return referee.Say("turbo.wait.first", nil)
	}
	return referee.Say("turbo.wait.won", referee.Facts{"winner": t.name(t.winner)})
}

// newTask: «Каждый раз, когда кто‑то выигрывает раунд и забирает открытые
// карты, выкладывается следующая карта с заданием, а сыгравшее задание
// уходит в биту.» The task stays until a round is won on it.
func (t *table) newTask(ev event) referee.Step {
	if t.task != nil {
		return violation(CodeTaskStands, referee.Facts{"task": t.task.formal, "what": referee.Say("turbo.what.task", referee.Facts{"task": ev.task.formal})})
	}
	c := ev.task
	t.task, t.last = c, nil
	var step referee.Step
	if t.holds() {
		step.Readings = []referee.Message{referee.Note(CodeReadingHoldsAtOnce, nil)}
	}
	if t.tell {
		step.Told = []referee.Message{referee.Say("turbo.told.new-task", referee.Facts{"task": c.formal}), t.tableFact()}
		if t.holds() {
			// The rules speak of a task coming to hold «после чьего‑то
			// хода»; they are silent on one that holds as soon as it is
			// turned up.
			step.Told = append(step.Told, referee.Say("turbo.told.task-holds-at-once", referee.Facts{"eval": t.check(t.counts())}))
		} else {
			step.Told = append(step.Told, t.taskFact())
		}
	}
	t.markHeld(heldSince{})
	if t.tell {
		step.Told = append(step.Told, t.afterFact()...)
	}
	return step
}

// end: «Разыграны все карты с заданиями — в этом случае игроки подсчитывают
// карты в своих стопках, у кого больше, тот и выиграл.» The tasks run out
// only when a won round finds no next one.
func (t *table) end() referee.Step {
	if t.task != nil {
		return violation(CodeTaskStands, referee.Facts{"task": t.task.formal, "what": referee.Say("turbo.what.end", nil)})
	}
	t.over, t.ended, t.held = true, tasksOut, false
	return referee.Step{Told: []referee.Message{referee.Say("turbo.told.end", nil)}}
}
