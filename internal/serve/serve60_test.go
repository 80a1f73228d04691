package serve

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestConcurrentTapsOneMove (serve22, F1): two phones tap at the same
// instant, both drawn at the same change of the game: however their
// requests interleave, exactly one move is played and the other phone is
// told the game moved on; nothing is played for the next player.
func TestConcurrentTapsOneMove(t *testing.T) {
	for round := range 5 {
		ts := newTestServer(t, t.TempDir(), nil)
		st := ts.start(t, "turtles", "Маша", "Петя", "Вика")
		rev := st.Rev
		var wg sync.WaitGroup
		bodies := make([]string, 4)
		start := make(chan struct{})
		for i, line := range []string{"red +1", "yellow +1", "green +1", "blue +1"} {
			wg.Go(func() {
				<-start
				b, _ := json.Marshal(request{Line: line, Rev: &rev})
				_, body, _ := ts.call(t, "POST", "/api/enter", string(b), "en")
				bodies[i] = body
			})
		}
		close(start)
		wg.Wait()
		refused := 0
		for _, b := range bodies {
			var out reply
			_ = json.Unmarshal([]byte(b), &out)
			if len(out.Problem) > 0 && strings.Contains(out.Problem[0].Text, "Another phone has just changed the game") {
				refused++
			}
		}
		_, text, _ := ts.call(t, "GET", "/transcript", "", "")
		if refused != 3 || strings.Count(text, "+1") != 1 {
			t.Errorf("round %d: %d of 4 taps refused; the record:\n%s", round, refused, text)
		}
	}
}

// TestDoubleTapPlaysOnce (serve22, F1): a card double-tapped on a phone
// plays once: the second tap, landing after the first move came back and
// the next player's cards were drawn under the finger, plays nothing;
// and a tap on another phone just as that move arrives plays nothing
// either, the page saying the game moved on.
func TestDoubleTapPlaysOnce(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	one := b.tab(t, ts.http.URL+"/", true)
	two := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Ann, Bob, Cat", "", true)
	waitRev(t, two, rev(t, one))
	settled(t, one)
	before := rev(t, one)
	// Two taps 150 ms apart, the second after the first's move is drawn.
	wait(t, one, chromedp.Tap(chromedp.CSS(".moves button")))
	waitRev(t, one, before+1)
	wait(t, one, chromedp.Sleep(150*time.Millisecond), chromedp.Tap(chromedp.CSS(".moves button")))
	wait(t, one, chromedp.Sleep(400*time.Millisecond))
	if r := rev(t, one); r != before+1 {
		t.Errorf("the double tap changed the game %d times", r-before)
	}
	// Phone two taps the moment the other's move arrives.
	waitRev(t, two, before+1)
	wait(t, two, chromedp.Tap(chromedp.CSS(".moves button")))
	wait(t, two, chromedp.Sleep(400*time.Millisecond))
	if r := rev(t, two); r != before+1 {
		t.Errorf("a tap as the other phone's move arrived changed the game")
	}
	if got := text(t, two, "body"); !strings.Contains(got, "Another phone") {
		t.Errorf("phone two was not told the game moved on: %q", got)
	}
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if strings.Contains(rec, "Bob:") {
		t.Errorf("a move was played for the next player:\n%s", rec)
	}
	// After a look, the next player's tap plays.
	tap(t, two, ".moves button", true, true)
	b.check(t, ts.http.URL)
}
