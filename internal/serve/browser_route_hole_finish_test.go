package serve

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestSuperRaceLastRouteInSight: Super Race on a phone, five faces tapped
// that allow five routes or more: the page scrolled to its end shows the
// last route whole, above the line to type in and in no frame that cuts
// it off (the fifth route lay under the «Type a
// line» bar with nothing to say there was more).
func TestSuperRaceLastRouteInSight(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Mom, Petya", "", true)
	for _, f := range []string{"bc", "rc", "bc", "yc", "ys"} {
		tap(t, ctx, `button[data-face="`+f+`"]`, true, true)
	}
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#routes button")))
	if n := eval[int](t, ctx, `document.querySelectorAll('#routes button').length`); n < 5 {
		t.Fatalf("%d routes: the test tests nothing", n)
	}
	wait(t, ctx, js(`window.scrollTo(0, document.documentElement.scrollHeight)`))
	if got := aboveBar(t, ctx, "#routes button:last-of-type"); got != "above" {
		t.Errorf("the page scrolled to its end, the last route: %s", got)
	}
	screenShot(t, ctx, "super-race-last-route")
	wait(t, ctx, js(`window.scrollTo(0, 0)`))
	if got := aboveBar(t, ctx, "#routes h2"); got != "above" {
		t.Errorf("the page at its top, the routes' heading: %s", got)
	}
	b.check(t, ts.http.URL)
}

// TestChineseCheckersTapNearAHole: Chinese checkers on a phone, a finger
// that lands 19 px off a ringed hole's centre (no nearer ringed hole)
// chooses that piece: its targets are offered (the
// holes are drawn about 21 px, too small for Gran's finger).
func TestChineseCheckersTapNearAHole(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "chinese-checkers", "Gran, Masha", "", true)
	wait(t, ctx, js(`window.scrollTo(0, 0)`))
	// A ringed hole and a point 19 px off its centre that is nearer to it
	// than to any other ringed hole, on the screen, on the board.
	at := eval[[]any](t, ctx, `(() => {
		const rings = [...document.querySelectorAll('#board .tap-mark')].map((m) => {
			const r = m.getBoundingClientRect();
			return { name: m.dataset.hole, x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width };
		});
		for (const h of rings) for (let k = 0; k < 16; k++) {
			const a = k * Math.PI / 8, x = h.x + 19 * Math.cos(a), y = h.y + 19 * Math.sin(a);
			if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
			const on = document.elementFromPoint(x, y);
			if (!on || !on.closest('#board')) continue;
			const d = Math.hypot(x - h.x, y - h.y);
			if (rings.every((o) => o === h || Math.hypot(x - o.x, y - o.y) > d + 2)) return [h.name, x, y, h.w];
		}
		return [];
	})()`)
	if len(at) != 4 {
		t.Fatal("no ringed hole with a point 19 px off it nearer to it than to the others")
	}
	hole := at[0].(string)
	t.Logf("hole %s, ring %.0f px wide, tapped at (%.0f, %.0f)", hole, at[3], at[1], at[2])
	wait(t, ctx, chromedp.TapXY(at[1].(float64), at[2].(float64)))
	wait(t, ctx, chromedp.Sleep(300e6))
	if got := eval[string](t, ctx, `[...document.querySelectorAll('[data-piece].chosen')].map((e) => e.textContent).join(' ')`); got != hole {
		t.Errorf("a tap 19 px off %s chose %q", hole, got)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('[data-target]').length`); n == 0 {
		t.Errorf("a tap 19 px off %s offers no targets", hole)
	}
	screenShot(t, ctx, "chinese-checkers-tap-near")
	b.check(t, ts.http.URL)
}

// TestFinishedGameLeavesANewPhoneOnTheStartPage: a game over, a phone
// that opens the address lands on the start page, the game list in the
// first screen and the finished game offered after the form (Open shows
// it); the phone that played it still shows who won
// (the finished game greeted every phone, and New game took two
// taps).
func TestFinishedGameLeavesANewPhoneOnTheStartPage(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "chinese-checkers", "Ann, Bob", "setup: Ann=m5 n2 n3 n4 o1 o2 o3 p1 p2 q1; Bob=a1 b1 b2 c1 c2 c3 d1 d2 d3 e5", true)
	enterLine(t, ctx, "m5-n1")
	if !strings.Contains(outcome(t, ctx), "Ann wins") {
		t.Fatalf("the game is not over: %q", outcome(t, ctx))
	}
	fresh := b.tab(t, ts.http.URL+"/", true)
	wait(t, fresh, chromedp.WaitVisible(chromedp.ID("players")))
	if got := inSight(t, fresh, "#game"); got != "in" {
		t.Errorf("a new phone: the game list is %s the first screen", got)
	}
	if got := text(t, fresh, "main"); strings.Contains(got, "still playing") || !strings.Contains(got, "The game just finished") {
		t.Errorf("a new phone's start page says:\n%s", got)
	}
	if after := eval[bool](t, fresh, `(() => {
		const s = document.getElementById('start'), o = document.getElementById('back-to-game');
		return !!o && !!(s.compareDocumentPosition(o) & Node.DOCUMENT_POSITION_FOLLOWING);
	})()`); !after {
		t.Error("the finished game is not offered after the form")
	}
	screenShot(t, fresh, "finished-new-phone")
	if !strings.Contains(outcome(t, ctx), "Ann wins") {
		t.Errorf("the phone that played: %q", outcome(t, ctx))
	}
	wait(t, fresh, js(`document.getElementById('back-to-game').scrollIntoView()`))
	tap(t, fresh, "#back-to-game", true, false)
	wait(t, fresh, chromedp.WaitVisible(chromedp.CSS(".outcome")))
	if !strings.Contains(outcome(t, fresh), "Ann wins") {
		t.Errorf("Open on the finished game: %q", outcome(t, fresh))
	}
	b.check(t, ts.http.URL)
}
