package iostreams

import (
	"bytes"
	"errors"
	"syscall"
	"testing"
)

type failing struct{ writes int }

func (f *failing) Write(b []byte) (int, error) {
	f.writes++
	return 0, syscall.ENOSPC
}

// TestChecked: the first failure is kept, and every later write fails with
// it without reaching the stream.
func TestChecked(t *testing.T) {
	w := &failing{}
	s := System(nil, w, w)
	if s.Err() != nil {
		t.Fatal("failed before any write")
	}
	if _, err := s.Out.Write([]byte("a")); !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("first write: %v", err)
	}
	if _, err := s.Out.Write([]byte("b")); !errors.Is(err, syscall.ENOSPC) || w.writes != 1 {
		t.Errorf("second write: %v, %d writes reached the stream", err, w.writes)
	}
	var we *WriteError
	if !errors.As(s.Err(), &we) {
		t.Errorf("Err() = %v", s.Err())
	}
}

// TestFakeTerminal: test streams are no terminal until told, and as wide
// as told.
func TestFakeTerminal(t *testing.T) {
	s := System(&bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{})
	if s.IsStdoutTTY() || s.IsStderrTTY() || s.IsStdinTTY() || s.TerminalWidth() != 0 {
		t.Fatal("a buffer taken for a terminal")
	}
	s.SetStdoutTTY(true)
	s.SetWidth(72)
	if !s.IsStdoutTTY() || s.TerminalWidth() != 72 {
		t.Errorf("tty %v, width %d", s.IsStdoutTTY(), s.TerminalWidth())
	}
}
