package turtles

import (
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/layout"
)

// Legal lists every distinct outcome open to the player to move: each colour
// card that can be played. Rainbow and last-turtle cards always lead to a
// position some colour card leads to, so they are not listed again. The hand
// is not recorded, so a pass is listed too: the referee accepts it.
func (r *race) Legal(v referee.View) referee.Choices {
	if r.over {
		return referee.Choices{}
	}
	var out []referee.Choice
	for t := Turtle(0); t < numTurtles; t++ {
		for _, step := range deckSteps[colourCard] {
			m := move{kind: colourCard, colour: t, step: step}
			if r.refuse(-1, m) == nil {
				out = append(out, referee.Choice{Text: t.String() + " " + signedASCII(step), Say: Playable{Turtle: t, Step: step}})
			}
		}
	}
	if v[referee.TapKey] != "" {
		out = append(out, r.chosenCards()...)
	}
	out = append(out, referee.Choice{Text: "pass", Say: Playable{Pass: true}})
	// Listed beside playable cards, a pass would read as a free choice;
	// the booklet allows it only to a player with no card to play.
	return referee.Choices{Intro: PassWhenStuck{}, Moves: out}
}

// chosenCards are the rainbow and last-turtle cards playable now, each
// with every turtle it may move, grouped by card: the list `moves` keeps
// short leaves them to its heading.
func (r *race) chosenCards() []referee.Choice {
	var out []referee.Choice
	for _, kind := range []cardKind{rainbowCard, lastCard} {
		word := "rainbow"
		if kind == lastCard {
			word = "last"
		}
		for _, step := range deckSteps[kind] {
			for t := Turtle(0); t < numTurtles; t++ {
				m := move{kind: kind, colour: t, step: step}
				if r.refuse(-1, m) != nil {
					continue
				}
				out = append(out, referee.Choice{
					Text:  word + " " + signedASCII(step) + " " + t.String(),
					Say:   Chosen{Last: kind == lastCard, Step: signed(step), Turtle: t},
					Group: cardOf(m),
				})
			}
		}
	}
	return out
}

// signedASCII writes a step as the notation's canonical form does: +1, -1.
func signedASCII(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// Board draws the track from the finish down to the start, each square with
// its stack bottom to top, laid out to the view's width: a long stack goes
// on under itself, and the title and the status wrap at word boundaries.
func (r *race) Board(w referee.Words, v referee.View) string {
	d := r.draw()
	width := v.Width()
	var b strings.Builder
	put := func(lines []string) {
		for _, l := range lines {
			b.WriteString(l + "\n")
		}
	}
	put(layout.Fill(w.Say(boardTitle), "  ", width))
	labels := make([]string, len(d.squares))
	labelW := 0
	for sq, s := range d.squares {
		labels[sq] = w.Say(s.label)
		labelW = max(labelW, layout.Width(labels[sq]))
	}
	for sq := len(d.squares) - 1; sq >= 0; sq-- {
		var names []string
		for _, t := range d.squares[sq].turtles {
			names = append(names, w.Say(t))
		}
		// A stack breaks only after a separator: «зелёная /» ends a line,
		// «/ жёлтая» never starts one.
		sep := " /"
		if sq == 0 {
			sep = ","
		}
		for i := range names[:max(len(names)-1, 0)] {
			names[i] += sep
		}
		if len(names) == 0 {
			names = []string{"·"}
		}
		lead := "  " + layout.Pad(labels[sq], labelW) + " | "
		put(layout.Wrap(lead, names, strings.Repeat(" ", layout.Width(lead)), width))
	}
	put(layout.Fill(w.Say(d.status), "  ", width))
	return b.String()
}

// boardTitle heads the text board.
const boardTitle referee.Term = "turtles.board.title"
