package play

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLockFolderNamedAndKeptOnce: a kept game whose .lock is a folder is
// resumed with the lock named as what is wrong (round 5 named the
// unfinished/ folder: "it is a folder, not a file"), and kept under a new
// name after the next move with the old kept file gone, never two kept
// copies of one game (round 5 left the old one to be offered later).
func TestLockFolderNamedAndKeptOnce(t *testing.T) {
	r, dir := keptFront(t, "en")
	r.chooseGame("turtles")
	r.startGame("A, B")
	r.in = &pasted{lines: []string{"red +1"}}
	r.loop()
	kept := r.kept.path
	r.kept.lock.Close() // the run ends
	lock := lockPath(kept)
	if err := os.Remove(lock); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(lock, 0o700); err != nil {
		t.Fatal(err)
	}

	next, _ := keptFront(t, "en")
	next.opts.Getenv = r.opts.Getenv
	var out bytes.Buffer
	next.out = &out
	k := next.findKept("turtles")
	if k == nil {
		t.Fatal("the kept game is not offered")
	}
	if err := next.loadGame(k.path, k); err != nil || next.t == nil {
		t.Fatal("not loaded:", err)
	}
	said := strings.ReplaceAll(out.String(), "\u00a0", " ")
	if !strings.Contains(said, "not being kept") || !strings.Contains(said, lock) {
		t.Errorf("the lock is not named:\n%s", said)
	}
	next.in = &pasted{lines: []string{"blue +1"}}
	next.loop()
	files, _ := filepath.Glob(filepath.Join(dir, "turtles-*.txt"))
	if len(files) != 1 || files[0] == kept {
		t.Errorf("kept files %v, want one, not %s", files, filepath.Base(kept))
	}
	next.releaseKept()
}
