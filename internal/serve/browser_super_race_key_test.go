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
// route above that line (the page scrolled, the
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
// says so («Masha stands between row 9, column 3
// and row 9,» and no more). Now the key says how far each player
// is from the line, without rows and columns; its sentence must still be
// there whole.
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
	// A phone says the key as the page's text under the board,
	// each sentence whole and wrapped, no fold to open and none of it in
	// the picture (the board keeps the screen's width).
	if n := eval[int](t, ctx, `document.querySelectorAll('.board-key').length`); n != 0 {
		t.Errorf("a fold for the key on a phone: %d", n)
	}
	key := text(t, ctx, ".board-words")
	for _, want := range []string{"Masha: 22 squares to the finish line by the shortest way.", "Zina: 22 squares"} {
		if !strings.Contains(key, want) {
			t.Errorf("the key under the board does not say %q: %q", want, key)
		}
	}
	if got := reachable(t, ctx, ".board-words p"); got != "reachable" {
		t.Errorf("the key's sentences: %s", got)
	}
	cut := eval[[]string](t, ctx, `(() => {
		const b = document.querySelector('#board svg').getBoundingClientRect();
		return [...document.querySelectorAll('#board svg text')].filter((e) => e.textContent.includes('squares from')).filter((e) => { const r = e.getBoundingClientRect(); return r.top < b.bottom - 1 && r.bottom > b.top + 1; }).map((e) => e.textContent);
	})()`)
	if len(cut) > 0 {
		t.Errorf("the key's sentences still in the picture: %q", cut)
	}
	screenShot(t, ctx, "super-race-key")
	b.check(t, ts.http.URL)
}
