package picture

import (
	"strings"
	"testing"
)

// TestWrapKeepsNoBreakSpaces: a picture's text breaks at spaces but not at
// the no-break spaces the Russian typography puts in, so no line of a
// legend starts with a dash or ends with «на», and the no-break spaces
// stay in the text.
func TestWrapKeepsNoBreakSpaces(t *testing.T) {
	s := "откуда машина поехала, стрелка\u00a0— её путь на\u00a0клетке 4/3"
	for _, width := range []float64{20, 30, 40, 60} {
		lines := Wrap(s, 2.4, width)
		for _, l := range lines {
			if strings.HasPrefix(l, "—") || strings.HasSuffix(l, " на") {
				t.Errorf("width %v: line %q breaks at a no-break space", width, l)
			}
		}
		if got := strings.Join(lines, " "); got != s {
			t.Errorf("width %v: %q, want %q", width, got, s)
		}
	}
}
