package play

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams/iostreamstest"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/referee/say"
)

// secretTable is a turtles race of three at a terminal, over before the
// colours were shown: the table asks each player for theirs. out is what
// it says.
func secretTable(t *testing.T, lang string) (*front, *bytes.Buffer) {
	t.Helper()
	ios, _, out, _ := iostreamstest.New()
	f, err := cmdutil.New(ios, func(string) string { return "" }, lang)
	if err != nil {
		t.Fatal(err)
	}
	opts := &Options{IO: ios, Getenv: f.Getenv, Registry: f.Registry, Catalog: f.Catalog, Speaker: f.Speaker, Color: "never",
		Rulebook:   func(*say.Catalog, *say.Speaker) Explainer { return rules{} },
		InLanguage: func(lang string) (*say.Catalog, error) { return say.NewCatalog(f.Registry.Specs(), lang) }}
	r := newFront(opts, f.Catalog, f.Speaker)
	spec, _ := r.opts.Registry.Lookup("turtles")
	tb, _, problems := table.Start(r.opts.Registry, spec, []table.Header{
		{Key: "players", Value: "Маша, Петя, Зина"}, {Key: "setup", Value: "8=blue"}}, nil)
	if problems != nil {
		t.Fatal(problems)
	}
	r.spec, r.t, r.tty = spec, tb, true
	r.handle("blue +1")
	if r.secret == nil {
		t.Fatalf("no question about the colours:\n%s", out)
	}
	return r, out
}

// TestSecretAnswers: issue 36 item 5 — the colour question takes every
// form moves take («синий» for «синяя») and a beginning of one colour alone, said, and a colour another player gave
// is said at once, the one asked asked again and no answer dropped.
func TestSecretAnswers(t *testing.T) {
	for _, c := range []struct{ lang, first, again, taken, other, last, winner string }{
		{"ru", "синий", "синюю", "«синяя» — это уже ответ игрока Маша", "Красный", "зел", "Гонка окончена: победитель\u00a0— Маша."},
		{"en", "Blue", "blue", "“blue” is Маша’s answer already", "red", "gr", "The race is over: Маша wins."},
	} {
		r, out := secretTable(t, c.lang)
		r.handle(c.first)
		r.handle(c.again)
		said := strings.ReplaceAll(out.String(), "\u00a0", " ")
		if !strings.Contains(said, c.taken) {
			t.Errorf("%s: a colour given twice is not said at once:\n%s", c.lang, said)
		}
		if a := r.secret; a == nil || !slices.Equal(a.given, a.given[:1]) || len(a.given) != 1 {
			t.Fatalf("%s: the answers after a colour given twice: %+v", c.lang, r.secret)
		}
		r.handle(c.other)
		r.handle(c.last)
		if said := out.String(); !strings.Contains(said, c.last) || !strings.Contains(said, map[string]string{"ru": "— это зелёная", "en": "is green"}[c.lang]) {
			t.Errorf("%s: an answer read by its beginning is not said:\n%s", c.lang, said)
		}
		if r.secret != nil {
			t.Fatalf("%s: still asking after every player answered: %v\n%s", c.lang, r.secret.given, out)
		}
		if h, still := r.hidden(); still {
			t.Errorf("%s: the colours were not taken (%v):\n%s", c.lang, h, out)
		}
		if !strings.Contains(out.String(), c.winner) {
			t.Errorf("%s: the colours given do not name %q:\n%s", c.lang, c.winner, out)
		}
	}
}
