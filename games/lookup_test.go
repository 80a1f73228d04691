package games_test

import (
	"testing"

	"golang.org/x/text/unicode/norm"

	"github.com/boardgame-referee/referee/games"
)

// A game's name typed decomposed (copied from a PDF: «ё» as е and a
// combining diaeresis), with an invisible character in it, or with a Latin
// letter for a Cyrillic one that looks the same finds the game; before,
// play answered «турбосчёт» — не игра; может быть, «турбосчёт»?, a
// suggestion that looked exactly like what was typed.
func TestLookupForgivesNormalFormsAndInvisibles(t *testing.T) {
	reg := games.NewRegistry()
	for _, name := range []string{
		norm.NFD.String("турбосчёт"),
		"турбо\u200bсчёт",
		norm.NFD.String("Черепашьи бега") + "\ufeff",
		"турбo",    // a Latin o
		"черепaхи", // a Latin a
		"turtlеs",  // a Cyrillic е
	} {
		if _, ok := reg.Lookup(name); !ok {
			t.Errorf("%+q: no game", name)
		}
	}
	if _, ok := reg.Lookup("турбосчёт\u0301x"); ok {
		t.Error("a name with another letter after it found a game")
	}
}
