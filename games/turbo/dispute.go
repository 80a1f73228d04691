package turbo

import (
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// A dispute judged from the cards open now (`open:`), with no `turn:` to
// say who turns up the next card, does not say who turned up the last one
// either. Where a verdict rests on it — a «Форсаж!» while some open cards
// are chameleons and some are not — the referee does not guess silently:
// the table asks (Ask), and a record is judged on the reading that `turn:`
// is the first player, the reading said with the other verdict
// (LastCardAssumed). Where it does not matter, nothing is assumed.

// orderFrom marks a game whose order `open:` leaves unknown: no `turn:`.
func (t *table) orderFrom(h *notation.Game) {
	t.orderUnknown = t.fromOpen && h.Lookup(notation.TurnKeys...) == nil
	if t.orderUnknown {
		// A task that holds on the open cards held on no one's card that
		// anybody named: a missed «Турбо!» names none.
		t.heldAt.card = false
	}
}

// lastAssumed says that the card turned up last is one of `open:`'s, and
// nobody said whose: no card has been turned up since, and no `turn:`.
func (t *table) lastAssumed() bool { return t.orderUnknown && t.task != nil && t.fromOpen }

// openByKind splits the players with an open card into those whose top
// card is a chameleon and the others: one of them turned up the last card.
func (t *table) openByKind() (chameleons, others []int) {
	for p := range t.names {
		if top, ok := t.top(p); ok {
			if top.chameleon {
				chameleons = append(chameleons, p)
			} else {
				others = append(others, p)
			}
		}
	}
	return chameleons, others
}

// rests reports whether a «Форсаж!» now is right or wrong depending on
// who turned up the last card, which nobody said.
func (t *table) rests() bool {
	if !t.lastAssumed() || t.holds() {
		return false
	}
	chameleons, others := t.openByKind()
	return len(chameleons) > 0 && len(others) > 0
}

// assumedLast is the card taken to be turned up last when nobody said:
// the one of the player before the one due by default (the first player,
// as `turn:`'s default has it), else of the nearest player before them
// with an open card.
func (t *table) assumedLast() turnUp {
	if t.last != nil {
		return *t.last
	}
	n := len(t.names)
	for i := 1; i <= n; i++ {
		p := (t.next - i + 2*n) % n
		if top, ok := t.top(p); ok {
			return turnUp{who: p, card: top}
		}
	}
	return turnUp{who: -1}
}

// judgeForsazhFromOpen judges «Форсаж!» on the cards `open:` gives, when
// nobody said who turned up the last of them: «Форсаж!» is right «если
// при открытии карты с хамелеоном не выполнилось условие».
func (t *table) judgeForsazhFromOpen(actor int) referee.Step {
	name := t.names[actor]
	task, on := t.task.words(), t.task.onTable(t.counts())
	under, none := t.underCovered(), absent(on)
	if t.holds() {
		return t.penalty(actor, WrongForsazh{Player: name, Holds: true, Task: task, OnTable: on, Under: under, None: none})
	}
	chameleons, others := t.openByKind()
	switch {
	case len(chameleons) == 0:
		// Whoever turned up the last card, it was no chameleon.
		return t.penalty(actor, WrongForsazh{Player: name, NoChameleon: true})
	case len(others) == 0:
		// Whoever it was, a chameleon came up last.
		right := RightForsazh{Player: name, Task: task, OnTable: on, Under: under, None: none}
		if len(chameleons) == 1 {
			right.Owner = t.names[chameleons[0]]
		}
		return t.win(actor, right)
	}
	last := t.assumedLast()
	reading := LastCardAssumed{Player: t.names[last.who], Card: last.card, Right: last.card.chameleon, TurnKey: t.key(notation.TurnKeys)}
	turned := chameleons
	if last.card.chameleon {
		turned = others
	}
	reading.Others = t.namesOf(turned)
	if len(turned) == 1 {
		reading.Next = t.names[(turned[0]+1)%len(t.names)]
	}
	var step referee.Step
	if last.card.chameleon {
		step = t.win(actor, RightForsazh{Player: name, Owner: t.names[last.who], Task: task, OnTable: on, Under: under, None: none})
	} else {
		step = t.penalty(actor, WrongForsazh{Player: name, Last: last.card, Owner: t.names[last.who],
			Assumed: true, Chameleons: reading.Others, ChameleonsMore: len(reading.Others) > 1})
	}
	step.Interpretations = append([]referee.Message{reading}, step.Interpretations...)
	return step
}

// LastCardAssumed is the reading a «Форсаж!» was judged on when `open:`
// does not say who turned up the last card and the verdict rests on it:
// the card taken to be the last, whether the call is right on it, and who
// else may have turned up the last card, which would turn the verdict.
type LastCardAssumed struct {
	Player string   // whose card is taken to be the last
	Card   Card     `say:"-"` // said by the verdict, wrong on it (WrongForsazh.Last); right, it is a chameleon
	Right  bool     // the call is right on that reading
	Others []string // the players whose card, had it come last, turns the verdict
	Next   string   `say:"optional"` // with one of them: the `turn:` that says it was theirs
	// TurnKey is `turn:` in the record's own key words.
	TurnKey string
}

func (LastCardAssumed) Code() referee.Code { return CodeReadingLastCard }

// Count picks the plural form by the other players.
func (m LastCardAssumed) Count() int { return len(m.Others) }

// firstCardNamed: a card turned up by a player named while `open:` left
// the order unknown is that player's, wherever the default order would
// have started; the order goes on after them.
func (t *table) firstCardNamed(who int) []referee.Message {
	if !t.orderUnknown || who == t.turn() {
		return nil
	}
	return []referee.Message{OpenTurnAssumed{Player: t.names[who], TurnKey: t.key(notation.TurnKeys)}}
}

// OpenTurnAssumed is the reading a transcript's first card was judged on
// when `open:` gives no `turn:`: it was the turn of whoever turned it up.
type OpenTurnAssumed struct {
	Player string // who turned up the first card, and so whose turn it was
	// TurnKey is `turn:` in the record's own key words.
	TurnKey string
}

func (OpenTurnAssumed) Code() referee.Code { return CodeReadingOpenTurn }

// Ask is what the referee must know before it can judge a move, when the
// players at the table know it and the header does not say it: who
// turned up the last card, for a «Форсаж!» that rests on it. Nil when the
// move can be judged as it is. The answer is the `turn:` line it makes
// (WhoTurnedLast.Answer), so the record says it too.
func (t *table) Ask(actor int, mv referee.Move) referee.Message {
	ev, ok := mv.(*event)
	if !ok || ev.kind != forsazhCall || actor < 0 || t.out[actor] || t.over || !t.rests() {
		return nil
	}
	q := WhoTurnedLast{}
	var cards []referee.Message
	for p := range t.names {
		if top, ok := t.top(p); ok {
			cards = append(cards, OpenCard{Player: t.names[p], Card: top})
			q.players = append(q.players, t.names[p])
			q.next = append(q.next, t.names[(p+1)%len(t.names)])
		}
	}
	q.Cards = oneOf(cards)
	return q
}

// WhoTurnedLast asks who turned up the last card, naming each open card:
// «Кто открыл карту последним: Аня („4 ежа“), Боря („хамелеон“) или Вика
// („2 ежа“)?»
type WhoTurnedLast struct {
	Cards   referee.Message // the open cards, as a choice (OpenCard)
	players []string        // who holds each, the answers
	next    []string        // for each, the player who turns up the next card
}

func (WhoTurnedLast) Code() referee.Code { return "turbo.ask.last-card" }

// Answers are the players who may have turned up the last card.
func (q WhoTurnedLast) Answers() []string { return q.players }

// Answer is the header line the answer i makes: `turn:` names the player
// after the one who turned up the last card.
func (q WhoTurnedLast) Answer(i int) (keys []string, value string) {
	return notation.TurnKeys, q.next[i]
}

// OpenCard is a player's open card, as a question names it.
type OpenCard struct {
	Player string
	Card   Card
}

func (OpenCard) Code() referee.Code { return "turbo.word.open-card" }

// Comma is two parts of a list of choices, the last of which comes after
// «или» (oneOf), or of the closing count (Last: B is its last score, after
// "and" in English; Russian keeps the comma).
type Comma struct {
	A, B referee.Message
	Last bool `say:"optional"`
}

func (Comma) Code() referee.Code { return "turbo.word.comma" }

// oneOf says items as a choice: «A, B или C».
func oneOf(items []referee.Message) referee.Message {
	if len(items) == 1 {
		return items[0]
	}
	head := items[0]
	for _, x := range items[1 : len(items)-1] {
		head = Comma{A: head, B: x}
	}
	return Either{A: head, B: items[len(items)-1]}
}
