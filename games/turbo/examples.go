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
	task := Condition{Clauses: []Comparison{{Left: Side{{IsAnimal: true, Animal: Frog}}, Op: Greater, Right: Side{{N: 4}}}}}
	sum := Condition{Clauses: []Comparison{{Left: Side{{IsAnimal: true, Animal: Bird}, {IsAnimal: true, Animal: Frog}}, Op: GreaterOrEqual, Right: Side{{N: 9}}}}}
	holds, fails := Counts{Frog: 5, Bird: 3}, Counts{Frog: 2, Bird: 3}
	checks := func(c Condition, on Counts) ([]Check, []Animal) { return newTaskCard(c).checks(on) }
	held, _ := checks(task, holds)
	failed, _ := checks(task, fails)
	sumFailed, sumAbsent := checks(sum, Counts{Bird: 5})
	tops := []Top{{Player: "Нина", Card: frogs(5)}, {Player: "Паша", Card: chameleon}, {Player: "Вера"}}
	return append([]referee.Message{
		// Words.
		Frog, frogs(5), chameleon, Written{Parts: []Card{{animal: Hedgehog, n: 2}, frogs(3)}},
		Call(turboCall), Call(forsazhCall), Call(touchCall),
		Either{A: expectNumber, B: expectAnimal}, expectComparison, expectNumber, expectAnimal, expectThan,
		expectConjunction, expectEnd, expectClause,
		task.words(), sum.words(), task.words().Clauses[0], task.words().Clauses[0].Left,
		Number{N: 4}, Tally{Animal: Frog, N: 5}, held[0], sumFailed[0], sumFailed[0].Left,
		Top{Player: "Нина", Card: frogs(5)}, Top{Player: "Вера"},

		// Notation errors.
		PlayersCount{Players: 6},
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
		referee.WrongPlayer{Rule: CodeOutOfTurn, Expected: "Паша", Actor: "Вера", Move: Written{Parts: []Card{frogs(3)}}, Why: Skipped{Players: []string{"Нина"}}},
		PlayerOut{Player: "Нина", Card: Written{Parts: []Card{frogs(4)}}},
		NoSuchCard{Card: Written{Parts: []Card{{animal: Bird, n: 10}}}, N: 10},
		TooManyCopies{Player: "Паша", Card: Card{animal: Bird, n: 8}, Copies: 1, Holders: []string{"Нина"}},
		CallWhileOut{Player: "Нина", Call: Call(turboCall)},
		TaskMissing{Move: CardEntry{Player: "Вера", Card: Written{Parts: []Card{frogs(2)}}}, Winner: "Паша"},
		TaskStands{Task: task.words(), New: sum.words()},
		referee.GameOver{Rule: CodeGameOver, How: TasksRanOut{}, Move: CardEntry{Player: "Нина", Card: Written{Parts: []Card{frogs(2)}}}},
		CallerMissing{Call: Call(turboCall)},
		Skipped{Players: []string{"Нина"}}, LastPlayerIn{Player: "Паша"}, TasksRanOut{},
		CardEntry{Player: "Вера", Card: Written{Parts: []Card{frogs(2)}}}, CallEntry{Player: "Паша", Call: Call(forsazhCall)},
		TouchEntry{Player: "Паша"}, TaskEntry{Task: sum.words()}, EndEntry{},

		// Notes.
		NoCards{}, FromOpen{},
		RightTurbo{Player: "Вера", Task: task.words(), Checks: held},
		WrongTurbo{Player: "Вера", Task: task.words(), Checks: failed, Forsazh: true},
		RightForsazh{Player: "Нина", Owner: "Паша", Task: task.words(), Checks: failed},
		WrongForsazh{Player: "Нина", Last: frogs(2), Owner: "Паша"},
		Touch{Player: "Паша"},
		Penalty{Player: "Вера", Paid: []string{"Нина", "Паша"}, Left: cardsOf(16), Counted: true},
		RoundWon{Player: "Нина", Cards: cardsOf(2), From: []Taken{{Player: "Паша", Cards: 1}, {Player: "Вера", Cards: 1}}, Seen: 2, Counted: true, Down: cardsOf(19)},
		Taken{Player: "Паша", Cards: 1},
		MissedTurbo{Player: "Паша", Owner: "Нина", After: frogs(5), Checks: held},
		GoesOut{Player: "Нина"},
		Reading(CodeReadingOutNoCalls), Reading(CodeReadingEarlyCall), Reading(CodeReadingHoldsAtOnce),
		Reading(CodeReadingOrderAfterRound), Reading(CodeReadingPenaltyOrder), Reading(CodeReadingPenaltyInOnly),
		Reading(CodeReadingOutNotCounted),

		// What a move did.
		TurnedUp{Player: "Нина", Card: frogs(5), Covered: frogs(2), Counted: true, Left: cardsOf(16), Tops: tops,
			Tallies: tallies(holds), Task: task.words(), Checks: held, Holds: true, Next: "Паша"},
		NewTask{Task: sum.words(), Tops: tops, Tallies: tallies(Counts{Bird: 5}), Checks: sumFailed, Absent: sumAbsent, Next: "Вера"},
		RoundOver{Tops: tops, Tallies: tallies(holds), Next: "Паша"},
		NextUp{Player: "Паша", Skipped: Skipped{Players: []string{"Нина"}}},
		TasksOut{},

		// The outcome.
		LastIn{Player: "Паша", Out: []string{"Нина", "Вера"}},
		CountUnknown{}, CountHidden{Players: []string{"Нина"}}, CountLost{},
		Score{Player: "Нина", Total: cardsOf(20), Down: 19, Open: 1},
		CountWin{Scores: []Score{{Player: "Нина", Total: cardsOf(20), Down: 19, Open: 1}, {Player: "Паша", Total: cardsOf(16), Down: 16}}, Winner: "Нина"},
		CountTie{Scores: []Score{{Player: "Нина", Total: cardsOf(18), Down: 18}, {Player: "Паша", Total: cardsOf(18), Down: 17, Open: 1}},
			Best: cardsOf(18), Winners: []string{"Нина", "Паша"}, Out: []string{"Вера"}},
		Waiting{Winner: "Паша"}, Playing{Task: task.words(), Player: "Вера"},

		// Views.
		FaceDown{Cards: cardsOf(17)}, TaskState{Task: task.words(), Checks: failed},
		BoardOver{Why: CountUnknown{}}, BoardTurn{Player: "Вера", Call: Call(turboCall)},
		Sums{Tallies: tallies(holds)}, PileCard{Card: frogs(5)},
		PictureTitle{When: referee.When(3)}, LastCardKey{Player: "Паша"},
		PileWords{Player: "Нина", Top: frogs(5), Under: 2, Down: FaceDown{Cards: cardsOf(15)}},
		FaceWord(frogs(5)),
		CardMove{Player: "Нина", Card: frogs(3)}, CardMove{Player: "Нина", Card: chameleon},
		CallMove{Player: "Паша", call: Call(turboCall)},
	}, referee.Examples...)
}
