package turtles

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// The caption under the title says which turtle a rainbow or last-turtle
// card moved, as the key under the track does: the card alone
// («разноцветная +1», corpus/turtles/whole-game.txt move 4) named no
// turtle.
func TestLastCaptionNamesTheTurtle(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, c := range []struct{ moves, lang, want string }{
		{"red +1|green +2|last +1 yellow|rainbow +1 purple", "ru", "Последний ход: Ann — разноцветная карта, фиолетовая +1"},
		{"red +1|green +2|last +1 yellow|rainbow +1 purple", "en", "Last move: Ann — rainbow card, purple +1"},
		{"red +1|green +2|last +1 yellow", "ru", "Последний ход: Cat — карта для отстающей черепахи, жёлтая +1"},
		{"red +1|green +2|last +1 yellow", "en", "Last move: Cat — last-turtle card, yellow +1"},
		{"red +1", "ru", "Последний ход: Ann — красная +1"},
	} {
		r := start(t, "players: Ann, Ben, Cat\ncolors: Ann=red, Ben=green, Cat=blue\n")
		for _, m := range strings.Split(c.moves, "|") {
			if st := play(t, r, m); st.Violation != nil {
				t.Fatalf("%s refused: %v", m, st.Violation)
			}
		}
		p := r.Picture(cat.Speaker(c.lang), nil)
		var b strings.Builder
		if err := p.WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		// Russian binds a dash and a number to the word before them.
		plain := strings.NewReplacer("\u00a0", " ")
		if got := plain.Replace(p.Last); got != c.want || !strings.Contains(plain.Replace(b.String()), c.want[strings.Index(c.want, "—"):]) {
			t.Errorf("%s, %s: the caption is %q, want %q", c.moves, c.lang, got, c.want)
		}
	}
}
