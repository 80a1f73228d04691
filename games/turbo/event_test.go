package turbo

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
)

// parse reads one entry as the framing hands it over: actor named or not.
func parse(actor, text string) (event, *notation.Error) {
	return parseEvent(&notation.Move{Actor: actor, Text: text, TextPos: at})
}

func TestEvents(t *testing.T) {
	cards := []struct {
		text string
		want Card
	}{
		{"2 hedgehogs", Card{animal: Hedgehog, n: 2}},
		{"1 hedgehog", Card{animal: Hedgehog, n: 1}},
		{"2 ежа", Card{animal: Hedgehog, n: 2}},
		{"1 ёж", Card{animal: Hedgehog, n: 1}},
		{"5 ЁЖИКОВ", Card{animal: Hedgehog, n: 5}},
		{"пять лягушек", Card{animal: Frog, n: 5}},
		{"three frogs", Card{animal: Frog, n: 3}},
		{"8 птиц", Card{animal: Bird, n: 8}},
		{"две птицы", Card{animal: Bird, n: 2}},
		{"chameleon", Card{chameleon: true}},
		{"Хамелеон!", Card{chameleon: true}},
		{"9 birds", Card{animal: Bird, n: 9}}, // read; the engine refuses it
		// The short forms, as a card is called out at the table.
		{"5л", Card{animal: Frog, n: 5}},
		{"3п", Card{animal: Bird, n: 3}},
		{"2е", Card{animal: Hedgehog, n: 2}},
		{"2 Ё", Card{animal: Hedgehog, n: 2}},
		{"х", Card{chameleon: true}},
		{"Х!", Card{chameleon: true}},
		{"5f", Card{animal: Frog, n: 5}},
		{"3B", Card{animal: Bird, n: 3}},
		{"2h", Card{animal: Hedgehog, n: 2}},
		{"c", Card{chameleon: true}},
		{"2e", Card{animal: Hedgehog, n: 2}}, // a Latin e for the Cyrillic е
	}
	for _, c := range cards {
		ev, err := parse("Anna", c.text)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if ev.kind != cardEvent || len(ev.parts) != 1 || ev.parts[0] != c.want {
			t.Errorf("%q: got %+v", c.text, ev)
		}
	}
	calls := map[string]eventKind{
		"turbo": turboCall, "Турбо!": turboCall, "«Турбо!»": turboCall, `"turbo"`: turboCall,
		"forsazh": forsazhCall, "Форсаж!": forsazhCall,
		"touch": touchCall, "касание": touchCall,
	}
	for text, kind := range calls {
		ev, err := parse("Anna", text)
		if err != nil || ev.kind != kind {
			t.Errorf("%q: got %+v, %v", text, ev, err)
		}
	}
	for _, text := range []string{"end", "конец", "End."} {
		if ev, err := parse("", text); err != nil || ev.kind != endEvent {
			t.Errorf("%q: got %+v, %v", text, ev, err)
		}
	}
	for text, formal := range map[string]string{
		"task: frogs > 4": "frogs > 4",
		"задание: Ежей больше пяти":      "hedgehogs > 5",
		"Задание:Птиц не меньше трёх.":   "birds >= 3",
		"task: More than five hedgehogs": "hedgehogs > 5",
	} {
		ev, err := parse("", text)
		if err != nil || ev.kind != taskEvent || ev.task.String() != formal {
			t.Errorf("%q: got %+v, %v", text, ev, err)
		}
	}
	if ev, err := parse("Anna", "2 hedgehogs and 3 frogs"); err != nil || len(ev.parts) != 2 {
		t.Errorf("two kinds on one card: got %+v, %v", ev, err)
	}
}

func TestEventErrors(t *testing.T) {
	cases := []struct {
		actor, text, code string
		col               int
	}{
		{"Anna", "3 жирафа", "turbo.event-word", 3},
		{"Anna", "2", "turbo.event-end", 2},
		{"Anna", "turbp", "turbo.event-word-suggest", 1},
		{"", "task: frogs >", "turbo.condition-end", 14},
		{"", "task: жирафы > 4", "turbo.condition-word", 7},
		{"Anna", "2 frogs 3", "turbo.event-end", 10},
	}
	for _, c := range cases {
		_, err := parse(c.actor, c.text)
		if err == nil {
			t.Errorf("%q: no error", c.text)
			continue
		}
		if string(err.Code()) != c.code || err.Pos.Column != c.col {
			t.Errorf("%q: got %s at column %d, want %s at %d", c.text, err.Code(), err.Pos.Column, c.code, c.col)
		}
	}
}

// FuzzEvent: no entry makes the event grammar or the engine panic; an entry
// the grammar reads is legal or refused with a turbo rule code, and a
// refused one leaves the table as it was; the animals the table keeps
// counted are the ones on its top cards.
func FuzzEvent(f *testing.F) {
	corpusTexts(f)
	f.Fuzz(func(t *testing.T, text string) {
		if strings.ContainsAny(text, "\n\r") {
			return
		}
		for _, actor := range []string{"", "A"} {
			ev, err := parse(actor, text)
			if err != nil {
				if err.Pos.Line != 1 || err.Pos.Column < 1 {
					t.Fatalf("error without a position: %+v", err)
				}
				continue
			}
			tb := newTestTable(t, "players: A, B\ncards: A=3, B=3\ntask: frogs > 1\n")
			who := -1
			if actor != "" {
				who = 0
			}
			before := snapshot(tb)
			s := tb.Apply(who, &ev, true)
			if tb.counts() != tb.countTops() {
				t.Fatalf("%q: counts %v, the top cards show %v", text, tb.counts(), tb.countTops())
			}
			if s.Violation != nil {
				if !strings.HasPrefix(string(s.Violation.Code()), "turbo.") {
					t.Fatalf("violation code %q", s.Violation.Code())
				}
				if snapshot(tb) != before {
					t.Fatalf("%q: refused, but the table changed", text)
				}
			}
		}
	})
}

// TestCallWords: every word of callWords, the one list of the call words,
// reads as its call, in any case and with «!»; a word that is no call is
// refused at that word, with the nearest word an entry may start with.
func TestCallWords(t *testing.T) {
	for word, kind := range callWords {
		if fold(word) != word {
			t.Errorf("%q: not folded, the grammar hands over folded words", word)
		}
		for _, text := range []string{word, strings.ToUpper(word) + "!"} {
			ev, err := parse("Anna", text)
			if err != nil || ev.kind != kind {
				t.Errorf("%q: got %+v, %v; want kind %d", text, ev, err, kind)
			}
		}
	}
	for text, want := range map[string]string{
		"turbp":       "turbo",
		"turbp frogs": "turbo",
		"forsaze!":    "forsage",
		"касанье":     "касание",
	} {
		_, err := parse("Anna", text)
		if err == nil || err.Code() != "turbo.event-word-suggest" || err.Pos.Column != 1 || err.Message.(EventWord).Suggestion != want {
			t.Errorf("%q: got %v, want turbo.event-word-suggest at column 1 with %q", text, err, want)
		}
	}
}
