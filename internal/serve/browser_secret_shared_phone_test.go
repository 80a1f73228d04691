package serve

import (
	"strings"
	"testing"
)

// TestSecretChangeAsksOnASharedPhone: on a phone two players share (the
// colours of both picked on it), Change on one player's row asks whose
// pick it is, as another phone does, before it opens the row; «No» leaves
// it; «Yes, mine» opens it with no colour shown. A phone that holds only
// the row's own pick opens it at once.
func TestSecretChangeAsksOnASharedPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Mom, Masha", "", true)
	playUntilOver(t, ctx, ".moves button", true, 40)
	tap(t, ctx, `[data-player="0"][data-value="red"]`, true, false)
	// Only Mom's pick here: her Change opens her row at once.
	tap(t, ctx, `#secret-change-0`, true, false)
	if n := eval[int](t, ctx, `document.querySelectorAll('[data-player="0"][data-value]').length`); n != 5 {
		t.Errorf("Change on the only pick of this phone offers %d colours, want 5 at once", n)
	}
	tap(t, ctx, `[data-player="0"][data-value="red"]`, true, false)
	tap(t, ctx, `[data-player="1"][data-value="blue"]`, true, false)
	// Masha, on the same phone, taps Change on Mom's row: asked first.
	tap(t, ctx, `#secret-change-0`, true, false)
	if got := text(t, ctx, "#secret-whose-0"); !strings.Contains(got, "Only the player whose pick it is may change it. Is it yours?") {
		t.Errorf("Change on a shared phone does not ask whose the pick is: %q", got)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('[data-player="0"][data-value]').length`); n != 0 {
		t.Errorf("Mom's colours offered before the question is answered: %d", n)
	}
	tap(t, ctx, `#secret-not-mine-0`, true, false)
	if n := eval[int](t, ctx, `document.querySelectorAll('[data-player="0"][data-value]').length`); n != 0 {
		t.Errorf("after «No», Mom's colours are offered")
	}
	tap(t, ctx, `#secret-change-0`, true, false)
	tap(t, ctx, `#secret-mine-0`, true, false)
	if n := eval[int](t, ctx, `[...document.querySelectorAll('[data-player="0"][data-value]')].filter((e) => e.getAttribute('aria-pressed') === 'false').length`); n != 5 {
		t.Errorf("after «Yes, mine» %d of Mom's colours offered, none pressed; want 5", n)
	}
	b.check(t, ts.http.URL)
}
