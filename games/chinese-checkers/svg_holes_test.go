package chinesecheckers

import (
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// By default a picture numbers only each row's first and last hole, as the
// hole names count them: a number in every empty hole made the board a
// number grid the pieces competed with (pics22). `places` still numbers
// every hole.
func TestPictureNumbersTheRowsEdges(t *testing.T) {
	g := open(t, "players: Аня, Боря\n").Engine().(*game)
	w := refereetest.Catalog(t, Spec()).Speaker("en")
	rowEnd := func(h hole) bool {
		r := holeRow[h]
		end := hole(numHoles)
		if int(r)+1 < numRows {
			end = rowStart[r+1]
		}
		return h == rowStart[r] || h+1 == end
	}
	for _, holes := range []string{"", "edges", "края"} {
		sh := g.newSheet(w, referee.View{"holes": holes})
		for h := range hole(numHoles) {
			if l := sh.label(h); (l != "") != rowEnd(h) {
				t.Errorf("holes %q: hole %v is labelled %q", holes, h, l)
			}
		}
		if got := sh.label(rowStart[4] + 12); got != "13" {
			t.Errorf("holes %q: the last hole of row e is labelled %q, want 13", holes, got)
		}
	}
	sh := g.newSheet(w, referee.View{"holes": "places"})
	for h := range hole(numHoles) {
		if sh.label(h) == "" {
			t.Errorf("holes places: hole %v has no label", h)
		}
	}
}
