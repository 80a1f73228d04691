package cli_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/boardgame-referee/referee/referee/picture"
)

// rect is an element's box on the screen, in CSS pixels.
type rect struct{ Top, Bottom, Left, Right, Width, Height float64 }

// rectOf reads an element's box; the test fails when there is none.
func rectOf(ctx context.Context, t *testing.T, sel string) rect {
	t.Helper()
	return must[rect](t)(chromedp.Run(ctx, chromedp.Evaluate[rect](`(function () {
		var e = document.querySelector(`+jsString(sel)+`);
		if (!e) { throw new Error("no element " + `+jsString(sel)+`); }
		var r = e.getBoundingClientRect();
		return {Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right, Width: r.width, Height: r.height};
	}())`)))
}

// jsString quotes a CSS selector for a script.
func jsString(s string) string { return "'" + strings.ReplaceAll(s, "'", `\'`) + "'" }

// phone makes the browser a phone's screen, 390×844 CSS pixels.
func phone(ctx context.Context, t *testing.T) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile)); err != nil {
		t.Fatal(err)
	}
}

// TestReplayOnAPhone: at 390×844 the board takes the screen's width, the
// move list comes under it, the verdict is a paragraph (not a word a line),
// and opening a position by its address keeps the header and the buttons
// in view; the outcome is said only at the last position.
func TestReplayOnAPhone(t *testing.T) {
	browserCtx, errs := browser(t)
	ctx := run(t, browserCtx)
	phone(ctx, t)
	url := replayPage(t, "testdata/replay/illegal-chain.txt", "--keep-going")
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"#pos-5"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	width := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`window.innerWidth`)))
	if width > 400 {
		t.Fatalf("the phone's screen is %v px wide", width)
	}
	if y := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`window.scrollY`))); y != 0 {
		t.Errorf("opening #pos-5 scrolls the page by %v px: the header and the buttons go out of view", y)
	}
	for _, sel := range []string{"h1", "#pager"} {
		if r := rectOf(ctx, t, sel); r.Top < 0 || r.Bottom > 844 {
			t.Errorf("%s is out of view at the start: %+v", sel, r)
		}
	}
	board := rectOf(ctx, t, "section.position.current figure svg")
	if board.Width < 0.8*width {
		t.Errorf("the board is %.0f px wide on a %.0f px screen, less than 80%%", board.Width, width)
	}
	if list := rectOf(ctx, t, "#moves"); list.Top < board.Bottom-1 {
		t.Errorf("the move list (top %.0f) is not under the board (bottom %.0f)", list.Top, board.Bottom)
	}
	if v := rectOf(ctx, t, "section.position.current .verdict"); v.Width < 0.8*width {
		t.Errorf("the verdict is %.0f px wide, a column of a few words", v.Width)
	}
	visible := func(sel string) bool {
		return must[bool](t)(chromedp.Run(ctx, chromedp.Evaluate[bool](`(function () { var e = document.querySelector(`+jsString(sel)+`); return !!e && e.offsetParent !== null; }())`)))
	}
	if visible("#outcome") {
		t.Error("the outcome shows at position 5 of 7")
	}
	screenshot(ctx, t, "phone-pos-5.png")
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.End)); err != nil {
		t.Fatal(err)
	}
	if !visible("#outcome") {
		t.Error("the outcome does not show at the last position")
	}
	screenshot(ctx, t, "phone-end.png")
	if e := errs(); len(e) > 0 {
		t.Errorf("the page wrote to the console:\n%s", strings.Join(e, "\n"))
	}
}

