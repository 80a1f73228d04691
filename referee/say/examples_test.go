package say

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// allExamples are the examples of every message type the referee and its
// games say, by who says them.
func allExamples() map[string][]Message {
	out := map[string][]Message{"referee": referee.Examples}
	for _, s := range games.All() {
		out[s.ID] = s.Examples
	}
	return out
}

// TestExamplesSaid: every example is said in both languages, whole — no
// fact missing, no message without a text — and its template in each
// language names every fact of its type (but those tagged say:"-", and
// those tagged say:"optional", which a language may leave out) and no
// fact the type does not have.
func TestExamplesSaid(t *testing.T) {
	c, err := NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	for who, examples := range allExamples() {
		for _, m := range examples {
			if _, said := m.(Said); said {
				t.Errorf("%s: %s is an example of a Said message, which has no type to hold its template to", who, m.Code())
				continue
			}
			required, optional := factsOf(m)
			for _, lang := range Languages {
				e := c.lookup(lang, m.Code())
				if e == nil {
					t.Errorf("%s: %s has no text in %s", who, m.Code(), lang)
					continue
				}
				if err := e.parse(m.Code()); err != nil {
					t.Error(err)
					continue
				}
				var named []string
				for _, tm := range e.tmpl {
					for _, f := range tm.fields() {
						if !slices.Contains(named, f) {
							named = append(named, f)
						}
						if _, ok := fact(m, f); !ok {
							t.Errorf("%s.toml: %s names {{.%s}}, which %T does not have", lang, m.Code(), f, m)
						}
					}
				}
				for _, f := range required {
					if !slices.Contains(named, f) {
						t.Errorf("%s.toml: %s does not say %s of %T (tag the field say:\"-\" if it is never said, say:\"optional\" if a language may leave it out)", lang, m.Code(), f, m)
					}
				}
				_ = optional
				said := c.Speaker(lang).Say(m)
				if strings.Contains(said, "<no value>") || strings.Contains(said, string(m.Code())) {
					t.Errorf("%s: %s in %s is not said whole: %q", who, m.Code(), lang, said)
				}
			}
		}
	}
}

// factsOf lists the exported fields of a message's type that its templates
// must name, and those they may.
func factsOf(m Message) (required, optional []string) {
	v := reflect.Indirect(reflect.ValueOf(m))
	if v.Kind() != reflect.Struct {
		return nil, nil
	}
	for i := range v.NumField() {
		f := v.Type().Field(i)
		switch {
		case !f.IsExported(), f.Tag.Get("say") == "-":
		case f.Tag.Get("say") == "optional":
			optional = append(optional, f.Name)
		default:
			required = append(required, f.Name)
		}
	}
	return required, optional
}

// TestExamplesOnce: a game gives one example of a code (explain shows it),
// unless the code's template says things a single example cannot show
// ({{if}}), and every code it lists as a rule or a note has one.
func TestExamplesOnce(t *testing.T) {
	for who, examples := range allExamples() {
		seen := map[notation.Code]bool{}
		for _, m := range examples {
			seen[m.Code()] = true
		}
		var listed []referee.Code
		if who == "referee" {
			listed = referee.Rules
		} else {
			s, _ := games.NewRegistry().Lookup(who)
			listed = slices.Concat(s.Rules, s.Notes)
		}
		for _, code := range listed {
			if !seen[code] && typed(who) {
				t.Errorf("%s: rule or note %s has no example", who, code)
			}
		}
	}
}

// typed reports whether a game's messages are values of their own types
// yet (the games move to them one at a time): one example at least.
func typed(who string) bool {
	return len(allExamples()[who]) > 0
}
