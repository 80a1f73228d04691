package serve

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestSameCardNextPlayerGoes (check26, F1): in turtles the next player
// often plays the card just played. Tapped on another phone a moment
// after that move arrived, the finger down on the new position, it goes;
// a finger that came down on the position before it, lifted as the move
// arrives, enters nothing, and the page says that move is in already;
// two phones tapping at once still enter one move.
func TestSameCardNextPlayerGoes(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	one := b.tab(t, ts.http.URL+"/", true)
	two := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Ann, Bob, Cat", "", true)
	waitRev(t, two, rev(t, one))
	settled(t, one)
	settled(t, two)

	// Bob copies Ann's card at once, his finger down after it is drawn.
	before := rev(t, one)
	eval[any](t, two, `(() => {
		const app = document.getElementById('app');
		new MutationObserver((_, obs) => {
			obs.disconnect();
			setTimeout(() => {
				window.tappedFresh = document.body.hasAttribute('data-fresh');
				const b = document.querySelector('[data-move="red +1"]');
				b.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
				b.click();
			}, 150);
		}).observe(app, { attributes: true, attributeFilter: ['data-rev'] });
	})()`)
	tap(t, one, `[data-move="red +1"]`, true, true)
	waitRev(t, two, before+2)
	if !eval[bool](t, two, `window.tappedFresh === true`) {
		t.Fatal("phone two's tap did not come within the moment after the other phone's move")
	}
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(rec, "Bob: red +1") {
		t.Errorf("the next player's same card, tapped at once, was not played:\n%s", rec)
	}
	if got := text(t, two, ".problem"); got != "" {
		t.Errorf("the same card played by the next player was refused: %q", got)
	}

	// Cat's card from phone one arrives under a finger come down on
	// phone two on Cat's turn: the same card is not entered again, for Ann.
	waitRev(t, one, before+2)
	settled(t, one)
	settled(t, two)
	before = rev(t, one)
	var x, y float64
	if box := eval[[]float64](t, two, `(() => { const r = document.querySelector('[data-move="blue +1"]').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`); len(box) == 2 {
		x, y = box[0], box[1]
	}
	touch := func(kind input.DispatchTouchEventType, points []*input.TouchPoint) {
		t.Helper()
		if _, err := chromedp.Call(two, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: points}); err != nil {
			t.Fatal(err)
		}
	}
	one1 := 1.0
	zero := 0.0
	touch(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: x, Y: y, RadiusX: &one1, RadiusY: &one1, Force: &one1, ID: &zero}})
	tap(t, one, `[data-move="blue +1"]`, true, true)
	waitRev(t, two, before+1)
	fresh := eval[bool](t, two, `document.body.hasAttribute('data-fresh')`)
	touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{})
	if !fresh {
		t.Fatal("the finger was not lifted within the moment after the other phone's move")
	}
	wait(t, two, chromedp.Sleep(400*time.Millisecond))
	if r := rev(t, two); r != before+1 {
		t.Errorf("a tap begun on the position before played the same card again")
	}
	if got := text(t, two, ".problem"); !strings.Contains(got, "This move was just entered from another phone — it was not recorded a second time.") {
		t.Errorf("phone two was not told the move is in already: %q", got)
	}
	_, rec, _ = ts.call(t, "GET", "/transcript", "", "")
	if strings.Count(rec, "blue +1") != 1 {
		t.Errorf("a move was played for the next player:\n%s", rec)
	}

	// Both phones tap the same card at the same instant: one move.
	settled(t, one)
	settled(t, two)
	before = rev(t, one)
	var wg sync.WaitGroup
	for _, ctx := range []context.Context{one, two} {
		wg.Go(func() { _, _ = chromedp.Run(ctx, chromedp.Tap(chromedp.CSS(`[data-move="green +1"]`))) })
	}
	wg.Wait()
	waitRev(t, one, before+1)
	waitRev(t, two, before+1)
	wait(t, two, chromedp.Sleep(400*time.Millisecond))
	_, rec, _ = ts.call(t, "GET", "/transcript", "", "")
	if strings.Count(rec, "green +1") != 1 || rev(t, one) != before+1 {
		t.Errorf("the same card tapped on two phones at once was entered %d times:\n%s", strings.Count(rec, "green +1"), rec)
	}
	b.check(t, ts.http.URL)
}
