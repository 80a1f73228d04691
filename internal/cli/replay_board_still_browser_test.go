package cli_test

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestReplayBoardStandsStill: paging through a game, on a phone and on a
// desktop, the board keeps its place and its size — a board that grows
// and shrinks with the words drawn under it moves every piece — its text
// at least 11 CSS pixels, and it fits the screen whole, with no frame
// scrolling inside the page. A big-races track laid out for a screen
// (four bands of ten cells) is taller than these windows at that size:
// it scrolls in its frame, the car moved kept in view (whole says so).
func TestReplayBoardStandsStill(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, c := range []struct {
		file  string
		whole bool
	}{
		{"../../corpus/turbo/penalty.txt", true},
		{"../../corpus/chinese-checkers/two-player-game.txt", true},
		{"../../corpus/big-races/occupied.txt", false},
		{"../../corpus/super-race/shared-win.txt", true},
	} {
		file := c.file
		url := replayPage(t, file, "--keep-going")
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
			first := rectOf(ctx, t, "section.position.current figure svg")
			top := rectOf(ctx, t, "section.position.current figure").Top
			for k := range 8 {
				if k > 0 {
					if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
						t.Fatal(err)
					}
				}
				board := rectOf(ctx, t, "section.position.current figure")
				svg := rectOf(ctx, t, "section.position.current figure svg")
				inner := must[bool](t)(chromedp.Run(ctx, chromedp.Evaluate[bool](`(function () {
					var f = document.querySelector("section.position.current figure");
					return f.scrollHeight > f.clientHeight + 1 || f.scrollWidth > f.clientWidth + 1;
				}())`)))
				if c.whole && (inner || board.Bottom > float64(size.height)+1) {
					t.Errorf("%s, %s, position %d: the board (%.0f–%.0f px) does not fit the screen whole (scrolls inside: %v)", file, size.name, k, board.Top, board.Bottom, inner)
				}
				if board.Top < top-2 || board.Top > top+2 {
					t.Errorf("%s, %s, position %d: the board moved from %.0f to %.0f px", file, size.name, k, top, board.Top)
				}
				if w := svg.Right - svg.Left; w < first.Right-first.Left-2 || w > first.Right-first.Left+2 {
					t.Errorf("%s, %s, position %d: the board is %.0f px wide, at the first position %.0f", file, size.name, k, w, first.Right-first.Left)
				}
				if px := leastText(ctx, t); px < 11 {
					t.Errorf("%s, %s, position %d: the least text shows at %.1f CSS px, under 11", file, size.name, k, px)
				}
			}
		}
	}
}