// TestReplayListFollowsEnd: on a long game the move list keeps the current
// move in view — after End, after Home, and after paging with the arrow
// keys — on a desktop and on a phone, scrolling the list, not the page.
func TestReplayListFollowsEnd(t *testing.T) {
	browserCtx, errs := browser(t)
	name := t.TempDir() + "/long.txt"
	writeFile(t, name, passGame(300))
	url := replayPage(t, name)
	for _, screen := range []string{"desktop", "phone"} {
		t.Run(screen, func(t *testing.T) {
			ctx := run(t, browserCtx)
			if screen == "phone" {
				phone(ctx, t)
			}
			if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
				t.Fatal(err)
			}
			inView := func(after string) {
				t.Helper()
				list, item := rectOf(ctx, t, "#moves"), rectOf(ctx, t, "ol.moves li.current")
				if item.Top < list.Top-1 || item.Bottom > list.Bottom+1 {
					t.Errorf("after %s the current move (%.0f–%.0f) is out of the list's view (%.0f–%.0f)", after, item.Top, item.Bottom, list.Top, list.Bottom)
				}
				// On a desktop the list stands beside the board from the
				// page's top, running on below the window: the move must
				// be in the part the window shows.
				if h := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`window.innerHeight`))); screen == "desktop" && (item.Top < 0 || item.Bottom > h+1) {
					t.Errorf("after %s the current move (%.0f–%.0f) is outside the window (0–%.0f)", after, item.Top, item.Bottom, h)
				}
			}
			for _, k := range []struct {
				key, name, counter string
			}{{kb.End, "End", "300 / 300"}, {kb.ArrowLeft, "←", "299 / 300"}, {kb.Home, "Home", "The start"}, {kb.ArrowRight, "→", "1 / 300"}} {
				if err := chromedp.Do(ctx, chromedp.KeyEvent(k.key)); err != nil {
					t.Fatal(err)
				}
				if c := must[string](t)(chromedp.Run(ctx, chromedp.Text(chromedp.ID("counter")))); counted(c) != k.counter {
					t.Errorf("after %s the counter says %q, want %q", k.name, c, k.counter)
				}
				inView(k.name)
			}
			if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.End)); err != nil {
				t.Fatal(err)
			}
			if y := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`window.scrollY`))); screen == "desktop" && y != 0 {
				t.Errorf("End scrolled the page by %v px; only the list should scroll", y)
			}
			screenshot(ctx, t, "list-end-"+screen+".png")
		})
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("the page wrote to the console:\n%s", strings.Join(e, "\n"))
	}
}

// TestReplayDrawsTheRefusedMove: the picture of an illegal move draws the
// move itself, in the refused move's ink (picture.Refused, which no
// player's colour uses), over the position before it.
func TestReplayDrawsTheRefusedMove(t *testing.T) {
	browserCtx, _ := browser(t)
	ctx := run(t, browserCtx)
	url := replayPage(t, "testdata/replay/illegal-chain.txt", "--keep-going")
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"#pos-5"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	// The picture's parts with the parts of the sheet they use, those
	// they use in turn: a part both layouts draw alike is a use of one.
	red := `(function() {
		var seen = new Set(), todo = Array.from(document.querySelectorAll('section.position.current svg')), n = 0;
		while (todo.length > 0) {
			var el = todo.pop();
			if (seen.has(el)) { continue; }
			seen.add(el);
			n += el.querySelectorAll('[stroke="` + picture.Refused + `"]').length + (el.getAttribute('stroke') === "` + picture.Refused + `" ? 1 : 0);
			el.querySelectorAll('use').forEach(function(u) {
				var to = document.getElementById((u.getAttribute('href') || '').slice(1));
				if (to) { todo.push(to); }
			});
		}
		return n;
	})()`
	if n := must[int](t)(chromedp.Run(ctx, chromedp.Evaluate[int](red))); n == 0 {
		t.Error("the illegal move's picture draws nothing in the refused move's ink")
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowLeft)); err != nil {
		t.Fatal(err)
	}
	if n := must[int](t)(chromedp.Run(ctx, chromedp.Evaluate[int](red))); n != 0 {
		t.Errorf("the legal move before it draws %d shapes in the refused move's ink", n)
	}
}

// writeFile writes a test's input.
func writeFile(t *testing.T, name, text string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
