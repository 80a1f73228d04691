package play

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
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
// once and then left alone — said when the line has been read (tellLost,
// which the editor calls with the terminal restored), not from Add, which
// runs in raw mode, where a message prints as a staircase.
func TestHistoryWriteFailed(t *testing.T) {
	h := openHistory(filepath.Join(t.TempDir(), "history"))
	_ = h.file.Close() // every write now fails
	var said []error
	h.failed = func(err error) { said = append(said, err) }
	h.Add("A: red +1")
	if len(said) != 0 {
		t.Errorf("said from Add, in raw mode: %v", said)
	}
	h.tellLost()
	h.Add("B: blue +1")
	h.tellLost()
	if len(said) != 1 || !errors.Is(said[0], os.ErrClosed) || h.Len() != 2 {
		t.Errorf("said %v, %d lines kept", said, h.Len())
	}
}

// TestHistoryTrimmedOnDisk: the history file is cut to its last lines when
// it passes its limit, at the start of a run and in a long one, rewritten
// whole (round 2: it was only ever appended to).
func TestHistoryTrimmedOnDisk(t *testing.T) {
	path := filepath.Join(t.TempDir(), "history")
	var b strings.Builder
	for i := range 3 * historyLimit {
		fmt.Fprintf(&b, "A: red +%d\n", i)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	h := openHistory(path)
	if n := fileLines(t, path); n != historyLimit {
		t.Errorf("at the start the file holds %d lines, not %d", n, historyLimit)
	}
	for i := range 2*historyLimit + 1 {
		h.Add(fmt.Sprintf("B: blue +%d", i))
	}
	h.close()
	if n := fileLines(t, path); n > 2*historyLimit {
		t.Errorf("after a long run the file holds %d lines", n)
	}
	h = openHistory(path)
	defer h.close()
	if h.At(0) != fmt.Sprintf("B: blue +%d", 2*historyLimit) || h.Len() != historyLimit {
		t.Errorf("read back %d lines, the newest %q", h.Len(), h.At(0))
	}
}

func fileLines(t *testing.T, path string) int {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Count(string(data), "\n")
}

// TestHistoryKeepsNoControlLine: a line refused for a control character
// (a pasted escape sequence) is not kept, so Up does not bring it back
// (a fresh review's finding).
func TestHistoryKeepsNoControlLine(t *testing.T) {
	h := openHistory(filepath.Join(t.TempDir(), "history"))
	h.Add(":save y" + string(markOf(0x1b)) + "]0;pwned.txt")
	h.Add("red +1")
	if len(h.lines) != 1 || h.lines[0] != "red +1" {
		t.Errorf("the history holds %q", h.lines)
	}
}

// TestHistoryFolderSaid: a folder (or a link) where the history file lives
// turns the history off, and says so once, with why (round 7's attacker:
// it went off without a word).
func TestHistoryFolderSaid(t *testing.T) {
	path := filepath.Join(t.TempDir(), "history-turtles")
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	h := openHistory(path)
	var said []error
	h.failed = func(err error) { said = append(said, err) }
	h.Add("A: red +1")
	h.tellLost()
	h.tellLost()
	if len(said) != 1 || !errors.Is(said[0], syscall.EISDIR) {
		t.Errorf("said %v", said)
	}
	if st, err := os.Stat(path); err != nil || !st.IsDir() {
		t.Errorf("the folder is touched: %v", err)
	}
}

// TestHistoryCutLineMended: a history file whose last line was cut by a
// write that failed (no line end) loses that line and is rewritten whole,
// so the next line typed is not glued to it; a line with a control
// character (a tampered file) is not brought back, where it would drive
// the terminal (round 7's attacker).
func TestHistoryCutLineMended(t *testing.T) {
	path := filepath.Join(t.TempDir(), "history")
	if err := os.WriteFile(path, []byte("A: red +1\n\x1b]0;PWNED\x07\nB: blue +1\nA: yel"), 0o600); err != nil {
		t.Fatal(err)
	}
	h := openHistory(path)
	if h.Len() != 2 || h.At(0) != "B: blue +1" || h.At(1) != "A: red +1" {
		t.Errorf("read back %d lines: %q", h.Len(), h.lines)
	}
	h.Add("B: green +1")
	h.close()
	got, _ := os.ReadFile(path)
	if string(got) != "A: red +1\nB: blue +1\nB: green +1\n" {
		t.Errorf("the file holds %q", got)
	}
}
