package superrace

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// `moves --dice` lists the routes grouped by colour, the best first: each
// one applies as listed, says the square it ends on and how far the line
// is then, and nothing of it is better than what comes before it.
func TestChoicesGroupedBest(t *testing.T) {
	tr, _ := builtin("indianapolis")
	r := newRace(tr, []string{"A", "B"}, []int{0, 0})
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	for _, dice := range []string{"rs rc rc bs yc", "rs rs rs rc bc", "yc yc ys bs bc"} {
		c := &r.cars[r.due]
		faces, perr := parseDice(dice)
		if perr != nil {
			t.Fatal(perr)
		}
		groups := r.outcomes(c, tallyOf(faces))
		var seen []colour
		for gi, g := range groups {
			for i, o := range g {
				if i > 0 && o.better(g[i-1]) {
					t.Errorf("%s: %v is listed after %v, a worse route", dice, o, g[i-1])
				}
				if o.colour != g[0].colour {
					t.Errorf("%s: colours mixed in a group", dice)
				}
			}
			for _, col := range seen {
				if col == g[0].colour {
					t.Errorf("%s: colour %v in two groups", dice, col)
				}
			}
			seen = append(seen, g[0].colour)
			if gi > 0 && g[0].better(groups[gi-1][0]) {
				t.Errorf("%s: the group of %v comes after a worse group", dice, g[0].colour)
			}
		}
		choices := r.Legal(referee.View{"dice": dice}).Moves
		for _, ch := range choices {
			for _, lang := range say.Languages {
				line := cat.Speaker(lang).Say(ch.Say)
				if strings.Contains(line, "super-race.") || strings.Contains(line, "<no value>") || !strings.Contains(line, "— ") { // Russian puts a no-break space before the dash
					t.Errorf("%s, %s: %q", dice, lang, line)
				}
			}
			// Each listed turn is legal as written, and so is the line
			// `moves` prints after the dice.
			for _, lang := range say.Languages {
				for _, text := range []string{ch.Text, dice + " / " + cat.Speaker(lang).Say(ch.Say)} {
					g := &game{t: t, r: newRace(tr, []string{"A", "B"}, []int{0, 0})}
					if code := g.play(text); code != "" {
						t.Errorf("%s: the listed %q is refused: %s", dice, text, code)
					}
				}
			}
		}
		// What a tap enters, in each language, is the turn listed in
		// that language's letters, and is legal as written.
		for _, lang := range say.Languages {
			taps := r.TapMoves(lang, referee.View{"dice": dice})
			if len(taps) != len(choices) {
				t.Fatalf("%s, %s: %d taps for %d turns", dice, lang, len(taps), len(choices))
			}
			for i, tm := range taps {
				m := notation.Move{Text: tm.Text}
				tt, perr := parseTurn(&m)
				if perr != nil || tt.String() != choices[i].Text {
					t.Errorf("%s, %s: the tap %q reads as %q (%v), the turn listed is %q", dice, lang, tm.Text, tt.String(), perr, choices[i].Text)
				}
				if cyrillic := strings.ContainsAny(tm.Text, "кпсжу"); cyrillic != (lang == "ru") {
					t.Errorf("%s, %s: the tap enters %q", dice, lang, tm.Text)
				}
			}
		}
	}
}

// The order of routes: a finish first (further past the line first), then
// fewer squares left, an extra turn on a tie, a dead way last.
func TestOutcomeOrder(t *testing.T) {
	ranked := []outcome{
		{finishes: true, past: 2},
		{finishes: true, past: 1},
		{togo: 3, plus: true},
		{togo: 3},
		{togo: 5, plus: true},
		{togo: -1},
	}
	for i := range ranked {
		for j := range ranked {
			if got, want := ranked[i].better(ranked[j]), i < j; got != want {
				t.Errorf("%+v better than %+v: %v, want %v", ranked[i], ranked[j], got, want)
			}
		}
	}
}
