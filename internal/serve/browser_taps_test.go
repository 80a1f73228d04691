package serve

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestRainbowCardByTaps: on a phone a rainbow card is a tap, then the
// turtle it moves another; the move is played and told.
func TestRainbowCardByTaps(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Ann, Bob", "", true)
	tap(t, ctx, `[data-group^="rainbow"]`, true, false)
	if got := eval[int](t, ctx, `document.querySelectorAll('.group button').length`); got != 5 {
		t.Fatalf("a rainbow card opens %d turtles, want 5", got)
	}
	// The turtles it opens, Undo and the line are on the first screen.
	firstScreen(t, ctx, "turtles-rainbow-screen", ".group button:last-child")
	tap(t, ctx, `.group button[data-move="rainbow +1 yellow"]`, true, true)
	if got := text(t, ctx, ".said.last"); !strings.Contains(got, "rainbow +1 yellow") {
		t.Errorf("said: %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestSuperRaceDiceSaidForTaps: on a phone the hint says to tap the
// faces, not to type them on a command line; a die set says it can be
// taken back; once the five are set, the routes are in view.
func TestSuperRaceDiceSaidForTaps(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Melanie, Edgar", "track: indianapolis\nstart: Edgar=4", true)
	if due := text(t, ctx, ".due"); !strings.Contains(due, "tap the five faces") || strings.Contains(due, "--dice") {
		t.Errorf("the hint: %q", due)
	}
	// A face says its colour and shape in words, not by colour alone.
	for f, want := range map[string]string{"rs": "red straight", "rc": "red curve", "bs": "blue straight", "bc": "blue curve", "ys": "yellow straight", "yc": "yellow curve"} {
		if got := text(t, ctx, `[data-face="`+f+`"]`); !strings.Contains(got, want) {
			t.Errorf("the face %s says %q, not %q", f, got, want)
		}
	}
	screenShot(t, ctx, "super-race-faces-screen")
	for i, f := range strings.Fields("rs rs rs rs rc") {
		tap(t, ctx, `[data-face="`+f+`"]`, true, i == 4)
		if i == 0 && !strings.Contains(text(t, ctx, "#die-hint"), "take it back") {
			t.Errorf("a die set does not say it can be taken back: %q", text(t, ctx, "#die-hint"))
		}
	}
	got := eval[string](t, ctx, `(() => {
		const r = document.querySelector('#routes h2');
		const b = document.querySelector('#routes button');
		if (!r || !b) return 'no routes';
		const taps = document.querySelector('.taps').getBoundingClientRect();
		for (const e of [r, b]) {
			const x = e.getBoundingClientRect();
			if (x.top < Math.max(0, taps.top) || x.bottom > Math.min(window.innerHeight, taps.bottom)) return 'out: ' + Math.round(x.top) + '–' + Math.round(x.bottom) + ' in ' + Math.round(taps.top) + '–' + Math.round(taps.bottom);
		}
		return 'in';
	})()`)
	if got != "in" {
		t.Errorf("the routes after the dice are set: %s", got)
	}
	b.check(t, ts.http.URL)
}

// TestFocusStaysOnTheMoves: a move button pressed on a laptop leaves the
// focus in the moves area, not on the page's body, so Tab goes on from
// there.
func TestFocusStaysOnTheMoves(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", false)
	startByTaps(t, ctx, "turtles", "Ann, Bob", "", false)
	for range 2 {
		tap(t, ctx, ".moves button[data-move]", false, true)
		if where := eval[string](t, ctx, `(() => { const a = document.activeElement; return a && a.closest('.taps') ? 'moves' : (a ? a.tagName : 'none'); })()`); where != "moves" {
			t.Errorf("the focus is on %s after a move", where)
		}
	}
	b.check(t, ts.http.URL)
}

// TestTurboTaskByTaps: turbo's task card is tapped, not typed — in the
// dispute form and when a won round waits for the next task — in the
// words a player of the page's language types; the dispute's box is a
// finger's size and its cards are said with their plurals.
func TestTurboTaskByTaps(t *testing.T) {
	b := newBrowser(t)
	t.Run("dispute", func(t *testing.T) {
		ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
		ctx := b.tab(t, ts.http.URL+"/", true)
		chooseGame(t, ctx, "turbo", "Аня, Боря")
		box := eval[[]float64](t, ctx, `(() => { const r = document.getElementById('dispute').getBoundingClientRect(); return [r.width, r.height]; })()`)
		if box[0] < 44 || box[1] < 44 {
			t.Errorf("the dispute box is %v×%v CSS px, not a finger's 44", box[0], box[1])
		}
		tap(t, ctx, "#dispute", true, false)
		for value, want := range map[string]string{"1е": "1 ёж", "2е": "2 ежа", "5л": "5 лягушек", "х": "хамелеон"} {
			got := eval[string](t, ctx, `(document.querySelector('select[aria-label="Аня"] option[value="`+value+`"]') || {}).textContent || ''`)
			if strings.ReplaceAll(got, "\u00a0", " ") != want {
				t.Errorf("the open card %s is said %q, want %q", value, got, want)
			}
		}
		wait(t, ctx, chromedp.SetValue(chromedp.CSS(`select[aria-label="Аня"]`), "5л"),
			js(`document.querySelector('select[aria-label="Аня"]').dispatchEvent(new Event('change'))`))
		for _, k := range []string{"animal:лягушки", "op:>", "number:4"} {
			tap(t, ctx, `[data-task="`+k+`"]`, true, false)
		}
		if got := eval[string](t, ctx, `document.getElementById('task').value`); got != "лягушки > 4" {
			t.Fatalf("the task tapped reads %q", got)
		}
		tap(t, ctx, "#start", true, true)
		tap(t, ctx, `[data-caller="Боря"][data-call="turbo"]`, true, true)
		if said := text(t, ctx, ".said"); !strings.Contains(said, "Боря: турбо") || !strings.Contains(said, "лягуш") {
			t.Errorf("said: %q", said)
		}
		b.check(t, ts.http.URL)
	})
	t.Run("next task", func(t *testing.T) {
		ts := newTestServer(t, "", nil)
		ctx := b.tab(t, ts.http.URL+"/", true)
		startByTaps(t, ctx, "turbo", "Anna, Boris", "cards: Anna=18, Boris=18\ntask: frogs > 1", true)
		card := `[data-animal="frogs"][data-count="2"]`
		tap(t, ctx, `[data-animal-pick="frogs"]`, true, false) // the animal, then the count
		if got := eval[string](t, ctx, `document.querySelector('`+card+`').getAttribute('aria-label')`); strings.ReplaceAll(got, "\u00a0", " ") != "2 frogs" {
			t.Errorf("the card button is said %q", got)
		}
		tap(t, ctx, card, true, true)
		tap(t, ctx, `[data-caller="Boris"][data-call="turbo"]`, true, true)
		// The round won waits for its task: the builder is the first
		// thing in the moves (below the cards and calls it went unseen).
		// The table whole above it, the builder comes first in the
		// moves, before the cards.
		if got := eval[string](t, ctx, `(() => { const a = document.querySelector('[data-task^="animal:"]'), c = document.querySelector('[data-animal], [data-caller]');
			return !a ? 'none' : !c || (a.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING) ? 'first' : 'after'; })()`); got != "first" {
			t.Errorf("the task due: the builder is %s", got)
		}
		screenShot(t, ctx, "turbo-task-due-screen")
		for _, k := range []string{"animal:birds", "plus", "animal:hedgehogs", "op:>=", "number:3", "and", "animal:birds", "op:<", "animal:frogs"} {
			tap(t, ctx, `[data-task="`+k+`"]`, true, false)
		}
		want := "task: birds + hedgehogs >= 3 and birds < frogs"
		if got := text(t, ctx, "#task-line"); got != want {
			t.Fatalf("the task tapped reads %q, want %q", got, want)
		}
		tap(t, ctx, `[data-task="send"]`, true, true)
		if said := text(t, ctx, ".said.last"); !strings.Contains(said, want) {
			t.Errorf("said: %q", said)
		}
		// The same task card in the next game is one tap: this phone
		// remembers it.
		tap(t, ctx, "#leave", true, false)
		tap(t, ctx, "#leave", true, false)
		startByTaps(t, ctx, "turbo", "Anna, Boris", "cards: Anna=18, Boris=18\ntask: frogs > 1", true)
		tapCard(t, ctx, "frogs", "2")
		tap(t, ctx, `[data-caller="Anna"][data-call="turbo"]`, true, true)
		screenShot(t, ctx, "turbo-next-task-screen")
		tap(t, ctx, `[data-recent="`+want+`"]`, true, true)
		if said := text(t, ctx, ".said.last"); !strings.Contains(said, want) {
			t.Errorf("said after the task remembered: %q", said)
		}
		b.check(t, ts.http.URL)
	})
}

// TestBigRacesBoardReadsOnAPhone: on a phone the big-races track is drawn
// at a scale its labels read at — no text under 11 CSS px — and its frame
// is scrolled to the car moved last, which is in sight.
func TestBigRacesBoardReadsOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "big-races", "Ann, Bob", "", true)
	for range 4 { // a turn: how many cells, then the path
		if eval[int](t, ctx, `document.querySelectorAll('[data-steps]').length`) > 0 {
			tap(t, ctx, "[data-steps]:last-child", true, false)
		}
		tap(t, ctx, ".moves button:last-child", true, true)
	}
	wait(t, ctx, js(`window.scrollTo(0, 0)`))
	least := eval[float64](t, ctx, `Math.min(...[...document.querySelectorAll('#board svg text')].filter((e) => e.textContent.trim()).map((e) => parseFloat(getComputedStyle(e).fontSize) * e.getScreenCTM().a))`)
	if least < 11 {
		t.Errorf("the board's least text is %.1f CSS px at 390×844, under 11", least)
	}
	got := eval[string](t, ctx, `(() => {
		const f = document.querySelector('#board svg .focus');
		if (!f) return 'no car marked as moved last';
		const r = f.getBoundingClientRect(), frame = document.getElementById('board').getBoundingClientRect();
		const top = Math.max(0, frame.top), bottom = Math.min(window.innerHeight, frame.bottom), left = Math.max(0, frame.left), right = Math.min(window.innerWidth, frame.right);
		return r.top >= top && r.bottom <= bottom && r.left >= left && r.right <= right ? 'in' : 'out: ' + [r.left, r.top, r.right, r.bottom].map(Math.round) + ' of ' + [left, top, right, bottom].map(Math.round);
	})()`)
	if got != "in" {
		t.Errorf("the car moved last: %s", got)
	}
	screenShot(t, ctx, "big-races-readable")
	b.check(t, ts.http.URL)
}

// TestSuperRaceClearDiceAsked: the dice set, no button among the routes
// or the dice clears them (a tap by mistake lost the roll); clearing
// stands by the dice's heading, says what it clears, and takes a second
// tap to make sure.
func TestSuperRaceClearDiceAsked(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "super-race", "Melanie, Edgar", "track: indianapolis\nstart: Edgar=4", true)
	for i, f := range strings.Fields("rs rs rs rs rc") {
		tap(t, ctx, `[data-face="`+f+`"]`, true, i == 4)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#routes button').length`); n == 0 {
		t.Fatal("no routes offered")
	}
	// Every button among the routes is a route, and among the dice a die.
	if got := eval[string](t, ctx, `[...document.querySelectorAll('#routes button:not([data-move]), .slots button:not([data-slot])')].map((e) => e.textContent).join(' | ')`); got != "" {
		t.Errorf("buttons among the routes or the dice that are neither: %q", got)
	}
	if got := text(t, ctx, "#clear-dice"); got != "Сбросить кубики" {
		t.Fatalf("clearing the dice says %q", got)
	}
	if by := eval[bool](t, ctx, `!!document.getElementById('clear-dice').closest('.dice-head')`); !by {
		t.Error("clearing the dice does not stand by their heading")
	}
	before := rev(t, ctx)
	tap(t, ctx, "#clear-dice", true, false)
	if got := text(t, ctx, "#clear-dice"); !strings.Contains(got, "Нажмите ещё раз") {
		t.Errorf("the first tap on clearing asks %q", got)
	}
	if rev(t, ctx) != before || eval[int](t, ctx, `document.querySelectorAll('#routes button').length`) == 0 {
		t.Fatal("one tap cleared the dice")
	}
	tap(t, ctx, "#clear-dice", true, true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS(`[data-face="rs"]`)))
	if n := eval[int](t, ctx, `document.querySelectorAll('#routes button, .slots .die.red').length`); n != 0 {
		t.Errorf("the second tap leaves %d routes or dice", n)
	}
	b.check(t, ts.http.URL)
}
