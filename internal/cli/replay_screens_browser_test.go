package cli_test

import (
	"bytes"
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// leastTextScript is the smallest text of the shown position's picture,
// in CSS pixels as the browser shows it: each text's size in the picture's
// units times the picture's scale. The texts are the picture's own and
// those of the shared parts it uses (<use href="#s3">, drawn at their
// place, unscaled); a picture with no text at all gives 0, so that the
// check cannot pass on nothing.
const leastTextScript = `(function () {
	// The picture shown: of one with a wide layout, the one the style
	// shows (the phone's or the wide screen's).
	var svg = Array.prototype.filter.call(document.querySelectorAll("section.position.current figure svg"), function (s) {
		return getComputedStyle(s).display !== "none";
	})[0];
	// The picture is fitted into its box, which may be wider or taller than
	// it (print caps its height): the smaller of the two scales is drawn.
	var box = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
	var scale = Math.min(box.width / vb.width, box.height / vb.height);
	var least = Infinity, seen = {};
	(function walk(node) {
		node.querySelectorAll("text").forEach(function (t) {
			least = Math.min(least, parseFloat(window.getComputedStyle(t).fontSize) * scale);
		});
		node.querySelectorAll("use").forEach(function (u) {
			var id = (u.getAttribute("href") || "").slice(1), part = id && document.getElementById(id);
			if (part && !seen[id]) { seen[id] = true; walk(part); }
		});
	}(svg));
	return least === Infinity ? 0 : least;
}())`

// leastText reads leastTextScript.
func leastText(ctx context.Context, t *testing.T) float64 {
	t.Helper()
	return must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](leastTextScript)))
}

