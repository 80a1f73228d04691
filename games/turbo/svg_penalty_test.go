package turbo

import (
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// A wrong call stands and costs a penalty: the picture after it marks the
// call by its caller's name as the penalty it cost, in black (no player's
// colour, nor the refused ink); the next entry's picture no longer does.
func TestPictureMarksAPenalisedCall(t *testing.T) {
	cat := refereetest.Catalog(t, Spec())
	draw := func(tb *table, lang string, width string) string {
		var b strings.Builder
		if err := tb.Picture(cat.Speaker(lang), referee.View{picture.WidthKey: width}).WriteSVG(&b, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	for _, lang := range say.Languages {
		word := cat.Speaker(lang).Say(referee.Term("replay.penalty"))
		for _, width := range []string{"80", "128"} {
			tb := newTestTable(t, "players: Anna, Boris, Vera, Gleb\ncards: Anna=10, Boris=10, Vera=10, Gleb=10\ntask: The sum of birds and frogs is at least nine\n")
			play(t, tb, "Anna: 4 birds")
			play(t, tb, "Boris: 2 frogs")
			before := draw(tb, lang, width)
			if strings.Contains(before, "⚠") {
				t.Errorf("%s %s: a penalty mark before any call", lang, width)
			}
			play(t, tb, "Vera: turbo")
			svg := draw(tb, lang, width)
			// Boris's card, turned up last, is still drawn under the mark
			// (the texts below the title, which names the call).
			// And the key's lines that explain the mark (pics22).
			w, _ := strconv.ParseFloat(width, 64)
			key := len(picture.Wrap(picture.Capital(cat.Speaker(lang).Say(PenaltyKey{Player: "Vera", Call: Call(turboCall)})), picture.Small, w-2*tMargin))
			if n, m := belowTitle(before), belowTitle(svg); m != n+2+key {
				t.Errorf("%s %s: %d texts before the call, %d after, want the mark's two more and the key's %d", lang, width, n, m, key)
			}
			if !strings.Contains(svg, "Vera") || !strings.Contains(strings.ReplaceAll(svg, "\u00a0", " "), strings.Fields(cat.Speaker(lang).Say(PenaltyKey{Player: "Vera", Call: Call(turboCall)}))[0]) {
				t.Errorf("%s %s: the key does not explain the penalty's mark", lang, width)
			}
			if !strings.Contains(svg, "⚠ "+word) {
				t.Errorf("%s %s: the wrong call is not marked as a penalty", lang, width)
			}
			if strings.Contains(svg, picture.Refused) {
				t.Errorf("%s %s: the call stood, yet is drawn in the refused ink", lang, width)
			}
			play(t, tb, "Vera: 3 hedgehogs")
			if svg := draw(tb, lang, width); strings.Contains(svg, "⚠") {
				t.Errorf("%s %s: the penalty mark outlives the next entry", lang, width)
			}
		}
	}
}

// belowTitle counts the texts of a picture below its bold title, however
// many lines the title takes.
func belowTitle(svg string) int {
	_, body, _ := strings.Cut(svg, `font-weight="bold">`)
	_, body, _ = strings.Cut(body, "</g>")
	return strings.Count(body, "<text")
}
