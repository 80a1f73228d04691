package games_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestEveryGameHasAPicture: every game draws every position of random
// games (the pictures of `board --svg` and `replay --html`), in both
// languages, as well-formed SVG with every fact filled in; a move refused
// at each position is drawn too. Every picture fits an A5 page; every text
// of a box fits it (as the layout measures it) and reads on its fill at
// 4.5:1 or more; no text leaves the picture.
func TestEveryGameHasAPicture(t *testing.T) {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range games.All() {
		t.Run(spec.ID, func(t *testing.T) {
			header := refereetest.PictureHeader(spec)
			for seed := range uint64(2) {
				s, r := refereetest.Open(spec, header)
				if s == nil {
					t.Fatalf("%v", r.FirstProblem())
				}
				rng := rand.New(rand.NewPCG(seed, 14))
				for move := 0; move < 60; move++ {
					for _, lang := range say.Languages {
						drawn(t, s, c.Speaker(lang), fmt.Sprintf("after %d moves", move))
					}
					if s.Outcome().Over {
						break
					}
					if move%3 == 0 && refuse(s, rng) {
						for _, lang := range say.Languages {
							drawn(t, s, c.Speaker(lang), fmt.Sprintf("a move refused after %d moves", move))
						}
					}
					if !playOne(t, s, rng) {
						break
					}
				}
			}
		})
	}
}

// playOne plays a random legal move (in super-race, for a random throw);
// false when there is none.
func playOne(t *testing.T, s *referee.Session, rng *rand.Rand) bool {
	t.Helper()
	view := referee.View(nil)
	if s.Spec().ID == "super-race" {
		faces := make([]string, 5)
		for i := range faces {
			faces[i] = string("rby"[rng.IntN(3)]) + string("sc"[rng.IntN(2)])
		}
		view = referee.View{"dice": strings.Join(faces, " ")}
	}
	legal := s.Legal(view).Moves
	if len(legal) == 0 {
		return false
	}
	text := legal[rng.IntN(len(legal))].Text
	if who := s.Turn(); who >= 0 && !strings.Contains(text, ":") {
		text = `"` + s.Players()[who] + `": ` + text
	}
	for _, name := range s.Players() {
		if rest, ok := strings.CutPrefix(text, name+": "); ok {
			text = `"` + name + `": ` + rest
		}
	}
	if err := refereetest.Play(s, text); err != nil {
		t.Fatalf("legal move %q: %v", text, err)
	}
	return true
}

// refuse plays a move the engine refuses: a legal move of the player due,
// written as another player's. It reports whether one was refused.
func refuse(s *referee.Session, rng *rand.Rand) bool {
	legal := s.Legal(referee.View{"dice": "rs rs rs rc bs"}).Moves
	due, n := s.Turn(), len(s.Players())
	if len(legal) == 0 || due < 0 || n < 2 || strings.Contains(legal[0].Text, ":") {
		return false
	}
	other := s.Players()[(due+1+rng.IntN(n-1))%n]
	ms, err := notation.SplitMoves(`"`+other+`": `+legal[rng.IntN(len(legal))].Text, notation.Pos{Line: 1, Column: 1})
	if err != nil || len(ms) != 1 {
		return false
	}
	p := s.Play(ms[0])
	return p.Violation != nil
}

// drawn draws the session's position and checks the picture.
func drawn(t *testing.T, s *referee.Session, w *say.Speaker, when string) {
	t.Helper()
	p, ok := s.Picture(w, nil)
	if !ok {
		t.Fatalf("the engine draws no picture")
	}
	var b bytes.Buffer
	if err := p.WriteSVG(&b, picture.Options{Standalone: true}); err != nil {
		t.Fatalf("%s (%s): %v", when, w.Lang, err)
	}
	svg := b.String()
	if strings.Contains(svg, "<no value>") || strings.Contains(svg, "NaN") {
		t.Fatalf("%s (%s): a fact left unfilled or a NaN in\n%s", when, w.Lang, svg)
	}
	d := xml.NewDecoder(strings.NewReader(svg))
	for {
		if _, err := d.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("%s (%s): not well-formed: %v", when, w.Lang, err)
		}
	}
	if p.W > picture.MaxWidth+0.01 || p.H > picture.MaxHeight+0.01 {
		t.Errorf("%s (%s): the picture is %.0f×%.0f mm, larger than an A5 page's %.0f×%.0f", when, w.Lang, p.W, p.H, picture.MaxWidth, picture.MaxHeight)
	}
	for _, box := range p.Boxes() {
		for _, tx := range box.Texts {
			if !box.Inside(tx, 0.15) {
				t.Errorf("%s (%s): %q (%.1f mm wide at %.2f) leaves its %s at %.1f,%.1f (%.1f×%.1f)", when, w.Lang, tx.Text, tx.Width, tx.Size, box.Shape, box.X, box.Y, box.W, box.H)
			}
			bg := box.Fill
			if box.Transparent {
				bg = "#ffffff" // the pictures are drawn on white
				if strings.HasPrefix(box.Fill, "url(") {
					continue // a pattern alone: nothing to measure against
				}
			}
			if c := picture.Contrast(tx.Fill, bg); c < 4.5 {
				t.Errorf("%s (%s): %q in %s on %s reads at %.2f:1, less than 4.5:1", when, w.Lang, tx.Text, tx.Fill, bg, c)
			}
		}
	}
	for _, tx := range p.Texts() {
		if tx.Left < -0.1 || tx.Right > p.W+0.1 || tx.Top < -0.1 || tx.Baseline > p.H+0.1 {
			t.Errorf("%s (%s): %q (%.1f–%.1f mm across, baseline %.1f) leaves the picture of %.1f×%.1f", when, w.Lang, tx.Text, tx.Left, tx.Right, tx.Baseline, p.W, p.H)
		}
	}
}
