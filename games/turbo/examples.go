package turbo

import (
	"sync"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// examples are a message of every type the game says, its facts as a game
// would give them (Spec.Examples): Аня, Боря and Вера play, as in the
// rules' own examples, and «лягушек больше четырёх» is on the table.
//
// Every message that names a player or quotes a typed word comes twice,
// once with Russian names and words and once with English ones: `explain
// --lang en` shows the first example without Cyrillic (exampleOf in
// internal/cli), so an English reader meets Anna, not Аня. Each says what
// the rule's own example (`<code>.example`) tells, so that the sentence
// printed under that example is the referee's verdict on it.
//
// The refusals referee.Turns makes (WrongPlayer, GameOver) are the referee
// package's types, and the seams test holds every message type of a
// package an example comes from to an example: the referee's own examples
// go along so that it finds them.
var examples = sync.OnceValue(func() []referee.Message {
	frogs := func(n int) Card { return Card{animal: Frog, n: n} }
	chameleon := Card{chameleon: true}
	frog, bird, hedgehog := Side{{IsAnimal: true, Animal: Frog}}, Side{{IsAnimal: true, Animal: Bird}}, Side{{IsAnimal: true, Animal: Hedgehog}}
	task := newTaskCard(Condition{Clauses: []Comparison{{Left: frog, Op: Greater, Right: Side{{N: 4}}}}})
	sum := newTaskCard(Condition{Clauses: []Comparison{{Left: append(bird, frog...), Op: GreaterOrEqual, Right: Side{{N: 9}}}}})
	fewer := newTaskCard(Condition{Clauses: []Comparison{{Left: frog, Op: Less, Right: bird}, {Left: hedgehog, Op: Equal, Right: Side{{N: 1}}}}})
	holds := Counts{Frog: 5, Bird: 3}
	list := []referee.Message{
		// Words.
		Frog, OneAnimal(Hedgehog), frogs(5), chameleon, Written{Parts: []Card{{animal: Hedgehog, n: 2}, frogs(3)}},
		Call(turboCall), Call(forsazhCall), Call(touchCall),
		Either{A: expectNumber, B: expectAnimal}, expectComparison, expectNumber, expectAnimal, expectThan,
		expectConjunction, expectEnd, expectClause,
		HintWord{Word: "чем"}, wordsIn("ru", expectComparison), wordsIn("ru", expectNumber), wordsIn("ru", expectAnimal), wordsIn("ru", expectThan),
		wordsIn("ru", expectConjunction), wordsIn("ru", expectEnd), wordsIn("ru", expectClause),
		wordsIn("en", expectComparison), wordsIn("en", expectNumber), wordsIn("en", expectAnimal), wordsIn("en", expectThan),
		wordsIn("en", expectConjunction), wordsIn("en", expectEnd), wordsIn("en", expectClause),
		task.words(), sum.words(), fewer.words(), task.words().Clauses[0], fewer.words().Clauses[0], sum.words().Clauses[0].Left,
		Number{N: 4}, Number{N: 1, Exactly: true}, Number{N: 40},
		Tally{animal: Frog, n: 5}, Tally{animal: Bird},
		PlayersCount{Players: referee.Quantity{Count: 6, Unit: "turbo.unit.player"}},
		DeckBad{Value: "bse", Suggestion: "base"},
		NoAnimal{Clause: "5 > 3"}, TooLong{Max: maxText}, NumberTooBig{Number: "100000", Max: maxNumber},
		EventEnd{Text: "2"},
		TasksRanOut{}, EndEntry{}, TasksOut{}, EndHeading{}, TaskHeading{Task: sum.Condition.words()},
		Reading(CodeReadingOutNoCalls), Reading(CodeReadingEarlyCall), Reading(CodeReadingHoldsAtOnce),
		Reading(CodeReadingPenaltyOrder), Reading(CodeReadingPenaltyInOnly), Reading(CodeReadingOutNotCounted),
		Reading(CodeReadingForsazhRound),
		FaceDown{Cards: cardsOf(17)}, TaskState{Task: task.words()}, TaskShown{Task: task.words()},
		Sums{OnTable: tallies(holds)}, Sums{OnTable: tallies(Counts{}), None: true}, Sums{OnTable: tallies(Counts{}), None: true, Empty: true},
		tallies(Counts{Hedgehog: 2}), tallies(Counts{Bird: 3, Hedgehog: 2}), tallies(Counts{}), PileCard{Card: frogs(5)}, PileCard{Card: chameleon, Chameleon: true},
		PictureTitle{Game: "game.turbo", Cards: 3}, PictureTitle{Game: "game.turbo", Cards: 3, Refused: 4}, PictureTitle{Game: "game.turbo", Cards: 3, RefusedEntry: true}, PictureTitle{Game: "game.turbo", RefusedEntry: true}, PictureTitle{Game: "turbo.name-base", Cards: 2, Then: CallAfter{Player: "Vera", Call: "turbo.picture.call.turbo"}},
		PictureTitle{Game: "game.turbo"}, CallAfter{Player: "Gleb", Call: "turbo.picture.call.touch"}, CallAfter{Player: "Anna", Call: "turbo.picture.call.forsazh"}, TaskAfter{}, EndAfter{}, FaceWord(frogs(5)),
	}
	for _, c := range []cast{russian, english} {
		list = append(list, c.examples(task, sum)...)
	}
	return list
})

// A cast is who plays in the examples and what they type, in one language.
type cast struct {
	anna, boris, vera, vika, stranger, annaTypo, borisTypo        string
	five, fiveWord, fiveTypo, fiveSix, turbo, turboTypo, tenFrogs string
	eightBirds, full, dogs, chameleons, giraffe, unfinished       string
	lang                                                          int // the key words of the record: 0 English, 1 Russian
}

// key is a key word in the cast's language, as its record writes it.
func (c cast) key(words []string) string { return words[c.lang] }

var (
	russian = cast{anna: "Аня", boris: "Боря", vera: "Вера", vika: "Вера", stranger: "Гоша", annaTypo: "Анна", borisTypo: "Бора",
		five: "пять", fiveWord: "пяти", fiveTypo: "пяты", fiveSix: "пяти шести", turbo: "турбо", turboTypo: "турбп", tenFrogs: "10 лягушек",
		eightBirds: "8 птиц", full: "полная", dogs: "Собак", chameleons: "Хамелеонов", giraffe: "жираф", unfinished: "Лягушек больше", lang: 1}
	// vika plays only where vera does not, so both are Вера and Vera, as
	// the English rule examples have it.
	english = cast{anna: "Anna", boris: "Boris", vera: "Vera", vika: "Vera", stranger: "Edgar", annaTypo: "Ana", borisTypo: "Bors",
		five: "five", fiveWord: "five", fiveTypo: "fiv", fiveSix: "five six", turbo: "turbo", turboTypo: "turbp", tenFrogs: "10 frogs",
		eightBirds: "8 birds", full: "full", dogs: "dogs", chameleons: "chameleons", giraffe: "giraffe", unfinished: "More frogs than"}
)

func (c cast) examples(task, sum *taskCard) []referee.Message {
	frogs := func(n int) Card { return Card{animal: Frog, n: n} }
	chameleon := Card{chameleon: true}
	birds := newTaskCard(Condition{Clauses: []Comparison{{Left: Side{{IsAnimal: true, Animal: Bird}}, Op: Greater, Right: Side{{N: 7}}}}})
	hedgehogs := newTaskCard(Condition{Clauses: []Comparison{{Left: Side{{IsAnimal: true, Animal: Hedgehog}}, Op: Greater, Right: Side{{N: 7}}}}})
	written := func(cards ...Card) Written { return Written{Parts: cards} }
	return []referee.Message{
		Skipped{Players: []string{c.anna}},

		// Notation errors.
		UnknownPlayer{Name: c.stranger}, UnknownPlayer{Name: c.annaTypo, Suggestion: c.anna},
		UnknownPlayer{Name: c.stranger, line: openLine}, UnknownPlayer{Name: c.borisTypo, Suggestion: c.boris, line: openLine},
		NamedTwice{Name: c.anna}, NamedTwice{Name: c.anna, line: openLine},
		CardsMissing{Name: c.vera}, PileSize{Value: c.five, Max: maxPile},
		PairsForm{Gap: true, Example: cardsExample([]string{c.anna, c.boris})}, PairsForm{Name: c.anna, line: openLine},
		OpenNotCard{Name: c.anna, Value: c.turbo}, OpenNoSuchCard{Name: c.anna, Value: c.tenFrogs},
		OpenTooMany{Value: c.eightBirds, Copies: 2},
		DeckBad{Value: c.full},
		TaskEmpty{Words: taskLines[c.lang][0], Formula: taskLines[c.lang][1]},
		ConditionWord{Word: c.dogs, Expected: expectAnimal},
		ConditionWord{Word: c.fiveTypo, Suggestion: c.fiveWord, Expected: Either{A: expectNumber, B: expectAnimal}},
		ConditionChameleon{Word: c.chameleons}, ConditionEnd{After: c.unfinished, Expected: expectNumber},
		NumberWords{Words: c.fiveSix}, EventWord{Word: c.giraffe}, EventWord{Word: c.turboTypo, Suggestion: c.turbo},

		// Refusals, each the verdict on its rule's example.
		referee.WrongPlayer{Rule: CodeOutOfTurn, Expected: c.boris, Actor: c.vera, Move: written(frogs(3))},
		PlayerOut{Player: c.anna, Card: written(frogs(4))},
		NoSuchCard{Player: c.anna, Card: written(Card{animal: Bird, n: 10})},
		TooManyCopies{Player: c.boris, Card: Card{animal: Bird, n: 8}, Copies: 1, Holders: []string{c.anna}},
		TooManyCopies{Player: c.boris, Card: Card{animal: Bird, n: 1}, Copies: 3, Holders: []string{c.anna, c.vera}, HoldersMore: true},
		CardBuried{Player: c.boris, Card: Card{animal: Bird, n: 8}, Owner: c.boris, Own: true, Above: 27, Copies: 1},
		CardBuried{Player: c.anna, Card: Card{animal: Bird, n: 8}, Owner: c.boris, Above: 1, Copies: 1},
		CardBuried{Player: c.anna, Card: frogs(1), Owner: c.boris, Above: 4, Copies: 3},
		CallWhileOut{Player: c.anna, Call: Call(turboCall)},
		CallWhileOut{Player: c.anna, Call: Call(touchCall), Touch: true},
		TaskMissing{Move: CardEntry{Player: c.vera, Card: written(frogs(2))}, Turned: true, Player: c.vera, Card: written(frogs(2)), Winner: c.boris, TaskKey: c.key(taskWords), EndWord: c.key(endWords)},
		TaskStands{Task: task.words(), New: birds.words()},
		referee.GameOver{Rule: CodeGameOver, How: TasksRanOut{}, Move: CardEntry{Player: c.anna, Card: written(frogs(2))}},
		CallerMissing{Call: Call(turboCall), Player: c.boris, Word: callNames[turboCall][c.lang]},
		LastPlayerIn{Player: c.boris},
		CardEntry{Player: c.vera, Card: written(frogs(2))}, CallEntry{Player: c.boris, Call: Call(forsazhCall)},
		TouchEntry{Player: c.boris}, TaskEntry{Task: sum.words()},

		// Notes, each the verdict on its rule's example.
		NoCards{Example: cardsExample([]string{c.anna, c.boris})},
		RightTurbo{Player: c.vera, Task: task.words(), OnTable: task.onTable(Counts{Frog: 5})},
		WrongTurbo{Player: c.boris, Task: task.words(), OnTable: task.onTable(Counts{Frog: 3})},
		WrongTurbo{Player: c.vera, Task: task.words(), OnTable: task.onTable(Counts{Frog: 2}), Forsazh: true},
		RightForsazh{Player: c.vera, Owner: c.boris, Task: task.words(), OnTable: task.onTable(Counts{Frog: 2})},
		WrongForsazh{Player: c.vera, Holds: true, Task: task.words(), OnTable: task.onTable(Counts{Frog: 5})},
		WrongForsazh{Player: c.vera, Last: frogs(2), Owner: c.anna},
		Touch{Player: c.boris, Task: task.words(), OnTable: task.onTable(Counts{Frog: 3})},
		Touch{Player: c.boris, Task: task.words(), OnTable: task.onTable(Counts{Frog: 5}), Holds: true},
		Penalty{Player: c.anna, Paid: []string{c.boris, c.vera}},
		Penalty{Player: c.vera, Paid: []string{c.anna, c.boris}, Left: cardsLeft(16), Counted: true},
		Penalty{Player: c.boris, Paid: []string{c.anna}, Left: cardsLeft(4), Counted: true},
		Penalty{Player: c.anna, Paid: []string{c.boris}, Unpaid: []string{c.vera}},
		Penalty{Player: c.boris, Paid: []string{c.vera}, Out: []string{c.anna}, Last: true},
		RoundWon{Player: c.boris, From: []string{c.anna}, Cards: cardsTaken(1), Counted: true, Down: cardsOf(28)},
		RoundWon{Player: c.anna, From: []string{c.boris, c.vera}, Cards: cardsTaken(2), Counted: true, Down: cardsOf(19), Kept: true},
		RoundWon{Player: c.vera, From: []string{c.anna}, Cards: cardsTaken(2), Counted: true, Down: cardsOf(20), Forsazh: true},
		RoundWon{Player: c.anna, From: []string{c.boris, c.vera}, Cards: cardsTaken(2), Unseen: true, Lost: true, Kept: true, OpenKey: c.key(openKeys)},
		RoundWon{Player: c.anna, From: []string{c.boris, c.vera}, Cards: cardsTaken(2), Unseen: true, Lost: true, Kept: true, OpenKey: c.key(openKeys), Hidden: c.boris, HiddenCard: Card{animal: Hedgehog, n: 2}},
		MissedTurbo{Player: c.boris, Owner: c.anna, After: frogs(5), Move: 1, OnTable: task.onTable(Counts{Frog: 5})},
		GoesOut{Player: c.anna, Last: frogs(3), Pile: true},
		OrderAfterRound{Last: c.anna, Next: c.boris},
		OrderAfterRound{Next: c.anna, Assumed: true, TurnKey: c.key(notation.TurnKeys), PlayersKey: c.key(notation.PlayersKeys)},
		NextAfterRound{Last: c.anna, Next: c.boris},
		LastCardAssumed{Player: c.vika, Card: Card{animal: Hedgehog, n: 2}, Others: []string{c.boris}, Next: c.vika, TurnKey: c.key(notation.TurnKeys)},
		WrongForsazh{Player: c.vika, Last: Card{animal: Hedgehog, n: 2}, Owner: c.vika, Assumed: true, Chameleons: []string{c.boris}},
		LastCardAssumed{Player: c.boris, Card: chameleon, Right: true, Others: []string{c.anna, c.vera}, TurnKey: c.key(notation.TurnKeys)},
		OpenTurnAssumed{Player: c.vika, TurnKey: c.key(notation.TurnKeys)},
		WrongForsazh{Player: c.vera, NoChameleon: true},
		RightForsazh{Player: c.vera, Task: hedgehogs.words(), OnTable: hedgehogs.onTable(Counts{Hedgehog: 4})},
		WhoTurnedLast{Cards: oneOf([]referee.Message{OpenCard{Player: c.anna, Card: frogs(2)}, OpenCard{Player: c.boris, Card: chameleon}, OpenCard{Player: c.vera, Card: frogs(3)}})},
		OpenCard{Player: c.boris, Card: chameleon},
		Comma{A: OpenCard{Player: c.anna, Card: frogs(2)}, B: OpenCard{Player: c.boris, Card: chameleon}},

		// What a move did.
		TurnedUp{Player: c.anna, Card: frogs(5), Covered: frogs(2), OnTable: task.onTable(Counts{Frog: 5}), Holds: true},
		TurnedUp{Player: c.boris, Card: chameleon, Chameleon: true, OnTable: task.onTable(Counts{Frog: 2}), Forsazh: true},
		TurnedUp{Player: c.boris, Card: frogs(1), OnTable: task.onTable(Counts{Frog: 6}), Holds: true, Still: true},
		TurnedUp{Player: c.boris, Card: chameleon, Chameleon: true, OnTable: task.onTable(Counts{Frog: 6}), Holds: true, Still: true},
		TurnedUp{Player: c.boris, Card: chameleon, Chameleon: true, Covered: frogs(1), OnTable: task.onTable(Counts{Frog: 5}), Holds: true},
		NewTask{Task: sum.words(), OnTable: sum.onTable(Counts{Frog: 5, Bird: 3}), Player: c.vera},
		NewTask{Task: task.words(), OnTable: task.onTable(Counts{Frog: 5}), Holds: true, Player: c.vera},

		// The outcome.
		LastIn{Out: []string{c.anna, c.vera}, OutMore: true, In: c.boris},
		CountHidden{Players: []string{c.anna}, OpenKey: c.key(openKeys)}, CountLost{OpenKey: c.key(openKeys)},
		Score{Player: c.anna, Cards: cardsOf(20)},
		FinalCount{Scores: Comma{A: Score{Player: c.anna, Cards: cardsOf(20)}, B: Score{Player: c.boris, Cards: cardsOf(16), Rest: true}, Last: true}},
		FinalCount{Scores: Comma{A: Score{Player: c.anna, Cards: cardsOf(18)}, B: Score{Player: c.boris, Cards: cardsOf(18), Rest: true}, Last: true}, Shared: true},
		Waiting{Winner: c.boris, TaskKey: c.key(taskWords), EndWord: c.key(endWords)}, Waiting{TaskKey: c.key(taskWords)},
		FromOpen{OpenKey: c.key(openKeys), Counted: true}, FromOpen{OpenKey: c.key(openKeys)}, CountUnknown{CardsKey: c.key(cardsKeys)}, BoardOver{Why: CountUnknown{CardsKey: c.key(cardsKeys)}},
		BoardOver{Why: LastIn{Out: []string{c.boris}, In: c.anna}, Winners: []string{c.anna}}, BoardOver{Why: FinalCount{Scores: Comma{A: Score{Player: c.anna, Cards: cardsOf(18)}, B: Score{Player: c.boris, Cards: cardsOf(18), Rest: true}, Last: true}, Shared: true}, Winners: []string{c.anna, c.boris}, Shared: true},
		Waiting{Winner: c.boris}, Waiting{}, Playing{Task: task.words(), Player: c.vera}, TaskDue{Task: task.words()}, TaskDue{Task: task.words(), Holds: true},

		// Views.
		BoardTurn{Player: c.vera, Call: Call(turboCall)}, BoardTurn{Player: c.vera, Depends: true}, BoardTurn{Player: c.vera, Unknown: true},
		LastCardKey{Player: c.boris}, RefusedCardKey{Player: c.boris}, PenaltyKey{Player: c.boris, Call: Call(turboCall)}, PenaltyKey{Player: c.boris, Call: Call(touchCall)}, TakenKey{Winner: c.boris}, LastCaption{Player: c.boris, Card: Card{animal: Frog, n: 2}},
		TaskWon{Player: c.boris},
		PileWords{Player: c.anna, Top: frogs(5), Under: 2, Down: FaceDown{Cards: cardsOf(15)}},
		CardMove{Player: c.anna, Card: frogs(3)}, CardMove{Player: c.anna, Card: chameleon},
		CallMove{Player: c.boris, call: Call(turboCall)},
	}
}
