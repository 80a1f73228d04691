package picture

import (
	"strings"
	"testing"
)

// A title that wraps after «победитель —» keeps the name with its dash,
// at whatever width: «Боря» alone on the second line read as if the title
// had lost its end.
func TestTitleKeepsTheNameWithItsDash(t *testing.T) {
	for w := 60.0; w <= 160; w += 0.5 {
		p := New(w, 40, "«Турбосчёт Форсаж»: стол после хода 3; победитель\u00a0— Боря", "")
		lines := p.titleLines()
		for i, l := range lines {
			if strings.HasSuffix(l, "—") || (i > 0 && l == "Боря") {
				t.Errorf("%g mm: the name is parted from its dash: %q", w, lines)
				break
			}
		}
	}
}
