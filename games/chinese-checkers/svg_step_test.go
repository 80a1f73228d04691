package chinesecheckers

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A one-hole step's arrow is as long as its head, at least (pics22: two-
// player-game's last move, m7-n3, cut at both pieces' rims, was shorter
// than its head — a dark blot between the holes, its tip halfway), and
// runs along the line between the two holes, in the step's direction
// (pics23: a wedge over the holes' rims showed none), from across the
// hole left to the ring round the piece moved, its tip touching that
// ring, over no piece (beside the line, a head and a stub read as a
// mouse pointer on the piece).
func TestOneHoleStepArrowHoldsItsHead(t *testing.T) {
	s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/chinese-checkers/two-player-game.txt")
	g := s.Engine().(*game)
	w := refereetest.Catalog(t, Spec()).Speaker("en")
	last := g.draw().last
	if len(last) != 2 {
		t.Fatalf("the last move is %v, want a one-hole step", last)
	}
	for _, width := range []string{"80", "128"} {
		v := referee.View{picture.WidthKey: width}
		sh := g.newSheet(w, v)
		var b strings.Builder
		if err := g.Picture(w, v).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		svg := b.String()
		// The board's arrow, after the caption's little one: from its
		// shaft's start to its head's tip (the shaft stops inside the
		// head).
		ms := regexp.MustCompile(`<g class="last-arrow">\s*<path d="M([\d.]+) ([\d.]+) L[^"]*"[^>]*/>\s*<path d="M([\d.]+) ([\d.]+) `).FindAllStringSubmatch(svg, -1)
		if len(ms) < 2 {
			t.Fatalf("%s mm: no last move's arrow on the board", width)
		}
		m := ms[len(ms)-1]
		f := func(i int) float64 { v, _ := strconv.ParseFloat(m[i], 64); return v }
		x0, y0, x1, y1 := f(1), f(2), f(3), f(4)
		if l := math.Hypot(x1-x0, y1-y0); l < 4*picture.LastWidth {
			t.Errorf("%s mm: the step's arrow is %.2f mm long, shorter than its head (%.1f mm)", width, l, 4*picture.LastWidth)
		}
		fx, fy := sh.star.at(last[0])
		tx, ty := sh.star.at(last[1])
		// It starts outside the hole left, on its far side, and crosses it
		// (an empty hole, its dashed ring); its tip touches the ring round
		// the piece moved (the ring's outer edge at piece+1.5), outside the
		// piece.
		if d := math.Hypot(x0-fx, y0-fy); d < sh.star.piece {
			t.Errorf("%s mm: the step's arrow starts %.2f mm from the hole left, inside it (%.2f)", width, d, sh.star.piece)
		}
		if math.Hypot(x0-tx, y0-ty) < math.Hypot(tx-fx, ty-fy) {
			t.Errorf("%s mm: the step's arrow does not start across the hole left", width)
		}
		for _, p := range [][2]float64{{x0, y0}, {x1, y1}} {
			if off := math.Abs((p[0]-fx)*(ty-fy)-(p[1]-fy)*(tx-fx)) / math.Hypot(tx-fx, ty-fy); off > 0.3 {
				t.Errorf("%s mm: the step's arrow has an end %.2f mm off the line between the two holes", width, off)
			}
		}
		if d := math.Hypot(x1-tx, y1-ty); d < sh.star.piece || d > sh.star.piece+1.5 {
			t.Errorf("%s mm: the step's arrow's tip is %.2f mm from the piece moved, not on its ring (%.2f–%.2f)", width, d, sh.star.piece, sh.star.piece+1.5)
		}
		if along := (x1-x0)*(tx-fx) + (y1-y0)*(ty-fy); along < 0.95*math.Hypot(x1-x0, y1-y0)*math.Hypot(tx-fx, ty-fy) {
			t.Errorf("%s mm: the step's arrow does not run along the step", width)
		}
	}
}
