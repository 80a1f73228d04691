package superrace

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// The map's key is a list, each line after its sample, as the other
// games' keys are: one paragraph of nine items («Key: each route in its
// player's line, an arrow…; hatched squares are red…»), it was the only
// key of prose.
func TestMapKeyIsSwatches(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/super-race/race.txt")
	for _, lang := range []string{"en", "ru"} {
		sp := cat.Speaker(lang)
		p, _ := s.Picture(sp, nil)
		var b strings.Builder
		if err := p.WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		// A non-breaking space before a dash, as a plain one.
		svg := strings.ReplaceAll(b.String(), "\u00a0", " ")
		samples := 0
		for k, term := range []referee.Term{keyRoute, keyLast, keyColours, keyBend, keyStart, keyOff} {
			words := strings.Fields(picture.Capital(sp.Say(term)))
			first := strings.Join(words[:min(2, len(words))], " ")
			i := strings.LastIndex(svg, ">"+first)
			if i < 0 {
				t.Errorf("%s: the key has no line «%s…»", lang, first)
				continue
			}
			// Each line comes after its own sample: the k-th after k+1
			// samples (the refused move's, a refused turn's, come first).
			if n := strings.Count(svg[:i], `class="key-sample"`); n < k+1 || n <= samples {
				t.Errorf("%s: the key's line «%s…» has no sample at its left", lang, first)
			} else {
				samples = n
			}
		}
	}
}
