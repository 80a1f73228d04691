package say_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/play"
	"github.com/boardgame-referee/referee/internal/expect"
	"github.com/boardgame-referee/referee/internal/suite"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// allExamples are the examples of every message type the referee and its
// games say, by who says them.
func allExamples() map[string][]referee.Message {
	out := map[string][]referee.Message{
		"referee":  referee.Examples,
		"notation": notation.Examples,
		"cli":      cli.Examples,
		"cmdutil":  cmdutil.Examples,
		"play":     play.Examples,
		"table":    table.Examples,
		"suite":    suite.Examples,
		"expect":   expect.Examples,
	}
	for _, s := range games.All() {
		out[s.ID] = s.Examples()
	}
	return out
}

// TestExamplesSaid: every example is said in both languages, whole — no
// fact missing, no message without a text — and its template in each
// language names every fact of its type (but those tagged say:"-", and
// those tagged say:"optional", which a language may leave out) and no
// fact the type does not have.
func TestExamplesSaid(t *testing.T) {
	c := catalog(t)
	for who, examples := range allExamples() {
		for _, m := range examples {
			for _, lang := range say.Languages {
				named, ok, err := c.TemplateFields(lang, m.Code())
				switch {
				case !ok:
					t.Errorf("%s: %s has no text in %s", who, m.Code(), lang)
					continue
				case err != nil:
					t.Error(err)
					continue
				}
				for _, f := range named {
					if !say.HasFact(m, f) {
						t.Errorf("%s.toml: %s names {{.%s}}, which %T does not have", lang, m.Code(), f, m)
					}
				}
				for _, f := range requiredFacts(m) {
					if !slices.Contains(named, f) {
						t.Errorf("%s.toml: %s does not say %s of %T (tag the field say:\"-\" if it is never said, say:\"optional\" if a language may leave it out)", lang, m.Code(), f, m)
					}
				}
				said := c.Speaker(lang).Say(m)
				if strings.Contains(said, "<no value>") || strings.Contains(said, string(m.Code())) {
					t.Errorf("%s: %s in %s is not said whole: %q", who, m.Code(), lang, said)
				}
			}
		}
	}
}

// requiredFacts lists the exported fields of a message's type that its
// templates must name: all but those tagged say:"-" or say:"optional".
func requiredFacts(m referee.Message) []string {
	v := reflect.Indirect(reflect.ValueOf(m))
	if v.Kind() != reflect.Struct {
		return nil
	}
	var out []string
	for i := range v.NumField() {
		f := v.Type().Field(i)
		if tag := f.Tag.Get("say"); f.IsExported() && tag != "-" && tag != "optional" {
			out = append(out, f.Name)
		}
	}
	return out
}

// TestExamplesOnce: every code a game or the referee lists as a rule or a
// note has an example (explain shows it).
func TestExamplesOnce(t *testing.T) {
	listed := map[string][]referee.Code{"referee": referee.Rules}
	for _, s := range games.All() {
		listed[s.ID] = slices.Concat(s.Rules, s.Notes)
	}
	examples := allExamples()
	for who, codes := range listed {
		if len(examples[who]) == 0 {
			continue // a game whose messages are not values of their own types yet
		}
		seen := map[referee.Code]bool{}
		for _, m := range examples[who] {
			seen[m.Code()] = true
		}
		for _, code := range codes {
			if !seen[code] {
				t.Errorf("%s: rule or note %s has no example", who, code)
			}
		}
	}
}
