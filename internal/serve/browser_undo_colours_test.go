package serve

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestUndoAfterTheColoursTakesBackTheColours: a race over, the colours
// tapped and entered, then Undo: the colours go, the finishing move
// stays, on both phones and in the record (undo
// took back the winning move and the record kept the `colors:` line).
func TestUndoAfterTheColoursTakesBackTheColours(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx, other := raceOverOnTwoPhones(t, b, ts)
	tap(t, ctx, `[data-player="0"][data-value]`, true, false)
	tap(t, ctx, `#secret-1-1`, true, false) // another colour: none is greyed
	tap(t, ctx, "#secret-send", true, true)
	tap(t, ctx, "#undo", true, false) // Undo asks a second tap
	tap(t, ctx, "#undo", true, true)
	if got := text(t, ctx, ".said"); !strings.Contains(got, "colors:") {
		t.Errorf("Undo after the colours says %q", got)
	}
	waitRev(t, other, rev(t, ctx))
	for name, c := range map[string]bool{"this phone": true, "the other phone": false} {
		p := ctx
		if !c {
			p = other
		}
		if n := eval[int](t, p, `document.querySelectorAll('[data-player][data-value]').length`); n == 0 {
			t.Errorf("%s: the colours are not asked again after Undo", name)
		}
		if got := text(t, p, ".due, .outcome"); strings.Contains(got, "to move") {
			t.Errorf("%s: after Undo the page says %q: the finishing move was taken back", name, got)
		}
	}
	_, record, _ := ts.call(t, "GET", "/transcript", "", "")
	if strings.Contains(record, "colors:") || !strings.HasSuffix(strings.TrimSpace(record), "blue +2") {
		t.Errorf("the record after Undo:\n%s", record)
	}
	b.check(t, ts.http.URL)
}

// TestSuperRaceColumnNumbersInSight: Super Race on a phone, five faces
// tapped: the routes say «to row 10, column 3», and the board's frame
// shows its column numbers, a row of at least ten of them within the
// frame's top (the frame opened scrolled down, the
// column numbers out of sight).
func TestSuperRaceColumnNumbersInSight(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Mom, Petya", "", true)
	for _, f := range []string{"bc", "rc", "bc", "yc", "ys"} {
		tap(t, ctx, `button[data-face="`+f+`"]`, true, true)
	}
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#routes button")))
	if got := text(t, ctx, "#routes button"); !strings.Contains(got, "column") {
		t.Fatalf("the first route says %q: the test tests nothing", got)
	}
	seen := eval[int](t, ctx, `(() => {
		const f = document.getElementById('board').getBoundingClientRect();
		const top = Math.max(0, f.top), foot = Math.min(innerHeight, f.bottom);
		const rows = new Map();
		for (const e of document.querySelectorAll('#board text')) {
			if (!/^\d+$/.test(e.textContent.trim())) continue;
			const r = e.getBoundingClientRect();
			if (r.height === 0 || r.top < top - 1 || r.bottom > foot + 1 || r.left < f.left - 1 || r.right > f.right + 1) continue;
			const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
			if (!at || !at.closest('#board')) continue;
			const y = Math.round(r.top);
			rows.set(y, (rows.get(y) || 0) + 1);
		}
		return Math.max(0, ...rows.values());
	})()`)
	if seen < 10 {
		t.Errorf("the board's frame shows a row of %d column numbers", seen)
	}
	screenShot(t, ctx, "super-race-columns")
	b.check(t, ts.http.URL)
}

// raceOverOnTwoPhones is a Turtle Race of Nina and Pasha, two moves from
// its end, begun on one phone with another phone on it, then finished on
// the first: both phones at the race's end, the colours not yet given.
func raceOverOnTwoPhones(t *testing.T, b *browserRun, ts *testServer) (one, two context.Context) {
	t.Helper()
	one = b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Nina, Pasha", "setup: 7=blue, 6=green/yellow, 4=red", true)
	two = b.tab(t, ts.http.URL+"/", true)
	wait(t, two, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	enterLine(t, one, "green +1")
	enterLine(t, one, "blue +2")
	if outcome(t, one) == "" {
		t.Fatal("the race is not over: the test tests nothing")
	}
	waitRev(t, two, rev(t, one))
	return one, two
}
