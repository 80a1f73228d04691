package serve

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestNewGameAfterTheEndIsOneTap: a game over has nothing to lose, so New
// game leaves it at the first tap and says nothing about tapping again
// (a finished game greeted every phone and took
// two taps to leave); a game under way still takes two
// (TestNewGameLeavesThisPhoneOnly).
func TestNewGameAfterTheEndIsOneTap(t *testing.T) {
	b := newBrowser(t)
	state := t.TempDir()
	writeKeptText(t, state, "turtles-over.txt", time.Now(), finishedTurtles)
	ts := newTestServer(t, state, func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("players")))
	wait(t, ctx, js(`document.querySelector('.finished-kept').open = true`))
	tap(t, ctx, `[data-resume="turtles-over.txt"]`, true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	if got := text(t, ctx, "#leave"); strings.Contains(got, "Tap again") {
		t.Errorf("New game after the end says %q", got)
	}
	wait(t, ctx, js(`document.getElementById('leave').scrollIntoView()`))
	tap(t, ctx, "#leave", true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("players")))
}
