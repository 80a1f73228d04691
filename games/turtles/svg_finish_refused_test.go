package turtles

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/say"
)

// refusedOntoTheFinish is a race won on the finish by blue +1 (blue on 8,
// yellow on 7) and the picture of yellow +2 refused after it, in view:
// the last card's arrow and the refused one end on one square.
func refusedOntoTheFinish(t *testing.T, w *say.Speaker, view referee.View) (*race, string) {
	t.Helper()
	r := start(t, "players: A, B\nsetup: 8=blue, 7=yellow\n")
	if st := play(t, r, "blue +1"); st.Violation != nil {
		t.Fatalf("blue +1 refused: %v", st.Violation)
	}
	m, err := r.Parse(&notation.Move{Text: "yellow +2", TextPos: notation.Pos{Line: 1, Column: 1}})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := r.PictureRefused(w, view, 1, m).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	return r, b.String()
}
