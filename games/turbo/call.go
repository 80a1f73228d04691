package turbo

import "github.com/boardgame-referee/referee/referee"

// call judges «Турбо!», «Форсаж!» or a touch of the task card, at the moment
// it is made, on the open cards as they stand.
func (t *table) call(actor int, kind eventKind) referee.Step {
	if actor < 0 {
		// A call is right or wrong for its caller, who pays for a wrong one:
		// an unnamed call line cannot be judged (and is nobody's, not the
		// card player's due).
		return violation(CodeCallerMissing, referee.Facts{"call": callTerms[kind]})
	}
	name := t.name(actor)
	if t.out[actor] {
		step := violation(CodeCallWhileOut, referee.Facts{"player": name, "call": callTerms[kind]})
		step.Readings = []referee.Message{referee.Note(CodeReadingOutNoCalls, nil)}
		return step
	}
	if t.task == nil {
		facts := referee.Facts{"event": t.describe(actor, event{kind: kind}), "why": t.waitFact()}
		if kind == touchCall {
			facts["touch"] = "yes" // «касается карты с заданием, но её на столе нет»
		}
		return violation(CodeTaskMissing, facts)
	}
	on := t.counts()
	facts := referee.Facts{"player": name, "task": t.task.formal, "eval": t.check(on), "early": ""}
	// No card turned up since the task (nor one open from open:): judged
	// as the cards stand.
	early := t.last == nil && !t.fromOpen
	if early {
		facts["early"] = referee.Say("turbo.verdict.early", nil)
	}
	step := t.judgeCall(actor, kind, facts)
	if early {
		step.Readings = append(step.Readings, referee.Note(CodeReadingEarlyCall, nil))
	}
	return step
}

// judgeCall says whether a call is right, and wins the round or pays the
// penalty.
func (t *table) judgeCall(actor int, kind eventKind, facts referee.Facts) referee.Step {
	name := t.name(actor)
	right := t.rightCall()
	switch kind {
	case turboCall:
		// «Как только … выполняется условие на карте с заданием — нужно
		// быстрее всех накрыть её ладонью, выкрикнув «Турбо!»»
		if right == turboCall {
			return t.win(actor, referee.Note(CodeRightTurbo, facts))
		}
		facts["hint"] = ""
		if right == forsazhCall {
			facts["hint"] = referee.Say("turbo.verdict.hint-forsazh", nil)
		}
		return t.penalty(actor, referee.Note(CodeWrongTurbo, facts))
	case forsazhCall:
		// «…нужно делать только в том случае, если при открытии карты с
		// хамелеоном не выполнилось условие на центральной карте. Если же
		// условие выполнилось, то … нужно накрывать центральную карту и
		// кричать «Турбо!»»
		if right == forsazhCall {
			facts["owner"] = t.name(t.last.who)
			return t.win(actor, referee.Note(CodeRightForsazh, facts))
		}
		// Wrong: say why, in the order the rule reads.
		var why referee.Message
		switch {
		case t.last == nil && t.fromOpen:
			before := (t.turn() + len(t.names) - 1) % len(t.names)
			why = referee.Say("turbo.verdict.open-no-last", referee.Facts{"player": t.name(before)})
		case t.last == nil:
			why = referee.Say("turbo.verdict.no-card", nil)
		case !t.last.card.chameleon:
			why = referee.Say("turbo.verdict.not-chameleon", referee.Facts{"last": cardFact(t.last.card), "owner": t.name(t.last.who)})
		default: // a chameleon, but the task holds: «Турбо!» is the call
			why = referee.Say("turbo.verdict.task-holds", facts)
		}
		return t.penalty(actor, referee.Note(CodeWrongForsazh, referee.Facts{"player": name, "why": why}))
	}
	// «Если же игрок накрыл карту с заданием по ошибке (или хотя бы коснулся
	// её), то в качестве штрафа он отдает по одной карте из своей колоды
	// другим игрокам.»
	return t.penalty(actor, referee.Note(CodeTouch, facts))
}

