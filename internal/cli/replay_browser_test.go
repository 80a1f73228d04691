package cli_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/boardgame-referee/referee/internal/browsertest"
	"github.com/chromedp/chromedp/kb"

	"github.com/boardgame-referee/referee/internal/cli"
)

var chromium = browsertest.Chromium

// chrome is the one headless Chromium the browser tests share: started
// once a test process (a start costs seconds on a busy machine, and there
// were sixteen), each test in a tab of its own, stopped by TestMain.
var chrome struct {
	once   sync.Once
	ctx    context.Context
	stop   func()
	err    error
	logged []string
}

// startChromium starts the shared browser with the flags this machine
// needs (no sandbox as root, no network of its own) and a fresh profile.
// A busy CI machine has seen Chromium exit once before it listened
// (crashpad's start racing the others'); a second and third start with a
// fresh profile tell that from an install that cannot run.
func startChromium(path string) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-breakpad", true),
		chromedp.WindowSize(1280, 1000),
	)
	for attempt := 1; attempt <= 3; attempt++ {
		profile, err := os.MkdirTemp("", "referee-chromium-")
		if err != nil {
			chrome.err = err
			return
		}
		o := append(opts[:len(opts):len(opts)], chromedp.UserDataDir(profile))
		actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), o...)
		// No deadline on the first run: a deadline would stop the browser.
		c, cancelCtx := chromedp.NewContext(actx)
		if chrome.err = chromedp.Do(c); chrome.err == nil {
			chrome.ctx = c
			chrome.stop = func() { cancelCtx(); cancelAlloc(); _ = os.RemoveAll(profile) }
			return
		}
		cancelCtx()
		cancelAlloc()
		_ = os.RemoveAll(profile)
		chrome.logged = append(chrome.logged, fmt.Sprintf("starting %s (attempt %d): %v", path, attempt, chrome.err))
		time.Sleep(time.Duration(attempt) * 500 * time.Millisecond)
	}
}

// stopChromium stops the shared browser, if a test started it.
func stopChromium() {
	if chrome.stop != nil {
		chrome.stop()
	}
}

// browser opens a tab of the shared headless Chromium for the test, and
// gathers every console error, warning and uncaught exception of its
// page. The context is the tab's; run actions under run's deadline.
func browser(t testing.TB) (context.Context, func() []string) {
	t.Helper()
	path := chromium()
	if path == "" {
		t.Skip("no Chromium found (set CHROMIUM, or install Debian's chromium: apt-get install -y chromium); the browser test is skipped")
	}
	chrome.once.Do(func() { startChromium(path) })
	for _, l := range chrome.logged {
		t.Log(l)
	}
	if chrome.err != nil {
		t.Fatalf("starting %s: %v", path, chrome.err)
	}
	ctx, closeTab := chromedp.NewContext(chrome.ctx)
	if err := chromedp.Do(ctx); err != nil {
		closeTab()
		t.Fatalf("opening a tab of %s: %v", path, err)
	}
	t.Cleanup(closeTab)
	var mu sync.Mutex
	var seen []string
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			switch m.Type {
			case chromedp.ConsoleError, chromedp.ConsoleWarning, chromedp.ConsoleException:
				mu.Lock()
				seen = append(seen, m.String())
				mu.Unlock()
			}
		}
	}()
	return ctx, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), seen...)
	}
}

// run gives the actions of a test a minute.
func run(t testing.TB, ctx context.Context) context.Context {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, time.Minute)
	t.Cleanup(cancel)
	return c
}

// must fails the test on an error of the browser.
func must[T any](t testing.TB) func(v T, err error) T {
	return func(v T, err error) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

// replayPage writes the replay of a transcript with the command line and
// returns the page's file:// address.
func replayPage(t *testing.T, file string, args ...string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "game.html")
	var stdout, stderr bytes.Buffer
	argv := append([]string{"replay", "--html", file, "-o", out}, args...)
	code := cli.Main(argv, cli.IO{Out: &stdout, Err: &stderr, Getenv: func(string) string { return "" }})
	if code > 1 {
		t.Fatalf("referee %s: exit %d\n%s", strings.Join(argv, " "), code, stderr.String())
	}
	abs, err := filepath.Abs(out)
	if err != nil {
		t.Fatal(err)
	}
	return "file://" + abs
}

