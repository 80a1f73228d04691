package turbo

import (
	"github.com/boardgame-referee/referee/referee"
)

func violation(m referee.Message) referee.Step { return referee.Step{Violation: m} }

// Apply plays one event. The table changes only when the event is legal. A
// wrong call is legal: it costs a penalty, which the referee applies and
// explains.
//
// What the user sees: the verdict on every call (who was right and why, what
// they took or paid) and a missed «Турбо!» are Notes, shown always; what
// the move did is its Narration, shown with --explain.
func (t *table) Apply(actor int, mv referee.Move, tell bool) referee.Step {
	ev := mv.(*event)
	t.tell = tell
	// The round won is the last entry's only: a refused entry changes
	// nothing, and leaves it.
	won := t.won
	t.won.who = -1
	step := t.apply(actor, *ev)
	t.tell = false
	if step.Violation != nil {
		t.won = won
	} else {
		t.events++
		t.latest = lastEntry{kind: ev.kind, who: actor}
		if ev.kind == cardEvent {
			t.cards++
		}
		t.penalised = penaltyMark{who: -1}
		for _, n := range step.Notes {
			if p, ok := n.(Penalty); ok && actor >= 0 && p.Player == t.names[actor] {
				t.penalised = penaltyMark{who: actor, kind: ev.kind}
			}
		}
	}
	if !tell {
		step.Narration = nil
	}
	// A new task card and the end of the tasks are nobody's, and so is a
	// call that names nobody: it is not the move of the player due.
	step.NoPlayer = ev.kind == taskEvent || ev.kind == endEvent || actor < 0 && ev.kind != cardEvent
	step.Kind = lineKinds[ev.kind]
	switch ev.kind {
	case taskEvent:
		// The task in the referee's words, not quoted: a heading is no
		// place for the card's capital letter after a colon.
		step.Heading = TaskHeading{Task: ev.task.Condition.words()}
	case endEvent:
		step.Heading = EndHeading{}
	}
	return step
}

// TaskHeading is the heading of a new task card's line: «Новое задание:
// сумма ежей и птиц меньше семи», not «Новое задание (задание: Сумма…)».
type TaskHeading struct{ Task Task }

func (TaskHeading) Code() referee.Code { return "turbo.heading.task" }

// EndHeading is the heading of the line that ends the game: «Конец игры»,
// not «Конец игры (конец)».
type EndHeading struct{}

func (EndHeading) Code() referee.Code { return "turbo.heading.end" }

// lineKinds name the lines that are not turns: in the booklet a turn
// (ход) is turning up one card, so a call, a new task card and the end of
// the tasks are labelled by what they are, and not counted.
var lineKinds = [...]referee.Term{
	turboCall:   "turbo.line.call",
	forsazhCall: "turbo.line.call",
	touchCall:   "turbo.line.touch",
	taskEvent:   "turbo.line.task",
	endEvent:    "turbo.line.end",
}

