package serve

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestRefusedLineStaysToCorrect: a move typed and refused stays in the
// line to type in, to be corrected rather than typed again; a move taken
// leaves the line empty (a typo had to be retyped).
func TestRefusedLineStaysToCorrect(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Ann, Bob", "", true)
	enterLine(t, ctx, "red -1")
	c, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`document.getElementById('line').value === 'red -1'`)); err != nil {
		t.Fatalf("the refused line is not kept to correct: %q (%v)", eval[string](t, ctx, `document.getElementById('line').value`), err)
	}
	// Cleared as a finger clears it: the page hears the input, as it does
	// a key (setting the value alone leaves the page's copy of the line).
	wait(t, ctx, js(`(() => { const l = document.getElementById('line'); l.value = ''; l.dispatchEvent(new Event('input')); })()`))
	enterLine(t, ctx, "red +1")
	wait(t, ctx, chromedp.Sleep(300*time.Millisecond))
	if got := eval[string](t, ctx, `document.getElementById('line').value`); got != "" {
		t.Errorf("after a move taken the line holds %q", got)
	}
	b.check(t, ts.http.URL)
}

// nearRing is a ring sel finds on the board and a point off bit px from
// its centre nearer to it than to any other ring, on the screen and on
// the board: [name (attr), x, y, ring width]; empty for none.
func nearRing(t *testing.T, ctx context.Context, sel, attr string, off int) []any {
	t.Helper()
	return eval[[]any](t, ctx, fmt.Sprintf(`(() => {
		const rings = [...document.querySelectorAll(%q)].map((m) => {
			const r = m.getBoundingClientRect();
			return { name: m.getAttribute(%q), x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width };
		});
		for (const h of rings) for (let k = 0; k < 16; k++) {
			const a = k * Math.PI / 8, x = h.x + %d * Math.cos(a), y = h.y + %d * Math.sin(a);
			if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
			const on = document.elementFromPoint(x, y);
			if (!on || !on.closest('#board')) continue;
			const d = Math.hypot(x - h.x, y - h.y);
			if (rings.every((o) => o === h || Math.hypot(x - o.x, y - o.y) > d + 2)) return [h.name, x, y, h.w];
		}
		return [];
	})()`, sel, attr, off, off))
}

// TestBigRacesCellTappedOnTheBoard: Big Races on a phone: the cells the
// car due may end on are ringed on the board (from the engine's paths,
// as the picture of a tap view marks them), and a tap within 20 px of
// one, a finger's 44 px target, makes the path to it
// (nothing was lit, a tap on the board did nothing, and the paths
// were chosen 600–1000 px under it).
func TestBigRacesCellTappedOnTheBoard(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "big-races", "Аня, Боря", "", true)
	wait(t, ctx, chromedp.Sleep(300*time.Millisecond))
	if n := eval[int](t, ctx, `document.querySelectorAll('#board .tap-mark[data-tap-cell]').length`); n < 4 {
		t.Fatalf("%d cells ringed on the board", n)
	}
	screenShot(t, ctx, "big-races-cells-ringed")
	at := nearRing(t, ctx, "#board .tap-mark[data-tap-cell]", "data-tap-cell", 20)
	if len(at) != 4 {
		wait(t, ctx, js(`document.getElementById('board').scrollIntoView()`))
		at = nearRing(t, ctx, "#board .tap-mark[data-tap-cell]", "data-tap-cell", 20)
	}
	if len(at) != 4 {
		t.Fatal("no ringed cell with a point 20 px off it nearer to it than to the others")
	}
	cell := at[0].(string)
	t.Logf("cell %s, ring %.0f px, tapped at (%.0f, %.0f)", cell, at[3], at[1], at[2])
	settled(t, ctx)
	before := rev(t, ctx)
	wait(t, ctx, chromedp.TapXY(at[1].(float64), at[2].(float64)))
	waitRev(t, ctx, before+1)
	if got := strings.ReplaceAll(text(t, ctx, "#said-last"), "\u00a0", " "); !strings.Contains(got, "на "+strings.ReplaceAll(cell, "-", "−")+".") {
		t.Errorf("a tap on the cell %s said %q", cell, got)
	}
	b.check(t, ts.http.URL)
}

