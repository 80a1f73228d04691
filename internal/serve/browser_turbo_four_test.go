package serve

import (
	"fmt"
	"testing"
)

// TestTurboFourOpenCardsAboveTheCalls: four players on a phone (390×844),
// a card turned up by each: every open card and the task card are in
// sight together with every caller's calls, none under the keys pinned
// at the screen's foot and nothing to scroll to.
func TestTurboFourOpenCardsAboveTheCalls(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Mom, Lena, Tim, Grandma", "cards: Mom=12, Lena=12, Tim=12, Grandma=12", true)
	layTask(t, ctx, "animal:frogs", "op:>", "number:4", "send")
	for _, card := range [][2]string{{"frogs", "2"}, {"hedgehogs", "1"}, {"birds", "3"}, {"frogs", "3"}} {
		tapCard(t, ctx, card[0], card[1])
	}
	wait(t, ctx, js(`window.scrollTo(0, 0)`))
	got := eval[string](t, ctx, `(() => {
		const svg = document.querySelector('#board svg'), keys = document.querySelector('.screen .taps');
		const r = svg.getBoundingClientRect(), k = keys.getBoundingClientRect();
		return r.top >= -1 && r.bottom <= k.top + 1 ? 'clear' : 'the table ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ', the keys from ' + Math.round(k.top);
	})()`)
	if got != "clear" {
		t.Errorf("the open cards are not all above the keys: %s", got)
	}
	if got := taskSeen(t, ctx, "More than four frogs"); got != "seen" {
		t.Errorf("the task card: %s", got)
	}
	for _, n := range []string{"Mom", "Lena", "Tim", "Grandma"} {
		for _, c := range []string{"turbo", "forsazh", "touch"} {
			if got := inSight(t, ctx, fmt.Sprintf(`[data-caller=%q][data-call=%q]`, n, c)); got != "in" {
				t.Errorf("%s's %s: %s", n, c, got)
			}
		}
	}
	screenShot(t, ctx, "turbo-four-open-cards")
	b.check(t, ts.http.URL)
}
