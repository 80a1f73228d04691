package turbo

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// newTestTable builds a table from header lines.
func newTestTable(t testing.TB, header string) *table {
	t.Helper()
	return newTestSession(t, header).Engine().(*table)
}

// newTestSession starts a session from header lines, read as the referee
// reads them.
func newTestSession(t testing.TB, header string) *referee.Session {
	t.Helper()
	s, r := refereetest.Open(Spec(), header)
	if s == nil {
		t.Fatalf("header: %v", r.FirstProblem())
	}
	return s
}

// legalTexts lists the legal moves as written.
func legalTexts(tb *table) []string {
	var out []string
	for _, c := range tb.Legal(nil).Moves {
		out = append(out, c.Text)
	}
	return out
}

// play applies one line `Name: event` (or `event`).
func play(t *testing.T, tb *table, line string) referee.Step {
	t.Helper()
	moves, err := notation.SplitMoves(line, at)
	if err != nil {
		t.Fatalf("%q: %v", line, err)
	}
	m := moves[0]
	actor := slices.Index(tb.names, m.Actor)
	if actor < 0 && m.Actor != "" {
		m.Text = m.Actor + ": " + m.Text
	}
	ev, perr := tb.Parse(m)
	if perr != nil {
		t.Fatalf("%q: %v", line, perr)
	}
	return tb.Apply(actor, ev, true)
}

// legal plays lines that must all be legal.
func legal(t *testing.T, tb *table, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if s := play(t, tb, l); s.Violation != nil {
			t.Fatalf("%q: %s %v", l, s.Violation.Code(), s.Violation)
		}
	}
}

// snapshot prints the whole table, to see that a refused event changed
// nothing.
func snapshot(tb *table) string {
	s := fmt.Sprintf("%+v", *tb)
	if tb.task != nil {
		s += tb.task.String()
	}
	if tb.last != nil {
		s += fmt.Sprintf("%+v", *tb.last)
	}
	return s
}

func noteIDs(s referee.Step) []string {
	var out []string
	for _, n := range s.Notes {
		out = append(out, string(n.Code()))
	}
	return out
}

// whyForsazh is why the first note, a wrong «Форсаж!», is wrong: the task
// holds, `open:` shows no card turned up last, the last card is no
// chameleon, or no card has been turned up.
func whyForsazh(s referee.Step) string {
	if len(s.Notes) == 0 {
		return ""
	}
	m, ok := s.Notes[0].(WrongForsazh)
	switch {
	case !ok:
		return string(s.Notes[0].Code())
	case m.Holds:
		return "task-holds"
	case m.Before != "":
		return "open-no-last"
	case m.Owner != "":
		return "not-chameleon"
	}
	return "no-card"
}

func TestSeedFirstExample(t *testing.T) {
	tb := newTestTable(t, "players: A, B, C\ncards: A=18, B=18, C=18\ntask: Лягушек больше четырёх, но меньше, чем птиц.\n")
	legal(t, tb, "A: 3 лягушки", "B: 7 птиц", "C: 2 лягушки")
	s := play(t, tb, "B: турбо")
	if got := noteIDs(s); !slices.Equal(got, []string{"turbo.right-turbo", "turbo.round-won"}) {
		t.Fatalf("notes %v", got)
	}
	// B takes the other open piles under the face-down pile; B's own stays.
	if tb.down[1] != 19 || len(tb.open[0]) != 0 || len(tb.open[2]) != 0 || len(tb.open[1]) != 1 {
		t.Errorf("down %v, open %v", tb.down, tb.open)
	}
	if tb.task != nil || tb.Turn() != -1 {
		t.Errorf("the task should wait for the next card: %v, turn %d", tb.task, tb.Turn())
	}
	legal(t, tb, "task: birds > 9")
	if tb.Turn() != 0 { // the order goes on after C, who turned up last
		t.Errorf("turn %d, want 0", tb.Turn())
	}
}

