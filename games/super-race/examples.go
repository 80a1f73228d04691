package superrace

import (
	"sync"

	"github.com/boardgame-referee/referee/referee"
)

// examples are a message of every type the game says, its facts as a race
// of Melanie, Edgar and Anna on Indianapolis would give them (Spec.Examples);
// a message that names players is given again with Мелани, Эдгар and Аня,
// for explain picks an example with names in the language it speaks, as the
// rule examples in ru.toml name them.
var examples = sync.OnceValue(func() []referee.Message {
	grey2 := Square{Row: 6, Col: 2}
	bend := Square{Row: 2, Col: 2}
	start1 := Square{Row: 10, Col: 2}
	redLane := Square{Row: 7, Col: 6}
	at := Position{Started: true, Last: Square{Row: 7, Col: 2}, Next: grey2}
	onLine := Position{Next: start1, Start: 1}
	twoAndOne := shapesOf(2, 1)
	dice := diceOf(tallyOf([]face{{red, straight}, {red, straight}, {red, curve}, {blue, straight}, {yellow, curve}}))
	route := routeOf(red, []step{ahead, ahead, right})
	// The rules' examples describe these refusals: a straight then a right
	// turn along the outer lane, and five right curves that come back to
	// the turn's first square.
	alongLane := routeOf(red, []step{ahead, right})
	blueLeft := routeOf(blue, []step{left})
	past := Past{Squares: 1}
	starts := referee.Quantity{Count: 4, Unit: "super-race.unit.start-square"}
	roll := Faces{face{red, straight}, face{red, straight}, face{red, curve}, face{blue, straight}, face{yellow, curve}}
	tracks := trackNames()
	indy := TrackName{Builtin: "indianapolis"}
	return append([]referee.Message{
		// Words.
		red, byFaces(red), byColour(blue), everyByColour(blue), everyByFace(blue), blockedColours{Blue: true, Yellow: true}, blockedColours{Red: true}, oneFace(red), onDice(red), onDie(red), up, lineEdge(down), face{red, curve}, roll,
		builtinTrack("monza"), TypedTrack{ID: "monza", Name: "monza"}, trackComment("monza"), trackAbout("indianapolis"), indy, straights(2), curves(1), nth(3), twoAndOne,
		ColourDice{Colour: red, Shapes: twoAndOne}, dice, route, bend, at, past,
		way(ahead + 1), way(right + 1), waysOf([]step{ahead}), blueLeft.Ways, alongLane.Ways, route.Ways,
		waysOf([]step{ahead, left, right, ahead}), waysOf([]step{ahead, ahead, left, ahead, right}), waysOf([]step{ahead, ahead, ahead}),

		// Rules.
		FiveDice{Faces: referee.Quantity{Count: 4, Unit: "super-race.unit.face"}},
		ColourNotRolled{Colour: yellow, Rolled: []colour{red, blue}},
		EveryDie{Colour: onDice(red), Rolled: twoAndOne, Route: shapesOf(1, 1)},
		EveryDie{Colour: onDice(blue), Rolled: shapesOf(0, 1), Route: shapesOf(1, 1)},
		DieShape{Colour: onDice(red), Rolled: twoAndOne, Route: shapesOf(3, 0)},
		OffTrack{Nth: 2, Square: Square{Row: 5, Col: 6}},
		WrongColour{Nth: 1, Square: redLane, Its: red, Needed: byFaces(red), Colour: byColour(blue)},
		UsedSquare{Nth: 5, Square: grey2, Earlier: 1},
		DeadEnd{Off: true, Colour: red, Route: &alongLane},
		DeadEnd{Off: true, Colour: red, Other: true, Route: &blueLeft},
		MustDraw{Player: "Melanie", Colour: red, Route: route},
		MustDraw{Player: "Melanie", Colour: red, Single: true, Route: routeOf(red, []step{ahead})},
		StartSquare{Player: "Edgar", Named: 2, Starts: starts, Own: 3, Key: "start"},
		StartSquare{Player: "Edgar", Named: 2, Starts: starts, Own: 1},
		ExtraTwice{Player: "Melanie", Due: "Edgar"},
		ExtraLate{Player: "Melanie", Since: "Edgar", Turn: 2, Move: 4, Next: 5, Due: "Anna"},
		referee.WrongPlayer{Rule: CodeWrongPlayer, Expected: "Melanie", Actor: "Edgar", Why: SeatOrder{}},
		FinishedStops{}, OnlyTied{Tied: []string{"Melanie", "Edgar"}}, FinalRoundOnly{},
		NoExtraInFinal{}, NoExtraInTieBreak{}, NoBend{}, SeatOrder{},
		referee.GameOver{Rule: CodeGameOver, How: WonBy{Winner: "Melanie"}},
		WonBy{Winner: "Melanie"}, SharedBy{Winners: []string{"Melanie", "Edgar"}}, FinishedAlone{Player: "Melanie", Turns: 12},

		// Notes.
		TrackDefault{Track: "indianapolis", Others: otherTracks("indianapolis")},
		DeadEndReading{}, DeadEndReading{Player: "Edgar", DeadEnds: []everyByColour{everyByColour(red)}},
		DeadEndReading{Player: "Edgar", DeadEnds: []everyByColour{everyByColour(red)}, Single: true}, Reading(CodeReadingNoExtraFinal), Reading(CodeReadingNoExtraFinished),
		Reading(CodeReadingCrossCount), Reading(CodeReadingHalfSquare), Reading(CodeReadingShared), Reading(CodeReadingSoloScore),

		// What a turn did.
		Drew{Player: "Melanie", Colour: red, Shapes: shapesOf(4, 1), To: bend, Bend: true, Earns: true},
		Passed{NotTaken: "Melanie", Player: "Edgar", Blocked: blockedColours{Red: true, Blue: true}},
		Passed{Player: "Edgar", Blocked: blockedColours{Blue: true, Yellow: true}, DeadEnds: []everyByColour{everyByColour(red)}},
		Passed{Player: "Edgar", DeadEnds: []everyByColour{everyByColour(red)}},
		Passed{Player: "Edgar", Blocked: blockedColours{Blue: true}, DeadEnds: []everyByColour{everyByColour(red)}, Single: true},
		Passed{Player: "Edgar", Blocked: blockedColours{Red: true}, DeadEnds: []everyByColour{everyByColour(blue), everyByColour(yellow)}, Several: true},
		Level{Tied: []string{"Melanie", "Edgar"}},

		// Where the race stands, or why it ended.
		Racing{Due: "Edgar"}, RacingAlone{Player: "Melanie"},
		FinalRound{Finisher: "Melanie", Past: past, Last: "Edgar"},
		TieBreak{Tied: []string{"Melanie", "Edgar"}, Past: Past{}, Due: "Melanie"},
		Won{Winner: "Melanie", Past: past, Others: []Placed{{Player: "Edgar", Finished: true}}},
		TieWon{Winner: "Melanie", Past: past, Others: []Placed{{Player: "Edgar", Finished: true}}},
		Shared{Past: Past{Squares: 2}, Tied: 2}, Alone{Player: "Melanie", Turns: 12},
		Placed{Player: "Edgar"},

		// Notation errors: a turn.
		SlashMissing{}, PlanMissing{}, NumberAlone{Text: "2"}, PassLate{Word: "pass"}, PassExtra{Word: "pass", Text: "^"},
		StartLate{Word: "старт"}, StartNumber{Word: "старт"}, StartRange{Text: "0"}, ColourFirst{Word: "^"},
		ColourTwice{Word: "синий"}, ColourMissing{}, UnknownColour{Word: "зелёный"},
		UnknownColourSuggest{Word: "красны", Suggestion: "красный"}, UnknownStep{Word: "вниз"},
		UnknownStepSuggest{Word: "прям", Suggestion: "прямо"}, FaceBad{Text: "кк"}, FacesApart{Suggestion: "кп кп ку сп жу / красный п п пр"},
		// explain shows each language a sample in its own notation.
		FacesApart{Suggestion: "rs rs rc bs yc / red ^ ^ >"},
		SlashBefore{Word: "красный"}, DiceOnly{},

		// Notation errors: the header.
		PlayersCount{Count: 5}, TrackUnknown{Name: "дайтона", Tracks: tracks},
		TrackUnknownSuggest{Name: "монза", Suggestion: "monza"}, TrackNoFile{Name: "oval.map"},
		TrackNoFiles{Name: "oval.map", Tracks: tracks}, TrackEmpty{Tracks: tracks}, TrackFolder{Name: "maps"},
		TrackPermission{Name: "oval.map"}, TrackUnreadable{Name: "oval.map", Detail: "input/output error"}, TrackUnreadable{Name: "../maps/m.map", Outside: true},
		TurnKey{First: "Melanie"}, StartPlayer{Name: "Anna", Players: []string{"Melanie", "Edgar"}},
		StartPlayerSuggest{Name: "Melanei", Suggestion: "Melanie"}, StartTwice{Name: "Melanie"},
		StartBad{Value: "5", Track: indy, Starts: starts},

		// Notation errors: a track map.
		MapNotAMap{Limit: maxHeader}, MapNotText{CR: true}, MapBadLine{Text: "rows follow"}, MapGridValue{Text: "12"},
		MapKeyTwice{Key: "start", Line: 3}, MapKeySuggest{Key: "strat", Suggestion: "start"},
		MapDirection{Text: "north"}, MapDirectionSuggest{Text: "upp", Suggestion: "up"}, MapNoStartKey{},
		MapNoStartSquare{}, MapStartRow{Dir: up}, MapStartGap{}, MapStartSpan{},
		// A Cyrillic «С» is named only where one stands in the fault's
		// place (mapfile_test.go); explain shows a gap or a span as most
		// maps have it, with none.
		MapNoStartSquare{Es: CyrillicEs{Char: "С", Bend: true}}, CyrillicEs{Char: "С", Bend: true}, MapBadChar{Char: "x"},
		MapBadCharSuggest{Char: "s", Suggestion: "S"}, MapTab{}, MapTooLarge{Limit: maxSide},

		// Views.
		BoardTitle{Player: "Melanie", Track: indy, Turns: 3}, BoardKey{Edge: lineEdge(down)},
		StandRacing{Player: "Melanie", At: at, ToGo: referee.Quantity{Count: 16, Unit: "super-race.unit.at-least"}},
		StandFinished{Player: "Melanie", At: at, Past: past}, StandStuck{Player: "Edgar", At: at},
		PictureRacing{Player: "Melanie", ToGo: referee.Quantity{Count: 16, Unit: "super-race.unit.square"}},
		PictureFinished{Player: "Melanie", Past: past}, PictureStuck{Player: "Edgar"},
		NoSuchPlayer{Name: "Anna", Players: []string{"Melanie", "Edgar"}}, NotAPlayer{Players: []string{"Melanie", "Edgar"}},
		AboutNoDice{Player: "Melanie", At: onLine}, AboutNoDice{Player: "Melanie", At: onLine, Tap: true}, AboutDice{Player: "Melanie", At: onLine, Dice: dice},
		BadDice{Dice: "кк", Why: FaceBad{Text: "кк"}},
		DiceCount{Dice: "кп кп ку", Faces: referee.Quantity{Count: 3, Unit: "super-race.unit.face"}},
		ChoiceRoute{Route: route, End: bend, ToGo: referee.Quantity{Count: 21, Unit: "super-race.unit.at-least"}, Bend: true, Heading: rightward},
		ChoicePass{}, ExtraDue{}, ExampleTurn{Faces: roll, Route: route},
		PictureTitle{Track: indy, When: referee.When(4)}, PlayerTitle{Track: indy, When: referee.When(4), Player: "Edgar"}, SquareTip{Row: 7, Col: 6, Colour: red},
		LastTurnTip{Player: "Melanie"}, LastCaption{Player: "Melanie", Squares: 5, Extra: true}, LastCaption{Player: "Edgar", Pass: true}, PictureDesc{Track: indy}, RefusedTip{Player: "Edgar"},

		// `referee tracks`.
		TrackLine{ID: "indianapolis", Name: "indianapolis", About: "indianapolis", Starts: starts},
		FlagWithoutNew{Flag: "--rows"}, TracksExtra{Text: "monza"}, TracksUnknown{Name: "дайтона", Tracks: tracks},
		TracksUnknownSuggest{Name: "монза", Suggestion: "monza"}, NewFile{},
		BadSize{Flag: "--rows", Value: "2", Max: maxSide}, Untitled{}, UntitledFile{}, MapExists{File: "oval.map"},
		MapWritten{File: "oval.map", Rows: referee.Quantity{Count: 9, Unit: "super-race.unit.row"},
			Cols: referee.Quantity{Count: 10, Unit: "super-race.unit.sheet-square"}, Track: "oval.map"},
		MapTemplate{Name: "oval", File: "oval.map", Rows: referee.Quantity{Count: 9, Unit: "super-race.unit.row"},
			Cols: referee.Quantity{Count: 10, Unit: "super-race.unit.sheet-square"}},
	}, russianNamed()...)
})

