package cli_test

import (
	"testing"

	"github.com/chromedp/cdproto/emulation"
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

// TestReplayPrintWholeGameOnePerRow: printed whole, every position is a
// row of its own, its board across the page, not two to a row (big-races'
// bands and super-race's map printed their legends at 5 pt): a wide board
// takes at least four fifths of the page's width on most positions (one
// whose long legend makes it tall keeps to its height).
func TestReplayPrintWholeGameOnePerRow(t *testing.T) {
	for _, file := range []string{"../../corpus/super-race/wrong-colour.txt", "../../corpus/big-races/occupied.txt"} {
		// A tab of its own for each file: the print media emulated below
		// stays with the tab, and a page loaded under it never shows its
		// buttons, so a wait for them in the same tab never ends.
		browserCtx, _ := browser(t)
		ctx := run(t, browserCtx)
		url := replayPage(t, file, "--keep-going")
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(url+"#pos-1"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
			t.Fatal(err)
		}
		must[any](t)(chromedp.Run(ctx, chromedp.Evaluate[any](`window.print = function () {}; document.getElementById("print-all").click()`)))
		if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
			t.Fatal(err)
		}
		got := must[[]float64](t)(chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(function () {
			var main = document.querySelector("main").getBoundingClientRect(), lefts = {}, widths = [];
			document.querySelectorAll("section.position").forEach(function (s) {
				lefts[Math.round(s.getBoundingClientRect().left)] = true;
				s.querySelectorAll("figure svg").forEach(function (svg) {
					var r = svg.getBoundingClientRect();
					if (r.width > 0) { widths.push(r.width / main.width); }
				});
			});
			widths.sort(function (a, b) { return a - b; });
			return [Object.keys(lefts).length, widths[Math.floor(widths.length / 2)] || 0];
		}())`)))
		if got[0] != 1 || got[1] < 0.8 {
			t.Errorf("%s: positions printed in %v columns, the boards %.0f%% of the page's width (median)", file, got[0], 100*got[1])
		}
	}
}
