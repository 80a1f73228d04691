package bigraces

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/picture/picturetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// The last move's arrow and the refused move's both lie over the cars,
// marks (picture.Mark), the last move's faint beside the refusal
// (picture.LastFaint: over the cars, not under them, so it is not lost,
// and the refused move is the one thing in full ink), each in its own third of the
// lane so that the cars' labels still read, and the car the refused move
// ran into is outlined as the culprit (pics20 B2: it ran under the last
// move's arrow and under white1, unmarked): grey1 runs into white1, three
// cells ahead, on the fourth step of "5f".
func TestRefusedArrowOverCars(t *testing.T) {
	svg := svgOf(t, grey1Refused(t, "5f"))
	car := strings.Index(svg, `>W1</text>`)
	arrow := strings.Index(svg, `stroke="`+picture.Refused+`" stroke-width="`+picture.Fmt(picture.RefusedWidth)+`" stroke-dasharray`)
	ghost := strings.Index(svg, `>G1</text>`)
	if car < 0 || arrow < 0 || ghost < 0 {
		t.Fatalf("W1 at %d, refused arrow at %d, ghost G1 at %d", car, arrow, ghost)
	}
	if arrow < car {
		t.Errorf("the refused arrow (at %d) is drawn under W1 (at %d)", arrow, car)
	}
	if last := strings.LastIndex(svg, `class="last-arrow"`); last < car || last > arrow {
		t.Errorf("the last move's arrow (at %d) is not drawn over W1 (at %d) and under the refusal (at %d)", last, car, arrow)
	}
	if !strings.Contains(svg, `class="last-arrow" opacity="`+picture.LastFaint+`"`) ||
		strings.Count(svg, ` opacity="`) != strings.Count(svg, ` opacity="`+picture.LastFaint+`"`) {
		t.Error("the last move is not drawn faint beside the refused one, or something else is")
	}
	// The key's sample of the last move's arrow is as faint as the arrow.
	if !regexp.MustCompile(`<g opacity="` + picture.LastFaint + `">\s*<g class="key-sample">`).MatchString(rawSVGOf(t, grey1Refused(t, "5f"))) {
		t.Error("the key shows the last move's arrow in full ink beside a faint arrow")
	}
	culprit := strings.Index(svg, `class="culprit"`)
	if culprit < 0 {
		t.Fatal("white1, which the refused path runs into, is not outlined")
	}
	w1, ok := placeOf(svg, `>W1</text>`, "#000000")
	if !ok {
		t.Fatal("white1 is not drawn")
	}
	if at := svg[strings.LastIndex(svg[:culprit], "translate("):culprit]; !strings.HasPrefix(at, "translate("+picture.Fmt(w1.X)+" "+picture.Fmt(w1.Y)+")") {
		t.Errorf("the culprit's outline is at %q, not at white1 (%v)", at, w1)
	}
}

// A refused move that ends where a car stands draws no ghost over that
// car and no dashed frame round it, only the solid outline of the car in
// the way, the cross beside it and the path stopped at its outline:
// grey1 may not drive through white2, almost a lap behind. A ghost over
// white2 hid it, and a dashed frame round white2 made white2 look like
// the car refused; a ghost beside it, with the path, the cross and the
// outline, made a heap of the cell.
func TestRefusedEndBesideTheCarThere(t *testing.T) {
	s := open(t, "players: white, grey\nlength: 40\nsetup: white1=2/50, grey1=1/42, white2=1/4, grey2=3/3\n")
	apply(t, s, "white1: f")
	if p := apply(t, s, "grey1: ff"); p.Violation == nil {
		t.Fatal("grey1: ff was played, want it refused")
	}
	svg := svgOf(t, s)
	w2, ok := placeOf(svg, `>W2</text>`, "#000000")
	if !ok {
		t.Fatal("white2 is not drawn")
	}
	if ghost, ok := placeOf(svg, `>G1</text>`, picture.Refused); ok && math.Abs(ghost.X-w2.X) < 4.8 && math.Abs(ghost.Y-w2.Y) < 4.2 {
		t.Errorf("grey1's ghost at %v covers white2 at %v", ghost, w2)
	}
	labels, marks := labelsAndMarks(t, svg)
	for _, l := range labels["W2"] {
		for _, m := range marks {
			if l.overlaps(m) {
				t.Errorf("a mark %v covers white2's label at %v", m, l)
			}
		}
	}
	for _, m := range regexp.MustCompile(`<g transform="translate\(([-\d.]+) ([-\d.]+)\)">\s*<g[^>]*>(?:\s*<rect[^>]*/>)*?\s*<rect[^>]*stroke="`+picture.Refused+`"[^>]*stroke-dasharray`).FindAllStringSubmatch(svg, -1) {
		if m[1] == picture.Fmt(w2.X) && m[2] == picture.Fmt(w2.Y) {
			t.Errorf("white2, which stands there, is framed in the refused ghost's dashes")
		}
	}
	if !strings.Contains(svg, `class="culprit"`) {
		t.Error("white2, in the way, is not outlined")
	}
	if !strings.Contains(svg, `class="refused-cross"`) {
		t.Error("the refused move ends in no cross")
	}
}

