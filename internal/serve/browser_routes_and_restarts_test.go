package serve

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestTypingAfterAMovePressedWithEnter: on a laptop, a move button pressed
// with Enter keeps the focus; the letters typed next go into the line to
// type in, and the Enter that ends them sends that line: the button is
// not pressed a second time (an unwanted move
// recorded without warning).
func TestTypingAfterAMovePressedWithEnter(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", false)
	startByTaps(t, ctx, "turtles", "Masha, Petya", "", false)
	before := rev(t, ctx)
	wait(t, ctx, js(`document.querySelector('.moves button').focus()`), chromedp.KeyEvent(kb.Enter))
	waitRev(t, ctx, before+1)
	if on := eval[string](t, ctx, `document.activeElement.tagName`); on != "BUTTON" {
		t.Fatalf("after a move pressed with Enter the focus is on %s, not a button: the test tests nothing", on)
	}
	wait(t, ctx, chromedp.KeyEvent("zq"))
	if got := eval[string](t, ctx, `document.activeElement.id + ' ' + document.getElementById('line').value`); got != "line zq" {
		t.Errorf("letters typed with a move button focused: focus and line %q, want \"line zq\"", got)
	}
	wait(t, ctx, chromedp.KeyEvent(kb.Enter), chromedp.Sleep(500e6))
	said := eval[string](t, ctx, `[...document.querySelectorAll('.said')].map((e) => e.textContent).join(' ')`)
	if strings.Contains(said, "Move 2 (Petya:") {
		t.Errorf("the Enter after the typed letters played a second move: %q", said)
	}
	if !strings.Contains(said+outcome(t, ctx)+text(t, ctx, "#app"), "zq") {
		t.Errorf("the typed line is not answered anywhere on the page")
	}
	b.check(t, ts.http.URL)
}

// TestChineseCheckersRingsOnTheirHolesAfterARefusal: after a refused move
// (the picture drawn with its caption), every ring a tap may choose sits
// on its hole (the halos floated upward over the
// refusal's caption).
func TestChineseCheckersRingsOnTheirHolesAfterARefusal(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "chinese-checkers", "Gran, Masha", "", true)
	before := rev(t, ctx)
	wait(t, ctx, chromedp.SendKeys(chromedp.ID("line"), "a1-q1\n"))
	waitRev(t, ctx, before+1)
	off := eval[[]any](t, ctx, `(() => {
		const out = [];
		const marks = [...document.querySelectorAll('#board .tap-mark')];
		if (!marks.length) return ['no rings'];
		for (const m of marks) {
			const hole = [...document.querySelectorAll('#board circle')].find((c) => !c.classList.contains('tap-mark') && c.querySelector('title') && c.querySelector('title').textContent === m.dataset.hole);
			const a = m.getBoundingClientRect(), h = hole.getBoundingClientRect();
			const dx = (a.left + a.width / 2) - (h.left + h.width / 2), dy = (a.top + a.height / 2) - (h.top + h.height / 2);
			if (Math.hypot(dx, dy) > 1.5) out.push(m.dataset.hole + ' off by ' + dx.toFixed(0) + ',' + dy.toFixed(0));
		}
		return out;
	})()`)
	if len(off) > 0 {
		t.Errorf("after a refused move the rings are off their holes: %v", off)
	}
	b.check(t, ts.http.URL)
}

// TestSuperRaceManyRoutesBestFirst: five dice that allow many routes show
// the six best (the referee lists the best first) and «More routes» for
// the rest, which shows them all (27 route buttons
// ran far below the screen's edge).
func TestSuperRaceManyRoutesBestFirst(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Mom, Petya", "", true)
	rollDice(t, ctx, "bc", "bc", "bc", "bs", "bs")
	routes := `document.querySelectorAll('#routes button[data-move]').length`
	if n := eval[int](t, ctx, routes); n != 6 {
		t.Errorf("%d routes shown at first, want the six best", n)
	}
	more := text(t, ctx, "#more-moves")
	tap(t, ctx, "#more-moves", true, false)
	all := eval[int](t, ctx, routes)
	if all <= 8 || !strings.Contains(more, fmt.Sprint(all-6)) {
		t.Errorf("«%s» opened %d routes", more, all)
	}
	screenShot(t, ctx, "super-race-many-routes")
	b.check(t, ts.http.URL)
}

// TestRestartWithATokenSaysToOpenTheNewAddress: a page opened on a referee
// with no token whose referee is started again on the same port with one
// (--lan) is refused from then on: the banner says to open the address
// printed anew, not that the page comes back by itself
// (it promised to come back, refused every time).
func TestRestartWithATokenSaysToOpenTheNewAddress(t *testing.T) {
	b := newBrowser(t)
	state := t.TempDir()
	first := newTestServer(t, state, func(o *Options) { o.Lang = "en" })
	addr := first.http.Listener.Addr().String()
	ctx := b.tab(t, first.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Ann, Bob", "", true)
	first.Close()
	first.http.CloseClientConnections()
	first.http.Close()
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("offline")))
	if got := text(t, ctx, "#offline"); !strings.Contains(got, "by itself") {
		t.Errorf("the banner with the referee gone: %q", got)
	}

	restartAt(t, addr, state, func(o *Options) { o.Lang = "en"; o.Token = "n3w" })
	c, cancel := context.WithTimeout(ctx, 40*time.Second)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`document.getElementById('offline').textContent.includes('open the address it printed anew')`, chromedp.WithPollingTimeout(35*time.Second))); err != nil {
		t.Errorf("refused by the new referee, the banner says %q", text(t, ctx, "#offline"))
	}
}

// TestSuperRaceRoutesAboveTheBarAndTheTurnAtTheTop: on a phone, the five
// dice set, every route offered is above the line to type in; a route
// tapped, the next player's turn opens at the page's top
// (the third route lay under the bar, and after it the page
// stayed scrolled with whose turn it is out of sight).
func TestSuperRaceRoutesAboveTheBarAndTheTurnAtTheTop(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Petya, Granny, Dad", "", true)
	rollDice(t, ctx, "ys", "ys", "ys", "rs", "bc")
	wait(t, ctx, chromedp.Sleep(300e6))
	if got := aboveBar(t, ctx, "#routes button[data-move]:last-of-type"); got != "above" {
		t.Errorf("the dice set, the last route: %s", got)
	}
	wait(t, ctx, js(`window.scrollTo(0, document.documentElement.scrollHeight)`))
	tap(t, ctx, "#routes button[data-move]:last-of-type", true, true)
	wait(t, ctx, chromedp.Sleep(300e6))
	if y := eval[float64](t, ctx, `window.scrollY`); y > 1 {
		t.Errorf("the next turn opens scrolled down by %.0f px", y)
	}
	b.check(t, ts.http.URL)
}

// rollDice taps Super Race's five faces on a phone, the game moving on
// with the last, and waits for the routes they allow.
func rollDice(t *testing.T, ctx context.Context, faces ...string) {
	t.Helper()
	for i, f := range faces {
		tap(t, ctx, `button[data-face="`+f+`"]`, true, i == len(faces)-1)
	}
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#routes button")))
}
