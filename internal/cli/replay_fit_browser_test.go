package cli_test

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/boardgame-referee/referee/referee/picture"
)

// TestReplayBigRacesTrackOnAPhone: at 390×844 a ring of 40 cells is in the
// first screen whole, under a long note from before the first move, which
// comes after the board; its text at least 11 CSS pixels.
func TestReplayBigRacesTrackOnAPhone(t *testing.T) {
	browserCtx, errs := browser(t)
	ctx := run(t, browserCtx)
	phone(ctx, t)
	url := replayPage(t, "../../corpus/big-races/only-leader-laps.txt", "--keep-going")
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"#pos-1"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	frame := rectOf(ctx, t, "section.position.current figure")
	// The picture's unchanging part: the key and the whole ring.
	track := rectOf(ctx, t, "section.position.current figure svg > use")
	if track.Bottom > 844 || track.Bottom > frame.Bottom+1 || track.Top < frame.Top-1 {
		t.Errorf("the track (%.0f–%.0f) is not within the screen and its board's frame (%.0f–%.0f)", track.Top, track.Bottom, frame.Top, frame.Bottom)
	}
	// The frame too: its legend is read with one scroll, not an inner and
	// a page scroll (round 5: it ran 76 px past the screen's foot).
	if frame.Bottom > 844 {
		t.Errorf("the board's frame ends at %.0f px, past the screen's 844", frame.Bottom)
	}
	if notes := rectOf(ctx, t, "main .before"); notes.Top < frame.Bottom-1 {
		t.Errorf("the notes from before the first move (top %.0f) come before the board (bottom %.0f)", notes.Top, frame.Bottom)
	}
	if px := leastText(ctx, t); px < 11 {
		t.Errorf("the picture's least text shows at %.1f CSS px, under 11", px)
	}
	screenshot(ctx, t, "big-races-phone.png")
	// A file of two games: the word of the other one comes after the
	// board too.
	url = replayPage(t, "../../corpus/turbo/penalty.txt")
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"#pos-3"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	frame = rectOf(ctx, t, "section.position.current figure")
	if games := rectOf(ctx, t, "main .before .games"); games.Top < frame.Bottom-1 || frame.Top > 200 {
		t.Errorf("the board (%.0f–%.0f) does not come first, before the file's other games (top %.0f)", frame.Top, frame.Bottom, games.Top)
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("the page wrote to the console:\n%s", strings.Join(e, "\n"))
	}
}

// TestReplayRefusedUnderLastMove: a car behind the line refused on its
// way through the cells the last move drove: the last move's arrow stays
// on top where the two run together, and the refused path starts at its
// car, drawn before the line where it stands (4/−1), not at the line.
func TestReplayRefusedUnderLastMove(t *testing.T) {
	browserCtx, _ := browser(t)
	ctx := run(t, browserCtx)
	url := replayPage(t, "../../corpus/big-races/occupied.txt", "--keep-going")
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(url+"#pos-2"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	// A desktop shows the ring's wide layout (svg.wide).
	top := must[string](t)(chromedp.Run(ctx, chromedp.Evaluate[string](`(function () {
		var a = document.querySelector('section.position.current svg.wide .last-arrow');
		var r = a.getBoundingClientRect();
		var e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		return a.contains(e) ? "last" : e.outerHTML.slice(0, 120);
	}())`)))
	if top != "last" {
		t.Errorf("the middle of the last move's arrow is covered by %s", top)
	}
	ghost := rectOf(ctx, t, `section.position.current svg.wide .focus`)
	car := rectOf(ctx, t, `section.position.current svg.wide .to-move`)
	left := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`Math.min.apply(null, Array.from(document.querySelectorAll('section.position.current svg.wide path[stroke="`+picture.Refused+`"]')).map(function (p) { return p.getBoundingClientRect().left; }))`)))
	// The car due, grey1 on 4/−1, stands before the start line, left of
	// the ghost on 4/4: the path runs from the car to the ghost, starting
	// just past the car's frame (from its middle it crossed its label).
	if car.Right > ghost.Left || left < car.Left || left > car.Right+6 {
		t.Errorf("the refused path starts at %.0f px, not at its car (%.0f–%.0f px; the ghost at %.0f–%.0f px)", left, car.Left, car.Right, ghost.Left, ghost.Right)
	}
}

