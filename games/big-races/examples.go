package bigraces

import (
	"sync"

	"github.com/boardgame-referee/referee/referee"
)

// examples are a message of every type the game says (Spec.Examples), its
// facts as a race of Нина and Паша on the default track would give them.
var examples = sync.OnceValue(func() []referee.Message {
	nina1, nina2 := Car{Player: "Нина", N: 1}, Car{Player: "Нина", N: 2}
	pasha1, pasha2 := Car{Player: "Паша", N: 1}, Car{Player: "Паша", N: 2}
	white1 := Car{Player: "белые", N: 1}
	anna1, anna2 := Car{Player: "Anna", N: 1}, Car{Player: "Anna", N: 2}
	boris1, boris2 := Car{Player: "Boris", N: 1}, Car{Player: "Boris", N: 2}
	secondEn := Limit{Second: true, Prev: anna1, Spent: cells(3)}
	cell := func(lane, dist int) Cell { return Cell{Lane: lane, Distance: Distance(dist)} }
	run := func(n int, way step) Run { return Run{Steps: referee.Quantity{Count: n, Unit: unitSteps}, Way: way} }
	second := Limit{Second: true, Prev: nina1, Spent: cells(3)}
	return []referee.Message{
		// The words.
		nina1,
		white1,
		Written{Text: "Нина1"},
		Distance(-3),
		cell(3, 14),
		Path{English: "ffi", Russian: "ппв"},
		Steps{Count: 4, Way: forward},
		run(4, forward),
		forwardIn,
		letter(forward),
		// What cannot be read.
		Unexpected{Text: "!"},
		UnknownLetter{Letter: "х", Cyrillic: true},
		LookalikeLetter{Letter: "b", Suggestion: "в"},
		UnknownWord{Word: "ноьл", Suggestion: "ноль"},
		PathInWords{Text: "вперёд 4", Suggestion: "4п", Cyrillic: true},
		PathWordUnknown{Word: "налево", Example: "4п", Cyrillic: true},
		ToldDiffers{Path: "4пв", Words: "3 вперёд", Expected: []Run{run(4, forward), run(1, inward)}, Said: []Run{run(3, forward)}, Cyrillic: true},
		ToldDiffers{Path: "4fi", Words: "3 forward", Expected: []Run{run(4, forward), run(1, inward)}, Said: []Run{run(3, forward)}},
		CountAlone{Count: "3"},
		CountTwice{Count: "2"},
		CountInDiagonal{Count: "2"},
		JoinAlone{},
		NotDiagonal{First: letter(forward), Second: letter(forward)},
		ZeroAlone{Word: "ноль"},
		PathMissing{Car: nina1},
		NoSuchCar{Name: "Нина3", Player: "Нина", Cars: []Car{nina1, nina2}},
		NoSuchCar{Name: "Anna3", Player: "Anna", Cars: []Car{anna1, anna2}},
		PlayerNotCar{Name: "Нина", Player: "Нина", Cars: []Written{{"Нина1"}, {"Нина2"}}},
		NotTheirCar{Car: pasha1, Player: "Нина"},
		NotTheirCar{Car: boris1, Player: "Anna"},
		UnknownCar{Name: "Глеб1"},
		UnknownCarSuggest{Name: "Нино1", Suggestion: "Нина1"},
		PlayersCount{Count: 1, Min: minPlayers, Max: maxPlayers},
		PlayerDigit{Name: "Нина7"},
		PlayerDigit{Name: "Нина7", Names: []Written{{"Нина7"}, {"Паша2"}}},
		LengthBad{Value: "сорок", Min: minLength, Max: maxLength},
		LengthShort{Length: 6, Cars: 6},
		LapsBad{Value: "0", Max: maxLaps},
		TurnKey{Key: "ход"},
		SetupCar{Name: "Глеб1"},
		SetupCarSuggest{Name: "Нино1", Suggestion: "Нина1"},
		SetupPlayer{Name: "Нина", Cars: []Written{{"Нина1"}, {"Нина2"}}},
		SetupTwice{Car: nina1},
		SetupPlace{Car: nina1, Value: "2-15"},
		SetupLane{Car: nina1, Lane: 5},
		SetupDistance{Car: nina1, Distance: 80, Min: -39, Max: 79},
		SetupDistance{Car: anna1, Distance: 80, Min: -39, Max: 79},
		SetupCell{Car: nina1, Other: pasha2, Cell: cell(1, 1)},
		// The refusals.
		// Each as its rule's example tells it (explain prints them
		// together), and again with English names and letters: explain
		// shows each language its own.
		TooFar{Car: pasha1, Cost: cells(6), Limit: atMost(5), Why: second},
		TooFar{Car: boris1, Cost: cells(6), Limit: atMost(5), Why: secondEn},
		TooFar{Car: pasha1, Cost: cells(6), Limit: atMost(5), Why: second, Runs: []Run{run(1, inward), run(5, forward)}},
		NoCost{Car: nina1},
		NoCost{Car: anna1},
		BadStep{Car: nina1, N: 1, Step: forwardIn, Single: true},
		BadStep{Car: anna1, N: 1, Step: forwardIn, Single: true},
		OffTrack{Car: nina1, N: 1, Lane: 5, Single: true},
		OffTrack{Car: nina1, N: 2, Lane: 5},
		OffTrack{Car: anna1, N: 1, Lane: 5, Single: true},
		OffTrack{Car: anna1, N: 2, Lane: 5},
		Occupied{Car: pasha1, N: 2, Cell: cell(4, 2), Other: nina2},
		Occupied{Car: boris1, N: 2, Cell: cell(4, 2), Other: anna2},
		CellTwice{Car: nina1, N: 2, Cell: cell(4, 0), Start: true},
		CellTwice{Car: anna1, N: 2, Cell: cell(4, 0), Start: true},
		OnlyLeaderLaps{Car: pasha2, N: 3, Cell: cell(1, 45), Other: nina2, Leader: pasha1, Stands: cell(1, 5), Behind: cells(37), Almost: true},
		OnlyLeaderLaps{Car: pasha2, N: 3, Cell: cell(1, 85), Other: nina2, Leader: pasha1, Stands: cell(1, 5), Behind: cells(77)},
		OnlyLeaderLaps{Car: boris2, N: 3, Cell: cell(1, 45), Other: anna2, Leader: boris1, Stands: cell(1, 5), Behind: cells(37), Almost: true},
		WrongCar{Due: nina1, Car: pasha2, Level: true, DueCell: cell(2, 12), CarCell: cell(3, 12)},
		WrongCar{Due: anna1, Car: boris2, Level: true, DueCell: cell(2, 12), CarCell: cell(3, 12)},
		CarGone{Car: nina2, Due: pasha1, Move: 14, Zero: true},
		CarGone{Car: anna2, Due: boris1, Move: 14, Zero: true},
		CarGone{Car: nina2, Due: pasha1, Move: 14, By: pasha2, Stopped: true},
		ZeroWithMove{Car: nina1, Example: Path{English: "f", Russian: "п"}, Cell: cell(4, 1), Cyrillic: true},
		ZeroWithMove{Car: anna1, Example: Path{English: "f"}, Cell: cell(4, 1)},
		referee.GameOver{Rule: CodeRaceOver, How: RaceEnded{Move: 40}},
		RaceEnded{Move: 40},
		second,
		// The notes.
		SetupNote{Order: []Placed{{nina1, cell(2, 15)}, {pasha1, cell(4, 14)}, {nina2, cell(1, 9)}}, Out: []Car{pasha2}},
		SetupNote{Order: []Placed{{anna1, cell(2, 15)}, {boris1, cell(4, 14)}, {anna2, cell(1, 9)}}, Out: []Car{boris2}},
		Placed{Car: pasha1, Cell: cell(2, 25)},
		ReadingLeftOut,
		LappedBeforeTurn{Car: pasha2, Second: true},
		LappedBeforeTurn{Car: anna2},
		ReadingPlayerForCar,
		LappedAtOnce{Cars: []Car{nina2}},
		LappedAtOnce{Cars: []Car{anna2}},
		LappedStoppedOn{Cars: []Car{nina2}},
		LappedStoppedOn{Cars: []Car{anna2}, Whole: true}, // a whole lap behind: the note says that too
		LappedAtOnce{Cars: []Car{nina2, pasha2}},         // the leader drives through two cars: the plural
		ReadingPastLine,
		ReadingSameRound,
		ReadingNoneFinished,
		ReadingTie,
		// What a move did.
		Moved{Round: 12, Order: true, Leader: true, Car: pasha1, From: cell(2, 45), To: cell(1, 48), Cost: cells(4),
			Limit: upTo(4), Full: true, Rule: leaderRule, Lapped: []Lap{{Car: nina2, Cell: cell(1, 7), Laps: lapWords(0), Almost: true, At: cell(1, 47), Apart: lapWords(1), Behind: cells(38)}},
			At: cell(1, 47)},
		Moved{Car: pasha2, Unnamed: true, From: cell(3, 3), To: cell(4, 4), Cost: cells(8), Limit: upTo(8), Full: true, Outward: true, Outwards: true,
			Steps: referee.Quantity{Count: 4, Unit: unitSteps}, Ones: 2, Outs: 2},
		Primer{Order: true}, Primer{Cells: true},
		Lap{Car: nina2, Cell: cell(1, 7), Laps: lapWords(1), Exact: true, At: cell(1, 27), Apart: lapWords(1), Behind: cells(20)},
		Blocker{Car: pasha2, Ahead: true, Cell: cell(4, -34), At: cell(4, 6), Counted: true,
			Next: &Blocker{Car: nina2, Inside: true, Cell: cell(3, 5), At: cell(3, 5), Then: true}},
		StepNo(2),
		secondRule,
		AfterZero{Car: pasha2},
		// What `moves` and the table say.
		CarDue{Car: pasha1, Cell: cell(4, -1), Limit: upTo(6), Why: Limit{Second: true, Prev: nina1, Spent: cells(4)}},
		CarDue{Car: nina2, Cell: cell(4, -2), Limit: upTo(1), Why: Limit{Prev: pasha1, Zero: true}}, // after a zero: «только одну клетку»
		Choice{Path: Path{English: "fo", Russian: "пн"}, Words: []Steps{{1, forward}, {1, outward}}, To: cell(4, 5), Cost: cells(4), Outward: true},
		Choice{Path: Path{English: "o", Russian: "н"}, Words: []Steps{{1, outward}}, To: cell(4, 4), Cost: cells(3), Outward: true, Single: true},
		Prompt{Number: 1, Limit: upTo(4), Round: 2},
		Prompt{Number: 2, Limit: upTo(1)}, // after a zero: «только одна клетка»
		// The outcome.
		NoCars{},
		Leading{Car: nina1, Cell: cell(3, 12), Lap: 1, Laps: ofLaps(2)},
		Leading{Car: white1, Cell: cell(4, 0), Lap: 1, Laps: ofLaps(2), Start: true},
		Leading{Car: nina1, Cell: cell(2, 53), Lap: 2, Laps: ofLaps(6), Absent: true},
		Leading{Car: nina1, Cell: cell(2, 12), Lap: 1, Laps: ofLaps(2), Level: []Car{pasha2}},
		Leading{Car: white1, Cell: cell(1, 12), Lap: 1, Laps: ofLaps(1), Level: []Car{nina1, pasha2}},
		WonRacing{Car: nina1, Places: &Place{N: 1, Player: "Нина", Car: nina1}, Racing: []Car{pasha1, nina2, pasha2}},
		Won{Car: nina1, Places: &Place{N: 1, Player: "Нина", Car: nina1, Next: &Place{N: 2, Player: "Паша", Car: pasha2}},
			Cars: []Ranked{{Car: nina1}, {Car: pasha2}, {Car: nina2, Cell: cell(2, 70), Zero: true}, {Car: pasha1, Cell: cell(1, 51), By: nina1}}},
		Place{N: 1, Player: "Нина", Car: nina1},
		Ranked{Car: pasha1, Cell: cell(1, 51), By: nina1},
		Ranked{Car: pasha1, Cell: cell(1, 51), By: nina1, Stopped: true},
		// The board and the picture.
		BoardTitle{Round: 3, Laps: lapCount(2), Length: referee.Quantity{Count: 40, Unit: unitCellOf}},
		BoardTitle{Over: true, Round: 4, Laps: lapCount(1), Length: referee.Quantity{Count: 10, Unit: unitCellOf}},
		BoardCar{Label: "Н", Car: nina1, Cell: cell(4, 0), Lap: OnLap{N: 1, Laps: 2}, Column: 0, State: DueNow{Limit: upTo(4)}},
		BoardOffTrack{Car: pasha2, State: LappedOn{By: nina1, Cell: cell(1, 7)}},
		OnLap{N: 1, Laps: 2},
		OnLap{N: 1, Laps: 1}, // a race of one lap: «единственный круг»
		DueNow{Limit: upTo(4)},
		DueNow{Limit: upTo(1)}, // after a zero: «только одну клетку»
		FinishedOn{Cell: cell(3, 80)},
		LappedOn{By: nina1, Cell: cell(1, 7)},
		LappedOn{By: nina1, Cell: cell(1, 7), Stopped: true},
		ZeroOn{Cell: cell(2, 30)},
		PictureTitle{When: referee.When(12), Round: 4},
		PictureKey{Laps: lapCount(2), Length: referee.Quantity{Count: 40, Unit: unitCellOf}, Due: true},
		PictureKey{Laps: lapCount(2), Length: referee.Quantity{Count: 40, Unit: unitCellOf}},
		PictureKey{Laps: lapCount(2), Length: referee.Quantity{Count: 40, Unit: unitCellOf}, Lapped: true},
		PictureLast{Car: pasha1}, LastCaption{Car: pasha1, Cells: 5}, LastCaption{Car: pasha1, Zero: true},
		PictureZero{Car: pasha1},
		PictureCarAt{Car: nina1, Cell: cell(4, 0), Lap: OnLap{N: 1, Laps: 2}},
		PictureOffTrack{Car: pasha2, State: FinishedOn{Cell: cell(3, 80)}},
		PictureFinished{Place: 1, Car: pasha2, Cell: cell(3, 80)},
		PictureFinished{Place: 2, Car: nina1, Cell: cell(2, 81)},
		PictureFinished{Place: 3, Car: nina2, Cell: cell(1, 80)},
		PictureFinished{Place: 12, Car: pasha1, Cell: cell(4, 82)},
		Description{Round: 4, Cars: []Spot{{Car: nina1, Cell: cell(3, 20), State: DueNow{Limit: upTo(4)}}, {Car: pasha1, Cell: cell(2, 19)}}, Last: pasha2},
		Spot{Car: pasha1, Cell: cell(2, 19)},
	}
})
