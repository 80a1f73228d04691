package cli_test

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestReplayWordsCloseUnderTheBoardOnAPhone: at 390×844, paging through
// a whole game, the move's heading comes right under what the picture
// draws — no blank band where a position's picture is shorter than the
// game's tallest (pics15 fault 7: about 100 px of white between the
// legend and the heading) — and every verdict shows its first three
// lines on the first screen (the Russian turtles' verdict started at
// y=781 of 844 on all 19 positions, one line in sight).
func TestReplayWordsCloseUnderTheBoardOnAPhone(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, c := range []struct{ file, lang string }{
		{"../../corpus/turtles/whole-game.txt", "ru"},
		{"../../corpus/turbo/penalty.txt", "en"},
		{"../../corpus/big-races/lapped-and-zero.txt", "ru"},
	} {
		name := c.file + " (" + c.lang + ")"
		pageOnAPhone(t, browserCtx, replayPage(t, c.file, "--keep-going", "--lang", c.lang), name, func(ctx context.Context, k int) {
			// Where the picture's drawing ends on the screen: its own
			// viewBox at the width shown, or the frame's foot when the
			// frame scrolls.
			drawn := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`(function () {
				var f = document.querySelector("section.position.current figure");
				var s = Array.prototype.filter.call(f.querySelectorAll("svg"), function (s) { return getComputedStyle(s).display !== "none"; })[0];
				var vb = s.viewBox.baseVal, r = s.getBoundingClientRect();
				return Math.min(r.top + vb.height * r.width / vb.width, f.getBoundingClientRect().bottom);
			}())`)))
			head := rectOf(ctx, t, "section.position.current h2")
			if gap := head.Top - drawn; gap > 30 {
				t.Errorf("%s (%s), position %d: %.0f px of blank between the picture's foot (%.0f) and the move's heading (%.0f)", c.file, c.lang, k, gap, drawn, head.Top)
			}
			if !hasVerdict(ctx, t) {
				return
			}
			// Three lines of the verdict: its border, padding and three
			// lines of text, about 75 px.
			if v := rectOf(ctx, t, "section.position.current .verdict"); v.Top+75 > 844 {
				t.Errorf("%s (%s), position %d: the verdict starts at %.0f px, under three of its lines on the 844 px screen", c.file, c.lang, k, v.Top)
			}
		})
	}
}
