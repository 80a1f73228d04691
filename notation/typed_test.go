package notation

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// TestLineReaderBounds: a LineReader reads lines as a Reader bounds a
// transcript's: a line too long comes back cut for the caller to refuse;
// one with no end, or whose head is not text, is the Reader's error at its
// line, and nothing more is read.
func TestLineReaderBounds(t *testing.T) {
	l := NewLineReader(io.MultiReader(strings.NewReader("\uFEFFA, B\r\nred +1\n"+strings.Repeat("x", MaxLine+10)+"\nlast"), endless('x')))
	for _, want := range []string{"A, B", "red +1"} {
		if got, err := l.Line(); got != want || err != nil {
			t.Fatalf("Line() = %q, %v; want %q", got, err, want)
		}
	}
	if got, err := l.Line(); err != nil || len(got) <= MaxLine || strings.Trim(got, "x") != "" {
		t.Fatalf("a long line: %d bytes, %v; want it cut past %d bytes", len(got), err, MaxLine)
	}
	_, err := l.Line()
	var e *Error
	if !errors.As(err, &e) || e.Code() != "notation.line-endless" || e.Pos.Line != 4 || e.Message != (LineEndless{Limit: MaxSkip}) {
		t.Fatalf("an endless line: %v; want notation.line-endless at line 4", err)
	}
	if _, again := l.Line(); again != err {
		t.Fatalf("after the endless line: %v; want the same error", again)
	}

	l = NewLineReader(endless(0))
	if _, err := l.Line(); !errors.As(err, &e) || e.Code() != "notation.not-text" || e.Pos.Line != 1 || e.Pos.Column != 1 {
		t.Fatalf("/dev/zero: %v; want notation.not-text at 1:1", err)
	}

	l = NewLineReader(strings.NewReader("no end"))
	if got, err := l.Line(); got != "no end" || err != nil {
		t.Fatalf("a last line with no end: %q, %v", got, err)
	}
	if _, err := l.Line(); err != io.EOF {
		t.Fatalf("at the end: %v; want io.EOF", err)
	}
}

// failing reads its text, then fails.
type failing struct{ text string }

func (f *failing) Read(b []byte) (int, error) {
	if f.text == "" {
		return 0, errors.New("input/output error")
	}
	n := copy(b, f.text)
	f.text = f.text[n:]
	return n, nil
}

// TestLineReaderReadError: a read error is no end of the input: it is the
// Reader's notation.read-error, at the line it kept from being read.
func TestLineReaderReadError(t *testing.T) {
	l := NewLineReader(&failing{"A, B\nred"})
	if got, err := l.Line(); got != "A, B" || err != nil {
		t.Fatalf("Line() = %q, %v", got, err)
	}
	_, err := l.Line()
	var e *Error
	if !errors.As(err, &e) || e.Code() != "notation.read-error" || e.Pos.Line != 2 || e.Message != (ReadError{Detail: "input/output error"}) {
		t.Fatalf("a read error: %v; want notation.read-error at line 2", err)
	}
}
