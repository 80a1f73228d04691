package games_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestKeysAreSwatches: a picture's key of its marks is a short list of
// lines, each with a small sample of the mark at its left (pics24: the
// keys were paragraphs of prose, «Малиновый пунктир, бледно-малиновая
// фишка с пунктирным краем и большой крестик в кружке — …»). Every
// corpus transcript's last position, in both languages: each line of the
// shared key of a refused move stands in the picture with a sample at
// its left, and the turtles' owners, unknown, are one line, not «—
// владелец неизвестен» five times.
func TestKeysAreSwatches(t *testing.T) {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	shared := []referee.Term{"picture.key-refused", "picture.key-refused-ghost", "picture.key-refused-ring", "picture.key-culprit"}
	for _, spec := range games.All() {
		files, _ := filepath.Glob(filepath.Join("..", "corpus", spec.ID, "*.txt"))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			text := string(data)
			s, _ := refereetest.Open(spec, text[max(strings.Index(text, "game:"), 0):])
			if s == nil {
				continue
			}
			for _, lang := range say.Languages {
				sp := c.Speaker(lang)
				p, ok := s.Picture(sp, nil)
				if !ok {
					continue
				}
				var b strings.Builder
				if err := p.WriteSVG(&b, picture.Options{}); err != nil {
					t.Fatal(err)
				}
				svg := b.String()
				for _, term := range shared {
					words := picture.Wrap(picture.Capital(sp.Say(term)), picture.Small, 1000)[0]
					first := strings.Fields(words)[0] + " " + strings.Fields(words)[1]
					i := strings.Index(svg, ">"+first)
					if i < 0 {
						continue
					}
					// The sample is written just before its words.
					before := svg[max(0, i-2500):i]
					if j := strings.LastIndex(before, `class="key-sample"`); j < 0 || strings.Contains(before[j:], "</text>") {
						t.Errorf("%s %s (%s): the key's line «%s…» has no sample at its left", spec.ID, filepath.Base(f), lang, first)
					}
				}
				if n := strings.Count(svg, "owner unknown") + strings.Count(svg, "владелец неизвестен"); n > 0 {
					t.Errorf("%s %s (%s): the key says «owner unknown» %d times", spec.ID, filepath.Base(f), lang, n)
				}
			}
		}
	}
}
