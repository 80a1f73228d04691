package turbo

import (
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestTaskInWords: a task is said as the cards print it, in either
// language, whichever form it was written in: the animals first, a number
// in words in the case Russian wants after the comparison, one and two
// agreeing with the animal, a subject said once for two clauses that share
// it only after «, но», and the clauses joined as the booklet joins them.
func TestTaskInWords(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	ru, en := cat.Speaker("ru"), cat.Speaker("en")
	for text, want := range map[string][2]string{
		"Лягушек больше четырёх, но меньше, чем птиц.": {"лягушек больше четырёх, но\u00a0меньше, чем птиц", "more than four frogs, but fewer frogs than birds"},
		"frogs > 4 and frogs < birds": {"лягушек больше четырёх, но\u00a0меньше, чем птиц", "more than four frogs, but fewer frogs than birds"},
		"Птиц больше чем ежей, и при этом птиц больше, чем лягушек.": {"птиц больше, чем ежей, и\u00a0при этом птиц больше, чем лягушек", "more birds than hedgehogs, and also more birds than frogs"},
		"Сумма птиц и лягушек больше либо равна девяти.":             {"сумма птиц и\u00a0лягушек больше либо равна девяти", "the sum of birds and frogs is at least nine"},
		"Ежей ровно шесть":  {"ежей ровно шесть", "exactly six hedgehogs"},
		"4 < frogs":         {"лягушек больше четырёх", "more than four frogs"},
		"frogs > 1":         {"лягушек больше одной", "more than one frog"},
		"hedgehogs = 1":     {"ежей ровно один", "exactly one hedgehog"},
		"birds = 2":         {"птиц ровно две", "exactly two birds"},
		"hedgehogs < 2 + 3": {"ежей меньше пяти", "fewer than five hedgehogs"},
		"frogs <= birds":    {"лягушек не\u00a0больше, чем птиц", "no more frogs than birds"},
		"hedgehogs = frogs": {"ежей столько же, сколько лягушек", "as many hedgehogs as frogs"},
		"birds > 25":        {"птиц больше 25", "more than 25 birds"},
	} {
		cond, perr := ParseCondition(text, at)
		if perr != nil {
			t.Errorf("%q: %v", text, perr)
			continue
		}
		task := cond.words()
		if got := ru.Say(task); got != want[0] {
			t.Errorf("%q in Russian: %q, want %q", text, got, want[0])
		}
		if got := en.Say(task); got != want[1] {
			t.Errorf("%q in English: %q, want %q", text, got, want[1])
		}
	}
}

// TestOnTable: a verdict counts the animals its task names, in the task's
// order, none of an animal said as none.
func TestOnTable(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	cond, perr := ParseCondition("Птиц больше семи, и при этом ёжиков меньше пяти.", at)
	if perr != nil {
		t.Fatal(perr)
	}
	tc := newTaskCard(cond)
	m := RightTurbo{Player: "Аня", Task: tc.words(), OnTable: tc.onTable(Counts{Bird: 8, Frog: 3})}
	want := "Аня кричит «Турбо!», и\u00a0это верно: условие «птиц больше семи, и при этом ежей меньше пяти» выполнено (на\u00a0столе 8\u00a0птиц, а\u00a0ежей нет)"
	if got := cat.Speaker("ru").Say(m); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