func TestSeedSecondExample(t *testing.T) {
	tb := newTestTable(t, "players: A, B, C\ncards: A=18, B=18, C=18\ntask: Птиц больше семи, и при этом ёжиков меньше пяти.\n")
	legal(t, tb, "A: 8 птиц", "B: 2 ежа", "C: 3 ежа")
	s := play(t, tb, "C: турбо")
	if got := noteIDs(s); !slices.Equal(got, []string{"turbo.wrong-turbo", "turbo.penalty"}) {
		t.Fatalf("notes %v", got)
	}
	// One card to each other player, in seat order.
	if !slices.Equal(tb.down, []int{18, 18, 15}) {
		t.Errorf("down %v", tb.down)
	}
}

func TestChameleon(t *testing.T) {
	tb := newTestTable(t, "players: A, B\ncards: A=18, B=18\ntask: hedgehogs > 5\n")
	legal(t, tb, "A: 2 hedgehogs", "B: chameleon")
	if got := noteIDs(play(t, tb, "A: turbo")); got[0] != "turbo.wrong-turbo" {
		t.Errorf("turbo on a chameleon, task not holding: %v", got)
	}
	if got := noteIDs(play(t, tb, "A: forsazh")); got[0] != "turbo.right-forsazh" {
		t.Errorf("forsazh: %v", got)
	}
	// A chameleon with the task holding: «Турбо!», not «Форсаж!».
	tb = newTestTable(t, "players: A, B\ncards: A=18, B=18\ntask: frogs < birds\n")
	legal(t, tb, "A: 5 frogs", "B: 4 birds", "A: chameleon")
	if got := whyForsazh(play(t, tb, "B: forsazh")); got != "task-holds" {
		t.Errorf("forsazh with the task holding: %v", got)
	}
	if got := noteIDs(play(t, tb, "B: turbo")); got[0] != "turbo.right-turbo" {
		t.Errorf("turbo with the task holding: %v", got)
	}
	// «Форсаж!» on a card that is not a chameleon.
	tb = newTestTable(t, "players: A, B\ncards: A=18, B=18\ntask: frogs > 5\n")
	legal(t, tb, "A: 2 frogs")
	if got := whyForsazh(play(t, tb, "B: forsazh")); got != "not-chameleon" {
		t.Errorf("forsazh on frogs: %v", got)
	}
	// «Форсаж!» before any card is turned up.
	tb = newTestTable(t, "players: A, B\ncards: A=18, B=18\ntask: frogs > 5\n")
	if got := whyForsazh(play(t, tb, "B: forsazh")); got != "no-card" {
		t.Errorf("forsazh on no card: %v", got)
	}
}

func TestCoveredCardsDoNotCount(t *testing.T) {
	tb := newTestTable(t, "players: A, B\ntask: hedgehogs >= 6\n")
	legal(t, tb, "A: 6 hedgehogs")
	if got := noteIDs(play(t, tb, "B: 1 frog")); !slices.Equal(got, []string{"turbo.missed-turbo"}) {
		t.Errorf("the missed «Турбо!» note: %v", got)
	}
	if !tb.holds() {
		t.Fatal("6 hedgehogs on top: the task should hold")
	}
	s := play(t, tb, "A: 2 birds")
	if tb.holds() || tb.counts() != (Counts{Hedgehog: 0, Frog: 1, Bird: 2}) {
		t.Errorf("covered hedgehogs still count: %v", tb.counts())
	}
	// The task held on over B's card: one chance missed, said once.
	if got := noteIDs(s); len(got) != 0 {
		t.Errorf("the missed «Турбо!» said again: %v", got)
	}
	// Once it stops holding, a new chance is a new note.
	legal(t, tb, "B: 6 hedgehogs")
	if got := noteIDs(play(t, tb, "A: 1 frog")); !slices.Equal(got, []string{"turbo.missed-turbo"}) {
		t.Errorf("a new missed «Турбо!»: %v", got)
	}
}

