package turbo

import (
	"strconv"
	"testing"

	"github.com/boardgame-referee/referee/notation"
)

// TestTapsAreRead: every card and every clause the tap words make is read
// by the game as it was meant, in either language, and two clauses joined
// by the language's «и» too: a line tapped is never refused.
func TestTapsAreRead(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		tp := TapsIn(lang)
		if cond, _, ok := taskText(tp.TaskKey+": frogs > 4", notation.Pos{}); !ok || cond != " frogs > 4" {
			t.Errorf("%s: %q starts no task line", lang, tp.TaskKey)
		}
		for i, c := range tp.Cards {
			ev, ok := shortCard(c.Text)
			if !ok || len(ev.parts) != 1 || ev.parts[0] != c.Say.(Card) {
				t.Errorf("%s: card %d %q reads as %+v, want %+v", lang, i, c.Text, ev, c.Say)
			}
		}
		for a, an := range tp.Animals {
			for o, op := range tp.Ops {
				for n := 0; n <= tp.Numbers; n++ {
					text := an.Text + " " + op.Text + " " + itoa(n)
					want := Animal(a).String() + " " + Op(opIndex(o)).String() + " " + itoa(n)
					read(t, text, want)
				}
				other := tp.Animals[(a+1)%len(tp.Animals)]
				text := an.Text + " " + tp.Plus + " " + other.Text + " " + op.Text + " 9 " + tp.And + " " + an.Text + " " + op.Text + " " + other.Text
				want := Animal(a).String() + " + " + Animal((a+1)%3).String() + " " + Op(opIndex(o)).String() + " 9 and " + Animal(a).String() + " " + Op(opIndex(o)).String() + " " + Animal((a+1)%3).String()
				read(t, text, want)
			}
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

func itoa(n int) string { return strconv.Itoa(n) }
