package turtles

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/picture/picturetest"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A refused card is the loudest thing in its picture (pics20 T1): a heavy
// dashed arrow and a large cross where it meant to go, drawn after every
// turtle; the last card's arrow beside it is drawn over the turtles too,
// faint (picture.LastFaint), still there for the legend that names it. A
// card that goes nowhere (last −1 on the start) rings its turtle heavily,
// with the large cross too.
func TestRefusedCardLouderThanTheLastCard(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, c := range []struct{ card, want string }{
		{"red +2", `stroke-width="` + picture.Fmt(picture.RefusedWidth) + `" stroke-dasharray="` + picture.RefusedHeavyDash + `"`},
		{"last -1 green", `stroke-dasharray="` + picture.RefusedHeavyDash + `"`},
	} {
		r := start(t, "players: A, B\n")
		if st := play(t, r, "red +1"); st.Violation != nil {
			t.Fatalf("red +1 refused: %v", st.Violation)
		}
		m, err := r.Parse(&notation.Move{Text: c.card, TextPos: notation.Pos{Line: 1, Column: 1}})
		if err != nil {
			t.Fatalf("%q: %v", c.card, err)
		}
		var b strings.Builder
		if err := r.PictureRefused(cat.Speaker("en"), nil, 0, m).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		svg := b.String()
		mark := strings.Index(svg, c.want)
		badge := strings.LastIndex(svg, `class="refused-cross"`)
		if mark < 0 || badge < mark {
			t.Errorf("%s: heavy refused mark at %d, its large cross at %d", c.card, mark, badge)
		}
		if shell := strings.LastIndex(svg[:strings.Index(svg, `class="focus"`)], `>R</text>`); shell > mark {
			t.Errorf("%s: a turtle (at %d) is drawn over the refused mark (at %d)", c.card, shell, mark)
		}
		// The board's arrow, not the caption's under the title.
		marks := strings.Index(svg, `class="move-marks"`)
		last := -1
		if marks >= 0 {
			if i := strings.Index(svg[marks:], `class="last-arrow"`); i >= 0 {
				last = marks + i
			}
		}
		// Its arrow faint (picture.LastFaint): the refused move is the one
		// thing in full ink.
		if strings.Count(svg, ` opacity="`) != strings.Count(svg, ` opacity="`+picture.LastFaint+`"`) ||
			!strings.Contains(svg[max(last, 0):], `class="last-arrow" opacity="`+picture.LastFaint+`"`) ||
			!strings.Contains(svg, `stroke="#000000" stroke-width="0.7"`) || last < 0 || last > mark {
			t.Errorf("%s: the last card is not drawn faint before the refused one (arrow at %d, refusal at %d)", c.card, last, mark)
		}
		// The moved turtle's frame is faint whole, its white casing with
		// its ink: with the ink alone faint, the casing still framed it.
		if frame := picturetest.LastMarks(svg, picture.LastFaint); !strings.Contains(frame, `stroke="`+picture.LastCasing+`" stroke-width="1"`) ||
			!strings.Contains(frame, `stroke="`+picture.LastInk+`" stroke-width="0.55"`) {
			t.Errorf("%s: the moved turtle's frame is not faint whole (%q)", c.card, frame)
		}
		// Every turtle is drawn before the marks (the ghosts are marks).
		if shell := strings.LastIndex(svg, `>R</text>`); shell > marks && !strings.Contains(svg[marks:], `class="ghost"`) {
			t.Errorf("%s: a turtle (at %d) is drawn over the marks (at %d)", c.card, shell, marks)
		}
	}
}