func TestPenaltyAsFarAsTheCardsGo(t *testing.T) {
	tb := newTestTable(t, "players: A, B, C, D\ncards: A=2, B=5, C=1, D=5\ntask: frogs > 20\n")
	legal(t, tb, "A: 1 frog", "B: 1 frog", "C: 1 bird") // C is out
	if !tb.out[2] {
		t.Fatal("C should be out")
	}
	s := play(t, tb, "A: touch") // A has 1 card: B gets it, C is out, D gets none
	if !slices.Equal(tb.down, []int{0, 5, 0, 5}) || !tb.out[0] {
		t.Errorf("down %v, out %v", tb.down, tb.out)
	}
	if got := noteIDs(s); !slices.Equal(got, []string{"turbo.touch", "turbo.penalty", "turbo.goes-out"}) {
		t.Errorf("notes %v", got)
	}
	// B and D are left: the game goes on, skipping A and C.
	if tb.over || tb.Turn() != 3 {
		t.Errorf("over %v, turn %d", tb.over, tb.Turn())
	}
	legal(t, tb, "D: 2 frogs", "B: 2 birds", "D: 3 birds")
}

func TestLastPlayerInWins(t *testing.T) {
	tb := newTestTable(t, "players: A, B\ncards: A=1, B=5\ntask: frogs > 20\n")
	legal(t, tb, "A: 1 frog")
	o := tb.Outcome()
	if !o.Over || !slices.Equal(o.Winners, []int{1}) {
		t.Errorf("outcome %+v", o)
	}
	if s := play(t, tb, "B: 2 frogs"); s.Violation == nil || s.Violation.Code() != "turbo.game-over" {
		t.Errorf("after the end: %+v", s)
	}
}

func TestCountAtTheEnd(t *testing.T) {
	tb := newTestTable(t, "players: A, B, C\ncards: A=3, B=5, C=5\ntask: frogs > 0\n")
	legal(t, tb, "A: 1 frog", "B: turbo", "end")
	// B: 5 + 1 taken; A: 2; C: 5. Out players do not count.
	o := tb.Outcome()
	if !o.Over || !slices.Equal(o.Winners, []int{1}) || len(o.Places) != 3 {
		t.Errorf("outcome %+v", o)
	}
}

// Every refused event leaves the table exactly as it was.
func TestViolationsChangeNothing(t *testing.T) {
	cases := []struct {
		header string
		lines  []string
		bad    string
		code   string
	}{
		{"players: A, B, C\ncards: A=5, B=5, C=5\ntask: frogs > 4\n", []string{"A: 1 frog"}, "C: 2 frogs", "turbo.out-of-turn"},
		{"players: A, B, C\ncards: A=1, B=5, C=5\ntask: frogs > 9\n", []string{"A: 1 frog", "B: 1 bird", "C: 1 bird"}, "A: 2 frogs", "turbo.player-out"},
		{"players: A, B\ntask: frogs > 9\n", nil, "A: 10 frogs", "turbo.no-such-card"},
		{"players: A, B\ndeck: base\ntask: frogs > 9\n", nil, "A: 9 frogs", "turbo.no-such-card"},
		{"players: A, B\nколода: base\ntask: frogs > 9\n", nil, "A: chameleon", "turbo.no-such-card"},
		{"players: A, B\ntask: frogs > 9\n", nil, "A: chameleon and 2 frogs", "turbo.no-such-card"},
		{"players: A, B\ndeck: base\ntask: frogs > 9\n", []string{"A: 8 frogs"}, "B: 8 frogs", "turbo.too-many-copies"},
		{"players: A, B, C\ncards: A=1, B=5, C=5\ntask: frogs > 0\n", []string{"A: 1 frog"}, "A: turbo", "turbo.call-while-out"},
		{"players: A, B\ntask: frogs > 0\n", []string{"A: 1 frog", "B: turbo"}, "B: 2 frogs", "turbo.task-missing"},
		{"players: A, B\ntask: frogs > 0\n", []string{"A: 1 frog", "B: turbo"}, "A: turbo", "turbo.task-missing"},
		{"players: A, B\n", nil, "A: 1 frog", "turbo.task-missing"},
		{"players: A, B\ntask: frogs > 0\n", nil, "task: birds > 2", "turbo.task-stands"},
		{"players: A, B\ntask: frogs > 0\n", nil, "end", "turbo.task-stands"},
		{"players: A, B\ntask: frogs > 0\n", []string{"A: 1 frog", "B: turbo", "end"}, "task: birds > 2", "turbo.game-over"},
		{"players: A, B\ntask: frogs > 0\n", []string{"A: 1 frog"}, "turbo", "turbo.caller-missing"},
		{"players: A, B\ntask: frogs > 0\n", []string{"A: 1 frog"}, "касание", "turbo.caller-missing"},
	}
	for _, c := range cases {
		tb := newTestTable(t, c.header)
		legal(t, tb, c.lines...)
		before := snapshot(tb)
		s := play(t, tb, c.bad)
		if s.Violation == nil || string(s.Violation.Code()) != c.code {
			t.Errorf("%q: got %+v, want %s", c.bad, s.Violation, c.code)
		}
		if snapshot(tb) != before {
			t.Errorf("%q: the table changed", c.bad)
		}
		if c.code == "turbo.caller-missing" && !s.NoPlayer {
			t.Errorf("%q: an unnamed call is put down to the player due", c.bad)
		}
	}
}

