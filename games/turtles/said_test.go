package turtles

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/boardgame-referee/referee/referee/refereetest"
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

// TestKeptColoursAreTheColoursRead: the colours a Spec keeps by colors:
// line and players are the colours the line gives those players, and a
// line that cannot be given to them is refused as ever: random lines,
// right and wrong, for several casts, through one Spec and each afresh.
func TestKeptColoursAreTheColoursRead(t *testing.T) {
	spec := Spec() // one keeping for all its races
	// The same players in another order: the same line gives them
	// other colours by their seats.
	casts := [][]string{{"Аня", "Боря"}, {"Боря", "Аня"}, {"Аня", "Боря", "Вера"}, {"Вера", "Боря", "Аня"}, {"Боря", "Аня", "Вера", "Глеб"}, {"A", "B", "C", "D", "E"}}
	words := []string{"red", "жёлтая", "зеленая", "Blue", "фиолетовая", "pink"}
	for seed := uint64(1); seed <= 400; seed++ {
		rng := rand.New(rand.NewPCG(seed, 3))
		players := casts[rng.IntN(len(casts))]
		var pairs []string
		for i, p := range slices.Sorted(slices.Values(players)) { // the same line whatever the seats
			if rng.IntN(20) == 0 {
				continue // a player left out
			}
			if rng.IntN(20) == 0 {
				p = "Вика" // nobody
			}
			pairs = append(pairs, p+"="+words[(i+int(seed%7))%len(words)])
		}
		header := "players: " + strings.Join(players, ", ") + "\ncolors: " + strings.Join(pairs, ", ") + "\n"
		for range 2 { // the second time, kept
			kept, r1 := refereetest.Open(spec, header)
			fresh, r2 := refereetest.Open(Spec(), header)
			if (kept == nil) != (fresh == nil) {
				t.Fatalf("seed %d %q: kept %v, afresh %v", seed, header, r1.FirstProblem(), r2.FirstProblem())
			}
			if kept == nil {
				if diff := cmp.Diff(r2.FirstProblem(), r1.FirstProblem()); diff != "" {
					t.Fatalf("seed %d %q (-afresh +kept):\n%s", seed, header, diff)
				}
				continue
			}
			a, b := kept.Engine().(*race), fresh.Engine().(*race)
			if !slices.Equal(a.colourOf, b.colourOf) || a.coloursKnown != b.coloursKnown {
				t.Fatalf("seed %d %q: kept %v, afresh %v", seed, header, a.colourOf, b.colourOf)
			}
		}
	}
}
