package turbo

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/picture/picturetest"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// The card turned up last is framed in the last move's ink, cased in
// white, whatever its animal (pics22: the last move's marks in one dark
// ink, never a piece's own colour).
func TestLastCardFramedInTheLastInk(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	tb := newTestTable(t, "players: Anna, Boris\ncards: Anna=18, Boris=18\ntask: frogs > 4\n")
	play(t, tb, "Anna: 2 frogs")
	var b strings.Builder
	if err := tb.Picture(cat.Speaker("en"), nil).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	want := `stroke="` + picture.LastInk + `" stroke-width="0.6"`
	if frame := picturetest.LastMarks(b.String(), ""); strings.Count(frame, want) != 1 || strings.Count(b.String(), `class="last-mark"`) != 1 {
		t.Errorf("the last card is not framed once in the last move's ink: %s not in %q", want, frame)
	}
}

// Beside a refused card the last card's frame is faint whole
// (picture.LastFaint), its white casing and its dark edge with its ink:
// with the ink alone faint, the casing and the edge still framed the card
// in full.
func TestLastCardFaintBesideARefusal(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	svg := veraOutOfTurn(t, cat.Speaker("en"), nil)
	frame := picturetest.LastMarks(svg, picture.LastFaint)
	for _, part := range []string{
		`stroke="` + picture.LastInk + `" stroke-width="0.6"`,
		`stroke="` + picture.LastCasing + `" stroke-width="1.4"`,
		`stroke="` + picture.LastInk + `" stroke-width="0.4"`,
	} {
		if strings.Count(frame, part) != 1 || strings.Count(svg, part) != 1 {
			t.Errorf("the last card's %s is not drawn faint (in %q)", part, frame)
		}
	}
}

// Only the card turned up last is marked: an ordinary top card has the
// thin grey edge of every card (every top card in a heavy black frame made
// the last card's frame mark nothing), and the last card's edge is dark
// inside its frame, a double frame as the key's sample draws it.
func TestOnlyTheLastCardIsFramed(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	tb := newTestTable(t, "players: Anna, Boris\ncards: Anna=18, Boris=18\ntask: frogs > 4\n")
	play(t, tb, "Anna: 2 frogs")
	play(t, tb, "Boris: 3 birds")
	var b strings.Builder
	if err := tb.Picture(cat.Speaker("en"), nil).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	if n := strings.Count(svg, `stroke="#000000" stroke-width="0.7"`); n != 0 {
		t.Errorf("%d cards in a heavy black frame, want none (only the last card is marked)", n)
	}
	if n := strings.Count(svg, `stroke="`+picture.LastInk+`" stroke-width="0.4"`); n != 1 {
		t.Errorf("%d cards with a dark edge inside the last frame, want the last card's alone", n)
	}
	if n := strings.Count(svg, `stroke="`+cardEdge+`" stroke-width="0.3"`); n < 1 {
		t.Errorf("Anna's top card has no thin grey edge")
	}
}

// The key's sample of the last card stands at the left margin, in line
// with the stripes' samples above it, not indented to the middle of a
// wider sample's place.
func TestLastCardSampleInLine(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	tb := newTestTable(t, "players: Anna, Boris\ncards: Anna=18, Boris=18\ntask: frogs > 4\n")
	play(t, tb, "Anna: 2 frogs")
	var b strings.Builder
	if err := tb.Picture(cat.Speaker("en"), nil).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	i := strings.Index(svg, `<g class="key-sample">`)
	j := strings.LastIndex(svg[:max(i, 0)], `translate(`)
	if i < 0 || j < 0 {
		t.Fatal("no key sample placed")
	}
	var x, y float64
	if _, err := fmt.Sscanf(svg[j:], "translate(%g %g)", &x, &y); err != nil {
		t.Fatal(err)
	}
	if left := x - lastSampleHalf; math.Abs(left-tMargin) > 0.05 {
		t.Errorf("the last card's sample starts at %.2f mm, want the stripes' %.2f", left, tMargin)
	}
}
