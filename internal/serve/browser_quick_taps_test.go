package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/boardgame-referee/referee/referee"
)

// TestQuickTapOtherMoveGoes: a tap on one phone the moment
// another phone's move arrives is held back only when it would play that
// same move again for the next player (the page asks whether it goes
// again); any other move goes through at once, not refused for
// being quick.
func TestQuickTapOtherMoveGoes(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	one := b.tab(t, ts.http.URL+"/", true)
	two := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, one, "turtles", "Ann, Bob, Cat", "", true)
	waitRev(t, two, rev(t, one))
	settled(t, one)
	settled(t, two)

	// The same move as the one just played: held back, and said so.
	before := rev(t, one)
	tapOnArrival(t, two, `[data-move="red +1"]`, before+1)
	tap(t, one, `[data-move="red +1"]`, true, true)
	waitRev(t, two, before+1)
	if !eval[bool](t, two, `window.tappedFresh === true`) {
		t.Fatal("phone two's tap did not land as the other phone's move was drawn")
	}
	wait(t, two, chromedp.Sleep(400*time.Millisecond))
	if r := rev(t, two); r != before+1 {
		t.Errorf("the same move tapped as it arrived was played again")
	}
	if got := text(t, two, "body"); !strings.Contains(got, "This same move was just entered from another phone for Ann. Enter it again — for Bob?") {
		t.Errorf("phone two did not ask whether the move goes again: %q", got)
	}
	tap(t, two, "#again-no", true, false)
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if strings.Contains(rec, "Bob:") || strings.Count(rec, "red +1") != 1 {
		t.Errorf("a move was played for the next player:\n%s", rec)
	}

	// Another move, tapped as the next move arrives: played at once.
	settled(t, one)
	settled(t, two)
	before = rev(t, one)
	tapOnArrival(t, two, `[data-move="green +1"]`, before+1)
	tap(t, one, `[data-move="yellow +1"]`, true, true)
	waitRev(t, two, before+2)
	if !eval[bool](t, two, `window.tappedFresh === true`) {
		t.Fatal("phone two's tap did not land as the other phone's move was drawn")
	}
	_, rec, _ = ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(rec, "green +1") {
		t.Errorf("a different move tapped as the other phone's move arrived was not played:\n%s", rec)
	}
	if got := text(t, two, ".problem"); got != "" {
		t.Errorf("a different move, quick, was refused: %q", got)
	}
	waitRev(t, one, before+2)
	b.check(t, ts.http.URL)
}

