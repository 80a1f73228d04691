package bigraces

import (
	"strconv"

	"github.com/boardgame-referee/referee/referee"
)

// The words of the game: a car, a cell, a distance, a kind of step, a
// count of cells or laps. Each is a message the catalog says in the
// language chosen; the sentences name them as their facts.

// Car is one car of a player, the first (N = 1) or the second (N = 2):
// the notation writes it as the player's name and the number (`Нина1`),
// and a sentence names it so too, «машина Нина1», “car Нина1”: the label
// the players type, in which no case changes the name — a player named by
// a colour («белые», «черные») included: «машина черные1», as typed.
type Car struct {
	Player string // the player's name as written
	N      int    // 1 or 2
}

func (Car) Code() referee.Code { return "big-races.word.car" }

// Name is the car as the notation writes it: what a player types.
func (c Car) Name() string { return c.Player + strconv.Itoa(c.N) }

// car is car c of the race as a word.
func (e *engine) car(c int) Car { return e.roster.car(c) }

// cars are cars of the race as words.
func (e *engine) carsOf(cs []int) []Car {
	out := make([]Car, len(cs))
	for i, c := range cs {
		out[i] = e.car(c)
	}
	return out
}

// Written is a name as the notation writes it, quoted: «белые1».
type Written struct{ Text string }

func (Written) Code() referee.Code { return "big-races.word.written" }

// written are the notation's names of cars c.
func (cs roster) written(c ...int) []Written {
	out := make([]Written, len(c))
	for i, c := range c {
		out[i] = Written{Text: cs.names[c]}
	}
	return out
}

// Distance is how far a car stands from the start line, over every lap;
// negative on the grid behind it, written with the typographic minus.
type Distance int

func (Distance) Code() referee.Code { return "big-races.word.distance" }

// Signed is the distance as written: −3, 14.
func (d Distance) Signed() string { return signedText(int(d)) }

// Cell is a cell of the track as the setup writes it, lane/distance.
type Cell struct {
	Lane     int
	Distance Distance
}

func (Cell) Code() referee.Code { return "big-races.word.cell" }

// cellOf is a position as a word.
func cellOf(p pos) Cell { return Cell{Lane: p.lane, Distance: Distance(p.dist)} }

// Path is a path as the notation writes it, in each language's letters:
// the English `ffi`, the Russian `ппв`. A language says its own.
type Path struct {
	English string `say:"optional"`
	Russian string `say:"optional"`
}

func (Path) Code() referee.Code { return "big-races.word.path" }

// pathOf is a path as a word.
func pathOf(p path) Path { return Path{English: p.english(), Russian: p.russian()} }

// Steps is a run of one step in words, as `moves` tells a path: «4 прямо».
type Steps struct {
	Count int
	Way   step `say:"-"` // forward, inward or outward: the message's code
}

func (s Steps) Code() referee.Code { return wordCodes[s.Way] }

// Run is a run of one step told in full, as a sentence counts it: «пять
// шагов вперёд», "five steps forward".
type Run struct {
	Steps referee.Quantity
	Way   step `say:"-"` // forward, inward or outward: the message's code
}

func (r Run) Code() referee.Code { return runCodes[r.Way] }

// runCodes name the runs of steps.
var runCodes = [3]referee.Code{forward: "big-races.run.forward", inward: "big-races.run.inward", outward: "big-races.run.outward"}

// wordCodes name the steps in words.
var wordCodes = [3]referee.Code{forward: "big-races.words.forward", inward: "big-races.words.inward", outward: "big-races.words.outward"}

// Code names a step a car may not take: back, or a diagonal.
func (s step) Code() referee.Code { return "big-races.step." + referee.Code(stepNames[s]) }

// stepNames name the steps.
var stepNames = [numSteps]string{forward: "forward", inward: "inward", outward: "outward", back: "back",
	forwardIn: "forward-in", forwardOut: "forward-out", backIn: "back-in", backOut: "back-out"}

// Units of the counts said. A count of cells is said in words up to ten,
// as the booklet says «на одну клетку больше», in the case the sentence
// needs; a race's laps in words up to ten too, a track's length in
// digits, and how far behind a lapped car stood in words.
const (
	unitCells    = "big-races.unit.cells"     // «ход на три клетки»
	unitCellsGen = "big-races.unit.cells-gen" // «не больше четырёх клеток»
	unitCellOf   = "big-races.unit.cell-of"   // «по 40 клеток»
	unitLap      = "big-races.unit.lap"       // «на два круга»
	unitLapWords = "big-races.unit.lap-words" // «ровно на два круга»
	unitOfLaps   = "big-races.unit.of-laps"   // «на первом круге из двух»
	unitSteps    = "big-races.unit.steps"     // «за четыре шага»
	unitAtMost   = "big-races.unit.at-most"   // «не больше пяти», "at most five" (the cells said already)
	unitCould    = "big-races.unit.could"     // «хотя могла пройти до трёх» (the cells said already), "up to three cells"
)

// cells is a count of cells moved: «ход на три клетки».
func cells(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: unitCells} }

// could is the limit a car did not reach: «хотя могла пройти до трёх».
func could(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: unitCould} }

// upTo is a limit: «не больше четырёх клеток».
func upTo(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: unitCellsGen} }

// atMost is a refused move's limit, after its cost has named the unit:
// «не больше пяти», "at most five".
func atMost(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: unitAtMost} }

// lapCount is a number of laps: «два круга».
func lapCount(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: unitLap} }

// lapWords is how many laps behind a lapped car stood: «ровно на два круга».
func lapWords(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: unitLapWords} }

// ofLaps is a race's laps after the lap a car is on: «из двух».
func ofLaps(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: unitOfLaps} }
