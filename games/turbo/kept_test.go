package turbo

import (
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/seeds"
	"github.com/boardgame-referee/referee/notation"
)

// Messages kept to be said again are the ones made afresh.

// sameCheck fails when the message a table keeps for its task on the
// counts on differs from the one checkFact makes afresh, asked once (made)
// and again (kept), or when the task's sums (taskCard.holds) judge it
// otherwise than Condition.Holds.
func sameCheck(t *testing.T, tb *table, on Counts) {
	t.Helper()
	if got, want := tb.task.holds(on), tb.task.Holds(on); got != want {
		t.Fatalf("%s on %v: the sums say %v, Condition.Holds %v", tb.task, on, got, want)
	}
	want := checkFact(tb.task, on)
	for range 2 {
		if got := tb.check(on); !reflect.DeepEqual(got, any(want)) {
			t.Fatalf("%s on %v: kept %#v, made %#v", tb.task, on, got, want)
		}
	}
}

// TestTaskCardCheck: a task card's formal form is formalFact's, and the
// messages a table keeps are the ones checkFact makes, for every card text
// put up in turn on one table and counts of every animal, named or not.
func TestTaskCardCheck(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	tb := newTestTable(t, "players: A, B\n")
	for range 2 {
		for _, c := range cardTexts {
			cond, err := ParseCondition(c.text, at)
			if err != nil {
				continue
			}
			tb.task = newTaskCard(cond)
			if !reflect.DeepEqual(tb.task.formal, formalFact(cond)) {
				t.Fatalf("%q: formal %#v, want %#v", c.text, tb.task.formal, formalFact(cond))
			}
			for i := range 300 {
				var on Counts
				for a := range on {
					on[a] = rng.IntN(50)
					if i%10 == 0 { // past what a table shows, either way
						on[a] = rng.IntN(4*linearBound) - 2*linearBound
					}
				}
				sameCheck(t, tb, on)
			}
			// Counts at the ends of int, where a sum would overflow.
			edges := []int{math.MinInt, -linearBound - 1, -1, 0, 1, linearBound, linearBound + 1, math.MaxInt}
			for _, h := range edges {
				for _, f := range edges {
					for _, b := range edges {
						on := Counts{h, f, b}
						if got, want := tb.task.holds(on), tb.task.Holds(on); got != want {
							t.Fatalf("%s on %v: the sums say %v, Condition.Holds %v", tb.task, on, got, want)
						}
					}
				}
			}
		}
	}
}

// FuzzTaskCardCheck: for any task a text reads as and any counts, the
// message a table keeps is the one made afresh, with another task put up
// between.
func FuzzTaskCardCheck(f *testing.F) {
	for _, c := range cardTexts {
		f.Add(c.text, 0, 5, 9)
	}
	f.Add("frogs > 4 and birds + hedgehogs < frogs", 3, 0, 12)
	otherCond, err := ParseCondition("hedgehogs + frogs + birds > 7 and frogs < birds", at)
	if err != nil {
		f.Fatal(err)
	}
	other := newTaskCard(otherCond)
	f.Fuzz(func(t *testing.T, text string, hedgehogs, frogs, birds int) {
		if strings.ContainsAny(text, "\n\r") {
			return
		}
		cond, err := ParseCondition(text, at)
		if err != nil {
			return
		}
		tb := newTestTable(t, "players: A, B\n")
		for _, task := range []*taskCard{newTaskCard(cond), other, newTaskCard(cond)} {
			tb.task = task
			sameCheck(t, tb, Counts{hedgehogs, frogs, birds})
		}
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

// FuzzParseKept: entries read through one table, a first time and again
// (from what the game and the file keep), read as parseEvent reads them.
func FuzzParseKept(f *testing.F) {
	texts := []string{"task: frogs > 4", "2 frogs", "turbo", "end"}
	for _, c := range cardTexts {
		texts = append(texts, c.text, "task: "+c.text)
	}
	texts = append(texts, seeds.Texts(f, "../../corpus/turbo/*.txt", taskKeys...)...)
	for i := range texts {
		f.Add(texts[i], texts[(i+1)%len(texts)])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if strings.ContainsAny(a+b, "\n\r") {
			return
		}
		tb := newTestTable(t, "players: A, B\n")
		for _, text := range []string{a, b, a, b} {
			m := &notation.Move{Text: text, TextPos: at}
			want, wantErr := parseEvent(m)
			mv, err := tb.Parse(m)
			if !reflect.DeepEqual(err, wantErr) {
				t.Fatalf("%q: error %v, parseEvent's %v", text, err, wantErr)
			}
			if err != nil {
				continue
			}
			got := mv.(*event)
			if got.kind != want.kind || !slices.Equal(got.parts, want.parts) || (got.task == nil) != (want.task == nil) ||
				got.task != nil && !reflect.DeepEqual(got.task.Condition, want.task.Condition) {
				t.Fatalf("%q: read as %+v, parseEvent's %+v", text, got, want)
			}
		}
	})
}

// TestDownNowKept: the message of a winner's count is the one downNowSay
// makes, for every count, asked once and again, and past what is kept.
func TestDownNowKept(t *testing.T) {
	tb := newTestTable(t, "players: A, B, C\n")
	for range 2 {
		for n := range downNowKept + 10 {
			if got, want := tb.downNowFact(n), downNowSay(n); !reflect.DeepEqual(got, any(want)) {
				t.Fatalf("%d cards: kept %#v, made %#v", n, got, want)
			}
		}
	}
}