// TestRestartBackWithoutTap: after a restart a phone that
// was showing the game, its page reopened in the same browser, is back in
// it with no tap; a phone that opens the address anew (a browser that
// never showed it) is offered it first, one tap away; and the help says
// exactly that.
func TestRestartBackWithoutTap(t *testing.T) {
	b := newBrowser(t)
	state := t.TempDir()
	first := newTestServer(t, state, nil)
	addr := first.http.Listener.Addr().String()
	ctx := b.tab(t, first.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Ann, Bob", "", true)
	tap(t, ctx, `[data-move="red +1"]`, true, true)
	// The phone's page closed while the server is down (it would come
	// back by itself, and take the game up before the fresh phone looks).
	wait(t, ctx, chromedp.Navigate("about:blank"))
	first.Close()
	first.http.CloseClientConnections()
	first.http.Close()
	restartAt(t, addr, state, nil)

	// A phone never on the game: offered it first, not taken into it.
	other := newBrowser(t)
	fresh := other.tab(t, "http://"+addr+"/", true)
	wait(t, fresh, chromedp.WaitVisible(chromedp.ID("players")))
	if eval[bool](t, fresh, `!!document.querySelector('#board')`) {
		t.Errorf("a phone that never showed the game was taken into it")
	}
	if got := text(t, fresh, "main"); !strings.Contains(got, "Go on with the last game") {
		t.Errorf("the kept game is not offered first: %q", got)
	}
	// The phone that showed it, its page opened anew: back, no tap.
	again := b.tab(t, "http://"+addr+"/", true)
	if _, err := chromedp.Run(again, chromedp.Poll[bool](`!!document.querySelector('#board svg') && !document.body.hasAttribute('aria-busy')`, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("the phone that showed the game did not go back into it: %v", err)
	}

	sp := first.opts.Catalog.Speaker("en")
	if got := sp.Say(referee.Term("cli.long.serve")); !strings.Contains(got, "goes back into it by itself") || !strings.Contains(got, "one tap on “Go on with the last game”") {
		t.Errorf("the help does not say when a tap is needed after a restart: %q", got)
	}
	ru := first.opts.Catalog.Speaker("ru")
	if got := strings.ReplaceAll(ru.Say(referee.Term("cli.long.serve")), "\u00a0", " "); !strings.Contains(got, "сам возвращается в неё") || !strings.Contains(got, "одно касание — «Продолжить последнюю игру»") {
		t.Errorf("the Russian help does not say when a tap is needed: %q", got)
	}
	b.mu.Lock()
	b.errs = nil // the first server's page lost its connection, as it must
	b.mu.Unlock()
}

// TestTurboAsksCardCount: the start page's examples for the
// header box are read whole, not cut as a placeholder; Hurri Count started
// with no card count asks for it first, and the count typed then makes the
// transcript's «cards:» line, so the game can name a winner.
func TestTurboAsksCardCount(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	ctx := b.tab(t, ts.http.URL+"/", true)
	chooseGame(t, ctx, "turbo", "Anna, Boris")
	if got := eval[string](t, ctx, `(() => { const h = document.getElementById('header-hint'); if (!h) return 'none';
		const r = h.getBoundingClientRect(); return h.scrollHeight > h.clientHeight + 1 || r.right > innerWidth ? 'cut' : h.textContent; })()`); got != "optional, one line for each thing to say about the game" {
		t.Errorf("Hurri Count chosen, the header box's hint reads %q: its own field asks the counts, and no other game's example belongs", got)
	}
	// Super Race's own example is read whole, when it is chosen.
	wait(t, ctx, chromedp.SetValue(chromedp.ID("game"), "super-race"), js(`document.getElementById('game').dispatchEvent(new Event('change'))`))
	if got := eval[string](t, ctx, `(() => { const h = document.getElementById('header-hint'); if (!h) return 'none';
		const r = h.getBoundingClientRect(); return h.scrollHeight > h.clientHeight + 1 || r.right > innerWidth ? 'cut' : h.textContent; })()`); got != "optional, one line for each thing to say about the game, such as “track: monza”" {
		t.Errorf("Super Race chosen, the header box's hint reads %q", got)
	}
	chooseGame(t, ctx, "turbo", "Anna, Boris")
	before := rev(t, ctx)
	tap(t, ctx, "#start", true, false)
	wait(t, ctx, chromedp.WaitVisible(chromedp.ID("cards-each-ask")))
	if r := rev(t, ctx); r != before || eval[bool](t, ctx, `!!document.querySelector('#board')`) {
		t.Fatal("Hurri Count began with no card count, not asked for")
	}
	// Said once: the label asks, the warning says what follows
	// (the question asked again in red).
	if got := text(t, ctx, "#cards-each-ask"); !strings.Contains(got, "name the winner") || strings.Contains(got, "How many cards") {
		t.Errorf("the ask says %q", got)
	}
	if got := eval[string](t, ctx, `document.activeElement.id`); got != "cards-each" {
		t.Errorf("the focus is on %q, not the card count", got)
	}
	screenShot(t, ctx, "turbo-cards-asked")
	wait(t, ctx, chromedp.SendKeys(chromedp.ID("cards-each"), "18"))
	tap(t, ctx, "#start", true, true)
	wait(t, ctx, chromedp.WaitVisible(chromedp.CSS("#board svg")))
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(rec, "cards: Anna=18, Boris=18") {
		t.Errorf("the record has no «cards:» line:\n%s", rec)
	}
	b.check(t, ts.http.URL)
}

// TestTurtlesColoursOnOwnPhones: at the race's end each
// player taps their own colour on their own phone; no phone shows what was
// picked on another (only that it is given), the page says so, and once
// all are in Enter on either phone names the winner.
func TestTurtlesColoursOnOwnPhones(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "en" })
	one, two := raceOverOnTwoPhones(t, b, ts)
	if got := text(t, two, "#secret-own"); !strings.Contains(got, "on their own phone") || !strings.Contains(got, "Nobody else’s pick is shown until all are in") {
		t.Errorf("the page does not say how the colours are given: %q", got)
	}
	before := rev(t, one)
	tap(t, one, `[data-player="0"][data-value="red"]`, true, false)
	waitRev(t, two, before+1)
	if got := eval[string](t, two, `[...document.querySelectorAll('[data-player="0"].chosen, [data-player="0"][aria-pressed="true"]')].map((e) => e.dataset.value).join()`); got != "" {
		t.Errorf("phone two shows Nina's colour: %q", got)
	}
	if got := text(t, two, ".row.secret .given-elsewhere"); !strings.Contains(got, "pick made (on another phone)") {
		t.Errorf("phone two does not say Nina's colour is in: %q", got)
	}
	// What the server tells every phone: that Nina's is in, not what it is.
	_, body, st := ts.call(t, "GET", "/api/state", "", "en")
	if st == nil || st.Play == nil || st.Play.Secret == nil || fmt.Sprint(st.Play.Secret.Given) != "[true false]" {
		t.Fatalf("the state does not say whose colour is in: %s", body)
	}
	if b, _ := json.Marshal(st.Play.Secret); strings.Count(string(b), `"red"`) != 1 {
		t.Errorf("the state tells a colour given: %s", b)
	}
	if eval[bool](t, two, `!document.getElementById('secret-send').disabled`) {
		t.Error("Enter is on before every colour is in")
	}
	tap(t, two, `[data-player="1"][data-value="blue"]`, true, false)
	waitRev(t, one, before+2)
	if eval[bool](t, one, `document.getElementById('secret-send').disabled`) {
		t.Fatal("phone one: Enter stays greyed with every colour in")
	}
	tap(t, one, "#secret-send", true, true)
	waitRev(t, two, rev(t, one))
	for _, ctx := range []context.Context{one, two} {
		if got := outcome(t, ctx); !strings.Contains(got, "wins") {
			t.Errorf("no winner named: %q", got)
		}
	}
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if !strings.Contains(rec, "Nina=red, Pasha=blue") {
		t.Errorf("the record's colours line:\n%s", rec)
	}
	b.check(t, ts.http.URL)
}

