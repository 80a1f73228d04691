package turtles

import "github.com/boardgame-referee/referee/referee"

// Secret: a race over before the secret colours are shown names no winner
// (referee.Secret); the table then asks each player for their colour, as
// `colors: Name=colour, …`.
func (r *race) Secret() (referee.Hidden, bool) {
	if !r.over || r.coloursKnown {
		return referee.Hidden{}, false
	}
	values := make([]referee.Term, numTurtles)
	for t := range Turtle(numTurtles) {
		values[t] = t.Term()
	}
	return referee.Hidden{Key: "colors", What: secretColour, Values: values, Read: readColour, Distinct: true}, true
}

var _ referee.Secret = (*race)(nil)

// readColour reads a player's answer as colors: reads its values: an index
// into Secret's Values, which are in the turtles' order.
func readColour(answer string) (int, bool) {
	t, ok := lookupTurtle(answer)
	return int(t), ok
}

// secretColour is what the table asks each player for: «цвет черепахи».
const secretColour referee.Term = "turtles.secret"
