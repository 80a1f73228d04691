package serve

import (
	"strings"
	"testing"
)

// TestFinishKeySaysNothingTwice: on the finish screen the
// picture's key does not say again what the outcome box says (the race
// over, its winner), and before the owners are given it stays folded: it
// says nothing the page does not; once they are, their lines are shown.
func TestFinishKeySaysNothingTwice(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	one, _ := raceOverOnTwoPhones(t, b, ts)
	seen := `[...document.querySelectorAll('.board-words p')].filter((e) => e.checkVisibility()).map((e) => { const c = e.cloneNode(true); c.querySelectorAll('svg').forEach((s) => s.remove()); return c.textContent.trim(); }).join('\n')`
	if got := eval[string](t, one, seen); got != "" {
		t.Errorf("the race over, no owner given: the key is shown unfolded:\n%s", got)
	}
	if got := text(t, one, ".board-words"); strings.Contains(got, "Гонка окончена") {
		t.Errorf("the key says the race is over under the outcome saying it: %q", got)
	}
	screenShot(t, one, "check27-finish-key-folded")
	tap(t, one, `[data-player="0"][data-value="красная"]`, true, false)
	tap(t, one, `[data-player="1"][data-value="синяя"]`, true, false)
	tap(t, one, "#secret-send", true, true)
	got := eval[string](t, one, seen)
	if !strings.Contains(got, "красная — Nina") || !strings.Contains(got, "синяя — Pasha") {
		t.Errorf("the owners given, the key does not show them:\n%s", got)
	}
	if strings.Contains(got, "Гонка окончена") || strings.Contains(got, "Победитель") {
		t.Errorf("the key says again what the outcome says:\n%s", got)
	}
	b.check(t, ts.http.URL)
}