// screenshot saves the page as the browser shows it, as a PNG, into the
// test's temp folder (its name is logged, for a person to look at with -v),
// or into $REFEREE_SCREENSHOTS, which a person looking at them names.
func screenshot(ctx context.Context, t *testing.T, name string) {
	t.Helper()
	png := must[[]byte](t)(chromedp.Run(ctx, chromedp.FullScreenshot(100)))
	dir := os.Getenv("REFEREE_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	if len(png) < 1000 {
		t.Errorf("the screenshot %s is only %d bytes", path, len(png))
	}
	t.Logf("screenshot: %s (%d bytes)", path, len(png))
}

// TestReplayIllegalChainInBrowser pages a chinese-checkers replay in a real
// browser with the Next button up to its illegal chain, reads the
// explanation and code, goes back with the left arrow key, and checks that
// the page said nothing on the console.
func TestReplayIllegalChainInBrowser(t *testing.T) {
	browserCtx, errs := browser(t)
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			ctx := run(t, browserCtx)
			url := replayPage(t, "testdata/replay/illegal-chain.txt", "--keep-going", "--lang", lang)
			text := func(sel string) string { return must[string](t)(chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))) }
			kind := func() string {
				return must[chromedp.AttributeResult](t)(chromedp.Run(ctx, chromedp.AttributeValue(chromedp.CSS("section.position.current"), "data-kind"))).Value
			}
			if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
				t.Fatal(err)
			}
			// The counter counts moves as the headings number them
			// (pics20 C4: «Позиция 10 из 19» over «Ход 9»; pics15: "5 / 8"
			// beside "Move 3"): the start is the start.
			if c, want := strings.ReplaceAll(text("#counter"), "\u00a0", " "), map[string]string{"en": "The start", "ru": "Начальная позиция"}[lang]; c != want {
				t.Errorf("counter at the start = %q, want %q", c, want)
			}
			presses := 0
			for kind() != "illegal" {
				if presses == 10 {
					t.Fatal("pressed Next ten times and reached no illegal move")
				}
				if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("next"))); err != nil {
					t.Fatal(err)
				}
				presses++
			}
			if presses != 5 {
				t.Errorf("the illegal move came after %d presses, want 5 (it is move 5)", presses)
			}
			explanation := text("section.position.current .explanation")
			want := map[string]string{"en": "the piece cannot hop from e7 to g5: the chain started on g5", "ru": "прыгнуть с\u00a0e7 на\u00a0g5 нельзя: цепочка началась на\u00a0g5"}[lang]
			if !strings.Contains(explanation, want) {
				t.Errorf("explanation = %q, want it to say %q", explanation, want)
			}
			if code := text("section.position.current .code"); code != "[chinese-checkers.chain-repeats-hole]" {
				t.Errorf("code = %q", code)
			}
			if h := text("section.position.current h2"); !strings.Contains(h, "g5-g7-e7-g5-g3") {
				t.Errorf("heading = %q, want the move as written", h)
			}
			visible := must[int](t)(chromedp.Run(ctx, chromedp.Evaluate[int](`Array.from(document.querySelectorAll("section.position")).filter(s => s.offsetParent !== null).length`)))
			if visible != 1 {
				t.Errorf("%d positions are shown at once, want 1", visible)
			}
			screenshot(ctx, t, "illegal-chain-"+lang+".png")
			if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowLeft)); err != nil {
				t.Fatal(err)
			}
			if c, k := counted(text("#counter")), kind(); c != "4 / 6" || k != "legal" {
				t.Errorf("after ← the page shows %s, a %s position; want 4 / 6 (move 4 of 6), legal", c, k)
			}
			if c, want := strings.ReplaceAll(text("#counter"), "\u00a0", " "), map[string]string{"en": "Move 4 of 6", "ru": "Ход 4 из 6"}[lang]; c != want {
				t.Errorf("counter at move 4 = %q, want %q, as its heading numbers it", c, want)
			}
		})
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("the page wrote to the console:\n%s", strings.Join(e, "\n"))
	}
}

