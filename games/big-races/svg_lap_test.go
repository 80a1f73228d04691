package bigraces

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/picture"
)

// A car's lap number (lapBadge) covers no car's label (corpus
// only-leader-laps.txt: on the car's corner it covered the end of «С1»),
// at print width and at a phone's.
func TestLapDiscsCoverNoLabel(t *testing.T) {
	s := open(t, "players: белые, серые\nlength: 40\nsetup: белые1=2/50, серые1=1/42, белые2=1/4, серые2=3/3\n")
	if p := apply(t, s, "белые1: п"); p.Violation != nil {
		t.Fatalf("белые1: п: %v", p.Violation)
	}
	if p := apply(t, s, "серые1: пп"); p.Violation == nil {
		t.Fatal("серые1: пп was not refused")
	}
	for _, width := range []float64{picture.Screen, picture.MaxWidth} {
		_, svg := refusedSheet(t, s, width)
		labels, _, discs := labelsMarksDiscs(t, svg)
		laps := strings.Count(svg, `r="1.45" fill="#ffffff" stroke="#000000"`)
		if laps < 2 || len(labels["С1"]) == 0 {
			t.Fatalf("%v mm: %d lap discs, labels %v: want the two cars on their second lap", width, laps, labels)
		}
		for text, boxes := range labels {
			for _, l := range boxes {
				for _, d := range discs {
					if l.overlaps(d) {
						t.Errorf("%v mm: a disc %v covers the label %s at %v", width, d, text, l)
					}
				}
			}
		}
	}
}
