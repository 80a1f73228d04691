// Package iostreams is where a command reads and writes, and what those
// streams are: a terminal or not, and how wide. It is gh's pkg/iostreams
// in small: commands take an *IOStreams instead of os.Stdout, and tests
// give them fake ones (Test) that say they are terminals when asked to.
//
// Every write to standard output and standard error goes through a
// checked writer: the first failure (a full disk, a closed pipe, /dev/full)
// is kept, every later write fails at once with it, and Err reports it, so
// a command can stop at the first failure and the command line say it
// once.
package iostreams

import (
	"io"
	"os"
	"sync"
	"sync/atomic"

	"github.com/mattn/go-isatty"
	"golang.org/x/term"
)

// IOStreams are a command's standard input, output and error.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer // checked: see Err
	ErrOut io.Writer // checked: see Err

	out, errOut *Checked

	inFile, outFile, errFile *os.File // the streams when they are files

	stdinTTY, stdoutTTY, stderrTTY bool
	sameTerminal                   bool // standard output and error are one terminal
	width                          int  // set by tests; 0: ask the terminal
}

// System wraps the streams a process was given: files are looked at to
// know whether they are terminals.
func System(in io.Reader, out, errOut io.Writer) *IOStreams {
	s := &IOStreams{In: in}
	s.out, s.errOut = NewChecked(out), NewChecked(errOut)
	s.Out, s.ErrOut = s.out, s.errOut
	s.inFile, _ = in.(*os.File)
	s.outFile, _ = out.(*os.File)
	s.errFile, _ = errOut.(*os.File)
	s.stdinTTY, s.stdoutTTY, s.stderrTTY = isTerminal(s.inFile), isTerminal(s.outFile), isTerminal(s.errFile)
	if s.stdoutTTY && s.stderrTTY {
		a, aerr := s.outFile.Stat()
		b, berr := s.errFile.Stat()
		s.sameTerminal = aerr == nil && berr == nil && os.SameFile(a, b)
	}
	return s
}

func isTerminal(f *os.File) bool {
	return f != nil && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

// IsStdinTTY reports whether a person types at standard input.
func (s *IOStreams) IsStdinTTY() bool { return s.stdinTTY }

// IsStdoutTTY reports whether standard output is a terminal.
func (s *IOStreams) IsStdoutTTY() bool { return s.stdoutTTY }

// IsStderrTTY reports whether standard error is a terminal.
func (s *IOStreams) IsStderrTTY() bool { return s.stderrTTY }

// SameTerminal reports whether standard output and error show on one
// terminal, so that a line rewritten on one is cut by the other.
func (s *IOStreams) SameTerminal() bool { return s.sameTerminal }

// SetStdinTTY, SetStdoutTTY and SetStderrTTY say what a test's streams
// are; SetSameTerminal that its output and error share one screen.
func (s *IOStreams) SetStdinTTY(on bool)     { s.stdinTTY = on }
func (s *IOStreams) SetStdoutTTY(on bool)    { s.stdoutTTY = on }
func (s *IOStreams) SetStderrTTY(on bool)    { s.stderrTTY = on }
func (s *IOStreams) SetSameTerminal(on bool) { s.sameTerminal = on }

// SetWidth sets the terminal's width for a test.
func (s *IOStreams) SetWidth(w int) { s.width = w }

// TerminalWidth is the width of the terminal standard output shows on; 0
// when it is no terminal or its width cannot be known.
func (s *IOStreams) TerminalWidth() int {
	if s.width > 0 {
		return s.width
	}
	if !s.stdoutTTY || s.outFile == nil {
		return 0
	}
	if w, _, err := term.GetSize(int(s.outFile.Fd())); err == nil {
		return w
	}
	return 0
}

// StdinFile is standard input when it is a file (a line editor needs its
// descriptor); nil otherwise.
func (s *IOStreams) StdinFile() *os.File { return s.inFile }

// Err is the first failure to write to standard output or error, nil
// while every write has succeeded.
func (s *IOStreams) Err() error {
	if err := s.out.Err(); err != nil {
		return err
	}
	return s.errOut.Err()
}

// RawErrOut is standard error past its checked writer, for the one line
// that says output failed when standard error is what failed before.
func (s *IOStreams) RawErrOut() io.Writer { return s.errOut.w }

// Checked is a writer that keeps its first failure: every write after it
// fails at once with the same error, writing nothing. It is safe for
// several goroutines (the progress line writes beside the output).
type Checked struct {
	w   io.Writer
	mu  sync.Mutex
	err atomic.Pointer[WriteError] // read without the lock: a check asks after every game while another goroutine writes
}

// NewChecked checks the writes to w.
func NewChecked(w io.Writer) *Checked { return &Checked{w: w} }

// WriteError is a failure to write a command's output.
type WriteError struct{ Err error }

func (e *WriteError) Error() string { return "write: " + e.Err.Error() }
func (e *WriteError) Unwrap() error { return e.Err }

func (c *Checked) Write(b []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e := c.err.Load(); e != nil {
		return 0, e
	}
	n, err := c.w.Write(b)
	if err == nil && n < len(b) {
		err = io.ErrShortWrite
	}
	if err != nil {
		e := &WriteError{err}
		c.err.Store(e)
		return n, e
	}
	return n, nil
}

// Err is the first failure, nil while there is none. It does not wait for
// a write under way.
func (c *Checked) Err() error {
	if e := c.err.Load(); e != nil {
		return e
	}
	return nil
}
