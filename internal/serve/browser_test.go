package serve

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/boardgame-referee/referee/internal/browsertest"
)

// The page played as a family plays it: headless Chromium at a phone's
// size with touch, and at a laptop's with the keyboard. Skipped with
// -short, and where there is no Chromium. SERVE_SHOTS=DIR writes a
// screenshot of each page looked at into DIR.

var chromiumPath = browsertest.Chromium

// browserCtx starts headless Chromium (no sandbox as root, no network of
// its own), gathering console errors and every address it asks for.
type browserRun struct {
	ctx  context.Context
	mu   sync.Mutex
	errs []string
	urls []string
}

func newBrowser(t *testing.T) *browserRun {
	t.Helper()
	if testing.Short() {
		t.Skip("browser test: skipped with -short")
	}
	path := chromiumPath()
	if path == "" {
		t.Skip("no Chromium found (set CHROMIUM, or install Debian's chromium: apt-get install -y chromium); the browser test is skipped")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true), chromedp.Flag("disable-breakpad", true))
	// Chromium now and then exits at start on this shared machine ("chrome
	// failed to start", before any page is asked for; twice in full runs
	// this stop): a start is tried three times, each with a profile of its
	// own. A page's failure is never retried.
	var err error
	for range 3 {
		actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), append(opts[:len(opts):len(opts)], chromedp.UserDataDir(t.TempDir()))...)
		ctx, cancel := chromedp.NewContext(actx)
		if err = chromedp.Do(ctx); err == nil {
			t.Cleanup(func() { cancel(); cancelAlloc() })
			return &browserRun{ctx: ctx}
		}
		cancel()
		cancelAlloc()
	}
	t.Fatalf("starting %s: %v", path, err)
	return nil
}

// tab opens the page in a tab of its own: a phone (390×844, touch) or a
// laptop (1280×800).
func (b *browserRun) tab(t *testing.T, url string, phone bool) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	_ = chromedp.Listen(ctx, func(ev any) {
		b.mu.Lock()
		defer b.mu.Unlock()
		switch e := ev.(type) {
		case *network.EventRequestWillBeSent:
			b.urls = append(b.urls, e.Request.URL)
		case *network.EventLoadingFailed:
			if !e.Canceled && e.Type != network.ResourceTypeEventSource {
				b.errs = append(b.errs, "loading failed: "+e.ErrorText)
			}
		}
	})
	go func() {
		for m, err := range chromedp.Console(ctx) {
			if err != nil {
				return
			}
			switch m.Type {
			case chromedp.ConsoleError, chromedp.ConsoleWarning, chromedp.ConsoleException:
				b.mu.Lock()
				b.errs = append(b.errs, m.String())
				b.mu.Unlock()
			}
		}
	}()
	viewport := chromedp.EmulateViewport(1280, 800)
	if phone {
		viewport = chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulateScale(2))
	}
	if err := chromedp.Do(ctx, viewport, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// wait runs actions under a minute's deadline.
func wait(t *testing.T, ctx context.Context, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if err := chromedp.Do(c, actions...); err != nil {
		t.Fatalf("%v", err)
	}
}

// eval evaluates a script on the page.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	v, err := chromedp.Run(c, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// js runs a script on the page, as a step among others.
func js(expr string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := chromedp.Evaluate[any](expr)(ctx, tg)
		return err
	})
}

func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return eval[string](t, ctx, fmt.Sprintf(`(document.querySelector(%q) || {}).innerText || ''`, sel))
}

func rev(t *testing.T, ctx context.Context) int {
	t.Helper()
	return eval[int](t, ctx, `Number(document.getElementById('app').dataset.rev || -1)`)
}

// tap taps the first element sel finds, as a finger does on a phone (a
// touch at its centre), or clicks it; then waits for the game to change
// when change is set.
func tap(t *testing.T, ctx context.Context, sel string, phone, change bool) {
	t.Helper()
	before := rev(t, ctx)
	settled(t, ctx)
	act := chromedp.Click(chromedp.CSS(sel))
	if phone {
		act = chromedp.Tap(chromedp.CSS(sel))
	}
	// The page draws itself anew when another phone's move arrives: a
	// button found a moment before may be gone, and is found again.
	for try := 0; ; try++ {
		c, cancel := context.WithTimeout(ctx, 30*time.Second)
		err := chromedp.Do(c, act)
		cancel()
		if err == nil {
			break
		}
		if try == 3 || !strings.Contains(err.Error(), "Could not find node") {
			t.Fatalf("tap %s: %v", sel, err)
		}
	}
	if change {
		waitRev(t, ctx, before+1)
	}
}

