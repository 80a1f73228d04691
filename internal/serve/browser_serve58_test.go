package serve

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestSuperRaceRoutesWithTheTurnInSight: Super Race on a phone (390×844),
// three players, a typed line refused first, then five faces that allow
// five routes: when the routes are first shown, whose turn it is (the
// players' line in the header) is on the screen and the routes are not
// under the line to type in; scrolled to its end, the page shows the last
// route above that line (family judge serve21: the page scrolled, the
// header left the screen and the fifth route sat under the bar).
func TestSuperRaceRoutesWithTheTurnInSight(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Masha, Petya, Zina", "", true)
	enterLine(t, ctx, "Masha: rs rs rs rs rs")
	rollDice(t, ctx, "rs", "rs", "bs", "ys", "rc")
	wait(t, ctx, chromedp.Sleep(300e6))
	if n := eval[int](t, ctx, `document.querySelectorAll('#routes button[data-move]').length`); n < 5 {
		t.Fatalf("%d routes: the test tests nothing", n)
	}
	screenShot(t, ctx, "super-race-routes-turn")
	if got := inSight(t, ctx, ".players .turn"); got != "in" {
		t.Errorf("the routes first shown, whose turn it is: %s", got)
	}
	if got := aboveBar(t, ctx, "#routes h2, #routes button[data-move]:first-of-type"); got != "above" {
		t.Errorf("the routes first shown, their heading and first route: %s", got)
	}
	under := `(() => {
		const head = document.querySelector('.head').getBoundingClientRect();
		const h = document.querySelector('#routes h2').getBoundingClientRect();
		return h.top >= head.bottom - 1 ? 'clear' : 'under the header: ' + Math.round(h.top) + ' < ' + Math.round(head.bottom);
	})()`
	if got := eval[string](t, ctx, under); got != "clear" {
		t.Errorf("the routes first shown, their heading: %s", got)
	}
	wait(t, ctx, js(`window.scrollTo(0, document.documentElement.scrollHeight)`))
	if got := aboveBar(t, ctx, "#routes button[data-move]"); got != "above" {
		t.Errorf("the page scrolled to its end, the routes: %s", got)
	}
	if got := inSight(t, ctx, ".players .turn"); got != "in" {
		t.Errorf("the page scrolled to its end, whose turn it is: %s", got)
	}
	screenShot(t, ctx, "super-race-routes-end")
	b.check(t, ts.http.URL)
}

// TestSuperRaceKeyWholeOnAPhone: Super Race on a phone, the picture
// drawn larger than the screen: the key's sentences under the track are
// not cut at the frame's edge but can be read whole under a fold that
// says so (family judge serve21: «Masha stands between row 9, column 3
// and row 9,» and no more).
func TestSuperRaceKeyWholeOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Masha, Petya, Zina", "", true)
	for i := 0; i < 3; i++ {
		rollDice(t, ctx, "rs", "rs", "bs", "ys", "rc")
		wait(t, ctx, js(`window.scrollTo(0, document.documentElement.scrollHeight)`))
		tap(t, ctx, "#routes button[data-move]", true, true)
	}
	wait(t, ctx, chromedp.Sleep(300e6))
	fold := `.board-key summary`
	if got := eval[string](t, ctx, `(document.querySelector('`+fold+`') || {}).textContent || 'none'`); !strings.Contains(got, "The key to the picture") {
		t.Fatalf("no fold for the picture's key under the board: %s", got)
	}
	tap(t, ctx, fold, true, false)
	wait(t, ctx, chromedp.Sleep(200e6))
	key := text(t, ctx, ".board-key")
	for _, want := range []string{"Masha stands between row", "Zina stands"} {
		if !strings.Contains(key, want) {
			t.Errorf("the key opened does not say %q: %q", want, key)
		}
	}
	if got := inSight(t, ctx, ".board-key p"); got != "in" {
		t.Errorf("the key opened, its first line: %s", got)
	}
	screenShot(t, ctx, "super-race-key")
	b.check(t, ts.http.URL)
}
