package turbo

import (
	"strconv"

	"github.com/boardgame-referee/referee/referee"
)

// Where a card or a task card is tapped, not typed (referee serve), the
// page builds the line a player of its language types: these are the
// words it is built of, each one the grammar reads (taps_test.go reads
// every line they make).

// Taps are the words of cards and task cards in one language.
type Taps struct {
	TaskKey string    // the line of a new task card: `task`, `задание`
	Animals []TapWord // the animals a task counts, as its formal form names them: `frogs`, `лягушки`
	Ops     []TapWord // the comparisons: `<=`, said `≤`
	Plus    string    // adds animals up: `birds + frogs >= 9`
	And     string    // joins two clauses: `and`, `и`
	Numbers int       // a task compares with 0 to Numbers, as far as the cards print numbers in words
	Cards   []TapWord // every card, in its short form (`5л`, `х`), said as the table says it («5 лягушек»)
}

// TapWord is a word as typed, and as said.
type TapWord struct {
	Text string
	Say  referee.Message // nil: Shown says it, or Text
	// Shown is a sign the page shows for Text: `≤` for `<=`.
	Shown string
}

// formalAnimals are the animals of a task's formal form in each language,
// as a count of them is named (`frogs > 4`, `лягушки > 4`): among
// animalWords, which the grammar reads.
var formalAnimals = map[string][numAnimals]string{
	"en": animalPlurals,
	"ru": {"ежи", "лягушки", "птицы"},
}

// shortLetters are the letters of the short card forms in each language:
// the animals', then the chameleon's (among shortAnimals, shortChameleon).
var shortLetters = map[string][numAnimals + 1]string{
	"en": {"h", "f", "b", "c"},
	"ru": {"е", "л", "п", "х"},
}

// formalAnd joins the clauses of the formal form (conjSyntax).
var formalAnd = map[string]string{"en": "and", "ru": "и"}

// opSaid are the comparisons as the page shows them.
var opSaid = [...]string{Less: "<", Greater: ">", LessOrEqual: "≤", GreaterOrEqual: "≥", Equal: "="}

// TapsIn are the words of cards and tasks in language lang ("en" for any
// the game has no words of its own in).
func TapsIn(lang string) Taps {
	if _, ok := formalAnimals[lang]; !ok {
		lang = "en"
	}
	key := taskWords[0]
	if lang == "ru" {
		key = taskWords[1]
	}
	out := Taps{TaskKey: key, Plus: "+", And: formalAnd[lang], Numbers: maxNumberWord}
	for a := range numAnimals {
		out.Animals = append(out.Animals, TapWord{Text: formalAnimals[lang][a]})
	}
	for _, op := range []Op{Less, Greater, LessOrEqual, GreaterOrEqual, Equal} {
		out.Ops = append(out.Ops, TapWord{Text: op.String(), Shown: opSaid[op]})
	}
	letters := shortLetters[lang]
	for a := range numAnimals {
		for n := 1; n <= maxAnimals; n++ {
			out.Cards = append(out.Cards, TapWord{Text: strconv.Itoa(n) + letters[a], Say: Card{animal: a, n: n}})
		}
	}
	out.Cards = append(out.Cards, TapWord{Text: letters[numAnimals], Say: Card{chameleon: true}})
	return out
}
