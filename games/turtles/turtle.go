// Package turtles is «Черепашьи бега» (Turtle Race, R. Knizia): five turtles
// race on a short track, a turtle carries every turtle above it, and players
// win through secret colours.
package turtles

import "github.com/boardgame-referee/referee/referee"

// Turtle is one of the five turtles.
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

// Term is the turtle's name for messages.
func (t Turtle) Term() referee.Term { return turtleTerms[t] }

var turtleTerms = [numTurtles]referee.Term{"turtles.turtle.red", "turtles.turtle.yellow", "turtles.turtle.green", "turtles.turtle.blue", "turtles.turtle.purple"}

// Fact is the turtle's term as a fact of a message, made an interface
// value once: a term put in a message's facts was an allocation each time.
func (t Turtle) Fact() any { return turtleFacts[t] }

var turtleFacts = [numTurtles]any{turtleTerms[Red], turtleTerms[Yellow], turtleTerms[Green], turtleTerms[Blue], turtleTerms[Purple]}

// terms names several turtles for a message.
func terms(ts []Turtle) referee.List {
	out := make(referee.List, len(ts))
	for i, t := range ts {
		out[i] = t.Fact()
	}
	return out
}

// terms is terms(ts), kept by the Spec: a list of turtles is one of a few
// hundred, named in every outcome.
func (r *race) terms(ts []Turtle) referee.List {
	if r.said == nil || len(ts) > int(numTurtles) {
		return terms(ts)
	}
	k := uint32(len(ts))
	for i, t := range ts {
		k |= uint32(t+1) << (3 + 3*i)
	}
	if l, ok := r.said.lists.Get(k); ok {
		return l
	}
	l := terms(ts)
	r.said.lists.Put(k, l)
	return l
}
