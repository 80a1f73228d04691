package serve

import (
	"fmt"
	"testing"
)

// TestTurboRaceOnAPhone: on a phone, in a race to call first, every
// player's calls (and the touch of the task card) are on the first screen
// with the whole table — every player's piles and the task card, the
// picture not cut at any side — and the card turned up by the player due.
func TestTurboRaceOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Mom, Tom, Grandma", "cards: Mom=18, Tom=18, Grandma=18\ntask: frogs > 4", true)
	tapCard(t, ctx, "frogs", "3")
	tapCard(t, ctx, "frogs", "2")
	for _, n := range []string{"Mom", "Tom", "Grandma"} {
		for _, c := range []string{"turbo", "forsazh", "touch"} {
			sel := fmt.Sprintf(`[data-caller=%q][data-call=%q]`, n, c)
			if got := inSight(t, ctx, sel); got != "in" {
				t.Errorf("%s's %s is not in the first screen: %s", n, c, got)
			}
		}
	}
	// The table of three players is taller than its frame at the size its
	// text reads at (11 CSS px): the frame shows the piles due and the
	// card turned last, the rest scrolled to.
	seen(t, ctx, "two cards turned", map[string]string{
		"the piles due":   `svg.querySelector('.to-move')`,
		"the card turned": `svg.querySelector('.focus')`,
	})
	// Its whole width, none of it cut at a side.
	if got := eval[string](t, ctx, `(() => { const r = document.querySelector('#board svg rect').getBoundingClientRect(), f = document.getElementById('board').getBoundingClientRect();
		return r.left >= f.left - 1 && r.right <= f.right + 1 && r.right <= window.innerWidth + 1 ? 'whole' : [r.left, r.right, f.left, f.right].map(Math.round).join(' ') })()`); got != "whole" {
		t.Errorf("the table is cut at a side: %s", got)
	}
	// Whole, and at a size the cards read: the picture is not shrunk to a
	// stamp to leave the calls room.
	if w := eval[float64](t, ctx, `document.querySelector('#board svg rect').getBoundingClientRect().width / window.innerWidth`); w < 0.6 {
		t.Errorf("the table takes %.0f%% of the screen's width", w*100)
	}
	firstScreen(t, ctx, "turbo-race-screen", `[data-animal-pick="birds"], [data-count="9"]`)
	b.check(t, ts.http.URL)
}

// TestTurboTaskOnAPhone: the task card tapped on a phone, the page once
// scrolled down, leaves the page at its top (the game's name, the
// players, the open piles and the task in view without scrolling); the
// number keypad of the task takes under a third of the screen.
func TestTurboTaskOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Mom, Tom, Grandma", "cards: Mom=18, Tom=18, Grandma=18", true)
	if h := eval[float64](t, ctx, `document.querySelector('.task-taps').getBoundingClientRect().height / window.innerHeight`); h > 0.34 {
		t.Errorf("the task's keypad takes %.0f%% of the screen's height", h*100)
	}
	if n := eval[float64](t, ctx, `document.querySelector('.task-taps .numbers').getBoundingClientRect().height / window.innerHeight`); n > 0.12 {
		t.Errorf("the task's numbers take %.0f%% of the screen's height", n*100)
	}
	wait(t, ctx, js(`window.scrollTo(0, document.body.scrollHeight)`))
	if y := eval[float64](t, ctx, `window.scrollY`); y < 10 {
		t.Fatalf("the page does not scroll down (%v): the test tests nothing", y)
	}
	tap(t, ctx, `[data-task="animal:frogs"]`, true, false)
	tap(t, ctx, `[data-task="op:>"]`, true, false)
	// 10–20 behind a tap, and back.
	tap(t, ctx, `[data-task="numbers:high"]`, true, false)
	if got := eval[bool](t, ctx, `!!document.querySelector('[data-task="number:14"]') && !document.querySelector('[data-task="number:4"]')`); !got {
		t.Errorf("the numbers from 10: %q", text(t, ctx, ".task-taps .numbers"))
	}
	tap(t, ctx, `[data-task="numbers:low"]`, true, false)
	tap(t, ctx, `[data-task="number:4"]`, true, false)
	wait(t, ctx, js(`window.scrollTo(0, document.body.scrollHeight)`))
	tap(t, ctx, `[data-task="send"]`, true, true)
	if y := eval[float64](t, ctx, `window.scrollY`); y > 1 {
		t.Errorf("after the task the page stays scrolled down by %.0f px", y)
	}
	for _, sel := range []string{".head h1", ".players", "#board"} {
		if got := inSight(t, ctx, sel); got != "in" {
			t.Errorf("after the task %s is not in the first screen: %s", sel, got)
		}
	}
	b.check(t, ts.http.URL)
}
