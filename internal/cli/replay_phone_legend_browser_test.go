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
	for lang, key := range map[string]string{"en": "Magenta dashes: the refused move, up to the car in its way; ⊗: the square it would have ended on.", "ru": "Малиновый пунктир — отклонённый ход до машины, которая стоит на пути; ⊗ — клетка, где он закончился бы."} {
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
		// A long sentence wraps onto two lines of the picture; read as one.
		if !strings.Contains(strings.Join(strings.Fields(strings.ReplaceAll(below, "\u00a0", " ")), " "), key) {
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

// TestReplayPhoneKeyKeepsItsSamples: the words a phone's frame leaves out
// are set under the verdict as the picture draws them, swatches and line
// samples with them, and the legend is one block: set as plain text,
// super-race's refused first move had its key run into one paragraph whose
// «magenta dashes» pointed at nothing, and Chinese checkers' legend went on
// under the verdict from its middle (two players' keys above it, the
// third's below).
func TestReplayPhoneKeyKeepsItsSamples(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, c := range []struct {
		file, at string
		keys     []string // every player's key, together under the verdict
	}{
		{"../../corpus/super-race/dead-end.txt", "#pos-1", []string{"Melanie:", "Edgar:"}},
		{"../../corpus/chinese-checkers/three-player-game.txt", "#pos-2", []string{"Anna:", "Ben:", "Carl:"}},
		{"../../corpus/big-races/bad-step.txt", "#pos-1", []string{"белые1", "серые1", "белые2", "серые2"}},
	} {
		ctx := run(t, browserCtx)
		phone(ctx, t)
		url := replayPage(t, c.file, "--lang", "ru")
		if err := chromedp.Do(ctx, chromedp.Navigate(url+c.at), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
			t.Fatal(err)
		}
		state := must[map[string]any](t)(chromedp.Run(ctx, chromedp.Evaluate[map[string]any](`(function () {
			var s = document.querySelector("section.position.current");
			var k = s.querySelector(".key-below");
			if (!k) { return {key: false}; }
			var pic = k.querySelector("svg");
			var r = pic ? pic.getBoundingClientRect() : {width: 0, height: 0};
			// Samples: shapes drawn in the copy's sight, not only words.
			var samples = 0;
			if (pic) {
				pic.querySelectorAll("rect, path, line, circle, use, polyline, polygon").forEach(function (e) {
					var b = e.getBoundingClientRect();
					if (b.width > 0 && b.height > 0 && b.top >= r.top - 1 && b.bottom <= r.bottom + 1) { samples++; }
				});
			}
			// Every legend line the picture in the frame shows whole: its
			// words, read where the frame does not cut them.
			var f = s.querySelector("figure"), foot = f.getBoundingClientRect().bottom;
			var inFrame = [];
			f.querySelectorAll("svg text, svg use").forEach(function (e) {
				var b = e.getBoundingClientRect();
				if (b.height > 0 && b.bottom <= foot + 1) { inFrame.push(e.tagName === "use" ? ((document.getElementById((e.getAttribute("href") || "").slice(1)) || {}).textContent || "") : e.textContent); }
			});
			return {key: true, width: r.width, height: r.height, samples: samples,
				said: Array.prototype.map.call(k.querySelectorAll("p"), function (p) { return p.textContent; }),
				inFrame: inFrame.join("\n")};
		}())`)))
		if state["key"] != true {
			t.Errorf("%s: no words under the verdict; the test needs a phone's frame that cuts them", c.file)
			continue
		}
		if w, _ := state["width"].(float64); w < 200 {
			t.Errorf("%s: the key under the verdict is drawn %.0f px wide, want the picture's own drawing of it", c.file, w)
		}
		if n, _ := state["samples"].(float64); n < 3 {
			t.Errorf("%s: %v samples drawn in the key under the verdict, want its swatches", c.file, n)
		}
		said, _ := state["said"].([]any)
		inFrame, _ := state["inFrame"].(string)
		for _, key := range c.keys {
			found := false
			for _, p := range said {
				if text, _ := p.(string); strings.Contains(text, key) {
					found = true
				}
			}
			if !found {
				t.Errorf("%s: %q's key is not with the others under the verdict %q", c.file, key, said)
			}
		}
		for _, p := range said {
			text, _ := p.(string)
			// A legend line set under the verdict is not also whole in the
			// frame above it: the frame ends where the legend starts.
			if len(text) > 12 && strings.Contains(inFrame, text[:12]) {
				t.Errorf("%s: %q is under the verdict and in the frame above it too: the legend is torn in two", c.file, text)
			}
		}
	}
}
