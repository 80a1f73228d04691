package turbo

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
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
	want := `stroke="` + picture.LastInk + `" stroke-width="0.6" class="last-mark"`
	if strings.Count(b.String(), want) != 1 || strings.Count(b.String(), `class="last-mark"`) != 1 {
		t.Errorf("the last card is not framed once in the last move's ink: %s", want)
	}
}
