package cli_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestReplayPhoneKeepsTheWholeLegend: on a phone the board's frame is cut
// so that the verdict shows on the first screen, and the picture's words
// it cuts off are set again under the verdict, whole: the key to the
// refused move's marks was under a shade at the foot of a frame that
// scrolls. Big Races' occupied.txt, its refused second move:
// the track's four bands fill the frame.
func TestReplayPhoneKeepsTheWholeLegend(t *testing.T) {
	browserCtx, _ := browser(t)
	for lang, key := range map[string]string{"en": "Magenta dashes: the refused move and where it would have gone", "ru": "Малиновый пунктир — отклонённый ход и куда он вёл бы"} {
		ctx := run(t, browserCtx)
		phone(ctx, t)
		url := replayPage(t, "../../corpus/big-races/occupied.txt", "--lang", lang)
		if err := chromedp.Do(ctx, chromedp.Navigate(url+"#pos-2"), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
			t.Fatal(err)
		}
		cut := must[bool](t)(chromedp.Run(ctx, chromedp.Evaluate[bool](`(function () { var f = document.querySelector("section.position.current figure"); return f.scrollHeight > f.clientHeight + 1; })()`)))
		if !cut {
			t.Fatalf("%s: the frame shows the whole picture; the test needs one it cuts", lang)
		}
		below := must[string](t)(chromedp.Run(ctx, chromedp.Evaluate[string](`(function () { var k = document.querySelector("section.position.current .key-below"); return k ? k.innerText : ""; })()`)))
		if !strings.Contains(strings.ReplaceAll(below, "\u00a0", " "), key) {
			t.Errorf("%s: under the verdict %q, want the refused move's key %q", lang, below, key)
		}
		if v, k := rectOf(ctx, t, "section.position.current .verdict"), rectOf(ctx, t, "section.position.current .key-below"); k.Top < v.Bottom-1 {
			t.Errorf("%s: the words under the board (at %.0f) come before the verdict's end (%.0f)", lang, k.Top, v.Bottom)
		}
		// Printed, the picture is whole, and its words are not said twice.
		if n := must[int](t)(chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll(".key-below").length`))); n != 1 {
			t.Errorf("%s: %d copies of the picture's words, want one", lang, n)
		}
	}
}
