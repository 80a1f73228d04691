package serve

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// aboveBar says "above" when every element sel finds is on the screen,
// above the bottom bar (the line to type in), and not hidden in a frame
// that scrolls; else where each is.
func aboveBar(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return eval[string](t, ctx, fmt.Sprintf(`(() => {
		const bar = document.querySelector('.line');
		const foot = bar ? bar.getBoundingClientRect().top : window.innerHeight;
		const found = document.querySelectorAll(%q);
		if (!found.length) return 'none';
		const bad = [];
		for (const e of found) {
			const r = e.getBoundingClientRect();
			let top = 0, bottom = Math.min(foot, window.innerHeight);
			for (let p = e.parentElement; p; p = p.parentElement) {
				const s = getComputedStyle(p);
				if (/(auto|scroll|hidden)/.test(s.overflowY) && p !== document.body && p !== document.documentElement) {
					const f = p.getBoundingClientRect();
					top = Math.max(top, f.top); bottom = Math.min(bottom, f.bottom);
				}
			}
			if (!(r.height > 0) || r.top < top - 1 || r.bottom > bottom + 1) bad.push((e.textContent || e.tagName).trim().slice(0, 30) + ' at ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' of ' + Math.round(top) + '–' + Math.round(bottom));
		}
		return bad.join('; ') || 'above';
	})()`, sel))
}

// taskSeen says "seen" when the task card's words (a text of the board
// reading want) are on the screen, inside the board's frame as scrolled,
// and on top there (not under another part of the picture).
func taskSeen(t *testing.T, ctx context.Context, want string) string {
	t.Helper()
	return eval[string](t, ctx, fmt.Sprintf(`(() => {
		const f = document.getElementById('board').getBoundingClientRect();
		const out = [];
		for (const e of document.querySelectorAll('#board svg text')) {
			if (e.textContent !== %q) continue;
			const r = e.getBoundingClientRect();
			if (r.top < Math.max(0, f.top) - 1 || r.bottom > Math.min(f.bottom, window.innerHeight) + 1) { out.push('at ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' in the frame ' + Math.round(f.top) + '–' + Math.round(f.bottom)); continue; }
			const on = document.elementFromPoint(r.left + 2, (r.top + r.bottom) / 2);
			if (on && on.closest('svg') === e.closest('svg')) return 'seen';
			out.push('covered by ' + (on ? on.tagName : 'nothing'));
		}
		return out.join('; ') || 'no such text';
	})()`, want))
}

// TestTurboTaskPinnedOnAPhone: four players on a phone, the task card
// laid, every card turned up leaves the task card's words in sight in the
// board's frame with the piles (the frame opened on the piles,
// the task scrolled away above them), and every row of counts and every
// caller's calls above the bottom bar, a long task too.
func TestTurboTaskPinnedOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Mom, Lena, Tim, Grandma", "cards: Mom=18, Lena=18, Tim=18, Grandma=18", true)
	layTask(t, ctx, "animal:frogs", "op:>", "number:4", "send")
	for i, card := range [][2]string{{"frogs", "2"}, {"birds", "3"}, {"hedgehogs", "1"}, {"frogs", "3"}} {
		tapCard(t, ctx, card[0], card[1])
		if got := taskSeen(t, ctx, "More than four frogs"); got != "seen" {
			t.Errorf("after card %d the task card: %s", i+1, got)
		}
		if got := inSight(t, ctx, "#board svg .to-move"); got != "in" {
			t.Errorf("after card %d the piles due: %s", i+1, got)
		}
		for _, sel := range []string{`[data-count]`, `[data-caller]`} {
			if got := reachable(t, ctx, sel); got != "reachable" {
				t.Errorf("after card %d, %s: %s", i+1, sel, got)
			}
		}
	}
	screenShot(t, ctx, "turbo-task-pinned")
	// A long task: the rows still all above the bar.
	tap(t, ctx, `[data-caller="Mom"][data-call="turbo"]`, true, true)
	layTask(t, ctx, "animal:birds", "plus", "animal:hedgehogs", "op:>=", "number:6", "and", "animal:frogs", "op:<", "number:3", "send")
	tapCard(t, ctx, "frogs", "2")
	for _, sel := range []string{`[data-count]`, `[data-caller]`, `[data-card]`} {
		if got := reachable(t, ctx, sel); got != "reachable" {
			t.Errorf("with a long task, %s: %s", sel, got)
		}
	}
	screenShot(t, ctx, "turbo-long-task")
	b.check(t, ts.http.URL)
}

