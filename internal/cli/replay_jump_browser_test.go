package cli_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestReplayJumpToMove: on a phone a game is paged one move a tap, so a
// 189-move game took 189 taps to reach its end; tapping the counter opens
// a number field, named in the page's language, and Enter goes to that
// move, with the counter saying so and the field closed again. The arrow
// keys typed into the field edit the number, not the position.
func TestReplayJumpToMove(t *testing.T) {
	browserCtx, _ := browser(t)
	for _, c := range []struct{ lang, label, says string }{
		{"ru", "К ходу", "Ход 3 из 5"},
		{"en", "Go to move", "Move 3 of 5"},
	} {
		ctx := run(t, browserCtx)
		url := replayPage(t, "../../corpus/big-races/race-over.txt", "--lang", c.lang)
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
			t.Fatal(err)
		}
		tag := must[string](t)(chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("counter").tagName`)))
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("counter")), chromedp.WaitVisible(chromedp.ID("jump-to"))); err != nil {
			t.Fatal(err)
		}
		label := must[string](t)(chromedp.Run(ctx, chromedp.Evaluate[string](`document.activeElement.id + "|" + document.getElementById("jump-to").labels[0].textContent`)))
		if tag != "BUTTON" {
			t.Errorf("%s: the counter is a %s, not a button a keyboard and a screen reader can use", c.lang, tag)
		}
		label = strings.ReplaceAll(label, "\u00a0", " ") // the Russian words' no-break spaces
		if label != "jump-to|"+c.label {
			t.Errorf("%s: after a tap on the counter the focus and the field's label are %q, want the field, labelled %q", c.lang, label, c.label)
		}
		if err := chromedp.Do(ctx,
			chromedp.Evaluate[chromedp.Void](`document.getElementById("jump-to").value = ""`),
			chromedp.SendKeys(chromedp.ID("jump-to"), "3"),
			chromedp.KeyEvent(kb.ArrowLeft),
			chromedp.KeyEvent(kb.Enter),
			chromedp.WaitNotVisible(chromedp.ID("jump-to")),
		); err != nil {
			t.Fatal(err)
		}
		counter := must[string](t)(chromedp.Run(ctx, chromedp.Text(chromedp.ID("counter"))))
		id := must[string](t)(chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("section.position.current").getAttribute("data-n")`)))
		open := must[bool](t)(chromedp.Run(ctx, chromedp.Evaluate[bool](`!document.getElementById("jump").hidden`)))
		counter = strings.ReplaceAll(counter, "\u00a0", " ")
		if strings.TrimSpace(counter) != c.says || id != "3" || open {
			t.Errorf("%s: after «3» and Enter the counter says %q at move %s (field open: %v), want %q at move 3", c.lang, counter, id, open, c.says)
		}
	}
}