// settled waits out the moment after a game drawn anew in which the
// page takes no move (a tap then was aimed at the position before):
// a player looks before tapping the next move.
func settled(t *testing.T, ctx context.Context) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`!document.body.hasAttribute('data-fresh')`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("waiting for the page to settle: %v", err)
	}
}

func waitRev(t *testing.T, ctx context.Context, atLeast int) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	_, err := chromedp.Run(c, chromedp.Poll[bool](fmt.Sprintf(`Number(document.getElementById('app').dataset.rev) >= %d && !document.body.hasAttribute('aria-busy')`, atLeast), chromedp.WithPollingTimeout(30*time.Second)))
	if err != nil {
		t.Fatalf("waiting for revision %d: %v", atLeast, err)
	}
}

func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("SERVE_SHOTS")
	if dir == "" {
		return
	}
	wait(t, ctx, chromedp.Sleep(150*time.Millisecond))
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// firstScreen fails unless, on a phone at the top of the page, the board
// is drawn at the screen's width (boardAtWidth), and what is due (or the
// outcome), the last verdict (when one was said), every move sel finds,
// Undo and the line to type are each reached by scrolling the page and
// tapped there, nothing over them (reachable). The board keeps
// the width and the page scrolls to the moves, instead of a board shrunk
// to what the moves leave of the first screen. SERVE_SHOTS gets the first
// screen as name.png.
func firstScreen(t *testing.T, ctx context.Context, name, sel string) {
	t.Helper()
	if got := boardAtWidth(t, ctx); got != "at the width" {
		t.Errorf("%s: %s", name, got)
	}
	for _, s := range []string{".due, .outcome", ".said > div", sel, "#undo", "#line"} {
		if s == "" {
			continue
		}
		got := reachable(t, ctx, s)
		if got == "none" && s == ".said > div" {
			continue
		}
		if got != "reachable" {
			t.Errorf("%s: %s is not reached: %s", name, s, got)
		}
	}
	screenShot(t, ctx, name)
}

// inSight says "in" when the first of s is within the first screen (in
// sight in the moves' frame when it is in it), else where it is.
func inSight(t *testing.T, ctx context.Context, s string) string {
	t.Helper()
	return eval[string](t, ctx, fmt.Sprintf(`(() => {
			const e = document.querySelector(%q);
			if (!e) return 'none';
			const r = e.getBoundingClientRect();
			// Of a long verdict its first lines are enough; a move in the
			// moves' frame must be in sight in it.
			const taps = document.querySelector('.taps');
			const frame = taps && taps.contains(e) ? taps.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
			const bottom = %q === '.said > div' ? Math.min(r.bottom, r.top + 60) : r.bottom;
			const top = Math.max(0, frame.top), foot = Math.min(frame.bottom, window.innerHeight);
			return r.height > 0 && r.top >= top - 1 && bottom <= foot + 1 ? 'in' : 'out: ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' of ' + Math.round(top) + '–' + Math.round(foot);
		})()`, s, s))
}

// screenShot writes what the screen shows into SERVE_SHOTS, when set.
func screenShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	if dir := os.Getenv("SERVE_SHOTS"); dir != "" {
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// startByTaps fills the start page: the game, the players, header lines.
func startByTaps(t *testing.T, ctx context.Context, game, players, header string, phone bool) {
	t.Helper()
	chooseGame(t, ctx, game, players)
	if header != "" {
		wait(t, ctx, chromedp.SendKeys(chromedp.ID("header"), header))
	}
	// Hurri Count with no card count asks for it once; Start
	// again begins without it.
	if game == "turbo" && !strings.Contains(header, "cards:") && !strings.Contains(header, "карты:") {
		tap(t, ctx, "#start", phone, false)
		wait(t, ctx, chromedp.WaitVisible(chromedp.ID("cards-each-ask")))
	}
	tap(t, ctx, "#start", phone, true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#board svg")))
}

// chooseGame picks the game and types the players on the start page,
// leaving the rest of the form (a header, a dispute) to the test.
func chooseGame(t *testing.T, ctx context.Context, game, players string) {
	t.Helper()
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("players")),
		chromedp.SetValue(chromedp.ID("game"), game),
		js(`document.getElementById('game').dispatchEvent(new Event('change'))`),
		// The field holds the last players begun with: typed over.
		js(`(() => { const p = document.getElementById('players'); p.value = ''; p.dispatchEvent(new Event('input')); })()`),
		chromedp.SendKeys(chromedp.ID("players"), players))
}

