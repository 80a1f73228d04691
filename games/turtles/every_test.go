package turtles

import (
	"math/rand/v2"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// TestEveryCardListed: asked for every move (serve's taps), Legal lists
// exactly the cards the engine accepts — rainbow and last-turtle cards
// with each turtle they may move, grouped by card — while the short list
// `moves` gives keeps to colour cards.
func TestEveryCardListed(t *testing.T) {
	every := referee.View{referee.TapKey: "yes"}
	for seed := uint64(1); seed <= 30; seed++ {
		s := open(t, "players: A, B, C\n")
		r := s.Engine().(*race)
		rng := rand.New(rand.NewPCG(seed, 7))
		if _, err := refereetest.Playout(s, rng, int(seed)); err != nil {
			t.Fatal(err)
		}
		if r.over {
			continue
		}
		listed := map[string]bool{}
		for _, c := range r.Legal(every).Moves {
			listed[c.Text] = true
			if c.Text != "pass" && c.Text[0] != 'r' && c.Text[0] != 'l' && c.Group != nil {
				t.Errorf("seed %d: colour card %q is grouped", seed, c.Text)
			}
		}
		for _, c := range r.Legal(nil).Moves {
			if c.Group != nil {
				t.Errorf("seed %d: the short list has %q", seed, c.Text)
			}
		}
		for _, kind := range []string{"rainbow", "last"} {
			for _, step := range []string{"+1", "+2", "-1"} {
				for tt := Turtle(0); tt < numTurtles; tt++ {
					text := kind + " " + step + " " + tt.String()
					copy := *r
					copy.stacks = make([][]Turtle, len(r.stacks))
					for i := range r.stacks {
						copy.stacks[i] = append([]Turtle(nil), r.stacks[i]...)
					}
					accepted := play(t, &copy, text).Violation == nil
					if accepted != listed[text] {
						t.Errorf("seed %d: %q accepted %v, listed %v", seed, text, accepted, listed[text])
					}
				}
			}
		}
	}
}