func TestLegal(t *testing.T) {
	// Any mix of base and Форсаж cards: every card of 1–9 and a chameleon,
	// no copy limit.
	tb := newTestTable(t, "players: A, B\ntask: frogs > 4\n")
	legal(t, tb, "A: 8 birds", "B: 5 frogs")
	got := legalTexts(tb)
	if got[0] != "A: turbo" || got[1] != "B: turbo" {
		t.Errorf("the right calls first: %v", got[:3])
	}
	if len(got) != 2+3*9+1 || !slices.Contains(got, "A: 8 birds") || !slices.Contains(got, "A: 9 birds") || !slices.Contains(got, "A: chameleon") {
		t.Errorf("cards: %v", got)
	}
	// The base game's deck: 1–8 within the copies left, no chameleon.
	base := newTestTable(t, "players: A, B\ndeck: base\ntask: frogs > 4\n")
	legal(t, base, "A: 8 birds", "B: 5 frogs")
	got = legalTexts(base)
	if slices.Contains(got, "A: 8 birds") || slices.Contains(got, "A: 9 birds") || !slices.Contains(got, "A: 7 birds") || slices.Contains(got, "A: chameleon") {
		t.Errorf("base deck cards: %v", got)
	}
	for _, header := range []string{"players: A, B\ntask: frogs > 4\n", "players: A, B\ndeck: base\ntask: frogs > 4\n"} {
		tb := newTestTable(t, header)
		legal(t, tb, "A: 8 birds", "B: 5 frogs")
		for _, m := range legalTexts(tb) { // every listed move reads back and is legal
			cp := newTestTable(t, header)
			legal(t, cp, "A: 8 birds", "B: 5 frogs", m)
		}
	}
	legal(t, tb, "B: turbo")
	if got := legalTexts(tb); !slices.Equal(got, []string{"end"}) {
		t.Errorf("waiting for a task: %v", got)
	}
	// The task due is listed as its form, the card's text a placeholder;
	// no form while a task is on the table.
	if forms := tb.Legal(nil).Templates; len(forms) != 1 || forms[0].Text != "task: …" || forms[0].Say.Code() != "turbo.move.task" {
		t.Errorf("waiting for a task, the forms: %+v", forms)
	}
	legal(t, tb, "task: birds > 1")
	if forms := tb.Legal(nil).Templates; len(forms) != 0 {
		t.Errorf("a task on the table, the forms: %+v", forms)
	}
}

