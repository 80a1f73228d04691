package turtles

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"referee/referee/refereetest"
)

// TestKeptFactsAreTheFactsMade: the facts a Spec keeps for its races (the
// squares, the lists of turtles, how a race ended, the reason of a win)
// are the facts a race makes afresh: random races on tracks of several
// lengths, with and without colors:, played once with one keeping shared
// by all of them and once with none, narrate every move and end alike.
func TestKeptFactsAreTheFactsMade(t *testing.T) {
	kept := newSaid()
	colours := []string{"red", "yellow", "green", "blue", "purple"}
	for seed := uint64(1); seed <= 300; seed++ {
		rng := rand.New(rand.NewPCG(seed, 11))
		players := []string{"Аня", "Боря", "Вера", "Глеб", "Даша"}[:2+seed%4]
		header := "players: " + strings.Join(players, ", ") + "\n"
		if seed%5 != 0 {
			order := rng.Perm(len(colours))
			pairs := make([]string, len(players))
			for i, p := range players {
				pairs[i] = p + "=" + colours[order[i]]
			}
			header += "colors: " + strings.Join(pairs, ", ") + "\n"
		}
		if track := []int{0, 5, 9, 12}[seed%4]; track > 0 {
			header += "track: " + []string{"", "5", "9", "12"}[seed%4] + "\n"
		}
		s := open(t, header)
		moves, err := refereetest.Playout(s, rng, 400)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		shared, fresh := start(t, header), start(t, header)
		shared.said, fresh.said = kept, nil
		for _, m := range moves {
			got, want := play(t, shared, m), play(t, fresh, m)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("seed %d, %q (-made +kept):\n%s", seed, m, diff)
			}
		}
		if diff := cmp.Diff(fresh.Outcome(), shared.Outcome()); diff != "" {
			t.Fatalf("seed %d, the outcome (-made +kept):\n%s", seed, diff)
		}
	}
}
