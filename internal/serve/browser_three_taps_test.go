package serve

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestThreeTapsInOneFlight: a server slow to answer (0.8 s a move), three
// moves tapped on one phone 0.15 s apart, all while the first is on its
// way: all three are entered, in the order tapped (the third replaced the
// second, which was lost without a word).
func TestThreeTapsInOneFlight(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && r.URL.Path == "/api/enter" {
			time.Sleep(800 * time.Millisecond)
		}
		ts.Handler().ServeHTTP(w, r)
	}))
	t.Cleanup(slow.Close)
	ctx := b.tab(t, slow.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Ann, Bob, Cat", "", true)
	settled(t, ctx)
	before := rev(t, ctx)
	wait(t, ctx, chromedp.Tap(chromedp.CSS(`[data-move="red +1"]`)), chromedp.Sleep(150*time.Millisecond),
		chromedp.Tap(chromedp.CSS(`[data-move="yellow +1"]`)), chromedp.Sleep(150*time.Millisecond),
		chromedp.Tap(chromedp.CSS(`[data-move="green +1"]`)))
	waitRev(t, ctx, before+3)
	wait(t, ctx, chromedp.Sleep(time.Second))
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(rec, "Ann: red +1\nBob: yellow +1\nCat: green +1\n") {
		t.Errorf("three taps in one flight, the record:\n%s", rec)
	}
	b.check(t, slow.URL)
}