// The locale files agree, every rule has its texts, and nothing the engine
// says falls back to a bare message ID.
func TestMessages(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	codes := append(Spec().Rules, Spec().Notes...)
	for _, lang := range say.Languages {
		for _, c := range codes {
			code := string(c)
			for _, id := range []string{code, code + ".rule", code + ".example"} {
				if !cat.Has(lang, id) {
					t.Errorf("%s: %s missing", lang, id)
				}
			}
		}
	}
	for _, code := range Spec().Notes {
		if slices.Contains(Spec().Rules, code) {
			t.Errorf("%s is both a rule and a note", code)
		}
	}
	if !slices.Equal(cat.IDs("en"), cat.IDs("ru")) {
		t.Errorf("en and ru differ")
	}
	var said []referee.Message
	seen := map[string]bool{}
	var tb *table
	for _, game := range []struct {
		header string
		lines  []string
	}{
		{"players: A, B, C\ncards: A=2, B=5, C=5\ntask: frogs + birds >= 3 and hedgehogs < 1\n",
			[]string{"A: 1 frog", "B: chameleon", "C: turbo", "A: forsazh", "task: frogs > 1", "C: 2 frogs", "A: touch", "B: turbo", "end"}},
		{"players: A, B, C\ncards: A=3, B=5, C=5\ntask: frogs > 0\n",
			[]string{"A: forsazh", "A: 1 frog", "B: 1 bird", "C: forsazh", "C: 2 birds", "B: turbo"}},
		{"players: A, B\ntask: frogs > 0\n", []string{"A: 1 frog", "A: touch", "B: chameleon", "B: forsazh"}},
		// The readings: a penalty the caller cannot pay in full, a call by
		// a player who is out, a task that holds as it comes, and a count
		// the player who is out takes no part in.
		{"players: A, B, C\ncards: A=2, B=5, C=5\ntask: frogs > 5\n",
			[]string{"A: 1 frog", "A: touch", "A: turbo", "B: 2 birds", "C: 6 frogs", "B: turbo", "task: birds > 1", "C: turbo", "end"}},
		// A dispute from open: with no turn: a «Форсаж!» that rests on
		// who turned up the last card, and a card by a player named.
		{"players: A, B, C\nopen: A=4h, B=c, C=2h\ntask: hedgehogs > 7\n", []string{"C: forsazh", "C: 3f"}},
	} {
		tb = newTestTable(t, game.header)
		for _, l := range game.lines {
			s := play(t, tb, l)
			if s.Violation != nil {
				said = append(said, s.Violation)
			}
			said = append(append(append(said, s.Notes...), s.Interpretations...), s.Narration...)
			for _, n := range slices.Concat(s.Notes, s.Interpretations) {
				// Every note a move brings has a code `referee explain` knows.
				if !slices.Contains(Spec().Notes, referee.Code(n.Code())) {
					t.Errorf("%q: the note %s is not in Notes()", l, n.Code())
				}
				seen[string(n.Code())] = true
			}
		}
		o := tb.Outcome()
		said = append(append(said, o.Why), o.Interpretations...)
		for _, n := range o.Interpretations {
			seen[string(n.Code())] = true
		}
	}
	for _, code := range Spec().Notes {
		if !seen[string(code)] {
			t.Errorf("no move here brings the note %s", code)
		}
	}
	for _, lang := range say.Languages {
		sp := cat.Speaker(lang)
		for _, m := range said {
			if out := sp.Say(m); strings.Contains(out, "turbo.") || strings.Contains(out, "<no value>") {
				t.Errorf("%s: %s renders as %q", lang, m.Code(), out)
			}
		}
		if b := tb.Board(sp, nil); strings.Contains(b, "turbo.") {
			t.Errorf("%s board: %s", lang, b)
		}
	}
}

