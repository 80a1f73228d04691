package superrace

import "github.com/boardgame-referee/referee/referee"

// exampleRolls are the rolls an example turn is looked for with: every
// colour and both shapes, then others, until one allows a route.
var exampleRolls = []string{"rs rs rc bs yc", "rc rc bs bc ys", "bs bs yc yc rs", "ys ys rc bc bs"}

// Example is a turn as one is typed, for the table's help: the moves
// cannot be listed before the dice are rolled, so the help shows a roll
// and a route it allows from where the car due stands, in the words of the
// language spoken («кп кп ку сп жу / красный ^ ^ >»). Zero when the race
// is over or no roll of these allows a route.
func (r *race) Example() referee.Choice {
	if r.phase == over {
		return referee.Choice{}
	}
	for _, roll := range exampleRolls {
		faces, perr := parseDice(roll)
		if perr != nil {
			continue
		}
		for _, c := range r.Legal(referee.View{"dice": roll}).Moves {
			if route, ok := c.Say.(ChoiceRoute); ok {
				return referee.Choice{Text: c.Text, Say: ExampleTurn{Faces: facesOf(faces), Route: route.Route}}
			}
		}
	}
	return referee.Choice{}
}

// ExampleTurn is a whole turn as it is typed: the five faces, «/», the
// colour and the route.
type ExampleTurn struct {
	Faces Faces
	Route Route
}

func (ExampleTurn) Code() referee.Code { return "super-race.example-turn" }
