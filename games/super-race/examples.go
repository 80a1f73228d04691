package superrace

import "github.com/boardgame-referee/referee/referee"

// examples are a message of every type the game says, its facts as a race
// of Нина and Паша on Indianapolis would give them (Spec.Examples).
func examples() []referee.Message {
	grey2 := Square{Row: 6, Col: 2}
	bend := Square{Row: 2, Col: 2, Plus: true}
	start1 := Square{Row: 10, Col: 2, Start: 1}
	redLane := Square{Row: 7, Col: 6, Colour: red}
	at := Position{Started: true, Last: Square{Row: 7, Col: 2}, Next: grey2, Heading: up}
	onLine := Position{Next: start1, Heading: up}
	twoAndOne := shapesOf(2, 1)
	dice := diceOf(tallyOf([]face{{red, straight}, {red, straight}, {red, curve}, {blue, straight}, {yellow, curve}}))
	route := routeOf(red, []step{ahead, ahead, right})
	past := Past{Squares: 1}
	starts := referee.Quantity{Count: 4, Unit: "super-race.unit.start-square"}
	roll := Faces{face{red, straight}, face{red, straight}, face{red, curve}, face{blue, straight}, face{yellow, curve}}
	tracks := trackNames()
	indy := TrackName{Builtin: "indianapolis"}
	return []referee.Message{
		// Words.
		red, byFaces(red), byColour(blue), up, lineEdge(down), right, face{red, curve}, roll,
		builtinTrack("monza"), trackAbout("indianapolis"), indy, twoAndOne,
		ColourDice{Colour: red, Shapes: twoAndOne}, dice, route, Place{Row: 5, Col: 6}, bend, at, past,

		// Rules.
		FiveDice{Faces: referee.Quantity{Count: 4, Unit: "super-race.unit.face"}},
		ColourNotRolled{Colour: yellow, Dice: diceOf(tallyOf([]face{{red, straight}, {red, straight}, {red, curve}, {blue, straight}, {blue, curve}}))},
		EveryDie{Colour: red, Rolled: twoAndOne, Route: shapesOf(1, 1)},
		DieShape{Colour: red, Rolled: twoAndOne, Route: shapesOf(3, 0)},
		OffTrack{Step: 3, Symbol: "^", Place: Place{Row: 5, Col: 6}},
		WrongColour{Step: 1, Symbol: "^", Square: redLane, Needed: byFaces(red), Colour: byColour(blue)},
		UsedSquare{Step: 2, Symbol: ">", Square: grey2, Player: "Нина", Turn: 2},
		DeadEnd{Square: Square{Row: 7, Col: 2}, Player: "Нина", Turn: 1, Colour: red, Route: &route},
		MustDraw{Player: "Паша", Colour: red, Route: route, Dice: dice},
		StartSquare{Player: "Паша", Named: 2, Starts: starts, Own: 3},
		ExtraTwice{Player: "Нина", Turn: 3, Due: "Паша"},
		ExtraLate{Player: "Нина", Turn: 2, Due: "Паша"},
		wrongPlayerExample{referee.WrongPlayer{Rule: CodeWrongPlayer, Expected: "Нина", Actor: "Паша", Why: SeatOrder{}}},
		FinishedStops{Player: "Нина"}, OnlyTied{Tied: []string{"Нина", "Паша"}}, FinalRoundOnly{Finisher: "Нина", Last: "Паша"},
		NoExtraInFinal{}, NoExtraInTieBreak{}, NoBend{Player: "Нина"}, SeatOrder{},
		gameOverExample{referee.GameOver{Rule: CodeGameOver, How: WonBy{Winner: "Нина", Past: past}}},
		WonBy{Winner: "Нина", Past: past}, SharedBy{Winners: []string{"Нина", "Паша"}}, FinishedAlone{Player: "Нина", Turns: 12},

		// Notes.
		TrackDefault{Track: "indianapolis", Tracks: tracks},
		Reading(CodeReadingDeadEnd), Reading(CodeReadingNoExtraFinal), Reading(CodeReadingNoExtraFinished),
		Reading(CodeReadingCrossCount), Reading(CodeReadingHalfSquare), Reading(CodeReadingShared), Reading(CodeReadingSoloScore),

		// What a turn did.
		ToldDice{Dice: dice}, ToldUnusable{Colours: []colour{blue, yellow}},
		ToldColour{Player: "Нина", Colour: red, Shapes: twoAndOne},
		RouteSquare{Square: grey2, How: ahead},
		ToldRoute{Squares: []RouteSquare{{Square: grey2, How: ahead}, {Square: Square{Row: 5, Col: 2}, How: ahead}}, At: at},
		ToldCross{Square: Square{Row: 11, Col: 3}, Count: 1},
		ToldHalf{}, ToldFinish{Player: "Нина", Past: past}, ToldPast{Player: "Нина", Past: Past{Squares: 2}},
		ToldBend{Player: "Нина", Square: bend, Extra: true},
		ToldExtra{Player: "Нина"}, ToldExtraNotTaken{Player: "Нина"}, ToldTieBreakTurn{Player: "Паша"}, ToldPass{Player: "Паша"},
		ToldFinalRound{Player: "Нина", Last: "Паша"}, ToldLastSeat{Player: "Паша"},
		ToldTied{Tied: []string{"Нина", "Паша"}, Past: Past{}, First: "Нина"},

		// Where the race stands, or why it ended.
		Racing{Due: "Паша"}, RacingAlone{Player: "Нина", Turns: 5},
		FinalRound{Finisher: "Нина", Past: past, Last: "Паша"},
		TieBreak{Tied: []string{"Нина", "Паша"}, Past: Past{}, Due: "Нина"},
		Won{Winner: "Нина", Past: past, Others: []Placed{{Player: "Паша", Finished: true}}},
		TieWon{Winner: "Нина", Past: past, Others: []Placed{{Player: "Паша", Finished: true}}},
		Shared{Winners: []string{"Нина", "Паша"}, Past: Past{}}, Alone{Player: "Нина", Turns: 12},
		Placed{Player: "Паша"},

		// Notation errors: a turn.
		SlashMissing{}, PlanMissing{}, NumberAlone{Text: "2"}, PassLate{Word: "пас"}, PassExtra{Text: "^"},
		StartLate{Word: "старт"}, StartNumber{Word: "старт"}, StartRange{Text: "0"}, ColourFirst{Word: "^"},
		ColourTwice{Word: "синий"}, ColourMissing{}, UnknownColour{Word: "зелёный"},
		UnknownColourSuggest{Word: "красны", Suggestion: "красный"}, UnknownStep{Word: "вниз"},
		UnknownStepSuggest{Word: "прям", Suggestion: "прямо"}, FaceBad{Text: "кк"}, FacesApart{Suggestion: "кп кп ку сп жу / красный ^ ^ >"},
		SlashBefore{Word: "красный"}, DiceOnly{},

		// Notation errors: the header.
		PlayersCount{Count: 5}, TrackUnknown{Name: "дайтона", Tracks: tracks},
		TrackUnknownSuggest{Name: "монза", Suggestion: "monza"}, TrackNoFile{Name: "oval.map"},
		TrackNoFiles{Name: "oval.map", Tracks: tracks}, TrackEmpty{Tracks: tracks}, TrackFolder{Name: "maps"},
		TrackPermission{Name: "oval.map"}, TrackUnreadable{Name: "oval.map", Detail: "input/output error"},
		TurnKey{First: "Нина"}, StartPlayer{Name: "Вера", Players: []string{"Нина", "Паша"}},
		StartPlayerSuggest{Name: "Нинa", Suggestion: "Нина"}, StartTwice{Name: "Нина"},
		StartBad{Value: "5", Track: indy, Starts: starts},

		// Notation errors: a track map.
		MapNotAMap{Limit: maxHeader}, MapNotText{CR: true}, MapBadLine{Text: "rows follow"}, MapGridValue{Text: "12"},
		MapKeyTwice{Key: "start", Line: 3}, MapKeySuggest{Key: "strat", Suggestion: "start"},
		MapDirection{Text: "north"}, MapDirectionSuggest{Text: "upp", Suggestion: "up"}, MapNoStartKey{},
		MapNoStartSquare{}, MapStartRow{Dir: up}, MapStartGap{}, MapStartSpan{}, MapBadChar{Char: "x"},
		MapBadCharSuggest{Char: "s", Suggestion: "S"}, MapTab{}, MapTooLarge{Limit: maxSide},

		// Views.
		BoardTitle{Player: "Нина", Track: indy, Turns: 3}, BoardKey{Edge: lineEdge(down)},
		StandRacing{Player: "Нина", At: at, ToGo: referee.Quantity{Count: 16, Unit: "super-race.unit.square"}},
		StandFinished{Player: "Нина", At: at, Past: past}, StandStuck{Player: "Паша", At: at},
		NoSuchPlayer{Name: "Вера", Players: []string{"Нина", "Паша"}}, NotAPlayer{Players: []string{"Нина", "Паша"}},
		AboutNoDice{Player: "Паша", At: onLine}, AboutDice{Player: "Паша", At: onLine, Dice: dice},
		BadDice{Dice: "кк", Why: FaceBad{Text: "кк"}},
		DiceCount{Dice: "кп кп ку", Faces: referee.Quantity{Count: 3, Unit: "super-race.unit.face"}},
		ChoiceRoute{Route: route, End: bend, ToGo: referee.Quantity{Count: 21, Unit: "super-race.unit.square"}, Bend: true},
		ChoicePass{Faces: roll}, ExtraDue{},
		PictureTitle{Track: indy, When: referee.When(4)}, SquareTip{Row: 7, Col: 6, Colour: red},
		LastTurnTip{Player: "Нина"}, PictureKey{}, PictureDesc{Track: indy}, RefusedTip{Player: "Паша"},

		// `referee tracks`.
		TrackLine{ID: "indianapolis", Name: "indianapolis", About: "indianapolis", Starts: starts},
		FlagWithoutNew{Flag: "--rows"}, TracksExtra{Text: "monza"}, TracksUnknown{Name: "дайтона", Tracks: tracks},
		TracksUnknownSuggest{Name: "монза", Suggestion: "monza"}, NewFile{},
		BadSize{Flag: "--rows", Value: "2", Max: maxSide}, Untitled{}, UntitledFile{}, MapExists{File: "oval.map"},
		MapWritten{File: "oval.map", Rows: referee.Quantity{Count: 9, Unit: "super-race.unit.row"},
			Cols: referee.Quantity{Count: 10, Unit: "super-race.unit.sheet-square"}, Track: "oval.map"},
		MapTemplate{Name: "oval", File: "oval.map", Rows: referee.Quantity{Count: 9, Unit: "super-race.unit.row"},
			Cols: referee.Quantity{Count: 10, Unit: "super-race.unit.sheet-square"}},
	}
}

// wrongPlayerExample and gameOverExample are the shared turn judgements
// (referee.Turns) as this game says them, with its codes, wrapped in types
// of the game's own: the games' seam test takes a type of the referee's
// among a game's examples to mean that every message type of the referee
// needs an example in some game's Spec, while the referee's own examples
// are referee.Examples. Said, each is the shared type it holds.
type (
	wrongPlayerExample struct {
		referee.WrongPlayer `say:"-"`
	}
	gameOverExample struct {
		referee.GameOver `say:"-"`
	}
)
