package turbo

import (
	"github.com/boardgame-referee/referee/referee"
)

// table is the state of a game: each player's face-down pile (a count) and
// open pile (the cards, bottom to top), the task card, and whose turn it is.
type table struct {
	names      []string
	cardsKnown bool     // `cards:` given: the face-down piles are counted
	cardsKey   string   // `cards:` in the record's own key words («карты» beside «игроки»), for an example
	lang       int      // the record's key words: 0 English (`players:`), 1 Russian (`игроки:`); see key
	down       []int    // face-down pile sizes, when cardsKnown
	open       [][]Card // open piles, bottom to top
	// sums are the animals on the top cards, kept as cards
	// are turned up and piles taken: the task is judged after every card.
	sums Counts
	// hidden: the open pile may hold cards under those known, which
	// nobody counted (`open:` gives only the top card); nil without `open:`.
	hidden []bool
	// fromOpen: the round is the one `open:` gives, whose cards were open
	// before the transcript starts.
	fromOpen bool
	// orderUnknown: `open:` with no `turn:`, so who turned up the last open
	// card, and who turns up the next, nobody said; until a card is turned
	// up (see dispute.go).
	orderUnknown bool
	// countLost: `cards:` was given, but a round winner took a pile with
	// cards under it that `open:` did not show, so the piles are counted
	// no more.
	countLost bool
	out       []bool // players whose face-down pile ran out
	next      int    // the seat to turn up next, players who are out skipped
	task      *taskCard
	// winner won the last round, -1 before any; with task nil it is the
	// round that waits for its next task.
	winner int
	// last is the card turned up last in this round, nil when none has been
	// since the task went up.
	last *turnUp
	// held: the task came to hold and nobody has called since; a «Турбо!»
	// is missed if the next card is turned up over it. heldC says when and
	// how it held.
	held   bool
	heldAt heldSince
	// missedSaid: the missed «Турбо!» on the chance held now is said
	// already; the task has held on every card since.
	missedSaid bool
	// orderTold: the reading of who turns up a card after a won round has
	// been said in full in this game; from then on only who is next.
	orderTold bool
	// forsazhNamed: a card's narration has named the Forsazh rule, with
	// its English gloss, in this game; from then on without the gloss.
	forsazhNamed bool
	// lastCard holds the card last points to, so turning up a card
	// allocates nothing.
	lastCard turnUp
	// tell: the move being applied is narrated (Apply's tell).
	tell bool
	// baseDeck: the house rule `deck: base`, the base game's 54 cards: then
	// copies are limited, and 9s and chameleons are no cards.
	baseDeck bool
	// buried are the cards a round's winner put under their face-down
	// pile («складывает их вниз своей колоды»), by pile, with `deck: base`
	// and the piles counted: such a card cannot come up before the cards
	// above it are gone.
	buried [][]burial
	over   bool
	ended  endKind
	events int // the entries played that stood
	// cards are the cards turned up that stood: check's «Ход N» counts
	// them, and so does the picture's title. latest is the entry that stood
	// last, which the title names when it was no card (a call, a touch, a
	// new task or the end); its who is -1 for an entry nobody made.
	cards  int
	latest lastEntry
	// penalised is the wrong call the last entry was, which cost its
	// caller a penalty: the picture marks it. Its who is -1 when the last
	// entry was no wrong call.
	penalised penaltyMark
	// won is the round the last entry won: its task card, whether the
	// task held, its winner and the open piles taken. Its who is -1 when
	// the last entry won no round. The picture of the position after
	// the call draws them: the task card is gone from the table, and
	// the reader should still see what was called on.
	won wonRound
}

// lastEntry is the last entry that stood: what it was, and who made it.
type lastEntry struct {
	kind eventKind
	who  int
}

// wonRound is a round just won by a right call.
type wonRound struct {
	who   int // the winner, -1: the last entry won no round
	task  *taskCard
	holds bool     // the task held when called on («Турбо!»); not on a «Форсаж!»
	taken [][]Card // by player, the open piles the winner took, bottom to top
}

// penaltyMark is a wrong call: who made it, and which call it was.
type penaltyMark struct {
	who  int
	kind eventKind
}

// turnUp is a card turned up by a player.
type turnUp struct {
	who  int
	card Card
}

type endKind int8

const (
	notEnded endKind = iota
	lastIn           // all players but one are out
	tasksOut         // `end`: the task cards have run out
)

// turn is the player to turn up the next card: the seat after the one who
// turned up last, skipping players who are out.
func (t *table) turn() int {
	for i := range t.names {
		p := (t.next + i) % len(t.names)
		if !t.out[p] {
			return p
		}
	}
	return -1
}

// Turn is the player to turn up a card; -1 when the game is over or a won
// round waits for its next task (then the next entry is `task:` or `end`).
func (t *table) Turn() int {
	if t.over || t.task == nil {
		return -1
	}
	return t.turn()
}

// Skip hands the turn to turn up a card on past a card the replay left out:
// to the player whose card comes next, or the player after the one due.
// Calls, tasks and the end take no turn, so it waits for the next card.
func (t *table) Skip(to int, next referee.Move) bool {
	if ev, ok := next.(*event); !ok || ev.kind != cardEvent || t.over {
		return false
	}
	if to < 0 {
		to = (t.turn() + 1) % len(t.names)
	} else if t.out[to] {
		return false
	}
	t.next = to
	return true
}

