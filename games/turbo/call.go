package turbo

import (
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// call judges «Турбо!», «Форсаж!» or a touch of the task card, at the moment
// it is made, on the open cards as they stand.
func (t *table) call(actor int, kind eventKind) referee.Step {
	if actor < 0 {
		// A call is right or wrong for its caller, who pays for a wrong one:
		// an unnamed call line cannot be judged (and is nobody's, not the
		// card player's due).
		return violation(CallerMissing{Call: Call(kind), Touch: kind == touchCall, Player: t.names[len(t.names)-1], Word: callNames[kind][t.lang]})
	}
	if t.out[actor] {
		step := violation(CallWhileOut{Player: t.names[actor], Call: Call(kind), Touch: kind == touchCall})
		step.Interpretations = []referee.Message{Reading(CodeReadingOutNoCalls)}
		return step
	}
	if t.task == nil {
		return violation(t.taskMissing(t.entry(actor, event{kind: kind}), kind == touchCall))
	}
	// No card turned up since the task (nor one open from open:): a call is
	// judged as the cards stand. A touch is wrong whatever the cards, so
	// the reading is not its to note. Nor when the task held as it was
	// laid out: that reading, said at the task, already tells it.
	early := kind != touchCall && t.last == nil && !t.fromOpen && !t.holds()
	step := t.judgeCall(actor, kind)
	if early {
		step.Interpretations = append(step.Interpretations, Reading(CodeReadingEarlyCall))
	}
	return step
}

// judgeCall says whether a call is right, and wins the round or pays the
// penalty.
func (t *table) judgeCall(actor int, kind eventKind) referee.Step {
	name := t.names[actor]
	task, on := t.task.words(), t.task.onTable(t.counts())
	under, none := t.underCovered(), absent(on)
	right := t.rightCall()
	switch kind {
	case turboCall:
		// «Как только … выполняется условие на карте с заданием — нужно
		// быстрее всех накрыть её ладонью, выкрикнув «Турбо!»»
		if right == turboCall {
			return t.win(actor, RightTurbo{Player: name, Task: task, OnTable: on, Under: under, None: none})
		}
		// The hint names «Форсаж!» only when it is sure to be the call.
		return t.penalty(actor, WrongTurbo{Player: name, Task: task, OnTable: on, Under: under, None: none, Forsazh: right == forsazhCall && !t.rests()})
	case forsazhCall:
		// «…нужно делать только в том случае, если при открытии карты с
		// хамелеоном не выполнилось условие на центральной карте. Если же
		// условие выполнилось, то … нужно накрывать центральную карту и
		// кричать «Турбо!»»
		if t.lastAssumed() {
			return t.judgeForsazhFromOpen(actor)
		}
		if right == forsazhCall {
			return t.win(actor, RightForsazh{Player: name, Owner: t.names[t.last.who], Task: task, OnTable: on, Under: under, None: none})
		}
		// Wrong: say why, in the order the rule reads.
		wrong := WrongForsazh{Player: name}
		switch {
		case t.last == nil && t.fromOpen:
			wrong.Before = t.names[(t.turn()+len(t.names)-1)%len(t.names)]
		case t.last == nil:
		case !t.last.card.chameleon:
			wrong.Last, wrong.Owner = t.last.card, t.names[t.last.who]
		default: // a chameleon, but the task holds: «Турбо!» is the call
			wrong.Holds, wrong.Task, wrong.OnTable, wrong.Under, wrong.None = true, task, on, under, none
		}
		return t.penalty(actor, wrong)
	}
	// «Если же игрок накрыл карту с заданием по ошибке (или хотя бы коснулся
	// её), то в качестве штрафа он отдает по одной карте из своей колоды
	// другим игрокам.»
	return t.penalty(actor, Touch{Player: name, Task: task, OnTable: on, Under: under, None: none, Holds: right == turboCall})
}

// win: «Если игрок смог накрыть карту с заданием первым — он забирает себе
// карты из открытых стопок других игроков и складывает их вниз своей
// колоды.» His own open pile stays. The task goes to the discard, and the
// round waits for the next task card.
func (t *table) win(w int, verdict referee.Message) referee.Step {
	_, forsazh := verdict.(RightForsazh)
	t.keepWon(w)
	won := RoundWon{Player: t.names[w], Forsazh: forsazh, Kept: len(t.open[w]) > 0, OpenKey: t.key(openKeys)}
	taken, unknown, hidden := 0, false, 0
	var cards []Card
	for p := range t.names {
		if p == w || len(t.open[p]) == 0 {
			continue
		}
		// `open:` showed the top card only: what lay under it comes along
		// uncounted.
		if t.hidden != nil && t.hidden[p] {
			hidden++
			won.Hidden, won.HiddenCard = t.names[p], t.open[p][0]
			won.HiddenChameleon = t.open[p][0].chameleon
			unknown = true
		}
		won.From = append(won.From, t.names[p])
		taken += len(t.open[p])
		if t.baseDeck && t.cardsKnown {
			cards = append(cards, t.open[p]...) // buried, to be held back (bury)
		}
		top, _ := t.top(p)
		t.sums.add(top, -1)
		t.open[p] = t.open[p][:0] // its room kept for the next round's cards
		if t.hidden != nil {
			t.hidden[p] = false
		}
	}
	won.Cards, won.Unseen = cardsTaken(taken), unknown
	if hidden > 1 {
		won.Hidden, won.HiddenCard, won.HiddenChameleon = "", Card{}, false
	}
	switch {
	case t.cardsKnown && unknown:
		t.cardsKnown, t.countLost = false, true
		t.buried = nil // with the piles no more counted, nothing is known under them
		won.Lost = true
	case t.cardsKnown:
		t.bury(w, cards, t.down[w])
		t.down[w] += taken
		won.Counted, won.Down = true, cardsOf(t.down[w])
	}
	order := OrderAfterRound{TurnKey: t.key(notation.TurnKeys), PlayersKey: t.key(notation.PlayersKeys)}
	if t.last != nil {
		order.Last = t.names[t.last.who]
	}
	if next := t.turn(); next >= 0 {
		order.Next = t.names[next]
		order.Assumed = t.orderUnknown && t.last == nil
	}
	t.task, t.winner, t.last, t.held, t.fromOpen = nil, w, nil, false, false
	t.missedSaid = false
	// Who turns up the next card after a won round rests on a reading,
	// said in full the first time a round is won in the game; from then on
	// a note says only who is next.
	step := referee.Step{Notes: []referee.Message{verdict, won}}
	switch {
	case !t.orderTold:
		step.Interpretations = []referee.Message{order}
	case order.Next != "":
		step.Notes = append(step.Notes, NextAfterRound(order))
	}
	t.orderTold = true
	if forsazh {
		// That a «Форсаж!» wins the round as a «Турбо!» does is a reading,
		// said before the order's, which speaks of the round as won.
		step.Interpretations = append([]referee.Message{Reading(CodeReadingForsazhRound)}, step.Interpretations...)
	}
	return step
}

// keepWon keeps the round w wins as it stands when called on, before the
// piles are taken: the task card, whether it holds, and the other
// players' open piles (t.won).
func (t *table) keepWon(w int) {
	t.won.who, t.won.task, t.won.holds = w, t.task, t.holds()
	if t.won.taken == nil {
		t.won.taken = make([][]Card, len(t.names))
	}
	for p := range t.names {
		t.won.taken[p] = t.won.taken[p][:0]
		if p != w {
			t.won.taken[p] = append(t.won.taken[p], t.open[p]...)
		}
	}
}

// penalty: the caller gives one card from the face-down pile to each other
// player still in. The rules say «по одной карте … другим игрокам»; the
// referee gives them in seat order from the caller's left, to players still
// in, as far as the caller's cards go (RULES.md).
func (t *table) penalty(c int, verdict referee.Message) referee.Step {
	paid := Penalty{Player: t.names[c]}
	for i := 1; i < len(t.names); i++ {
		p := (c + i) % len(t.names)
		switch {
		case t.out[p]:
			paid.Out = append(paid.Out, t.names[p])
		case t.cardsKnown && t.down[c] == 0:
			paid.Unpaid = append(paid.Unpaid, t.names[p])
		default:
			paid.Paid = append(paid.Paid, t.names[p])
			if t.cardsKnown {
				t.down[c]--
				t.down[p]++
				t.unburied(c)
			}
		}
	}
	// An empty pile is told by the player going out.
	paid.Left, paid.Counted = cardsLeft(t.down[c]), t.cardsKnown && t.down[c] > 0
	paid.Last = t.cardsKnown && t.down[c] == 0 && len(paid.Unpaid) == 0 && len(paid.Paid) > 0
	paid.UnpaidMore, paid.OutMore = len(paid.Unpaid) > 1, len(paid.Out) > 1
	step := referee.Step{Notes: []referee.Message{verdict, paid}}
	if len(paid.Unpaid) > 0 {
		step.Interpretations = append(step.Interpretations, Reading(CodeReadingPenaltyOrder))
	}
	if len(paid.Out) > 0 {
		step.Interpretations = append(step.Interpretations, Reading(CodeReadingPenaltyInOnly))
	}
	if t.cardsKnown && t.down[c] == 0 {
		step.Notes = append(step.Notes, t.goOut(c))
	}
	return step
}
