package cli

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"referee/games"
	"referee/referee/say"
)

// TestWriteFileThroughLink: a link named for writing stays a link, and what
// it leads to gets the bytes, whether written at once (-o) or from a
// temporary file (golden files --update).
func TestWriteFileThroughLink(t *testing.T) {
	dir := t.TempDir()
	target, link := filepath.Join(dir, "target.svg"), filepath.Join(dir, "link.svg")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if err := writeFile(link, []byte("first\n")); err != nil {
		t.Fatal(err)
	}
	tmp, err := tempBeside(link)
	if err != nil {
		t.Fatal(err)
	}
	tmp.WriteString("second\n")
	if err := replaceFile(tmp, link); err != nil {
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
	os.Chmod(old, 0o600) // whatever the umask
	for _, name := range []string{old, fresh} {
		if err := writeFile(name, []byte("new\n")); err != nil {
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

// TestOSErrorSaid: the reasons a file cannot be read or written are said
// in the chosen language, and keep their cause for errors.Is.
func TestOSErrorSaid(t *testing.T) {
	a := &app{registry: games.NewRegistry()}
	catalog, err := say.NewCatalog(a.registry.Specs(), "ru")
	if err != nil {
		t.Fatal(err)
	}
	a.catalog, a.say = catalog, catalog.Speaker("ru")
	cases := []struct {
		err         error
		read, write string
	}{
		{&fs.PathError{Op: "open", Path: "x", Err: syscall.ENOENT}, "такого файла нет", "такой папки нет"},
		{&fs.PathError{Op: "open", Path: "x", Err: syscall.EACCES}, "нет прав доступа", "нет прав доступа"},
		{&fs.PathError{Op: "read", Path: "x", Err: syscall.EISDIR}, "это папка, а\u00a0не\u00a0файл", "это папка, а\u00a0не\u00a0файл"},
		{tooLarge{maxSideFile}, "он\u00a0больше 16777216\u00a0байт", ""},
		{tooLarge{21}, "он\u00a0больше 21\u00a0байта", ""},
	}
	for _, c := range cases {
		var cause error = c.err
		if pe, ok := c.err.(*fs.PathError); ok {
			cause = pe.Err
		}
		got := a.fileError(c.err)
		var pe *fs.PathError
		if got.Error() != c.read || !errors.Is(got, cause) || errors.As(got, &pe) {
			t.Errorf("reading, %v is said %q, want %q (keeping its cause, and not the system's words)", c.err, got, c.read)
		}
		if got := a.writeError(c.err).Error(); c.write != "" && got != c.write {
			t.Errorf("writing, %v is said %q, want %q", c.err, got, c.write)
		}
	}
	if !errors.Is(a.fileError(&fs.PathError{Err: syscall.ENOENT}), fs.ErrNotExist) {
		t.Error("a missing file said in Russian is no longer fs.ErrNotExist")
	}
}