// TestReplayBoardFirstOnAPhone: on a phone the board comes before the
// verdict and the notes, its least text is at least 11 CSS pixels, and
// paging does not move it on the screen, even with the page scrolled. A
// wrong call is marked as costing a penalty, not as a good move, and a
// note is labelled as one.
func TestReplayBoardFirstOnAPhone(t *testing.T) {
	browserCtx, errs := browser(t)
	ctx := run(t, browserCtx)
	phone(ctx, t)
	url := replayPage(t, "../../corpus/turbo/penalty.txt")
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"#pos-3"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	board := rectOf(ctx, t, "section.position.current figure")
	verdict := rectOf(ctx, t, "section.position.current .verdict")
	if verdict.Top < board.Bottom-1 {
		t.Errorf("the verdict (top %.0f) is not under the board (bottom %.0f)", verdict.Top, board.Bottom)
	}
	if board.Height > 844 {
		t.Errorf("the board's frame is %.0f px high, more than the screen", board.Height)
	}
	if px := leastText(ctx, t); px < 11 {
		t.Errorf("the picture's least text shows at %.1f CSS px, under 11", px)
	}
	said := must[string](t)(chromedp.Run(ctx, chromedp.Text(chromedp.CSS("section.position.current .verdict"))))
	kind := must[string](t)(chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("section.position.current .verdict").className`)))
	if kind != "verdict penalty" || !strings.Contains(said, "Penalty") {
		t.Errorf("the wrong call's verdict is %q (%s), want it marked as a penalty", said, kind)
	}
	note := must[string](t)(chromedp.Run(ctx, chromedp.Text(chromedp.CSS("section.position.current .remark.note"))))
	if !strings.HasPrefix(note, "Note:") {
		t.Errorf("the note reads %q, without its label", note)
	}
	// Paging, from the top and with the page scrolled: a board scrolled up
	// out of the window comes back to the window's top, and stays there
	// (the buttons are at the screen's foot, over none of it).
	for _, scroll := range []int{0, 150} {
		must[any](t)(chromedp.Run(ctx, chromedp.Evaluate[any]("window.scrollTo(0, "+strconv.Itoa(scroll)+")")))
		before := max(rectOf(ctx, t, "section.position.current figure").Top, 0)
		if bar := rectOf(ctx, t, "#pager"); bar.Bottom < 844-1 {
			t.Errorf("the buttons end at %.0f px, not at the phone's foot", bar.Bottom)
		}
		for _, k := range []string{kb.ArrowRight, kb.ArrowLeft} {
			if err := chromedp.Do(ctx, chromedp.KeyEvent(k)); err != nil {
				t.Fatal(err)
			}
			if after := rectOf(ctx, t, "section.position.current figure").Top; after < before-2 || after > before+2 {
				t.Errorf("scrolled by %d px, paging moves the board from %.0f to %.0f px", scroll, before, after)
			}
		}
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("the page wrote to the console:\n%s", strings.Join(e, "\n"))
	}
}

// TestReplayMovedPieceInView: on a phone, a turtle moved on a track of 300
// squares is scrolled into the board's frame and the window.
func TestReplayMovedPieceInView(t *testing.T) {
	browserCtx, _ := browser(t)
	ctx := run(t, browserCtx)
	phone(ctx, t)
	name := t.TempDir() + "/long-track.txt"
	writeFile(t, name, "game: turtles\nplayers: A, B\ncolors: A=red, B=blue\ntrack: 300\nsetup: 280=red, 2=blue\n\n1. A: red +1\n2. B: blue +1\n")
	url := replayPage(t, name)
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"#pos-1"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"", kb.ArrowRight} {
		if k != "" {
			if err := chromedp.Do(ctx, chromedp.KeyEvent(k)); err != nil {
				t.Fatal(err)
			}
		}
		frame := rectOf(ctx, t, "section.position.current figure")
		moved := rectOf(ctx, t, "section.position.current svg .focus")
		if moved.Top < frame.Top-1 || moved.Bottom > frame.Bottom+1 || moved.Bottom > 844 {
			t.Errorf("the moved turtle (%.0f–%.0f) is outside its board's frame (%.0f–%.0f) or the screen", moved.Top, moved.Bottom, frame.Top, frame.Bottom)
		}
		if px := leastText(ctx, t); px < 11 {
			t.Errorf("the picture's least text shows at %.1f CSS px, under 11", px)
		}
	}
}

// TestReplayBoardFitsTheDesktop: in a 1280×800 window a chinese-checkers
// board stands beside the move list, within the window's height, its text
// at least 11 CSS pixels.
func TestReplayBoardFitsTheDesktop(t *testing.T) {
	browserCtx, _ := browser(t)
	ctx := run(t, browserCtx)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	url := replayPage(t, "testdata/replay/illegal-chain.txt", "--keep-going")
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"#pos-5"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	board, list := rectOf(ctx, t, "section.position.current figure"), rectOf(ctx, t, "#moves")
	if board.Bottom > 800 || board.Right > list.Left {
		t.Errorf("the board (%+v) is not beside the move list (left %.0f) within the window", board, list.Left)
	}
	if px := leastText(ctx, t); px < 11 {
		t.Errorf("the picture's least text shows at %.1f CSS px, under 11", px)
	}
}

// pdfPages counts a PDF's pages.
func pdfPages(pdf []byte) int {
	return len(regexp.MustCompile(`/Type\s*/Page\b`).FindAll(pdf, -1))
}

// TestReplayPrints: printing prints the position shown, one page with its
// heading; the whole game, a page a position, only when asked. In dark
// mode the page is dark and the picture stays on white.
func TestReplayPrints(t *testing.T) {
	browserCtx, _ := browser(t)
	ctx := run(t, browserCtx)
	url := replayPage(t, "../../corpus/turbo/penalty.txt")
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"#pos-3"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	print := func() []byte {
		t.Helper()
		bg := true
		res, err := chromedp.Call(ctx, page.PrintToPDF, page.PrintToPDFParams{PrintBackground: &bg})
		if err != nil {
			t.Fatal(err)
		}
		return res.Data
	}
	one := print()
	if n := pdfPages(one); n != 1 {
		t.Errorf("printing the position shown gives %d pages, want 1", n)
	}
	if !bytes.Contains(one, []byte("/Type")) {
		t.Fatal("the print is not a PDF")
	}
	// The whole game, as the button asks for it (the print dialog is the
	// browser's: the test prints instead).
	must[any](t)(chromedp.Run(ctx, chromedp.Evaluate[any](`window.print = function () {}; document.getElementById("print-all").click()`)))
	// Its eight positions, two or more to a page (pics20 C9: a page each).
	if n := pdfPages(print()); n < 1 || 3*n > 2*8 {
		t.Errorf("printing the whole game gives %d pages for 8 positions, want at most 2 pages for every 3", n)
	}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}}}); err != nil {
		t.Fatal(err)
	}
	colours := must[[]string](t)(chromedp.Run(ctx, chromedp.Evaluate[[]string](`[getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector("section.position.current figure svg")).backgroundColor]`)))
	if colours[0] == "rgb(255, 255, 255)" || colours[1] != "rgb(255, 255, 255)" {
		t.Errorf("in dark mode the page is %s and the picture %s, want a dark page and a white picture", colours[0], colours[1])
	}
}
