package serve

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// verdictHeld fails unless, on a phone, every button sel finds is
// reached and tapped with nothing over it (reachable: the page scrolls to
// the moves under a board drawn at the width), and the last verdict is held to a few lines:
// when it is longer, it scrolls, a fade lies over its foot and «more» is
// in sight above the line, and «more» unfolds it whole («less» folds it
// again). It returns whether the verdict was held.
func verdictHeld(t *testing.T, ctx context.Context, name, sel string) bool {
	t.Helper()
	if got := reachable(t, ctx, sel); got != "reachable" {
		t.Errorf("%s: %s: %s", name, sel, got)
	}
	got := eval[string](t, ctx, `(() => {
		const box = document.querySelector('.said.last');
		if (!box) return 'no verdict';
		const cs = getComputedStyle(box);
		const line = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.4;
		const tall = box.getBoundingClientRect().height / line;
		if (tall > 5) return 'the verdict takes ' + tall.toFixed(1) + ' lines';
		if (box.scrollHeight <= box.clientHeight + 1) return 'fits';
		if (!/(auto|scroll)/.test(cs.overflowY)) return 'cut, not scrolled: ' + cs.overflowY;
		const more = document.getElementById('said-more');
		if (!more || more.hidden || !(more.getBoundingClientRect().height > 0)) return 'held with no «more»';
		if (!box.parentElement.classList.contains('fades')) return 'held with no fade';
		return 'held';
	})()`)
	switch got {
	case "fits":
		return false
	case "held":
	default:
		t.Errorf("%s: %s", name, got)
		return false
	}
	if where := reachable(t, ctx, "#said-more"); where != "reachable" {
		t.Errorf("%s: «more» is not in sight: %s", name, where)
	}
	// Scrolled to its end, the fade is gone and no word is under «more»
	// («more» stands beside the verdict's foot, folded).
	end := eval[string](t, ctx, `(() => {
		const box = document.querySelector('.said.last');
		box.scrollTop = box.scrollHeight;
		box.dispatchEvent(new Event('scroll'));
		return box.parentElement.classList.contains('fades') ? 'the fade stays at the end' : 'clear';
	})()`)
	if end == "clear" {
		end = eval[string](t, ctx, uncovered)
	}
	wait(t, ctx, js(`document.querySelector('.said.last').scrollTop = 0`))
	if end != "clear" {
		t.Errorf("%s: %s", name, end)
	}
	tap(t, ctx, "#said-more", true, false)
	whole := eval[string](t, ctx, `(() => {
		const box = document.querySelector('.said.last');
		const x = new XMLHttpRequest(); x.open('GET', '/api/state', false); x.send();
		const log = JSON.parse(x.responseText).play.log, said = log[log.length - 1].said;
		for (const s of said) if (!box.textContent.includes(s.text)) return 'leaves out ' + JSON.stringify(s.text);
		if (box.scrollHeight > box.clientHeight + 1) return 'still held: ' + box.scrollHeight + ' px in ' + box.clientHeight;
		const more = document.getElementById('said-more');
		return more && !more.hidden && more.getAttribute('aria-expanded') === 'true' ? 'whole' : 'no «less»';
	})()`)
	if whole != "whole" {
		t.Errorf("%s: «more» tapped, the verdict: %s", name, whole)
	}
	screenShot(t, ctx, name+"-unfolded")
	tap(t, ctx, "#said-more", true, false)
	if got := reachable(t, ctx, sel); got != "reachable" {
		t.Errorf("%s: folded again, %s: %s", name, sel, got)
	}
	return true
}

// onALaptop fails unless the last verdict stands whole on a laptop: not
// held, no «more».
func onALaptop(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	got := eval[string](t, ctx, `(() => {
		const box = document.querySelector('.said.last');
		if (!box) return 'no verdict';
		const more = document.getElementById('said-more');
		if (more && more.getBoundingClientRect().height > 0) return '«more» shown';
		return box.scrollHeight <= box.clientHeight + 1 && getComputedStyle(box).maxHeight === 'none' ? 'whole' : 'held: ' + box.scrollHeight + ' px in ' + box.clientHeight;
	})()`)
	if got != "whole" {
		t.Errorf("%s on a laptop: %s", name, got)
	}
}

// enterLine types a line in the line to type in and enters it.
func enterLine(t *testing.T, ctx context.Context, line string) {
	t.Helper()
	before := rev(t, ctx)
	wait(t, ctx, chromedp.SendKeys(chromedp.ID("line"), line+"\n"))
	waitRev(t, ctx, before+1)
}

