package play

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams/iostreamstest"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// rules is a rulebook of two codes, for :explain's completion.
type rules struct{}

func (rules) Rules() []string { return []string{"turtles.back-from-start", "referee.result-wrong"} }
func (rules) Explain(string, *referee.Spec, string, referee.Message) ([]string, error) {
	return []string{"a rule"}, nil
}

// testFront is the table speaking lang over test streams, its input empty.
func testFront(t *testing.T, lang string) *front {
	t.Helper()
	ios, _, _, _ := iostreamstest.New()
	f, err := cmdutil.New(ios, func(string) string { return "" }, lang)
	if err != nil {
		t.Fatal(err)
	}
	opts := &Options{IO: ios, Getenv: f.Getenv, Registry: f.Registry, Catalog: f.Catalog, Speaker: f.Speaker, Color: "never",
		Rulebook:   func(*say.Catalog, *say.Speaker) Explainer { return rules{} },
		InLanguage: func(lang string) (*say.Catalog, error) { return say.NewCatalog(f.Registry.Specs(), lang) }}
	return newFront(opts, f.Catalog, f.Speaker)
}

// tableRun is a run of play at a turtles game, as the completer sees it.
func tableRun(t *testing.T, lang string) *front {
	t.Helper()
	r := testFront(t, lang)
	spec, _ := r.opts.Registry.Lookup("turtles")
	tb, _, problems := table.Start(r.opts.Registry, spec, []table.Header{{Key: "players", Value: "Маша, Петя"}}, nil)
	if problems != nil {
		t.Fatal(problems)
	}
	r.spec, r.t = spec, tb
	return r
}

func complete(r *front, typed string) []string {
	ends, _ := completer{r.input}.Do([]rune(typed), len([]rune(typed)))
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
		{ru, "цвета: Маша=жёлтая, П", []string{"цвета: Маша=жёлтая, Петя="}, nil},
		{ru, "цвета: Маша=", []string{"цвета: Маша=красная", "цвета: Маша=фиолетовая"}, []string{"цвета: Маша=Петя"}},
		{ru, "игроки: Маша, П", nil, []string{"игроки: Маша, Петя="}}, // new names: nothing to offer
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

// TestCompletionOfNames: a name completes from its first letters, and a
// later word of a name that fits its player alone from its own.
func TestCompletionOfNames(t *testing.T) {
	r := testFront(t, "ru")
	spec, _ := r.opts.Registry.Lookup("turtles")
	tb, _, problems := table.Start(r.opts.Registry, spec, []table.Header{{Key: "игроки", Value: "Маша, Петя, бабушка Зина"}}, nil)
	if problems != nil {
		t.Fatal(problems)
	}
	r.spec, r.t = spec, tb
	for typed, want := range map[string]string{"ба": "бабушка Зина: ", "Зи": "Зина: ", "ма": "маша: "} {
		if got := complete(r, typed); !slices.Contains(got, want) {
			t.Errorf("%q: no %q among %q", typed, want, got)
		}
	}
}

// TestCompletionOnAnEmptyLine: Tab on an empty line offers the moves legal
// now, once each, in the language spoken only.
func TestCompletionOnAnEmptyLine(t *testing.T) {
	for lang, want := range map[string][]string{
		"ru": {"красная +1", "красная +2", "жёлтая +1", "жёлтая +2", "зелёная +1", "зелёная +2", "синяя +1", "синяя +2", "фиолетовая +1", "фиолетовая +2", "пас"},
		"en": {"red +1", "red +2", "yellow +1", "yellow +2", "green +1", "green +2", "blue +1", "blue +2", "purple +1", "purple +2", "pass"},
	} {
		if got := complete(tableRun(t, lang), ""); !slices.Equal(got, want) {
			t.Errorf("%s: Tab on an empty line offers %q, want %q", lang, got, want)
		}
	}
}

// TestCompletionOfARoute: in super-race, after the dice and the slash,
// Tab completes the routes those dice allow, in the words of the language
// spoken, and each completed line is a legal turn.
func TestCompletionOfARoute(t *testing.T) {
	for lang, typed := range map[string]string{"ru": "кп кп ку сп жу / ", "en": "Маша: rs rs rc bs yc /"} {
		r := testFront(t, lang)
		spec, _ := r.opts.Registry.Lookup("super-race")
		tb, _, problems := table.Start(r.opts.Registry, spec, []table.Header{{Key: "players", Value: "Маша, Петя"}, {Key: "track", Value: "indianapolis"}}, nil)
		if problems != nil {
			t.Fatal(problems)
		}
		r.spec, r.t = spec, tb
		got := complete(r, typed)
		if len(got) != 5 {
			t.Fatalf("%s: %q completes to %q", lang, typed, got)
		}
		for _, line := range got {
			if lang == "ru" && !notation.HasCyrillic(strings.TrimPrefix(line, typed)) {
				t.Errorf("%s: a route not in the language spoken: %q", lang, line)
			}
			if rep := r.t.Enter(line); rep.Refused {
				t.Errorf("%s: the completed %q is refused: %+v", lang, line, rep.Lines)
			} else {
				r.t.Undo()
			}
		}
		if got := complete(r, strings.Replace(typed, "/", "", 1)); slices.ContainsFunc(got, func(s string) bool { return strings.Contains(s, "/") }) {
			t.Errorf("%s: routes offered before the slash: %q", lang, got)
		}
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
		if got, ok := r.viewFlags(c.command, c.arg); !ok || !maps.Equal(got, c.want) {
			t.Errorf(":%s %s: %v, want %v", c.command, c.arg, got, c.want)
		}
	}
}

// TestCandidateList: the candidates Tab lists break between candidates,
// never inside one, at the screen's width.
func TestCandidateList(t *testing.T) {
	items := []string{"красная +1", "красная +2", "жёлтая +1", "зелёная +1", "фиолетовая +2", "пас"}
	got := candidateList(items, 30)
	want := "красная +1   красная +2\nжёлтая +1   зелёная +1\nфиолетовая +2   пас\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
