package cli_test

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestReplayFigureSizedToTheReader: at 1280×800 the picture fills its
// column beside the words, its least text (the legend) 14 CSS pixels or
// more (drawn at its print size it was 11 in a column of 600), unless the
// window's height holds it smaller: then it fills that height; on a phone
// a frame that leaves part of the picture out ends between two of its
// words and does not scroll, so that what it leaves out is said once,
// under the verdict, and no line is sliced under a shade.
func TestReplayFigureSizedToTheReader(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, file := range []string{
		"../../corpus/turtles/whole-game.txt",
		"../../corpus/chinese-checkers/three-player-game.txt",
		"../../corpus/turbo/penalty.txt",
		"../../corpus/big-races/bad-step.txt",
	} {
		url := replayPage(t, file, "--keep-going", "--lang", "ru")
		ctx := run(t, browserCtx)
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next")), chromedp.KeyEvent(kb.End)); err != nil {
			t.Fatal(err)
		}
		fig := rectOf(ctx, t, "section.position.current figure")
		words := rectOf(ctx, t, "section.position.current .words")
		// The whole board in the window comes first: a picture that the
		// window's height holds below its column's width (turbo's table
		// of four, 854 px tall at 14 px) fills that height instead, its
		// frame ending within 24 px of the window's foot, never under
		// the 11 px it is read at on a phone.
		tall := fig.Bottom >= 800-24 && fig.Bottom <= 800
		if px := leastText(ctx, t); px < 14 && !(tall && px >= 11) {
			t.Errorf("%s, 1280×800: the picture's least text is %.1f CSS px, under 14, its frame ending at %.0f px of 800", file, px, fig.Bottom)
		}
		if gap := words.Left - fig.Right; gap > 40 && !tall {
			t.Errorf("%s, 1280×800: the picture ends %.0f px before its words, neither filling its column nor the window's height", file, gap)
		}
		ctx = run(t, browserCtx)
		phone(ctx, t)
		if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next")), chromedp.KeyEvent(kb.End)); err != nil {
			t.Fatal(err)
		}
		state := must[map[string]any](t)(chromedp.Run(ctx, chromedp.Evaluate[map[string]any](`(function () {
			var f = document.querySelector("section.position.current figure");
			var k = document.querySelector("section.position.current .key-below");
			return {cut: f.scrollHeight > f.clientHeight + 1, key: !!k, overflow: getComputedStyle(f).overflowY,
				shade: getComputedStyle(f, "::after").backgroundImage,
				first: k && k.firstChild ? k.firstChild.textContent : "",
				shown: Array.prototype.map.call(f.querySelectorAll("svg"), function (s) { return s; }).length};
		}())`)))
		if state["cut"] == true && (state["key"] != true || state["overflow"] != "hidden") {
			t.Errorf("%s, phone: the frame cuts the picture but scrolls (%v) or sets no words under the verdict (%v)", file, state["overflow"], state["key"])
		}
		if sh, _ := state["shade"].(string); sh != "" && sh != "none" {
			t.Errorf("%s, phone: the frame's foot is shaded (%s)", file, sh)
		}
		if state["key"] == true {
			// The first paragraph set under the verdict is not in sight in
			// the frame: its first line starts below the frame's foot.
			hidden := must[bool](t)(chromedp.Run(ctx, chromedp.Evaluate[bool](`(function () {
				var f = document.querySelector("section.position.current figure");
				var foot = f.getBoundingClientRect().bottom;
				var first = document.querySelector("section.position.current .key-below p").textContent.slice(0, 12);
				var seen = false;
				f.querySelectorAll("svg text, svg use").forEach(function (e) {
					var r = e.getBoundingClientRect();
					var text = e.tagName === "use" ? ((document.getElementById((e.getAttribute("href") || "").slice(1)) || {}).textContent || "") : e.textContent;
					if (r.height > 0 && r.top < foot - 1 && text.trim().indexOf(first) === 0) { seen = true; }
				});
				return !seen;
			}())`)))
			if !hidden {
				t.Errorf("%s, phone: the words under the verdict begin with a line the frame shows too", file)
			}
		}
	}
}
