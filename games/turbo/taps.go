package turbo

import (
	"strconv"

	"github.com/boardgame-referee/referee/referee"
)

// Where a card, a call or a task card is tapped, not typed (referee
// serve), the page builds the line a player of the game's language types:
// taps are the words it is built of, each one the grammar's own word
// (taps_test.go reads every line they make).

// The sets of taps, by the name the page lays them out by.
const (
	TapTask    = "task"    // the key of a new task card's line: `task`, `задание` (one tap)
	TapOpen    = "open"    // the header key of the open cards, to settle a dispute: `open`, `открыто` (one tap)
	TapDealt   = "dealt"   // the header key of the cards each player holds: `cards`, `карты` (one tap)
	TapAnimals = "animals" // the animals a task counts, as its formal form names them: `frogs`, `лягушки`; Key: the animal
	TapOps     = "ops"     // the comparisons: `<=`, shown `≤`
	TapPlus    = "plus"    // adds animals up: `birds + frogs >= 9` (one tap)
	TapAnd     = "and"     // joins two clauses: `and`, `и` (one tap)
	TapNumbers = "numbers" // the numbers a task compares with, as far as the cards print numbers in words
	TapCards   = "cards"   // every card in its short form (`5л`, `х`), said as the table says it; Group: its animal, Shown: its count
	TapCalls   = "calls"   // the calls, after the caller's name: `турбо`; Key: `turbo`, `forsazh`, `touch`
)

// formalAnd joins the clauses of the formal form: the conjunction
// conjSyntax reads first in each language (its words stand in the
// grammar's tag, which cannot name a variable; taps_test.go holds the two
// together).
var formalAnd = [2]string{"and", "и"}

// opSaid are the comparisons as the page shows them.
var opSaid = [...]string{Less: "<", Greater: ">", LessOrEqual: "≤", GreaterOrEqual: "≥", Equal: "="}

// langIndex is 1 for Russian, 0 for English and any other language the
// game has no words of its own in.
func langIndex(lang string) int {
	if lang == "ru" {
		return 1
	}
	return 0
}

// taps are the words of cards, calls and tasks in language lang
// (UI.TapSets).
func taps(lang string) []referee.TapSet {
	l := langIndex(lang)
	one := func(name, text string) referee.TapSet {
		return referee.TapSet{Name: name, Taps: []referee.Tap{{Text: text}}}
	}
	plurals := [2][numAnimals]string{animalPlurals, animalPluralsRU}
	animals := referee.TapSet{Name: TapAnimals}
	for a := range numAnimals {
		animals.Taps = append(animals.Taps, referee.Tap{Text: plurals[l][a], Key: animalKeys[a]})
	}
	ops := referee.TapSet{Name: TapOps}
	for _, op := range []Op{Less, Greater, LessOrEqual, GreaterOrEqual, Equal} {
		ops.Taps = append(ops.Taps, referee.Tap{Text: op.String(), Shown: opSaid[op]})
	}
	numbers := referee.TapSet{Name: TapNumbers}
	for n := 0; n <= maxNumberWord; n++ {
		numbers.Taps = append(numbers.Taps, referee.Tap{Text: strconv.Itoa(n)})
	}
	letters := shortLetters[l]
	cards := referee.TapSet{Name: TapCards}
	for a := range numAnimals {
		for n := 1; n <= maxAnimals; n++ {
			cards.Taps = append(cards.Taps, referee.Tap{Text: strconv.Itoa(n) + string(letters[a]), Say: Card{animal: Animal(a), n: n},
				Shown: strconv.Itoa(n), Group: animalKeys[a]})
		}
	}
	cards.Taps = append(cards.Taps, referee.Tap{Text: string(letters[numAnimals]), Say: Card{chameleon: true}, Key: "chameleon"})
	calls := referee.TapSet{Name: TapCalls}
	for _, k := range []eventKind{turboCall, forsazhCall, touchCall} {
		calls.Taps = append(calls.Taps, referee.Tap{Text: callNames[k][l], Key: callNames[k][0]})
	}
	return []referee.TapSet{
		one(TapTask, taskWords[l]), one(TapOpen, openKeys[l]), one(TapDealt, cardsKeys[l]),
		animals, ops, one(TapPlus, "+"), one(TapAnd, formalAnd[l]), numbers, cards, calls,
	}
}
