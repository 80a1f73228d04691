package turbo

import (
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// Beside a refused card the key's sample of the last card is as faint as
// the last card's frame on the table: a full black sample named a frame
// the table drew pale.
func TestLastCardKeySampleFaintBesideARefusal(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	faint := regexp.MustCompile(`<g opacity="` + regexp.QuoteMeta(picture.LastFaint) + `">\s*<g class="key-sample">`)
	if svg := veraOutOfTurn(t, cat.Speaker("ru"), nil); !faint.MatchString(svg) {
		t.Error("the last card's key sample is not faint beside the refused card")
	}
	tb := newTestTable(t, "players: Anna, Boris\ncards: Anna=18, Boris=18\ntask: frogs > 4\n")
	play(t, tb, "Anna: 2 frogs")
	var b strings.Builder
	if err := tb.Picture(cat.Speaker("ru"), nil).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	if svg := b.String(); faint.MatchString(svg) || !strings.Contains(svg, `class="key-sample"`) {
		t.Error("without a refusal the last card's key sample is missing or faint")
	}
}
