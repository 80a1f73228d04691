package cli

import (
	"regexp"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestExplainFactsNamed: what `referee explain` shows of a code with no
// rule, a notation error or a note, names its facts in the language spoken, so the Russian text of
// a message carries no English fact name (‹winner›).
func TestExplainFactsNamed(t *testing.T) {
	reg := games.NewRegistry()
	catalog, err := say.NewCatalog(reg.Specs())
	if err != nil {
		t.Fatal(err)
	}
	rules := map[string]bool{}
	for _, c := range allRules(reg) {
		rules[c] = true
	}
	latin := regexp.MustCompile(`‹[^›]*[A-Za-z][^›]*›`)
	shown := 0
	for _, id := range catalog.IDs("ru") {
		if rules[id] || messageKind(id) == "cli.explain-message" {
			continue
		}
		shown++
		text := catalog.Template("ru", id)
		if bad := latin.FindString(text); bad != "" && bad != "‹UTF-16›" {
			t.Errorf("%s: %s in «%s»", id, bad, text)
		}
	}
	if shown < 100 { // the notation errors of five games and the reader's
		t.Fatalf("only %d codes looked at", shown)
	}
}

// TestMessageKind: explain tells a note from a notation error from the
// name of a message that is neither.
func TestMessageKind(t *testing.T) {
	for id, want := range map[string]string{
		"notation.windows-1251":        "cli.explain-note",
		"turbo.warn.open":              "cli.explain-note",
		"referee.moves-unchecked":      "cli.explain-note",
		"notation.no-game":             "cli.explain-error",
		"chinese-checkers.hole-number": "cli.explain-error",
		"referee.over-winner":          "cli.explain-message",
		"turtles.told.move":            "cli.explain-message",
	} {
		if got := messageKind(id); got != want {
			t.Errorf("messageKind(%s) = %s, want %s", id, got, want)
		}
	}
}
