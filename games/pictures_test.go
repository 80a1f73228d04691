package games_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/picture/picturetest"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestEveryGameHasAPicture: every game draws every position of random
// games (the pictures of `board --svg` and `replay --html`), in both
// languages, laid out for an A5 page and for a phone's screen, as
// well-formed SVG with every fact filled in; a move refused at each
// position is drawn too, in the refused ink, marked as the picture's
// focus. Every picture fits an A5 page (the screen's, its width); no text
// is smaller than the pictures' least size; every text of a box fits it
// (as the layout measures it) and reads on its fill at 4.5:1 or more; no
// text leaves the picture.
func TestEveryGameHasAPicture(t *testing.T) {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	screen := referee.View{picture.WidthKey: picture.Fmt(picture.Screen)}
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
						drawn(t, s, c.Speaker(lang), nil, fmt.Sprintf("after %d moves", move), false)
						drawn(t, s, c.Speaker(lang), screen, fmt.Sprintf("after %d moves, on a screen", move), false)
					}
					if s.Outcome().Over {
						break
					}
					if move%3 == 0 && refuse(s, rng) {
						for _, lang := range say.Languages {
							drawn(t, s, c.Speaker(lang), nil, fmt.Sprintf("a move refused after %d moves", move), true)
							drawn(t, s, c.Speaker(lang), screen, fmt.Sprintf("a move refused after %d moves, on a screen", move), true)
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

// inkAttr is a colour a picture draws with.
var inkAttr = regexp.MustCompile(`(?:fill|stroke|color)="(#[0-9a-fA-F]{6})"`)

// drawn draws the session's position and checks the picture; refused
// says a move was just refused, which the picture must draw.
func drawn(t *testing.T, s *referee.Session, w *say.Speaker, v referee.View, when string, refused bool) {
	t.Helper()
	p, ok := s.Picture(w, v)
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
	pw, ph := p.Size()
	maxW, maxH := picture.MaxWidth, picture.MaxHeight+12 // a title of more lines may take more
	if v != nil {
		maxW, maxH = picture.LayoutWidth(v), 1e9 // a screen scrolls
	}
	if pw > maxW+0.01 || ph > maxH+0.01 {
		t.Errorf("%s (%s): the picture is %.0f×%.0f mm, larger than %.0f×%.0f", when, w.Lang, pw, ph, maxW, maxH)
	}
	// The last move's and a refused move's marks are drawn over every
	// piece and label, in one scheme (pics22: hidden under pieces, faded
	// beside a refusal, in a white piece's own white).
	if u := p.Unmarked(); len(u) > 0 {
		t.Errorf("%s (%s): %v drawn among the pieces, not over them as marks", when, w.Lang, u)
	}
	if refused && strings.Contains(svg, picture.Refused) && !p.Marked() {
		t.Errorf("%s (%s): a refused move drawn with no marks over the pieces", when, w.Lang)
	}
	if strings.Contains(svg, ` opacity="`) {
		t.Errorf("%s (%s): a part drawn faded", when, w.Lang)
	}
	// No ink drawn is taken for the refused one.
	for _, m := range inkAttr.FindAllStringSubmatch(svg, -1) {
		if c := strings.ToLower(m[1]); c != picture.Refused && c != picture.GhostFill && picturetest.InkDistance(c, picture.Refused) < picture.Apart {
			t.Errorf("%s (%s): %s is %.0f from the refused ink, less than %.0f", when, w.Lang, c, picturetest.InkDistance(c, picture.Refused), picture.Apart)
		}
	}
	if refused && strings.Contains(svg, picture.Refused) != p.Focused() {
		t.Errorf("%s (%s): a refused move drawn in its ink (%v) is not the picture's focus (%v)", when, w.Lang, strings.Contains(svg, picture.Refused), p.Focused())
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
		if tx.Left < -0.1 || tx.Right > pw+0.1 || tx.Top < -0.1 || tx.Baseline > ph+0.1 {
			t.Errorf("%s (%s): %q (%.1f–%.1f mm across, baseline %.1f) leaves the picture of %.1f×%.1f", when, w.Lang, tx.Text, tx.Left, tx.Right, tx.Baseline, pw, ph)
		}
		if tx.Text != "" && tx.Size < picture.Small-0.001 {
			t.Errorf("%s (%s): %q is set at %.2f mm, smaller than the least, %.1f mm (%.1f pt)", when, w.Lang, tx.Text, tx.Size, picture.Small, picture.Small/25.4*72)
		}
	}
}
