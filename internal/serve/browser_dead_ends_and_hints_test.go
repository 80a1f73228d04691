package serve

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestDeadEndRouteAsks: a Super Race route the engine marks as leading
// nowhere asks before it is laid, tapped as a button in the list or on
// the board, and «Choose another» leaves the turn as it was
// (one tap on a greyed ⚠ route left two players of four stuck
// for the rest of the race). A route with a way on is laid at one tap.
func TestDeadEndRouteAsks(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Mom, Petya", "", true)
	rollDice(t, ctx, "rs", "rs", "rs", "rc", "rc")
	_, _, st := ts.call(t, "GET", "/api/state", "", "en")
	var dead, live string
	ends := map[string]bool{} // a route's end: true while every route to it is a dead end
	for _, c := range st.Play.Choices {
		if c.DeadEnd && dead == "" {
			dead = c.Move
		}
		if !c.DeadEnd && live == "" {
			live = c.Move
		}
		if len(c.Steps) > 0 {
			all, seen := ends[c.Steps[0]]
			ends[c.Steps[0]] = c.DeadEnd && (all || !seen)
		}
	}
	if dead == "" || live == "" {
		t.Fatalf("no dead-end route and live route with these dice: the test tests nothing")
	}
	has := func(s string) bool { return eval[bool](t, ctx, fmt.Sprintf(`!!document.querySelector(%q)`, s)) }
	sel := fmt.Sprintf(`#routes button[data-move=%q]`, dead)
	if !has(sel) && has("#more-moves") {
		tap(t, ctx, "#more-moves", true, false)
	}
	before := rev(t, ctx)
	tap(t, ctx, sel, true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("dead-ask")))
	if got := text(t, ctx, "#dead-ask"); !strings.Contains(got, "There is no way on to the finish from there — go anyway?") {
		t.Errorf("the dead end's question: %q", got)
	}
	if got := inSight(t, ctx, "#dead-go"); got != "in" {
		t.Errorf("the question's Go: %s", got)
	}
	screenShot(t, ctx, "dead-end-ask-list")
	if r := rev(t, ctx); r != before {
		t.Fatalf("a dead-end route was laid at one tap")
	}
	tap(t, ctx, "#dead-other", true, false)
	if has("#dead-ask") || rev(t, ctx) != before {
		t.Fatalf("«Choose another» did not leave the turn as it was")
	}

	// On the board: the end of a route, its route drawn, then Take this
	// route asks as the list does.
	end := ""
	for e, all := range ends {
		if all {
			end = e
		}
	}
	if end == "" {
		t.Fatal("no end that only dead-end routes reach")
	}
	at := eval[[]any](t, ctx, fmt.Sprintf(`(() => { const m = document.querySelector('#board .tap-mark[data-tap-end=%q]'); m.scrollIntoView({ block: 'center' }); const r = m.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`, end))
	wait(t, ctx, chromedp.TapXY(at[0].(float64), at[1].(float64)))
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("take-route")))
	tap(t, ctx, "#take-route", true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("dead-ask")))
	if rev(t, ctx) != before {
		t.Fatalf("a dead-end route tapped on the board was laid without a question")
	}
	if got := inSight(t, ctx, "#dead-go"); got != "in" {
		t.Errorf("the question's Go, from the board: %s", got)
	}
	screenShot(t, ctx, "dead-end-ask-board")
	tap(t, ctx, "#dead-go", true, true)
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(rec, "rs rs rs rc rc /") {
		t.Errorf("Go did not lay the route:\n%s", rec)
	}

	// A route with a way on: one tap, no question.
	rollDice(t, ctx, "rs", "rs", "rs", "rc", "rc")
	tapRoute(t, ctx, strings.TrimSpace(live[strings.Index(live, "/")+1:]))
	b.check(t, ts.http.URL)
}