func (t *table) apply(actor int, ev event) referee.Step {
	// Anyone may make any event while the game goes on (turns(""): no
	// player is out of turn), so only a game over refuses it here, and the
	// entry is named for that refusal alone: a task's words cost something.
	if t.over {
		return violation(t.turns("").Judge(actor, t.entry(actor, ev)))
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

// turns is the judgement every game shares, with wrongPlayer the code of
// a card out of turn ("" for an event anyone may make).
func (t *table) turns(wrongPlayer referee.Code) referee.Turns {
	turns := referee.Turns{GameOver: CodeGameOver, WrongPlayer: wrongPlayer, Over: t.over, Players: t.names, ToMove: max(t.turn(), 0)}
	if t.over {
		turns.How = t.ending()
	}
	return turns
}

// entry names an event for a refusal.
func (t *table) entry(actor int, ev event) referee.Message {
	who := actor
	if who < 0 {
		who = max(t.turn(), 0)
	}
	switch ev.kind {
	case cardEvent:
		return CardEntry{Player: t.names[who], Card: Written{Parts: ev.parts}}
	case taskEvent:
		return TaskEntry{Task: ev.task.words()}
	case endEvent:
		return EndEntry{}
	case touchCall:
		return TouchEntry{Player: t.names[who]}
	}
	return CallEntry{Player: t.names[who], Call: Call(ev.kind)}
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
	name := t.names[who]
	written := Written{Parts: ev.parts}
	if t.out[who] {
		return violation(PlayerOut{Player: name, Card: written})
	}
	if t.task == nil {
		return violation(t.taskMissing(t.entry(who, ev), false))
	}
	// After `open:` with no `turn:` nobody said who is due: a card's named
	// player is taken at their word.
	var readings []referee.Message
	if t.orderUnknown && actor >= 0 {
		readings = t.firstCardNamed(who)
	} else if wrong := t.turns(CodeOutOfTurn).Judge(who, written); wrong != nil {
		if skipped := t.skipped(due); len(skipped.Players) > 0 {
			w := wrong.(referee.WrongPlayer)
			w.Why = skipped
			wrong = w
		}
		return violation(wrong)
	}
	if len(ev.parts) != 1 {
		return violation(NoSuchCard{Player: name, Card: written, Mixed: true})
	}
	c := ev.parts[0]
	if !t.isCard(c) {
		return violation(NoSuchCard{Player: name, Card: written, Base: t.baseDeck, Chameleon: c.chameleon})
	}
	if t.baseDeck && !c.chameleon {
		n, holders := t.copiesOpen(c)
		if n >= deckCopies(c.n) {
			return violation(TooManyCopies{Player: name, Card: c, Copies: n, Holders: t.namesOf(holders), HoldersMore: len(holders) > 1})
		}
		if b, owner, above := t.copiesBuried(c); n+b >= deckCopies(c.n) {
			return violation(CardBuried{Player: name, Card: c, Owner: t.names[owner], Own: owner == who, Above: above, Copies: deckCopies(c.n)})
		}
	}

	step := referee.Step{Interpretations: readings}
	wasHeld := t.held
	if t.held && !t.missedSaid {
		// «Как только … выполняется условие на карте с заданием — нужно
		// быстрее всех накрыть её ладонью»: nobody did before this card.
		// Said once while the task goes on holding card after card: it
		// is one chance missed, not one a card.
		step.Notes = append(step.Notes, t.missed(who))
		t.missedSaid = true
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
	t.orderUnknown = false
	if t.cardsKnown {
		t.down[who]--
		t.dealt(who)
		if t.down[who] == 0 {
			out := t.goOut(who)
			out.Last = c
			step.Notes = append(step.Notes, out)
		}
	}
	t.markHeld(heldSince{card: true, who: who, what: c, move: t.cards + 1})
	if t.tell {
		step.Narration = []referee.Message{t.turnedUp(name, c, covered, wasHeld)}
	}
	return step
}

// turnedUp tells a card turned up on covered: what the table shows now,
// whether the task holds (still, after wasHeld) and which call is right.
func (t *table) turnedUp(name string, c, covered Card, wasHeld bool) TurnedUp {
	told := TurnedUp{Player: name, Card: c, Covered: covered, Chameleon: c.chameleon, OnChameleon: covered.chameleon}
	told.OnTable, told.Holds = t.task.onTable(t.counts()), t.holds()
	told.Still = wasHeld && told.Holds
	told.Under, told.None = covered != (Card{}) || t.underCovered(), absent(told.OnTable)
	if t.over { // the card that ends the game calls for nothing
		told.Over = true
	} else {
		told.Forsazh = t.rightCall() == forsazhCall
	}
	if told.Forsazh || (told.Chameleon && told.Holds && !told.Over) {
		told.Named, t.forsazhNamed = t.forsazhNamed, true
	}
	return told
}

// goOut: «Если у игрока закончились карты, он выбывает из игры. Его открытая
// стопка продолжает участвовать в игре, пока её не заберёт игрок, выигравший
// очередной раунд.»
func (t *table) goOut(p int) GoesOut {
	t.out[p] = true
	if in := t.in(); len(in) <= 1 {
		t.over, t.ended = true, lastIn
		t.held = false
	}
	// An empty pile, or a game over, leaves no pile for a round winner.
	return GoesOut{Player: t.names[p], Pile: len(t.open[p]) > 0 && !t.over}
}

// heldSince says what made the task hold: a card turned up, or the task
// card itself; the note about a missed «Турбо!» is made from it only when
// one is missed.
type heldSince struct {
	card bool
	who  int
	what Card
	move int    // the number of the move that turned it up
	on   Counts // the open cards then
}

// markHeld remembers that the task holds now, for a missed «Турбо!».
func (t *table) markHeld(since heldSince) {
	t.held = !t.over && t.holds()
	if !t.held {
		t.missedSaid = false
		return
	}
	if !t.missedSaid {
		since.on = t.counts()
		t.heldAt = since
	}
}

// missed is the note that nobody called «Турбо!» on a task that held
// before who turned up the next card.
func (t *table) missed(who int) referee.Message {
	m := MissedTurbo{Player: t.names[who], OnTable: t.task.onTable(t.heldAt.on)}
	if t.heldAt.card {
		m.Owner, m.After, m.Move = t.names[t.heldAt.who], t.heldAt.what, t.heldAt.move
	}
	return m
}

// skipped names the players who are out between the last card and the
// player due: «выбывает из игры», so they are passed over.
func (t *table) skipped(due int) Skipped {
	var out Skipped
	for p := t.next; p != due; p = (p + 1) % len(t.names) {
		out.Players = append(out.Players, t.names[p])
	}
	return out
}

// taskMissing refuses an entry while no task card is on the table.
func (t *table) taskMissing(entry referee.Message, touch bool) TaskMissing {
	m := TaskMissing{Move: entry, Touch: touch, TaskKey: t.key(taskWords), EndWord: t.key(endWords)}
	if c, ok := entry.(CardEntry); ok {
		m.Turned, m.Player, m.Card = true, c.Player, c.Card
	}
	if t.winner >= 0 {
		m.Winner = t.names[t.winner]
	}
	return m
}

// newTask: «Каждый раз, когда кто‑то выигрывает раунд и забирает открытые
// карты, выкладывается следующая карта с заданием, а сыгравшее задание
// уходит в биту.» The task stays until a round is won on it.
func (t *table) newTask(ev event) referee.Step {
	if t.task != nil {
		return violation(TaskStands{Task: t.task.words(), New: ev.task.words()})
	}
	t.task, t.last = ev.task, nil
	var step referee.Step
	if t.holds() {
		// The rules speak of a task coming to hold «после чьего‑то
		// хода»; they are silent on one that holds as soon as it is
		// turned up.
		step.Interpretations = []referee.Message{Reading(CodeReadingHoldsAtOnce)}
	}
	t.markHeld(heldSince{})
	if t.tell {
		on := t.task.onTable(t.counts())
		step.Narration = []referee.Message{NewTask{Task: t.task.words(), OnTable: on, Under: t.underCovered(), None: absent(on), Holds: t.holds(), Player: t.names[t.turn()]}}
	}
	return step
}

// end: «Разыграны все карты с заданиями — в этом случае игроки подсчитывают
// карты в своих стопках, у кого больше, тот и выиграл.» The tasks run out
// only when a won round finds no next one.
func (t *table) end() referee.Step {
	if t.task != nil {
		return violation(TaskStands{Task: t.task.words()})
	}
	t.over, t.ended, t.held = true, tasksOut, false
	return referee.Step{Narration: []referee.Message{TasksOut{}}}
}
