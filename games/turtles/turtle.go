// Package turtles is «Черепашьи бега» (Turtle Race, R. Knizia): five turtles
// race on a short track, a turtle carries every turtle above it, and players
// win through secret colours.
package turtles

import "github.com/boardgame-referee/referee/referee"

// Turtle is one of the five turtles; said, it is its colour («красная»).
type Turtle int8

const (
	Red Turtle = iota
	Yellow
	Green
	Blue
	Purple
	numTurtles
)

var turtleKeys = [numTurtles]string{"red", "yellow", "green", "blue", "purple"}

// turtleWords are the words a transcript may use for each turtle.
var turtleWords = [numTurtles][]string{
	{"red", "красная", "красный", "красную"},
	{"yellow", "жёлтая", "желтая", "жёлтый", "желтый", "жёлтую"},
	{"green", "зелёная", "зеленая", "зелёный", "зеленый", "зелёную"},
	{"blue", "синяя", "синий", "синюю"},
	{"purple", "violet", "фиолетовая", "фиолетовый", "фиолетовую"},
}

// String is the canonical English name, as in the notation.
func (t Turtle) String() string { return turtleKeys[t] }

// Code names the turtle's colour: turtles.turtle.red.
func (t Turtle) Code() referee.Code { return referee.Code("turtles.turtle." + turtleKeys[t]) }

// Term is the turtle's colour as a word with no facts, for the table's
// question of a secret colour (referee.Hidden).
func (t Turtle) Term() referee.Term { return referee.Term(t.Code()) }

// Rider is a turtle carried by another, said as what it carries: «везёт
// жёлтую» (Russian declines the colour; English says it alike).
type Rider Turtle

func (t Rider) Code() referee.Code { return referee.Code("turtles.rider." + turtleKeys[t]) }

// riders names turtles as carried; nil when there are none.
func riders(ts []Turtle) []Rider {
	if len(ts) == 0 {
		return nil
	}
	out := make([]Rider, len(ts))
	for i, t := range ts {
		out[i] = Rider(t)
	}
	return out
}