// TestBoardSaysItIsTapped: the three games whose board is tapped say so
// in one line above their moves, as each one's tap layout has it, and a
// move's button leads with its plain words, the notation after them,
// smaller, the whole label still heard by a screen reader
// (48 car-race moves by the lists before the family found the
// board could be tapped; «п3в — 1 вперёд…» read as engineer's words);
// a route, what the players compare, leads its notes.
func TestBoardSaysItIsTapped(t *testing.T) {
	b := newBrowser(t)
	for _, c := range []struct {
		game, players, hint string
		dice                []string
	}{
		{"big-races", "Мама, Папа", "Нажмите на поле клетку, куда ехать", nil},
		{"super-race", "Мама, Папа", "или нажмите на поле, где маршрут кончается", []string{"rs", "rs", "bs", "ys", "rc"}},
		{"chinese-checkers", "Мама, Папа", "Нажмите фишку на доске или выберите ниже", nil},
	} {
		t.Run(c.game, func(t *testing.T) {
			ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
			ctx := b.tab(t, ts.http.URL+"/", true)
			startByTaps(t, ctx, c.game, c.players, "", true)
			if c.dice != nil {
				rollDice(t, ctx, c.dice...)
			}
			if got := strings.ReplaceAll(text(t, ctx, "#board-hint"), "\u00a0", " "); !strings.Contains(got, c.hint) {
				t.Errorf("the line above the moves: %q, want %q", got, c.hint)
			}
			above := `(() => {
				const h = document.querySelector('#board-hint').getBoundingClientRect();
				const m = document.querySelector('.moves button, [data-steps], [data-piece]').getBoundingClientRect();
				return h.bottom <= m.top + 1;
			})()`
			if !eval[bool](t, ctx, above) {
				t.Errorf("the line is not above the moves")
			}
			screenShot(t, ctx, "board-hint-"+c.game)
			// Where a label has plain words after its notation, they lead.
			lead := `(() => {
				for (const b of document.querySelectorAll('.moves button[data-move]')) {
					const l = b.getAttribute('aria-label') || '';
					if (!/\s—\s/.test(l)) continue;
					const first = b.firstElementChild;
					// A route is what players compare: it leads, its notes
					// after and smaller.
					if (b.closest('#routes')) {
						const notes = b.querySelector('.notes');
						if (!first || !first.classList.contains('route') || !l.replace('⚠ ', '').startsWith(first.textContent.replace('⚠ ', ''))) return 'route not first: ' + b.textContent;
						if (!notes || parseFloat(getComputedStyle(notes).fontSize) >= parseFloat(getComputedStyle(first).fontSize)) return 'notes not smaller: ' + b.textContent;
						return 'ok';
					}
					if (!first || !first.classList.contains('plain') || !l.endsWith(first.textContent)) return 'plain words not first: ' + b.textContent;
					const n = b.querySelector('.notation');
					if (!n || parseFloat(getComputedStyle(n).fontSize) >= parseFloat(getComputedStyle(first).fontSize)) return 'notation not smaller: ' + b.textContent;
					return 'ok';
				}
				return 'none';
			})()`
			got := eval[string](t, ctx, lead)
			if c.game == "super-race" && got == "none" {
				t.Log(eval[string](t, ctx, `[...document.querySelectorAll('.moves button')].map((b) => b.outerHTML).join('\n')`))
				t.Errorf("no route's label has plain words after its notation: the test tests nothing")
			}
			if got != "ok" && got != "none" {
				t.Error(got)
			}
			b.check(t, ts.http.URL)
		})
	}
}

// TestTurboKeysInSight: turbo on a phone (390×844), four players: every
// call, the animal and count keys and the line to type in are on the
// screen and not covered, at the page's top and scrolled to the table's
// last piles; the task card's number keys are a finger wide, 44 px at
// least (the card picture took 560 px of 844, every
// turn a scroll down to the keys and back up to the table; the digits
// 28 px wide).
func TestTurboKeysInSight(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Mom, Masha, Petya, Granny", "cards: Mom=10, Masha=10, Petya=10, Granny=10", true)
	narrow := `(() => { const out = []; for (const b of document.querySelectorAll('[data-task^="number:"], [data-task^="numbers:"]')) { const r = b.getBoundingClientRect(); if (r.width < 44 || r.height < 44) out.push(b.textContent + ' ' + Math.round(r.width) + '×' + Math.round(r.height)); } return document.querySelectorAll('[data-task^="number:"]').length ? out.join(', ') : 'no number keys'; })()`
	if got := eval[string](t, ctx, narrow); got != "" {
		t.Errorf("the task's number keys under 44 px: %s", got)
	}
	screenShot(t, ctx, "turbo-task-keys")
	for _, l := range []string{"task: frogs < birds", "Mom: 5b", "Masha: 3f", "Petya: x", "Granny: 2h", "Mom: 2f"} {
		ts.enter(t, l, "en")
	}
	waitRev(t, ctx, 7)
	settled(t, ctx)
	covered := `(() => {
		const out = [];
		for (const b of document.querySelectorAll('[data-caller], [data-animal-pick], [data-count], [data-card], #line')) {
			const r = b.getBoundingClientRect();
			const x = r.left + r.width / 2, y = r.top + r.height / 2;
			if (r.top < 0 || r.bottom > window.innerHeight) { out.push((b.getAttribute('data-caller') || '') + ' ' + b.textContent + ' off the screen'); continue; }
			const at = document.elementFromPoint(x, y);
			if (!at || !(at === b || b.contains(at))) out.push(b.textContent + ' covered');
		}
		return out.join('; ');
	})()`
	for _, where := range []string{"top", "end"} {
		if where == "end" {
			wait(t, ctx, js(`window.scrollTo(0, document.documentElement.scrollHeight)`))
			// The table's last piles can be seen above the keys.
			seen := `(() => { const s = document.querySelector('#board svg').getBoundingClientRect(); const k = document.querySelector('.taps').getBoundingClientRect(); return s.bottom <= k.top + 1 ? 'ok' : 'the table ends at ' + Math.round(s.bottom) + ', under the keys from ' + Math.round(k.top); })()`
			if got := eval[string](t, ctx, seen); got != "ok" {
				t.Errorf("scrolled to the end: %s", got)
			}
		}
		if got := eval[string](t, ctx, covered); got != "" {
			t.Errorf("at the page's %s: %s", where, got)
		}
		screenShot(t, ctx, "turbo-keys-"+where)
	}
	b.check(t, ts.http.URL)
}

