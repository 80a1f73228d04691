package turbo

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// A table of four players laid out for a screen fits a phone's height and
// a window's: at the least size its text may show at on a page (11 CSS
// pixels for the picture's least text), the board is under 600 pixels
// tall, where four players one under the other made it 850, taller than a
// phone and scrolled in a frame of its own.
func TestScreenTableFitsAWindow(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	for _, lang := range say.Languages {
		tb := newTestTable(t, "players: Anna, Boris, Vera, Gleb\ncards: Anna=10, Boris=10, Vera=10, Gleb=10\ntask: The sum of birds and frogs is at least nine\n")
		for _, line := range []string{"Anna: 4 birds", "Boris: 2 frogs", "Vera: 3 hedgehogs", "Gleb: 3 birds"} {
			play(t, tb, line)
		}
		p := tb.Picture(cat.Speaker(lang), referee.View{picture.WidthKey: "80"})
		// The page draws its own heading, not the picture's title.
		h := p.H - picture.Head
		scale := 11 / p.SmallestText() // CSS pixels a millimetre
		if px := h * scale; px > 600 {
			t.Errorf("%s: at %.0f×%.0f mm the table is %.0f px tall at its least size, want at most 600", lang, p.W, h, px)
		}
	}
}

// The task card comes first, under the title (on a phone the piles of
// four players pushed it out of the board's frame); the small keys stand
// together after the piles, the last card's under the stripes', and the
// state after them in its larger text.
func TestKeysBeforeTheState(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	tb := newTestTable(t, "players: Anna, Boris\ncards: Anna=10, Boris=10\ntask: The sum of birds and frogs is at least nine\n")
	play(t, tb, "Anna: 4 birds")
	var b strings.Builder
	if err := tb.Picture(cat.Speaker("en"), referee.View{picture.WidthKey: "80"}).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	key, sums, task := strings.Index(svg, ">In a double frame"), strings.Index(svg, ">On the table:"), strings.Index(svg, ">Task<")
	if key < 0 || sums < 0 || task < 0 {
		t.Fatalf("the picture has no last card's key (%d), sums (%d) or task (%d)", key, sums, task)
	}
	if !(task < key && key < sums) {
		t.Errorf("want the task (at %d) first, then the last card's key (%d), then the sums (%d)", task, key, sums)
	}
}