func outcome(t *testing.T, ctx context.Context) string {
	return eval[string](t, ctx, `(document.querySelector('.outcome') || {}).textContent || ''`)
}

// playUntilOver taps the button sel finds (the last of them with last)
// until the game is over.
func playUntilOver(t *testing.T, ctx context.Context, sel string, phone bool, most int) {
	t.Helper()
	for i := 0; i < most; i++ {
		if outcome(t, ctx) != "" {
			return
		}
		tap(t, ctx, sel, phone, true)
	}
	t.Fatalf("no outcome after %d taps", most)
}

func (b *browserRun) check(t *testing.T, base string) {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	defer func() { b.urls, b.errs = nil, nil }()
	for _, u := range b.urls {
		if !strings.HasPrefix(u, base) {
			t.Errorf("a request to anywhere but the server: %s", u)
		}
	}
	for _, e := range b.errs {
		t.Errorf("browser: %s", e)
	}
}

// TestWholeGamesByTaps plays a whole game of each of the five games by
// taps, on a phone, and one by keyboard on a laptop.
func TestWholeGamesByTaps(t *testing.T) {
	b := newBrowser(t)
	t.Run("turtles", func(t *testing.T) {
		ts := newTestServer(t, "", nil)
		b.check(t, "")
		ctx := b.tab(t, ts.http.URL+"/", true)
		wait(t, ctx, chromedp.WaitVisible(chromedp.ID("players")))
		shot(t, ctx, "start-phone")
		startByTaps(t, ctx, "turtles", "Маша, Петя", "", true)
		shot(t, ctx, "turtles-phone")
		tap(t, ctx, ".moves button", true, true)
		firstScreen(t, ctx, "turtles-screen", ".moves button:last-child")
		playUntilOver(t, ctx, ".moves button", true, 30)
		shot(t, ctx, "turtles-over-phone")
		if !strings.Contains(outcome(t, ctx), "over") {
			t.Errorf("outcome: %q", outcome(t, ctx))
		}
		// The secret colours by taps: a colour each, hidden once tapped and
		// never greyed in the next player's row (there the next player on
		// the same phone would see it), then the line they make.
		tap(t, ctx, `[data-player="0"][data-value]`, true, false)
		if shown := eval[bool](t, ctx, `!!document.querySelector('[data-player="0"][data-value], [data-value][disabled], [data-value][aria-pressed="true"]')`); shown {
			t.Error("a colour tapped is still shown on the phone it was tapped on")
		}
		tap(t, ctx, `#secret-1-1`, true, false)
		screenShot(t, ctx, "turtles-colours-screen")
		tap(t, ctx, "#secret-send", true, true)
		if got := outcome(t, ctx); !strings.Contains(got, "победитель") && !strings.Contains(got, "wins") {
			t.Errorf("outcome after the colours: %q", got)
		}
		b.check(t, ts.http.URL)
	})
	t.Run("chinese-checkers", func(t *testing.T) {
		ts := newTestServer(t, "", nil)
		b.check(t, "")
		ctx := b.tab(t, ts.http.URL+"/", true)
		startByTaps(t, ctx, "chinese-checkers", "Ann, Bob", "setup: Ann=m5 n2 n3 n4 o1 o2 o3 p1 p2 q1; Bob=a1 b1 b2 c1 c2 c3 d1 d2 d3 e5", true)
		// The piece on the board, then its target on the board.
		tap(t, ctx, `#board [data-hole="m5"]`, true, false)
		wait(t, ctx, chromedp.WaitVisible(chromedp.CSS(`[data-target="n1"]`)))
		shot(t, ctx, "chinese-checkers-phone")
		firstScreen(t, ctx, "chinese-checkers-screen", `[data-target="n1"]`)
		wholeBoard(t, ctx, "a piece chosen")
		tap(t, ctx, `#board [data-hole="n1"]`, true, true)
		if !strings.Contains(outcome(t, ctx), "Ann wins") {
			t.Errorf("outcome: %q", outcome(t, ctx))
		}
		b.check(t, ts.http.URL)
	})
	t.Run("big-races", func(t *testing.T) {
		ts := newTestServer(t, "", nil)
		b.check(t, "")
		ctx := b.tab(t, ts.http.URL+"/", true)
		startByTaps(t, ctx, "big-races", "Ann, Bob", "length: 8\nlaps: 1", true)
		shot(t, ctx, "big-races-phone")
		// A turn is two taps: how many cells, then the path; never a list
		// of every path.
		turn := func(first bool) {
			if n := eval[int](t, ctx, `document.querySelectorAll('[data-steps]').length`); n > 0 {
				tap(t, ctx, "[data-steps]:last-child", true, false)
				if paths := eval[int](t, ctx, `document.querySelectorAll('.moves button').length`); paths > 12 {
					t.Errorf("%d paths of one length", paths)
				}
			} else if all := eval[int](t, ctx, `document.querySelectorAll('.moves button').length`); all > 8 {
				t.Errorf("%d moves in one list", all)
			}
			if first {
				firstScreen(t, ctx, "big-races-screen", ".moves button:last-child")
			}
			tap(t, ctx, ".moves button:last-child", true, true)
		}
		turn(false)
		turn(true)
		steps := 0
		for ; steps < 60 && outcome(t, ctx) == ""; steps++ {
			turn(false)
		}
		if outcome(t, ctx) == "" {
			t.Error("no outcome")
		}
		b.check(t, ts.http.URL)
	})
	t.Run("turbo", func(t *testing.T) {
		ts := newTestServer(t, "", nil)
		b.check(t, "")
		ctx := b.tab(t, ts.http.URL+"/", true)
		startByTaps(t, ctx, "turbo", "Anna, Boris", "cards: Anna=18, Boris=18\ntask: frogs > 1", true)
		shot(t, ctx, "turbo-phone")
		// A card is one tap, a call one tap.
		tapCard(t, ctx, "frogs", "2")
		firstScreen(t, ctx, "turbo-screen", `[data-caller="Boris"][data-call="turbo"]`)
		tap(t, ctx, `[data-caller="Boris"][data-call="turbo"]`, true, true)
		said := text(t, ctx, ".said")
		if !strings.Contains(said, "Call (Boris: turbo)") {
			t.Errorf("said: %q", said)
		}
		// The end asks a second tap.
		before := rev(t, ctx)
		tap(t, ctx, `.moves button[data-move="end"]`, true, false)
		wait(t, ctx, chromedp.Sleep(300*time.Millisecond))
		if rev(t, ctx) != before || outcome(t, ctx) != "" || !strings.Contains(text(t, ctx, `.moves button[data-move="end"]`), "Tap again") {
			t.Errorf("one tap on the end: outcome %q, the button %q", outcome(t, ctx), text(t, ctx, `.moves button[data-move="end"]`))
		}
		tap(t, ctx, `.moves button[data-move="end"]`, true, true)
		if !strings.Contains(outcome(t, ctx), "over") {
			t.Errorf("outcome: %q", outcome(t, ctx))
		}
		b.check(t, ts.http.URL)
	})
	t.Run("turbo-dispute", func(t *testing.T) {
		ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
		b.check(t, "")
		ctx := b.tab(t, ts.http.URL+"/", true)
		chooseGame(t, ctx, "turbo", "Аня, Боря, Вика")
		tap(t, ctx, "#dispute", true, false)
		wait(t, ctx, chromedp.SetValue(chromedp.CSS(`select[aria-label="Аня"]`), "5л"),
			js(`document.querySelector('select[aria-label="Аня"]').dispatchEvent(new Event('change'))`),
			chromedp.SetValue(chromedp.CSS(`select[aria-label="Боря"]`), "х"),
			js(`document.querySelector('select[aria-label="Боря"]').dispatchEvent(new Event('change'))`),
			chromedp.SendKeys(chromedp.ID("task"), "Лягушек больше четырёх."))
		shot(t, ctx, "turbo-dispute-phone")
		tap(t, ctx, "#start", true, true)
		tap(t, ctx, `[data-caller="Вика"][data-call="turbo"]`, true, true)
		said := text(t, ctx, ".said")
		if !strings.Contains(said, "Крик (Вика: турбо)") {
			t.Errorf("said: %q", said)
		}
		shot(t, ctx, "turbo-dispute-verdict-phone")
		b.check(t, ts.http.URL) // a console error fails it
	})
	t.Run("super-race", func(t *testing.T) {
		ts := newTestServer(t, "", nil)
		b.check(t, "")
		ctx := b.tab(t, ts.http.URL+"/", true)
		startByTaps(t, ctx, "super-race", "Melanie, Edgar", "track: indianapolis\nstart: Edgar=4", true)
		data, err := os.ReadFile("../../corpus/super-race/game-over.ok.txt")
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			_, move, ok := strings.Cut(line, "/")
			if !ok {
				continue
			}
			dice, _, _ := strings.Cut(line, "/")
			if i := strings.Index(dice, ":"); i >= 0 {
				dice = dice[i+1:]
			}
			faces := strings.Fields(dice)
			for i, f := range faces {
				tap(t, ctx, fmt.Sprintf(`[data-face=%q]`, f), true, i == 4)
			}
			if outcome(t, ctx) == "" && strings.Contains(line, "Melanie: rs rs rs rs rc") {
				shot(t, ctx, "super-race-phone")
				firstScreen(t, ctx, "super-race-screen", ".moves button")
			}
			tapRoute(t, ctx, strings.TrimSpace(move))
		}
		if !strings.Contains(outcome(t, ctx), "Melanie") {
			t.Errorf("outcome: %q", outcome(t, ctx))
		}
		shot(t, ctx, "super-race-over-phone")
		b.check(t, ts.http.URL)
	})
	t.Run("keyboard", func(t *testing.T) {
		ts := newTestServer(t, "", nil)
		b.check(t, "")
		ctx := b.tab(t, ts.http.URL+"/", false)
		wait(t, ctx, chromedp.WaitVisible(chromedp.ID("players")))
		shot(t, ctx, "start-laptop")
		startByTaps(t, ctx, "big-races", "Ann, Bob", "", false)
		before := rev(t, ctx)
		wait(t, ctx, chromedp.SendKeys(chromedp.ID("line"), "ff\n"))
		waitRev(t, ctx, before+1)
		before = rev(t, ctx)
		wait(t, ctx, chromedp.SendKeys(chromedp.ID("line"), "9f\n"))
		waitRev(t, ctx, before+1)
		said := eval[string](t, ctx, `[...document.querySelectorAll('.said')].map((e) => e.textContent).join(' ')`) // the earlier folded too
		if !strings.Contains(said, "Move 1 (Ann: ff)") || !strings.Contains(said, "Move 2 (Bob: 9f)") {
			t.Errorf("said: %q", said)
		}
		shot(t, ctx, "big-races-laptop")
		b.check(t, ts.http.URL)
	})
}

