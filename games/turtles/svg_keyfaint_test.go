package turtles

import (
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// raceOverRefused is corpus/turtles/race-over.txt's picture: blue +1
// finishes the race, then yellow +2 is refused.
func raceOverRefused(t *testing.T, lang string) string {
	t.Helper()
	r := start(t, "players: A, B\nsetup: 8=синяя, 7=жёлтая\n")
	if st := play(t, r, "blue +1"); st.Violation != nil {
		t.Fatalf("blue +1 refused: %v", st.Violation)
	}
	m, err := r.Parse(&notation.Move{Text: "yellow +2", TextPos: notation.Pos{Line: 1, Column: 1}})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := r.PictureRefused(refereetest.Catalog(t, Spec()).Speaker(lang), nil, 1, m).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// Beside a refused card the key's sample of the last move is as faint as
// the last move's marks on the track: a full black sample named an arrow
// the track drew pale. Without a refusal it is in full ink.
func TestLastKeySampleFaintBesideARefusal(t *testing.T) {
	faint := regexp.MustCompile(`<g opacity="` + regexp.QuoteMeta(picture.LastFaint) + `">\s*<g class="key-sample">`)
	if svg := raceOverRefused(t, "ru"); !faint.MatchString(svg) {
		t.Error("race-over.txt: the last move's key sample is not faint beside the refused card")
	}
	r := start(t, "players: A, B\nsetup: 8=синяя, 7=жёлтая\n")
	play(t, r, "blue +1")
	var b strings.Builder
	if err := r.Picture(refereetest.Catalog(t, Spec()).Speaker("ru"), nil).WriteSVG(&b, picture.Options{}); err != nil {
		t.Fatal(err)
	}
	if svg := b.String(); faint.MatchString(svg) || !strings.Contains(svg, `class="key-sample"`) {
		t.Error("without a refusal the last move's key sample is missing or faint")
	}
}
