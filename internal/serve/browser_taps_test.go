package serve

import (
	"strings"
	"testing"
)

// TestRainbowCardByTaps: on a phone a rainbow card is a tap, then the
// turtle it moves another; the move is played and told.
func TestRainbowCardByTaps(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Ann, Bob", "", true)
	tap(t, ctx, `[data-group^="rainbow"]`, true, false)
	if got := eval[int](t, ctx, `document.querySelectorAll('.group button').length`); got != 5 {
		t.Fatalf("a rainbow card opens %d turtles, want 5", got)
	}
	tap(t, ctx, `.group button[data-move="rainbow +1 yellow"]`, true, true)
	if got := text(t, ctx, ".said.last"); !strings.Contains(got, "rainbow +1 yellow") {
		t.Errorf("said: %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestSuperRaceDiceSaidForTaps: on a phone the hint says to tap the
// faces, not to type them on a command line; a die set says it can be
// taken back; once the five are set, the routes are in view.
func TestSuperRaceDiceSaidForTaps(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Melanie, Edgar", "track: indianapolis\nstart: Edgar=4", true)
	if due := text(t, ctx, ".due"); !strings.Contains(due, "tap the five faces") || strings.Contains(due, "--dice") {
		t.Errorf("the hint: %q", due)
	}
	for i, f := range strings.Fields("rs rs rs rs rc") {
		tap(t, ctx, `[data-face="`+f+`"]`, true, i == 4)
		if i == 0 && !strings.Contains(text(t, ctx, "#die-hint"), "take it back") {
			t.Errorf("a die set does not say it can be taken back: %q", text(t, ctx, "#die-hint"))
		}
	}
	got := eval[string](t, ctx, `(() => {
		const r = document.querySelector('#routes h2');
		const b = document.querySelector('#routes button');
		if (!r || !b) return 'no routes';
		const taps = document.querySelector('.taps').getBoundingClientRect();
		for (const e of [r, b]) {
			const x = e.getBoundingClientRect();
			if (x.top < Math.max(0, taps.top) || x.bottom > Math.min(window.innerHeight, taps.bottom)) return 'out: ' + Math.round(x.top) + '–' + Math.round(x.bottom) + ' in ' + Math.round(taps.top) + '–' + Math.round(taps.bottom);
		}
		return 'in';
	})()`)
	if got != "in" {
		t.Errorf("the routes after the dice are set: %s", got)
	}
	b.check(t, ts.http.URL)
}

// TestFocusStaysOnTheMoves: a move button pressed on a laptop leaves the
// focus in the moves area, not on the page's body, so Tab goes on from
// there.
func TestFocusStaysOnTheMoves(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", false)
	startByTaps(t, ctx, "turtles", "Ann, Bob", "", false)
	for range 2 {
		tap(t, ctx, ".moves button[data-move]", false, true)
		if where := eval[string](t, ctx, `(() => { const a = document.activeElement; return a && a.closest('.taps') ? 'moves' : (a ? a.tagName : 'none'); })()`); where != "moves" {
			t.Errorf("the focus is on %s after a move", where)
		}
	}
	b.check(t, ts.http.URL)
}
