package referee

import "testing"

// The width a view is laid out for: the reserved key, kept to 40–1000.
func TestViewWidth(t *testing.T) {
	for value, want := range map[string]int{"": 80, "60": 60, " 120 ": 120, "12": 40, "0": 80, "-5": 80, "wide": 80, "5000": 1000} {
		if got := (View{WidthKey: value}).Width(); got != want {
			t.Errorf("width %q: %d, want %d", value, got, want)
		}
	}
	if got := View(nil).Width(); got != 80 {
		t.Errorf("a nil view: %d", got)
	}
}
