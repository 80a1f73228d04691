package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"testing"
)

// awaitingText are codes a game reports that have no text of their own
// yet (`<code>.rule` in the game's locale files): explain lists them with
// an example of what the referee says, but its page for each is the kind's
// stock sentence. Each game's writer owns its locale files; a code leaves
// this list when its text is written (the test fails until it does, so
// the list never outlives the gap).
var awaitingText = []string{}

// reportedByEditor are codes `check` prints that the round 13 editor
// found missing from explain's list, beyond the corpus's.
var reportedByEditor = []string{"turtles.step-missing", "turtles.colors-missing", "referee.moves-unchecked", "turbo.warn.no-cards", "turbo.event-word-suggest"}

// TestExplainListsEveryReportedCode: every code in brackets in the
// corpus's golden files (and those the editor met) is in explain's list,
// and explained by a text of its own or of its family — not the stock
// sentence of its kind — unless it is awaiting its game's text.
func TestExplainListsEveryReportedCode(t *testing.T) {
	goldens, err := filepath.Glob("../../corpus/*/*.golden")
	if err != nil || len(goldens) < 100 {
		t.Fatalf("%d golden files: %v", len(goldens), err)
	}
	code := regexp.MustCompile(`\[([a-z-]+(?:\.[a-z0-9-]+)+)\]`)
	seen := map[string]bool{}
	for _, g := range goldens {
		b, err := os.ReadFile(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range code.FindAllSubmatch(b, -1) {
			seen[string(m[1])] = true
		}
	}
	for _, c := range reportedByEditor {
		seen[c] = true
	}
	var codes []string
	for c := range seen {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	for _, lang := range []string{"en", "ru"} {
		f := codeBookOf(testFactory(t, lang))
		listed := allRules(f)
		for _, c := range codes {
			if !slices.Contains(listed, c) {
				t.Errorf("%s: %s is printed by check but not listed by explain", lang, c)
			}
			_, explained := ruleOf(f, c)
			switch waiting := slices.Contains(awaitingText, c); {
			case !explained && !waiting:
				t.Errorf("%s: %s has no text of its own: explain shows only its kind's stock sentence", lang, c)
			case explained && waiting:
				t.Errorf("%s: %s has its text now: take it off awaitingText", lang, c)
			}
		}
	}
}
