package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestViewsSayReadingNotes: moves and board say what check says of how a
// game was read — `Нинa:` with a Latin a taken as Нина — since the
// position they show rests on it (round 5: they said nothing).
func TestViewsSayReadingNotes(t *testing.T) {
	name := filepath.Join(t.TempDir(), "nina.txt")
	if err := os.WriteFile(name, []byte("game: turtles\nplayers: Нина, Паша\nНинa: red +1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"moves", "board"} {
		f, _, _, errOut := streams(t, "en")
		root := NewCmdRoot(f)
		root.SetArgs([]string{cmd, name})
		_ = root.Execute()
		if !strings.Contains(errOut.String(), "nina.txt:3:1: Note: “Нинa” is read as Нина") {
			t.Errorf("%s: %q", cmd, errOut.String())
		}
	}
}