// A dispute in two lines: the cards open now (`open:`), the task, and the
// disputed call, judged at once from that position.
func TestOpenPosition(t *testing.T) {
	tb := newTestTable(t, "players: Аня, Боря, Вика\nopen: Аня=5 лягушек, Боря=хамелеон\ntask: лягушки > 4\n")
	if got := noteIDs(play(t, tb, "Вика: турбо")); len(got) < 2 || got[0] != "turbo.right-turbo" || got[1] != "turbo.round-won" {
		t.Errorf("turbo on the open cards: %v", got)
	}
	if s := play(t, tb, "Вика: турбо"); s.Violation == nil || string(s.Violation.Code()) != string(CodeTaskMissing) {
		t.Errorf("a second call after the round is won: %+v", s)
	}
	// «Форсаж!»: the card turned up last is the one of the player before
	// the one due (turn:).
	tb = newTestTable(t, "players: Аня, Боря, Вика\nopen: Аня=5л, Боря=х\ntask: лягушки > 5\nturn: Вика\n")
	if got := noteIDs(play(t, tb, "Аня: форсаж")); got[0] != "turbo.right-forsazh" {
		t.Errorf("forsazh on Боря's chameleon: %v", got)
	}
	tb = newTestTable(t, "players: Аня, Боря, Вика\nopen: Аня=5л, Боря=х\ntask: лягушки > 5\nturn: Аня\n")
	if got := whyForsazh(play(t, tb, "Аня: форсаж")); got != "open-no-last" {
		t.Errorf("forsazh when Вика, before Аня, shows no card: %v", got)
	}
	// The piles under the open cards are unknown: with cards: the face-down
	// piles are counted until a winner takes such a pile, and the final
	// count is never made.
	tb = newTestTable(t, "players: A, B\ncards: A=5, B=5\nopen: A=2 frogs\ntask: frogs > 2\n")
	legal(t, tb, "A: 3 frogs", "B: 2 birds")
	if tb.down[0] != 4 || tb.down[1] != 4 || !tb.cardsKnown {
		t.Errorf("face-down piles before a win: %v, counted %v", tb.down, tb.cardsKnown)
	}
	play(t, tb, "B: turbo")
	if tb.cardsKnown {
		t.Error("the piles are still counted after B took A's pile, which «open:» shows only in part")
	}
	tb = newTestTable(t, "players: A, B\ncards: A=5, B=5\nopen: A=2 frogs, B=—\ntask: birds > 3\n")
	legal(t, tb, "A: 4 birds", "B: turbo", "task: birds > 0", "B: 1 bird", "A: turbo", "end")
	if o := tb.Outcome(); !o.Over || !o.Unnamed || o.Why.Code() != "turbo.why.count-lost" {
		t.Errorf("the count after B took A's pile, partly unknown: %+v", o)
	}
	tb = newTestTable(t, "players: A, B\ncards: A=5, B=5\nopen: A=2 frogs\ntask: birds > 3\n")
	legal(t, tb, "A: 4 birds", "A: turbo", "end")
	if o := tb.Outcome(); !o.Over || !o.Unnamed || o.Why.Code() != "turbo.why.count-hidden" {
		t.Errorf("the count with A's own pile partly unknown: %+v", o)
	}
	// A pile the position shows in full (none) is counted as usual.
	tb = newTestTable(t, "players: A, B\ncards: A=5, B=5\nopen: A=—\ntask: birds > 3\n")
	legal(t, tb, "A: 4 birds", "B: turbo", "end")
	if o := tb.Outcome(); !o.Over || o.Unnamed || len(o.Winners) != 1 || o.Winners[0] != 1 {
		t.Errorf("the count with every pile known: %+v", o)
	}
}

func TestOpenLine(t *testing.T) {
	for value, code := range map[string]string{
		"Аня=5 лягушек, Гоша=хамелеон": "turbo.open-player",
		"Аня=5 лягушек, Бора=хамелеон": "turbo.open-player-suggest",
		"Аня=5 лягушек, Аня=хамелеон":  "turbo.open-twice",
		"Аня=турбо":             "turbo.open-not-card",
		"Аня=10 лягушек":        "turbo.open-no-such-card",
		"Аня=2 ежа и 3 лягушки": "turbo.open-no-such-card",
		"Аня=":                  "turbo.open-form",
		"Аня 5л":                "turbo.open-form",
		"Аня=пять жирафов":      "turbo.event-word",
	} {
		err := headerError(t, "players: Аня, Боря\nopen: "+value+"\n")
		if err == nil || string(err.Code()) != code {
			t.Errorf("open: %s: got %v, want %s", value, err, code)
		}
	}
	if err := headerError(t, "players: Аня, Боря\ndeck: base\nopen: Аня=8 птиц, Боря=8 птиц\n"); err == nil || err.Code() != "turbo.open-too-many" {
		t.Errorf("two 8-bird cards open in the base deck: %v", err)
	}
	tb := newTestTable(t, "players: Аня, Боря, «Вика Петрова»\nopen: Аня=5л, Вика Петрова=—, Боря=chameleon\n")
	if len(tb.open[0]) != 1 || tb.open[0][0] != (Card{animal: Frog, n: 5}) || len(tb.open[2]) != 0 || !tb.open[1][0].chameleon {
		t.Errorf("open piles %v", tb.open)
	}
}

