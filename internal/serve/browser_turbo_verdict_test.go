package serve

import (
	"strconv"
	"testing"
)

// TestTurboVerdictAndPilesInSight: Hurri Count on a phone (390×844), ten
// cards turned and a wrong call: the referee's verdict is on the screen
// and not under the pinned keys, nor is any player's open card; a round won, the next task card due,
// the end of the game is not where the thumb just tapped the call.
func TestTurboVerdictAndPilesInSight(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Аня, Боря, Вика", "карты: Аня=19, Боря=19, Вика=18\nзадание: лягушки > 4", true)
	// Each animal by its place in the row (the page's words are Russian).
	for _, c := range [][2]string{{"1", "2"}, {"2", "1"}, {"3", "2"}, {"1", "4"}, {"2", "2"}, {"3", "3"}, {"1", "1"}, {"2", "1"}, {"3", "1"}} {
		tap(t, ctx, ".animals button:nth-of-type("+c[0]+")", true, false)
		tap(t, ctx, `.count-keys [data-count="`+c[1]+`"]`, true, true)
	}
	call := `[data-caller="Аня"][data-call="turbo"]`
	at := eval[[]float64](t, ctx, `(() => { const r = document.querySelector('`+call+`').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`)
	tap(t, ctx, call, true, true)
	screenShot(t, ctx, "turbo-verdict")
	// The verdict: on the screen, its first line not under anything.
	if got := eval[string](t, ctx, `(() => {
		const box = document.getElementById('said-last');
		if (!box) return 'no verdict';
		const r = box.getBoundingClientRect();
		if (r.height <= 0 || r.top < 0 || r.top + 16 > window.innerHeight) return 'off the screen at ' + Math.round(r.top) + '–' + Math.round(r.bottom);
		const on = document.elementFromPoint(r.left + 20, r.top + 8);
		return on && box.contains(on) ? '' : 'under ' + (on ? on.tagName + '.' + on.className : 'nothing') + ' at ' + Math.round(r.top);
	})()`); got != "" {
		t.Errorf("the verdict is not read: %s", got)
	}
	// Every player's open card (its animal drawn on it): not under the
	// keys.
	if got := eval[string](t, ctx, `(() => {
		const taps = document.querySelector('.taps');
		const bad = [];
		for (const a of document.querySelectorAll('#board svg .animal')) {
			const r = a.getBoundingClientRect();
			if (r.height <= 0) continue;
			for (const y of [r.top + 2, r.bottom + 60]) {
				const on = document.elementFromPoint(r.left + r.width / 2, Math.min(y, window.innerHeight - 1));
				if (y < window.innerHeight && on && taps && taps.contains(on)) bad.push(Math.round(r.left) + ',' + Math.round(y));
			}
		}
		return bad.join('; ');
	})()`); got != "" {
		t.Errorf("an open card lies under the keys at %s", got)
	}
	// A right call wins the round: the next task card is due, and the
	// end of the task cards is not where the call was tapped.
	tap(t, ctx, ".animals button:nth-of-type(2)", true, false)
	tap(t, ctx, `.count-keys [data-count="4"]`, true, true)
	tap(t, ctx, call, true, true)
	screenShot(t, ctx, "turbo-round-won")
	// The end is not where the call was tapped.
	if got := eval[string](t, ctx, `(() => {
		const e = document.querySelector('.next-task button[data-move]');
		if (!e) return 'no end';
		const on = document.elementFromPoint(`+fmtF(at[0])+`, `+fmtF(at[1])+`);
		return on && e.contains(on) ? 'the end stands where the call was' : '';
	})()`); got != "" {
		t.Error(got)
	}
	b.check(t, ts.http.URL)
}

func fmtF(f float64) string { return strconv.FormatFloat(f, 'f', 1, 64) }
