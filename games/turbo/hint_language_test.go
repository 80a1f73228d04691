package turbo

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestHintsInTheTasksLanguage: a task not understood is told the words it
// may go on with in its own language, whatever the output's: «чем» for a
// Russian task in English, "than" for an English one in Russian.
func TestHintsInTheTasksLanguage(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ task, lang, want, not string }{
		{"Лягушек меньше, кроме птиц", "en", "“чем”", "“than”"},
		{"Fewer frogs except birds", "ru", "«than»", "«чем»"},
		{"Лягушек меньше, кроме птиц", "ru", "«чем»", "than"},
		{"Fewer frogs except birds", "en", "“than”", "чем"},
	} {
		_, perr := ParseCondition(c.task, notation.Pos{Line: 1, Column: 1})
		if perr == nil {
			t.Fatalf("%q: no error", c.task)
		}
		got := cat.Speaker(c.lang).Say(perr.Message)
		if !strings.Contains(got, c.want) || strings.Contains(got, c.not) {
			t.Errorf("%q in %s: %q, want %s and not %s", c.task, c.lang, got, c.want, c.not)
		}
	}
}
