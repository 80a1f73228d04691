package bigraces

import (
	"strings"
	"testing"
)

// The legend lists the cars that finished and left the track in
// finishing order (Аня1, Аня2, Боря2, Боря1): each line says its place,
// or the order reads as a sorting mistake.
func TestFinishedCarsSayTheirPlace(t *testing.T) {
	s := open(t, "players: Аня, Боря\nlength: 10\nlaps: 1\n")
	for _, line := range []string{"Аня1: 4п", "Боря1: 4пвп", "Аня2: 5п", "Боря2: 5п", "Боря1: 4п", "Аня1: 6п",
		"Аня2: 6пв", "Боря2: 7п", "Аня2: 4п", "Боря2: 6п", "Боря1: 4пвпп"} {
		if p := apply(t, s, line); p.Violation != nil {
			t.Fatalf("%s refused: %v", line, p.Violation)
		}
	}
	svg := svgOf(t, s)
	last := -1
	for _, want := range []string{"1st place: car Аня1, finished at 4/10", "2nd place: car Аня2, finished at 3/13",
		"3rd place: car Боря2, finished at 4/15", "4th place: car Боря1, finished at 2/14"} {
		i := strings.Index(svg, want)
		if i < 0 {
			t.Fatalf("the legend does not say %q", want)
		}
		if i < last {
			t.Errorf("%q comes before the place above it", want)
		}
		last = i
	}
}
