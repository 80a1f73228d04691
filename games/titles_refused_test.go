package games_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestTitlesNameTheRefusedMove: a picture of a refused move is titled
// «перед ходом 2 (отклонён)», "before move 2 (refused)" — «после 1 хода»
// over move 2 refused read as a picture of the wrong move (pics24) — and
// a chinese-checkers position a `setup:` line laid out is not «в начальной
// позиции» (pics23). Every corpus transcript that stops at a refusal, in
// both languages.
func TestTitlesNameTheRefusedMove(t *testing.T) {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	refusedWords := map[string][]string{"en": {"(refused)", "before the refused move"}, "ru": {"(отклонён)", "перед отклонённым ходом"}}
	startWords := map[string]string{"en": "at the start", "ru": "в начальной позиции"}
	seen := 0
	for _, spec := range games.All() {
		files, _ := filepath.Glob(filepath.Join("..", "corpus", spec.ID, "*.txt"))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			text := string(data)
			s, rep := refereetest.Open(spec, text[max(strings.Index(text, "game:"), 0):])
			if s == nil {
				continue
			}
			// A line that could not be read is no refused move: its
			// picture is titled by the position it shows, its caption
			// says the line (TestUnreadLineIsSaid).
			unread := len(rep.Lines) > 0 && rep.Lines[len(rep.Lines)-1].Kind == referee.KindError
			for _, lang := range say.Languages {
				p, ok := s.Picture(c.Speaker(lang), nil)
				if !ok {
					continue
				}
				if p.Refusal != "" && !unread {
					seen++
					named := false
					for _, w := range refusedWords[lang] {
						named = named || strings.Contains(p.Title, w)
					}
					if !named {
						t.Errorf("%s %s (%s): a refused move's picture is titled %q", spec.ID, filepath.Base(f), lang, p.Title)
					}
				}
				if spec.ID == "chinese-checkers" && strings.Contains(firstGame(text), "\nsetup:") && strings.Contains(p.Title, startWords[lang]) {
					t.Errorf("%s %s (%s): a position a setup line laid out is titled %q", spec.ID, filepath.Base(f), lang, p.Title)
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no corpus picture of a refused move")
	}
}

// firstGame is a transcript's first game: the one a picture is of.
func firstGame(text string) string {
	text = text[max(strings.Index(text, "game:"), 0):]
	if i := strings.Index(text[1:], "\ngame:"); i >= 0 {
		return text[:i+1]
	}
	return text
}
