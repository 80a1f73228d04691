package turbo

import "github.com/boardgame-referee/referee/referee"

// examples are a message of every type the game says, its facts as a game
// would give them (Spec.Examples): Аня, Боря and Вера play, as in the
// rules' own examples, and «лягушек больше четырёх» is on the table.
//
// The refusals referee.Turns makes (WrongPlayer, GameOver) are the referee
// package's types, and the seams test holds every message type of a
// package an example comes from to an example: the referee's own examples
// go along so that it finds them.
func examples() []referee.Message {
	frogs := func(n int) Card { return Card{animal: Frog, n: n} }
	chameleon := Card{chameleon: true}
	frog, bird, hedgehog := Side{{IsAnimal: true, Animal: Frog}}, Side{{IsAnimal: true, Animal: Bird}}, Side{{IsAnimal: true, Animal: Hedgehog}}
	task := newTaskCard(Condition{Clauses: []Comparison{{Left: frog, Op: Greater, Right: Side{{N: 4}}}}})
	sum := newTaskCard(Condition{Clauses: []Comparison{{Left: append(bird, frog...), Op: GreaterOrEqual, Right: Side{{N: 9}}}}})
	fewer := newTaskCard(Condition{Clauses: []Comparison{{Left: frog, Op: Less, Right: bird}, {Left: hedgehog, Op: Equal, Right: Side{{N: 1}}}}})
	holds, fails := Counts{Frog: 5, Bird: 3}, Counts{Frog: 2, Bird: 3}
	written := func(cards ...Card) Written { return Written{Parts: cards} }
	return []referee.Message{
		// Words.
		Frog, OneAnimal(Hedgehog), frogs(5), chameleon, written(Card{animal: Hedgehog, n: 2}, frogs(3)),
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
		Skipped{Players: []string{"Аня"}},

		// Notation errors.
		PlayersCount{Players: referee.Quantity{Count: 6, Unit: "turbo.unit.player"}},
		UnknownPlayer{Name: "Гоша"}, UnknownPlayer{Name: "Анна", Suggestion: "Аня"},
		UnknownPlayer{Name: "Гоша", line: openLine}, UnknownPlayer{Name: "Бора", Suggestion: "Боря", line: openLine},
		NamedTwice{Name: "Аня"}, NamedTwice{Name: "Аня", line: openLine},
		CardsMissing{Name: "Вера"}, PileSize{Value: "пять", Max: maxPile},
		PairsForm{Gap: true}, PairsForm{Name: "Аня", line: openLine},
		OpenNotCard{Name: "Аня", Value: "турбо"}, OpenNoSuchCard{Name: "Аня", Value: "10 лягушек"},
		OpenTooMany{Value: "8 птиц", Copies: 2},
		DeckBad{Value: "полная"}, DeckBad{Value: "bse", Suggestion: "base"},
		TaskEmpty{},
		ConditionWord{Word: "Собак", Expected: expectAnimal},
		ConditionWord{Word: "пяты", Suggestion: "пяти", Expected: Either{A: expectNumber, B: expectAnimal}},
		ConditionChameleon{Word: "Хамелеонов"}, ConditionEnd{Expected: expectNumber},
		NoAnimal{Clause: "5 > 3"}, TooLong{Max: maxText}, NumberTooBig{Number: "100000", Max: maxNumber},
		NumberWords{Words: "пяти шести"}, EventWord{Word: "жираф"}, EventWord{Word: "турбп", Suggestion: "турбо"},
		EventEnd{Text: "2"},

		// Refusals.
		referee.WrongPlayer{Rule: CodeOutOfTurn, Expected: "Боря", Actor: "Вера", Move: written(frogs(3))},
		PlayerOut{Player: "Аня", Card: written(frogs(4))},
		NoSuchCard{Card: written(Card{animal: Bird, n: 10})},
		TooManyCopies{Player: "Боря", Card: Card{animal: Bird, n: 8}, Copies: 1, Holders: []string{"Аня"}},
		CallWhileOut{Player: "Аня", Call: Call(turboCall)},
		TaskMissing{Move: CardEntry{Player: "Вера", Card: written(frogs(2))}, Winner: "Боря"},
		TaskStands{Task: task.words(), New: sum.words()},
		referee.GameOver{Rule: CodeGameOver, How: TasksRanOut{}, Move: CardEntry{Player: "Аня", Card: written(frogs(2))}},
		CallerMissing{Call: Call(turboCall), Player: "Боря"},
		LastPlayerIn{Player: "Боря"}, TasksRanOut{},
		CardEntry{Player: "Вера", Card: written(frogs(2))}, CallEntry{Player: "Боря", Call: Call(forsazhCall)},
		TouchEntry{Player: "Боря"}, TaskEntry{Task: sum.words()}, EndEntry{},

		// Notes.
		NoCards{Example: cardsExample([]string{"Аня", "Боря"})}, FromOpen{},
		RightTurbo{Player: "Вера", Task: task.words(), OnTable: task.onTable(holds)},
		WrongTurbo{Player: "Вера", Task: task.words(), OnTable: task.onTable(fails), Forsazh: true},
		RightForsazh{Player: "Аня", Owner: "Боря", Task: task.words(), OnTable: task.onTable(fails)},
		WrongForsazh{Player: "Аня", Last: frogs(2), Owner: "Боря"},
		WrongForsazh{Player: "Аня", Holds: true, Task: task.words(), OnTable: task.onTable(holds)},
		Touch{Player: "Боря"},
		Penalty{Player: "Вера", Paid: []string{"Аня", "Боря"}, Left: cardsOf(16), Counted: true},
		RoundWon{Player: "Аня", From: []string{"Боря", "Вера"}, Cards: cardsOf(2), Counted: true, Down: cardsOf(19)},
		MissedTurbo{Player: "Боря", Owner: "Аня", After: frogs(5), OnTable: task.onTable(holds)},
		GoesOut{Player: "Аня", Last: frogs(3)},
		Reading(CodeReadingOutNoCalls), Reading(CodeReadingEarlyCall), Reading(CodeReadingHoldsAtOnce),
		OrderAfterRound{Last: "Аня", Next: "Боря"}, Reading(CodeReadingPenaltyOrder), Reading(CodeReadingPenaltyInOnly),
		Reading(CodeReadingOutNotCounted),
		LastCardAssumed{Player: "Вера", Card: frogs(2), Others: []string{"Боря"}, Next: "Вера"},
		LastCardAssumed{Player: "Боря", Card: chameleon, Right: true, Others: []string{"Аня", "Вера"}},
		OpenTurnAssumed{Player: "Вика"},
		WrongForsazh{Player: "Аня", NoChameleon: true},
		RightForsazh{Player: "Аня", Task: task.words(), OnTable: task.onTable(fails)},
		WhoTurnedLast{Cards: oneOf([]referee.Message{OpenCard{Player: "Аня", Card: frogs(2)}, OpenCard{Player: "Боря", Card: chameleon}, OpenCard{Player: "Вера", Card: frogs(3)}})},
		OpenCard{Player: "Боря", Card: chameleon},
		Comma{A: OpenCard{Player: "Аня", Card: frogs(2)}, B: OpenCard{Player: "Боря", Card: chameleon}},

		// What a move did.
		TurnedUp{Player: "Аня", Card: frogs(5), Covered: frogs(2), OnTable: task.onTable(holds), Holds: true},
		TurnedUp{Player: "Боря", Card: chameleon, Chameleon: true, OnTable: task.onTable(fails), Forsazh: true},
		NewTask{Task: sum.words(), OnTable: sum.onTable(holds), Player: "Вера"},
		TasksOut{},

		// The outcome.
		LastIn{Out: []string{"Аня", "Вера"}},
		CountUnknown{}, CountHidden{Players: []string{"Аня"}}, CountLost{},
		Score{Player: "Аня", Cards: cardsOf(20)},
		FinalCount{Scores: Comma{A: Score{Player: "Аня", Cards: cardsOf(20)}, B: Score{Player: "Боря", Cards: cardsOf(16)}}},
		Waiting{Winner: "Боря"}, Playing{Task: task.words(), Player: "Вера"},

		// Views.
		FaceDown{Cards: cardsOf(17)}, TaskState{Task: task.words()}, TaskShown{Task: task.words()},
		BoardOver{Why: CountUnknown{}}, BoardTurn{Player: "Вера", Call: Call(turboCall)},
		Sums{OnTable: tallies(holds)}, PileCard{Card: frogs(5)},
		PictureTitle{When: referee.When(3)}, LastCardKey{Player: "Боря"},
		PileWords{Player: "Аня", Top: frogs(5), Under: 2, Down: FaceDown{Cards: cardsOf(15)}},
		FaceWord(frogs(5)),
		CardMove{Player: "Аня", Card: frogs(3)}, CardMove{Player: "Аня", Card: chameleon},
		CallMove{Player: "Боря", call: Call(turboCall)},
	}
}
