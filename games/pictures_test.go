package games_test

import (
	"bytes"
	"encoding/xml"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"referee/games"
	"referee/referee"
	"referee/referee/picture"
	"referee/referee/refereetest"
	"referee/referee/say"
)

// TestEveryGameHasAPicture: every game draws every position of random
// legal games (the pictures of `board --svg` and `replay --html`), in both
// languages, as well-formed SVG with every fact filled in.
func TestEveryGameHasAPicture(t *testing.T) {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	headers := map[string]string{
		"turtles":          "players: Нина, Паша\ncolors: Нина=red, Паша=blue\n",
		"chinese-checkers": "players: Аня, Боря, Вера\n",
		"turbo":            "players: Аня, Боря\ncards: Аня=9, Боря=9\ntask: лягушек больше 4\n",
		"big-races":        "players: white, grey\nlength: 12\n",
		"super-race":       "players: Аня, Боря\n",
	}
	for _, spec := range games.All() {
		t.Run(spec.ID, func(t *testing.T) {
			header, ok := headers[spec.ID]
			if !ok {
				t.Fatalf("no starting header for %s: add one", spec.ID)
			}
			for seed := range uint64(3) {
				s, r := refereetest.Open(spec, header)
				if s == nil {
					t.Fatalf("%v", r.FirstProblem())
				}
				rng := rand.New(rand.NewPCG(seed, 14))
				for move := 0; move < 60; move++ {
					for _, lang := range say.Languages {
						drawn(t, s, c.Speaker(lang), move)
					}
					if s.Outcome().Over {
						break
					}
					if played, err := refereetest.Playout(s, rng, 1); err != nil {
						t.Fatal(err)
					} else if len(played) == 0 {
						break // no move to choose (super-race waits for dice)
					}
				}
			}
		})
	}
}

// drawn draws the session's position and checks the SVG.
func drawn(t *testing.T, s *referee.Session, w *say.Speaker, move int) {
	t.Helper()
	p, ok := s.Picture(w, nil)
	if !ok {
		t.Fatalf("the engine draws no picture")
	}
	var b bytes.Buffer
	if err := p.WriteSVG(&b, picture.Options{Standalone: true}); err != nil {
		t.Fatalf("after %d moves (%s): %v", move, w.Lang, err)
	}
	svg := b.String()
	if strings.Contains(svg, "<no value>") || strings.Contains(svg, "NaN") {
		t.Fatalf("after %d moves (%s): a fact left unfilled or a NaN in\n%s", move, w.Lang, svg)
	}
	d := xml.NewDecoder(strings.NewReader(svg))
	for {
		if _, err := d.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("after %d moves (%s): not well-formed: %v", move, w.Lang, err)
		}
	}
}
