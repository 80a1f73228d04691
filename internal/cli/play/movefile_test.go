package play

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// moveFiles counts this process's descriptors on a long game's file of
// moves, and says the folders they are in.
func moveFiles(t *testing.T) (int, []string) {
	t.Helper()
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("no /proc/self/fd here")
	}
	n, dirs := 0, []string(nil)
	for _, e := range entries {
		if l, err := os.Readlink(filepath.Join("/proc/self/fd", e.Name())); err == nil && strings.Contains(l, "referee-moves-") {
			n++
			dirs = append(dirs, filepath.Dir(l))
		}
	}
	return n, dirs
}

// TestLongGameMoveFileClosed: the file a long game's moves go to lies in
// the state folder (a disk; $TMPDIR may be memory) and is closed when the
// game is replaced, by a new game or a file loaded, not left open to the
// run's end (round 5).
func TestLongGameMoveFileClosed(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("/proc/self/fd is Linux's")
	}
	r, dir := keptFront(t, "en")
	r.tty = false
	state := filepath.Dir(dir)
	long := filepath.Join(t.TempDir(), "long.txt")
	var b strings.Builder
	b.WriteString("game: turtles\nplayers: A, B\n")
	for i := range 120_000 { // past the 1 MiB the table holds in memory
		b.WriteString([]string{"red +1\n", "red -1\n"}[i%2])
	}
	if err := os.WriteFile(long, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	before, _ := moveFiles(t)
	if err := r.load(long); err != nil || r.t == nil {
		t.Fatal("not loaded:", err)
	}
	n, dirs := moveFiles(t)
	if n != before+1 || dirs[len(dirs)-1] != state {
		t.Fatalf("files of moves: %d (%d before) in %v, want one more in %s", n, before, dirs, state)
	}
	r.startGame("C, D")
	if n, _ := moveFiles(t); n != before {
		t.Errorf("after a new game, %d files of moves open, %d before", n, before)
	}
}
