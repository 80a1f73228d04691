package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/boardgame-referee/referee/internal/table"
)

// TestConcurrentTapsOneMove: two phones tap at the same
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
			if len(out.Problem) > 0 && strings.Contains(out.Problem[0].Text, "While you were tapping, a move was entered from another phone") {
				refused++
			}
		}
		_, text, _ := ts.call(t, "GET", "/transcript", "", "")
		if refused != 3 || strings.Count(text, "+1") != 1 {
			t.Errorf("round %d: %d of 4 taps refused; the record:\n%s", round, refused, text)
		}
	}
}

// TestDoubleTapPlaysOnce: a card double-tapped on a phone
// plays once: the second tap, landing after the first move came back and
// the next player's cards were drawn under the finger, plays nothing;
// and a tap on another phone just as that move arrives plays nothing
// either until the page's question on it is answered.
func TestDoubleTapPlaysOnce(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	one := b.tab(t, ts.http.URL+"/", true)
	two := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Ann, Bob, Cat", "", true)
	waitRev(t, two, rev(t, one))
	settled(t, one)
	before := rev(t, one)
	// Phone two will tap the moment the other's move arrives.
	tapOnArrival(t, two, ".moves button", before+1)
	// Two taps 150 ms apart, the second after the first's move is drawn.
	wait(t, one, chromedp.Tap(chromedp.CSS(".moves button")))
	waitRev(t, one, before+1)
	wait(t, one, chromedp.Sleep(150*time.Millisecond), chromedp.Tap(chromedp.CSS(".moves button")))
	wait(t, one, chromedp.Sleep(400*time.Millisecond))
	if r := rev(t, one); r != before+1 {
		t.Errorf("the double tap changed the game %d times", r-before)
	}
	// Phone two tapped the moment the other's move arrived.
	waitRev(t, two, before+1)
	if !eval[bool](t, two, `window.tappedFresh === true`) {
		t.Fatal("phone two's tap did not land as the other phone's move was drawn")
	}
	wait(t, two, chromedp.Sleep(400*time.Millisecond))
	if r := rev(t, two); r != before+1 {
		t.Errorf("a tap as the other phone's move arrived changed the game")
	}
	if got := text(t, two, "body"); !strings.Contains(got, "This same move was just entered from another phone for Ann. Enter it again — for Bob?") {
		t.Errorf("phone two did not ask whether the move goes again: %q", got)
	}
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if strings.Contains(rec, "Bob:") {
		t.Errorf("a move was played for the next player:\n%s", rec)
	}
	// Entered again when asked: the next player's move plays.
	tap(t, two, "#again-yes", true, true)
	b.check(t, ts.http.URL)
}

// TestPhoneSaysNoCodesNorRecordLines: the phone
// page names no rule code (not in the board's caption of a move refused
// either), says nothing of a record's lines or of `referee board`, and
// leaves big-races' primer on notation to the transcript.
func TestPhoneSaysNoCodesNorRecordLines(t *testing.T) {
	startRU := func(ts *testServer, game string, players ...string) *state {
		b, _ := json.Marshal(request{Game: game, Players: players})
		code, body, st := ts.call(t, "POST", "/api/start", string(b), "ru")
		if code != 200 || st == nil || st.Play == nil {
			t.Fatalf("start %s: %d %s", game, code, body)
		}
		return st
	}
	whole := func(st *state) string {
		b, _ := json.Marshal(st.Play)
		return string(b)
	}
	for _, lang := range []string{"ru", "en"} {
		ts := newTestServer(t, t.TempDir(), nil)
		startRU(ts, "big-races", "Петя", "Аня")
		st := ts.enter(t, "Петя: 6п", lang)
		if got := whole(st); strings.Contains(got, "[big-races.") || strings.Contains(got, "too-far]") {
			t.Errorf("%s: a rule code on the page: %s", lang, got[max(0, strings.Index(got, "too-far")-300):][:400])
		}
		st = ts.enter(t, "Петя: 2п", lang)
		if said := lastSaid(st); strings.Contains(said, "Очерёдность ходов") || strings.Contains(said, "Как читать запись клетки") || strings.Contains(said, "How to read") || len([]rune(said)) > 700 {
			t.Errorf("%s: big-races' first move says %d characters: %s", lang, len([]rune(said)), said)
		}
		for _, c := range []struct {
			game    string
			players []string
		}{{"turbo", []string{"Петя", "Аня", "Мама"}}, {"super-race", []string{"Петя", "Папа"}}} {
			ts := newTestServer(t, t.TempDir(), nil)
			b, _ := json.Marshal(request{Game: c.game, Players: c.players})
			_, _, st := ts.call(t, "POST", "/api/start", string(b), lang)
			got := whole(st)
			for _, bad := range []string{"referee board", "строкой «", "строка «", "строки «", "a “task: …” line", "“track: …” line", "has no “", "“open:” shows"} {
				if strings.Contains(got, bad) {
					i := strings.Index(got, bad)
					t.Errorf("%s %s: the page says %q: …%s…", lang, c.game, bad, got[max(0, i-200):min(len(got), i+100)])
				}
			}
		}
	}
}

