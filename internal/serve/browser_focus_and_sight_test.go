package serve

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestGameOpensAtItsTop: Start tapped on a start page scrolled down past
// its kept games opens the game at its top, its name in sight.
func TestGameOpensAtItsTop(t *testing.T) {
	b := newBrowser(t)
	state := t.TempDir()
	for i := range 10 {
		writeKept(t, state, "turtles-"+string(rune('a'+i))+".txt", time.Now().Add(-time.Duration(i+1)*time.Hour), "red +1", "blue +2")
	}
	ts := newTestServer(t, state, nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	tap(t, ctx, "#more-kept", true, false)
	chooseGame(t, ctx, "turtles", "Mom, Masha")
	wait(t, ctx, js(`document.getElementById('start').scrollIntoView({ block: 'end' }); window.scrollBy(0, 400)`))
	if y := eval[float64](t, ctx, `window.scrollY`); y < 50 {
		t.Fatalf("the start page does not scroll down (%v): the test tests nothing", y)
	}
	tap(t, ctx, "#start", true, true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	if y := eval[float64](t, ctx, `window.scrollY`); y != 0 {
		t.Errorf("the game opens scrolled down by %v px", y)
	}
	if got := inSight(t, ctx, ".head h1"); got != "in" {
		t.Errorf("the game's name is not in sight: %s", got)
	}
	b.check(t, ts.http.URL)
}

// TestTurboDueSaysTheTaskCard: the line of what is due says what to do
// when no task card is on the table, at the start and after a round won:
// lay out the task card, in the game's own sentence.
func TestTurboDueSaysTheTaskCard(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Mom, Masha, Petya, Granny", "cards: Mom=18, Masha=18, Petya=18, Granny=18", true)
	if got := text(t, ctx, ".due"); !strings.Contains(got, "task card") {
		t.Errorf("at the start the due line says %q", got)
	}
	layTask(t, ctx, "animal:frogs", "op:>", "number:1", "send")
	tapCard(t, ctx, "frogs", "2")
	tap(t, ctx, `[data-caller="Masha"][data-call="turbo"]`, true, true)
	if got := text(t, ctx, ".due"); !strings.Contains(got, "Masha has won the round") || !strings.Contains(got, "task card") {
		t.Errorf("after a round won the due line says %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestTurtlesCardRulesOnce: the rules of the cards are said whole on the
// first turn; on the next, what is due is short, the rules behind More.
func TestTurtlesCardRulesOnce(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Mom, Masha, Petya, Granny", "", true)
	first := text(t, ctx, ".due")
	if !strings.Contains(first, "rainbow card") {
		t.Fatalf("the first turn's due line: %q", first)
	}
	tap(t, ctx, `[data-move="red +1"]`, true, true)
	next := text(t, ctx, ".due")
	if strings.Contains(next, "rainbow card") || !strings.HasPrefix(next, "Next to move: Masha.") || utf8.RuneCountInString(next) > 120 {
		t.Errorf("the second turn's due line: %q", next)
	}
	tap(t, ctx, "#about-more", true, false)
	if got := text(t, ctx, ".due"); !strings.Contains(got, "rainbow card") {
		t.Errorf("More shows %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestStartPageRemembers: a finished game kept (its record not yet
// downloaded) is listed as finished, not as one to go on with; the
// players of the last game begun on this phone are one tap away.
func TestStartPageRemembers(t *testing.T) {
	b := newBrowser(t)
	state := t.TempDir()
	writeKept(t, state, "turtles-going.txt", time.Now().Add(-2*time.Hour), "red +1", "blue +2")
	over := writeKept(t, state, "turtles-over.txt", time.Now().Add(-time.Hour))
	if err := os.WriteFile(over, []byte("game: turtles\nplayers: Nina, Pasha\nsetup: 7=blue, 6=green/yellow, 4=red\n\ngreen +1\nblue +2\ncolors: Nina=red, Pasha=blue\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, state, nil)
	_, _, st := ts.call(t, "GET", "/api/state", "", "en")
	for _, k := range st.Kept {
		if k.Over != (k.Name == "turtles-over.txt") {
			t.Errorf("%s: over %v", k.Name, k.Over)
		}
	}
	ctx := b.tab(t, ts.http.URL+"/", true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS(".kept button")))
	// The finished games are folded after the others.
	wait(t, ctx, js(`document.querySelector('.finished-kept').open = true`))
	if got := text(t, ctx, `.kept li:has([data-resume="turtles-over.txt"])`); !strings.Contains(got, "finished") || strings.Contains(got, "Go on") {
		t.Errorf("the finished game is listed as %q", got)
	}
	if got := text(t, ctx, `.kept li:has([data-resume="turtles-going.txt"])`); strings.Contains(got, "finished") || !strings.Contains(got, "Go on") {
		t.Errorf("the unfinished game is listed as %q", got)
	}
	startByTaps(t, ctx, "turtles", "Mom, Masha, Petya", "", true)
	tap(t, ctx, "#leave", true, false)
	tap(t, ctx, "#leave", true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("players")))
	// The names field holds the last game's players already (empty,
	// it left the players one tap away on a chip under it).
	if got := eval[string](t, ctx, `document.getElementById('players').value`); got != "Mom, Masha, Petya" {
		t.Errorf("the names field holds %q, not the last game's players", got)
	}
	tap(t, ctx, "#start", true, true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	if got := text(t, ctx, ".players"); !strings.Contains(got, "Petya") {
		t.Errorf("the game begun with the last players has %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestTurboTableReadsOnAPhone: Hurri Count of four players on a phone
// draws the table with no text under 11 CSS px (the task card, the piles'
// heads, the key), at the start and with the task out.
func TestTurboTableReadsOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Mom, Masha, Petya, Granny", "cards: Mom=18, Masha=18, Petya=18, Granny=18", true)
	least := `(() => { let least = 1e9, what = '';
		for (const e of document.querySelectorAll('#board svg text')) {
			if (!e.textContent.trim()) continue;
			const h = e.getBoundingClientRect().height;
			if (h > 0 && h < least) { least = h; what = e.textContent; }
		}
		return least < 11 ? Math.round(least * 10) / 10 + ' px: ' + what : 'reads' })()`
	if got := eval[string](t, ctx, least); got != "reads" {
		t.Errorf("at the start the table's least text is %s", got)
	}
	layTask(t, ctx, "animal:birds", "op:>", "animal:hedgehogs", "send")
	if got := eval[string](t, ctx, least); got != "reads" {
		t.Errorf("with the task out the table's least text is %s", got)
	}
	screenShot(t, ctx, "turbo-four-reads")
	b.check(t, ts.http.URL)
}

// TestTurboButtonsAboveTheLine: in Hurri Count of four players on a
// phone, every button to tap is on the first screen above the line to
// type in, unscrolled: at the start the task card's keys alone (no card
// is there to call on), and once it is laid every caller's calls.
func TestTurboButtonsAboveTheLine(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Mom, Masha, Petya, Granny", "cards: Mom=18, Masha=18, Petya=18, Granny=18", true)
	below := func(sel string) string {
		return eval[string](t, ctx, `(() => {
			const line = document.querySelector('.line').getBoundingClientRect();
			const bad = [];
			for (const e of document.querySelectorAll(`+"`"+sel+"`"+`)) {
				const r = e.getBoundingClientRect();
				if (r.height > 0 && (r.bottom > line.top + 1 || r.top < 0)) bad.push(e.textContent + ' ' + (e.dataset.caller || '') + ' at ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ', the line at ' + Math.round(line.top));
			}
			return bad.join('; ') || 'above';
		})()`)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('[data-caller]').length`); n != 0 {
		t.Errorf("%d call buttons before any task card is on the table", n)
	}
	if got := below(`.taps [data-task]`); got != "above" {
		t.Errorf("at the start, task keys behind the line or above the screen: %s", got)
	}
	layTask(t, ctx, "animal:frogs", "op:>", "number:1", "send")
	wait(t, ctx, js(`window.scrollTo(0, 0)`))
	if n := eval[int](t, ctx, `document.querySelectorAll('[data-caller]').length`); n != 12 {
		t.Errorf("%d call buttons once the task card is laid, want 3 for each of 4 players", n)
	}
	if got := below(`[data-caller]`); got != "above" {
		t.Errorf("with the task card laid, calls behind the line or above the screen: %s", got)
	}
	screenShot(t, ctx, "turbo-four-start")
	b.check(t, ts.http.URL)
}

// TestBigRacesKeyInSight: on a phone at the start of Big Races, each
// player's name stands beside the letter of their cars on the first
// screen, above the track (Mom's M leaves Masha an A, whose key stood
// below the track, out of sight).
func TestBigRacesKeyInSight(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "big-races", "Mom, Masha", "", true)
	got := eval[string](t, ctx, `(() => {
		const out = [];
		for (const name of ['Mom', 'Masha']) {
			const t = [...document.querySelectorAll('#board svg text')].find((e) => e.textContent === name);
			if (!t) { out.push(name + ' not named alone'); continue; }
			const r = t.getBoundingClientRect();
			if (r.top < 0 || r.bottom > window.innerHeight) out.push(name + ' at ' + Math.round(r.top) + ', the screen ' + window.innerHeight);
			const prev = t.previousElementSibling;
			if (!prev || !prev.textContent.trim().match(/^[A-ZА-Я]$/)) out.push(name + ' without a letter before it: ' + (prev ? prev.textContent : 'none'));
		}
		return out.join('; ') || 'in sight';
	})()`)
	if got != "in sight" {
		t.Errorf("the key of the cars: %s", got)
	}
	b.check(t, ts.http.URL)
}

// TestLaptopTypesAtOnce: on a laptop a game opens with the line to type
// in focused, so the first move is typed without a run of Tabs; a phone
// keeps its keyboard down.
func TestLaptopTypesAtOnce(t *testing.T) {
	b := newBrowser(t)
	for _, phone := range []bool{false, true} {
		ts := newTestServer(t, "", nil)
		ctx := b.tab(t, ts.http.URL+"/", phone)
		startByTaps(t, ctx, "turtles", "Mom, Masha", "", phone)
		got := eval[string](t, ctx, `document.activeElement ? document.activeElement.id : ''`)
		if (got == "line") != !phone {
			t.Errorf("phone %v: the focus is on %q", phone, got)
		}
		b.check(t, ts.http.URL)
	}
}

// TestTurboTaskInSight: on a phone with four players, once the task card
// is laid it is in sight on the first screen, in the line of what is due
// (the piles of four players filled the board's frame with the task card
// under them), and whether it holds is not said.
func TestTurboTaskInSight(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turbo", "Mom, Lena, Tim, Grandma", "cards: Mom=18, Lena=18, Tim=18, Grandma=18", true)
	layTask(t, ctx, "animal:frogs", "op:>", "number:3", "send")
	for _, card := range []string{"2", "3"} {
		tapCard(t, ctx, "frogs", card)
		due := text(t, ctx, ".due")
		if !strings.Contains(due, "more than three frogs") || strings.Contains(due, "is met") {
			t.Errorf("after %s frogs the due line says %q", card, due)
		}
		if got := inSight(t, ctx, ".due"); got != "in" {
			t.Errorf("the due line is not in sight: %s", got)
		}
	}
	b.check(t, ts.http.URL)
}

// TestDiceSharedAsTapped: super-race's dice are the game's, not one
// phone's: a second phone sees each die as it is tapped, either phone may
// tap the next, and a reload keeps them (the second phone saw
// blank dice until the fifth, and a reload lost them).
func TestDiceSharedAsTapped(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	a := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, a, "super-race", "Melanie, Edgar", "track: indianapolis", true)
	other := b.tab(t, ts.http.URL+"/", true)
	wait(t, other, chromedp.WaitVisible(chromedp.CSS(`[data-face="rs"]`)))
	slots := func(ctx context.Context) string {
		return eval[string](t, ctx, `[...document.querySelectorAll('[data-slot]')].map((e) => e.getAttribute('aria-label')).join(',')`)
	}
	waitSlots := func(ctx context.Context, want string) {
		t.Helper()
		for range 100 {
			if slots(ctx) == want {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
		t.Fatalf("the dice show %q, want %q", slots(ctx), want)
	}
	tap(t, a, `[data-face="rs"]`, true, false)
	tap(t, a, `[data-face="bc"]`, true, false)
	waitSlots(other, "red straight,blue curve,—,—,—")
	tap(t, other, `[data-face="yc"]`, true, false)
	waitSlots(a, "red straight,blue curve,yellow curve,—,—")
	wait(t, a, chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`[data-slot="0"]`)))
	waitSlots(a, "red straight,blue curve,yellow curve,—,—")
	tap(t, a, `[data-face="rs"]`, true, false)
	tap(t, a, `[data-face="rc"]`, true, false)
	wait(t, other, chromedp.WaitVisible(chromedp.CSS(`#routes button`)))
	b.check(t, ts.http.URL)
}

// TestSecretColoursKeepFocus: on a laptop, a turtle's colour chosen with
// Enter keeps the focus in that player's row, on its Change (the colour
// is hidden once chosen), so that Tab goes on from there
// (it went back to the first colour of the first player, and
// the next Enter changed that player's choice).
func TestSecretColoursKeepFocus(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", false)
	startByTaps(t, ctx, "turtles", "Mom, Masha", "", false)
	playUntilOver(t, ctx, ".moves button", false, 30)
	wait(t, ctx, js(`document.querySelector('[data-player="1"][data-value]:nth-of-type(3)').focus()`), chromedp.KeyEvent(kb.Enter))
	got := eval[string](t, ctx, `(() => { const a = document.activeElement; return (a && a.id) + ' ' + !!document.querySelector('[data-value][aria-pressed="true"]'); })()`)
	if got != "secret-change-1 false" {
		t.Errorf("after Enter on the second player's third colour the focus is on %q", got)
	}
	b.check(t, ts.http.URL)
}

// TestSecretColoursInSightOnAPhone: a race over on a phone asks who played
// which colour with the first player's colours in sight, no line to type
// in over them (half hidden behind it).
func TestSecretColoursInSightOnAPhone(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Masha, Petya, Granny", "", true)
	playUntilOver(t, ctx, ".moves button", true, 40)
	got := eval[string](t, ctx, `(() => {
		if (document.getElementById('line')) return 'the line to type in is there';
		const bad = [];
		for (const e of document.querySelectorAll('[data-player="0"][data-value]')) {
			const r = e.getBoundingClientRect();
			if (r.top < 0 || r.bottom > window.innerHeight) bad.push(e.textContent + ' at ' + Math.round(r.top) + '–' + Math.round(r.bottom));
		}
		return bad.join('; ') || 'in sight';
	})()`)
	if got != "in sight" {
		t.Errorf("the first player's colours: %s", got)
	}
	b.check(t, ts.http.URL)
}

// TestTurboCardsEach: the start page asks how many cards each player
// holds, one number for all, and the game counts them: no line to type,
// no note that the cards are not counted (the family had to type
// «cards: Mom=18, …»).
func TestTurboCardsEach(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	chooseGame(t, ctx, "turbo", "Mom, Masha, Petya")
	wait(t, ctx, chromedp.SendKeys(chromedp.ID("cards-each"), "18"))
	tap(t, ctx, "#start", true, true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	_, _, st := ts.call(t, "GET", "/api/state", "", "")
	if st.Play == nil {
		t.Fatal("no game begun")
	}
	said := eval[string](t, ctx, `document.body.innerText`)
	if strings.Contains(said, "not given") || !strings.Contains(eval[string](t, ctx, `document.querySelector('#board svg').textContent`), "18") {
		t.Errorf("the cards are not counted: %q", said)
	}
	b.check(t, ts.http.URL)
}

// layTask taps a task card's keys in turn on a phone; a last "send" lays
// it, and waits for the game to take it.
func layTask(t *testing.T, ctx context.Context, keys ...string) {
	t.Helper()
	for i, k := range keys {
		tap(t, ctx, `[data-task="`+k+`"]`, true, i == len(keys)-1 && k == "send")
	}
}
