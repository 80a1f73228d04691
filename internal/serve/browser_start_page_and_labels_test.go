package serve

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// countWord reads a count as the English sentences say it ("six", "12").
func countWord(s string) int {
	for i, w := range []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"} {
		if s == w {
			return i
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}

// TestBigRacesCellsButtonsCountCells: Big Races on a phone, «How many
// cells» then the paths. Every path listed under a number says it is a
// move of that many cells, and no number is more than the car may move
// as the line above them says (the buttons counted
// steps, «5» listing "a move of seven cells" while the line said "up to
// six cells", and 1–4 offered for a car that might move six).
func TestBigRacesCellsButtonsCountCells(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "big-races", "Masha, Petya, Zina", "", true)
	upTo := regexp.MustCompile(`up to (\w+) squares?`)
	moveOf := regexp.MustCompile(`\((\w+) squares in all, because a step to the outer lane counts as three\)`)
	oneStep := "(a step to the outer lane counts as three squares)" // a path of that one step: three squares
	outward := 0
	for turn := 0; turn < 30 && outcome(t, ctx) == ""; turn++ {
		lengths := eval[[]string](t, ctx, `[...document.querySelectorAll('[data-steps]')].map((b) => b.textContent)`)
		if len(lengths) > 0 {
			due := text(t, ctx, ".due")
			m := upTo.FindStringSubmatch(due)
			if m == nil {
				t.Fatalf("turn %d: the line above says no limit: %q", turn+1, due)
			}
			limit := countWord(m[1])
			for _, l := range lengths {
				n, _ := strconv.Atoi(l)
				if n > limit {
					t.Errorf("turn %d: «%s» offered, the line above says %q", turn+1, l, due)
				}
				tap(t, ctx, fmt.Sprintf(`[data-steps="%s"]`, l), true, false)
				labels := eval[[]string](t, ctx, `[...document.querySelectorAll('#paths button')].map((b) => b.getAttribute('aria-label') || b.textContent)`)
				if len(labels) == 0 {
					t.Fatalf("turn %d: «%s» tapped, no paths", turn+1, l)
				}
				for _, label := range labels {
					if c := moveOf.FindStringSubmatch(label); c != nil {
						outward++
						if countWord(c[1]) != n {
							t.Errorf("turn %d: under «%s»: %q", turn+1, l, label)
						}
					} else if strings.Contains(label, oneStep) {
						outward++
						if n != 3 {
							t.Errorf("turn %d: under «%s», a single outward step: %q", turn+1, l, label)
						}
					}
				}
				tap(t, ctx, fmt.Sprintf(`[data-steps="%s"]`, l), true, false) // folded again
			}
			tap(t, ctx, "[data-steps]:last-child", true, false)
		}
		tap(t, ctx, ".moves button:last-child", true, true)
	}
	if outward == 0 {
		t.Fatal("no path with an outward step listed: the test tests nothing")
	}
	b.check(t, ts.http.URL)
}

