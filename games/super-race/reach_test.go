package superrace

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// TestReachHeld: what canUse remembers is what Track.usable finds, on every
// position of seeded random races, the cars driven by the smart player of
// randomGame and by a blind one whose cars end up stuck and pass turn after
// turn. Every player, colour and count of straights and curves is asked
// before every turn, so an answer kept after its car moved would show.
func TestReachHeld(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 8 {
		text, _ := randomGame(t, builtinList()[i%2], 1+i%4, rng)
		// Three lines of header, then the turns.
		lines := strings.Split(strings.TrimSpace(text), "\n")
		s, rep := refereetest.Open(Spec(), strings.Join(lines[:3], "\n")+"\n")
		if s == nil {
			t.Fatal(rep.FirstProblem())
		}
		for _, line := range lines[3:] {
			reachHeld(t, s.Engine().(*race))
			if err := refereetest.Play(s, line); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
		}
	}
	// Blind play: any legal turn for random dice.
	for _, track := range builtinList() {
		s, rep := refereetest.Open(Spec(), "game: super-race\nplayers: A, B, C, D\ntrack: "+track+"\n")
		if s == nil {
			t.Fatal(rep.FirstProblem())
		}
		passes := 0
		for range 400 {
			r := s.Engine().(*race)
			reachHeld(t, r)
			var dice []string
			for _, f := range randomFaces(rng) {
				dice = append(dice, f.letters())
			}
			choices := s.Legal(referee.View{"dice": strings.Join(dice, " ")}).Moves
			text := choices[rng.IntN(len(choices))].Text
			if strings.HasSuffix(text, "/ pass") {
				passes++
			}
			if err := refereetest.Play(s, text); err != nil {
				t.Fatalf("%q: %v", text, err)
			}
		}
		if passes < 100 {
			t.Errorf("%s: %d passes in 400 turns: the cars were never stuck", track, passes)
		}
	}
}

// reachHeld compares canUse with Track.usable for every player, colour and
// dice of that colour.
func reachHeld(t *testing.T, r *race) {
	t.Helper()
	for p := range r.cars {
		for _, col := range colours {
			for straights := range numDice + 1 {
				for curves := range numDice + 1 - straights {
					var d tally
					d[col] = [2]int8{int8(straights), int8(curves)}
					_, want := r.track.usable(&r.cars[p], col, d)
					if got := r.canUse(p, col, d); got != want {
						t.Fatalf("player %d, %s with %d straights and %d curves: canUse %v, usable %v", p, col.name(), straights, curves, got, want)
					}
				}
			}
		}
	}
}
