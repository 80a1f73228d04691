package cli_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/internal/gen"
)

// longGames are each game's longest random game, cut at the 2,000 moves a
// replay page draws, on the largest board of the sizes they are measured
// at: turtles on track: 300, big-races on length: 200 with 30 laps, six
// players of chinese-checkers, five of turbo with 500 cards each, four of
// super-race on Indianapolis (see gen.Long and each game's Spec.Long).
var longGames = []struct {
	game string
	size int
}{
	{"turtles", 300}, {"chinese-checkers", 0}, {"turbo", 500}, {"big-races", 200}, {"super-race", 0},
}

// longPage writes the replay page of a game's long random game and returns
// its path and size; "" when it could not (said with t.Error, so that it
// may run beside others).
func longPage(t testing.TB, dir, game string, size int, lang ...string) (string, int) {
	t.Helper()
	page, n, err := writeLongPage(dir, game, size, lang...)
	if err != nil {
		t.Error(err)
		return "", 0
	}
	return page, n
}

func writeLongPage(dir, game string, size int, lang ...string) (string, int, error) {
	transcript := filepath.Join(dir, game+".txt")
	var b bytes.Buffer
	n, err := gen.Long(&b, game, 2000, size, 1)
	if err == nil && n != 2000 {
		err = fmt.Errorf("the long game of %s has %d moves, want 2,000", game, n)
	}
	if err == nil {
		err = os.WriteFile(transcript, b.Bytes(), 0o644)
	}
	if err != nil {
		return "", 0, err
	}
	page := filepath.Join(dir, game+strings.Join(lang, "")+".html")
	var stdout, stderr bytes.Buffer
	if code := cli.Main(append([]string{"replay", transcript, "-o", page}, lang...), cli.IO{Out: &stdout, Err: &stderr, Getenv: func(string) string { return "" }}); code > 1 {
		return "", 0, fmt.Errorf("replay of the long %s game: exit %d\n%s", game, code, stderr.String())
	}
	st, err := os.Stat(page)
	if err != nil {
		return "", 0, err
	}
	return page, int(st.Size()), nil
}

// longPages are the long games' pages, written once a test process and
// shared by the tests that read them (TestLongGamePagesUnder5MB wrote the
// English ones again for TestLongGamePages), in a folder TestMain removes.
var longPages struct {
	mu    sync.Mutex
	dir   string
	pages map[string]func() (string, int, error)
}

// sharedLongPage is longPage, written once a process for a game and a
// language.
func sharedLongPage(t testing.TB, game string, size int, lang string) (string, int) {
	t.Helper()
	longPages.mu.Lock()
	if longPages.pages == nil {
		longPages.pages = map[string]func() (string, int, error){}
	}
	if longPages.dir == "" {
		dir, err := os.MkdirTemp("", "referee-long-pages-")
		if err != nil {
			longPages.mu.Unlock()
			t.Fatal(err)
		}
		longPages.dir = dir
	}
	write, ok := longPages.pages[game+"/"+lang]
	if !ok {
		dir := filepath.Join(longPages.dir, lang)
		var once sync.Once
		var page string
		var n int
		var err error
		write = func() (string, int, error) {
			once.Do(func() {
				if err = os.MkdirAll(dir, 0o755); err == nil {
					page, n, err = writeLongPage(dir, game, size, "--lang", lang)
				}
			})
			return page, n, err
		}
		longPages.pages[game+"/"+lang] = write
	}
	longPages.mu.Unlock()
	page, n, err := write()
	if err != nil {
		t.Error(err)
		return "", 0
	}
	return page, n
}

// removeLongPages removes the shared pages' folder.
func removeLongPages() {
	if longPages.dir != "" {
		_ = os.RemoveAll(longPages.dir)
	}
}

// TestLongGamePagesUnder5MB: every game's 2,000-move page is under 5 MB in
// both languages (Russian words take twice the bytes), browser or not.
func TestLongGamePagesUnder5MB(t *testing.T) {
	if testing.Short() {
		t.Skip("writes ten pages of 2,000 positions; -short leaves them out")
	}
	for _, g := range longGames {
		for _, lang := range []string{"en", "ru"} {
			t.Run(g.game+"/"+lang, func(t *testing.T) {
				t.Parallel() // ten pages, each written by one core
				page, size := sharedLongPage(t, g.game, g.size, lang)
				if page == "" {
					t.FailNow()
				}
				if size >= 5<<20 {
					t.Errorf("the 2,000-move page of %s in %s is %.2f MB, not under 5 MB", g.game, lang, float64(size)/(1<<20))
				}
				t.Logf("%.2f MB", float64(size)/(1<<20))
			})
		}
	}
}

