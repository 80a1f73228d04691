package serve

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestGameOpensAtItsTop: Start tapped on a start page scrolled down past
// its kept games opens the game at its top, its name in sight.
func TestGameOpensAtItsTop(t *testing.T) {
	b := newBrowser(t)
	state := t.TempDir()
	for i := range 10 {
		writeKept(t, state, "turtles-"+string(rune('a'+i))+".txt", time.Now().Add(-time.Duration(i+1)*time.Hour), "red +1", "blue +2")
	}
	ts := newTestServer(t, state, nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	tap(t, ctx, "#more-kept", true, false)
	chooseGame(t, ctx, "turtles", "Mom, Masha")
	wait(t, ctx, js(`document.getElementById('start').scrollIntoView({ block: 'end' }); window.scrollBy(0, 400)`))
	if y := eval[float64](t, ctx, `window.scrollY`); y < 50 {
		t.Fatalf("the start page does not scroll down (%v): the test tests nothing", y)
	}
	tap(t, ctx, "#start", true, true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	if y := eval[float64](t, ctx, `window.scrollY`); y != 0 {
		t.Errorf("the game opens scrolled down by %v px", y)
	}
	if got := inSight(t, ctx, ".head h1"); got != "in" {
		t.Errorf("the game's name is not in sight: %s", got)
	}
	b.check(t, ts.http.URL)
}