// TestSuperRaceRouteChosenOnTheBoard: Super Race on a phone, the dice in:
// each route's end is ringed on the board; a tap on one draws that route
// (the server's drawing, the others hidden) and offers «Take this route»,
// which makes it; the other players' routes stand quieter while a route
// is chosen (routes chosen blind, four tangled).
func TestSuperRaceRouteChosenOnTheBoard(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Melanie, Edgar", "track: indianapolis", true)
	roll := func() {
		for i, f := range strings.Fields("rs rs rs bs rc") {
			tap(t, ctx, `[data-face="`+f+`"]`, true, i == 4)
		}
		wait(t, ctx, chromedp.Sleep(300*time.Millisecond))
	}
	roll()
	if n := eval[int](t, ctx, `document.querySelectorAll('#board .tap-mark[data-tap-end]').length`); n < 2 {
		t.Fatalf("%d route ends ringed on the board", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#board [data-offer][visibility="visible"]').length`); n != 0 {
		t.Errorf("%d routes drawn before any is tapped", n)
	}
	at := eval[[]any](t, ctx, `(() => { const m = document.querySelector('#board .tap-mark[data-tap-end]'); m.scrollIntoView({ block: 'center' }); const r = m.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`)
	wait(t, ctx, chromedp.TapXY(at[0].(float64), at[1].(float64)))
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("take-route")))
	if n := eval[int](t, ctx, `document.querySelectorAll('#board [data-offer][visibility="visible"]').length`); n != 1 {
		t.Errorf("%d routes drawn after one end tapped", n)
	}
	screenShot(t, ctx, "super-race-route-previewed")
	route := text(t, ctx, "#take p")
	tap(t, ctx, "#take-route", true, true)
	if got := text(t, ctx, "#said-last"); !strings.Contains(got, "Melanie") {
		t.Errorf("Take this route (%q) said %q", route, got)
	}
	// Edgar chooses: Melanie's route is quieter.
	roll()
	if n := eval[int](t, ctx, `[...document.querySelectorAll('#board g[opacity] path')].length`); n == 0 {
		t.Error("Melanie's route is not quieter while Edgar chooses")
	}
	b.check(t, ts.http.URL)
}

