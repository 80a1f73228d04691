package superrace

import "github.com/boardgame-referee/referee/referee"

// The dice: five identical dice, each face a colour and a shape (RULES.md:
// «a straight and a curve in each of red, blue and yellow»).

// colour is a die colour and a square colour; grey squares are crossed by
// any colour.
type colour int8

const (
	grey colour = iota
	red
	blue
	yellow
)

// colours are the die colours, in the order the referee lists them.
var colours = [...]colour{red, blue, yellow}

// shape is what a face tells the route to do in its square.
type shape int8

const (
	straight shape = iota
	curve
)

// face is one die as rolled: a colour and a shape.
type face struct {
	colour colour
	shape  shape
}

// numDice is how many dice a turn rolls.
const numDice = 5

// letter is the face's canonical English notation: `rs`, `bc`.
func (f face) letters() string {
	return string([]byte{"?rby"[f.colour], "sc"[f.shape]})
}

// step is one square of a route: straight on, or a curve to one side.
type step int8

const (
	ahead step = iota
	left
	right
)

// shape is the die a step needs.
func (s step) shape() shape {
	if s == ahead {
		return straight
	}
	return curve
}

// symbol is the step's canonical notation.
func (s step) symbol() string { return [...]string{"^", "<", ">"}[s] }

// letter is the step in the Russian notation's letters (stepWords).
func (s step) letter() string { return [...]string{"п", "л", "пр"}[s] }

// colourName is the English word for a colour, as the notation writes it.
func (c colour) name() string {
	return [...]string{"grey", "red", "blue", "yellow"}[c]
}

// tally counts the dice of each colour and shape.
type tally [4][2]int8

func tallyOf(faces []face) tally {
	var t tally
	for _, f := range faces {
		t[f.colour][f.shape]++
	}
	return t
}

// total is the number of dice of colour c.
func (t tally) total(c colour) int { return int(t[c][straight] + t[c][curve]) }

// shapeShown is the sign a page shows for a face's shape.
var shapeShown = [...]string{straight: "↑", curve: "↱"}

// taps are the faces a roll is tapped from (referee.UI.TapSets), in every
// language as the notation writes them (`rs`), grouped by colour.
func taps(string) []referee.TapSet {
	faces := referee.TapSet{Name: "faces"}
	for _, c := range colours {
		for _, s := range []shape{straight, curve} {
			f := face{colour: c, shape: s}
			faces.Taps = append(faces.Taps, referee.Tap{Text: f.letters(), Shown: shapeShown[s], Group: c.name()})
		}
	}
	return []referee.TapSet{faces}
}
