package turbo

import (
	"strings"
	"testing"

	_ "github.com/boardgame-referee/referee/internal/golden" // accepts -update like every test package
	"github.com/boardgame-referee/referee/internal/seeds"
	"github.com/boardgame-referee/referee/notation"
)

var at = notation.Pos{Line: 1, Column: 1}

// cardTexts are the task cards the grammar must read, with their formal
// form: the seed's four verbatim (with and without the full stop), the base
// game's kinds, their English counterparts, and the formal form itself.
var cardTexts = []struct{ text, formal string }{
	// The seed's four, verbatim.
	{"Лягушек больше четырёх, но меньше, чем птиц.", "frogs > 4 and frogs < birds"},
	{"Птиц больше чем ежей, и при этом птиц больше, чем лягушек.", "birds > hedgehogs and birds > frogs"},
	{"Птиц больше семи, и при этом ёжиков меньше пяти.", "birds > 7 and hedgehogs < 5"},
	{"Сумма птиц и лягушек больше либо равна девяти.", "birds + frogs >= 9"},
	{"Лягушек больше четырёх, но меньше, чем птиц", "frogs > 4 and frogs < birds"},
	{"Птиц больше чем ежей, и при этом птиц больше, чем лягушек", "birds > hedgehogs and birds > frogs"},
	{"Птиц больше семи, и при этом ёжиков меньше пяти", "birds > 7 and hedgehogs < 5"},
	{"Сумма птиц и лягушек больше либо равна девяти", "birds + frogs >= 9"},
	// The base game's kinds.
	{"Ежей больше пяти", "hedgehogs > 5"},
	{"Лягушек меньше, чем птиц", "frogs < birds"},
	{"Лягушек меньше, нежели птиц", "frogs < birds"},
	{"Птиц не меньше трёх", "birds >= 3"},
	{"Ежей ровно шесть.", "hedgehogs = 6"},
	{"Сумма ежей и птиц меньше семи", "hedgehogs + birds < 7"},
	{"ЕЖЕЙ БОЛЬШЕ ПЯТИ", "hedgehogs > 5"},
	{"Лягушек не больше 4", "frogs <= 4"},
	{"Птиц меньше либо равно двум", "birds <= 2"},
	{"Больше пяти ежей", "hedgehogs > 5"},
	{"Больше птиц, чем ежей", "birds > hedgehogs"},
	{"Лягушек столько же, сколько птиц", "frogs = birds"},
	{"Птиц и лягушек вместе больше девяти", "birds + frogs > 9"},
	{"Ежей больше, чем суммы лягушек и птиц", "hedgehogs > frogs + birds"},
	{"Ежей больше двадцати одного", "hedgehogs > 21"},
	{"Лягушек хотя бы три", "frogs >= 3"},
	{"Ежей больше пяти, птиц меньше трёх", "hedgehogs > 5 and birds < 3"},
	{"Лягушек больше четырёх, но меньше восьми", "frogs > 4 and frogs < 8"},
	// English.
	{"More than five hedgehogs", "hedgehogs > 5"},
	{"Fewer frogs than birds", "frogs < birds"},
	{"The sum of birds and frogs is at least nine", "birds + frogs >= 9"},
	{"More than four frogs, but fewer than birds.", "frogs > 4 and frogs < birds"},
	{"More birds than hedgehogs, and also more birds than frogs.", "birds > hedgehogs and birds > frogs"},
	{"More than seven birds, and fewer than five hedgehogs.", "birds > 7 and hedgehogs < 5"},
	{"The sum of birds and frogs is greater than or equal to nine.", "birds + frogs >= 9"},
	{"Exactly six hedgehogs", "hedgehogs = 6"},
	{"At least three birds", "birds >= 3"},
	{"No more than four frogs", "frogs <= 4"},
	{"Fewer than seven hedgehogs and birds combined", ""},
	{"As many frogs as birds", "frogs = birds"},
	{"At least as many frogs as birds", "frogs >= birds"},
	{"Hedgehogs are more than five", "hedgehogs > 5"},
	{"Fewer than twenty-one birds", "birds < 21"},
	// The formal form.
	{"frogs > 4 and frogs < birds", "frogs > 4 and frogs < birds"},
	{"birds + frogs >= 9", "birds + frogs >= 9"},
	{"hedgehogs = 6", "hedgehogs = 6"},
	{"лягушки > 4 и лягушки < птицы", "frogs > 4 and frogs < birds"},
	{"птицы ≥ 3 и ежи ≤ 2", "birds >= 3 and hedgehogs <= 2"},
	{"frogs > 4 and < birds", "frogs > 4 and frogs < birds"},
	{"4 < frogs", "4 < frogs"},
}