// TestNewGameLeavesThisPhoneOnly: two phones in one game. New game
// tapped once leaves no one (it asks to be tapped again); tapped again, it
// takes this phone to the start page while the other plays on, a move
// made there; «Back to the game» brings this phone back. A new game begun
// from the start page is then the game on both (one
// tap took every phone out of the game).
func TestNewGameLeavesThisPhoneOnly(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	one := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Masha, Petya", "", true)
	two := b.tab(t, ts.http.URL+"/", true)
	wait(t, two, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	wait(t, one, js(`document.getElementById('leave').scrollIntoView()`))
	tap(t, one, "#leave", true, false)
	if got := eval[int](t, one, `document.querySelectorAll('#board svg').length`); got != 1 {
		t.Fatal("one tap on New game left the game")
	}
	if got := text(t, one, "#leave"); !strings.Contains(got, "Tap again") {
		t.Errorf("New game tapped once says %q", got)
	}
	tap(t, one, "#leave", true, false)
	wait(t, one, chromedp.WaitVisible(chromedp.ID("players")))
	wait(t, one, chromedp.WaitVisible(chromedp.ID("back-to-game")))
	if got := text(t, one, ".under-way"); !strings.Contains(got, "Masha, Petya") {
		t.Errorf("the start page says of the game under way %q", got)
	}
	// The other phone is still in the game and plays on.
	tap(t, two, ".moves [data-move]", true, true)
	if got := eval[int](t, two, `document.querySelectorAll('#board svg').length`); got != 1 {
		t.Fatal("the other phone left the game too")
	}
	wait(t, one, chromedp.Sleep(500*time.Millisecond))
	if got := eval[int](t, one, `document.querySelectorAll('#players').length`); got != 1 {
		t.Error("the phone that left was taken back to the game by the other's move")
	}
	screenShot(t, one, "new-game-left-one")
	tap(t, one, "#back-to-game", true, false)
	wait(t, one, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	if got := text(t, one, ".said.last"); got == "" {
		t.Error("back in the game, the move made meanwhile is not said")
	}
	// Left again, a new game begun replaces the game on both phones.
	wait(t, one, js(`document.getElementById('leave').scrollIntoView()`))
	tap(t, one, "#leave", true, false)
	tap(t, one, "#leave", true, false)
	wait(t, one, chromedp.WaitVisible(chromedp.ID("players")))
	chooseGame(t, one, "chinese-checkers", "Anna, Boris")
	tap(t, one, "#start", true, true)
	wait(t, one, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	c, cancel := context.WithTimeout(two, 20*time.Second)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`(document.querySelector('.players') || {}).textContent?.includes('Boris')`, chromedp.WithPollingTimeout(15*time.Second))); err != nil {
		t.Errorf("the other phone is not in the new game: %v", err)
	}
	b.check(t, ts.http.URL)
}

// finishedTurtles is a race over, its colours given.
const finishedTurtles = "game: turtles\nplayers: Nina, Pasha\nsetup: 7=blue, 6=green/yellow, 4=red\n\ngreen +1\nblue +2\ncolors: Nina=red, Pasha=blue\n"

// TestStartPageAfterManyGames: five unfinished games kept and two finished
// ones, the newest a finished one. On a phone the form to begin a game is
// in the first screen; the newest unfinished game is offered to go on
// with above it; every finished game comes after every unfinished one,
// folded; every entry has its button and Remove on one row. After a game
// of Big Races and New game, the list offers Big Races.
func TestStartPageAfterManyGames(t *testing.T) {
	b := newBrowser(t)
	state := t.TempDir()
	now := time.Now()
	for i := range 5 {
		writeKept(t, state, fmt.Sprintf("turtles-going-%d.txt", i), now.Add(-time.Duration(i+2)*time.Hour), "Ann: red +1", "Bob: blue +1")
	}
	for i := range 2 {
		over := writeKeptText(t, state, fmt.Sprintf("turtles-over-%d.txt", i), now, finishedTurtles)
		at := now.Add(-time.Duration(i) * time.Minute)
		if err := os.Chtimes(over, at, at); err != nil {
			t.Fatal(err)
		}
	}
	ts := newTestServer(t, state, func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("players")))
	for _, sel := range []string{"#game", "#players", "#start"} {
		if got := inSight(t, ctx, sel); got != "in" {
			t.Errorf("%s is not in the first screen: %s", sel, got)
		}
	}
	if got := text(t, ctx, `li:has([data-resume="turtles-going-0.txt"])`); !strings.Contains(got, "Go on with the last game") {
		t.Errorf("the newest unfinished game is listed as %q", got)
	}
	order := eval[string](t, ctx, `[...document.querySelectorAll('[data-resume]')].map((e) => e.dataset.resume.includes('over') ? 'F' : 'U').join('')`)
	if order != "UUUUUFF" {
		t.Errorf("the kept games in the page's order: %s, want the unfinished first (UUUUUFF)", order)
	}
	if got := eval[int](t, ctx, `[...document.querySelectorAll('[data-resume*="over"]')].filter((e) => e.checkVisibility()).length`); got != 0 {
		t.Errorf("%d finished games shown unfolded", got)
	}
	wait(t, ctx, js(`document.querySelector('.finished-kept').open = true`))
	rows := eval[[]string](t, ctx, `[...document.querySelectorAll('.kept li')].map((li) => {
		const a = li.querySelector('[data-resume]').getBoundingClientRect(), b = li.querySelector('[data-forget]').getBoundingClientRect();
		return Math.abs(a.top - b.top) < 2 && b.left > a.right ? '' : li.querySelector('[data-resume]').dataset.resume + ': Remove at ' + [b.left, b.top].map(Math.round) + ', the button at ' + [a.left, a.top].map(Math.round);
	}).filter((s) => s)`)
	for _, r := range rows {
		t.Errorf("an entry laid out apart: %s", r)
	}
	screenShot(t, ctx, "start-many-kept")
	startByTaps(t, ctx, "big-races", "Masha, Petya", "", true)
	wait(t, ctx, js(`document.getElementById('leave').scrollIntoView()`))
	tap(t, ctx, "#leave", true, false)
	tap(t, ctx, "#leave", true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("players")))
	if got := eval[string](t, ctx, `document.getElementById('game').value`); got != "big-races" {
		t.Errorf("after a game of Big Races the list offers %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestTurtlesOverFocusOnTheColours: on a laptop, a Turtle Race typed
// move by move to its end: the line to type in goes away, and the focus
// is on the first colour to tap, not on the page.
func TestTurtlesOverFocusOnTheColours(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", false)
	startByTaps(t, ctx, "turtles", "Nina, Pasha", "setup: 7=blue, 6=green/yellow, 4=red", false)
	wait(t, ctx, js(`document.getElementById('line').focus()`))
	enterLine(t, ctx, "green +1")
	enterLine(t, ctx, "blue +2")
	if outcome(t, ctx) == "" {
		t.Fatal("the race is not over: the test tests nothing")
	}
	if got := eval[string](t, ctx, `(() => { const e = document.activeElement; return e && e.matches('[data-player][data-value]') ? 'colour' : (e ? e.tagName + '#' + e.id : 'none'); })()`); got != "colour" {
		t.Errorf("the race over, the focus is on %s", got)
	}
	b.check(t, ts.http.URL)
}

// TestDisputeFormAsksForEachOpenCard: Hurri Count chosen on the start
// page and «Settle a dispute» ticked with the players field empty: the
// players of the last game begun on this phone are given, and each one's
// open card is asked for; with no game begun here, the page says to type
// the players («Open cards now» stood empty).
func TestDisputeFormAsksForEachOpenCard(t *testing.T) {
	b := newBrowser(t)
	pickTurbo := func(ctx context.Context) {
		wait(t, ctx, chromedp.WaitVisible(chromedp.ID("players")),
			chromedp.SetValue(chromedp.ID("game"), "turbo"),
			js(`document.getElementById('game').dispatchEvent(new Event('change'))`))
		tap(t, ctx, "#dispute", true, false)
		wait(t, ctx, chromedp.Sleep(200*time.Millisecond))
	}
	t.Run("none begun", func(t *testing.T) {
		ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
		ctx := b.tab(t, ts.http.URL+"/", true)
		pickTurbo(ctx)
		if got := text(t, ctx, "#dispute-box"); !strings.Contains(got, "Type the players above") {
			t.Errorf("the dispute form says %q", got)
		}
		b.check(t, ts.http.URL)
	})
	t.Run("after a game", func(t *testing.T) {
		ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
		ctx := b.tab(t, ts.http.URL+"/", true)
		startByTaps(t, ctx, "turbo", "Masha, Petya, Zina", "cards: Masha=12, Petya=12, Zina=12\ntask: frogs > 1", true)
		wait(t, ctx, js(`document.getElementById('leave').scrollIntoView()`))
		tap(t, ctx, "#leave", true, false)
		tap(t, ctx, "#leave", true, false)
		pickTurbo(ctx)
		got := eval[[]string](t, ctx, `[...document.querySelectorAll('#dispute-box select[aria-label]')].filter((e) => e.checkVisibility()).map((e) => e.getAttribute('aria-label'))`)
		if strings.Join(got, ", ") != "Masha, Petya, Zina" {
			t.Errorf("open cards asked of %q, want Masha, Petya, Zina", got)
		}
		screenShot(t, ctx, "dispute-form-prefilled")
		b.check(t, ts.http.URL)
	})
}

// uncovered says "clear" when no line of the last verdict in sight in its
// box lies under «…more», else the words it covers.
const uncovered = `(() => {
	const box = document.querySelector('.said.last'), more = document.getElementById('said-more');
	if (!box || !more || more.hidden) return 'not held';
	const b = box.getBoundingClientRect(), m = more.getBoundingClientRect();
	const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
	for (let n = walk.nextNode(); n; n = walk.nextNode()) {
		const range = document.createRange();
		for (let i = 0; i < n.length; i++) {
			range.setStart(n, i); range.setEnd(n, i + 1);
			const r = range.getBoundingClientRect();
			if (!r.width || /\s/.test(n.data[i]) || r.bottom <= b.top + 1 || r.top >= b.bottom - 1) continue;
			if (r.right > m.left + 1 && r.left < m.right - 1 && r.bottom > m.top + 1 && r.top < m.bottom - 1) return 'covered: ' + JSON.stringify(n.data.slice(Math.max(0, i - 10), i + 10));
		}
	}
	return 'clear';
})()`

// TestMoreCoversNoWords: on a phone a verdict held to a few lines has
// «…more» over no word of it in sight, folded or scrolled to its end
// («…more» covered the last words, a move refused
// and the race over).
func TestMoreCoversNoWords(t *testing.T) {
	for _, c := range []struct {
		name, lang, header string
		lines              []string
	}{
		{"refused-ru", "ru", "", []string{"красная -1"}},
		{"refused-en", "en", "", []string{"red -1"}},
		{"over-en", "en", "setup: 7=blue, 6=green/yellow, 4=red", []string{"green +1", "blue +2"}},
		{"over-ru", "ru", "расстановка: 7=синяя, 6=зелёная/жёлтая, 4=красная", []string{"зелёная +1", "синяя +2"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newBrowser(t)
			ts := newTestServer(t, "", func(o *Options) { o.Lang = c.lang })
			ctx := b.tab(t, ts.http.URL+"/", true)
			startByTaps(t, ctx, "turtles", "Masha, Petya", c.header, true)
			for _, l := range c.lines {
				enterLine(t, ctx, l)
			}
			got := eval[string](t, ctx, uncovered)
			if got == "not held" {
				t.Skip("the verdict is not held: nothing to cover")
			}
			if got != "clear" {
				t.Errorf("folded: %s", got)
			}
			eval[string](t, ctx, `(() => { const box = document.querySelector('.said.last'); box.scrollTop = box.scrollHeight; box.dispatchEvent(new Event('scroll')); return 'ok'; })()`)
			if got := eval[string](t, ctx, uncovered); got != "clear" {
				t.Errorf("scrolled to its end: %s", got)
			}
			screenShot(t, ctx, "more-covers-none-"+c.name)
			b.check(t, ts.http.URL)
		})
	}
}

// TestTaskBuilderInThePagesWords: a Russian page on a Hurri Count game
// kept in English, a round won: the next task built by taps reads in
// Russian on the page («задание:», «и»), while what it enters is the
// game's own line (`task:` and `and` untranslated).
func TestTaskBuilderInThePagesWords(t *testing.T) {
	b := newBrowser(t)
	state := t.TempDir()
	writeKeptText(t, state, "turbo-en.txt", time.Now(), "game: turbo\nplayers: Anna, Boris\ncards: Anna=18, Boris=18\ntask: birds > 4\n\nAnna: 5 birds\nAnna: turbo\n")
	ts := newTestServer(t, state, func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS(`[data-resume="turbo-en.txt"]`)))
	tap(t, ctx, `[data-resume="turbo-en.txt"]`, true, true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS(`[data-task="and"]`)))
	for _, k := range []string{"animal:birds", "op:>", "number:3"} {
		tap(t, ctx, `[data-task="`+k+`"]`, true, false)
	}
	if got := text(t, ctx, `[data-task="and"]`); got != "и" {
		t.Errorf("«and» reads %q", got)
	}
	if got := text(t, ctx, "#task-line"); !strings.HasPrefix(got, "задание: птицы") {
		t.Errorf("the task tapped reads %q", got)
	}
	tap(t, ctx, `[data-task="send"]`, true, true)
	if said := text(t, ctx, ".said.last"); !strings.Contains(said, "task: birds > 3") {
		t.Errorf("entered: %q", said)
	}
	b.check(t, ts.http.URL)
}
