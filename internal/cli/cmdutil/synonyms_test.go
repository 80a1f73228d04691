package cmdutil

import (
	"slices"
	"testing"
)

// A flag's Russian spellings are the same values as its Latin words: the
// refusal lists «places/места», not «places, места … none и нет» (round-28
// help editor, R-3).
func TestBadWordGroupsSpellings(t *testing.T) {
	v := ViewValue{View: map[string]string{}, Name: "holes", Values: []string{"places", "места", "names", "имена", "none", "нет"}}
	err := v.Set("foo")
	bad, ok := err.(NotAValue)
	if !ok {
		t.Fatalf("Set(foo) = %v, want NotAValue", err)
	}
	if want := []string{"places/места", "names/имена", "none/нет"}; !slices.Equal(bad.Values, want) {
		t.Errorf("values = %q, want %q", bad.Values, want)
	}
	if got := Synonyms([]string{"auto", "always", "never"}); !slices.Equal(got, []string{"auto", "always", "never"}) {
		t.Errorf("Synonyms of Latin words = %q", got)
	}
}