// TestPhonesFollowANewGame: a phone on the start page that never showed
// the game another phone began since offers to join it, not to go back
// to it; a phone in a game that another phone leaves for a new one
// follows it and says so, and that the game before is kept
// («Вернуться в игру» on a phone never in it; a phone in the
// middle of a round switched to a new game without a word).
func TestPhonesFollowANewGame(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	one := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Ann, Bob, Cat", "", true)
	two := b.tab(t, ts.http.URL+"/", true)
	three := b.tab(t, ts.http.URL+"/", true)
	wait(t, two, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	wait(t, three, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	settled(t, one)
	tap(t, one, `[data-move="red +1"]`, true, true)
	waitRev(t, two, rev(t, one))
	waitRev(t, three, rev(t, one))

	// Phone two leaves the game: it may go back to it.
	settled(t, two)
	tap(t, two, "#leave", true, false)
	tap(t, two, "#leave", true, false)
	wait(t, two, chromedp.WaitVisible(chromedp.ID("back-to-game")))
	if got := text(t, two, "#back-to-game"); got != "Back to the game" {
		t.Errorf("the game this phone left: %q", got)
	}
	// Phone one leaves it too and begins another; phone three, in the
	// game, follows and says so; phone two offers to join it.
	settled(t, one)
	tap(t, one, "#leave", true, false)
	tap(t, one, "#leave", true, false)
	wait(t, one, chromedp.WaitVisible(chromedp.ID("players")))
	startByTaps(t, one, "chinese-checkers", "Ann, Bob", "", true)
	if eval[bool](t, one, `!!document.getElementById('followed')`) {
		t.Errorf("the phone that began the game says it was begun on another")
	}
	wait(t, three, chromedp.WaitVisible(chromedp.ID("followed")))
	if got := text(t, three, "#followed"); !strings.Contains(got, "A new game was started on another phone.") || !strings.Contains(got, "“Games kept”") {
		t.Errorf("the phone that followed says: %q", got)
	}
	if got := inSight(t, three, "#followed"); got != "in" {
		t.Errorf("what the phone that followed says: %s", got)
	}
	screenShot(t, three, "followed-new-game")
	c, cancel := context.WithTimeout(two, 30*time.Second)
	_, err := chromedp.Run(c, chromedp.Poll[bool](`(document.getElementById('back-to-game') || {}).textContent === 'Join the game'`, chromedp.WithPollingTimeout(10*time.Second)))
	cancel()
	if err != nil {
		t.Errorf("the start page of a phone never in the game: %q", text(t, two, ".start"))
	}
	if got := text(t, two, ".under-way"); !strings.Contains(got, "This game was started on another phone.") {
		t.Errorf("the start page of a phone never in the game: %q", got)
	}
	screenShot(t, two, "join-game")
	tap(t, two, "#back-to-game", true, false)
	wait(t, two, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	if eval[bool](t, two, `!!document.getElementById('followed')`) {
		t.Errorf("a phone that joined by its own tap says the game was begun on another")
	}
	// Its own move: said no more.
	settled(t, three)
	before := rev(t, three)
	wait(t, three, js(`document.querySelector('.taps [data-piece]').click()`))
	wait(t, three, js(`document.querySelector('.taps [data-target]').click()`))
	waitRev(t, three, before+1)
	if eval[bool](t, three, `!!document.getElementById('followed')`) {
		t.Errorf("said still after this phone's own move")
	}
	b.check(t, ts.http.URL)
}

// TestEarlierVerdictsCounted: the folded verdicts under a game say how
// many they hold in their heading, and the heading is not there while
// there are none (a bare «Что сказал судья» under
// every game page looked like a stray title).
func TestEarlierVerdictsCounted(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Аня, Боря, Вера", "", true)
	if eval[bool](t, ctx, `!!document.querySelector('.said.earlier')`) {
		t.Errorf("the earlier verdicts' heading, with none: %q", text(t, ctx, ".said.earlier summary"))
	}
	for i, l := range []string{"Аня: красная +1", "Боря: синяя +1", "Вера: жёлтая +1"} {
		ts.enter(t, l, "ru")
		waitRev(t, ctx, 2+i)
	}
	settled(t, ctx)
	if got := text(t, ctx, ".said.earlier summary"); got != "Что сказал судья (2)" {
		t.Errorf("the earlier verdicts' heading: %q", got)
	}
	b.check(t, ts.http.URL)
}
