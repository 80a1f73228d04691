package play

import (
	"bytes"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/referee/layout"
)

// gameRun is a run of play at a game started from header lines, its
// output kept.
func gameRun(t *testing.T, lang, game string, header ...table.Header) (*front, *bytes.Buffer) {
	t.Helper()
	r := testFront(t, lang)
	var out bytes.Buffer
	r.out = &out
	spec, _ := r.opts.Registry.Lookup(game)
	tb, _, problems := table.Start(r.opts.Registry, spec, header, nil)
	if problems != nil {
		t.Fatal(problems)
	}
	r.spec, r.t = spec, tb
	return r, &out
}

// TestDisputeVerdictsFitAPhone: a turbo dispute's verdict, the call judged
// on the open cards, is three lines at most on a phone's 50 columns (the
// table wraps at one column less), in both languages; and a wrong call's
// verdict does not name the call that is still right, since the round
// goes on.
func TestDisputeVerdictsFitAPhone(t *testing.T) {
	for _, lang := range []string{"ru", "en"} {
		for _, c := range []struct{ open, turn, call, not string }{
			{"Аня=4е, Боря=х, Вика=2е", "Вика", "Вика: форсаж", ""},      // right
			{"Аня=4е, Боря=х, Вика=2е", "Аня", "Вика: форсаж", ""},       // wrong: the last card is Вика's
			{"Аня=4е, Боря=х, Вика=5е", "Вика", "Вика: форсаж", "Турбо"}, // wrong: the task holds
			{"Аня=4е, Боря=х, Вика=2е", "Вика", "Аня: турбо", "Форсаж"},  // wrong: a chameleon came up
			{"Аня=4е, Боря=3л, Вика=5е", "Вика", "Аня: турбо", ""},       // right
			{"Аня=4е, Боря=3л, Вика=2е", "", "Вика: форсаж", ""},         // wrong: no chameleon open
		} {
			r, out := gameRun(t, lang, "turbo", table.Header{Key: "игроки", Value: "Аня, Боря, Вика"},
				table.Header{Key: "открыто", Value: c.open}, table.Header{Key: "задание", Value: "ежей больше семи"})
			if c.turn != "" {
				r.enter("ход: " + c.turn)
			}
			out.Reset()
			r.enter(c.call)
			verdict := strings.TrimSpace(out.String())
			if n := len(layout.WrapText(verdict, "  ", 49)); n > 3 || strings.Contains(verdict, "\n") {
				t.Errorf("%s: %s after %s: %d lines at 50 columns:\n%s", lang, c.call, c.open, n, strings.Join(layout.WrapText(verdict, "  ", 49), "\n"))
			}
			if c.not != "" && strings.Contains(verdict, map[string]string{"Турбо": map[string]string{"ru": "«Турбо!»", "en": "“Turbo!”"}[lang], "Форсаж": map[string]string{"ru": "«Форсаж!»", "en": "“Forsazh!”"}[lang]}[c.not]) {
				t.Errorf("%s: %s names the call still right: %s", lang, c.call, verdict)
			}
		}
	}
}

// TestDisputeAsks: at a terminal, a «Форсаж!» that rests on who turned up
// the last card is asked about; the answer, a beginning of a name, is
// written as the turn: line it means and the call judged on it. From a
// pipe nothing is asked: the call is judged as a record of it is, and the
// reading says what was taken.
func TestDisputeAsks(t *testing.T) {
	header := []table.Header{{Key: "игроки", Value: "Аня, Боря, Вика"}, {Key: "открыто", Value: "Аня=4е, Боря=х, Вика=2е"}, {Key: "задание", Value: "ежей больше семи"}}
	r, out := gameRun(t, "ru", "turbo", header...)
	r.tty = true
	said := func() string { return strings.ReplaceAll(out.String(), "\u00a0", " ") }
	r.handle("Вика: форсаж")
	if !strings.Contains(said(), "Кто открыл карту последним: Аня («4 ежа»), Боря («хамелеон») или Вика («2 ежа»)?") || r.t.Moves() != 0 {
		t.Fatalf("not asked:\n%s", out)
	}
	if p := strings.ReplaceAll(r.prompt(), "\u00a0", " "); p != "ответ (Enter — решить без него)> " {
		t.Errorf("the prompt: %q", p)
	}
	out.Reset()
	r.handle("Гоша")
	if !strings.Contains(said(), "«Гоша» — не ответ") || r.t.Asked() == nil {
		t.Errorf("a wrong answer:\n%s", out)
	}
	out.Reset()
	r.handle("бо")
	if got := said(); !strings.Contains(got, "В запись добавлено «ход: Вика».") || !strings.Contains(got, "Крик (Вика: форсаж): верно") {
		t.Errorf("the answer:\n%s", got)
	}
	if !strings.Contains(r.t.Transcript(), "ход: Вика\n") {
		t.Errorf("the transcript does not say it:\n%s", r.t.Transcript())
	}

	r, out = gameRun(t, "ru", "turbo", header...)
	r.handle("Вика: форсаж")
	if got := strings.ReplaceAll(out.String(), "\u00a0", " "); strings.Contains(got, "Кто открыл") || !strings.Contains(got, "ошибка") || !strings.Contains(got, "судья предполагает, что последней открыли карту «2 ежа»") {
		t.Errorf("from a pipe:\n%s", got)
	}
}

// TestHelpShowsAMove: :help shows how a move is typed in every game, super-race
// too, whose moves cannot be listed before the dice are rolled.
func TestHelpShowsAMove(t *testing.T) {
	for lang, want := range map[string]string{"ru": "например «кп кп ку сп жу / красный ", "en": "such as “rs rs rc bs yc / red "} {
		r, out := gameRun(t, lang, "super-race", table.Header{Key: "players", Value: "Маша, Петя"})
		r.help()
		if !strings.Contains(out.String(), want) {
			t.Errorf("%s: no %q in\n%s", lang, want, out)
		}
	}
}
