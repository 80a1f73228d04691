package cli_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// frameScript reads the shown board's frame: whether its picture runs
// past it sideways, and where the moved piece (the picture's focus) is
// against the frame's visible box.
const frameScript = `(function () {
	var f = document.querySelector("section.position.current figure");
	var r = f.getBoundingClientRect();
	var focus = Array.prototype.filter.call(f.querySelectorAll("svg"), function (s) {
		return getComputedStyle(s).display !== "none";
	})[0].querySelector(".focus");
	var in_ = true;
	if (focus) {
		var q = focus.getBoundingClientRect();
		in_ = q.top >= r.top - 1 && q.bottom <= r.top + f.clientHeight + 1 && q.left >= r.left - 1 && q.right <= r.left + f.clientWidth + 1;
	}
	return {Sideways: f.scrollWidth - f.clientWidth, Page: document.documentElement.scrollWidth - window.innerWidth, FocusIn: in_, Top: r.top, Width: f.clientWidth};
}())`

type frameFacts struct {
	Sideways, Page float64
	FocusIn        bool
	Top, Width     float64
}

// scrollBars gives the page scroll bars that take room, as a desktop
// browser narrowed to a phone's width draws them (the tests' Chromium
// hides its own), and lets the page fit its board again.
const scrollBars = `(function () {
	var s = document.createElement("style");
	s.textContent = "::-webkit-scrollbar { width: 15px; height: 15px; background: #eee; } ::-webkit-scrollbar-thumb { background: #888; }";
	document.head.appendChild(s);
	window.dispatchEvent(new Event("resize"));
	return true;
}())`

// TestReplayPhoneBoardNeverScrollsSideways: at 390×844 a 40-cell
// big-races ring (the phone's layout, four bands of ten cells) comes
// first, within the screen's width: nothing of it scrolls sideways in its
// frame or the page, with floating scroll bars (a phone's) and with bars
// that take a stripe of the screen (round 8: the frame's and the page's
// bars left 359 px for a 367-px picture, which scrolled sideways); its
// text at least 11 px on the phone, and the car moved in view.
func TestReplayPhoneBoardNeverScrollsSideways(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, file := range []string{"../../corpus/big-races/occupied.txt", "../../corpus/big-races/only-leader-laps.txt"} {
		url := replayPage(t, file, "--keep-going")
		for _, bars := range []bool{false, true} {
			ctx := run(t, browserCtx)
			phone(ctx, t)
			if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
				t.Fatal(err)
			}
			if bars {
				must[bool](t)(chromedp.Run(ctx, chromedp.Evaluate[bool](scrollBars)))
				time.Sleep(300 * time.Millisecond)
			}
			for k := range 4 {
				if k > 0 {
					if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
						t.Fatal(err)
					}
				}
				f := must[frameFacts](t)(chromedp.Run(ctx, chromedp.Evaluate[frameFacts](frameScript)))
				where := fmt.Sprintf("%s (scroll bars taking room: %v), position %d", file, bars, k)
				if f.Sideways > 1 || f.Page > 1 {
					t.Errorf("%s: the board runs %.0f px past its frame sideways, the page %.0f px past the screen", where, f.Sideways, f.Page)
				}
				if !f.FocusIn {
					t.Errorf("%s: the car moved is not in view in the board's frame", where)
				}
				if f.Top > 200 {
					t.Errorf("%s: the board starts at %.0f px, not first on the screen", where, f.Top)
				}
				if px := leastText(ctx, t); !bars && px < 11 {
					t.Errorf("%s: the least text shows at %.1f CSS px, under 11", where, px)
				}
			}
			if !bars {
				screenshot(ctx, t, "big-races-phone-paged.png")
			}
		}
	}
}

