package serve

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestQuickTapOtherMoveGoes (serve25, F1): a tap on one phone the moment
// another phone's move arrives is held back only when it would play that
// same move again for the next player (the page says the game moved on);
// any other move goes through at once, not refused for being quick.
func TestQuickTapOtherMoveGoes(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	one := b.tab(t, ts.http.URL+"/", true)
	two := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Ann, Bob, Cat", "", true)
	waitRev(t, two, rev(t, one))
	settled(t, one)
	settled(t, two)
	// tapOnArrival has phone two tap sel the moment the game reaches rev
	// at, as the page draws it (no delay of the test's own).
	tapOnArrival := func(sel string, at int) {
		eval[any](t, two, fmt.Sprintf(`(() => {
			const app = document.getElementById('app');
			new MutationObserver((_, obs) => {
				if (Number(app.dataset.rev) < %d) return;
				obs.disconnect();
				window.tappedFresh = document.body.hasAttribute('data-fresh');
				document.querySelector(%q).click();
			}).observe(app, { attributes: true, attributeFilter: ['data-rev'] });
		})()`, at, sel))
	}

	// The same move as the one just played: held back, and said so.
	before := rev(t, one)
	tapOnArrival(`[data-move="red +1"]`, before+1)
	tap(t, one, `[data-move="red +1"]`, true, true)
	waitRev(t, two, before+1)
	if !eval[bool](t, two, `window.tappedFresh === true`) {
		t.Fatal("phone two's tap did not land as the other phone's move was drawn")
	}
	wait(t, two, chromedp.Sleep(400*time.Millisecond))
	if r := rev(t, two); r != before+1 {
		t.Errorf("the same move tapped as it arrived was played again")
	}
	if got := text(t, two, "body"); !strings.Contains(got, "Another phone has just changed the game") {
		t.Errorf("phone two was not told the game moved on: %q", got)
	}
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if strings.Contains(rec, "Bob:") || strings.Count(rec, "red +1") != 1 {
		t.Errorf("a move was played for the next player:\n%s", rec)
	}

	// Another move, tapped as the next move arrives: played at once.
	settled(t, one)
	settled(t, two)
	before = rev(t, one)
	tapOnArrival(`[data-move="green +1"]`, before+1)
	tap(t, one, `[data-move="yellow +1"]`, true, true)
	waitRev(t, two, before+2)
	if !eval[bool](t, two, `window.tappedFresh === true`) {
		t.Fatal("phone two's tap did not land as the other phone's move was drawn")
	}
	_, rec, _ = ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(rec, "green +1") {
		t.Errorf("a different move tapped as the other phone's move arrived was not played:\n%s", rec)
	}
	if got := text(t, two, ".problem"); got != "" {
		t.Errorf("a different move, quick, was refused: %q", got)
	}
	waitRev(t, one, before+2)
	b.check(t, ts.http.URL)
}
