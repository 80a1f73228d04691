package layout

import (
	"slices"
	"strings"
	"testing"
)

func TestFieldsKeepsNoBreakSpaces(t *testing.T) {
	got := Fields("до\u00a06 клеток,\tна\u202fкруг  ")
	want := []string{"до\u00a06", "клеток,", "на\u202fкруг"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestFill(t *testing.T) {
	text := "С серые1 на клетке 3/4 (круг 1 из\u00a01, столбец 4): ходит, можно пройти от\u00a01 до\u00a04\n\n  Б белые1 ещё будет ходить в этом раунде"
	got := Fill(text, "  ", 40)
	want := []string{
		"С серые1 на клетке 3/4 (круг 1 из\u00a01,",
		"  столбец 4): ходит, можно пройти от\u00a01",
		"  до\u00a04", // never «от» at a line's end
		"",
		"  Б белые1 ещё будет ходить в этом",
		"    раунде",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
	for _, width := range []int{40, 50, 60, 80} {
		for _, l := range Fill(strings.Repeat("серые отстающая ", 30), "  ", width) {
			if Width(l) > width {
				t.Errorf("%q is wider than %d columns", l, width)
			}
			for _, w := range Fields(l) {
				if w != "серые" && w != "отстающая" {
					t.Errorf("at %d columns a word is broken: %q", width, w)
				}
			}
		}
	}
}
