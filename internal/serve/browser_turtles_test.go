package serve

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestTurtlesTrackWholeOnAPhone: on a phone the turtles' whole track, the
// finish too, is in sight in its frame with no scrolling inside it, and
// the cards are on the first screen, the long word on the cards and a
// rainbow card's turtles opened notwithstanding (a frame that cut
// squares 6 to the finish, help that pushed the cards out of view).
func TestTurtlesTrackWholeOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	b.check(t, "")
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Mom, Masha, Petya, Granny Zina", "", true)
	tap(t, ctx, `.moves [data-move="red +1"]`, true, true)
	wait(t, ctx, js(`window.scrollTo(0, 0)`))
	for _, sel := range []string{".moves [data-move]", "#undo"} {
		if where := reachable(t, ctx, sel); where != "reachable" {
			t.Errorf("%s is not reached (%s)", sel, where)
		}
	}
	tap(t, ctx, `.moves [data-group]`, true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS(".moves .group button")), js(`window.scrollTo(0, 0)`))
	got := eval[string](t, ctx, `(() => {
		const frame = document.getElementById('board');
		const f = frame.getBoundingClientRect(), r = frame.querySelector('svg').getBoundingClientRect();
		if (frame.scrollHeight > frame.clientHeight + 1 || frame.scrollWidth > frame.clientWidth + 1) return 'the frame scrolls';
		return r.top >= f.top - 1 && r.bottom <= Math.min(f.bottom, window.innerHeight) + 1 ? 'whole' : 'cut: ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' in ' + Math.round(f.top) + '–' + Math.round(f.bottom);
	})()`)
	if got != "whole" {
		t.Errorf("the track: %s", got)
	}
	for _, sel := range []string{".moves .group button", "#undo"} {
		if where := reachable(t, ctx, sel); where != "reachable" {
			t.Errorf("%s is not reached (%s)", sel, where)
		}
	}
	screenShot(t, ctx, "turtles-track-screen")
	b.check(t, ts.http.URL)
}
