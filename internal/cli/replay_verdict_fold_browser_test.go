package cli_test

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestReplayVerdictAboveTheFoldOnAPhone: at 390×844, paging from the first
// position to the last, every move's verdict has at least its first line
// on the first screen (pics51: the red «✗ Illegal move» box of
// hop-too-long's last move started at y=850, and the legal verdicts of
// turbo's penalty and super-race's shared win were cut at the fold), the
// board keeping its place.
func TestReplayVerdictAboveTheFoldOnAPhone(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, file := range []string{
		"../../corpus/chinese-checkers/hop-too-long.txt",
		"../../corpus/turbo/penalty.txt",
		"../../corpus/super-race/shared-win.txt",
	} {
		pageOnAPhone(t, browserCtx, replayPage(t, file, "--keep-going"), file, func(ctx context.Context, k int) {
			if !hasVerdict(ctx, t) {
				return
			}
			// The verdict's first line: its border, padding and a line of
			// text, about 30 px.
			if v := rectOf(ctx, t, "section.position.current .verdict"); v.Top+30 > 844 {
				t.Errorf("%s, position %d: the verdict starts at %.0f px, its first line below the screen's 844", file, k, v.Top)
			}
		})
	}
}

// pageOnAPhone opens a replay page at 390×844 and pages through it from
// the first position to the last, holding the board to its place, and
// calls each at every position (k from 0).
func pageOnAPhone(t *testing.T, browserCtx context.Context, url, name string, each func(ctx context.Context, k int)) {
	t.Helper()
	ctx := run(t, browserCtx)
	phone(ctx, t)
	if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	n := must[int](t)(chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("section.position").length`)))
	top := rectOf(ctx, t, "section.position.current figure").Top
	for k := range n {
		if k > 0 {
			if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
				t.Fatal(err)
			}
		}
		if board := rectOf(ctx, t, "section.position.current figure"); board.Top < top-2 || board.Top > top+2 {
			t.Errorf("%s, position %d: the board moved from %.0f to %.0f px", name, k, top, board.Top)
		}
		each(ctx, k)
	}
}

// hasVerdict says whether the position shown has a verdict.
func hasVerdict(ctx context.Context, t *testing.T) bool {
	return must[bool](t)(chromedp.Run(ctx, chromedp.Evaluate[bool](`!!document.querySelector("section.position.current .verdict")`)))
}
