package turbo

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// headerError builds a table from header lines that must be refused.
func headerError(t *testing.T, header string) *notation.Error {
	t.Helper()
	g := refereetest.Frame(Spec(), "game: turbo\n"+header).Games[0]
	var players []string
	for _, p := range g.Players {
		players = append(players, p.Text)
	}
	_, _, errs := Spec().New(referee.Start{Players: players, Header: g})
	if len(errs) == 0 {
		return nil
	}
	return errs[0]
}

// The «cards:» line is read by the game, and every mistake in it is told in
// its own words, at its place.
func TestCardsLine(t *testing.T) {
	ok := []struct {
		value string
		down  []int
	}{
		{"Anna=18, Boris=17", []int{18, 17}},
		{" boris = 3 ,anna=4 ", []int{4, 3}},
		{`"Anna"=2, «Boris»=5`, []int{2, 5}},
	}
	for _, c := range ok {
		tb := newTestTable(t, "players: Anna, Boris\ncards: "+c.value+"\n")
		if !tb.cardsKnown || !slices.Equal(tb.down, c.down) {
			t.Errorf("%q: down %v, want %v", c.value, tb.down, c.down)
		}
	}
	tb := newTestTable(t, "players: \"Anna Maria\", Boris\ncards: \"Anna Maria\"=2, Boris=3\n")
	if !slices.Equal(tb.down, []int{2, 3}) {
		t.Errorf("a quoted name: down %v", tb.down)
	}

	bad := []struct {
		value, code, what string
		col               int // the value starts at column 8
	}{
		{"=5", "turbo.cards-form", "no-name", 8},
		{"Anna=5; Boris=5", "turbo.cards-form", "semicolon", 14},
		{"Anna=5 Boris=5", "turbo.cards-form", "two-equals", 20},
		{"Anna=5,, Boris=5", "turbo.cards-form", "gap", 15},
		{"Anna=5, Boris=5,", "turbo.cards-form", "trailing", 23},
		{"Anna 5, Boris=5", "turbo.cards-form", "no-equals", 8},
		{"Anna=5, Boris=", "turbo.cards-form", "no-number", 21},
		{`"Anna=5, Boris=5`, "turbo.cards-form", "quote", 8},
		{"Anna=five, Boris=5", "turbo.cards-bad", "", 13},
		{"Anna=5, Bors=5", "turbo.cards-player-suggest", "", 16},
		{"Anna=5, Anna=5", "turbo.cards-twice", "", 16},
		{"Anna=5", "turbo.cards-missing", "", 8},
	}
	for _, c := range bad {
		err := headerError(t, "players: Anna, Boris\ncards: "+c.value+"\n")
		if err == nil {
			t.Errorf("%q: no error", c.value)
			continue
		}
		what := ""
		if m, ok := err.Message.(PairsForm); ok {
			what = pairsFault(m)
		}
		if string(err.Code()) != c.code || what != c.what || err.Pos.Column != c.col {
			t.Errorf("%q: got %s %s at column %d, want %s %s at %d", c.value, err.Code(), what, err.Pos.Column, c.code, c.what, c.col)
		}
	}
	if err := headerError(t, "players: Anna, Boris\ntask:\n"); err == nil || err.Code() != "turbo.task-empty" {
		t.Errorf("an empty task: %v", err)
	}
}

// pairsFault names the fault a PairsForm tells.
func pairsFault(m PairsForm) string {
	switch {
	case m.Empty:
		return "empty"
	case m.Gap:
		return "gap"
	case m.Trailing:
		return "trailing"
	case m.Semicolon:
		return "semicolon"
	case m.Sign != "":
		return "quote"
	case m.TwoEquals:
		return "two-equals"
	case m.Text != "":
		return "no-equals"
	case m.Name != "":
		return "no-number"
	}
	return "no-name"
}

