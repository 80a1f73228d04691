package cli_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestReplayPagerAtThePhonesFoot: at 390×844 the buttons are a bar fixed at
// the screen's foot, so that after scrolling down to the verdict Next is
// still in sight and a tap on it pages; scrolled to the page's end, nothing
// the page shows stays under the bar. On a desktop the buttons stay over
// the board, at the window's top.
func TestReplayPagerAtThePhonesFoot(t *testing.T) {
	browserCtx, errs := browser(t)
	url := replayPage(t, "../../corpus/turtles/whole-game.txt", "--lang", "ru")
	ctx := run(t, browserCtx)
	phone(ctx, t)
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"#pos-3"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	counter := func() string {
		return must[string](t)(chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("counter").textContent`)))
	}
	// Down to the verdict, at the window's top.
	must[any](t)(chromedp.Run(ctx, chromedp.Evaluate[any](`document.querySelector("section.position.current .verdict").scrollIntoView()`)))
	if y := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`window.scrollY`))); y <= 0 {
		t.Fatalf("the page does not scroll to the verdict (scrollY %v): the test measures nothing", y)
	}
	bar := rectOf(ctx, t, "#pager")
	next := rectOf(ctx, t, "#next")
	if next.Top < 0 || next.Bottom > 844 {
		t.Errorf("scrolled to the verdict, Next is out of sight: %+v", next)
	}
	if bar.Bottom < 843 {
		t.Errorf("the bar ends %.0f px above the screen's foot", 844-bar.Bottom)
	}
	if v := rectOf(ctx, t, "section.position.current .verdict"); v.Bottom > bar.Top+1 {
		t.Errorf("the verdict (bottom %.0f) is under the bar (top %.0f)", v.Bottom, bar.Top)
	}
	was := counter()
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	if now := counter(); counted(now) == counted(was) {
		t.Errorf("a tap on Next leaves the counter at %q", now)
	}
	// At the page's very end, the last of it (the move list) clears the bar.
	must[any](t)(chromedp.Run(ctx, chromedp.Evaluate[any](`window.scrollTo(0, document.documentElement.scrollHeight)`)))
	bar = rectOf(ctx, t, "#pager")
	for _, sel := range []string{"#moves", "section.position.current .words"} {
		if r := rectOf(ctx, t, sel); r.Bottom > bar.Top+1 {
			t.Errorf("scrolled to the end, %s (bottom %.0f) is under the bar (top %.0f)", sel, r.Bottom, bar.Top)
		}
	}
	screenshot(ctx, t, "phone-pager-foot.png")

	desk := run(t, browserCtx)
	if err := chromedp.Do(desk, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(desk, chromedp.Navigate(url+"#pos-3"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
		t.Fatal(err)
	}
	pos := must[string](t)(chromedp.Run(desk, chromedp.Evaluate[string](`getComputedStyle(document.getElementById("pager")).position`)))
	board := must[rect](t)(chromedp.Run(desk, chromedp.Evaluate[rect](`(function () { var r = document.querySelector("section.position.current figure").getBoundingClientRect(); var p = document.getElementById("pager").getBoundingClientRect(); return {Top: p.bottom, Bottom: r.top}; }())`)))
	if pos != "sticky" || board.Top > board.Bottom {
		t.Errorf("on a desktop the buttons are %s, their foot at %.0f and the board's top at %.0f: want them sticky over the board", pos, board.Top, board.Bottom)
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("the page wrote to the console:\n%s", strings.Join(e, "\n"))
	}
}
