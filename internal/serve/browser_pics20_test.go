package serve

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestRefusedKeyWholeOnAPhone: Big Races on a phone, its bands drawn
// larger than the screen and scrolling in their frame, a typed move
// refused: the picture's words that the frame cuts off, the key to the
// refused move's marks among them, are set again whole under the board,
// open (pics20 C7: the end of the legend, the line that explains the
// magenta mark, was out of sight; this fold was Super Race's only).
func TestRefusedKeyWholeOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "big-races", "Masha, Petya", "", true)
	enterLine(t, ctx, "19f")
	wait(t, ctx, chromedp.Sleep(300e6))
	if n := eval[int](t, ctx, `document.querySelectorAll('#board .refused-cross').length`); n == 0 {
		t.Fatal("no refused move drawn: the test tests nothing")
	}
	if got := eval[string](t, ctx, `document.getElementById('board').classList.contains('scrolls') ? 'scrolls' : 'whole'`); got != "scrolls" {
		t.Skipf("the board is shown %s: nothing is cut", got)
	}
	if open := eval[bool](t, ctx, `!!document.querySelector('.board-key[open]')`); !open {
		t.Fatal("the picture's words under the board are not shown open")
	}
	key := text(t, ctx, ".board-key")
	if !strings.Contains(key, "Dashed magenta ending in a cross") {
		t.Errorf("the words under the board do not give the refused move's key: %q", key)
	}
	screenShot(t, ctx, "big-races-refused-key")
	b.check(t, ts.http.URL)
}
