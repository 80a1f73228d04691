package chinesecheckers

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// A refused hop over an empty hole keeps its marks apart (pics21): its
// path arcs round the hole hopped over, clear of the culprit's ring and
// the hole's label, and its large cross stands in a gap beside the end,
// over no piece.
func TestRefusedHopMarksApart(t *testing.T) {
	g := start(t, "players: A, B\n")
	mustPlay(t, g, "d1-e5", "n1-m5")
	cat := refereetest.Catalog(t, Spec())
	sh := g.newSheet(cat.Speaker("en"), nil)
	path := []hole{holeNamed(t, "e5"), holeNamed(t, "e7")}
	culprit, ok := sh.culprit(path)
	if !ok || culprit != holeNamed(t, "e6") {
		t.Fatalf("culprit %v, %v; want e6", culprit, ok)
	}
	var b strings.Builder
	p := picture.New(sh.width, 200, "", "")
	p.Add(sh.refusedChain(path))
	if err := p.WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	cx, cy := sh.star.at(culprit)
	ring := sh.star.piece + 0.6 + 0.65 + 0.1 // the culprit's ring and its halo
	num := regexp.MustCompile(`-?[0-9.]+`)
	for _, d := range regexp.MustCompile(` d="([^"]+)"`).FindAllStringSubmatch(b.String(), -1) {
		v := num.FindAllString(d[1], -1)
		for i := 0; i+1 < len(v); i += 2 {
			x, _ := strconv.ParseFloat(v[i], 64)
			y, _ := strconv.ParseFloat(v[i+1], 64)
			if dist := math.Hypot(x-cx, y-cy); dist < ring {
				t.Errorf("the refused path passes (%.1f, %.1f), %.1f mm from e6, inside its ring (%.1f)", x, y, dist, ring)
			}
		}
	}
	at, _ := sh.gap(path)
	bx, by := at.X, at.Y
	for h := range hole(numHoles) {
		if g.board[h] == empty || h == path[0] {
			continue
		}
		hx, hy := sh.star.at(h)
		if dist := math.Hypot(bx-hx, by-hy); dist < sh.star.piece+1.1 {
			t.Errorf("the cross at (%.1f, %.1f) lies over the piece on %v (%.1f mm away)", bx, by, h, dist)
		}
	}
}
