package atomicfile

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// TestFreshLeftoverRemovedHeldKept: a whole temporary file a kill left
// between its link and its rename is removed by the next write into its
// folder at once, however young, not only once 10 seconds old; one
// a live process holds, as a second process does here, is never touched.
func TestFreshLeftoverRemovedHeldKept(t *testing.T) {
	if name := os.Getenv("ATOMICFILE_HOLDER"); name != "" {
		f, err := os.Create(name)
		if err == nil {
			err = TryLock(f)
		}
		if err != nil {
			_, _ = os.Stdout.WriteString("failed\n")
			return
		}
		_, _ = os.Stdout.WriteString("holding\n")
		_, _ = io.Copy(io.Discard, os.Stdin) // held until the test ends
		return
	}
	if runtime.GOOS == "windows" {
		t.Skip("no file locks here")
	}
	dir := t.TempDir()
	held := filepath.Join(dir, Prefix+"a.txt.111"+Suffix)
	left := filepath.Join(dir, Prefix+"a.txt.222"+Suffix)
	must(t, os.WriteFile(left, []byte("a whole game\n"), 0o644))
	cmd := exec.Command(os.Args[0], "-test.run=^TestFreshLeftoverRemovedHeldKept$")
	cmd.Env = append(os.Environ(), "ATOMICFILE_HOLDER="+held)
	stdin, err := cmd.StdinPipe()
	must(t, err)
	out, err := cmd.StdoutPipe()
	must(t, err)
	must(t, cmd.Start())
	defer func() { stdin.Close(); _ = cmd.Wait() }()
	line := make([]byte, 8)
	if _, err := io.ReadFull(out, line); err != nil || string(line) != "holding\n" {
		t.Fatalf("the holder did not start: %q %v", line, err)
	}
	must(t, Write(filepath.Join(dir, "a.txt"), []byte("game: turtles\n"), Policy{}))
	if _, err := os.Stat(left); err == nil {
		t.Error("a fresh leftover no process holds is still there")
	}
	if _, err := os.Stat(held); err != nil {
		t.Error("the file a live process holds was removed:", err)
	}
}

// TestTemporaryHeldUntilRenamed: a writer holds its temporary file locked
// from its making to its rename, on both paths — the unnamed file linked
// to a temporary name, and the named one — so a clean, whatever age it
// asks, never takes it for a leftover.
func TestTemporaryHeldUntilRenamed(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no file locks here")
	}
	for _, named := range []bool{false, true} {
		dir := t.TempDir()
		path := filepath.Join(dir, "a.txt")
		namedOnly = named
		seen := 0
		beforeRename = func(name string) {
			seen++
			if removeUnlocked(name) {
				t.Errorf("named %v: the linked file was taken for a leftover before its rename", named)
			}
		}
		err := WriteFrom(path, func(w io.Writer) error {
			if n, _ := Clean(dir, 0); n != 0 {
				t.Errorf("named %v: a clean removed the file being written", named)
			}
			_, err := w.Write([]byte("game: turtles\n"))
			return err
		}, Policy{})
		namedOnly, beforeRename = false, nil
		must(t, err)
		if got := read(t, path); got != "game: turtles\n" {
			t.Errorf("named %v: %q", named, got)
		}
		if !named && runtime.GOOS == "linux" && seen != 1 {
			t.Errorf("the unnamed file was not linked to a temporary name (%d)", seen)
		}
	}
}
