package bigraces

import (
	"strconv"

	"github.com/boardgame-referee/referee/referee"
)

// The words of the game: a car, a cell, a distance, a kind of step, a
// count of cells or laps. Each is a message the catalog says in the
// language chosen; the sentences name them as their facts.

// Car is one car of a player, the first (N = 1) or the second (N = 2):
// the notation writes it as the player's name and the number (`белые1`).
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

// wordCodes name the steps in words.
var wordCodes = [3]referee.Code{forward: "big-races.words.forward", inward: "big-races.words.inward", outward: "big-races.words.outward"}

// Code names a step a car may not take: back, or a diagonal.
func (s step) Code() referee.Code { return "big-races.step." + referee.Code(stepNames[s]) }

// stepNames name the steps.
var stepNames = [numSteps]string{forward: "forward", inward: "inward", outward: "outward", back: "back",
	forwardIn: "forward-in", forwardOut: "forward-out", backIn: "back-in", backOut: "back-out"}

// Units of the counts said: cells as the sentence counts them, laps.
const (
	unitAtMost = "big-races.unit.at-most" // «не больше 5 клеток»
	unitCell   = "big-races.unit.cell"    // «прошёл 4 клетки»
	unitCellOf = "big-races.unit.cell-of" // «по 40 клеток»
	unitLap    = "big-races.unit.lap"     // «гонка на 2 круга»
	unitStep   = "big-races.unit.step"    // «за 31 шаг»
)

// atMost is a limit as the sentence «может пройти не больше 5 клеток»
// counts it.
func atMost(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: unitAtMost} }

// cells is a distance a car moved: «прошёл 4 клетки».
func cells(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: unitCell} }

// lapCount is a number of laps: «2 круга».
func lapCount(n int) referee.Quantity { return referee.Quantity{Count: n, Unit: unitLap} }