// TestReplayLastPositionPrintsOnOnePage: a turbo game's last position, its
// outcome and the notes said before the first move, on one page of US
// Letter and of A4.
func TestReplayLastPositionPrintsOnOnePage(t *testing.T) {
	browserCtx, _ := browser(t)
	ctx := run(t, browserCtx)
	url := replayPage(t, "../../corpus/turbo/penalty.txt")
	if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next")), chromedp.KeyEvent(kb.End)); err != nil {
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
			t.Errorf("the last position prints on %d pages of %s, want 1", n, paper.name)
		}
	}
}

// TestReplayWholeBoardOnTheDesktop: in a 1280×800 window a turbo table,
// a chinese-checkers star, a six-player star with its long legend and a
// 40-cell big-races ring are whole, none of their picture scrolled out of
// their frame, within the window, and the board takes most of the room
// beside the verdict (round 7: the ring and the six-player star shrank to
// 367 px, their legends scrolling in the frame), the verdict in view.
func TestReplayWholeBoardOnTheDesktop(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, c := range []struct {
		file, at string
		least    float64 // the board's least width, px
	}{
		{"../../corpus/turbo/penalty.txt", "#pos-3", 400},
		{"../../corpus/chinese-checkers/hop-too-long.txt", "#pos-1", 400},
		{"../../corpus/chinese-checkers/six-player-game.txt", "#pos-2", 550},
		{"../../corpus/big-races/occupied.txt", "#pos-2", 550},
	} {
		t.Run(c.file, func(t *testing.T) {
			ctx := run(t, browserCtx)
			url := replayPage(t, c.file, "--keep-going")
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(url+c.at), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
				t.Fatal(err)
			}
			frame := rectOf(ctx, t, "section.position.current figure")
			hidden := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`(function () { var f = document.querySelector("section.position.current figure"); return f.scrollHeight - f.clientHeight; }())`)))
			if frame.Bottom > 800 || hidden > 1 {
				t.Errorf("the board's frame ends at %.0f px of 800, %.0f px of its picture scrolled out of it", frame.Bottom, hidden)
			}
			if px := leastText(ctx, t); px < 11 {
				t.Errorf("the picture's least text shows at %.1f CSS px, under 11", px)
			}
			if frame.Width < c.least {
				t.Errorf("the board is %.0f px wide beside its words, under %.0f", frame.Width, c.least)
			}
			if v := rectOf(ctx, t, "section.position.current .verdict"); v.Bottom > 800 || v.Left < frame.Right {
				t.Errorf("the verdict (%+v) is not beside the board (right %.0f) within the window", v, frame.Right)
			}
		})
	}
}

// TestReplayPrintKeepsPatternsAndText: printed, a picture keeps its
// hatching, dots and crosses (their patterns live in the page's shared
// definitions, which print must not hide: Chromium draws no pattern of a
// hidden SVG), and the tallest board, a 40-cell big-races ring, prints its
// least text at 6 pt or more on a US Letter page's width at the
// browser's margins (7.7 in, 740 CSS px).
func TestReplayPrintKeepsPatternsAndText(t *testing.T) {
	browserCtx, _ := browser(t)
	ctx := run(t, browserCtx)
	url := replayPage(t, "../../corpus/big-races/only-leader-laps.txt", "--keep-going")
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(740, 1000), chromedp.Navigate(url+"#pos-1"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	shown := must[string](t)(chromedp.Run(ctx, chromedp.Evaluate[string](`(function () {
		var d = document.querySelector("svg.defs");
		return d ? getComputedStyle(d).display : "none";
	}())`)))
	if shown == "none" {
		t.Error("printed, the shared definitions (the patterns) are hidden: hatching, dots and crosses vanish")
	}
	// 6 pt is 8 CSS px.
	px := leastText(ctx, t)
	if px < 8 {
		t.Errorf("printed, the picture's least text is %.1f CSS px (%.1f pt), under 6 pt", px, px*0.75)
	}
}

// TestReplayRefusedVerdictOnAPhone: at 390×844 a refused move's verdict
// starts on the first screen, under the board's frame (round 7: the
// big-races ring's legend scrolled in a frame 690 px tall, the verdict
// below it). Its heading and first lines, not all of it: the frame keeps
// one height for every position (round 8: shrunk for the verdict, it made
// the board jump while paging) and holds the ring's four bands whole.
func TestReplayRefusedVerdictOnAPhone(t *testing.T) {
	browserCtx, _ := browser(t)
	ctx := run(t, browserCtx)
	phone(ctx, t)
	url := replayPage(t, "../../corpus/big-races/occupied.txt", "--keep-going")
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"#pos-2"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	frame := rectOf(ctx, t, "section.position.current figure")
	v := rectOf(ctx, t, "section.position.current .verdict")
	if v.Top+60 > 844 || v.Top < frame.Bottom-1 {
		t.Errorf("the verdict (%.0f–%.0f) does not start under the board (bottom %.0f) on the first screen of 844 px", v.Top, v.Bottom, frame.Bottom)
	}
	if px := leastText(ctx, t); px < 11 {
		t.Errorf("the picture's least text shows at %.1f CSS px, under 11", px)
	}
	screenshot(ctx, t, "big-races-phone-refused.png")
}

// TestReplaySuperRaceVerdictInTheWindow: on a desktop of 1280×800 the
// map with its legend beside it leaves the move's heading and verdict
// in the window on every move (they fell below it, the judge of pics10).
func TestReplaySuperRaceVerdictInTheWindow(t *testing.T) {
	browserCtx, errs := browser(t)
	ctx := run(t, browserCtx)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	url := replayPage(t, "../../corpus/super-race/shared-win.txt")
	for _, pos := range []string{"2", "4", "11", "34"} {
		if err := chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(url+"#pos-"+pos), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
			t.Fatal(err)
		}
		if v := rectOf(ctx, t, "section.position.current .verdict"); v.Bottom > 800 {
			t.Errorf("position %s: the verdict ends at %.0f px, below the window's 800", pos, v.Bottom)
		}
		if px := leastText(ctx, t); px < 11 {
			t.Errorf("position %s: the picture's least text shows at %.1f CSS px, under 11", pos, px)
		}
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("the page wrote to the console:\n%s", strings.Join(e, "\n"))
	}
}

