package superrace

import (
	"strings"

	"github.com/boardgame-referee/referee/referee"
)

// The pieces of messages: colours, dice, squares, routes and distances, as
// facts the catalog renders in the chosen language.

func colourTerm(c colour) referee.Term { return referee.Term("super-race.colour." + c.name()) }

// byFacesTerm is a colour as the faces that may cross a square: «красными
// гранями»; byTerm the colour alone in that case: «синими».
func byFacesTerm(c colour) referee.Term { return referee.Term("super-race.by-faces." + c.name()) }

func byTerm(c colour) referee.Term { return referee.Term("super-race.by." + c.name()) }

// trackName is a track as the messages name it: a built-in one in the
// words of the language («Индианаполис»), a map file's by its name: line.
func trackName(t *Track) any {
	for _, b := range builtinNames {
		if builtinTracks()[b.name] == t {
			return referee.Term("super-race.track." + b.name)
		}
	}
	return t.name
}

// trackNames are the built-in tracks, in the words of the language.
func trackNames() referee.List {
	out := make(referee.List, len(builtinNames))
	for i, b := range builtinNames {
		out[i] = referee.Term("super-race.track." + b.name)
	}
	return out
}

func headingTerm(h heading) referee.Term { return referee.Term("super-race.heading." + h.word()) }

// shapesMsg is "2 straights and 1 curve".
func shapesMsg(straights, curves int) referee.Message {
	facts := referee.Facts{
		"straights": referee.Quantity{Count: straights, Unit: "super-race.unit.straight"},
		"curves":    referee.Quantity{Count: curves, Unit: "super-race.unit.curve"},
	}
	switch {
	case straights > 0 && curves > 0:
		return referee.Say("super-race.shapes.both", facts)
	case straights > 0:
		return referee.Say("super-race.shapes.straights", facts)
	case curves > 0:
		return referee.Say("super-race.shapes.curves", facts)
	}
	return referee.Say("super-race.shapes.none", facts)
}

// diceMsg is the dice by colour: "red 2 straights and 1 curve; blue 1
// straight; yellow 1 curve".
func (r *race) diceMsg(d tally) referee.Message {
	facts := referee.Facts{}
	keys := [...]string{"a", "b", "c"}
	n := 0
	for _, col := range colours {
		if d.total(col) == 0 {
			continue
		}
		facts[keys[n]] = referee.Say("super-race.dice.colour", referee.Facts{"colour": colourTerm(col), "shapes": shapesMsg(int(d[col][straight]), int(d[col][curve]))})
		n++
	}
	return referee.Say("super-race.dice."+string(rune('0'+n)), facts)
}

// routeMsg is a route in the notation of the chosen language: "red ^ ^ <".
func routeMsg(col colour, route []step) referee.Message {
	steps := make([]string, len(route))
	for i, s := range route {
		steps[i] = s.symbol()
	}
	return referee.Say("super-race.route", referee.Facts{"colour": colourTerm(col), "steps": strings.Join(steps, " ")})
}

// positionMsg is where a car stands: on the start line, or on the edge
// after its last square, heading on.
func (r *race) positionMsg(c *car) referee.Message {
	if !c.started {
		return referee.Say("super-race.position.start", referee.Facts{"square": r.square(c.cell), "heading": headingTerm(c.h)})
	}
	last := r.track.next(c.cell, c.h.back())
	return referee.Say("super-race.position.edge", referee.Facts{"from": r.square(last), "to": r.square(c.cell), "heading": headingTerm(c.h)})
}

// pastMsg is a distance from the line in half squares: "1½ squares past the
// line", "on the line", "½ square behind the line".
func pastMsg(half int) referee.Message {
	if half == 0 {
		return referee.Say("super-race.past.on", nil)
	}
	id := "super-race.past.ahead"
	if half < 0 {
		id, half = "super-race.past.behind", -half
	}
	return referee.Say(id, referee.Facts{"dist": distMsg(half)})
}

// distMsg is a distance in half squares: "2 squares", "1½ squares".
func distMsg(half int) referee.Message {
	switch {
	case half%2 == 0:
		return referee.Say("super-race.dist.whole", referee.Facts{"n": referee.Quantity{Count: half / 2, Unit: "super-race.unit.square"}})
	case half == 1:
		return referee.Say("super-race.dist.half", nil)
	}
	return referee.Say("super-race.dist.and-half", referee.Facts{"n": half / 2})
}