// Keys names every header key the game reads, in every spelling.
func TestKeys(t *testing.T) {
	var keys []string
	for _, group := range Spec().Keys {
		keys = append(keys, group...)
	}
	for _, k := range append(append([]string{}, cardsKeys...), taskKeys...) {
		if !slices.Contains(keys, k) {
			t.Errorf("Keys() lacks %q", k)
		}
	}
	for _, shared := range append(append([]string{}, notation.PlayersKeys...), notation.GameKeys...) {
		if slices.Contains(keys, shared) {
			t.Errorf("Keys() names the shared key %q", shared)
		}
	}
}

// FuzzCardsLine: no «cards:» value makes the reader panic; what it reads
// has names and counts, and what it refuses is refused at a place in it.
func FuzzCardsLine(f *testing.F) {
	for _, s := range []string{"Anna=18, Boris=18", "=5", "A=5; B=5", `"Anna Maria"=2, «B»=3`, "„x“=1,,", "a=b=c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, value string) {
		if strings.ContainsAny(value, "\n\r") || !utf8.ValidString(value) {
			return
		}
		pairs, err := cardPairs(value, at, cardsLine)
		if err != nil {
			if err.Pos.Line != 1 || err.Pos.Column < 1 || err.Pos.Column > utf8.RuneCountInString(value)+1 {
				t.Fatalf("%q: error at %v", value, err.Pos)
			}
			return
		}
		for _, p := range pairs {
			if p.Value.Text == "" || p.Key.Pos.Column < 1 {
				t.Fatalf("%q: pair %+v", value, p)
			}
		}
	})
}

// FuzzOpenLine: no «open:» value makes the header reader panic, and what
// it refuses is refused at a place on the line; what it takes plays on,
// the animals counted always the ones on the top cards.
func FuzzOpenLine(f *testing.F) {
	for _, s := range []string{"Аня=5 лягушек, Боря=хамелеон, Вика=—", "Аня=5л, Боря=х", "Anna=2h", "Аня=", "Аня=турбо", "Аня=10 птиц", "Вика Петрова=—"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, value string) {
		if strings.ContainsAny(value, "\n\r#") || !utf8.ValidString(value) {
			return
		}
		header := "players: Аня, Боря, Вика Петрова\nopen: " + value + "\ntask: лягушки > 4\n"
		s, r := refereetest.Open(Spec(), header)
		if s == nil {
			if p := r.FirstProblem(); p == nil || p.Pos.Line < 1 || p.Pos.Column < 1 {
				t.Fatalf("%q: refused with no place: %+v", value, p)
			}
			return
		}
		tb := s.Engine().(*table)
		for _, line := range []string{"", "Аня: турбо", "Боря: форсаж", "Вика Петрова: 2е", "task: лягушки > 1", "Аня: 3 лягушки", "Боря: турбо"} {
			if line != "" {
				_ = refereetest.Play(s, line)
			}
			if tb.counts() != tb.countTops() {
				t.Fatalf("%q, after %q: counts %v, the top cards show %v", value, line, tb.counts(), tb.countTops())
			}
		}
		s.Outcome()
	})
}

// TestCardsFormSampleNamesThePlayers: the sample a malformed «cards:» line
// is told to copy names the game's own players, so it can be copied as it
// is (round 7: «карты: Аня=18, Боря=18» under players Anna and Boris).
func TestCardsFormSampleNamesThePlayers(t *testing.T) {
	err := headerError(t, "players: Маша, Петя\ncards: Маша=5; Петя=5\n")
	if err == nil {
		t.Fatal("no error")
	}
	form, ok := err.Message.(PairsForm)
	if !ok || form.Example != "Маша=27, Петя=27" {
		t.Errorf("got %#v, want a PairsForm with the sample «Маша=18, Петя=18»", err.Message)
	}
}

// countTops adds up the animals on the top cards. «Выполнение условия
// оценивается с точки зрения суммы животных на всех открытых картах»; only a
// pile's top card is open, and a chameleon shows no animals.
func (t *table) countTops() Counts {
	var c Counts
	for p := range t.names {
		if top, ok := t.top(p); ok {
			c.add(top, 1)
		}
	}
	return c
}
