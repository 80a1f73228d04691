package atomicfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// TestKilledWriterLeavesNothing: on Linux the file being written has no
// name (O_TMPFILE), so a run killed in the middle of `:save` or `-o`
// leaves nothing in the user's folder, not a `.referee-*.tmp` that only a
// later write there, past an age, removes.
func TestKilledWriterLeavesNothing(t *testing.T) {
	if path := os.Getenv("ATOMICFILE_UNNAMED"); path != "" {
		_ = WriteFrom(path, func(w io.Writer) error {
			_, _ = w.Write([]byte("half a game"))
			_, _ = os.Stdout.WriteString("writing\n")
			time.Sleep(time.Minute) // killed here
			return nil
		}, Policy{})
		return
	}
	if runtime.GOOS != "linux" {
		t.Skip("O_TMPFILE is Linux's")
	}
	dir := t.TempDir()
	if f, ok := openUnnamed(dir, filepath.Join(dir, "target")); !ok {
		t.Skip("this file system makes no file without a name")
	} else {
		f.Close()
	}
	path := filepath.Join(dir, "turtles.txt")
	must(t, os.WriteFile(path, []byte("game: turtles\n"), 0o640))
	cmd := exec.Command(os.Args[0], "-test.run=^TestKilledWriterLeavesNothing$")
	cmd.Env = append(os.Environ(), "ATOMICFILE_UNNAMED="+path)
	out, err := cmd.StdoutPipe()
	must(t, err)
	must(t, cmd.Start())
	line := make([]byte, 8)
	if _, err := io.ReadFull(out, line); err != nil {
		t.Fatal("the writer did not start:", err)
	}
	if l := leftovers(t, dir); l != nil {
		t.Errorf("temporary files while writing: %v", l)
	}
	must(t, cmd.Process.Kill())
	_ = cmd.Wait()
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || read(t, path) != "game: turtles\n" {
		t.Errorf("after kill -9: %v, %q", entries, read(t, path))
	}
}

// TestUnnamedKeepsGuarantees: a file written through a file with no name
// replaces the target keeping its mode, writes a new file with the
// policy's, never replaces a file made meanwhile under Policy.New, and
// leaves no name behind.
func TestUnnamedKeepsGuarantees(t *testing.T) {
	dir := t.TempDir()
	if f, ok := openUnnamed(dir, filepath.Join(dir, "target")); !ok {
		t.Skip("no file without a name here")
	} else {
		f.Close()
	}
	old := filepath.Join(dir, "old.txt")
	must(t, os.WriteFile(old, []byte("old"), 0o600))
	must(t, Write(old, []byte("new"), Policy{}))
	if st, _ := os.Stat(old); read(t, old) != "new" || st.Mode().Perm() != 0o600 {
		t.Errorf("replaced: %q, %v", read(t, old), st.Mode().Perm())
	}
	fresh := filepath.Join(dir, "fresh.txt")
	must(t, Write(fresh, []byte("made"), Policy{New: true, Mode: 0o640}))
	if st, _ := os.Stat(fresh); read(t, fresh) != "made" || st.Mode().Perm() != 0o640 {
		t.Errorf("new: %q, %v", read(t, fresh), st.Mode().Perm())
	}
	if err := Write(fresh, []byte("again"), Policy{New: true}); !errors.Is(err, fs.ErrExist) || read(t, fresh) != "made" {
		t.Errorf("a file made meanwhile: %v, %q", err, read(t, fresh))
	}
	if l := leftovers(t, dir); l != nil {
		t.Errorf("temporary files left: %v", l)
	}
}
