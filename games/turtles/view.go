package turtles

import (
	"fmt"
	"strconv"
	"strings"

	"referee/referee"
	"referee/referee/layout"
)

// Legal lists every distinct outcome open to the player to move: each colour
// card that can be played. Rainbow and last-turtle cards always lead to a
// position some colour card leads to, so they are not listed again. The hand
// is not recorded, so a pass is listed too: the referee accepts it.
func (r *race) Legal(referee.View) referee.Choices {
	if r.over {
		return referee.Choices{}
	}
	var out []referee.Choice
	for t := Turtle(0); t < numTurtles; t++ {
		for _, step := range deckSteps[colourCard] {
			m := move{kind: colourCard, colour: t, step: step}
			if r.refuse(-1, m) == nil {
				out = append(out, referee.Choice{Text: t.String() + " " + signedASCII(step),
					Say: referee.Say("turtles.move.colour", referee.Facts{"turtle": t.Term(), "step": signedASCII(step)})})
			}
		}
	}
	out = append(out, referee.Choice{Text: "pass", Say: referee.Say("turtles.move.pass", nil)})
	return referee.Choices{Moves: out}
}

// signedASCII writes a step as the notation's canonical form does: +1, -1.
func signedASCII(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// Board draws the track from the finish down to the start, each square with
// its stack bottom to top.
func (r *race) Board(w referee.Words, _ referee.View) string {
	d := r.draw()
	var b strings.Builder
	b.WriteString(w.Say(referee.Say("turtles.board.title", nil)))
	b.WriteByte('\n')
	labels := make([]string, len(d.squares))
	width := 0
	for sq, s := range d.squares {
		labels[sq] = w.Say(s.label)
		width = max(width, layout.Width(labels[sq]))
	}
	for sq := len(d.squares) - 1; sq >= 0; sq-- {
		var names []string
		for _, t := range d.squares[sq].turtles {
			names = append(names, w.Say(referee.Say(string(t.Term()), nil)))
		}
		sep := " / "
		if sq == 0 {
			sep = ", "
		}
		stack := strings.Join(names, sep)
		if stack == "" {
			stack = "·"
		}
		fmt.Fprintf(&b, "  %s | %s\n", layout.Pad(labels[sq], width), stack)
	}
	b.WriteString(w.Say(d.status))
	b.WriteByte('\n')
	return b.String()
}
