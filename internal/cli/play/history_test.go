package play

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestHistoryNotThroughLink: a link where the history lives is neither
// read nor appended to; a regular file is both.
func TestHistoryNotThroughLink(t *testing.T) {
	dir := t.TempDir()
	target, link := filepath.Join(dir, "bashrc"), filepath.Join(dir, "history-turtles")
	if err := os.WriteFile(target, []byte("secret\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	h := openHistory(link)
	h.Add("Маша: красная +1")
	h.close()
	if h.Len() != 1 || h.file != nil {
		t.Errorf("through a link: %d lines, file %v", h.Len(), h.file)
	}
	if got, _ := os.ReadFile(target); string(got) != "secret\n" {
		t.Errorf("the link's target holds %q", got)
	}
	plain := filepath.Join(dir, "history")
	h = openHistory(plain)
	h.Add("Маша: красная +1")
	h.close()
	if got, _ := os.ReadFile(plain); string(got) != "Маша: красная +1\n" {
		t.Errorf("the history holds %q", got)
	}
	if h = openHistory(plain); h.Len() != 1 || h.At(0) != "Маша: красная +1" {
		t.Errorf("read back: %d lines", h.Len())
	}
	h.close()
}

// TestHistoryWriteFailed: a history file that cannot be written is said
// once and then left alone.
func TestHistoryWriteFailed(t *testing.T) {
	h := openHistory(filepath.Join(t.TempDir(), "history"))
	_ = h.file.Close() // every write now fails
	var said []error
	h.failed = func(err error) { said = append(said, err) }
	h.Add("A: red +1")
	h.Add("B: blue +1")
	if len(said) != 1 || !errors.Is(said[0], os.ErrClosed) || h.Len() != 2 {
		t.Errorf("said %v, %d lines kept", said, h.Len())
	}
}