func TestCardTexts(t *testing.T) {
	for _, c := range cardTexts {
		got, err := ParseCondition(c.text, at)
		if c.formal == "" {
			if err == nil {
				t.Errorf("%q: read as %q, want an error", c.text, got)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if got.String() != c.formal {
			t.Errorf("%q: got %q, want %q", c.text, got, c.formal)
		}
		// The formal form reads back to itself.
		again, err := ParseCondition(got.String(), at)
		if err != nil || again.String() != got.String() {
			t.Errorf("%q: formal form %q reads back as %q, %v", c.text, got, again, err)
		}
	}
}

func TestConditionHolds(t *testing.T) {
	c, _ := ParseCondition("Лягушек больше четырёх, но меньше, чем птиц.", at)
	// The seed: five frogs and seven birds over three players — it holds.
	if !c.Holds(Counts{Frog: 5, Bird: 7}) {
		t.Errorf("5 frogs, 7 birds: does not hold")
	}
	c, _ = ParseCondition("Птиц больше семи, и при этом ёжиков меньше пяти.", at)
	// Eight birds and five hedgehogs: the second part fails.
	if c.Holds(Counts{Bird: 8, Hedgehog: 5}) {
		t.Errorf("8 birds, 5 hedgehogs: holds")
	}
	// No hedgehogs at all count as zero, and zero is less than five.
	if !c.Holds(Counts{Bird: 8}) {
		t.Errorf("8 birds, no hedgehogs: does not hold")
	}
}

func TestConditionErrors(t *testing.T) {
	cases := []struct {
		text, code string
		col        int
		word       string
	}{
		{"Ежей бальше пяти", "turbo.condition-word-suggest", 6, "бальше"},
		{"Ежей больше", "turbo.condition-end", 12, ""},
		{"Ежей больше пяти птиц", "turbo.condition-word", 18, "птиц"},
		{"Жирафов больше пяти", "turbo.condition-word", 1, "Жирафов"},
		{"frogs > 4 frogs < 5", "turbo.condition-word", 11, "frogs"},
		{"5 > 4", "turbo.condition-no-animal", 1, ""},
		// A clause without its subject takes the one before, here a number:
		// the second clause is `5 > 3`, numbers only.
		{"5 < frogs and > 3", "turbo.condition-no-animal", 15, ""},
		{"frogs > 4 and 5 > 3", "turbo.condition-no-animal", 15, ""},
		{"frogs > 99999999999999999999", "turbo.number-too-big", 9, ""},
		{"frogs > пяти шести", "turbo.number-words", 9, ""},
		{"frogs # 4", "turbo.condition-word", 7, "#"},
		{"Хамелеонов больше двух", "turbo.condition-chameleon", 1, "Хамелеонов"},
		{"More than two chameleons", "turbo.condition-chameleon", 15, "chameleons"},
		// A suggestion fits where the word stands: «сорок» is a number, and a
		// number cannot be the subject of a task.
		{"Собак больше четырёх", "turbo.condition-word", 1, "Собак"},
		{"Лягушек меньше, кроме птиц", "turbo.condition-word", 17, "кроме"},
		{"Птиц больше пяты", "turbo.condition-word-suggest", 13, "пяты"},
		{"", "turbo.task-empty", 1, ""},
		{"   ", "turbo.task-empty", 1, ""},
	}
	for _, c := range cases {
		_, err := ParseCondition(c.text, at)
		if err == nil {
			t.Errorf("%q: no error", c.text)
			continue
		}
		if string(err.Code()) != c.code || err.Pos.Column != c.col {
			t.Errorf("%q: got %s at column %d, want %s at %d (%v)", c.text, err.Code(), err.Pos.Column, c.code, c.col, err.Message)
		}
		if word := wordOf(err.Message); c.word != "" && word != c.word {
			t.Errorf("%q: word %q, want %q", c.text, word, c.word)
		}
	}
}

// wordOf is the word of a task an error names as not understood.
func wordOf(m notation.Message) string {
	switch m := m.(type) {
	case ConditionWord:
		return m.Word
	case ConditionChameleon:
		return m.Word
	}
	return ""
}

// corpusTexts seeds the fuzzers with the corpus's move texts and tasks.
func corpusTexts(f *testing.F) {
	for _, c := range cardTexts {
		f.Add(c.text)
	}
	for _, text := range seeds.Texts(f, "../../corpus/turbo/*.txt", taskKeys...) {
		f.Add(text)
	}
}

// FuzzCondition: no text makes the condition grammar panic or hang; a text
// it reads prints back in the formal form, which reads to the same.
func FuzzCondition(f *testing.F) {
	corpusTexts(f)
	f.Fuzz(func(t *testing.T, text string) {
		if strings.ContainsAny(text, "\n\r") {
			return
		}
		c, err := ParseCondition(text, at)
		if err != nil {
			if err.Pos.Line != 1 || err.Pos.Column < 1 {
				t.Fatalf("error without a position: %+v", err)
			}
			return
		}
		again, err := ParseCondition(c.String(), at)
		if err != nil || again.String() != c.String() {
			t.Fatalf("%q: formal %q reads back as %q, %v", text, c, again, err)
		}
	})
}

// TestEllipticNamesAnimal: a clause without its subject is held to the rule
// of every clause, that it names an animal; the refusal quotes the clause as
// it reads with the subject filled in.
func TestEllipticNamesAnimal(t *testing.T) {
	for text, clause := range map[string]string{
		"5 < frogs and > 3":         "5 > 3",
		"4 < лягушек, но меньше 7":  "4 < 7",
		"frogs > 4 and 5 > 3":       "5 > 3",
		"5 < frogs and > 3 and < 9": "5 > 3",
		"4 < frogs and < birds + 2": "",
		"frogs > 4 and < birds":     "",
	} {
		_, err := ParseCondition(text, at)
		switch {
		case clause == "":
			if err != nil {
				t.Errorf("%q: %v", text, err)
			}
		case err == nil:
			t.Errorf("%q: read, want turbo.condition-no-animal", text)
		case err.Code() != "turbo.condition-no-animal" || err.Message.(NoAnimal).Clause != clause:
			t.Errorf("%q: got %s %v, want turbo.condition-no-animal for %q", text, err.Code(), err.Message, clause)
		}
	}
}
