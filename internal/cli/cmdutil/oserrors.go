package cmdutil

import (
	"errors"
	"io/fs"
	"syscall"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// WordedError is an error of the file system worded in the chosen language. It
// keeps its cause, the system's error number, so errors.Is(err,
// fs.ErrNotExist) still tells a missing file (a game tells a track name
// from a missing map file so); not the *fs.PathError around it, whose
// words are the system's.
type WordedError struct {
	Text  string
	Cause error
}

func (e WordedError) Error() string { return e.Text }
func (e WordedError) Unwrap() error { return e.Cause }

// TooLarge is a file past the most the referee reads of it.
type TooLarge struct{ Limit int }

func (e TooLarge) Error() string { return "too large" } // said by FileError

// The reasons a file is not read, said by FileError.
var (
	// ErrNotRegular: a device, a socket or a named pipe where a file that
	// is read whole is named (a track map).
	ErrNotRegular = errors.New("not a regular file")
	// ErrDevice: a device or a socket named as a transcript.
	ErrDevice = errors.New("a device")
	// ErrOutside: a track map outside the transcript's folder (and the
	// --maps folder). It is the referee's own refusal, not the system's:
	// a game tells it from the system's words by its OutsideFolder
	// method (errors.As to an interface), without importing the command
	// line, and says it in words of its own.
	ErrOutside error = outsideError{}
)

type outsideError struct{}

func (outsideError) Error() string { return "outside the transcript’s folder" }

// OutsideFolder marks the refusal as the referee's own.
func (outsideError) OutsideFolder() bool { return true }

// FileError says in the chosen language why a file cannot be read.
func FileError(sp *say.Speaker, err error) error { return osError(sp, err, NoSuchFile) }

// WriteError says in the chosen language why a file cannot be written: -o,
// --junit and :save alike. A missing file is no reason for that; a missing
// folder is.
func WriteError(sp *say.Speaker, err error) error { return osError(sp, err, NoSuchFolder) }

// osError says the commonest reasons in the chosen language; any other is
// the system's own words, which are all there are for it.
func osError(sp *say.Speaker, err error, missing referee.Term) error {
	var worded WordedError
	if errors.As(err, &worded) {
		return worded
	}
	cause := err
	var pe *fs.PathError
	if errors.As(err, &pe) {
		cause = pe.Err
	}
	if text, ok := reason(sp, err, missing); ok {
		return WordedError{text, cause}
	}
	return cause
}

// osReason is why err happened, in the chosen language where the catalog
// has words for it, else in the system's.
func osReason(sp *say.Speaker, err error, missing referee.Term) string {
	if text, ok := reason(sp, err, missing); ok {
		return text
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return err.Error()
}

func reason(sp *say.Speaker, err error, missing referee.Term) (string, bool) {
	if m, ok := reasonOf(err, missing); ok {
		return sp.Say(m), true
	}
	return "", false
}

// reasonOf is the message that says why err happened, when the catalog
// has one; missing is what a file or folder that does not exist is.
func reasonOf(err error, missing referee.Term) (referee.Message, bool) {
	var big TooLarge
	switch {
	case errors.As(err, &big):
		return LargerThan{Bytes: big.Limit}, true
	case errors.Is(err, syscall.EISDIR):
		return IsFolder, true
	case errors.Is(err, fs.ErrNotExist):
		return missing, true
	case errors.Is(err, syscall.ENOTDIR):
		return NotDir, true
	case errors.Is(err, fs.ErrPermission):
		return NoPermission, true
	case errors.Is(err, syscall.ENOSPC):
		return NoSpace, true
	case errors.Is(err, syscall.EROFS):
		return ReadOnly, true
	case errors.Is(err, ErrNotRegular), errors.Is(err, atomicfile.ErrNotFile):
		return NotRegular, true
	case errors.Is(err, ErrDevice):
		return Device, true
	case errors.Is(err, ErrOutside):
		return OutsideFolder, true
	case errors.Is(err, atomicfile.ErrInput):
		return OutputIsInput, true
	case errors.Is(err, atomicfile.ErrLink):
		return IsLink, true
	case errors.Is(err, atomicfile.ErrNotInherited):
		return NotInherited, true
	case errors.Is(err, atomicfile.ErrStdin):
		return StdinWritten, true
	case errors.Is(err, syscall.EIO):
		return IOError, true
	}
	return nil, false
}
