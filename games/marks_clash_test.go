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

// TestMarksClearOfPiecesAndLabels: the mark layer is collision-free
// (pics23) in every game — the last move's arrow and a refused move's
// arrow end at the rim of where they go, never on a piece or a label; a
// refused move's cross and ghost stand beside the piece that blocked it,
// never over it. Every corpus transcript's last position (a refused
// move's, where it stops at one) is held to it, in both languages, for a
// printed page, a phone's column and a wide screen.
func TestMarksClearOfPiecesAndLabels(t *testing.T) {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	screen := referee.View{picture.WidthKey: picture.Fmt(picture.Screen)}
	for _, spec := range games.All() {
		if !clashFree[spec.ID] {
			continue
		}
		t.Run(spec.ID, func(t *testing.T) {
			files, _ := filepath.Glob(filepath.Join("..", "corpus", spec.ID, "*.txt"))
			if len(files) == 0 {
				t.Fatalf("no transcripts of %s", spec.ID)
			}
			for _, f := range files {
				data, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				text := string(data)
				s, _ := refereetest.Open(spec, text[max(strings.Index(text, "game:"), 0):])
				if s == nil {
					continue // a header refused: no position to draw
				}
				for _, lang := range say.Languages {
					for _, v := range []referee.View{nil, screen} {
						p, ok := s.Picture(c.Speaker(lang), v)
						if !ok {
							t.Fatalf("%s draws no picture", spec.ID)
						}
						for _, q := range []*picture.Picture{p, p.Wide()} {
							if q == nil {
								continue
							}
							for _, cl := range q.Clashes() {
								t.Errorf("%s (%s, %.0f mm): %v", filepath.Base(f), lang, q.W, cl)
							}
						}
					}
				}
			}
		})
	}
}

// clashFree are the games whose mark layer is held to it so far.
var clashFree = map[string]bool{"chinese-checkers": true, "turtles": true, "big-races": true, "turbo": true, "super-race": true}
