package turtles

import "github.com/boardgame-referee/referee/referee"

// examples are a message of every type the game says, its facts as a race
// gives them (Spec.Examples): mostly the booklet's short race of Нина
// (yellow) and Паша (blue), green nobody's.
var examples = []referee.Message{
	// Words.
	Blue,
	Square{N: 7},
	OnSquare{N: 9, Finish: true},
	FromSquare{},
	ToSquare{N: 4},
	Card{Turtle: Green, Step: "+1"},
	Playable{Turtle: Red, Step: -1},

	// What the grammar and the header cannot read.
	CardMissing{Text: "+1 синяя"},
	StepMissing{Card: "синяя", Steps: []string{"+1", "+2", "−1"}},
	ChoiceExtra{Word: "красная", Card: "синяя"},
	ChoiceMissing{Card: "радуга"},
	Extra{Text: "+1"},
	UnknownWord{Word: "хрюшка"},
	UnknownWordSuggest{Word: "синея", Suggestion: "синяя"},
	NotATurtle{Word: "отстающая"},
	SignAlone{Sign: "+"},
	SpokenSign{Direction: "вперёд", Step: "−1"},
	PlayersCount{Count: 6},
	TrackBad{Value: "длинная", Max: maxTrack},
	ColorsPlayer{Name: "Вера"},
	ColorsPlayerSuggest{Name: "Нинa", Suggestion: "Нина"},
	ColorsTwice{Turtle: Yellow, First: "Нина", Second: "Паша"},
	ColorsPlayerTwice{Name: "Нина"},
	ColorsMissing{Name: "Паша"},
	SetupSquare{Square: "12", Track: 9},
	SetupSquareTwice{Square: "6"},
	SetupTwice{Turtle: Green},

	// The rules broken.
	NoSuchCard{Card: Card{Turtle: Blue, Step: "+3"}},
	BackFromStart{Turtle: Red, Card: Card{Turtle: Red, Step: "−1"}},
	NotLast{Turtle: Red, Square: Square{N: 4}, Rear: Square{N: 6}, Rearmost: []Turtle{Green, Yellow}},
	referee.GameOver{Rule: CodeRaceOver, How: Finished{Turtle: Blue, Move: 2}},
	referee.GameOver{Rule: CodeRaceOverSetup, How: Finished{Turtle: Green}},
	referee.WrongPlayer{Rule: CodeWrongPlayer, Expected: "Нина", Actor: "Паша"},
	Finished{Turtle: Blue, Move: 2},

	// Notes and readings.
	PassUnverified{Player: "Нина"},
	StartTieReading{},

	// What a move did.
	Moved{Card: Card{Turtle: Green, Step: "+1"}, Turtle: Green, Steps: referee.Quantity{Count: 1, Unit: unitSquare},
		From: FromSquare{N: 6}, To: ToSquare{N: 7}, Riders: []Turtle{Yellow}, Past: referee.Quantity{Unit: unitSquare},
		Stack: []Turtle{Blue, Green, Yellow}},
	Moved{Card: Card{Turtle: Blue, Step: "+2"}, Turtle: Blue, Steps: referee.Quantity{Count: 1, Unit: unitSquare},
		From: FromSquare{N: 8}, To: ToSquare{N: 9, Finish: true}, Riders: []Turtle{Green, Yellow}, Past: referee.Quantity{Count: 1, Unit: unitSquare},
		Stack: []Turtle{Blue, Green, Yellow}},
	Moved{Card: Card{Turtle: Blue, Last: true, Step: "+1"}, Turtle: Blue, Steps: referee.Quantity{Count: 1, Unit: unitSquare},
		From: FromSquare{N: 2}, To: ToSquare{N: 3}, Rearmost: []Turtle{Blue, Yellow}, Riders: []Turtle{Yellow},
		Past: referee.Quantity{Unit: unitSquare}, Stack: []Turtle{Blue, Yellow}},
	Moved{Card: Card{Turtle: Red, Rainbow: true, Step: "−1"}, Turtle: Red, Back: true, Steps: referee.Quantity{Count: 1, Unit: unitSquare},
		From: FromSquare{N: 1}, To: ToSquare{}, Past: referee.Quantity{Unit: unitSquare}, Stack: []Turtle{Red}},
	Passed{Player: "Нина"},

	// Where the race stands, and why it ended so.
	AllOnStart{},
	Leading{Turtles: []Turtle{Blue}, Square: Square{N: 7}},
	Finish{Turtle: Blue, Others: []Turtle{Green}},
	NoColours{Finish: Finish{Turtle: Blue}, Order: []Placed{{Turtle: Blue, Square: Square{N: 9, Finish: true}},
		{Turtle: Yellow, Square: Square{N: 7}}, {Turtle: Red, Square: Square{}}}},
	Placed{Turtle: Red, Square: Square{N: 4}},
	Furthest{Finish: Finish{Turtle: Green, Nobodys: true}, Turtle: Yellow, Player: "Нина", Square: OnSquare{N: 8}},
	Lowest{Finish: Finish{Turtle: Blue, Others: []Turtle{Green}}, Contenders: []Owned{{Turtle: Yellow, Player: "Нина"}, {Turtle: Blue, Player: "Паша"}},
		Turtle: Blue, Square: OnSquare{N: 9, Finish: true}},
	SharedOnStart{Finish: Finish{Turtle: Green, Nobodys: true}, Contenders: []Owned{{Turtle: Yellow, Player: "Нина"}, {Turtle: Blue, Player: "Паша"}}},
	Owned{Turtle: Yellow, Player: "Нина"},

	// The board and the picture.
	RaceOver{Turtle: Blue},
	ToMove{Player: "Паша"},
	PictureTitle{When: referee.Term("picture.when.start")},
	FinishLabel{N: 9},
	Legend{Turtle: Yellow, Player: "Нина"},
	KeyLast{Turtle: Green, Riders: []Turtle{Yellow}},
	Description{Standing: []Standing{{Turtles: []Turtle{Red, Purple}, Square: OnSquare{}}, {Turtles: []Turtle{Blue, Green, Yellow}, Square: OnSquare{N: 7}}}},
	Standing{Turtles: []Turtle{Green, Yellow}, Square: OnSquare{N: 6}},
	LastCard{Turtles: []Turtle{Green, Yellow}, From: FromSquare{N: 6}, To: ToSquare{N: 7}},
}

// The referee's own types are said with the game's codes above (the
// race's end, a card out of turn): games' TestEveryMessageTypeHasAnExample
// then looks for an example of every message type of package referee among
// the games' examples, and finds it here. (It should count referee.Examples
// itself; till then the game carries them.)
func init() { examples = append(examples, referee.Examples...) }
