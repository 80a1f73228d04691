package serve

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestDisputeCallThatAsksWhoTurnedUp: a dispute with a chameleon open and
// nobody's turn given — a «Форсаж!» tapped makes the referee ask who
// turned up the last card (the page once threw on the call's empty
// verdict and said the connection was lost). The page asks, the
// answer brings the verdict, the console stays clean, and a reload shows
// the same live game with Undo and New game.
func TestDisputeCallThatAsksWhoTurnedUp(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	b.check(t, "")
	ctx := b.tab(t, ts.http.URL+"/", true)
	chooseGame(t, ctx, "turbo", "Masha, Petya, Granny")
	tap(t, ctx, "#dispute", true, false)
	// Each open card chosen by what its option says.
	for name, card := range map[string]string{"Masha": "3 frogs", "Petya": "chameleon", "Granny": "2 birds"} {
		wait(t, ctx, js(`(() => { const s = document.querySelector('select[aria-label="`+name+`"]');
			s.value = [...s.options].find((o) => o.textContent.includes('`+card+`')).value;
			s.dispatchEvent(new Event('change')); })()`))
	}
	wait(t, ctx, chromedp.SendKeys(chromedp.ID("task"), "frogs > 4"))
	tap(t, ctx, "#start", true, true)
	tap(t, ctx, `[data-caller="Petya"][data-call="forsazh"]`, true, true)
	if eval[bool](t, ctx, `!document.getElementById('offline').hidden`) {
		t.Error("the page says the connection is lost")
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('.ask button').length`); n < 2 {
		t.Fatalf("no question asked: %q", text(t, ctx, "#app"))
	}
	shot(t, ctx, "turbo-dispute-asks-phone")
	tap(t, ctx, ".ask button", true, true) // Masha turned it up
	if said := text(t, ctx, ".said"); !strings.Contains(said, "Petya: forsazh") {
		t.Errorf("said after the answer: %q", said)
	}
	wait(t, ctx, chromedp.Reload(), chromedp.WaitVisible(chromedp.ID("undo")), chromedp.WaitVisible(chromedp.ID("leave")))
	if eval[bool](t, ctx, `document.getElementById('undo').disabled`) {
		t.Error("no Undo after the call")
	}
	b.check(t, ts.http.URL)
}

// TestPageSurvivesAnEntryItCannotShow: an entry in a shape the page does
// not know (nothing said) never kills the page: the game shows, Undo and
// New game with it, and the connection is not called lost.
func TestPageSurvivesAnEntryItCannotShow(t *testing.T) {
	b := newBrowser(t)
	ts := newTestServer(t, "", nil)
	b.check(t, "")
	ctx := b.tab(t, ts.http.URL+"/", true)
	startByTaps(t, ctx, "turtles", "Ann, Bob", "", true)
	tap(t, ctx, ".moves button", true, true)
	// The state as a broken server might send it: a said of null.
	wait(t, ctx, js(`(() => { const f = window.fetch; window.fetch = async (...a) => { const r = await f(...a); if (!String(a[0]).includes('/api/')) return r; const j = await r.json(); const s = j.play ? j : j.state; if (s && s.play) s.play.log.forEach((e) => { e.said = null; }); return new Response(JSON.stringify(j), { status: r.status }); }; })()`))
	tap(t, ctx, ".moves button", true, true)
	if eval[bool](t, ctx, `!document.getElementById('offline').hidden`) {
		t.Error("the page says the connection is lost")
	}
	if !eval[bool](t, ctx, `!!document.getElementById('undo') && !!document.getElementById('leave')`) {
		t.Errorf("no Undo or New game: %q", text(t, ctx, "#app"))
	}
	b.check(t, ts.http.URL)
}