// TestReplayStarVerdictOnAPhone: on a phone a six-player star, taller with
// its legend than the screen, leaves the move's verdict on the first
// screen in a game with no refused move (pics10: it was under the fold on
// all 280 positions), the star whole in its frame.
func TestReplayStarVerdictOnAPhone(t *testing.T) {
	browserCtx, errs := browser(t)
	ctx := run(t, browserCtx)
	phone(ctx, t)
	url := replayPage(t, "../../corpus/chinese-checkers/six-player-game.txt")
	for _, pos := range []string{"1", "40", "200"} {
		if err := chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(url+"#pos-"+pos), chromedp.WaitVisible(chromedp.ID("next")), chromedp.WaitVisible(chromedp.CSS("section.position.current .verdict"))); err != nil {
			t.Fatal(err)
		}
		if v := rectOf(ctx, t, "section.position.current .verdict"); v.Bottom > 844 {
			t.Errorf("position %s: the verdict ends at %.0f px, below the screen's 844", pos, v.Bottom)
		}
		frame := rectOf(ctx, t, "section.position.current figure")
		if star := rectOf(ctx, t, "section.position.current figure svg:not([style*='display: none']) > use"); star.Bottom > frame.Bottom+1 {
			t.Errorf("position %s: the star ends at %.0f px, below its frame's %.0f", pos, star.Bottom, frame.Bottom)
		}
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("the page wrote to the console:\n%s", strings.Join(e, "\n"))
	}
}

// TestReplayPrintedPagesNameTheGame: printed whole, every position's page
// after the first says the game and file above its move's heading (pics15
// fault 13: pages 2 onwards said only "Move N (…)", and a page that fell
// out of the stack no longer said which game it belonged to).
func TestReplayPrintedPagesNameTheGame(t *testing.T) {
	browserCtx, _ := browser(t)
	ctx := run(t, browserCtx)
	url := replayPage(t, "../../corpus/turtles/whole-game.txt")
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(740, 1000), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	// What each printed position shows first, above its heading: its
	// visible text from the section's top to the heading's.
	heads := must[[]string](t)(chromedp.Run(ctx, chromedp.Evaluate[[]string](`(function () {
		window.print = function () {}; // the button builds every position, then prints
		document.getElementById("print-all").click();
		return Array.prototype.map.call(document.querySelectorAll("section.position"), function (s) {
			var h = s.querySelector("h2"), r = s.querySelector(".running-head");
			if (!h || !r || r.getClientRects().length === 0) { return ""; }
			return r.getBoundingClientRect().bottom <= h.getBoundingClientRect().top + 1 ? r.textContent : "below its heading";
		});
	}())`)))
	if len(heads) < 3 {
		t.Fatalf("%d positions", len(heads))
	}
	for i, h := range heads[1:] {
		if !strings.Contains(h, "Turtle Race") || !strings.Contains(h, "whole-game.txt") {
			t.Errorf("printed position %d shows %q above its heading, want the game and file", i+2, h)
		}
	}
}