// placeOf is where the car (or ghost) whose label ends as given, in ink,
// is drawn: its group's translation.
func placeOf(svg, label, ink string) (picture.Point, bool) {
	re := regexp.MustCompile(`translate\(([-\d.]+) ([-\d.]+)\)">(?:\s*<g[^>]*>)*(?:\s*<rect[^>]*/>)*(?:\s*</g>)*\s*<text[^>]*fill="` + ink + `"` + regexp.QuoteMeta(label))
	m := re.FindStringSubmatch(svg)
	if m == nil {
		return picture.Point{}, false
	}
	x, _ := strconv.ParseFloat(m[1], 64)
	y, _ := strconv.ParseFloat(m[2], 64)
	return picture.Point{X: x, Y: y}, true
}

// svgOf is the position's picture, in the first language, as SVG text.
func svgOf(t *testing.T, s *referee.Session) string {
	t.Helper()
	return picturetest.WithoutKeySamples(rawSVGOf(t, s))
}

// rawSVGOf is the session's picture as an SVG file, its keys' samples in.
func rawSVGOf(t *testing.T, s *referee.Session) string {
	t.Helper()
	pic, ok := s.Picture(catalog.Speaker(say.Languages[0]), nil)
	if !ok {
		t.Fatal("no picture")
	}
	var b strings.Builder
	if err := pic.WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// A refused path that wraps from one band to the next leaves its band
// with an arrowhead into a ring and goes on from the same ring in the
// next: grey1, behind the line in the ring's last column, drives on into
// the first.
func TestRefusedPathWrapsVisibly(t *testing.T) {
	svg := grey1RunsIntoWhite1(t)
	if n := strings.Count(svg, `Z" fill="`+picture.Refused+`"`); n < 2 {
		t.Errorf("the refused path has %d arrowheads, want one where it leaves its band and one at its end", n)
	}
	if n := strings.Count(withoutBadges(svg), `fill="#ffffff" stroke="`+picture.Refused+`"`); n != 2 {
		t.Errorf("the refused path's break has %d rings, want one at each end", n)
	}
}

// grey1RunsIntoWhite1 is the picture, as SVG, after white1 drives three
// cells and grey1's "19f", refused, would run into it and on past the
// end of the first band (at A5, columns 37 to 16: the cars behind the
// line are drawn before it) into the second.
func grey1RunsIntoWhite1(t *testing.T) string {
	t.Helper()
	return svgOf(t, grey1Refused(t, "19f"))
}

// grey1Refused is the session after white1 drives three cells and
// grey1's move, refused.
func grey1Refused(t *testing.T, mv string) *referee.Session {
	t.Helper()
	s := open(t, "players: white, grey\n")
	apply(t, s, "white1: fff")
	if p := apply(t, s, "grey1: "+mv); p.Violation == nil {
		t.Fatalf("grey1: %s was played, want it refused", mv)
	}
	return s
}
