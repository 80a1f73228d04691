package serve

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBoardKeepsTheWidthAfterARefusal: chinese-checkers on a phone
// (390×844), four players, a move refused: the star is drawn at the
// screen's width, its holes' rings a finger's size (≥ 24 px), the
// picture's legend and its refusal said as the page's text under the
// board (not inside the scaled picture), and the verdict takes its own
// space above the pieces, never over them (holes
// of 12 px after a refusal, «h3» and «h4» half under the red box).
func TestBoardKeepsTheWidthAfterARefusal(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "chinese-checkers", "Аня, Боря, Мама, Папа", "", true)
	enterLine(t, ctx, "е3-е5")
	wait(t, ctx, chromedp.Sleep(300e6))
	tap(t, ctx, `[data-piece="h10"]`, true, false)
	wait(t, ctx, chromedp.Sleep(300e6))
	screenShot(t, ctx, "cc-refused-width")
	if w := eval[float64](t, ctx, `document.querySelector('#board svg').getBoundingClientRect().width`); w < 360 {
		t.Errorf("the star is %.0f px wide on a screen of 390", w)
	}
	if got := eval[float64](t, ctx, `Math.min(...[...document.querySelectorAll('#board .tap-mark')].map((e) => e.getBoundingClientRect().width))`); got < 24 {
		t.Errorf("the rings to tap are %.0f px across", got)
	}
	if got := text(t, ctx, ".board-words"); !strings.Contains(got, "Малиновый пунктир") || !strings.Contains(got, "Боря: из луча") {
		t.Errorf("the legend under the board says %q", got)
	}
	// The legend's sentences are cut off the picture: none in sight in it.
	if got := eval[string](t, ctx, `(() => { const b = document.querySelector('#board svg').getBoundingClientRect(); return [...document.querySelectorAll('#board svg text')].filter((e) => e.textContent.includes('Малиновый')).filter((e) => { const r = e.getBoundingClientRect(); return r.top < b.bottom - 1 && r.bottom > b.top + 1; }).map((e) => e.textContent).join(' | '); })()`); got != "" {
		t.Errorf("the legend still in the picture: %q", got)
	}
	covered := `(() => {
		const said = document.querySelector('.said-wrap').getBoundingClientRect();
		return [...document.querySelectorAll('.taps button')].filter((e) => { const r = e.getBoundingClientRect(); return r.top < said.bottom - 1 && r.bottom > said.top + 1; }).map((e) => e.textContent).join(' ');
	})()`
	if got := eval[string](t, ctx, covered); got != "" {
		t.Errorf("the verdict lies over the buttons %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestTurtlesOverKeepsTheWidth: a turtle race over, its colours asked:
// the track is drawn at the screen's width, not shrunk to half of it
// under the outcome (cells 22×42 px, the key's
// letters 5 px).
func TestTurtlesOverKeepsTheWidth(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Аня, Боря, Мама, Папа", "", true)
	playUntilOver(t, ctx, ".moves button", true, 60)
	wait(t, ctx, chromedp.Sleep(300e6))
	screenShot(t, ctx, "turtles-over-width")
	if w := eval[float64](t, ctx, `document.querySelector('#board svg').getBoundingClientRect().width`); w < 360 {
		t.Errorf("the track is %.0f px wide on a screen of 390", w)
	}
	// Over, the owners still to give, the key is folded under the track,
	// and opens to its line.
	wait(t, ctx, chromedp.Click(chromedp.CSS(".legend-fold summary")))
	if got := text(t, ctx, ".board-words"); !strings.Contains(got, "Обозначения") || !strings.Contains(got, "Чья какая черепаха — узнаем после финиша.") {
		t.Errorf("the key under the track says %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestTurboTableWholeOnAPhone: four players' piles are all on the first
// screen, at the screen's width, with no frame of their own that scrolls
// and no task card pinned over the names (two of
// four piles in sight, «Аня» and «Боря» under the sticky card).
func TestTurboTableWholeOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Аня, Боря, Мама, Папа", "", true)
	wait(t, ctx, chromedp.Sleep(300e6))
	screenShot(t, ctx, "turbo-four-whole")
	got := eval[[]float64](t, ctx, `(() => {
		const f = document.getElementById('board'), r = f.querySelector('svg').getBoundingClientRect();
		return [f.scrollHeight - f.clientHeight, r.width, r.bottom, document.querySelectorAll('.task-pin').length];
	})()`)
	if got[0] > 1 || got[3] > 0 {
		t.Errorf("the table scrolls in its frame (%.0f px more) or pins its task (%.0f)", got[0], got[3])
	}
	if got[1] < 360 || got[2] > 844 {
		t.Errorf("the table is %.0f px wide and ends at %.0f of 844", got[1], got[2])
	}
	// Before the first task card there is nothing to end
	// («Задания кончились — закончить игру» the first big button).
	if n := eval[int](t, ctx, `document.querySelectorAll('.next-task .card-head button[data-move]').length`); n != 0 {
		t.Errorf("the end offered before the first task: %d", n)
	}
	for _, name := range []string{"Аня", "Боря", "Мама", "Папа"} {
		if !eval[bool](t, ctx, `[...document.querySelectorAll('#board svg text')].some((e) => e.textContent.trim() === '`+name+`' && e.getBoundingClientRect().bottom < 844)`) {
			t.Errorf("%s's pile is not on the first screen", name)
		}
	}
	b.check(t, ts.http.URL)
}

// TestTapWhileOfflineIsSaid: with the server stopped, the moves stand
// greyed under the banner, and a move sent anyway is said not sent
// (e9, then d4, tapped and silently lost).
func TestTapWhileOfflineIsSaid(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "chinese-checkers", "Аня, Боря", "", true)
	tap(t, ctx, `[data-piece]`, true, false)
	ts.Close()
	ts.http.CloseClientConnections()
	ts.http.Close()
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("offline")))
	if got := eval[string](t, ctx, `[...document.querySelectorAll('.taps button, #send')].filter((e) => !e.disabled).map((e) => e.textContent).join(' ')`); got != "" {
		t.Errorf("with the connection lost, these can be tapped: %q", got)
	}
	// A move sent all the same (a tap on the board's ring).
	wait(t, ctx, js(`(() => { const m = document.querySelector('#board .tap-mark[data-hole="' + document.querySelector('[data-target]').dataset.target + '"]'); const r = m.getBoundingClientRect(); document.querySelector('#board svg').dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 })); })()`))
	wait(t, ctx, chromedp.Sleep(800e6))
	if got := strings.ReplaceAll(text(t, ctx, ".problem"), "\u00a0", " "); !strings.Contains(got, "Ход не отправлен") {
		t.Errorf("a move sent offline is said %q", got)
	}
}

// reachable says "reachable" when every element sel finds, the page
// scrolled to it, is wholly on the screen, inside every frame around it,
// and is what a tap at its middle lands on (nothing drawn over it: not
// the verdict, the line to type in, a header pinned at the top); else
// where each is. A phone draws the board at the screen's width
// and the page scrolls as a whole to the moves under it; the moves need
// not be on the first screen, but each must be reached and tapped.
func reachable(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	got := eval[string](t, ctx, fmt.Sprintf(`(() => {
		// Of the verdicts, the last is enough, its first lines (a long
		// one is held to a few that scroll, behind «more»).
		const said = %q === '.said > div';
		const all = document.querySelectorAll(%q);
		const found = said ? [...all].slice(0, 1) : all;
		if (!found.length) return 'none';
		const bad = [];
		for (const e of found) {
			// A held verdict opens at its top: the page alone is scrolled.
			if (said) { for (const h of document.querySelectorAll('.said.last')) h.scrollTop = 0; window.scrollBy(0, e.getBoundingClientRect().top - window.innerHeight / 3); }
			else e.scrollIntoView({ block: 'center' });
			const b = e.getBoundingClientRect();
			const r = { left: b.left, right: b.right, top: b.top, height: b.height, width: b.width, bottom: said ? Math.min(b.bottom, b.top + 60) : b.bottom };
			let top = 0, bottom = window.innerHeight;
			for (let p = e.parentElement; p; p = p.parentElement) {
				const s = getComputedStyle(p);
				if (/(auto|scroll|hidden)/.test(s.overflowY) && p !== document.body && p !== document.documentElement) {
					const f = p.getBoundingClientRect();
					top = Math.max(top, f.top); bottom = Math.min(bottom, f.bottom);
				}
			}
			const name = (e.textContent || e.getAttribute('placeholder') || e.tagName).trim().slice(0, 30);
			if (!(r.height > 0) || r.top < top - 1 || r.bottom > bottom + 1) { bad.push(name + ' at ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' of ' + Math.round(top) + '–' + Math.round(bottom)); continue; }
			const on = document.elementFromPoint(r.left + r.width / 2, (r.top + r.bottom) / 2);
			if (!on || !(on === e || e.contains(on))) bad.push(name + ' under ' + (on ? on.tagName + '.' + on.className : 'nothing'));
		}
		return bad.join('; ') || 'reachable';
	})()`, sel, sel))
	wait(t, ctx, js(`window.scrollTo(0, 0)`))
	return got
}

// boardAtWidth says "at the width" when the board's picture, the page
// at its top, starts on the first screen and is as wide as the screen
// less the page's margins, with no frame of its own that scrolls. Super
// Race's routes offered (the dice in) keep their band of the board, a
// frame at the screen's width that scrolls, as chosen (page.css .routed).
func boardAtWidth(t *testing.T, ctx context.Context) string {
	t.Helper()
	wait(t, ctx, js(`window.scrollTo(0, 0)`))
	return eval[string](t, ctx, `(() => {
		const f = document.getElementById('board'), r = f.querySelector('svg').getBoundingClientRect();
		if (f.closest('.screen.routed')) return f.getBoundingClientRect().width >= window.innerWidth - 32 ? 'at the width' : 'the band is ' + Math.round(f.getBoundingClientRect().width) + ' px wide';
		if (f.scrollHeight > f.clientHeight + 1 || f.scrollWidth > f.clientWidth + 1) return 'the board scrolls in its frame';
		if (r.width < window.innerWidth - 32) return 'the board is ' + Math.round(r.width) + ' px wide of ' + window.innerWidth;
		return r.top >= 0 && r.top < window.innerHeight / 3 ? 'at the width' : 'the board starts at ' + Math.round(r.top);
	})()`)
}
