package serve

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// carsOutOfSight lists the cars of Big Races' track (their labels, «M1»)
// that are not wholly in sight: inside the board's frame as scrolled and
// on the screen (the legend's copies below the track left out).
const carsOutOfSight = `(() => {
	const frame = document.getElementById('board').getBoundingClientRect();
	const top = Math.max(frame.top, 0), foot = Math.min(frame.bottom, window.innerHeight);
	const out = [];
	let n = 0;
	const seen = new Set();
	for (const e of document.querySelectorAll('#board svg text')) {
		// A car's label drawn first is the car on the track; the legend
		// under the track draws them again.
		const label = e.textContent.trim();
		if (!/^\S+[12]$/.test(label) || seen.has(label)) continue;
		seen.add(label);
		n++;
		const r = e.getBoundingClientRect();
		if (r.top < top - 1 || r.bottom > foot + 1 || r.left < frame.left - 1 || r.right > frame.right + 1) out.push(e.textContent.trim());
	}
	return n ? out.join(' ') : 'no cars';
})()`

// TestBigRacesCarsInSightOnAPhone: Big Races on a phone opens with every
// car in sight in the board's frame, the cars behind the start line (4/−1,
// 4/−2) drawn before the line at the top of the track, not at the lap's
// far end at the frame's foot (the car due at the
// frame's bottom edge, the others cut off); a few moves on, the car due is
// still in sight.
func TestBigRacesCarsInSightOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "big-races", "Masha, Dad", "", true)
	if got := eval[string](t, ctx, carsOutOfSight); got != "" {
		t.Errorf("at the start, cars out of sight in the board's frame: %s", got)
	}
	screenShot(t, ctx, "fam20-big-races-start")
	for turn := 1; turn <= 6 && outcome(t, ctx) == ""; turn++ {
		if eval[int](t, ctx, `document.querySelectorAll('[data-steps]').length`) > 0 {
			tap(t, ctx, "[data-steps]:first-child", true, false)
		}
		tap(t, ctx, ".moves button:first-child", true, true)
		due := eval[string](t, ctx, `(() => {
			const frame = document.getElementById('board').getBoundingClientRect();
			const e = document.querySelector('#board svg .to-move');
			if (!e) return 'no car due';
			const r = e.getBoundingClientRect();
			return r.top >= Math.max(frame.top, 0) - 1 && r.bottom <= Math.min(frame.bottom, window.innerHeight) + 1 ? '' : 'out: ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' of ' + Math.round(frame.top) + '–' + Math.round(frame.bottom);
		})()`)
		if due != "" {
			t.Errorf("after move %d the car due is not in sight in the board's frame (%s)", turn, due)
		}
		screenShot(t, ctx, fmt.Sprintf("fam20-big-races-%d", turn))
	}
	b.check(t, ts.http.URL)
}

// TestTurboPenaltyWholeOnAPhone: Hurri Count on a phone, a wrong call's
// verdict, the penalty the table argues over, is read whole without a tap
// (held to three lines behind «…more»), with the
// calls and the line to type in still in the first screen.
func TestTurboPenaltyWholeOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Mom, Tom, Grandma", "cards: Mom=18, Tom=18, Grandma=18\ntask: frogs > 4", true)
	tapCard(t, ctx, "frogs", "3")
	tap(t, ctx, `[data-caller="Tom"][data-call="turbo"]`, true, true)
	got := eval[string](t, ctx, `(() => {
		const box = document.getElementById('said-last');
		if (!box) return 'no verdict';
		const r = box.getBoundingClientRect();
		if (box.scrollHeight > box.clientHeight + 1) return 'held: ' + box.clientHeight + ' of ' + box.scrollHeight + ' px';
		if (r.top < 0 || r.bottom > window.innerHeight + 1) return 'out of the screen: ' + Math.round(r.top) + '–' + Math.round(r.bottom);
		return /penalty/i.test(box.textContent) ? '' : 'no penalty in ' + box.textContent;
	})()`)
	if got != "" {
		t.Errorf("the wrong call's verdict is not read whole: %s", got)
	}
	for _, s := range []string{`[data-caller="Grandma"][data-call="touch"]`, "#line", "#undo"} {
		if where := reachable(t, ctx, s); where != "reachable" {
			t.Errorf("%s is not reached: %s", s, where)
		}
	}
	screenShot(t, ctx, "fam20-turbo-penalty")
	b.check(t, ts.http.URL)
}

// TestTurtlesFinishedToolsInSight: a Turtle Race over on a phone, the
// colours tapped and the winner named, shows «Download the record» and
// «New game» in the first screen (at y≈856 of 844).
func TestTurtlesFinishedToolsInSight(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Nina, Pasha", "setup: 7=blue, 6=green/yellow, 4=red", true)
	finishTurtlesRace(t, ctx)
	wait(t, ctx, js(`window.scrollTo(0, 0)`))
	for _, s := range []string{"#download", "#leave", ".outcome"} {
		if got := inSight(t, ctx, s); got != "in" {
			t.Errorf("the race over: %s is not in the first screen (%s)", s, got)
		}
	}
	screenShot(t, ctx, "fam20-turtles-over")
	b.check(t, ts.http.URL)
}

// finishTurtlesRace plays the race set up by "setup: 7=blue, 6=green/yellow,
// 4=red" to its end (blue home), taps Nina's red and Pasha's blue, and
// checks a winner is named.
func finishTurtlesRace(t *testing.T, ctx context.Context) {
	t.Helper()
	enterLine(t, ctx, "green +1")
	enterLine(t, ctx, "blue +2")
	tap(t, ctx, `[data-player="0"][data-value="red"]`, true, false)
	tap(t, ctx, `[data-player="1"][data-value="blue"]`, true, false)
	tap(t, ctx, "#secret-send", true, true)
	if !strings.Contains(outcome(t, ctx), "wins") {
		t.Fatalf("no winner named: %q", outcome(t, ctx))
	}
}