// russianNamed are the examples that name players, with Russian names.
func russianNamed() []referee.Message {
	const melanie, edgar, anna = "Мелани", "Эдгар", "Аня"
	at := Position{Started: true, Last: Square{Row: 7, Col: 2}, Next: Square{Row: 6, Col: 2}}
	past := Past{Squares: 1}
	starts := referee.Quantity{Count: 4, Unit: "super-race.unit.start-square"}
	return []referee.Message{
		MoveHeading{N: 11, Player: edgar, Red: true}, MoveHeading{N: 12, Player: melanie, Pass: true},
		StartSquare{Player: edgar, Named: 2, Starts: starts, Own: 3, Key: "старт"},
		ExtraTwice{Player: melanie, Due: edgar},
		ExtraLate{Player: melanie, Since: edgar, Turn: 2, Move: 4, Next: 5, Due: anna},
		PassLate{Word: "пас"}, PassExtra{Word: "пас", Text: "^"},
		referee.WrongPlayer{Rule: CodeWrongPlayer, Expected: melanie, Actor: edgar, Why: SeatOrder{}},
		OnlyTied{Tied: []string{melanie, edgar}},
		referee.GameOver{Rule: CodeGameOver, How: WonBy{Winner: melanie}},
		WonBy{Winner: melanie}, SharedBy{Winners: []string{melanie, edgar}}, FinishedAlone{Player: melanie, Turns: 12},
		Drew{Player: melanie, Colour: red, Shapes: shapesOf(4, 1), To: Square{Row: 2, Col: 2}, Bend: true, Earns: true},
		Passed{NotTaken: melanie, Player: edgar, Blocked: blockedColours{Red: true, Blue: true}},
		Passed{Player: edgar, Blocked: blockedColours{Blue: true, Yellow: true}, DeadEnds: []everyByColour{everyByColour(red)}},
		Level{Tied: []string{melanie, edgar}},
		Racing{Due: edgar}, RacingAlone{Player: melanie},
		FinalRound{Finisher: melanie, Past: past, Last: edgar},
		TieBreak{Tied: []string{melanie, edgar}, Past: Past{}, Due: melanie},
		Won{Winner: melanie, Past: past, Others: []Placed{{Player: edgar, Finished: true}}},
		TieWon{Winner: melanie, Past: past, Others: []Placed{{Player: edgar, Finished: true}}},
		Alone{Player: melanie, Turns: 12}, Placed{Player: edgar},
		TurnKey{First: melanie}, StartPlayer{Name: anna, Players: []string{melanie, edgar}},
		StartPlayerSuggest{Name: "Мелна", Suggestion: melanie}, StartTwice{Name: melanie},
		BoardTitle{Player: melanie, Track: TrackName{Builtin: "indianapolis"}, Turns: 3},
		StandRacing{Player: melanie, At: at, ToGo: referee.Quantity{Count: 16, Unit: "super-race.unit.at-least"}},
		StandFinished{Player: melanie, At: at, Past: past}, StandStuck{Player: edgar, At: at},
		PictureRacing{Player: melanie, ToGo: referee.Quantity{Count: 16, Unit: "super-race.unit.square"}},
		PictureFinished{Player: melanie, Past: past}, PictureStuck{Player: edgar},
		NoSuchPlayer{Name: anna, Players: []string{melanie, edgar}}, NotAPlayer{Players: []string{melanie, edgar}},
		AboutNoDice{Player: melanie, At: Position{Next: Square{Row: 10, Col: 2}, Start: 1}},
	}
}