// in lists the players still in the game.
func (t *table) in() []int {
	var out []int
	for p := range t.names {
		if !t.out[p] {
			out = append(out, p)
		}
	}
	return out
}

// top is the card that counts in a player's open pile; ok is false when the
// pile is empty.
func (t *table) top(p int) (Card, bool) {
	if len(t.open[p]) == 0 {
		return Card{}, false
	}
	return t.open[p][len(t.open[p])-1], true
}

// counts are the animals on the top cards, as kept (sums).
func (t *table) counts() Counts { return t.sums }

// underCovered: some open pile holds a card under its top (or may, when
// `open:` gave only the top), so a count says «на открытых картах», not
// «на столе»: the covered card lies on the table too.
func (t *table) underCovered() bool {
	for i, p := range t.open {
		if len(p) > 1 || (t.hidden != nil && t.hidden[i] && len(p) > 0) {
			return true
		}
	}
	return false
}

// add counts the animals a card shows (none on a chameleon) sign times:
// 1 for a card that comes on top, -1 for one covered or taken.
func (c *Counts) add(top Card, sign int) {
	if !top.chameleon {
		c[top.animal] += sign * top.n
	}
}

// holds says whether the current task holds on the table.
func (t *table) holds() bool {
	return t.task != nil && t.task.holds(t.counts())
}

// rightCall is the call that is right now: «Турбо!» when the task holds,
// «Форсаж!» when it does not and the card turned up last is a chameleon,
// cardEvent (no call) otherwise, and while no task is up.
func (t *table) rightCall() eventKind {
	switch {
	case t.holds():
		return turboCall
	case t.task != nil && t.last != nil && t.last.card.chameleon:
		return forsazhCall
	}
	return cardEvent
}

// copiesOpen counts the cards equal to c in all open piles, covered ones
// too, and names whose piles hold them.
func (t *table) copiesOpen(c Card) (int, []int) {
	n := 0
	var holders []int
	for p, pile := range t.open {
		mine := false
		for _, x := range pile {
			if x == c {
				n++
				mine = true
			}
		}
		if mine {
			holders = append(holders, p)
		}
	}
	return n, holders
}

// burial is a card at the bottom of a face-down pile, under above cards.
type burial struct {
	card  Card
	above int
}

// bury puts a round's taken cards under the winner's face-down pile of
// down cards: each lies under down cards at least (the order the taken
// piles are laid in is nobody's to say, so none is counted deeper).
func (t *table) bury(w int, cards []Card, down int) {
	if !t.baseDeck {
		return
	}
	if t.buried == nil {
		t.buried = make([][]burial, len(t.names))
	}
	for _, c := range cards {
		if !c.chameleon && down > 0 {
			t.buried[w] = append(t.buried[w], burial{card: c, above: down})
		}
	}
}

// dealt: a card came off the top of p's face-down pile; a buried card
// with nothing left above it may come up next.
func (t *table) dealt(p int) {
	if t.buried == nil {
		return
	}
	kept := t.buried[p][:0]
	for _, b := range t.buried[p] {
		if b.above--; b.above > 0 {
			kept = append(kept, b)
		}
	}
	t.buried[p] = kept
}

// unburied: which cards of p's face-down pile a penalty gives away, the
// rules do not say; a card buried there may be among them, so none is
// held back any more.
func (t *table) unburied(p int) {
	if t.buried != nil {
		t.buried[p] = t.buried[p][:0]
	}
}

// copiesBuried counts the cards equal to c buried under face-down piles,
// and says the one nearest the top: whose pile, and how many cards lie
// above it.
func (t *table) copiesBuried(c Card) (n, owner, above int) {
	owner = -1
	for p, pile := range t.buried {
		for _, b := range pile {
			if b.card == c {
				n++
				if owner < 0 || b.above < above {
					owner, above = p, b.above
				}
			}
		}
	}
	return n, owner, above
}

// maxAnimals is the most animals a card shows: the Форсаж cards go up to 9
// (seed: «карты с большим количеством одинаковых животных (7, 8, 9)»).
const maxAnimals = 9

// isCard says whether a card exists in the deck the header declares: any
// card of 1–9 animals or a chameleon, since Форсаж cards are mixed into the
// base deck a few at a time; with `deck: base`, only the base game's cards.
func (t *table) isCard(c Card) bool {
	if t.baseDeck {
		return !c.chameleon && deckCopies(c.n) > 0
	}
	return c.chameleon || c.n >= 1 && c.n <= maxAnimals
}

// deckCopies is how many cards of the base game show n of one animal: «1,
// 2, 3 — по три карты, 4–7 — по две, 8 — одна» (RULES.md); none outside
// 1–8.
func deckCopies(n int) int {
	switch {
	case n >= 1 && n <= 3:
		return 3
	case n >= 4 && n <= 7:
		return 2
	case n == 8:
		return 1
	}
	return 0
}

// score is a player's count at the end: face-down pile plus own open pile.
func (t *table) score(p int) int { return t.down[p] + len(t.open[p]) }