// TestTwoBrowsersOneGame: a move tapped on one phone is on the other at
// once, and either may enter the move due.
func TestTwoBrowsersOneGame(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	one := b.tab(t, ts.http.URL+"/", true)
	two := b.tab(t, ts.http.URL+"/", false)
	startByTaps(t, one, "turtles", "Ann, Bob", "", true)
	waitRev(t, two, rev(t, one))
	wait(t, two, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	for i := 0; i < 4; i++ {
		from, to := one, two
		if i%2 == 1 {
			from, to = two, one
		}
		// The first move again from the other phone: past the moment in
		// which it would be asked whether it is entered twice.
		if i > 0 {
			wait(t, from, chromedp.Sleep(twiceWithin))
		}
		tap(t, from, ".moves button", from == one, true)
		waitRev(t, to, rev(t, from))
		var a, c string
		a = text(t, from, ".said")
		c = text(t, to, ".said")
		if a != c || !strings.Contains(a, fmt.Sprintf("Move %d", i+1)) {
			t.Errorf("move %d: the pages differ:\n%s\n%s", i+1, a, c)
		}
	}
	b.check(t, ts.http.URL)
}

// TestTokenInTheBrowser: without the token the page is refused; with it,
// the page works, and asks for everything with the token.
func TestTokenInTheBrowser(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Token = "tok3n" })
	bad := b.tab(t, ts.http.URL+"/", true)
	body := text(t, bad, "body")
	if !strings.Contains(body, "token") {
		t.Errorf("without the token: %q", body)
	}
	good := b.tab(t, ts.http.URL+"/?t=tok3n", true)
	startByTaps(t, good, "turtles", "Ann, Bob", "", true)
	tap(t, good, ".moves button", true, true)
	said := text(t, good, ".said")
	if !strings.Contains(said, "Move 1") {
		t.Errorf("with the token: %q", said)
	}
}

