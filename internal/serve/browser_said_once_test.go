package serve

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestSaidOnceOnAPhone: Turtle Race in Russian on a phone says whose
// turn it is once (the status line, not again at the head of the hint
// after it), and that the turtles' owners are told at the finish once; a
// race over names its winner once, and offers no line to type in.
func TestSaidOnceOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Аня, Боря", "позиция: 7=синяя, 6=зелёная/жёлтая, 4=красная", true)
	count := func(want string) int { return eval[int](t, ctx, fmt.Sprintf(seenSaid+".length", want)) }
	for _, s := range []string{"Ходит игрок Аня.", "узнаем после финиша"} {
		if n := count(s); n != 1 {
			t.Errorf("«%s» is said %d times on the first screen: %q", s, n, eval[[]string](t, ctx, fmt.Sprintf(seenSaid, s)))
		}
	}
	enterLine(t, ctx, "зелёная +1")
	if n := count("Ходит игрок Боря."); n != 1 {
		t.Errorf("«Ходит игрок Боря.» is said %d times", n)
	}
	enterLine(t, ctx, "синяя +2")
	tap(t, ctx, `[data-player="0"][data-value="красная"]`, true, false)
	tap(t, ctx, `[data-player="1"][data-value="синяя"]`, true, false)
	tap(t, ctx, "#secret-send", true, true)
	out := outcome(t, ctx)
	if !strings.Contains(out, "Боря") {
		t.Fatalf("no winner named: %q", out)
	}
	if n := count("обедител"); n != 1 {
		t.Errorf("the winner is named %d times: %q", n, eval[[]string](t, ctx, fmt.Sprintf(seenSaid, "побед")))
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#line, #send').length`); n != 0 {
		t.Errorf("a race over still offers the line to type in (%d)", n)
	}
	// The start page names the game just over: the game, its players,
	// then that it is over («окончена «Черепашьи бега»: …» agreed with
	// nothing).
	tap(t, ctx, "#leave", true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS(".kept-text")))
	if got := text(t, ctx, "body"); !strings.Contains(got, "«Черепашьи бега» (Аня, Боря) — игра окончена") {
		t.Errorf("the start page after the race: %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestRaceToCallSaysWhoTurns: in a race to call (Hurri Count) the player
// due is the one who turns the next card up, not the one who moves.
func TestRaceToCallSaysWhoTurns(t *testing.T) {
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ts.start(t, "turbo", "Аня", "Боря")
	st := ts.enter(t, "задание: лягушки > 4", "")
	if st.Play.Due != "Карту открывает Аня." {
		t.Errorf("turbo's player due: %q", st.Play.Due)
	}
}

// seenSaid lists the elements on the page, as drawn, whose own text
// holds %q, each with its parents: a text of the picture counts where it
// is drawn inside the picture's frame (a sentence cut off the picture is
// said under it instead), none in its description.
const seenSaid = `[...document.querySelectorAll('body *')].filter((e) => {
	if (e.closest('desc, title, [hidden]') || ![...e.childNodes].some((c) => c.nodeType === 3 && c.textContent.includes(%q))) return false;
	const r = e.getBoundingClientRect();
	if (!(r.height > 0)) return false;
	const svg = e.closest('svg');
	if (!svg) return true;
	const f = svg.getBoundingClientRect();
	return r.bottom > f.top + 1 && r.top < f.bottom - 1;
}).map((e) => { const o = []; for (let p = e; p && p !== document.body; p = p.parentElement) o.push(p.tagName + '.' + p.getAttribute('class')); return o.join(' < '); })`
