package play

import (
	"os"
	"path/filepath"
	"testing"
)

// TestKeptMarksInTheGamesLanguage: a game kept in Russian (its
// transcript «игра: …») is marked in Russian at its head and end; one in
// English in English.
func TestKeptMarksInTheGamesLanguage(t *testing.T) {
	head, end := keptMarks([]byte("игра: черепахи\nигроки: Аня, Боря\n"))
	if head != keptHeadRu || end != keptEndRu {
		t.Errorf("a Russian game is marked %q … %q", head, end)
	}
	head, end = keptMarks([]byte("game: turtles\nplayers: Ann, Bob\n"))
	if head != keptHead || end != keptEnd {
		t.Errorf("an English game is marked %q … %q", head, end)
	}
}

// TestEndsWholeEitherLanguage: a kept file is whole when it ends in the
// English mark (as older versions kept every game) or the Russian one,
// and not when it ends in neither.
func TestEndsWholeEitherLanguage(t *testing.T) {
	dir := t.TempDir()
	for name, c := range map[string]struct {
		text  string
		whole bool
	}{
		"english": {keptHead + "game: turtles\n" + keptEnd, true},
		"russian": {keptHeadRu + "игра: черепахи\n" + keptEndRu, true},
		"cut":     {keptHeadRu + "игра: черепахи\n# конец сохр", false},
		"empty":   {"", false},
	} {
		p := filepath.Join(dir, name+".txt")
		if err := os.WriteFile(p, []byte(c.text), 0o600); err != nil {
			t.Fatal(err)
		}
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		if got := endsWhole(f, int64(len(c.text))); got != c.whole {
			t.Errorf("%s: endsWhole = %v, want %v", name, got, c.whole)
		}
		f.Close()
	}
}