// TestTurboAfterARoundOnAPhone: after a round won, the next task's keys,
// its Enter (a two-clause task typed) and «end» are above the bottom bar
// (under it); the bar's Enter tapped with the line empty says
// what to do.
func TestTurboAfterARoundOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Mom, Lena, Tim, Grandma", "cards: Mom=18, Lena=18, Tim=18, Grandma=18", true)
	layTask(t, ctx, "animal:frogs", "op:>", "number:1", "send")
	tapCard(t, ctx, "frogs", "2")
	tap(t, ctx, `[data-caller="Lena"][data-call="turbo"]`, true, true)
	if got := reachable(t, ctx, `[data-move="end"]`); got != "reachable" {
		t.Errorf("after a round won, end: %s", got)
	}
	layTask(t, ctx, "animal:frogs", "op:>", "animal:birds", "and", "animal:hedgehogs", "op:>", "number:2")
	for _, sel := range []string{`[data-task]`, `[data-move="end"]`, `#task-line`} {
		if got := reachable(t, ctx, sel); got != "reachable" {
			t.Errorf("a two-clause task built, %s: %s", sel, got)
		}
	}
	screenShot(t, ctx, "turbo-two-clauses")
	tap(t, ctx, "#send", true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS(".problem")))
	if got := text(t, ctx, ".problem"); !strings.Contains(got, "tap a move") {
		t.Errorf("Enter on the empty line says %q", got)
	}
	tap(t, ctx, `[data-task="send"]`, true, true)
	if got := text(t, ctx, ".said"); !strings.Contains(got, "hedgehogs") {
		t.Errorf("the task laid: %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestEmptyEnterSaidInRussian: the empty line's Enter speaks the page's
// language.
func TestEmptyEnterSaidInRussian(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Маша, Петя", "", true)
	tap(t, ctx, "#send", true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS(".problem")))
	if got := text(t, ctx, ".problem"); !strings.Contains(got, "Строка пуста") {
		t.Errorf("Enter on the empty line says %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestTurboStartAndKeypadMinor: the start page's box for the cards each
// player holds is as wide as the other fields, its example whole; the
// task's 10–20 key is off where no number can follow.
func TestTurboStartAndKeypadMinor(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	chooseGame(t, ctx, "turbo", "Mom, Lena, Tim, Grandma")
	if got := eval[string](t, ctx, `(() => { const e = document.getElementById('cards-each'), p = document.getElementById('players');
		return e.getBoundingClientRect().width >= p.getBoundingClientRect().width - 1 && e.scrollWidth <= e.clientWidth ? 'whole' : Math.round(e.getBoundingClientRect().width) + ' px of ' + Math.round(p.getBoundingClientRect().width) })()`); got != "whole" {
		t.Errorf("the cards each player holds: %s", got)
	}
	wait(t, ctx, chromedp.SendKeys(chromedp.ID("cards-each"), "18"))
	tap(t, ctx, "#start", true, true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	high := `document.querySelector('[data-task^="numbers:"]').disabled`
	if !eval[bool](t, ctx, high) {
		t.Error("10–20 is on with nothing tapped")
	}
	tap(t, ctx, `[data-task="animal:frogs"]`, true, false)
	if !eval[bool](t, ctx, high) {
		t.Error("10–20 is on after an animal")
	}
	tap(t, ctx, `[data-task="op:>"]`, true, false)
	if eval[bool](t, ctx, high) {
		t.Error("10–20 is off after a comparison")
	}
	b.check(t, ts.http.URL)
}

// TestTurtlesColoursWholeOnAPhone: a race of three over on a phone shows
// every player's colours and Enter, none in a box that scrolls (there
// Granny's row and Enter hid in a box 240 px high); the verdict above
// says to tap the colours, not to add a line to the record.
func TestTurtlesColoursWholeOnAPhone(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			b := newBrowser(t)
			ts := newTestServer(t, "", func(o *Options) { o.Lang = lang })
			ctx := b.tab(t, ts.http.URL+"/", true)
			startByTaps(t, ctx, "turtles", "Masha, Petya, Granny", "", true)
			playUntilOver(t, ctx, ".moves button", true, 40)
			wait(t, ctx, js(`window.scrollTo(0, 0)`))
			if got := reachable(t, ctx, `[data-player][data-value], #secret-send`); got != "reachable" {
				t.Errorf("the colours and Enter: %s", got)
			}
			out := outcome(t, ctx)
			// The panel under it asks; the outcome does not ask again.
			if strings.Contains(out, "colors:") || strings.Contains(out, "цвета:") || strings.Contains(out, map[string]string{"en": "tap", "ru": "выберите"}[lang]) {
				t.Errorf("the verdict says %q", out)
			}
			if got := text(t, ctx, "section.ask"); !strings.Contains(got, map[string]string{"en": "Reveal the secret colours", "ru": "Откройте тайные цвета"}[lang]) {
				t.Errorf("the panel does not ask for the colours: %q", got)
			}
			screenShot(t, ctx, "turtles-colours-"+lang)
			b.check(t, ts.http.URL)
		})
	}
}
