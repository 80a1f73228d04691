package turtles

import (
	"sync"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// examples are a message of every type the game says, its facts as a race
// gives them (Spec.Examples): mostly the booklet's short race of Нина
// (yellow) and Паша (blue), green nobody's.
var examples = sync.OnceValue(func() []referee.Message {
	return []referee.Message{
		// Words.
		Blue,
		Rider(Yellow),
		Square{N: 7},
		OnSquare{N: 9, Finish: true},
		FromSquare{},
		ToSquare{N: 4},
		Card{Turtle: Green, Step: "+1"},
		Card{Turtle: Red, Rainbow: true, Step: "−1"},
		Playable{Turtle: Red, Step: -1},
		Playable{Pass: true},
		PassWhenStuck{},

		// What the grammar and the header cannot read.
		CardMissing{Text: "+1 синяя", Example: "синяя +1"},
		CardMissing{Text: "+1 blue", Example: "blue +1"}, // each language its own words: see exampleOf in internal/cli
		StepMissing{Card: "синяя", Steps: notation.Alternatives{"+1", "+2", "−1"}, Example: Card{Turtle: Blue, Step: "+1"}},
		StepMissing{Card: "blue", Steps: notation.Alternatives{"+1", "+2", "−1"}, Example: Card{Turtle: Blue, Step: "+1"}},
		ChoiceExtra{Word: "красная", Card: "синяя", Turtle: Rider(Blue)},
		ChoiceExtra{Word: "red", Card: "blue", Turtle: Rider(Blue)},
		// The booklet's case first: `explain` shows it.
		ChoiceMissing{Card: "отстающая", Example: Chosen{Last: true, Step: "+1", Turtle: Green}, Rearmost: []Turtle{Green, Blue}, Square: OnSquare{}},
		ChoiceMissing{Card: "last", Example: Chosen{Last: true, Step: "+1", Turtle: Green}, Rearmost: []Turtle{Green, Blue}, Square: OnSquare{}},
		ChoiceMissing{Card: "разноцветная", Example: Chosen{Step: "+1", Turtle: Yellow}},
		ChoiceMissing{Card: "отстающая", Example: Chosen{Last: true, Step: "+2", Turtle: Red}, Rearmost: []Turtle{Red, Green, Purple}, Square: OnSquare{N: 1}},
		Chosen{Last: true, Step: "+2", Turtle: Blue},
		Extra{Move: "красная +1", Text: "синяя +1"},
		Extra{Move: "red +1", Text: "blue +1"},
		UnknownWord{Word: "хрюшка"},
		UnknownWord{Word: "piggy"},
		UnknownWordSuggest{Word: "синея", Suggestion: "синяя"},
		UnknownWordSuggest{Word: "bleu", Suggestion: "blue"},
		NotATurtle{Word: "отстающая"},
		NotATurtle{Word: "last"},
		SignAlone{Sign: "+"},
		SpokenSign{Direction: "вперёд", Step: "−1"},
		SpokenSign{Direction: "forward", Step: "−1"},
		PlayersCount{Count: 6},
		TrackBad{Value: "длинная", Max: maxTrack},
		TrackBad{Value: "long", Max: maxTrack},
		ColorsPlayer{Name: "Вера"},
		ColorsPlayer{Name: "Vera"},
		ColorsPlayerSuggest{Name: "Нинa", Suggestion: "Нина"},
		ColorsPlayerSuggest{Name: "Ana", Suggestion: "Anna"},
		ColorsTwice{Turtle: Yellow, First: "Нина", Second: "Паша", FirstEntry: "Нина=жёлтая", SecondEntry: "Паша=жёлтая"},
		ColorsTwice{Turtle: Yellow, First: "Anna", Second: "Boris", FirstEntry: "Anna=yellow", SecondEntry: "Boris=yellow"},
		ColorsPlayerTwice{Name: "Нина"},
		ColorsPlayerTwice{Name: "Anna"},
		ColorsMissing{Name: "Паша"},
		ColorsMissing{Name: "Boris"},
		ColorsMissing{Name: "Паша", Names: []string{"Паша", "Юля"}},
		SetupSquare{Square: "12", Track: 9, Last: 8},
		SetupSquareTwice{Square: "6"},
		SetupTwice{Turtle: Green},

		// The rules broken.
		NoSuchCard{Card: Card{Turtle: Blue, Step: "+3"}},
		BackFromStart{Turtle: Red, Card: Card{Turtle: Red, Step: "−1"}},
		NotLast{Turtle: Red, Square: OnSquare{N: 1}, Rear: OnSquare{}, Rearmost: []Turtle{Green, Blue}}, // as in its rule's example
		NotLast{Turtle: Blue, Square: OnSquare{N: 4}, Rear: OnSquare{N: 2}, Rearmost: []Turtle{Green}},
		referee.GameOver{Rule: CodeRaceOver, How: Finished{Turtle: Blue, Move: 2}},
		referee.GameOver{Rule: CodeRaceOverSetup, How: Finished{Turtle: Green}},
		// The record's first turn, as in the rule's example (explain shows
		// it), then a later turn.
		referee.WrongPlayer{Rule: CodeWrongPlayer, Expected: "Нина", Actor: "Паша", Why: FirstTurn{Expected: "Нина", Actor: "Паша", Key: "игроки"}},
		referee.WrongPlayer{Rule: CodeWrongPlayer, Expected: "Нина", Actor: "Паша"},
		// The same with the names of the English rule's example: explain
		// shows each language its own.
		referee.WrongPlayer{Rule: CodeWrongPlayer, Expected: "Anna", Actor: "Boris", Why: FirstTurn{Expected: "Anna", Actor: "Boris", Key: "players"}},
		referee.WrongPlayer{Rule: CodeWrongPlayer, Expected: "Anna", Actor: "Boris"},
		FirstTurn{Expected: "Нина", Actor: "Паша", TurnLine: true, Key: "ход"},
		FirstTurn{Expected: "Anna", Actor: "Boris", TurnLine: true, Key: "turn"},
		Finished{Turtle: Blue, Move: 2},

		// Notes and readings.
		PassUnverified{},
		StartTieReading{},

		// What a move did: the booklet's short race, a last-turtle card's
		// choice, a tower back on the start, a card past the finish.
		Moved{Player: "Нина", Turtle: Green, From: FromSquare{N: 6}, To: ToSquare{N: 7}, Riders: []Rider{Rider(Yellow)}, Tower: []Turtle{Blue, Green, Yellow}},
		// The same in English names: explain shows each language a plain
		// carrying move, the one its rule is about.
		Moved{Player: "Anna", Turtle: Green, From: FromSquare{N: 6}, To: ToSquare{N: 7}, Riders: []Rider{Rider(Yellow)}, Tower: []Turtle{Blue, Green, Yellow}},
		Moved{Player: "Нина", Turtle: Blue, From: FromSquare{N: 7}, To: ToSquare{N: 9, Finish: true}, Riders: []Rider{Rider(Green), Rider(Yellow)}},
		Moved{Player: "Паша", Turtle: Blue, From: FromSquare{N: 2}, To: ToSquare{N: 3}, Rearmost: []Turtle{Blue, Yellow}, Riders: []Rider{Rider(Yellow)}},
		Moved{Player: "Anna", Turtle: Blue, From: FromSquare{N: 2}, To: ToSquare{N: 3}, Rearmost: []Turtle{Blue, Yellow}, Riders: []Rider{Rider(Yellow)}},
		Moved{Player: "Нина", Turtle: Yellow, From: FromSquare{N: 4}, To: ToSquare{N: 5}, Rearmost: []Turtle{Yellow}, Tower: []Turtle{Purple, Yellow}},
		Moved{Player: "Паша", Turtle: Yellow, From: FromSquare{N: 2}, To: ToSquare{N: 3}, Rearmost: []Turtle{Blue, Yellow}, Stayed: []Turtle{Blue}}, // the booklet's
		Moved{Player: "Нина", Turtle: Yellow, Back: true, From: FromSquare{N: 1}, To: ToSquare{}, Riders: []Rider{Rider(Red)}, Apart: true},
		Moved{Player: "Нина", Turtle: Yellow, From: FromSquare{N: 3}, To: ToSquare{N: 5}, Riders: []Rider{Rider(Red)}, Stayed: []Turtle{Blue}}, // a colour card leaves blue below
		Moved{Player: "Нина", Turtle: Green, From: FromSquare{N: 8}, To: ToSquare{N: 9, Finish: true}, Overshot: true},
		Passed{Player: "Нина"},
		Passed{Player: "Anna"},

		// Where the race stands, and why it ended so.
		AllOnStart{},
		AllOnStart{Again: true},
		Leading{Turtles: []Turtle{Blue}, Square: OnSquare{N: 7}},
		NoColours{Finisher: Blue, Finish: []Turtle{Blue, Green},
			Behind: []Place{{Turtles: []Turtle{Red}, Square: OnSquare{N: 4}}, {Turtles: []Turtle{Yellow}, Square: OnSquare{N: 2}}}, Start: []Turtle{Purple}, Key: "colors"},
		NoColours{Finisher: Green, Placed: true, Finish: []Turtle{Green}, Start: []Turtle{Red, Yellow, Blue, Purple}, Key: "цвета"},
		NoColours{Finisher: Blue, Finish: []Turtle{Blue}, Start: []Turtle{Red, Yellow, Green, Purple}, Key: "colors"},
		Place{Turtles: []Turtle{Red}, Square: OnSquare{N: 4}},
		Furthest{Finisher: Green, Nobodys: true, Turtle: Yellow, Player: "Нина", Square: OnSquare{N: 8},
			Tokens: []Owned{{Turtle: Yellow, Player: "Нина"}, {Turtle: Blue, Player: "Паша"}}},
		Furthest{Finisher: Green, Nobodys: true, Turtle: Yellow, Player: "Anna", Square: OnSquare{N: 8},
			Tokens: []Owned{{Turtle: Yellow, Player: "Anna"}, {Turtle: Blue, Player: "Boris"}}},
		// Blue, nobody's, carried green, nobody's too: both said at once.
		Furthest{Finisher: Blue, Nobodys: true, Riders: []Rider{Rider(Green)}, Neutral: []Turtle{Green}, Turtle: Red, Player: "Маша", Square: OnSquare{N: 3},
			Tokens: []Owned{{Turtle: Red, Player: "Маша"}, {Turtle: Yellow, Player: "Петя"}}},
		Furthest{Finisher: Blue, Nobodys: true, Riders: []Rider{Rider(Green)}, Neutral: []Turtle{Green}, Turtle: Red, Player: "Masha", Square: OnSquare{N: 3},
			Tokens: []Owned{{Turtle: Red, Player: "Masha"}, {Turtle: Yellow, Player: "Petya"}}},
		Furthest{Finisher: Yellow, Turtle: Yellow, Player: "Нина", Square: OnSquare{N: 9, Finish: true},
			Tokens: []Owned{{Turtle: Yellow, Player: "Нина"}, {Turtle: Blue, Player: "Паша"}}},
		Lowest{Finisher: Blue, Riders: []Rider{Rider(Green), Rider(Yellow)}, Contenders: []Owned{{Turtle: Blue, Player: "Паша"}, {Turtle: Yellow, Player: "Нина"}},
			Tokens: []Owned{{Turtle: Yellow, Player: "Нина"}, {Turtle: Blue, Player: "Паша"}},
			Turtle: Blue, Above: []Below{Below(Yellow)}, Square: OnSquare{N: 9, Finish: true}},
		Lowest{Finisher: Blue, Riders: []Rider{Rider(Green), Rider(Yellow)}, Contenders: []Owned{{Turtle: Blue, Player: "Boris"}, {Turtle: Yellow, Player: "Anna"}},
			Tokens: []Owned{{Turtle: Yellow, Player: "Anna"}, {Turtle: Blue, Player: "Boris"}},
			Turtle: Blue, Above: []Below{Below(Yellow)}, Square: OnSquare{N: 9, Finish: true}},
		Lowest{Finisher: Green, Nobodys: true, Contenders: []Owned{{Turtle: Blue, Player: "Паша"}, {Turtle: Yellow, Player: "Нина"}, {Turtle: Red, Player: "Вера"}},
			Tokens: []Owned{{Turtle: Yellow, Player: "Нина"}, {Turtle: Blue, Player: "Паша"}, {Turtle: Red, Player: "Вера"}, {Turtle: Purple, Player: "Юля"}},
			Turtle: Blue, Above: []Below{Below(Yellow), Below(Red)}, Square: OnSquare{N: 6}},
		Below(Yellow),
		SharedOnStart{Finisher: Green, Contenders: []Owned{{Turtle: Yellow, Player: "Нина"}, {Turtle: Blue, Player: "Паша"}}},
		SharedOnStart{Finisher: Green, Contenders: []Owned{{Turtle: Yellow, Player: "Anna"}, {Turtle: Blue, Player: "Boris"}}},
		Owned{Turtle: Yellow, Player: "Нина"},
		Owned{Turtle: Yellow, Player: "Anna"},
		Owner{Player: "Нина", Turtle: Token(Yellow), Next: &OwnerToo{Player: "Паша", Turtle: Token(Blue)}},
		Owner{Player: "Anna", Turtle: Token(Yellow)},
		OwnerToo{Player: "Паша", Turtle: Token(Blue)},
		OwnerToo{Player: "Boris", Turtle: Token(Blue)},
		Token(Yellow),
		Standing{Turtles: []Turtle{Green, Yellow}, Square: Square{N: 6}},

		// The board and the picture.
		RaceOver{How: Finished{Turtle: Blue, Move: 2}},
		ToMove{Player: "Паша"},
		ToMove{Player: "Boris"},
		PictureTitle{When: referee.Term("picture.when.start")},
		PictureTitle{When: referee.PictureBeforeRefused{Move: 2}},
		FinishLabel{N: 9},
		Legend{Turtle: Yellow, Player: "Нина"},
		Legend{Turtle: Yellow, Player: "Anna"},
		Legend{Turtle: Green, Nobodys: true},
		KeyLast{Turtle: Green, Riders: []Turtle{Yellow}},
		LastCaption{Player: "Cat", Card: Card{Turtle: Yellow, Step: "−1"}},
		LastCaption{Player: "Аня", Card: Card{Turtle: Purple, Rainbow: true, Step: "+1"}},
		LastCaption{Player: "Ann", Card: Card{Turtle: Green, Last: true, Step: "+2"}},
		Description{Standing: []Standing{{Turtles: []Turtle{Red, Purple}, Square: Square{}}, {Turtles: []Turtle{Blue, Green, Yellow}, Square: Square{N: 7}}}},
		LastCard{Turtle: Green, Riders: []Rider{Rider(Yellow)}, From: FromSquare{N: 6}, To: ToSquare{N: 7}},
	}
})
