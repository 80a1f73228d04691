package serve

import (
	"strings"
	"testing"
)

// TestTurtlesEveryCardTapped: the rainbow and last-turtle cards are
// offered as taps, grouped by card, each move the engine would accept,
// and one tapped plays in the page's language.
func TestTurtlesEveryCardTapped(t *testing.T) {
	ts := newTestServer(t, "", nil)
	ts.start(t, "turtles", "Маша", "Петя")
	_, _, st := ts.call(t, "GET", "/api/state", "", "ru")
	groups := map[string][]string{}
	for _, c := range st.Play.Choices {
		if c.Group != "" {
			g := strings.ReplaceAll(c.Group, "\u00a0", " ")
			groups[g] = append(groups[g], c.Move)
		}
	}
	// At the start every turtle is rearmost: a last-turtle card moves any
	// of the five, a rainbow card +1 any of them, −1 none (all on the start).
	want := map[string]int{"разноцветная +1": 5, "отстающая +1": 5, "отстающая +2": 5}
	if len(groups) != len(want) {
		t.Errorf("groups: %v", groups)
	}
	for g, n := range want {
		if len(groups[g]) != n {
			t.Errorf("%s: %v, want %d moves", g, groups[g], n)
		}
	}
	move := groups["разноцветная +1"][0]
	if move != "разноцветная +1 красная" {
		t.Errorf("the move entered is %q, not as a Russian player types it", move)
	}
	st = ts.enter(t, move, "ru")
	if st.Play.Moves != 1 || !strings.Contains(lastSaid(st), "красн") {
		t.Errorf("%q: %d moves, said %q", move, st.Play.Moves, lastSaid(st))
	}
}