// TestTurtlesRefusalKeepsTheCards: Turtle Race on a phone, an illegal
// «red −1» typed as the first move: the refusal under the rules of the
// cards leaves every card, the pass too, above the line to type in
// (in Russian the last row, «пас» with it, was behind it).
func TestTurtlesRefusalKeepsTheCards(t *testing.T) {
	for _, c := range []struct{ lang, players, line, pass string }{
		{"ru", "Маша, Петя", "красная -1", "пас"},
		{"en", "Masha, Petya", "red -1", "pass"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			b := newBrowser(t)
			ts := newTestServer(t, "", func(o *Options) { o.Lang = c.lang })
			ctx := b.tab(t, ts.http.URL+"/", true)
			startByTaps(t, ctx, "turtles", c.players, "", true)
			enterLine(t, ctx, c.line)
			// The refusal names the move itself, the line as typed
			// not echoed before it.
			if got := text(t, ctx, ".said"); !strings.Contains(strings.ReplaceAll(strings.ReplaceAll(got, "\u00a0", " "), "−", "-"), strings.Join(strings.Fields(c.line), " ")) {
				t.Fatalf("the refusal says %q", got)
			}
			verdictHeld(t, ctx, "turtles-refused-"+c.lang, ".taps button")
			if got := reachable(t, ctx, fmt.Sprintf(`[data-move=%q]`, c.pass)); got != "reachable" {
				t.Errorf("%s: %s", c.pass, got)
			}
			screenShot(t, ctx, "turtles-refused-"+c.lang)
			laptop := b.tab(t, ts.http.URL+"/", false)
			wait(t, laptop, chromedp.WaitVisible(chromedp.CSS(".said.last")))
			onALaptop(t, laptop, "turtles-refused-"+c.lang)
			b.check(t, ts.http.URL)
		})
	}
}

// TestTurtlesRainbowKeepsTheCards: after move 1, the rainbow card tapped
// (the page asks which turtle): every card and every turtle offered is
// in sight above the line to type in (the top rows of the cards
// were cut off).
func TestTurtlesRainbowKeepsTheCards(t *testing.T) {
	for _, c := range []struct{ lang, players string }{
		{"ru", "Маша, Петя"},
		{"en", "Masha, Petya"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			b := newBrowser(t)
			ts := newTestServer(t, "", func(o *Options) { o.Lang = c.lang })
			ctx := b.tab(t, ts.http.URL+"/", true)
			startByTaps(t, ctx, "turtles", c.players, "", true)
			tap(t, ctx, ".moves [data-move]", true, true)
			tap(t, ctx, ".moves [data-group]", true, false)
			wait(t, ctx, chromedp.WaitVisible(chromedp.CSS(".moves .group button")))
			verdictHeld(t, ctx, "turtles-rainbow-"+c.lang, ".taps button")
			screenShot(t, ctx, "turtles-rainbow-"+c.lang)
			b.check(t, ts.http.URL)
		})
	}
}

// TestBigRacesLongVerdictKeepsTheMoves: Big Races on a phone, a verdict
// of many lines leaves how many cells, and then the paths of a length,
// above the line to type in (pushed below the fold); on a laptop
// it stands whole.
func TestBigRacesLongVerdictKeepsTheMoves(t *testing.T) {
	for _, c := range []struct{ lang, players string }{
		{"ru", "Аня, Боря, Вика"},
		{"en", "Ann, Bob, Cid"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			b := newBrowser(t)
			ts := newTestServer(t, "", func(o *Options) { o.Lang = c.lang })
			ctx := b.tab(t, ts.http.URL+"/", true)
			startByTaps(t, ctx, "big-races", c.players, "", true)
			longest := 0.0
			for turn := 0; turn < 40 && outcome(t, ctx) == ""; turn++ {
				if eval[int](t, ctx, `document.querySelectorAll('[data-steps]').length`) > 0 {
					tap(t, ctx, "[data-steps]:last-child", true, false)
				}
				tap(t, ctx, ".moves button:last-child", true, true)
				lines := eval[float64](t, ctx, `(() => {
					const box = document.querySelector('.said.last');
					const cs = getComputedStyle(box);
					return box.scrollHeight / (parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.4);
				})()`)
				longest = max(longest, lines)
				if lines < 7 || outcome(t, ctx) != "" {
					continue
				}
				name := fmt.Sprintf("big-races-%s-%d", c.lang, turn+1)
				if !verdictHeld(t, ctx, name, ".taps button") {
					t.Errorf("%s: a verdict of %.1f lines not held", name, lines)
				}
				if eval[int](t, ctx, `document.querySelectorAll('[data-steps]').length`) > 0 {
					tap(t, ctx, "[data-steps]:last-child", true, false)
					// The paths of six cells may be more than the frame
					// holds (grouped by the cells they count as):
					// the numbers and the first path in sight, the rest
					// scrolled to in the frame.
					verdictHeld(t, ctx, name+"-paths", ".taps [data-steps], #paths .row > button:first-child")
				}
				screenShot(t, ctx, name)
				laptop := b.tab(t, ts.http.URL+"/", false)
				wait(t, laptop, chromedp.WaitVisible(chromedp.CSS(".said.last")))
				onALaptop(t, laptop, name)
				b.check(t, ts.http.URL)
				return
			}
			t.Fatalf("no verdict of 7 lines or more in the race (the longest %.1f): the test tests nothing", longest)
		})
	}
}
