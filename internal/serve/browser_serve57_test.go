package serve

import (
	"context"
	"strings"
	"testing"
)

// TestTurtlesKeyInSightOnAPhone: on a phone the colour key under the
// track shows every turtle's line — at the start (each owner unknown)
// and once the race is over and the colours given (whose each turtle
// is) — within the board's frame and the screen (family judge serve20:
// the track cut to its squares showed «red — owner unknown» alone; a
// finished race showed two colours of five).
func TestTurtlesKeyInSightOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Nina, Pasha", "setup: 7=blue, 6=green/yellow, 4=red", true)
	keyInSight(t, ctx, "at the start", "owner unknown")
	screenShot(t, ctx, "serve57-turtles-key-start")
	finishTurtlesRace(t, ctx)
	keyInSight(t, ctx, "the race over", "Nina")
	screenShot(t, ctx, "serve57-turtles-key-over")
	b.check(t, ts.http.URL)
}

// keyInSight holds each of the five lines of the turtles' key to the
// page: said under the board as the page's text (serve23: cut off the
// picture, so that the track keeps the screen's width), each with its
// turtle's shell at its left, and on the screen once scrolled to; none
// of them left in sight in the picture; one of them saying want.
func keyInSight(t *testing.T, ctx context.Context, when, want string) {
	t.Helper()
	lines := eval[[]any](t, ctx, `(() => {
		const b = document.querySelector('#board svg').getBoundingClientRect();
		const left = [...document.querySelectorAll('#board svg text')].filter((e) => e.textContent.includes(' — ')).filter((e) => { const r = e.getBoundingClientRect(); return r.top < b.bottom - 1 && r.bottom > b.top + 1; });
		if (left.length) return left.map((e) => e.textContent + ' (out: in the picture)');
		return [...document.querySelectorAll('.board-words p:not(.last-move)')].filter((e) => e.textContent.includes(' — ')).map((e) => {
			e.scrollIntoView({ block: 'center' });
			const r = e.getBoundingClientRect();
			const on = r.height > 0 && r.top >= -1 && r.bottom <= window.innerHeight + 1;
			return e.textContent + (on ? '' : ' (out: ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' of 0–' + window.innerHeight + ')') + (e.querySelector('.swatch') ? '' : ' (out: no shell beside it)');
		});
	})()`)
	wait(t, ctx, js(`window.scrollTo(0, 0)`))
	if len(lines) != 5 {
		t.Fatalf("%s: the key has %d lines, want five: %v", when, len(lines), lines)
	}
	said := false
	for _, l := range lines {
		s := l.(string)
		said = said || strings.Contains(s, want)
		if strings.Contains(s, "(out:") {
			t.Errorf("%s: the key's line %s", when, s)
		}
	}
	if !said {
		t.Errorf("%s: no line of the key says %q: %v", when, want, lines)
	}
}
