package turbo

import "github.com/boardgame-referee/referee/referee"

// examples are a message of every type the game says, its facts as a game
// would give them (Spec.Examples): Нина, Паша and Вера play, «лягушек
// больше четырёх» is on the table.
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
		Skipped{Players: []string{"Нина"}},

		// Notation errors.
		PlayersCount{Players: referee.Quantity{Count: 6, Unit: "turbo.unit.player"}},
		UnknownPlayer{Name: "Гоша"}, UnknownPlayer{Name: "Нона", Suggestion: "Нина"},
		UnknownPlayer{Name: "Гоша", line: openLine}, UnknownPlayer{Name: "Паня", Suggestion: "Паша", line: openLine},
		NamedTwice{Name: "Нина"}, NamedTwice{Name: "Нина", line: openLine},
		CardsMissing{Name: "Вера"}, PileSize{Value: "пять", Max: maxPile},
		PairsForm{Gap: true}, PairsForm{Name: "Нина", line: openLine},
		OpenNotCard{Name: "Нина", Value: "турбо"}, OpenNoSuchCard{Name: "Нина", Value: "10 лягушек"},
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
		referee.WrongPlayer{Rule: CodeOutOfTurn, Expected: "Паша", Actor: "Вера", Move: written(frogs(3)), Why: Skipped{Players: []string{"Нина"}}},
		PlayerOut{Player: "Нина", Card: written(frogs(4))},
		NoSuchCard{Card: written(Card{animal: Bird, n: 10})},
		TooManyCopies{Player: "Паша", Card: Card{animal: Bird, n: 8}, Copies: 1, Holders: []string{"Нина"}},
		CallWhileOut{Player: "Нина", Call: Call(turboCall)},
		TaskMissing{Move: CardEntry{Player: "Вера", Card: written(frogs(2))}, Winner: "Паша"},
		TaskStands{Task: task.words(), New: sum.words()},
		referee.GameOver{Rule: CodeGameOver, How: TasksRanOut{}, Move: CardEntry{Player: "Нина", Card: written(frogs(2))}},
		CallerMissing{Call: Call(turboCall)},
		LastPlayerIn{Player: "Паша"}, TasksRanOut{},
		CardEntry{Player: "Вера", Card: written(frogs(2))}, CallEntry{Player: "Паша", Call: Call(forsazhCall)},
		TouchEntry{Player: "Паша"}, TaskEntry{Task: sum.words()}, EndEntry{},

		// Notes.
		NoCards{}, FromOpen{},
		RightTurbo{Player: "Вера", Task: task.words(), OnTable: task.onTable(holds)},
		WrongTurbo{Player: "Вера", Task: task.words(), OnTable: task.onTable(fails), Forsazh: true},
		RightForsazh{Player: "Нина", Owner: "Паша", Task: task.words(), OnTable: task.onTable(fails)},
		WrongForsazh{Player: "Нина", Last: frogs(2), Owner: "Паша"},
		WrongForsazh{Player: "Нина", Holds: true, Task: task.words(), OnTable: task.onTable(holds)},
		Touch{Player: "Паша"},
		Penalty{Player: "Вера", Paid: []string{"Нина", "Паша"}, Left: cardsOf(16), Counted: true},
		RoundWon{Player: "Нина", From: []string{"Паша", "Вера"}, Cards: cardsOf(2), Counted: true, Down: cardsOf(19)},
		MissedTurbo{Player: "Паша", Owner: "Нина", After: frogs(5), OnTable: task.onTable(holds)},
		GoesOut{Player: "Нина"},
		Reading(CodeReadingOutNoCalls), Reading(CodeReadingEarlyCall), Reading(CodeReadingHoldsAtOnce),
		Reading(CodeReadingOrderAfterRound), Reading(CodeReadingPenaltyOrder), Reading(CodeReadingPenaltyInOnly),
		Reading(CodeReadingOutNotCounted),
		LastCardAssumed{Player: "Вера", Card: frogs(2), Others: []string{"Паша"}, Next: "Вера"},
		LastCardAssumed{Player: "Паша", Card: chameleon, Right: true, Others: []string{"Нина", "Вера"}},
		Reading(CodeReadingOpenTurn),
		WrongForsazh{Player: "Нина", NoChameleon: true},
		RightForsazh{Player: "Нина", Task: task.words(), OnTable: task.onTable(fails)},
		WhoTurnedLast{Cards: oneOf([]referee.Message{OpenCard{Player: "Нина", Card: frogs(2)}, OpenCard{Player: "Паша", Card: chameleon}, OpenCard{Player: "Вера", Card: frogs(3)}})},
		OpenCard{Player: "Паша", Card: chameleon},
		Comma{A: OpenCard{Player: "Нина", Card: frogs(2)}, B: OpenCard{Player: "Паша", Card: chameleon}},

		// What a move did.
		TurnedUp{Player: "Нина", Card: frogs(5), Covered: frogs(2), OnTable: task.onTable(holds), Holds: true},
		TurnedUp{Player: "Паша", Card: chameleon, OnTable: task.onTable(fails), Forsazh: true},
		NewTask{Task: sum.words(), OnTable: sum.onTable(holds), Player: "Вера"},
		TasksOut{},

		// The outcome.
		LastIn{Out: []string{"Нина", "Вера"}},
		CountUnknown{}, CountHidden{Players: []string{"Нина"}}, CountLost{},
		Score{Player: "Нина", Cards: cardsOf(20)},
		FinalCount{Scores: []Score{{Player: "Нина", Cards: cardsOf(20)}, {Player: "Паша", Cards: cardsOf(16)}}},
		Waiting{Winner: "Паша"}, Playing{Task: task.words(), Player: "Вера"},

		// Views.
		FaceDown{Cards: cardsOf(17)}, TaskState{Task: task.words()},
		BoardOver{Why: CountUnknown{}}, BoardTurn{Player: "Вера", Call: Call(turboCall)},
		Sums{OnTable: tallies(holds)}, PileCard{Card: frogs(5)},
		PictureTitle{When: referee.When(3)}, LastCardKey{Player: "Паша"},
		PileWords{Player: "Нина", Top: frogs(5), Under: 2, Down: FaceDown{Cards: cardsOf(15)}},
		FaceWord(frogs(5)),
		CardMove{Player: "Нина", Card: frogs(3)}, CardMove{Player: "Нина", Card: chameleon},
		CallMove{Player: "Паша", call: Call(turboCall)},
	}
}
