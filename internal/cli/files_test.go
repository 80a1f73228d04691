package cli

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/boardgame-referee/referee/internal/atomicfile"
)

// TestWriteFileThroughLink: a link named for writing (-o) stays a link,
// and what it leads to gets the bytes.
func TestWriteFileThroughLink(t *testing.T) {
	dir := t.TempDir()
	target, link := filepath.Join(dir, "target.svg"), filepath.Join(dir, "link.svg")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if err := writeFile(link, []byte("first\n"), nil); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(target); string(got) != "first\n" {
		t.Errorf("the target holds %q", got)
	}
	if err := writeFile(link, []byte("second\n"), nil); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", st.Mode(), err)
	}
	if got, _ := os.ReadFile(target); string(got) != "second\n" {
		t.Errorf("the target holds %q", got)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestWriteFileKeepsMode: a regular file is replaced whole and keeps its
// permissions; a new one is 0644.
func TestWriteFileKeepsMode(t *testing.T) {
	dir := t.TempDir()
	old, fresh := filepath.Join(dir, "old.svg"), filepath.Join(dir, "new.svg")
	if err := os.WriteFile(old, []byte("a longer old text\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(old, 0o600); err != nil { // whatever the umask
		t.Fatal(err)
	}
	for _, name := range []string{old, fresh} {
		if err := writeFile(name, []byte("new\n"), nil); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(name); string(got) != "new\n" {
			t.Errorf("%s holds %q", name, got)
		}
	}
	if st, _ := os.Stat(old); st.Mode().Perm() != 0o600 {
		t.Errorf("the old file's mode became %v", st.Mode().Perm())
	}
	if st, _ := os.Stat(fresh); st.Mode().Perm() != 0o644 {
		t.Errorf("a new file's mode is %v", st.Mode().Perm())
	}
}

// TestWriteFileNotOntoInput: -o naming the command's own input, by its
// name or through a link, is refused and the input stays.
func TestWriteFileNotOntoInput(t *testing.T) {
	dir := t.TempDir()
	in, link := filepath.Join(dir, "game.txt"), filepath.Join(dir, "out.svg")
	if err := os.WriteFile(in, []byte("game: turtles\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	names := []string{in}
	if os.Symlink(in, link) == nil {
		names = append(names, link)
	}
	for _, name := range names {
		if err := writeFile(name, []byte("<svg/>"), []string{in}); !errors.Is(err, atomicfile.ErrInput) {
			t.Errorf("-o %s onto the input: %v", name, err)
		}
	}
	if got, _ := os.ReadFile(in); string(got) != "game: turtles\n" {
		t.Errorf("the input holds %q", got)
	}
}
