package serve

import (
	"strings"
	"testing"
)

// TestDueLineWholeOnAPhone: on a phone the line under the board saying
// whose move it is and what to do is read to its end, however long
// (cut short, turtles' help on the cards stopped at «…and a last-»,
// big-races' and super-race's too).
func TestDueLineWholeOnAPhone(t *testing.T) {
	b := newBrowser(t)
	for _, g := range []struct{ id, players, header string }{
		{"turtles", "Mom, Masha, Petya, Granny Zina", ""},
		{"big-races", "Ann, Bob, Cid", "length: 8\nlaps: 1"},
		{"super-race", "Melanie, Edgar", "track: indianapolis"},
	} {
		t.Run(g.id, func(t *testing.T) {
			ts := newTestServer(t, "", nil)
			ctx := b.tab(t, ts.http.URL+"/", true)
			startByTaps(t, ctx, g.id, g.players, g.header, true)
			if g.id == "big-races" { // the later cars' word: after the leader's move
				if eval[int](t, ctx, `document.querySelectorAll('[data-steps]').length`) > 0 {
					tap(t, ctx, "[data-steps]:last-child", true, false)
				}
				tap(t, ctx, ".moves button:last-child", true, true)
			}
			got := eval[string](t, ctx, `(() => {
				const d = document.querySelector('.due');
				if (!d) return 'no due line';
				const x = new XMLHttpRequest(); x.open('GET', '/api/state', false); x.send(); const st = JSON.parse(x.responseText);
				const cs = getComputedStyle(d);
				if (d.scrollHeight > d.clientHeight + 1) return 'hidden: ' + d.scrollHeight + ' px of it in ' + d.clientHeight;
				if (d.scrollWidth > d.clientWidth + 1) return 'hidden at the side: ' + d.scrollWidth + ' in ' + d.clientWidth;
				if (cs.textOverflow === 'ellipsis' || cs.whiteSpace === 'nowrap') return 'cut short: ' + cs.textOverflow + ' ' + cs.whiteSpace;
				const r = d.getBoundingClientRect();
				if (r.right > window.innerWidth + 1) return 'past the screen';
				const want = [st.play.due, st.play.about].filter((x) => x).join(' ');
				return d.textContent === want ? 'whole' : 'says ' + JSON.stringify(d.textContent) + ', not ' + JSON.stringify(want);
			})()`)
			if got != "whole" {
				t.Errorf("%s: the due line: %s", g.id, got)
			}
			if due := text(t, ctx, ".due"); !strings.HasSuffix(strings.TrimSpace(due), ".") {
				t.Errorf("%s: the due line ends %q", g.id, due)
			}
			b.check(t, ts.http.URL)
		})
	}
}
