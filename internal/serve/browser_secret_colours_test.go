package serve

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestSameCardNextPlayerGoes: in turtles the
// next player often plays the card just played, and at a table two
// phones tap the same card 0.1–0.3 s apart. Tapped on another phone a
// moment after that move arrived, the finger down on the new position or
// on the position before, it is neither played nor dropped: that phone
// asks whether it is entered again for the next player, nothing entered
// until «Enter it»; two phones tapping at once still enter one move.
func TestSameCardNextPlayerGoes(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	one := b.tab(t, ts.http.URL+"/", true)
	two := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Ann, Bob, Cat", "", true)
	waitRev(t, two, rev(t, one))
	settled(t, one)
	settled(t, two)

	// Bob copies Ann's card at once, his finger down after it is drawn.
	before := rev(t, one)
	eval[any](t, two, `(() => {
		const app = document.getElementById('app');
		new MutationObserver((_, obs) => {
			obs.disconnect();
			setTimeout(() => {
				window.tappedFresh = document.body.hasAttribute('data-fresh');
				const b = document.querySelector('[data-move="red +1"]');
				b.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
				b.click();
			}, 150);
		}).observe(app, { attributes: true, attributeFilter: ['data-rev'] });
	})()`)
	tap(t, one, `[data-move="red +1"]`, true, true)
	waitRev(t, two, before+1)
	wait(t, two, chromedp.WaitVisible(chromedp.CSS("#enter-again")))
	if !eval[bool](t, two, `window.tappedFresh === true`) {
		t.Fatal("phone two's tap did not come within the moment after the other phone's move")
	}
	if got := text(t, two, "#enter-again"); !strings.Contains(got, "This same move was just entered from another phone for Ann. Enter it again — for Bob?") {
		t.Errorf("phone two did not ask whether the same card goes again: %q", got)
	}
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if strings.Contains(rec, "Bob:") || rev(t, two) != before+1 {
		t.Errorf("the same card was entered before the question was answered:\n%s", rec)
	}
	tap(t, two, "#again-yes", true, true)
	_, rec, _ = ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(rec, "Bob: red +1") {
		t.Errorf("«Enter it» did not play the next player's same card:\n%s", rec)
	}
	if got := text(t, two, ".problem"); got != "" {
		t.Errorf("the same card played by the next player was refused: %q", got)
	}

	// Cat's card from phone one arrives under a finger come down on
	// phone two on Cat's turn: the same card is not entered again, for Ann.
	waitRev(t, one, before+2)
	settled(t, one)
	settled(t, two)
	before = rev(t, one)
	var x, y float64
	if box := eval[[]float64](t, two, `(() => { const r = document.querySelector('[data-move="blue +1"]').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`); len(box) == 2 {
		x, y = box[0], box[1]
	}
	touch := func(kind input.DispatchTouchEventType, points []*input.TouchPoint) {
		t.Helper()
		if _, err := chromedp.Call(two, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: points}); err != nil {
			t.Fatal(err)
		}
	}
	one1 := 1.0
	zero := 0.0
	touch(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: x, Y: y, RadiusX: &one1, RadiusY: &one1, Force: &one1, ID: &zero}})
	tap(t, one, `[data-move="blue +1"]`, true, true)
	waitRev(t, two, before+1)
	fresh := eval[bool](t, two, `document.body.hasAttribute('data-fresh')`)
	touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{})
	if !fresh {
		t.Fatal("the finger was not lifted within the moment after the other phone's move")
	}
	wait(t, two, chromedp.Sleep(400*time.Millisecond))
	if r := rev(t, two); r != before+1 {
		t.Errorf("a tap begun on the position before played the same card again")
	}
	if got := text(t, two, "#enter-again"); !strings.Contains(got, "This same move was just entered from another phone for Cat. Enter it again — for Ann?") {
		t.Errorf("phone two did not ask whether the same card goes again: %q", got)
	}
	// «Don't enter it»: nothing entered, the question gone.
	tap(t, two, "#again-no", true, false)
	if n := eval[int](t, two, `document.querySelectorAll('#enter-again').length`); n != 0 {
		t.Errorf("the question stays after «Don't enter it»")
	}
	wait(t, two, chromedp.Sleep(400*time.Millisecond))
	_, rec, _ = ts.call(t, "GET", "/transcript", "", "")
	if strings.Count(rec, "blue +1") != 1 || rev(t, two) != before+1 {
		t.Errorf("a move was played for the next player:\n%s", rec)
	}

	// Both phones tap the same card at the same instant: one move.
	settled(t, one)
	settled(t, two)
	before = rev(t, one)
	var wg sync.WaitGroup
	for _, ctx := range []context.Context{one, two} {
		wg.Go(func() { _, _ = chromedp.Run(ctx, chromedp.Tap(chromedp.CSS(`[data-move="green +1"]`))) })
	}
	wg.Wait()
	waitRev(t, one, before+1)
	waitRev(t, two, before+1)
	wait(t, two, chromedp.Sleep(400*time.Millisecond))
	_, rec, _ = ts.call(t, "GET", "/transcript", "", "")
	if strings.Count(rec, "green +1") != 1 || rev(t, one) != before+1 {
		t.Errorf("the same card tapped on two phones at once was entered %d times:\n%s", strings.Count(rec, "green +1"), rec)
	}
	b.check(t, ts.http.URL)
}

