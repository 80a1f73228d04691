package serve

import (
	"fmt"
	"strings"
	"testing"
)

// TestTurboFourOpenCardsAboveTheCalls: four players on a phone (390×844),
// a card turned up by each: every open card and the task card are in
// sight together with every caller's calls, none under the keys pinned
// at the screen's foot and nothing to scroll to.
func TestTurboFourOpenCardsAboveTheCalls(t *testing.T) {
	for _, c := range []struct {
		lang, players, cards, task string
		taps                       []string
		laid                       [][2]string
	}{
		{"en", "Mom, Lena, Tim, Grandma", "cards: Mom=12, Lena=12, Tim=12, Grandma=12", "More than four frogs",
			[]string{"animal:frogs", "op:>", "number:4", "send"}, [][2]string{{"frogs", "2"}, {"hedgehogs", "1"}, {"birds", "3"}, {"frogs", "3"}}},
		// The family's own table: the Russian headings of the piles run
		// over three lines.
		{"ru", "Мама, Папа, Боря, Аня", "карт: Мама=12, Папа=12, Боря=12, Аня=12", "Лягушек больше четырёх",
			[]string{"animal:лягушки", "op:>", "number:4", "send"}, [][2]string{{"лягушки", "2"}, {"ежи", "1"}, {"хамелеон", ""}, {"лягушки", "3"}}},
	} {
		t.Run(c.lang, func(t *testing.T) {
			b := newBrowser(t)
			ts := newTestServer(t, "", func(o *Options) { o.Lang = c.lang })
			ctx := b.tab(t, ts.http.URL+"/", true)
			startByTaps(t, ctx, "turbo", c.players, c.cards, true)
			layTask(t, ctx, c.taps...)
			for _, card := range c.laid {
				if card[1] == "" {
					tap(t, ctx, `[data-card]`, true, true)
					continue
				}
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
			if got := taskSeen(t, ctx, c.task); got != "seen" {
				t.Errorf("the task card: %s", got)
			}
			for _, n := range strings.Split(c.players, ", ") {
				for _, call := range []string{"turbo", "forsazh", "touch"} {
					if got := inSight(t, ctx, fmt.Sprintf(`[data-caller=%q][data-call=%q]`, n, call)); got != "in" {
						t.Errorf("%s's %s: %s", n, call, got)
					}
				}
			}
			screenShot(t, ctx, "turbo-four-open-cards-"+c.lang)
			b.check(t, ts.http.URL)
		})
	}
}
