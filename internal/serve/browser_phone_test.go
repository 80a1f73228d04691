package serve

import (
	"context"
	"strings"
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

// TestDiceFacesSaidInRussian: a Russian page's faces say their colour and
// shape in Russian words, a die set too.
func TestDiceFacesSaidInRussian(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Мелани, Эдгар", "трасса: indianapolis", true)
	for f, want := range map[string]string{"rs": "красная прямая", "yc": "жёлтый поворот", "bc": "синий поворот"} {
		if got := text(t, ctx, `[data-face="`+f+`"]`); !strings.Contains(got, want) {
			t.Errorf("the face %s says %q, not %q", f, got, want)
		}
	}
	tap(t, ctx, `[data-face="yc"]`, true, false)
	if got := text(t, ctx, `[data-slot="0"]`); !strings.Contains(got, "жёлтый") {
		t.Errorf("the die set says %q", got)
	}
	screenShot(t, ctx, "super-race-faces-ru-screen")
	b.check(t, ts.http.URL)
}