// TestLongGamePages: every game's 2,000-move page is under 5 MB, and it
// opens in headless Chromium building few elements (each position is built
// only when shown), well within the generous bound a loaded machine needs;
// BenchmarkLongGamePages measures the time it takes.
func TestLongGamePages(t *testing.T) {
	if testing.Short() {
		t.Skip("writes five pages of 2,000 positions; -short leaves them out")
	}
	browserCtx, errs := browser(t)
	// The pages are written side by side (or were, by
	// TestLongGamePagesUnder5MB), then opened one by one.
	pages, sizes := make([]string, len(longGames)), make([]int, len(longGames))
	var wg sync.WaitGroup
	for i, g := range longGames {
		wg.Go(func() { pages[i], sizes[i] = sharedLongPage(t, g.game, g.size, "en") })
	}
	wg.Wait()
	for i, g := range longGames {
		t.Run(g.game, func(t *testing.T) {
			page, size := pages[i], sizes[i]
			if page == "" {
				t.Fatal("no page was written")
			}
			if size >= 5<<20 {
				t.Errorf("the 2,000-move page of %s is %.1f MB, not under 5 MB", g.game, float64(size)/(1<<20))
			}
			ctx := run(t, browserCtx)
			start := time.Now()
			if err := chromedp.Do(ctx, chromedp.Navigate("file://"+page), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
				t.Fatal(err)
			}
			took := time.Since(start)
			nodes := must[int](t)(chromedp.Run(ctx, chromedp.Evaluate[int](`document.getElementsByTagName("*").length`)))
			// The move list and the page's frame, 2,001 sections and the
			// one position shown: a few elements a position, not hundreds.
			if nodes > 15000 {
				t.Errorf("the page of %s opens with %d elements", g.game, nodes)
			}
			if took > 20*time.Second {
				t.Errorf("the page of %s took %v to open", g.game, took)
			}
			t.Logf("%s: %.2f MB, opened in %v with %d elements", g.game, float64(size)/(1<<20), took.Round(time.Millisecond), nodes)
			if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.End)); err != nil {
				t.Fatal(err)
			}
			// The counter numbers moves as the headings do (pics20): the
			// last of them, of as many; turbo's calls and tasks are no moves,
			// so its 2,000 entries count fewer.
			c := must[string](t)(chromedp.Run(ctx, chromedp.Text(chromedp.ID("counter"))))
			if m := regexp.MustCompile(`(\d+)\D+(\d+)`).FindStringSubmatch(c); m == nil || m[1] != m[2] || g.game != "turbo" && m[1] != "2000" {
				t.Errorf("after End the counter says %q", c)
			}
		})
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("the pages wrote to the console:\n%s", strings.Join(e, "\n"))
	}
}

// BenchmarkLongGamePages opens each game's 2,000-move page in headless
// Chromium: ms-to-open is the time from asking for the page to its load
// event and its first position shown; MB the page's size.
//
//	go test ./internal/cli -run '^$' -bench LongGamePages -benchtime 5x
func BenchmarkLongGamePages(b *testing.B) {
	browserCtx, _ := browser(b)
	dir := b.TempDir()
	for _, g := range longGames {
		page, size := longPage(b, dir, g.game, g.size)
		if page == "" {
			b.FailNow()
		}
		b.Run(g.game, func(b *testing.B) {
			ctx := run(b, browserCtx)
			var total time.Duration
			for b.Loop() {
				start := time.Now()
				if err := chromedp.Do(ctx, chromedp.Navigate("file://"+page), chromedp.WaitVisible(chromedp.ID("next"))); err != nil {
					b.Fatal(err)
				}
				total += time.Since(start)
				if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(total.Milliseconds())/float64(b.N), "ms-to-open")
			b.ReportMetric(float64(size)/(1<<20), "MB")
		})
	}
}

// TestLongGamePagerOnOneRowOnAPhone: the Russian 2,000-move page at
// 390×844, at its last position, keeps «← Назад», the counter and
// «Вперёд →» on one row (pics17: from «Позиция 100 из …» on, Next fell
// under Previous).
func TestLongGamePagerOnOneRowOnAPhone(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a page of 2,000 positions; -short leaves it out")
	}
	browserCtx, _ := browser(t)
	page, _ := sharedLongPage(t, "turtles", 300, "ru")
	if page == "" {
		t.FailNow()
	}
	ctx := run(t, browserCtx)
	phone(ctx, t)
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+page), chromedp.WaitVisible(chromedp.ID("next")), chromedp.KeyEvent(kb.End)); err != nil {
		t.Fatal(err)
	}
	counter := must[string](t)(chromedp.Run(ctx, chromedp.Text(chromedp.ID("counter"))))
	if counted(counter) != "2000 / 2000" {
		t.Fatalf("after End the counter says %q", counter)
	}
	prev, at, next := rectOf(ctx, t, "#prev"), rectOf(ctx, t, "#counter"), rectOf(ctx, t, "#next")
	t.Logf("prev %+v counter %+v next %+v", prev, at, next)
	if next.Top >= prev.Bottom || at.Top >= prev.Bottom || next.Right > 390 {
		t.Errorf("counter %q: Previous %+v, counter %+v, Next %+v are not one row on the screen", counter, prev, at, next)
	}
}
