package turtles

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestLowestSaysAmongThePlayers: in the booklet's tower green/yellow/red,
// green is lowest but nobody's. The reason given for yellow's win must be
// "the lower of the players' turtles", never "the lowest turtle wins",
// which would crown green.
func TestLowestSaysAmongThePlayers(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	r := start(t, "players: A, B\ncolors: A=yellow, B=red\nsetup: 8=green/yellow/red\n")
	play(t, r, "green +1")
	why := r.Outcome().Why
	for lang, want := range map[string]string{
		"en": "Yellow and red are both in the stack at the finish, and the lower of the two wins: yellow is below red.",
		"ru": "Жёлтая и красная стоят на финише в одной башне, и побеждает та из них, что ниже: жёлтая ниже красной.",
	} {
		got := strings.ReplaceAll(cat.Speaker(lang).Say(why), "\u00a0", " ") // Russian typography binds short words
		if !strings.Contains(got, want) {
			t.Errorf("%s: %q lacks %q", lang, got, want)
		}
		for _, wrong := range []string{"lower turtle wins", "нижняя черепаха"} {
			if strings.Contains(got, wrong) {
				t.Errorf("%s: %q says %q", lang, got, wrong)
			}
		}
	}
}
