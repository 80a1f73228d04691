package turbo

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// sameHolds fails when a task's sums (taskCard.holds) judge the counts on
// otherwise than Condition.Holds.
func sameHolds(t *testing.T, tc *taskCard, on Counts) {
	t.Helper()
	if got, want := tc.holds(on), tc.Holds(on); got != want {
		t.Fatalf("%s on %v: the sums say %v, Condition.Holds %v", tc, on, got, want)
	}
}

// TestTaskCardHolds: a task card's sums judge as its clauses do, for every
// card text and counts of every animal, named or not, up to the ends of
// int, where a sum would overflow.
func TestTaskCardHolds(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range cardTexts {
		cond, err := ParseCondition(c.text, at)
		if err != nil {
			continue
		}
		tc := newTaskCard(cond)
		for i := range 300 {
			var on Counts
			for a := range on {
				on[a] = rng.IntN(50)
				if i%10 == 0 { // past what a table shows, either way
					on[a] = rng.IntN(4*linearBound) - 2*linearBound
				}
			}
			sameHolds(t, tc, on)
		}
		edges := []int{math.MinInt, -linearBound - 1, -1, 0, 1, linearBound, linearBound + 1, math.MaxInt}
		for _, h := range edges {
			for _, f := range edges {
				for _, b := range edges {
					sameHolds(t, tc, Counts{h, f, b})
				}
			}
		}
	}
}

// FuzzTaskCardHolds: for any task a text reads as and any counts, the sums
// judge as the clauses do.
func FuzzTaskCardHolds(f *testing.F) {
	for _, c := range cardTexts {
		f.Add(c.text, 0, 5, 9)
	}
	f.Add("frogs > 4 and birds + hedgehogs < frogs", 3, 0, 12)
	f.Fuzz(func(t *testing.T, text string, hedgehogs, frogs, birds int) {
		if strings.ContainsAny(text, "\n\r") {
			return
		}
		cond, err := ParseCondition(text, at)
		if err != nil {
			return
		}
		sameHolds(t, newTaskCard(cond), Counts{hedgehogs, frogs, birds})
	})
}