// TestUndoAsksASecondTap: Undo says it takes back the last move, and
// asks a second tap before it does, as New game does
// (one tap on another phone took back Аня's move at once, and
// «Отменить» beside the line read as clearing what was typed).
func TestUndoAsksASecondTap(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Ann, Bob", "", true)
	enterLine(t, ctx, "red +1")
	if got := text(t, ctx, "#undo"); got != "Undo last move" {
		t.Errorf("Undo says %q", got)
	}
	before := rev(t, ctx)
	tap(t, ctx, "#undo", true, false)
	wait(t, ctx, chromedp.Sleep(300*time.Millisecond))
	if got := rev(t, ctx); got != before {
		t.Fatalf("one tap on Undo took the move back (revision %d, was %d)", got, before)
	}
	if got := text(t, ctx, "#undo"); !strings.Contains(got, "Tap again") {
		t.Errorf("after one tap Undo says %q", got)
	}
	screenShot(t, ctx, "undo-sure")
	tap(t, ctx, "#undo", true, true)
	if got := eval[int](t, ctx, `document.querySelectorAll('.said.last p').length`); got != 0 {
		if s := text(t, ctx, "#said-last"); !strings.Contains(s, "undo") && !strings.Contains(s, "back") {
			t.Logf("after Undo the page says %q", s)
		}
	}
	if got := text(t, ctx, "#undo"); got != "Undo last move" {
		t.Errorf("after Undo it says %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestMovesFollowTheBoard: on a phone the moves come right after the
// board and what is due, the picture's legend under them; no line is
// said twice on one screen (whose turn it is, the last move); and a
// typed move refused leaves the line in sight, focused, its text
// selected to be corrected.
func TestMovesFollowTheBoard(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Аня, Боря, Мама, Папа", "", true)
	wait(t, ctx, chromedp.Sleep(300*time.Millisecond))
	count := func(s string) int {
		// What the page says in sight, not the picture's own words.
		return eval[int](t, ctx, fmt.Sprintf(`(() => {
			const svgs = [...document.querySelectorAll('#app svg')];
			for (const e of svgs) e.style.display = 'none';
			const n = document.getElementById('app').innerText.replace(/\s+/g, ' ').split(%q).length - 1;
			for (const e of svgs) e.style.display = '';
			return n;
		})()`, s))
	}
	if n := count("Ходит игрок Аня."); n != 1 {
		t.Errorf("«Ходит игрок Аня.» is said %d times", n)
	}
	if order := eval[string](t, ctx, `(() => {
		const m = document.querySelector('.moves button').getBoundingClientRect(), w = document.querySelector('.board-words').getBoundingClientRect();
		return m.top < w.top ? 'moves first' : 'legend first';
	})()`); order != "moves first" {
		t.Errorf("the legend stands between the board and the moves")
	}
	wait(t, ctx, js(`window.scrollTo(0, 0)`))
	enterLine(t, ctx, "красная -1")
	wait(t, ctx, chromedp.Sleep(300*time.Millisecond))
	if got := eval[string](t, ctx, `(() => {
		const l = document.getElementById('line'), r = l.getBoundingClientRect();
		if (document.activeElement !== l) return 'not focused: ' + (document.activeElement && document.activeElement.id);
		if (l.selectionStart !== 0 || l.selectionEnd !== l.value.length || !l.value) return 'not selected: ' + l.selectionStart + '–' + l.selectionEnd + ' of ' + JSON.stringify(l.value);
		if (r.top < 0 || r.bottom > innerHeight) return 'out of sight: ' + Math.round(r.top) + '–' + Math.round(r.bottom);
		return 'to correct';
	})()`); got != "to correct" {
		t.Errorf("the refused line: %s", got)
	}
	screenShot(t, ctx, "turtles-refused-to-correct")
	wait(t, ctx, js(`(() => { const l = document.getElementById('line'); l.value = ''; l.dispatchEvent(new Event('input')); })()`))
	enterLine(t, ctx, "красная +1")
	wait(t, ctx, chromedp.Sleep(300*time.Millisecond))
	if n := count("Последний ход"); n > 1 {
		t.Errorf("«Последний ход» is said %d times", n)
	}
	b.check(t, ts.http.URL)
}

// tapCard turns up Hurri Count's card of count animals for the player
// due: the animal, then the count (27 keys of 30 px were one tap
// each).
func tapCard(t *testing.T, ctx context.Context, animal, count string) {
	t.Helper()
	tap(t, ctx, fmt.Sprintf(`[data-animal-pick=%q]`, animal), true, false)
	tap(t, ctx, fmt.Sprintf(`[data-animal=%q][data-count=%q]`, animal, count), true, true)
}

// TestTurboKeysAFingerWide: Hurri Count on a phone: every key of a card
// (the animal, then the count) and every call is 44 CSS px at least
// across and high; a touch of the task card says it is a touch with no
// call; the task builder's button says the task is ready, not a second
// «Enter» beside the line's.
func TestTurboKeysAFingerWide(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Мама, Аня, Боря, Папа", "карты: Мама=18, Аня=18, Боря=18, Папа=18", true)
	if got := text(t, ctx, `[data-task="send"]`); got != "Задание готово" {
		t.Errorf("the task builder's button says %q", got)
	}
	layTask(t, ctx, "animal:лягушки", "op:>", "number:4", "send")
	tap(t, ctx, `[data-animal-pick="лягушки"]`, true, false)
	small := eval[[]string](t, ctx, `[...document.querySelectorAll('[data-animal-pick], [data-count], [data-caller]')].map((e) => {
		const r = e.getBoundingClientRect();
		return r.width < 43.5 || r.height < 43.5 ? e.textContent + ' ' + Math.round(r.width) + '×' + Math.round(r.height) : '';
	}).filter((s) => s)`)
	if len(small) > 0 {
		t.Errorf("keys under 44 px: %q", small)
	}
	if got := text(t, ctx, `[data-caller="Аня"][data-call="touch"]`); got != "Касание без крика" {
		t.Errorf("the touch says %q", got)
	}
	screenShot(t, ctx, "turbo-keys")
	tap(t, ctx, `[data-animal="лягушки"][data-count="3"]`, true, true)
	if got := strings.ReplaceAll(text(t, ctx, "#said-last"), "\u00a0", " "); !strings.Contains(got, "3 лягушки") {
		t.Errorf("the card turned up: %q", got)
	}
	b.check(t, ts.http.URL)
}