// TestKeptGameOfferedInTheBrowser: a game left by a server that stopped
// is offered on the start page of the next, and goes on where it was.
func TestKeptGameOfferedInTheBrowser(t *testing.T) {
	b := newBrowser(t)
	state := t.TempDir()
	first := newTestServer(t, state, nil)
	first.start(t, "turtles", "Маша", "Петя")
	first.enter(t, "red +1", "")
	first.enter(t, "blue +2", "")
	first.Close()
	next := newTestServer(t, state, func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, next.http.URL+"/", true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS(".kept button")))
	shot(t, ctx, "kept-phone")
	if got := text(t, ctx, ".kept"); !strings.Contains(got, "«Черепашьи бега»: Маша и\u00a0Петя, 2\u00a0хода, сохранена ") {
		t.Errorf("offered: %q", got)
	}
	tap(t, ctx, ".kept button", true, true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	if got := text(t, ctx, ".due"); !strings.HasPrefix(got, "Ходит игрок Маша.") {
		t.Errorf("due after resuming: %q", got)
	}
	b.check(t, next.http.URL)
}

// TestRestartSaysWhatToDo: a phone whose server went away says, in its
// language, what to do: that the page comes back by itself at the same
// address, with a token (--lan keeps it in the state folder) or without
// (the token's warning would alarm a table that had none); a server that refuses the token says to open
// the address printed anew (TestRestartWithATokenSaysToOpenTheNewAddress).
func TestRestartSaysWhatToDo(t *testing.T) {
	b := newBrowser(t)
	for _, c := range []struct{ token, want, not string }{
		{"tok3n", "страница сама вернётся к\u00a0игре", "откройте адрес"},
		{"", "страница сама вернётся к\u00a0игре", "откройте адрес"},
	} {
		ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru"; o.Token = c.token })
		at := ts.http.URL + "/"
		if c.token != "" {
			at += "?t=" + c.token
		}
		ctx := b.tab(t, at, true)
		startByTaps(t, ctx, "turtles", "Маша, Петя", "", true)
		ts.Close()
		ts.http.CloseClientConnections()
		ts.http.Close()
		wait(t, ctx, chromedp.WaitVisible(chromedp.ID("offline")))
		if got := text(t, ctx, "#offline"); !strings.Contains(got, c.want) || strings.Contains(got, c.not) {
			t.Errorf("offline, token %q: %q", c.token, got)
		}
		screenShot(t, ctx, "offline-screen")
	}
}

