package cli_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestReplayPenaltySaysWhoAndWhy: at 390×844, a wrong call's verdict names
// the caller and why the call was wrong above the fold, in the verdict
// itself (not «⚠ Penalty» alone, with who was wrong and why starting
// at the fold, in a note under it); the reason is said
// once, with its code, and the penalty paid stays a note.
func TestReplayPenaltySaysWhoAndWhy(t *testing.T) {
	browserCtx, errs := browser(t)
	url := replayPage(t, "../../corpus/turbo/penalty.txt")
	for _, c := range []struct {
		pos, caller, wrong, code string
	}{
		{"#pos-3", "Vera", "wrong", "turbo.wrong-turbo"},
		{"#pos-5", "Gleb", "touches", "turbo.touch"},
	} {
		ctx := run(t, browserCtx)
		phone(ctx, t)
		if err := chromedp.Do(ctx, chromedp.Navigate(url+c.pos), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
			t.Fatal(err)
		}
		said := must[string](t)(chromedp.Run(ctx, chromedp.Text(chromedp.CSS("section.position.current .verdict"))))
		if !strings.HasPrefix(said, "⚠ Penalty: "+c.caller+" ") || !strings.Contains(said, c.wrong) || !strings.Contains(said, "["+c.code+"]") {
			t.Errorf("%s: the verdict reads %q; want «⚠ Penalty:», %s, why (%q) and [%s]", c.pos, said, c.caller, c.wrong, c.code)
		}
		// The caller and why, each on the first screen.
		for _, word := range []string{c.caller, c.wrong} {
			bottom := must[float64](t)(chromedp.Run(ctx, chromedp.Evaluate[float64](`(function () {
				var v = document.querySelector("section.position.current .verdict .explanation");
				if (!v) { return 1e6; }
				var walk = document.createTreeWalker(v, NodeFilter.SHOW_TEXT);
				for (var n = walk.nextNode(); n; n = walk.nextNode()) {
					var at = n.textContent.indexOf(`+jsString(word)+`);
					if (at < 0) { continue; }
					var r = document.createRange();
					r.setStart(n, at);
					r.setEnd(n, at + `+jsString(word)+`.length);
					return r.getBoundingClientRect().bottom;
				}
				return 1e6;
			}())`)))
			if bottom > 844 {
				t.Errorf("%s: %q ends at %.0f px, below the screen's 844", c.pos, word, bottom)
			}
		}
		notes := must[string](t)(chromedp.Run(ctx, chromedp.Evaluate[string](`Array.prototype.map.call(document.querySelectorAll("section.position.current .remark.note"), function (e) { return e.textContent; }).join("\n")`)))
		if strings.Contains(notes, "["+c.code+"]") {
			t.Errorf("%s: the reason is said twice, in a note too:\n%s", c.pos, notes)
		}
		if !strings.Contains(notes, "[turbo.penalty]") {
			t.Errorf("%s: the penalty paid is no longer a note:\n%s", c.pos, notes)
		}
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("console errors: %v", e)
	}
}

// TestReplayTwoPlayerTableFitsItsFrame: at 390×844, the table of two
// players (end-count.txt) fits its frame on every position, nothing cut at
// the frame's foot (one player under the other it was
// 646 px tall in a frame of 475, a sentence cut at «…no frogs and no»,
// and nothing showed that the frame scrolled).
func TestReplayTwoPlayerTableFitsItsFrame(t *testing.T) {
	browserCtx, errs := browser(t)
	for _, lang := range []string{"en", "ru"} {
		url := replayPage(t, "../../corpus/turbo/end-count.txt", "--lang", lang)
		ctx := run(t, browserCtx)
		phone(ctx, t)
		if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
			t.Fatal(err)
		}
		n := must[int](t)(chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("section.position").length`)))
		for k := range n {
			if k > 0 {
				if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
					t.Fatal(err)
				}
			}
			type frame struct{ Scroll, Client, Picture float64 }
			f := must[frame](t)(chromedp.Run(ctx, chromedp.Evaluate[frame](`(function () {
			var fig = document.querySelector("section.position.current figure");
			var svg = Array.prototype.filter.call(fig.querySelectorAll("svg"), function (s) { return getComputedStyle(s).display !== "none"; })[0];
			return {Scroll: fig.scrollHeight, Client: fig.clientHeight, Picture: svg.getBoundingClientRect().height};
		}())`)))
			if f.Scroll > f.Client+1 || f.Picture > f.Client+1 {
				t.Errorf("%s, position %d: the table is %.0f px tall (%.0f to scroll) in a frame of %.0f px", lang, k, f.Picture, f.Scroll, f.Client)
			}
			if k == 3 { // Боря's «Турбо!»: the round just won, greyed
				screenshot(ctx, t, "end-count-won-"+lang)
			}
			t.Logf("%s, position %d: the table is %.0f px tall in a frame of %.0f px", lang, k, f.Picture, f.Client)
		}
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("console errors: %v", e)
	}
}
