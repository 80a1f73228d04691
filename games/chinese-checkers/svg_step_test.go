package chinesecheckers

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A one-hole step's arrow is a whole arrow, a shaft at least as long as
// its head (a bare head read as a mouse pointer), straight and parallel to
// the step, beside the two holes (between their row and the next, clear
// of the pieces' centres by more than a piece), a readable length (a
// pitch at least), its head by the hole landed in; and the dashed ring
// where the piece stood is drawn over it (between the holes, the head
// covered that ring).
func TestOneHoleStepArrowHoldsItsHead(t *testing.T) {
	for _, file := range []string{"two-player-game.txt", "three-player-game.txt"} {
		s, _ := refereetest.OpenFile(t, Spec(), "../../corpus/chinese-checkers/"+file)
		g := s.Engine().(*game)
		w := refereetest.Catalog(t, Spec()).Speaker("en")
		last := g.draw().last
		if len(last) != 2 || !isNeighbour(last[0], last[1]) {
			t.Fatalf("%s: the last move is %v, want a one-hole step", file, last)
		}
		for _, width := range []string{"80", "128"} {
			v := referee.View{picture.WidthKey: width}
			sh := g.newSheet(w, v)
			var b strings.Builder
			if err := g.Picture(w, v).WriteSVG(&b, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			svg := b.String()
			// The board's arrow, after the caption's little one: its
			// shaft's start and its head's three corners, the tip first.
			re := regexp.MustCompile(`<g class="last-arrow">\s*<path d="M([\d.]+) ([\d.]+) L[^"]*"[^>]*/>\s*<path d="M([\d.]+) ([\d.]+) L([\d.]+) ([\d.]+) L([\d.]+) ([\d.]+) Z"`)
			ms := re.FindAllStringSubmatchIndex(svg, -1)
			if len(ms) < 2 {
				t.Fatalf("%s, %s mm: no last move's arrow on the board", file, width)
			}
			m := ms[len(ms)-1]
			f := func(i int) float64 { v, _ := strconv.ParseFloat(svg[m[2*i]:m[2*i+1]], 64); return v }
			x0, y0, x1, y1 := f(1), f(2), f(3), f(4)
			bx, by := (f(5)+f(7))/2, (f(6)+f(8))/2
			head, shaft := math.Hypot(x1-bx, y1-by), math.Hypot(bx-x0, by-y0)
			if shaft < head {
				t.Errorf("%s, %s mm: the step's arrow's shaft is %.2f mm, shorter than its head (%.2f mm)", file, width, shaft, head)
			}
			fx, fy := sh.star.at(last[0])
			tx, ty := sh.star.at(last[1])
			pitch := math.Hypot(tx-fx, ty-fy)
			ux, uy := (tx-fx)/pitch, (ty-fy)/pitch
			if l := math.Hypot(x1-x0, y1-y0); l < pitch {
				t.Errorf("%s, %s mm: the step's arrow is %.2f mm long, shorter than the step (%.2f mm)", file, width, l, pitch)
			}
			if along := (x1-x0)*ux + (y1-y0)*uy; along < 0.99*math.Hypot(x1-x0, y1-y0) {
				t.Errorf("%s, %s mm: the step's arrow does not run parallel to the step", file, width)
			}
			for _, p := range [][2]float64{{x0, y0}, {x1, y1}} {
				off := math.Abs((p[0]-fx)*uy - (p[1]-fy)*ux)
				if off < sh.star.piece || off > pitch*math.Sqrt(3)/2-sh.star.piece {
					t.Errorf("%s, %s mm: the step's arrow has an end %.2f mm off the line between the two holes, not beside them between the rows (%.2f–%.2f)",
						file, width, off, sh.star.piece, pitch*math.Sqrt(3)/2-sh.star.piece)
				}
			}
			if tip := (x1-fx)*ux + (y1-fy)*uy; tip < 0.6*pitch || tip > 1.1*pitch {
				t.Errorf("%s, %s mm: the step's arrow's tip is %.2f mm along the step, not by the hole landed in (%.2f mm)", file, width, tip, pitch)
			}
			ring := fmt.Sprintf(`<g transform="translate(%s %s)">`, picture.Fmt(fx), picture.Fmt(fy))
			if i := strings.LastIndex(svg, ring); i < m[1] || !strings.Contains(svg[i:], `stroke-dasharray="1 0.8"`) {
				t.Errorf("%s, %s mm: the ring where the piece stood is not drawn over the step's arrow", file, width)
			}
		}
	}
}
