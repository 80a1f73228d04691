package serve

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestTurboCardsInQuickSuccession: turbo's cards tapped on one phone
// as a speed game taps them, the animal, 150 ms, its count, 300 ms, the
// next animal: every card is entered, none lost while the page draws the
// card before (half of them were lost without a word).
func TestTurboCardsInQuickSuccession(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Mom, Tom, Grandma", "cards: Mom=18, Tom=18, Grandma=18\ntask: frogs > 4", true)
	settled(t, ctx)
	before := rev(t, ctx)
	animals := eval[[]string](t, ctx, `[...document.querySelectorAll('[data-animal-pick]')].map((b) => b.dataset.animalPick)`)
	if len(animals) < 2 {
		t.Fatalf("animals: %v", animals)
	}
	const cards = 8
	for i := range cards {
		a := animals[i%len(animals)]
		wait(t, ctx, chromedp.Tap(chromedp.CSS(fmt.Sprintf(`[data-animal-pick=%q]`, a))), chromedp.Sleep(150*time.Millisecond),
			chromedp.Tap(chromedp.CSS(fmt.Sprintf(`[data-animal=%q][data-count="%d"]`, a, 1+i%3))), chromedp.Sleep(300*time.Millisecond))
	}
	waitRev(t, ctx, before+cards)
	wait(t, ctx, chromedp.Sleep(500*time.Millisecond))
	if got := rev(t, ctx) - before; got != cards {
		t.Errorf("%d cards tapped 0.3 s apart, %d entered", cards, got)
	}
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if n := strings.Count(rec, "\nMom:") + strings.Count(rec, "\nTom:") + strings.Count(rec, "\nGrandma:"); n != cards {
		t.Errorf("the record has %d cards of %d:\n%s", n, cards, rec)
	}
	b.check(t, ts.http.URL)
}

// TestOwnDoubleTapAsked: one phone tapping the same card twice 0.3 s
// apart enters it once and asks, as another phone's tap is asked,
// whether it goes again for the next player; «Enter it» enters it.
func TestOwnDoubleTapAsked(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	one := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Ann, Bob, Cat", "", true)
	settled(t, one)
	before := rev(t, one)
	wait(t, one, chromedp.Tap(chromedp.CSS(`[data-move="red +1"]`)), chromedp.Sleep(300*time.Millisecond), chromedp.Tap(chromedp.CSS(`[data-move="red +1"]`)))
	wait(t, one, chromedp.WaitVisible(chromedp.CSS("#enter-again")))
	if r := rev(t, one); r != before+1 {
		t.Errorf("the double tap changed the game %d times", r-before)
	}
	if got := text(t, one, "#enter-again"); !strings.Contains(got, "This same move was just entered from this phone for Ann. Enter it again — for Bob?") {
		t.Errorf("the phone did not ask whether its own move goes again: %q", got)
	}
	tap(t, one, "#again-yes", true, true)
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(rec, "Ann: red +1") || !strings.Contains(rec, "Bob: red +1") {
		t.Errorf("«Enter it» did not enter the move for the next player:\n%s", rec)
	}
	b.check(t, ts.http.URL)
}

// TestTapOnAButtonDrawnAnew: a finger come down on a move on one phone
// and lifted after the other phone's move is drawn, with another button
// under it by then, enters the move the finger came down on.
func TestTapOnAButtonDrawnAnew(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	one := b.tab(t, ts.http.URL+"/", true)
	two := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Ann, Bob, Cat", "", true)
	waitRev(t, two, rev(t, one))
	settled(t, one)
	settled(t, two)
	before := rev(t, one)
	var x, y float64
	if box := eval[[]float64](t, two, `(() => { const r = document.querySelector('[data-move="yellow +1"]').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`); len(box) == 2 {
		x, y = box[0], box[1]
	}
	// The page drawn anew puts another button where yellow +1 stood (a
	// list that grew or shrank above it does so at a table).
	eval[any](t, two, `(() => {
		const app = document.getElementById('app');
		new MutationObserver(() => {
			const moves = document.querySelector('.moves .row');
			const y = document.querySelector('[data-move="yellow +1"]');
			if (moves && y && y !== moves.lastElementChild) moves.append(y);
		}).observe(app, { childList: true });
	})()`)
	touch := func(kind input.DispatchTouchEventType, points []*input.TouchPoint) {
		t.Helper()
		if _, err := chromedp.Call(two, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: points}); err != nil {
			t.Fatal(err)
		}
	}
	one1, zero := 1.0, 0.0
	touch(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: x, Y: y, RadiusX: &one1, RadiusY: &one1, Force: &one1, ID: &zero}})
	tap(t, one, `[data-move="red +1"]`, true, true)
	waitRev(t, two, before+1)
	under := eval[string](t, two, fmt.Sprintf(`(() => { const b = document.elementFromPoint(%v, %v); const m = b && b.closest('[data-move]'); return m ? m.dataset.move : ''; })()`, x, y))
	if under == "yellow +1" {
		t.Fatal("yellow +1 is still under the finger: the test tests nothing")
	}
	touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{})
	waitRev(t, two, before+2)
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(rec, "Bob: yellow +1") || (under != "" && strings.Contains(rec, "Bob: "+under)) {
		t.Errorf("the tap begun on yellow +1 (lifted over %q) entered:\n%s", under, rec)
	}
	b.check(t, ts.http.URL)
}

// TestSameMoveAskGoneSaysSo: the phone asked whether the same move goes
// again, and another phone's move arrives before it is answered: the
// question gives way to a line saying the move was not entered (it
// vanished without a word), and that line stays until the next tap.
func TestSameMoveAskGoneSaysSo(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	one := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Ann, Bob, Cat", "", true)
	settled(t, one)
	wait(t, one, chromedp.Tap(chromedp.CSS(`[data-move="red +1"]`)), chromedp.Sleep(300*time.Millisecond), chromedp.Tap(chromedp.CSS(`[data-move="red +1"]`)))
	wait(t, one, chromedp.WaitVisible(chromedp.CSS("#enter-again")))
	ts.enter(t, "Bob: blue +1", "en")
	wait(t, one, chromedp.WaitVisible(chromedp.CSS("#again-gone")))
	if n := eval[int](t, one, `document.querySelectorAll('#enter-again').length`); n != 0 {
		t.Errorf("the question still stands after another phone's move")
	}
	want := "Your move was not entered"
	if got := text(t, one, "#again-gone"); !strings.Contains(got, want) {
		t.Errorf("the phone says %q", got)
	}
	// Another phone's move again: the line still stands, until a tap here.
	ts.enter(t, "Cat: yellow +1", "en")
	wait(t, one, chromedp.Sleep(500*time.Millisecond))
	if got := text(t, one, "#again-gone"); !strings.Contains(got, want) {
		t.Errorf("after the next move the line is gone: %q", got)
	}
	settled(t, one)
	tap(t, one, `[data-move="green +1"]`, true, true)
	if n := eval[int](t, one, `document.querySelectorAll('#again-gone').length`); n != 0 {
		t.Errorf("the line stays after the next tap")
	}
	b.check(t, ts.http.URL)
}