// TestTurtlesRulesNotEveryTurn: the rules of how moves are
// written are said whole on the first turn only; on a later turn none of
// them stands in the due line, only More, which opens them for that turn.
func TestTurtlesRulesNotEveryTurn(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Мама, Папа, Маша", "", true)
	nb := func(s string) string { return strings.ReplaceAll(s, "\u00a0", " ") }
	if first := nb(text(t, ctx, ".due")); !strings.Contains(first, "записывают так") {
		t.Fatalf("the first turn's due line: %q", first)
	}
	tap(t, ctx, `[data-move="красная +1"]`, true, true)
	if got := nb(text(t, ctx, ".due")); got != "Ходит игрок Папа. Подробнее" {
		t.Errorf("the second turn's due line: %q", got)
	}
	screenShot(t, ctx, "turtles-rules-folded")
	tap(t, ctx, "#about-more", true, false)
	if got := nb(text(t, ctx, ".due")); !strings.Contains(got, "записывают так") {
		t.Errorf("More shows %q", got)
	}
	settled(t, ctx)
	tap(t, ctx, `[data-move="жёлтая +1"]`, true, true)
	if got := nb(text(t, ctx, ".due")); got != "Ходит игрок Маша. Подробнее" {
		t.Errorf("the third turn's due line, More tapped on the second: %q", got)
	}
	b.check(t, ts.http.URL)
}
