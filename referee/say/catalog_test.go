package say_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli/play"
	_ "github.com/boardgame-referee/referee/internal/golden" // accepts -update like every test package
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

func catalog(t *testing.T) *say.Catalog {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Check(); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestEveryMessageInBothLanguages fails when a message exists in one
// language only.
func TestEveryMessageInBothLanguages(t *testing.T) {
	c := catalog(t)
	for _, pair := range [][2]string{{"en", "ru"}, {"ru", "en"}} {
		for _, id := range c.IDs(pair[0]) {
			if !c.Has(pair[1], id) {
				t.Errorf("%s has %q, %s does not", pair[0], id, pair[1])
			}
		}
	}
}

// TestRussianPlurals: the CLDR forms — 1 ход, 2 хода, 5 ходов, 11 ходов,
// 21 ход, each number bound to its unit by a no-break space — and the
// English singular and plural.
func TestRussianPlurals(t *testing.T) {
	c := catalog(t)
	cases := map[string]map[int]string{
		"ru": {1: "1\u00a0ход", 2: "2\u00a0хода", 5: "5\u00a0ходов", 11: "11\u00a0ходов", 21: "21\u00a0ход", 22: "22\u00a0хода", 0: "0\u00a0ходов"},
		"en": {1: "1 move", 2: "2 moves", 0: "0 moves", 21: "21 moves"},
	}
	for lang, forms := range cases {
		s := c.Speaker(lang)
		for n, want := range forms {
			// A quantity is said through its unit's plural forms.
			got := s.Say(play.Lost{Moves: referee.MoveCount(n)})
			if !strings.Contains(got, "("+want+")") {
				t.Errorf("%s %d: %q does not end with %q", lang, n, got, want)
			}
		}
	}
}

// TestPluralTablesAreWhole: a message said in plural forms gives every
// form its language's counts need — Russian one, few and many (1 клетка,
// 2 клетки, 5 клеток) and other, English one and other — so no count
// falls back on a form written for another. A plain text has no forms to
// check; whether a count's noun is said through them is the golden
// examples' to show.
func TestPluralTablesAreWhole(t *testing.T) {
	c := catalog(t)
	need := map[string]string{"ru": "few many one other", "en": "one other"}
	for lang, want := range need {
		for _, id := range c.IDs(lang) {
			forms := c.PluralForms(lang, notation.Code(id))
			if len(forms) > 1 && strings.Join(forms, " ") != want {
				t.Errorf("%s %s: plural forms %v, want %s", lang, id, forms, want)
			}
		}
	}
}

// TestUnknownMessageIsNotLost: a message with no text still shows its ID and
// facts rather than vanishing.
func TestUnknownMessageIsNotLost(t *testing.T) {
	s := catalog(t).Speaker("en").Say(noText{Square: 4})
	if s != "no.such.message Square=4" {
		t.Errorf("got %q", s)
	}
}

func TestPickLanguage(t *testing.T) {
	env := func(vars map[string]string) func(string) string {
		return func(k string) string { return vars[k] }
	}
	cases := []struct {
		flag string
		vars map[string]string
		want string
		ok   bool
	}{
		{"", nil, "en", true},
		{"ru", nil, "ru", true},
		{"RU", nil, "ru", true},
		{"ru_RU.UTF-8", nil, "ru", true},
		{"de", nil, "", false},
		{"", map[string]string{"LANG": "ru_RU.UTF-8"}, "ru", true},
		{"", map[string]string{"LANG": "ru_RU.UTF-8", "LC_ALL": "C"}, "en", true},
		{"", map[string]string{"LC_MESSAGES": "ru_RU@euro", "LANG": "en_US"}, "ru", true},
		{"", map[string]string{"REFEREE_LANG": "en", "LC_ALL": "ru_RU.UTF-8"}, "en", true},
		{"en", map[string]string{"REFEREE_LANG": "ru"}, "en", true},
	}
	for _, c := range cases {
		got, ok := say.PickLanguage(c.flag, env(c.vars))
		if got != c.want || ok != c.ok {
			t.Errorf("flag %q env %v: got %q %v, want %q %v", c.flag, c.vars, got, ok, c.want, c.ok)
		}
	}
}

// TestCheckFindsBrokenTemplate: templates are parsed when first said, so
// Check must parse every one; a broken one is found there, and saying it
// falls back as for a message with no text.
func TestCheckFindsBrokenTemplate(t *testing.T) {
	broken := referee.Spec{ID: "broken", Locales: fstest.MapFS{
		"en.toml": {Data: []byte(`"broken.x" = "a {{if .x}}never closed"` + "\n")},
	}}
	c, err := say.NewCatalog([]referee.Spec{broken}, "en")
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Check(); err == nil || !strings.Contains(err.Error(), "broken.x") {
		t.Errorf("Check() = %v, want the error of broken.x", err)
	}
	if got := c.Speaker("en").Say(referee.Term("broken.x")); strings.Contains(got, "never closed") {
		t.Errorf("a broken template was said as %q", got)
	}
}

// noText is a message the catalog has no text for.
type noText struct{ Square int }

func (noText) Code() referee.Code { return "no.such.message" }
