package play

import (
	"maps"
	"slices"
	"testing"

	"referee/internal/cli/cmdutil"
	"referee/internal/cli/iostreams"
	"referee/internal/table"
	"referee/referee"
)

// rules is a rulebook of two codes, for :explain's completion.
type rules struct{}

func (rules) Rules() []string { return []string{"turtles.back-from-start", "referee.result-wrong"} }
func (rules) Explain(string, *referee.Spec, string) ([]string, error) {
	return []string{"a rule"}, nil
}

// testFront is the table speaking lang over test streams, its input empty.
func testFront(t *testing.T, lang string) *front {
	t.Helper()
	ios, _, _, _ := iostreams.Test()
	f, err := cmdutil.New(ios, func(string) string { return "" }, lang)
	if err != nil {
		t.Fatal(err)
	}
	return newFront(f, &Options{Factory: f, Color: "never", Rulebook: func(*cmdutil.Factory) Explainer { return rules{} }})
}

// tableRun is a run of play at a turtles game, as the completer sees it.
func tableRun(t *testing.T, lang string) *front {
	t.Helper()
	r := testFront(t, lang)
	spec, _ := r.f.Registry.Lookup("turtles")
	tb, _, problems := table.Start(r.f.Registry, spec, []table.Header{{Key: "players", Value: "Маша, Петя"}}, nil)
	if problems != nil {
		t.Fatal(problems)
	}
	r.spec, r.t = spec, tb
	return r
}

func complete(r *front, typed string) []string {
	ends, _ := completer{r}.Do([]rune(typed), len([]rune(typed)))
	var out []string
	for _, e := range ends {
		out = append(out, typed+string(e))
	}
	return out
}

func TestCompletion(t *testing.T) {
	ru := tableRun(t, "ru")
	cases := []struct {
		r      *front
		typed  string
		want   []string
		absent []string
	}{
		// Moves in the words of the language spoken, legal ones only.
		{ru, "кр", []string{"красная +1", "красная +2"}, []string{"красная −1", "красная -1"}},
		{ru, "КР", []string{"КРасная +1"}, nil},
		// The canonical words too, and the moves after the name of the
		// player due.
		{ru, "re", []string{"red +1"}, []string{"red -1"}},
		{ru, "Маша: си", []string{"Маша: синяя +1"}, nil},
		{ru, "Пе", []string{"Петя: "}, nil},
		// Header keys and, in their values, names and colours.
		{ru, "цв", []string{"цвета: "}, nil},
		{ru, "цвета: Маша=жел", []string{"цвета: Маша=желтая"}, nil}, // what is typed stays as typed
		{ru, "цвета: Маша=жёлтая, П", []string{"цвета: Маша=жёлтая, Петя"}, nil},
		// Commands, in both languages, and what they take.
		{ru, ":отм", []string{":отмена "}, nil},
		{ru, ":he", []string{":help"}, nil},
		{ru, ":правило turtles.back", []string{":правило turtles.back-from-start"}, nil},
		{ru, ":new chin", []string{":new chinese-checkers"}, nil},
	}
	for _, c := range cases {
		got := complete(c.r, c.typed)
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%q: no %q among %q", c.typed, w, got)
			}
		}
		for _, w := range c.absent {
			if slices.Contains(got, w) {
				t.Errorf("%q: %q offered", c.typed, w)
			}
		}
	}
	// After the race is over nothing is offered as a move, but the colours
	// still are, for the colors: line.
	ru.t.Enter("setup: 8=синяя")
	ru.t.Enter("синяя +1")
	if got := complete(ru, "си"); len(got) != 0 {
		t.Errorf("moves offered after the race: %q", got)
	}
	if got := complete(ru, "цвета: Маша=си"); !slices.Contains(got, "цвета: Маша=синяя") {
		t.Errorf("no colour at the end: %q", got)
	}
}

// TestView: a view's options typed after :moves or :board, for a game that
// has them (super-race's dice).
func TestView(t *testing.T) {
	r := tableRun(t, "en")
	spec := *r.spec
	spec.Flags = []referee.Flag{{Name: "dice", Views: []string{"moves"}}, {Name: "player", Views: []string{"moves", "board"}}}
	r.spec = &spec
	cases := []struct {
		command, arg string
		want         referee.View
	}{
		{"moves", "", referee.View{}},
		{"moves", "--dice rs rs rc bs yc --player B", referee.View{"dice": "rs rs rc bs yc", "player": "B"}},
		{"board", "B", referee.View{"player": "B"}}, // the one option of the view
		{"moves", "B", referee.View{}},              // two options: which is meant is not guessed
	}
	for _, c := range cases {
		if got, ok := r.view(c.command, c.arg); !ok || !maps.Equal(got, c.want) {
			t.Errorf(":%s %s: %v, want %v", c.command, c.arg, got, c.want)
		}
	}
}
