package table_test

import (
	"slices"
	"testing"

	"github.com/boardgame-referee/referee/internal/table"
)

// TestAskBeforeJudging: a move the game cannot judge without a fact the
// header leaves out (turbo from `open:` with no `turn:`: who turned up the
// last card, for a «Форсаж!» that rests on it) waits on a question; the
// answer is a header line, and the move is then judged on it. With no
// answer the move is judged as a record of it is, on the header's default.
func TestAskBeforeJudging(t *testing.T) {
	dispute := []table.Header{{"игроки", "Аня, Боря, Вика"}, {"открыто", "Аня=4е, Боря=х, Вика=2е"}, {"задание", "ежей больше семи"}}
	tb := start(t, "turbo", dispute...)
	r := tb.Enter("Вика: форсаж")
	if r.Ask == nil || r.Played != 0 || tb.Moves() != 0 || tb.Asked() == nil {
		t.Fatalf("the call was not held for a question: %+v, %d moves", r, tb.Moves())
	}
	if got := r.Ask.Answers(); !slices.Equal(got, []string{"Аня", "Боря", "Вика"}) {
		t.Errorf("the answers: %v", got)
	}
	r = tb.Answer(1, "ход") // Боря turned up the chameleon last
	if r.Played != 1 || r.Key != "ход" || tb.Asked() != nil {
		t.Fatalf("the answer: %+v", r)
	}
	if got := codes(r); !slices.Equal(got, []string{"turbo.right-forsazh", "turbo.round-won", "turbo.reading.forsazh-round", "turbo.reading.order-after-round"}) {
		t.Errorf("the verdict after the answer: %v", got)
	}
	if h := tb.Header(); h[len(h)-1] != (table.Header{Key: "ход", Value: "Вика"}) {
		t.Errorf("the header after the answer: %v", h)
	}
	if rep := replay(t, tb.Transcript()); rep.FirstProblem() != nil || rep.Moves != 1 {
		t.Errorf("the saved game does not replay: %v", rep.FirstProblem())
	}

	// No answer: judged on the default, the reading says so.
	tb = start(t, "turbo", dispute...)
	tb.Enter("Вика: форсаж")
	r = tb.Answer(-1, "")
	if got := codes(r); !slices.Contains(got, "turbo.wrong-forsazh") || !slices.Contains(got, "turbo.reading.last-card") {
		t.Errorf("the verdict with no answer: %v", got)
	}

	// A line typed instead of the answer drops the call that waited.
	tb = start(t, "turbo", dispute...)
	tb.Enter("Вика: форсаж")
	if r := tb.Enter("Аня: турбо"); r.Played != 1 || tb.Asked() != nil || tb.Moves() != 1 {
		t.Errorf("another line instead of the answer: %+v", r)
	}
	if r := tb.Answer(0, "ход"); r.Played != 0 || tb.Moves() != 1 {
		t.Errorf("an answer with nothing asked played %+v", r)
	}

	// Nothing rests on who turned up last: no question.
	tb = start(t, "turbo", dispute[0], table.Header{Key: "открыто", Value: "Аня=4е, Боря=х, Вика=2е"}, table.Header{Key: "задание", Value: "ежей больше семи"}, table.Header{Key: "ход", Value: "Вика"})
	if r := tb.Enter("Вика: форсаж"); r.Ask != nil || r.Played != 1 {
		t.Errorf("asked with turn: %+v", r)
	}
}

func codes(r table.Reply) []string {
	var out []string
	for _, l := range r.Lines {
		out = append(out, string(l.Message.Code()))
	}
	return out
}