// TestSecretHiddenOnOnePhone: a colour tapped
// is hidden at once on its own phone too: its row says only that it is
// chosen, and no colour is pressed or greyed in any row, for the next
// player may hold the same phone; Change shows the colours again, none
// pressed. On another phone that row shows no colours, only that it was
// chosen elsewhere: its Change asks first that it is that player's own.
// A colour another player holds is not refused at the tap (that gives
// the secret away): Enter finds it, every phone says two players picked
// the same colour, naming none, and every pick is made again.
func TestSecretHiddenOnOnePhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	one, two := raceOverOnTwoPhones(t, b, ts)
	before := rev(t, one)
	tap(t, one, `[data-player="0"][data-value="red"]`, true, false)
	waitRev(t, two, before+1)
	shown := `[...document.querySelectorAll('[data-value].chosen, [data-value][aria-pressed="true"], [data-value][disabled], [data-player="0"][data-value]')].map((e) => e.dataset.player + '=' + e.dataset.value).join()`
	if got := eval[string](t, one, shown); got != "" {
		t.Errorf("phone one still shows the colour tapped on it: %q", got)
	}
	if got := text(t, one, ".row.secret"); !strings.Contains(got, "Nina ✓ pick made") {
		t.Errorf("Nina's row does not say her colour is chosen: %q", got)
	}
	screenShot(t, one, "check26-colour-hidden")

	// On phone two, Nina's row has no colours to tap: only that it was
	// chosen on another phone.
	if n := eval[int](t, two, `document.querySelectorAll('[data-player="0"][data-value]').length`); n != 0 {
		t.Errorf("phone two offers %d colours in Nina's row, chosen on phone one", n)
	}
	if got := text(t, two, ".row.secret"); !strings.Contains(got, "Nina ✓ pick made (on another phone)") {
		t.Errorf("phone two's row for Nina: %q", got)
	}
	// A pick sent for Nina from phone two all the same is refused there.
	if _, body, _ := ts.call(t, "POST", "/api/secret", `{"player":0,"value":"blue","phone":"another"}`, "en"); !strings.Contains(body, "This pick was made on another phone") {
		t.Errorf("a pick over another phone's was not refused: %s", body)
	}
	// Its Change asks first; «No» leaves it.
	tap(t, two, `#secret-change-0`, true, false)
	if got := text(t, two, "#secret-whose-0"); !strings.Contains(got, "Only the player whose pick it is may change it. Is it yours?") {
		t.Errorf("Change on another phone does not ask whose the pick is: %q", got)
	}
	tap(t, two, `#secret-not-mine-0`, true, false)
	if n := eval[int](t, two, `document.querySelectorAll('[data-player="0"][data-value]').length`); n != 0 {
		t.Errorf("after «No», phone two offers Nina's colours")
	}
	// «Yes, mine»: Nina, holding phone two, picks anew there.
	tap(t, two, `#secret-change-0`, true, false)
	tap(t, two, `#secret-mine-0`, true, false)
	if n := eval[int](t, two, `[...document.querySelectorAll('[data-player="0"][data-value]')].filter((e) => e.getAttribute('aria-pressed') === 'false').length`); n != 5 {
		t.Errorf("after «Yes, mine», phone two offers %d of Nina's colours, none pressed", n)
	}
	tap(t, two, `[data-player="0"][data-value="red"]`, true, false)
	waitRev(t, one, before+2)
	if got := text(t, one, ".row.secret"); !strings.Contains(got, "Nina ✓ pick made (on another phone)") {
		t.Errorf("Nina's pick changed on phone two: phone one's row says %q", got)
	}
	before++

	// Pasha, on the other phone, taps the colour Nina holds: taken, and
	// nothing said of it on either phone.
	tap(t, two, `[data-player="1"][data-value="red"]`, true, false)
	waitRev(t, one, before+2)
	for _, ctx := range []context.Context{one, two} {
		if got := text(t, ctx, "body"); strings.Contains(got, "already taken") || strings.Contains(got, "same colour") {
			t.Errorf("a colour picked twice was told before Enter: %q", got)
		}
	}
	if _, body, st := ts.call(t, "GET", "/api/state", "", "en"); st == nil || st.Play == nil || st.Play.Secret == nil || fmt.Sprint(st.Play.Secret.Given) != "[true true]" {
		t.Errorf("Pasha's pick was not held: %s", body)
	}
	// Enter: every phone says two players picked the same colour, naming
	// none, and every pick is cleared; nothing is entered.
	tap(t, one, "#secret-send", true, true)
	waitRev(t, two, before+3)
	for _, ctx := range []context.Context{one, two} {
		got := text(t, ctx, "#secret-clash")
		if !strings.Contains(got, "Two players picked the same colour. All picks were undone: check your tokens and pick the colours again, each your own.") || strings.Contains(got, "red") {
			t.Errorf("the colour picked twice: %q", got)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll('[data-value]').length`); n != 10 {
			t.Errorf("after the clash, %d colours offered, want every player's five", n)
		}
		if eval[bool](t, ctx, `!document.getElementById('secret-send').disabled`) {
			t.Error("Enter is offered with every pick cleared")
		}
	}
	screenShot(t, two, "check27-colour-twice")
	if outcome(t, one) == "" || strings.Contains(outcome(t, one), "wins") {
		t.Errorf("a winner named from a colour picked twice: %q", outcome(t, one))
	}

	// Picked again, one each: entered.
	tap(t, one, `[data-player="0"][data-value="red"]`, true, false)
	tap(t, two, `[data-player="1"][data-value="blue"]`, true, false)
	waitRev(t, one, before+5)
	tap(t, one, "#secret-send", true, true)
	if got := outcome(t, one); !strings.Contains(got, "wins") {
		t.Errorf("no winner named: %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestTurboUnevenCardCounts: three players' deck does not
// split evenly: the card count field takes one number a player, in their
// order («19, 19, 18», a text field with a keyboard of digits), or one for
// all; counts that do not match the players are refused in words, no
// game begun; the label says to count the pile.
func TestTurboUnevenCardCounts(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	chooseGame(t, ctx, "turbo", "Anna, Boris, Vova")
	if got := eval[string](t, ctx, `(() => { const e = document.getElementById('cards-each'); return e.type + ' ' + e.inputMode; })()`); got != "text decimal" {
		t.Errorf("the card count field is %q, not a text field with digits", got)
	}
	// A short label, the how in a plain hint (all
	// of it a bold label).
	if got := text(t, ctx, `label[for="cards-each"]`); got != "How many cards does each player hold after dealing?" {
		t.Errorf("the card count's label: %q", got)
	}
	if got := text(t, ctx, "#cards-each-about"); !strings.Contains(got, "Count your pile") || !strings.Contains(got, "19, 19, 18") || !strings.Contains(got, "keeps count of the cards") {
		t.Errorf("the card count's hint: %q", got)
	}
	if w := eval[string](t, ctx, `getComputedStyle(document.getElementById('cards-each-about')).fontWeight`); w != "400" {
		t.Errorf("the card count's hint is not plain: weight %s", w)
	}
	if got := text(t, ctx, "#dispute-box"); !strings.Contains(got, "the referee says who is right") {
		t.Errorf("the dispute box does not say what it does: %q", got)
	}
	wait(t, ctx, chromedp.SendKeys(chromedp.ID("cards-each"), "19, 18"))
	tap(t, ctx, "#start", true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("cards-each-wrong")))
	if got := text(t, ctx, "#cards-each-wrong"); !strings.Contains(got, "There are 3 players: type one number for all, or 3 numbers, one for each player in their order") {
		t.Errorf("two counts for three players: %q", got)
	}
	if eval[bool](t, ctx, `!!document.querySelector('#board')`) {
		t.Fatal("a game began with two counts for three players")
	}
	screenShot(t, ctx, "check26-cards-wrong")
	wait(t, ctx, js(`document.getElementById('cards-each').value = ''`), chromedp.SendKeys(chromedp.ID("cards-each"), "19, 19, 18"))
	if eval[bool](t, ctx, `!!document.getElementById('cards-each-wrong')`) {
		t.Error("the refusal stays once the counts are typed again")
	}
	tap(t, ctx, "#start", true, true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(rec, "cards: Anna=19, Boris=19, Vova=18") {
		t.Errorf("the record has no uneven «cards:» line:\n%s", rec)
	}
	// What is due first is said once in the page's words
	// (under the board and again at the foot).
	if n := eval[int](t, ctx, `[...document.querySelectorAll('#app p, #app span')].filter((e) => !e.closest('svg') && e.checkVisibility() && [...e.childNodes].some((c) => c.nodeType === 3 && c.textContent.includes('The game starts with a task card'))).length`); n != 1 {
		t.Errorf("«The game starts with a task card» is said %d times on the page", n)
	}
	b.check(t, ts.http.URL)
}

// TestTurtlesKeyFoldsAndLastMoveOnce: under the board the
// turtles' key is said whole on the first turns, then folded under one
// line (Key to the picture) that opens it; the last move is said once,
// by the referee's line, the picture's «Last move: …» caption gone while
// that line stands, and back after an undo.
func TestTurtlesKeyFoldsAndLastMoveOnce(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Ann, Bob, Cat", "", true)
	inSightLines := `[...document.querySelectorAll('.board-words p')].filter((e) => e.checkVisibility()).length`
	// The picture's key says in one line that no owner is known yet.
	if n := eval[int](t, ctx, inSightLines); n < 1 || !strings.Contains(text(t, ctx, ".board-words"), "Whose turtle is whose is known after the finish.") {
		t.Errorf("the first turn's key shows %d lines, none saying no owner is known yet: %q", n, text(t, ctx, ".board-words"))
	}
	tap(t, ctx, `[data-move="red +1"]`, true, true)
	settled(t, ctx)
	if got := text(t, ctx, ".board-words"); !strings.Contains(got, "Whose turtle is whose is known after the finish.") {
		t.Errorf("the key after the first move is not whole: %q", got)
	}
	tap(t, ctx, `[data-move="red +1"]`, true, true)
	wait(t, ctx, chromedp.Sleep(300*time.Millisecond))
	if n := eval[int](t, ctx, inSightLines); n != 0 {
		t.Errorf("the key shows %d lines on a later turn, want it folded", n)
	}
	if got := text(t, ctx, ".board-words"); strings.TrimSpace(got) != "Key to the picture" {
		t.Errorf("the folded key reads %q", got)
	}
	if got := pageText(t, ctx); strings.Contains(got, "Last move:") || !strings.Contains(got, "Move 2 (Bob: red +1)") {
		t.Errorf("the last move is not said once, by the referee: %q", got)
	}
	screenShot(t, ctx, "check26-key-folded")
	wait(t, ctx, chromedp.Click(chromedp.CSS(".legend-fold summary")))
	if got := text(t, ctx, ".board-words"); !strings.Contains(got, "Whose turtle is whose is known after the finish.") {
		t.Errorf("the key opened does not say it: %q", got)
	}
	// Opened, it stays open as the next move is drawn.
	settled(t, ctx)
	tap(t, ctx, `[data-move="blue +1"]`, true, true)
	if got := text(t, ctx, ".board-words"); !strings.Contains(got, "Whose turtle is whose is known after the finish.") {
		t.Errorf("the key opened closed again at the next move: %q", got)
	}
	// After an undo the referee's line is the undo's: the caption is back.
	settled(t, ctx)
	tap(t, ctx, "#undo", true, false)
	tap(t, ctx, "#undo", true, true)
	wait(t, ctx, chromedp.Sleep(300*time.Millisecond))
	if got := pageText(t, ctx); !strings.Contains(got, "Last move:") {
		t.Errorf("after an undo the last move is not said: %q", got)
	}
	b.check(t, ts.http.URL)
}

// pageText is what the page says in sight, not the picture's own words
// (cut off the picture by its box, still in its text).
func pageText(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `(() => {
		const svgs = [...document.querySelectorAll('#app svg')];
		for (const e of svgs) e.style.display = 'none';
		const s = document.getElementById('app').innerText;
		for (const e of svgs) e.style.display = '';
		return s;
	})()`)
}
