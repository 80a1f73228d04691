package cli_test

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestReplaySuperRaceMapOnTheDesktop: in a 1280×800 window a super-race
// map takes the page's column with its legend beside it, the move's words
// under it (round 5: under its legend, beside the words, the map was
// 388 px wide and the words' column mostly blank): the map at least
// 480 px wide, the picture whole in its frame within the window, its text
// at least 11 CSS pixels, the heading and verdict under the board.
func TestReplaySuperRaceMapOnTheDesktop(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, c := range []struct {
		file, at, lang string
	}{
		{"../../corpus/super-race/race.txt", "#pos-0", "ru"},
		{"../../corpus/super-race/race.txt", "#pos-21", "ru"},
		{"../../corpus/super-race/race.txt", "#pos-5", "en"},
		{"../../corpus/super-race/off-track.txt", "#pos-1", "en"},
	} {
		t.Run(c.file+c.at+"."+c.lang, func(t *testing.T) {
			ctx := run(t, browserCtx)
			url := replayPage(t, c.file, "--keep-going", "--lang", c.lang)
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(url+c.at), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
				t.Fatal(err)
			}
			frame := rectOf(ctx, t, "section.position.current figure")
			hidden := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`(function () { var f = document.querySelector("section.position.current figure"); return f.scrollHeight - f.clientHeight; }())`)))
			if frame.Bottom > 800 || hidden > 1 {
				t.Errorf("the board's frame ends at %.0f px of 800, %.0f px of its picture scrolled out of it", frame.Bottom, hidden)
			}
			// The map: the picture's unchanging part (squares, walls and
			// the numbers around them), as the screen shows it.
			mapWidth := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`(function () {
				var svgs = document.querySelectorAll("section.position.current figure svg");
				for (var k = 0; k < svgs.length; k++) {
					if (getComputedStyle(svgs[k]).display !== "none") { return svgs[k].querySelector(":scope > use").getBoundingClientRect().width; }
				}
				return 0;
			}())`)))
			t.Logf("the map is %.0f px wide in a picture %.0f px wide", mapWidth, frame.Width)
			if mapWidth < 480 {
				t.Errorf("the map is %.0f px wide, under 480 (the page's column is %.0f px)", mapWidth, frame.Width)
			}
			if px := leastText(ctx, t); px < 11 {
				t.Errorf("the picture's least text shows at %.1f CSS px, under 11", px)
			}
			if h := rectOf(ctx, t, "section.position.current h2"); h.Top < frame.Bottom {
				t.Errorf("the move's heading (%+v) is not under the board (bottom %.0f)", h, frame.Bottom)
			}
			screenshot(ctx, t, "super-race-desktop-"+c.lang+".png")
		})
	}
}

