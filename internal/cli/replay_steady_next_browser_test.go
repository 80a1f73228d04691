package cli_test

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestReplayNextStaysPut: on a wide screen Next is where it was after a
// click, from the start to the last move: the counter's text changed its
// width («Начальная позиция», then «Ход 1 из 5») and moved Next 80 px, so
// that a second click in the same place missed it.
func TestReplayNextStaysPut(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, lang := range []string{"ru", "en"} {
		ctx := run(t, browserCtx)
		url := replayPage(t, "../../corpus/big-races/race-over.txt", "--lang", lang)
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
			t.Fatal(err)
		}
		first := rectOf(ctx, t, "#next")
		for i := 1; i <= 4; i++ {
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("next"))); err != nil {
				t.Fatal(err)
			}
			if r := rectOf(ctx, t, "#next"); r.Left != first.Left || r.Top != first.Top || r.Width != first.Width {
				t.Errorf("%s: after %d clicks Next is at (%.0f, %.0f) %.0f wide, was at (%.0f, %.0f) %.0f wide", lang, i, r.Left, r.Top, r.Width, first.Left, first.Top, first.Width)
			}
		}
	}
}
