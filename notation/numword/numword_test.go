package numword

import "testing"

func TestValue(t *testing.T) {
	for word, want := range map[string]int{
		"две": 2, "Две": 2, "одну": 1, "четырёх": 4, "четырех": 4, "двадцати": 20,
		"two": 2, "Twenty-one": 21, "ninety-nine": 99, "ноль": 0,
	} {
		if n, ok := Value(word); !ok || n != want {
			t.Errorf("%q: %d %v, want %d", word, n, ok, want)
		}
	}
	for _, word := range []string{"twenty-", "one-two", "клетки", "", "twenty-ten"} {
		if n, ok := Value(word); ok {
			t.Errorf("%q read as %d", word, n)
		}
	}
	if !IsTen("Двадцать") || IsTen("два") {
		t.Error("IsTen")
	}
	if w := Words(); len(w) < 100 || w[0] > w[len(w)-1] {
		t.Errorf("Words: %d, sorted %v", len(w), w[0] <= w[len(w)-1])
	}
}