// win: «Если игрок смог накрыть карту с заданием первым — он забирает себе
// карты из открытых стопок других игроков и складывает их вниз своей
// колоды.» His own open pile stays. The task goes to the discard, and the
// round waits for the next task card.
func (t *table) win(w int, verdict referee.Message) referee.Step {
	from := make(referee.List, 0, len(t.names)-1)
	var takenFrom []int // only with `open:`, which may leave piles partly unknown
	taken, unknown := 0, false
	for p := range t.names {
		if p == w || len(t.open[p]) == 0 {
			continue
		}
		// `open:` showed the top card only: what lay under it comes along
		// uncounted.
		if t.hidden != nil {
			unknown = unknown || t.hidden[p]
			takenFrom = append(takenFrom, p)
		}
		from = append(from, t.takenFromFact(p, len(t.open[p])))
		taken += len(t.open[p])
		top, _ := t.top(p)
		t.sums.add(top, -1)
		t.open[p] = t.open[p][:0] // its room kept for the next round's cards
		if t.hidden != nil {
			t.hidden[p] = false
		}
	}
	down := any("")
	switch {
	case t.cardsKnown && unknown:
		t.cardsKnown, t.countLost = false, true
		down = referee.Say("turbo.down-lost", nil)
	case t.cardsKnown:
		t.down[w] += taken
		down = t.downNowFact(t.down[w])
	}
	var what referee.Message
	switch {
	case taken == 0:
		what = referee.Say("turbo.won.nothing", referee.Facts{"down": down})
	case unknown:
		what = referee.Say("turbo.won.takes-open", referee.Facts{"count": taken, "players": t.namesOf(takenFrom), "down": down})
	default:
		what = referee.Say("turbo.won.takes", referee.Facts{"taken": cardsQ(taken), "from": from, "down": down})
	}
	t.task, t.winner, t.last, t.held, t.fromOpen = nil, w, nil, false, false
	won := referee.Note(CodeRoundWon, referee.Facts{"player": t.name(w), "what": what})
	// Who turns up the next card after a won round rests on a reading.
	step := referee.Step{Notes: []referee.Message{verdict, won}, Readings: []referee.Message{referee.Note(CodeReadingOrderAfterRound, nil)}}
	if t.tell {
		step.Told = append(step.Told, t.tableFact())
		step.Told = append(step.Told, t.afterFact()...)
	}
	return step
}

// penalty: the caller gives one card from the face-down pile to each other
// player still in. The rules say «по одной карте … другим игрокам»; the
// referee gives them in seat order from the caller's left, to players still
// in, as far as the caller's cards go (RULES.md).
func (t *table) penalty(c int, verdict referee.Message) referee.Step {
	var paid, unpaid, skipped []int
	for i := 1; i < len(t.names); i++ {
		p := (c + i) % len(t.names)
		switch {
		case t.out[p]:
			skipped = append(skipped, p)
		case t.cardsKnown && t.down[c] == 0:
			unpaid = append(unpaid, p)
		default:
			paid = append(paid, p)
			if t.cardsKnown {
				t.down[c]--
				t.down[p]++
			}
		}
	}
	facts := referee.Facts{"player": t.name(c), "paid": t.namesOf(paid), "given": cardsQ(len(paid)), "count": len(paid), "extra": ""}
	var extra []any
	if len(unpaid) > 0 {
		extra = append(extra, referee.Say("turbo.penalty-short", referee.Facts{"players": t.namesOf(unpaid), "count": len(unpaid), "payer": t.name(c)}))
	}
	if len(skipped) > 0 {
		extra = append(extra, referee.Say("turbo.penalty-skips-out", referee.Facts{"players": t.namesOf(skipped), "count": len(skipped)}))
	}
	facts["extra"] = join("turbo.concat", extra)
	facts["left"] = referee.Say("turbo.penalty.uncounted", nil)
	if t.cardsKnown {
		facts["left"] = referee.Say("turbo.penalty.left", referee.Facts{"down": cardsQ(t.down[c])})
	}
	step := referee.Step{Notes: []referee.Message{verdict, referee.Note(CodePenalty, facts)}}
	if len(unpaid) > 0 {
		step.Readings = append(step.Readings, referee.Note(CodeReadingPenaltyOrder, nil))
	}
	if len(skipped) > 0 {
		step.Readings = append(step.Readings, referee.Note(CodeReadingPenaltyInOnly, nil))
	}
	if t.cardsKnown && t.down[c] == 0 {
		step.Notes = append(step.Notes, t.goOut(c))
	}
	if t.tell {
		step.Told = append(step.Told, t.afterFact()...)
	}
	return step
}