// TestUnkeptOffersDownload: "New game" on a game that cannot be kept is
// refused on the page with the record's download offered at once.
func TestUnkeptOffersDownload(t *testing.T) {
	b := newBrowser(t)
	state := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(state, []byte("not a folder"), 0o600); err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, state, nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Ann, Bob", "", true)
	tap(t, ctx, ".moves button", true, true)
	// By script, not by node: the page may draw itself anew meanwhile.
	wait(t, ctx, js(`document.getElementById('leave').scrollIntoView()`))
	tap(t, ctx, "#leave", true, false)
	tap(t, ctx, "#leave", true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("download-first")))
	if got := text(t, ctx, ".problem"); !strings.Contains(got, "download the record first") {
		t.Errorf("refusal: %q", got)
	}
	screenShot(t, ctx, "unkept-screen")
}

// tapRoute taps Super Race's route written route ("blue ^ > <") as a
// player finds it: under its colour when the routes are many, behind
// «More routes» when it is not among the best.
func tapRoute(t *testing.T, ctx context.Context, route string) {
	t.Helper()
	sel := fmt.Sprintf(`.moves button[data-move$=%q]`, "/ "+route)
	has := func(s string) bool { return eval[bool](t, ctx, fmt.Sprintf(`!!document.querySelector(%q)`, s)) }
	colour, _, _ := strings.Cut(route, " ")
	if !has(sel) && has(fmt.Sprintf(`#routes [data-group=%q]`, colour)) {
		tap(t, ctx, fmt.Sprintf(`#routes [data-group=%q]`, colour), true, false)
	}
	if !has(sel) && has("#more-moves") {
		tap(t, ctx, "#more-moves", true, false)
	}
	tap(t, ctx, sel, true, true)
}
