package serve

import (
	"context"
	"testing"
)

// wholeBoard fails unless every hole of the board (a circle named by its
// title) lies inside the board's frame and the first screen: the star is
// never cut, not even while a piece's targets are open.
func wholeBoard(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	got := eval[string](t, ctx, `(() => {
		const frame = document.getElementById('board');
		if (!frame) return 'no board';
		const f = frame.getBoundingClientRect();
		let n = 0;
		for (const c of frame.querySelectorAll('svg circle')) {
			const t = c.querySelector('title');
			if (!t) continue;
			n++;
			const r = c.getBoundingClientRect();
			if (r.top < Math.max(0, f.top) - 1 || r.bottom > Math.min(f.bottom, window.innerHeight) + 1 || r.left < f.left - 1 || r.right > f.right + 1)
				return 'hole ' + t.textContent + ' cut: ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' in ' + Math.round(f.top) + '–' + Math.round(f.bottom);
		}
		return n > 100 ? 'whole' : 'only ' + n + ' holes';
	})()`)
	if got != "whole" {
		t.Errorf("%s: %s", name, got)
	}
}
