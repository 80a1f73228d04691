package games_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestTitlesNameTheWinner: a finished game's picture says who won in its
// title — «…; победитель — Аня», "… — Ann wins" — not only in the legend's
// last small line. Every corpus transcript of a game won, all five games,
// both languages.
func TestTitlesNameTheWinner(t *testing.T) {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	wins := map[string][]string{"en": {" wins", " win"}, "ru": {"победитель — ", "победители — "}}
	seen := map[string]bool{}
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
			o := s.Outcome()
			if !o.Over || len(o.Winners) == 0 {
				continue
			}
			for _, lang := range say.Languages {
				p, ok := s.Picture(c.Speaker(lang), nil)
				if !ok {
					continue
				}
				seen[spec.ID] = true
				title := strings.ReplaceAll(p.Title, "\u00a0", " ")
				named := false
				for _, w := range wins[lang] {
					named = named || strings.Contains(title, w)
				}
				for _, i := range o.Winners {
					named = named && strings.Contains(title, s.Players()[i])
				}
				if !named {
					t.Errorf("%s %s (%s): a finished game's picture is titled %q", spec.ID, filepath.Base(f), lang, p.Title)
				}
			}
		}
	}
	for _, spec := range games.All() {
		if !seen[spec.ID] {
			t.Errorf("%s: no corpus picture of a game won", spec.ID)
		}
	}
}