// TestBoardFitsThePhone: at 390 px every board is
// drawn whole at the screen's width — no frame of its own that scrolls
// (turbo's four piles, Big Races' whole track, Monza's right edge) — and
// a move refused is said whole, never held under a fade, nor after the
// line as typed.
func TestBoardFitsThePhone(t *testing.T) {
	b := newBrowser(t)
	for _, c := range []struct {
		game    string
		players []string
		header  []table.Header
	}{
		{"turbo", []string{"Петя", "Аня", "Мама", "Папа"}, nil},
		{"big-races", []string{"Петя", "Аня", "Мама", "Папа"}, nil},
		{"super-race", []string{"Петя", "Папа"}, []table.Header{{Key: "track", Value: "monza"}}},
		{"super-race", []string{"Петя", "Аня", "Мама", "Папа"}, nil},
		{"chinese-checkers", []string{"Петя", "Аня", "Мама", "Папа"}, nil},
		{"turtles", []string{"Петя", "Аня", "Мама", "Папа"}, nil},
	} {
		ts := newTestServer(t, "", nil)
		body, _ := json.Marshal(request{Game: c.game, Players: c.players, Header: c.header})
		if code, text, _ := ts.call(t, "POST", "/api/start", string(body), "ru"); code != 200 {
			t.Fatalf("start %s: %d %s", c.game, code, text)
		}
		ctx := b.tab(t, ts.http.URL+"/", true)
		wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#board svg")), chromedp.Sleep(300*time.Millisecond))
		got := eval[[]float64](t, ctx, `(() => {
			const f = document.getElementById('board'), r = f.querySelector('svg').getBoundingClientRect();
			return [f.scrollHeight - f.clientHeight, f.scrollWidth - f.clientWidth, r.right, r.left, document.documentElement.scrollWidth];
		})()`)
		// And at the width, not shrunk inside it.
		if got[0] > 1 || got[1] > 1 || got[2] > 391 || got[3] < -1 || got[4] > 391 || got[2]-got[3] < 358 {
			t.Errorf("%s, %d players: the board scrolls in its frame or runs off the screen (down %.0f, across %.0f, its right edge at %.0f, the page %.0f wide)", c.game, len(c.players), got[0], got[1], got[2], got[4])
		}
		shot(t, ctx, "fits-"+c.game)
		if c.game == "turtles" {
			wait(t, ctx, chromedp.SendKeys("#line", "Петя: красная  -1"), chromedp.Click("#send"))
			wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#said-last p.bad")), chromedp.Sleep(200*time.Millisecond))
			held := eval[[]any](t, ctx, `(() => { const b = document.getElementById('said-last'); return [b.scrollHeight - b.clientHeight, b.parentElement.classList.contains('fades'), b.innerText]; })()`)
			if held[0].(float64) > 1 || held[1].(bool) || strings.Contains(held[2].(string), "красная  -1 —") {
				t.Errorf("the refusal is held or echoes the line typed: %v", held)
			}
		}
	}
}

// TestLANTokenKept: --lan's token is kept in the state
// folder, readable by its user alone: a restart gives the same address,
// --new-token a new one (kept in its turn); a state folder that cannot
// be used still gives a token, kept nowhere.
func TestLANTokenKept(t *testing.T) {
	state := t.TempDir()
	env := func(k string) string {
		if k == "XDG_STATE_HOME" {
			return state
		}
		return ""
	}
	first, kept, err := LANToken(env, false)
	if err != nil || !kept || !validToken(first) {
		t.Fatalf("first token %q kept %v: %v", first, kept, err)
	}
	again, _, _ := LANToken(env, false)
	if again != first {
		t.Errorf("started again: token %q, was %q", again, first)
	}
	fi, err := os.Stat(filepath.Join(state, "referee", "serve-token"))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("the token's file: %v, %v", fi, err)
	}
	renewed, kept, _ := LANToken(env, true)
	if renewed == first || !kept {
		t.Errorf("--new-token gave %q (kept %v), the old one %q", renewed, kept, first)
	}
	if again, _, _ := LANToken(env, false); again != renewed {
		t.Errorf("after --new-token: %q, not %q", again, renewed)
	}
	// A token file spoiled by hand is replaced, never used.
	_ = os.WriteFile(filepath.Join(state, "referee", "serve-token"), []byte("short\n"), 0o600)
	if got, _, _ := LANToken(env, false); got == "short" || !validToken(got) {
		t.Errorf("a spoiled token file gave %q", got)
	}
	none := func(string) string { return "" }
	if got, kept, err := LANToken(none, false); err != nil || kept || !validToken(got) {
		t.Errorf("no state folder: %q kept %v: %v", got, kept, err)
	}
}

// TestDownloadNamedWithDateAndTime: the record downloads under its kept
// file's name, the game's with the date and time (not every Turtle Race
// downloaded as `turtles.txt`).
func TestDownloadNamedWithDateAndTime(t *testing.T) {
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ts.start(t, "turtles", "Ann", "Bob")
	ts.enter(t, "red +1", "")
	resp, err := http.Get(ts.http.URL + "/transcript")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	got := resp.Header.Get("Content-Disposition")
	if !regexp.MustCompile(`filename="turtles-\d{8}-\d{6}(-\d+)?\.txt"`).MatchString(got) {
		t.Errorf("the download is named %q", got)
	}
}

// tapOnArrival has the page in ctx tap sel the moment the game reaches
// revision at: the page itself taps as it draws that move (a
// MutationObserver's callback runs as soon as the drawing is done), so
// that no delay of the test's own — a loaded machine — lands the tap
// after the moment. window.tappedFresh says whether the page then held
// its taps as fresh.
func tapOnArrival(t *testing.T, ctx context.Context, sel string, at int) {
	t.Helper()
	eval[any](t, ctx, fmt.Sprintf(`(() => {
		const app = document.getElementById('app');
		new MutationObserver((_, obs) => {
			if (Number(app.dataset.rev) < %d) return;
			obs.disconnect();
			window.tappedFresh = document.body.hasAttribute('data-fresh');
			document.querySelector(%q).click();
		}).observe(app, { attributes: true, attributeFilter: ['data-rev'] });
	})()`, at, sel))
}
