package serve

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// TestTurtlesKeyInSightOnAPhone: on a phone the colour key under the
// track is in sight — at the start its one line saying no owner is known
// yet (the picture's key says it once, not once a colour), and once the
// race is over and the colours given, every turtle's line (whose each
// turtle is), each by its shell — within the board's frame and the
// screen (the track cut to its squares showed
// «red — owner unknown» alone; a finished race showed two colours of
// five).
func TestTurtlesKeyInSightOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Nina, Pasha", "setup: 7=blue, 6=green/yellow, 4=red", true)
	keyInSight(t, ctx, "at the start", "Whose turtle is whose is known after the finish.", 1, false)
	screenShot(t, ctx, "serve57-turtles-key-start")
	finishTurtlesRace(t, ctx)
	keyInSight(t, ctx, "the race over", " — ", 5, true)
	if got := text(t, ctx, ".board-words"); !strings.Contains(got, "Nina") || !strings.Contains(got, "Pasha") {
		t.Errorf("the race over: the key names no owner: %q", got)
	}
	screenShot(t, ctx, "serve57-turtles-key-over")
	b.check(t, ts.http.URL)
}

// keyInSight holds the lines of the turtles' key that say want (n of
// them) to the page: said under the board as the page's text (it is
// cut off the picture, so that the track keeps the screen's width), with
// shells, a turtle's at each line's left, and on the screen once
// scrolled to; none of them left in sight in the picture.
func keyInSight(t *testing.T, ctx context.Context, when, want string, n int, shells bool) {
	t.Helper()
	lines := eval[[]any](t, ctx, fmt.Sprintf(`((want, shells) => {
		const own = (e) => { const c = e.cloneNode(true); c.querySelectorAll('svg').forEach((s) => s.remove()); return c.textContent; };
		const b = document.querySelector('#board svg').getBoundingClientRect();
		const left = [...document.querySelectorAll('#board svg text')].filter((e) => e.textContent.includes(want)).filter((e) => { const r = e.getBoundingClientRect(); return r.top < b.bottom - 1 && r.bottom > b.top + 1; });
		if (left.length) return left.map((e) => e.textContent + ' (out: in the picture)');
		return [...document.querySelectorAll('.board-words p:not(.last-move)')].filter((e) => own(e).includes(want)).map((e) => {
			e.scrollIntoView({ block: 'center' });
			const r = e.getBoundingClientRect();
			const on = r.height > 0 && r.top >= -1 && r.bottom <= window.innerHeight + 1;
			return own(e) + (on ? '' : ' (out: ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' of 0–' + window.innerHeight + ')') + (!shells || e.querySelector('.swatch') ? '' : ' (out: no shell beside it)');
		});
	})(%q, %v)`, want, shells))
	wait(t, ctx, js(`window.scrollTo(0, 0)`))
	if len(lines) != n {
		t.Fatalf("%s: the key has %d lines saying %q, want %d: %v", when, len(lines), want, n, lines)
	}
	for _, l := range lines {
		if s := l.(string); strings.Contains(s, "(out:") {
			t.Errorf("%s: the key's line %s", when, s)
		}
	}
}