// A dispute from `open:` with no `turn:` says nothing of who turned up the
// last card: a «Форсаж!» whose verdict rests on it is judged on the
// default order, and the reading names the other verdict; where nothing
// rests on it, nothing is assumed; a card by a player named is theirs.
func TestOpenWithoutTurn(t *testing.T) {
	const players = "players: Аня, Боря, Вика\n"
	tb := newTestTable(t, players+"open: Аня=4е, Боря=х, Вика=2е\ntask: ежей больше семи\n")
	q, ok := tb.Ask(2, parsed(t, tb, "Вика: форсаж")).(WhoTurnedLast)
	if !ok || !slices.Equal(q.Answers(), []string{"Аня", "Боря", "Вика"}) {
		t.Fatalf("the table is not asked who turned up the last card: %#v", q)
	}
	if keys, value := q.Answer(1); !slices.Equal(keys, notation.TurnKeys) || value != "Вика" {
		t.Errorf("Боря turned up the last card: %v %q, want turn: Вика", keys, value)
	}
	s := play(t, tb, "Вика: форсаж")
	if got := whyForsazh(s); got != "not-chameleon" {
		t.Errorf("forsazh on the default order: %v", got)
	}
	want := LastCardAssumed{Player: "Вика", Card: Card{animal: Hedgehog, n: 2}, Others: []string{"Боря"}, Next: "Вика", TurnKey: "turn"}
	if len(s.Interpretations) == 0 || !reflect.DeepEqual(s.Interpretations[0], want) {
		t.Errorf("the reading: %#v, want %#v", s.Interpretations, want)
	}
	// With turn: the table knows, and nothing is assumed or asked.
	tb = newTestTable(t, players+"open: Аня=4е, Боря=х, Вика=2е\ntask: ежей больше семи\nturn: Вика\n")
	if q := tb.Ask(2, parsed(t, tb, "Вика: форсаж")); q != nil {
		t.Errorf("asked with turn: %v", q)
	}
	// The readings are the order after the round and the «Форсаж!» as a won
	// round: no last card assumed.
	if s := play(t, tb, "Вика: форсаж"); whyForsazh(s) != "turbo.right-forsazh" || len(s.Interpretations) != 2 {
		t.Errorf("forsazh after Боря's chameleon: %v, readings %v", noteIDs(s), s.Interpretations)
	}
	// Nothing rests on the order: no chameleon open, every open card a
	// chameleon, the task holding, a «Турбо!».
	for open, why := range map[string]string{
		"Аня=4е, Боря=3л, Вика=2е": "no-chameleon",
		"Аня=х, Боря=х":            "turbo.right-forsazh",
		"Аня=4е, Боря=х, Вика=5е":  "task-holds",
	} {
		tb = newTestTable(t, players+"open: "+open+"\ntask: ежей больше семи\n")
		if q := tb.Ask(2, parsed(t, tb, "Вика: форсаж")); q != nil {
			t.Errorf("%s: asked %v", open, q)
		}
		s := play(t, tb, "Вика: форсаж")
		got := whyForsazh(s)
		if m, ok := s.Notes[0].(WrongForsazh); ok && m.NoChameleon {
			got = "no-chameleon"
		}
		if got != why || slices.ContainsFunc(s.Interpretations, func(m referee.Message) bool { return m.Code() == CodeReadingLastCard }) {
			t.Errorf("%s: %v, readings %v; want %s and no reading", open, got, s.Interpretations, why)
		}
	}
	// A «Турбо!» on a chameleon says «Форсаж!» was the call only when it
	// surely was.
	tb = newTestTable(t, players+"open: Аня=4е, Боря=х, Вика=2е\ntask: ежей больше семи\nturn: Вика\n")
	if m := play(t, tb, "Аня: турбо").Notes[0].(WrongTurbo); !m.Forsazh {
		t.Error("a «Турбо!» right after Боря's chameleon does not say «Форсаж!» was the call")
	}
	tb = newTestTable(t, players+"open: Аня=4е, Боря=х, Вика=2е\ntask: ежей больше семи\n")
	if m := play(t, tb, "Аня: турбо").Notes[0].(WrongTurbo); m.Forsazh {
		t.Error("a «Турбо!» says «Форсаж!» was the call, though nobody said a chameleon came up last")
	}
	// A card by a player named is theirs, whoever the default order names,
	// and the order goes on after them.
	tb = newTestTable(t, players+"open: Аня=4е, Боря=х, Вика=2е\ntask: ежей больше семи\n")
	s = play(t, tb, "Вика: 3л")
	if s.Violation != nil || len(s.Interpretations) != 1 || s.Interpretations[0].Code() != CodeReadingOpenTurn || tb.Turn() != 0 {
		t.Errorf("Вика's card: %+v, turn %d", s, tb.Turn())
	}
	if s := play(t, tb, "Вика: 1л"); s.Violation == nil {
		t.Error("a second card of Вика's, out of turn now that the order is known, was taken")
	}
}

