package notation

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAppendNames: the names are appended after what dst holds, by the
// shortcut and by the grammar alike, and a list the grammar refuses leaves
// dst as it was.
func TestAppendNames(t *testing.T) {
	pos := Pos{Line: 2, Column: 7, Offset: 20}
	before := Word{Text: "kept"}
	for _, c := range []struct {
		value string
		want  []string
	}{
		{"Аня, Боря", []string{"kept", "Аня", "Боря"}},               // the shortcut
		{`"Аня, Боря", Вера`, []string{"kept", "Аня, Боря", "Вера"}}, // the grammar
	} {
		var room [1]Word
		room[0] = before
		got, err := AppendNames(room[:1], c.value, pos)
		if err != nil {
			t.Fatalf("%s: %v", c.value, err)
		}
		var texts []string
		for _, w := range got {
			texts = append(texts, w.Text)
		}
		if diff := cmp.Diff(c.want, texts); diff != "" {
			t.Errorf("%s (-want +got):\n%s", c.value, diff)
		}
		alone, _ := Names(c.value, pos)
		if diff := cmp.Diff(alone, got[1:]); diff != "" {
			t.Errorf("%s: appended unlike Names (-Names +appended):\n%s", c.value, diff)
		}
	}
	got, err := AppendNames([]Word{before}, "Аня,, Боря", pos)
	if err == nil {
		t.Fatalf("an empty name read as %v", got)
	}
	if diff := cmp.Diff([]Word{before}, got); diff != "" {
		t.Errorf("a refused list changed dst (-want +got):\n%s", diff)
	}
}

// TestAppendNamesIntoAnArray: the commonest claim is read with no
// allocation into an array of the caller's.
func TestAppendNamesIntoAnArray(t *testing.T) {
	pos := Pos{Line: 1, Column: 7}
	if n := testing.AllocsPerRun(100, func() {
		var room [6]Word
		_, _ = AppendNames(room[:0], "Аня", pos)
	}); n != 0 {
		t.Errorf("%v allocations a claim", n)
	}
}
