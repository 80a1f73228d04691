package cli_test

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestReplayTurboTableFits: a turbo table of four players fits the screen
// whole, on a phone and on a desktop, its text at least 11 CSS pixels: no
// frame scrolling inside the page, and the board standing still from the
// first position to the last as the page turns.
func TestReplayTurboTableFits(t *testing.T) {
	browserCtx, _ := browser(t)
	url := replayPage(t, "../../corpus/turbo/penalty.txt")
	for _, size := range []struct {
		name          string
		width, height int64
	}{{"phone", 390, 844}, {"desktop", 1280, 800}} {
		ctx := run(t, browserCtx)
		opts := []chromedp.EmulateViewportOption{}
		if size.width < 700 {
			opts = append(opts, chromedp.EmulateMobile)
		}
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(size.width, size.height, opts...)); err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
			t.Fatal(err)
		}
		top := rectOf(ctx, t, "section.position.current figure").Top
		for k := range 8 {
			if k > 0 {
				if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
					t.Fatal(err)
				}
			}
			board := rectOf(ctx, t, "section.position.current figure")
			inner := must[bool](t)(chromedp.Run(ctx, chromedp.Evaluate[bool](`(function () {
				var f = document.querySelector("section.position.current figure");
				return f.scrollHeight > f.clientHeight + 1 || f.scrollWidth > f.clientWidth + 1;
			}())`)))
			if inner || board.Bottom > float64(size.height) {
				t.Errorf("%s, position %d: the board (%.0f–%.0f px) does not fit the screen whole (scrolls inside: %v)", size.name, k, board.Top, board.Bottom, inner)
			}
			if board.Top < top-2 || board.Top > top+2 {
				t.Errorf("%s, position %d: the board moved from %.0f to %.0f px", size.name, k, top, board.Top)
			}
			if px := leastText(ctx, t); px < 11 {
				t.Errorf("%s, position %d: the least text shows at %.1f CSS px, under 11", size.name, k, px)
			}
		}
	}
}
