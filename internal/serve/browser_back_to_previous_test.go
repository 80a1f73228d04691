package serve

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestFollowedNoticeGoesBack: a phone switched to a new game begun on
// another phone says so with a button that goes back to the game it was
// in, its moves kept.
func TestFollowedNoticeGoesBack(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	one := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Ann, Bob", "", true)
	two := b.tab(t, ts.http.URL+"/", true)
	wait(t, two, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	settled(t, one)
	tap(t, one, `[data-move="red +1"]`, true, true)
	waitRev(t, two, rev(t, one))
	turtles := text(t, two, ".head h1")
	settled(t, one)
	tap(t, one, "#leave", true, false)
	tap(t, one, "#leave", true, false)
	wait(t, one, chromedp.WaitVisible(chromedp.ID("players")))
	startByTaps(t, one, "chinese-checkers", "Ann, Bob", "", true)
	wait(t, two, chromedp.WaitVisible(chromedp.ID("back-to-previous")))
	if got := text(t, two, "#back-to-previous"); got != "Back to the previous game" {
		t.Errorf("the notice's button: %q", got)
	}
	tap(t, two, "#back-to-previous", true, false)
	c := chromedp.Poll[bool](`document.querySelector('.head h1') && document.querySelector('.head h1').textContent === `+jsString(turtles), chromedp.WithPollingTimeout(10e9))
	if _, err := chromedp.Run(two, c); err != nil {
		t.Fatalf("back to the previous game: %q", text(t, two, ".head h1"))
	}
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(rec, "Ann: red +1") {
		t.Errorf("the game gone back to lost its move:\n%s", rec)
	}
	b.check(t, ts.http.URL)
}

func jsString(s string) string {
	return "'" + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), "'", `\'`) + "'"
}