// TestReplayShortRaceInBrowser replays the booklet's race of Нина and
// Паша: the move list jumps to a position, End goes to the last one, and
// the outcome names Паша.
func TestReplayShortRaceInBrowser(t *testing.T) {
	browserCtx, errs := browser(t)
	ctx := run(t, browserCtx)
	url := replayPage(t, "../../corpus/turtles/short-race.txt", "--lang", "ru")
	text := func(sel string) string { return must[string](t)(chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))) }
	if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("next")),
		chromedp.Click(chromedp.CSS(`ol.moves a[href="#pos-1"]`))); err != nil {
		t.Fatal(err)
	}
	if c, h := counted(text("#counter")), text("section.position.current h2"); c != "1 / 2" || !strings.Contains(h, "Нина: зелёная +1") {
		t.Errorf("the move list's first move shows %s, %q; want 1 / 2, Нина's green +1", c, h)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.End)); err != nil {
		t.Fatal(err)
	}
	desc := must[string](t)(chromedp.Run(ctx, chromedp.TextContent(chromedp.CSS("section.position.current svg desc"))))
	if !strings.Contains(desc, "синяя, зелёная и\u00a0жёлтая") {
		t.Errorf("the last picture's description = %q, want the finish stack", desc)
	}
	if o := text("#outcome .outcome"); !strings.Contains(o, "Паша") {
		t.Errorf("outcome = %q, want Паша named", o)
	}
	screenshot(ctx, t, "short-race.png")
	if e := errs(); len(e) > 0 {
		t.Errorf("the page wrote to the console:\n%s", strings.Join(e, "\n"))
	}
}

// TestReplayWithoutJavaScript: with scripts off every position is on the
// page, one under the other, and the pager stays hidden.
func TestReplayWithoutJavaScript(t *testing.T) {
	browserCtx, _ := browser(t)
	ctx := run(t, browserCtx)
	url := replayPage(t, "testdata/replay/illegal-chain.txt", "--keep-going")
	if _, err := chromedp.Call(ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitReady(chromedp.CSS("body"))); err != nil {
		t.Fatal(err)
	}
	// The page's script is off; the test's own expressions still run.
	shown := must[int](t)(chromedp.Run(ctx, chromedp.Evaluate[int](`Array.from(document.querySelectorAll("section.position")).filter(s => s.offsetParent !== null).length`)))
	if shown != 7 {
		t.Errorf("%d positions shown without JavaScript, want all 7", shown)
	}
	pager := must[bool](t)(chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("pager").offsetParent !== null`)))
	if pager {
		t.Error("the pager shows without JavaScript, where its buttons do nothing")
	}
	// The move list's links jump to their positions.
	if !must[bool](t)(chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("pos-3") !== null && document.querySelector('ol.moves a[href="#pos-3"]') !== null`))) {
		t.Error("without JavaScript position 3 has no anchor the move list links to")
	}
	screenshot(ctx, t, "no-script.png")
}

// TestConsoleErrorsAreSeen: the console check of the tests above can
// fail — a page that writes an error and throws is caught.
func TestConsoleErrorsAreSeen(t *testing.T) {
	browserCtx, errs := browser(t)
	ctx := run(t, browserCtx)
	page := filepath.Join(t.TempDir(), "noisy.html")
	if err := os.WriteFile(page, []byte(`<!DOCTYPE html><title>noisy</title><script>console.error("boom"); setTimeout(function () { throw new Error("bang"); }, 0);</script>`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+page)); err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		all := strings.Join(errs(), "\n")
		if strings.Contains(all, "boom") && strings.Contains(all, "bang") {
			return
		}
		if i == 50 {
			t.Fatalf("the console check saw only %q", all)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// counted is the pager's counter as "N / M": the position shown and how
// many there are, whatever the words around them.
func counted(c string) string {
	m := regexp.MustCompile(`(\d+)\D+(\d+)`).FindStringSubmatch(c)
	if m == nil {
		return c
	}
	return m[1] + " / " + m[2]
}
