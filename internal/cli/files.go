package cli

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"referee/referee"
)

// saidError is an error of the file system said in the chosen language. It
// keeps its cause, the system's error number, so errors.Is(err,
// fs.ErrNotExist) still tells a missing file (a game tells a track name
// from a missing map file so); not the *fs.PathError around it, whose
// words are the system's.
type saidError struct {
	text  string
	cause error
}

func (e saidError) Error() string { return e.text }
func (e saidError) Unwrap() error { return e.cause }

// tooLarge is a file past the most the referee reads of it.
type tooLarge struct{ limit int }

func (e tooLarge) Error() string { return "too large" } // said by fileError

// fileError says in the chosen language why a file cannot be read.
func (a *app) fileError(err error) error { return a.osError(err, "cli.no-such-file") }

// writeError says in the chosen language why a file cannot be written: -o,
// --junit and :save alike. A missing file is no reason for that; a missing
// folder is.
func (a *app) writeError(err error) error { return a.osError(err, "cli.no-such-folder") }

// osError says the commonest reasons in the chosen language; any other is
// the system's own words, which are all there are for it.
func (a *app) osError(err error, missing string) error {
	var said saidError
	if errors.As(err, &said) {
		return said
	}
	cause := err
	var pe *fs.PathError
	if errors.As(err, &pe) {
		cause = pe.Err
	}
	var big tooLarge
	switch {
	case errors.As(err, &big):
		return saidError{a.say.Say(referee.Say("cli.too-large", referee.Facts{"count": big.limit})), cause}
	case errors.Is(err, syscall.EISDIR):
		return saidError{a.text("cli.is-dir"), cause}
	case errors.Is(err, fs.ErrNotExist):
		return saidError{a.text(missing), cause}
	case errors.Is(err, syscall.ENOTDIR):
		return saidError{a.text("cli.not-dir"), cause}
	case errors.Is(err, fs.ErrPermission):
		return saidError{a.text("cli.no-permission"), cause}
	case errors.Is(err, syscall.ENOSPC):
		return saidError{a.text("cli.no-space"), cause}
	case errors.Is(err, syscall.EROFS):
		return saidError{a.text("cli.read-only"), cause}
	}
	return cause
}

// Files the user names for writing (-o, golden files --update) are written
// whole or not at all: into a temporary file beside them, renamed over them,
// keeping their permissions. What is there and is no regular file — a link,
// a named pipe, a device — is written through, in place: renaming over it
// would cut the link (`-o link.svg` left its target as it was) or put a
// file where the device was (`-o /dev/full`, as root).

// writeFile writes data as the file path.
func writeFile(path string, data []byte) error {
	inPlace, err := writtenInPlace(path)
	if err != nil {
		return err
	}
	if inPlace {
		return writeInPlace(path, bytes.NewReader(data))
	}
	tmp, err := tempBeside(path)
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := replaceFile(tmp, path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// tempBeside makes the temporary file for path, in its folder, so that the
// rename that replaces path stays on one file system.
func tempBeside(path string) (*os.File, error) {
	return os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
}

// replaceFile puts a temporary file made by tempBeside, written in full, in
// the place of path: renamed over it with its permissions (a new file gets
// 0644), or copied into it when it is written in place. The temporary file
// is closed; it is gone unless an error is returned.
func replaceFile(tmp *os.File, path string) error {
	inPlace, err := writtenInPlace(path)
	if err != nil {
		return err
	}
	if inPlace {
		defer os.Remove(tmp.Name())
		defer tmp.Close()
		if _, err := tmp.Seek(0, io.SeekStart); err != nil {
			return err
		}
		return writeInPlace(path, tmp)
	}
	mode := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		mode = st.Mode().Perm()
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if err := tmp.Chmod(mode); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// writtenInPlace reports whether path is there and is no regular file, so
// it is written through rather than replaced. (A folder is, too: opening it
// for writing says it is a folder.)
func writtenInPlace(path string) (bool, error) {
	st, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return false, nil
	case err != nil:
		return false, err
	}
	return !st.Mode().IsRegular(), nil
}

// writeInPlace writes into path as the shell's > does: through a link (a
// dangling one makes its target), into a pipe or a device.
func writeInPlace(path string, r io.Reader) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, r)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
