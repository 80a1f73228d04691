package serve

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestSuperRaceFacesTappedRouteTyped: Super Race on a phone, the five
// faces entered by their keys: a route typed alone is joined to them and
// played; each route's button leads with the route, its notes after; and
// after the first tap of Clear the dice, the first face key tapped clears
// them and starts the next roll with that face (it fell on a die above,
// taking it back).
func TestSuperRaceFacesTappedRouteTyped(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Masha, Petya", "", true)
	rollDice(t, ctx, "rs", "rs", "bs", "ys", "rc")
	// The route leads its button, its notes after.
	if got := eval[string](t, ctx, `(() => {
		for (const b of document.querySelectorAll('#routes button[data-move]')) {
			const first = b.firstElementChild;
			const words = b.dataset.move.split('/').pop().trim();
			if (!first || first.textContent.replace('⚠ ', '').trim() !== words) return (first ? first.textContent : b.textContent) + ' leads, not ' + words;
		}
		return '';
	})()`); got != "" {
		t.Errorf("a route's button: %s", got)
	}
	route := eval[string](t, ctx, `document.querySelector('#routes button[data-move]').dataset.move.split('/').pop().trim()`)
	before := rev(t, ctx)
	wait(t, ctx, chromedp.SendKeys(chromedp.ID("line"), route+"\n"))
	waitRev(t, ctx, before+1)
	settled(t, ctx)
	if _, _, st := ts.call(t, "GET", "/api/state", "", ""); st == nil || st.Play == nil || st.Play.Moves != 1 {
		t.Errorf("the route typed alone under the faces tapped is not played: %q", text(t, ctx, "#said-last"))
	}
	// Petya's roll: the five in, Clear tapped once, then a face key.
	rollDice(t, ctx, "rs", "rs", "bs", "ys", "rc")
	tap(t, ctx, "#clear-dice", true, false)
	tap(t, ctx, `button[data-face="bs"]`, true, false)
	wait(t, ctx, chromedp.Sleep(500e6))
	if got := eval[string](t, ctx, `[...document.querySelectorAll('[data-slot]')].map((b) => b.getAttribute('aria-label')).join(',')`); !strings.HasPrefix(got, "blue straight,") || strings.Count(got, "—") != 4 {
		t.Errorf("after Clear and a face key the dice are %q", got)
	}
	b.check(t, ts.http.URL)
}