// parsed reads a move as the session does.
func parsed(t *testing.T, tb *table, line string) referee.Move {
	t.Helper()
	_, text, _ := strings.Cut(line, ": ")
	m, err := tb.Parse(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestTouchNotesNoEarlyCall: a touch right after a new task is wrong on any
// cards, so the reading on a call before any card is not said for it; a
// call there still says it.
func TestTouchNotesNoEarlyCall(t *testing.T) {
	for _, c := range []struct {
		call string
		want bool
	}{{"Боря: касание", false}, {"Боря: турбо", true}} {
		tb := newTestTable(t, "players: Аня, Боря\ntask: лягушки > 4\n")
		s := play(t, tb, c.call)
		got := slices.ContainsFunc(s.Interpretations, func(m referee.Message) bool { return m.Code() == CodeReadingEarlyCall })
		if got != c.want {
			t.Errorf("%s: early-call reading said %v, want %v", c.call, got, c.want)
		}
	}
}

// A player who goes out leaves an open pile for the round's winner only
// when the pile holds a card and the game goes on: else the note must not
// promise one (round 8 turbo reader, item 22).
func TestGoesOutPileOnlyWhenOneIsLeft(t *testing.T) {
	goesOut := func(s referee.Step) GoesOut {
		t.Helper()
		for _, n := range s.Notes {
			if g, ok := n.(GoesOut); ok {
				return g
			}
		}
		t.Fatalf("no GoesOut among %v", s.Notes)
		return GoesOut{}
	}
	tb := newTestTable(t, "players: A, B, C\ncards: A=1, B=5, C=5\ntask: frogs > 9\n")
	if g := goesOut(play(t, tb, "A: 2 frogs")); !g.Pile {
		t.Errorf("a card turned up last stays in A's open pile: %+v", g)
	}
	tb = newTestTable(t, "players: A, B, C\ncards: A=1, B=5, C=5\ntask: frogs > 9\n")
	if g := goesOut(play(t, tb, "A: touch")); g.Pile {
		t.Errorf("A's open pile is empty: %+v", g)
	}
	tb = newTestTable(t, "players: A, B\ncards: A=1, B=5\ntask: frogs > 9\n")
	if g := goesOut(play(t, tb, "A: 2 frogs")); g.Pile {
		t.Errorf("the game is over, no round is won any more: %+v", g)
	}
}
