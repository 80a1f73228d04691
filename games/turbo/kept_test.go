package turbo

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// Messages kept to be said again are the ones made afresh.

// sameCheck fails when a task card's kept message for the counts on differs
// from the one checkFact makes afresh, asked once (made) and again (kept).
func sameCheck(t *testing.T, tc *taskCard, on Counts) {
	t.Helper()
	want := checkFact(tc.Condition, on)
	for range 2 {
		if got := tc.check(on); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s on %v: kept %#v, made %#v", tc, on, got, want)
		}
	}
}

// TestTaskCardCheck: the messages a task card keeps are the ones checkFact
// makes, for every card text and counts of every animal, named or not.
func TestTaskCardCheck(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range cardTexts {
		cond, err := ParseCondition(c.text, at)
		if err != nil {
			continue
		}
		tc := newTaskCard(cond)
		if !reflect.DeepEqual(tc.formal, formalFact(cond)) {
			t.Fatalf("%q: formal %#v, want %#v", c.text, tc.formal, formalFact(cond))
		}
		for range 500 {
			var on Counts
			for a := range on {
				on[a] = rng.IntN(50)
			}
			sameCheck(t, tc, on)
		}
	}
}

// FuzzTaskCardCheck: for any task a text reads as and any counts, the kept
// message is the one made afresh.
func FuzzTaskCardCheck(f *testing.F) {
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
		sameCheck(t, newTaskCard(cond), Counts{hedgehogs, frogs, birds})
	})
}

// TestTakenFromKept: the message of a pile taken is the one takenFromSay
// makes, for every player and count, kept or past what is kept, asked once
// and again.
func TestTakenFromKept(t *testing.T) {
	tb := newTestTable(t, "players: A, B, C\n")
	for range 2 {
		for p := range tb.names {
			for n := range takenFromKept + 3 {
				if got, want := tb.takenFromFact(p, n), tb.takenFromSay(p, n); !reflect.DeepEqual(got, want) {
					t.Fatalf("player %d, %d cards: kept %#v, made %#v", p, n, got, want)
				}
			}
		}
	}
}
