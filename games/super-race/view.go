package superrace

import (
	"strings"

	"referee/notation"
	"referee/referee"
)

// Legal lists the legal turns of the player due. Without dice there is
// nothing to list — the dice decide — and About says where the player
// stands; with `--dice`, every colour and route those dice allow.
func (r *race) Legal(v referee.View) referee.Choices {
	if r.phase == over {
		return referee.Choices{}
	}
	p := r.due
	c := &r.cars[p]
	text := strings.TrimSpace(v["dice"])
	if text == "" {
		about := referee.Say("super-race.about.no-dice", referee.Facts{"player": r.names[p], "at": r.positionMsg(c)})
		return referee.Choices{About: &about}
	}
	faces, perr := parseDice(text)
	if perr != nil {
		about := referee.Say("super-race.about.bad-dice", referee.Facts{"dice": notation.Clip(text), "why": referee.Message{ID: perr.Code, Facts: perr.Facts}})
		return referee.Choices{About: &about}
	}
	if len(faces) != numDice {
		about := referee.Say("super-race.about.dice-count", referee.Facts{"dice": notation.Clip(text), "count": referee.Quantity{N: len(faces), Unit: "super-race.unit.face"}})
		return referee.Choices{About: &about}
	}
	d := tallyOf(faces)
	diceSay := facesMsg(faces)
	// Each choice is written as the turn it is, in canonical notation.
	rolled := turn{}
	for _, f := range faces {
		rolled.addFace(f)
	}
	var out referee.Choices
	var set routeSet
	for _, col := range colours {
		if d.total(col) == 0 {
			continue
		}
		r.track.routes(c, col, d, maxRoutes, &set)
		for i := range set.n {
			route := set.route(i)
			t := rolled
			t.colour = col
			for _, s := range route {
				t.addStep(s)
			}
			out.Moves = append(out.Moves, referee.Choice{Text: t.String(),
				Say: referee.Say("super-race.choice.route", referee.Facts{"dice": diceSay, "route": routeMsg(col, route)})})
		}
	}
	if len(out.Moves) == 0 {
		t := rolled
		t.pass = true
		out.Moves = []referee.Choice{{Text: t.String(), Say: referee.Say("super-race.choice.pass", referee.Facts{"dice": diceSay})}}
	}
	about := referee.Say("super-race.about.dice", referee.Facts{"player": r.names[p], "at": r.positionMsg(c), "dice": r.diceMsg(d)})
	out.About = &about
	return out
}

// facesMsg is the faces in the notation of the chosen language.
func facesMsg(faces []face) referee.Message {
	facts := referee.Facts{}
	for i, f := range faces {
		facts[string(rune('a'+i))] = referee.Term("super-race.face." + f.letters())
	}
	return referee.Say("super-race.faces", facts)
}

// parseDice reads the dice of `moves --dice`: faces as a turn writes them.
func parseDice(text string) ([]face, *notation.Error) {
	m := &notation.Move{Text: text, TextPos: notation.Pos{Filename: "--dice", Line: 1, Column: 1}}
	syn, err := turnParser().ParseString("", text)
	if err != nil {
		return nil, notation.FromParseExpecting(err, m.TextPos, "super-race.expect.dice")
	}
	if syn.Slash != nil {
		return nil, notation.Errorf(m.TextPos.Add(syn.Slash.Pos), "super-race.dice-only", notation.Facts{})
	}
	if perr := apartError(syn.Dice, "", m.TextPos); perr != nil {
		return nil, perr
	}
	var t turn
	for _, p := range syn.Dice {
		if perr := t.readDice(p, m.TextPos.Add(p.Pos)); perr != nil {
			return nil, perr
		}
	}
	if t.nFaces > numDice {
		return make([]face, t.nFaces), nil
	}
	return t.dice(), nil
}
