package turbo

import (
	"slices"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// tapSets are the taps of a language by set name.
func tapSets(lang string) map[string][]referee.Tap {
	out := map[string][]referee.Tap{}
	for _, s := range taps(lang) {
		out[s.Name] = s.Taps
	}
	return out
}

// TestTapsAreRead: every card, every call and every clause the tap words
// make is read by the game as it was meant, in either language, and two
// clauses joined by the language's «и» too: a line tapped is never
// refused.
func TestTapsAreRead(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		tp := tapSets(lang)
		key, open := tp[TapTask][0].Text, tp[TapOpen][0].Text
		if cond, _, ok := taskText(key+": frogs > 4", notation.Pos{}); !ok || cond != " frogs > 4" {
			t.Errorf("%s: %q starts no task line", lang, key)
		}
		if !slices.ContainsFunc(openKeys, notation.Is(open)) {
			t.Errorf("%s: %q is no key of the open cards", lang, open)
		}
		for i, c := range tp[TapCards] {
			ev, ok := shortCard(c.Text)
			if !ok || len(ev.parts) != 1 || ev.parts[0] != c.Say.(Card) {
				t.Errorf("%s: card %d %q reads as %+v, want %+v", lang, i, c.Text, ev, c.Say)
			}
		}
		for _, c := range tp[TapCalls] {
			if k, ok := callWords[fold(c.Text)]; !ok || callText[k] != c.Key {
				t.Errorf("%s: the call %q reads as %v, want %s", lang, c.Text, k, c.Key)
			}
		}
		plus, and := tp[TapPlus][0].Text, tp[TapAnd][0].Text
		animals, ops := tp[TapAnimals], tp[TapOps]
		for a, an := range animals {
			if an.Key != animalKeys[a] {
				t.Errorf("%s: animal %d is keyed %q", lang, a, an.Key)
			}
			for o, op := range ops {
				for _, n := range tp[TapNumbers] {
					text := an.Text + " " + op.Text + " " + n.Text
					want := Animal(a).String() + " " + Op(opIndex(o)).String() + " " + n.Text
					read(t, text, want)
				}
				other := animals[(a+1)%len(animals)]
				text := an.Text + " " + plus + " " + other.Text + " " + op.Text + " 9 " + and + " " + an.Text + " " + op.Text + " " + other.Text
				want := Animal(a).String() + " + " + Animal((a+1)%3).String() + " " + Op(opIndex(o)).String() + " 9 and " + Animal(a).String() + " " + Op(opIndex(o)).String() + " " + Animal((a+1)%3).String()
				read(t, text, want)
			}
		}
		if n := len(tp[TapNumbers]); n != maxNumberWord+1 {
			t.Errorf("%s: %d numbers", lang, n)
		}
	}
}

func read(t *testing.T, text, want string) {
	t.Helper()
	c, err := ParseCondition(text, notation.Pos{Line: 1, Column: 1})
	if err != nil {
		t.Errorf("%q: %v", text, err)
		return
	}
	if c.String() != want {
		t.Errorf("%q reads as %q, want %q", text, c, want)
	}
}

// opIndex is the comparison offered o-th.
func opIndex(o int) int {
	return [...]int{int(Less), int(Greater), int(LessOrEqual), int(GreaterOrEqual), int(Equal)}[o]
}
