package serve

import (
	"strings"
	"testing"
)

// TestRainbowCardByTaps: on a phone a rainbow card is a tap, then the
// turtle it moves another; the move is played and told.
func TestRainbowCardByTaps(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Ann, Bob", "", true)
	tap(t, ctx, `[data-group^="rainbow"]`, true, false)
	if got := eval[int](t, ctx, `document.querySelectorAll('.group button').length`); got != 5 {
		t.Fatalf("a rainbow card opens %d turtles, want 5", got)
	}
	tap(t, ctx, `.group button[data-move="rainbow +1 yellow"]`, true, true)
	if got := text(t, ctx, ".said.last"); !strings.Contains(got, "rainbow +1 yellow") {
		t.Errorf("said: %q", got)
	}
	b.check(t, ts.http.URL)
}
