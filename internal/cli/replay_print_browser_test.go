package cli_test

import (
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestReplayEveryGamePrintsPositionsToAPage: every game, printed whole
// from a desktop's window and from a phone's, puts several positions to a
// page of A4 and of US Letter, as a rulebook prints a worked example
// (pics20 C9: a page a position, mostly empty, 134 pages for a game of
// Chinese checkers), and a position printed alone is one page (round 9:
// super-race's tall map printed one position over four pages).
func TestReplayEveryGamePrintsPositionsToAPage(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, file := range []string{
		"../../corpus/turtles/whole-game.txt",
		"../../corpus/chinese-checkers/hop-too-long.txt",
		"../../corpus/turbo/penalty.txt",
		"../../corpus/turbo/out-of-turn.txt",
		"../../corpus/big-races/lapped-and-zero.txt",
		"../../corpus/big-races/occupied.txt",
		"../../corpus/super-race/race.txt",
		"../../corpus/super-race/off-track.txt",
	} {
		for _, lang := range []string{"en", "ru"} {
			url := replayPage(t, file, "--keep-going", "--lang", lang)
			for _, window := range []struct{ w, h int64 }{{1280, 720}, {390, 844}} {
				ctx := run(t, browserCtx)
				if err := chromedp.Do(ctx, chromedp.EmulateViewport(window.w, window.h), chromedp.Navigate(url+"#pos-2"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
					t.Fatal(err)
				}
				positions := must[int](t)(chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("section.position").length`)))
				for _, paper := range []struct {
					name          string
					width, height float64 // inches
				}{{"A4", 8.27, 11.69}, {"Letter", 8.5, 11}} {
					print := func() int {
						t.Helper()
						res, err := chromedp.Call(ctx, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: paper.width, PaperHeight: paper.height})
						if err != nil {
							t.Fatal(err)
						}
						return pdfPages(res.Data)
					}
					must[any](t)(chromedp.Run(ctx, chromedp.Evaluate[any](`document.body.classList.remove("print-all")`)))
					if n := print(); n != 1 {
						t.Errorf("%s (%s, a %d×%d window): position 2 prints on %d pages of %s, want 1", file, lang, window.w, window.h, n, paper.name)
					}
					must[any](t)(chromedp.Run(ctx, chromedp.Evaluate[any](`window.print = function () {}; document.getElementById("print-all").click()`)))
					// Positions with long verdicts and notes (turbo's
					// penalties) take more room: at most two pages for
					// every three positions.
					if n := print(); n < 1 || 3*n > 2*positions+1 {
						t.Errorf("%s (%s, a %d×%d window): the whole game prints on %d pages of %s for %d positions, want several positions to a page", file, lang, window.w, window.h, n, paper.name, positions)
					}
				}
			}
		}
	}
}