// TestReplayBoardKeepsItsBox: paging through a game of each of the five
// games, on a phone and on a desktop, the board's frame and its picture
// keep their place and width, and on a desktop their height — a picture that grows with its
// notes, or a frame that shrinks for a refused move's verdict, made the
// board jump (round 8: the big-races ring's frame went 690→485 px at a
// refused move, turtles' picture 417→467→500 px).
func TestReplayBoardKeepsItsBox(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, file := range []string{
		"../../corpus/big-races/occupied.txt",
		"../../corpus/big-races/short-race.txt",
		"../../corpus/turtles/short-race.txt",
		"../../corpus/turbo/penalty.txt",
		"../../corpus/chinese-checkers/two-player-game.txt",
		"../../corpus/super-race/shared-win.txt",
	} {
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
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(size.width, size.height, opts...), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
				t.Fatal(err)
			}
			var frame0, svg0 rect
			for k := range 8 {
				if k > 0 {
					if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
						t.Fatal(err)
					}
				}
				frame := rectOf(ctx, t, "section.position.current figure")
				svg := must[rect](t)(chromedp.Run(ctx, chromedp.Evaluate[rect](`(function () {
					var s = Array.prototype.filter.call(document.querySelectorAll("section.position.current figure svg"), function (s) { return getComputedStyle(s).display !== "none"; })[0];
					var r = s.getBoundingClientRect();
					return {Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right, Width: r.width, Height: r.height};
				}())`)))
				if k == 0 {
					frame0, svg0 = frame, svg
					continue
				}
				steady := []struct {
					what     string
					now, was float64
				}{
					{"the frame's top", frame.Top, frame0.Top},
					{"the frame's width", frame.Width, frame0.Width},
					{"the picture's width", svg.Width, svg0.Width},
				}
				// On a phone the words are under the board: its picture is
				// as tall as its own drawing at the one scale, top and width
				// kept, so that the heading follows it with no blank band
				// (pics15 fault 7; TestReplayWordsCloseUnderTheBoardOnAPhone).
				// Beside the board, the box keeps its height too.
				if size.width >= 700 {
					steady = append(steady, []struct {
						what     string
						now, was float64
					}{
						{"the frame's height", frame.Height, frame0.Height},
						{"the picture's height", svg.Height, svg0.Height},
					}...)
				}
				for _, c := range steady {
					if c.now < c.was-1 || c.now > c.was+1 {
						t.Errorf("%s, %s, position %d: %s is %.0f px, at the start %.0f", file, size.name, k, c.what, c.now, c.was)
					}
				}
			}
		}
	}
}

// TestReplayPrintsAcrossThePage: printed, turbo's table and
// chinese-checkers' star use the page's width — the picture drawn, not
// only its box (round 8: turbo's tall table was capped at 145 mm and
// letterboxed to half the width) — and a position is still one page of
// A4 and of US Letter.
func TestReplayPrintsAcrossThePage(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, c := range []struct{ file, at string }{
		{"../../corpus/turbo/penalty.txt", "#pos-3"},
		{"../../corpus/chinese-checkers/three-player-game.txt", "#pos-3"},
		{"../../corpus/chinese-checkers/two-player-game.txt", "#pos-1"},
		{"../../corpus/chinese-checkers/six-player-game.txt", "#pos-2"},
	} {
		ctx := run(t, browserCtx)
		url := replayPage(t, c.file, "--keep-going")
		// The content width of US Letter at the browser's margins, 7.7 in.
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(740, 1000), chromedp.Navigate(url+c.at), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
			t.Fatal(err)
		}
		for _, paper := range []struct {
			name          string
			width, height float64 // inches
		}{{"Letter", 8.5, 11}, {"A4", 8.27, 11.69}} {
			res, err := chromedp.Call(ctx, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: paper.width, PaperHeight: paper.height})
			if err != nil {
				t.Fatal(err)
			}
			if n := pdfPages(res.Data); n != 1 {
				t.Errorf("%s%s prints on %d pages of %s, want 1", c.file, c.at, n, paper.name)
			}
		}
		if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
			t.Fatal(err)
		}
		drawn := must[[]float64](t)(chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(function () {
			var s = Array.prototype.filter.call(document.querySelectorAll("section.position.current figure svg"), function (s) { return getComputedStyle(s).display !== "none"; })[0];
			var box = s.getBoundingClientRect(), vb = s.viewBox.baseVal;
			var scale = Math.min(box.width / vb.width, box.height / vb.height);
			return [vb.width * scale, document.body.getBoundingClientRect().width];
		}())`)))
		if drawn[0] < 0.95*drawn[1] {
			t.Errorf("%s%s: printed, the picture is drawn %.0f px wide of the page's %.0f", c.file, c.at, drawn[0], drawn[1])
		}
		if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: ""}); err != nil {
			t.Fatal(err)
		}
	}
}
