package serve

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// inBoard says "in" when what the script sel returns (an element of the
// board's picture) lies wholly (or, partly, in part) in the sight of the
// board's frame and the screen, else where it is.
func inBoard(t *testing.T, ctx context.Context, sel string, partly bool) string {
	t.Helper()
	return eval[string](t, ctx, fmt.Sprintf(`(() => {
		window.scrollTo(0, 0);
		const svg = document.querySelector('#board svg');
		const e = svg && (%s);
		if (!e) return 'not drawn';
		const r = e.getBoundingClientRect(), f = document.getElementById('board').getBoundingClientRect();
		const top = Math.max(0, f.top), bottom = Math.min(window.innerHeight, f.bottom), left = Math.max(0, f.left), right = Math.min(window.innerWidth, f.right);
		if (%t) return r.height > 0 && r.bottom > top + 8 && r.top < bottom - 8 && r.right > left + 8 && r.left < right - 8 ? 'in' : 'out: ' + [r.left, r.top, r.right, r.bottom].map(Math.round) + ' of ' + [left, top, right, bottom].map(Math.round);
		return r.height > 0 && r.top >= top - 1 && r.bottom <= bottom + 1 && r.left >= left - 1 && r.right <= right + 1 ? 'in' : 'out: ' + [r.left, r.top, r.right, r.bottom].map(Math.round) + ' of ' + [left, top, right, bottom].map(Math.round);
	})()`, sel, partly))
}

// textNamed is a script finding the picture's text that reads s.
func textNamed(s string) string {
	return fmt.Sprintf(`[...svg.querySelectorAll('text')].find((e) => e.textContent.trim() === %q)`, s)
}

// seen fails unless each of the board's parts named is in sight; a name
// starting "part of" needs only part of it in sight.
func seen(t *testing.T, ctx context.Context, name string, parts map[string]string) {
	t.Helper()
	for what, sel := range parts {
		if got := inBoard(t, ctx, sel, strings.HasPrefix(what, "part of")); got != "in" {
			t.Errorf("%s: %s is not in the board's frame: %s", name, what, got)
		}
	}
}

// TestDueInSightOnAPhone: on a phone, whatever the board's frame cuts, it
// shows what the player due to move needs — their car or piles, and the
// last move where there is one — at the start, after moves and after a
// refused move.
func TestDueInSightOnAPhone(t *testing.T) {
	b := newBrowser(t)
	t.Run("super-race", func(t *testing.T) {
		ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
		ctx := b.tab(t, ts.http.URL+"/", true)
		startByTaps(t, ctx, "super-race", "Мелани, Эдгар, Аня, Боря", "", true)
		seen(t, ctx, "the start", map[string]string{
			"S1":                     textNamed("S1"),
			"the first player's car": `svg.querySelector('.to-move')`,
		})
		firstScreen(t, ctx, "super-race-start-screen", "")
		b.check(t, ts.http.URL)
	})
	t.Run("turbo", func(t *testing.T) {
		ts := newTestServer(t, "", nil)
		ctx := b.tab(t, ts.http.URL+"/", true)
		startByTaps(t, ctx, "turbo", "Anna, Boris", "cards: Anna=18, Boris=18\ntask: frogs > 1", true)
		seen(t, ctx, "the start", map[string]string{"Anna": textNamed("Anna"), "Anna's piles": `svg.querySelector('.to-move')`})
		tapCard(t, ctx, "frogs", "2")
		seen(t, ctx, "Boris due", map[string]string{
			"Boris":         textNamed("Boris"),
			"Boris's piles": `svg.querySelector('.to-move')`,
			// Both piles are taller than the frame: the due piles whole,
			// the card turned up before them in part.
			"part of Anna's card turned": `svg.querySelector('.focus')`,
		})
		firstScreen(t, ctx, "turbo-due-screen", `[data-caller="Boris"][data-call="turbo"]`)
		b.check(t, ts.http.URL)
	})
	t.Run("big-races", func(t *testing.T) {
		ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
		ctx := b.tab(t, ts.http.URL+"/", true)
		// A leading pack and a trailing one, three rows of the track
		// apart: after the leaders' turns the car due is far from the car
		// moved last.
		startByTaps(t, ctx, "big-races", "Аня, Боря", "позиция: Аня1=1/35, Аня2=2/34, Боря1=1/3, Боря2=2/2", true)
		seen(t, ctx, "the start", map[string]string{"the car due": `svg.querySelector('.to-move')`})
		for range 2 { // a turn: how many cells, then the path
			if eval[int](t, ctx, `document.querySelectorAll('[data-steps]').length`) > 0 {
				tap(t, ctx, "[data-steps]:last-child", true, false)
			}
			tap(t, ctx, ".moves button:last-child", true, true)
		}
		seen(t, ctx, "after the leaders' turns", map[string]string{"the car due": `svg.querySelector('.to-move')`})
		firstScreen(t, ctx, "big-races-due-screen", "[data-steps], .moves button")
		b.check(t, ts.http.URL)
	})
}
