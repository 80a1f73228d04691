// Package atomicfile writes files whole or not at all, the way git writes
// its lock files and coreutils' install replaces a file: into a temporary
// file in the target's folder, synced, then renamed over the target, so a
// full disk, a killed process or a power cut leaves the old file as it was.
//
// What a path may be is the caller's to say (Policy): a file found by
// walking a folder is never written through a link nor outside that folder;
// a file the user named (-o) may be a link, which is then written through.
package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Policy says which paths a write may go to.
type Policy struct {
	// FollowLinks writes through a symbolic link named as the target (the
	// link stays, its target is replaced). Without it a link is refused:
	// ErrLink.
	FollowLinks bool
	// Within, when set, is a folder the file must lie in, links resolved:
	// ErrOutside otherwise.
	Within string
	// Inputs are files the same command reads: writing onto one of them
	// (by any name or link) is ErrInput, since it would lose the input.
	Inputs []string
	// Mode is the permission of a new file (default 0644); a file replaced
	// keeps its own.
	Mode fs.FileMode
	// New says the file must not exist: it is made whole, and a file of
	// that name made meanwhile by another process (two tables saving
	// turtles.txt at once) is never replaced — the write fails with an
	// error that is fs.ErrExist.
	New bool
}

// The reasons a path is refused before anything is written.
var (
	ErrLink    = errors.New("the file is a symbolic link")
	ErrOutside = errors.New("the file lies outside the folder")
	ErrInput   = errors.New("the file is an input of the same command")
	ErrNotFile = errors.New("the file is not a regular file")
	// ErrNotInherited: a descriptor named as a path (/dev/fd/N) that was
	// not open when the process started, so not the user's to name.
	ErrNotInherited = errors.New("the descriptor was not open when the command started")
	// ErrStdin: standard input named as the file to write.
	ErrStdin = errors.New("the file is standard input")
	// ErrLocked: another process holds the lock (TryLock).
	ErrLocked = errors.New("the file is locked by another process")
	// ErrReplaced: the file locked is no longer the one at its path
	// (TryLockAt).
	ErrReplaced = errors.New("the file was replaced while it was locked")
)

// TryLockAt is TryLock of f, opened at path, which must still be the file
// at path once locked: a run that removed the file between the open and
// the lock (and another that made it anew and locked that) would otherwise
// leave two runs each holding "the" lock, one of them on a file no longer
// there. ErrReplaced then; the caller closes f and may try again.
func TryLockAt(f *os.File, path string) error {
	if err := TryLock(f); err != nil {
		return err
	}
	held, err := f.Stat()
	if err != nil {
		return err
	}
	now, err := os.Lstat(path)
	if err != nil || !os.SameFile(held, now) {
		return ErrReplaced
	}
	return nil
}

// Prefix and Suffix frame the names of the temporary files, so a later
// run can tell its own leftovers (Clean) from anyone else's files. A
// temporary file is locked while it is written (TryLock), so a leftover is
// told from a file being written by its lock, which a killed run no longer
// holds.
const (
	Prefix = ".referee-"
	Suffix = ".tmp"
)

// Write replaces the file path with data, atomically.
func Write(path string, data []byte, p Policy) error {
	return WriteFrom(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}, p)
}

// WriteFrom replaces the file path with what write writes, atomically: a
// failure of write, of the disk or of the rename leaves path as it was, and
// no temporary file behind.
//
// A descriptor the user names (-o /dev/stdout, /dev/fd/3) is written to
// itself, and a target that exists and is a device or a named pipe is
// written in place, as the shell's > does: neither can be renamed over.
func WriteFrom(path string, write func(io.Writer) error, p Policy) error {
	if done, err := writeNamedDevice(path, write, p); done {
		return err
	}
	target, err := Resolve(path, p)
	if err != nil {
		return err
	}
	mode, device, err := targetMode(path, target, p)
	switch {
	case err != nil:
		return err
	case device:
		return inPlace(target, write)
	}
	if err := replace(target, mode, write, p.New); err != nil {
		return err
	}
	dir := filepath.Dir(target)
	syncDir(dir)
	// What a run killed while writing left in this folder, whatever its
	// age (a writer holds its temporary file locked from its making to its
	// rename, so one no process holds is no one's): looked for once a
	// process, not at every write (600 goldens written to one
	// folder would read it 600 times).
	if _, seen := cleanedDirs.LoadOrStore(dir, true); !seen {
		_, _ = clean(dir, Prefix, 0)
	}
	return nil
}

// writeNamedDevice writes to a descriptor or a device the user named
// (-o /dev/stdout, /dev/fd/3) where links may be followed: done says it
// was one, and err how the write went.
func writeNamedDevice(path string, write func(io.Writer) error, p Policy) (done bool, err error) {
	if !p.FollowLinks || p.Within != "" {
		return false, nil
	}
	if fd, ok := descriptorOf(path); ok {
		return true, toDescriptor(path, fd, write, p.Inputs)
	}
	// A device or a pipe the user named, through links the kernel
	// follows itself (/dev/stdout → /proc/self/fd/1 → pipe:[…], which
	// is no path to follow by hand): written to, as the shell's > does.
	// It holds no file to lose, so it is no input either.
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() && !st.IsDir() {
		return true, inPlace(path, write)
	}
	return false, nil
}

// targetMode is the mode the file written at target gets: the one there,
// else the policy's (0644 by default); device says target is a device or
// a pipe, written in place. A folder is refused, and so is a device
// within a folder the policy holds writes to.
func targetMode(path, target string, p Policy) (mode fs.FileMode, device bool, err error) {
	mode = p.Mode
	if mode == 0 {
		mode = 0o644
	}
	st, err := os.Stat(target)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return mode, false, nil
	case err != nil:
		return 0, false, err
	case st.IsDir():
		return 0, false, &fs.PathError{Op: "write", Path: path, Err: errIsDir}
	case !st.Mode().IsRegular() && p.Within != "":
		return 0, false, &fs.PathError{Op: "write", Path: path, Err: ErrNotFile}
	case !st.Mode().IsRegular():
		return 0, true, nil
	}
	return st.Mode().Perm(), false, nil
}

// replace writes a file of mode in target's folder, synced, and puts it
// at target (only where nothing is there, with isNew): a failure leaves
// target as it was and no temporary file behind.
func replace(target string, mode fs.FileMode, write func(io.Writer) error, isNew bool) error {
	dir := filepath.Dir(target)
	pattern := Prefix + filepath.Base(target) + ".*" + Suffix
	var tmp *os.File
	unnamed := false
	if !namedOnly {
		tmp, unnamed = openUnnamed(dir, target)
	}
	if !unnamed {
		var err error
		if tmp, err = createLocked(dir, pattern); err != nil {
			return err
		}
	}
	done := false
	defer func() {
		tmp.Close()
		if !done && !unnamed {
			_ = os.Remove(tmp.Name()) // a leftover of ours: Clean removes it next time
		}
	}()
	if err := write(tmp); err != nil {
		return err
	}
	if err := tmp.Chmod(mode); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	switch {
	case unnamed:
		if err := nameAndPlace(tmp, target, pattern, isNew); err != nil {
			return err
		}
	case isNew:
		if err := linkNew(tmp.Name(), target); err != nil {
			return err
		}
		_ = os.Remove(tmp.Name())
	default:
		if err := os.Rename(tmp.Name(), target); err != nil {
			return err
		}
	}
	done = true
	// The file is synced and renamed over the target: it is written. A
	// close error now (the lock held through the rename let go) says
	// nothing about its bytes, and reporting it would call a write that
	// took place a failure.
	_ = tmp.Close()
	return nil
}

// linkNew puts the written file tmp at target only if nothing is there: a
// hard link, which the kernel refuses over an existing name, where a
// rename would replace it. A file system without hard links gets the
// rename after a look, which narrows the race but cannot close it.
func linkNew(tmp, target string) error {
	err := os.Link(tmp, target)
	if err == nil || errors.Is(err, fs.ErrExist) {
		return err
	}
	if _, lerr := os.Lstat(target); lerr == nil {
		return &fs.PathError{Op: "write", Path: target, Err: fs.ErrExist}
	}
	return os.Rename(tmp, target)
}

// nameAndPlace puts a file with no name, written whole, at target: a hard
// link where target must be new (the kernel refuses an existing name), or
// a name of its own in target's folder renamed over target.
func nameAndPlace(f *os.File, target, pattern string, isNew bool) error {
	if isNew {
		err := linkUnnamed(f, target)
		if errors.Is(err, fs.ErrExist) {
			return &fs.PathError{Op: "write", Path: target, Err: fs.ErrExist}
		}
		return err
	}
	dir := filepath.Dir(target)
	prefix, suffix, _ := strings.Cut(pattern, "*")
	for range 10 {
		name := filepath.Join(dir, prefix+strconv.FormatUint(uint64(rand.Uint32()), 10)+suffix)
		err := linkUnnamed(f, name)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return err
		}
		if beforeRename != nil {
			beforeRename(name)
		}
		if err := os.Rename(name, target); err != nil {
			_ = os.Remove(name)
			return err
		}
		return nil
	}
	return &fs.PathError{Op: "write", Path: target, Err: fs.ErrExist}
}

// createLocked makes a temporary file and locks it until it is renamed, so
// a run that cleans the folder meanwhile leaves it alone (Clean), however
// young. A clean may lock and remove the file between its making and its
// locking: then the lock fails or is on a file no longer there
// (TryLockAt), and another is made. Where there are no locks, Clean
// removes nothing, and the file is written unlocked.
func createLocked(dir, pattern string) (*os.File, error) {
	var err error
	for range 10 {
		var tmp *os.File
		if tmp, err = os.CreateTemp(dir, pattern); err != nil {
			return nil, err
		}
		err = TryLockAt(tmp, tmp.Name())
		if !errors.Is(err, ErrLocked) && !errors.Is(err, ErrReplaced) {
			return tmp, nil
		}
		tmp.Close() // the clean that holds it removes it
	}
	return nil, &fs.PathError{Op: "lock", Path: dir, Err: err}
}

// namedOnly makes every temporary file a named one, as where the system
// makes no file without a name: the tests' way to that path.
var namedOnly = false

// beforeRename, in tests, looks at a file linked to its temporary name
// before it is renamed over its target: the moment a kill leaves it whole.
var beforeRename func(name string)

// cleanedDirs are the folders this process has rid of leftovers.
var cleanedDirs sync.Map

// errIsDir is the system's own reason, so callers say it as they say EISDIR.
var errIsDir error = syscall.EISDIR

// Resolve says where a write to path would go under the policy: path
// itself, or, for a link the policy follows, the file it points to.
func Resolve(path string, p Policy) (string, error) {
	target := path
	if st, err := os.Lstat(path); err == nil && st.Mode()&fs.ModeSymlink != 0 {
		if !p.FollowLinks {
			return "", &fs.PathError{Op: "write", Path: path, Err: ErrLink}
		}
		resolved, err := resolveLink(path)
		if err != nil {
			return "", err
		}
		target = resolved
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	if p.Within != "" {
		ok, err := inside(target, p.Within)
		if err != nil {
			return "", err
		}
		if !ok {
			return "", &fs.PathError{Op: "write", Path: path, Err: ErrOutside}
		}
	}
	for _, in := range p.Inputs {
		if same(target, in) {
			return "", &fs.PathError{Op: "write", Path: path, Err: ErrInput}
		}
	}
	return target, nil
}

// resolveLink follows a chain of links to the file at its end, which need
// not exist yet (a dangling link named with -o makes its target, as the
// shell's > does).
func resolveLink(path string) (string, error) {
	target := path
	for range 40 { // as the kernel's own bound on a chain of links
		st, err := os.Lstat(target)
		if errors.Is(err, fs.ErrNotExist) {
			return target, nil
		}
		if err != nil {
			return "", err
		}
		if st.Mode()&fs.ModeSymlink == 0 {
			return target, nil
		}
		dest, err := os.Readlink(target)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(target), dest)
		}
		target = dest
	}
	return "", &fs.PathError{Op: "write", Path: path, Err: fmt.Errorf("too many levels of symbolic links")}
}

// inside reports whether path, its folder's links resolved, lies within dir.
func inside(path, dir string) (bool, error) {
	d, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return false, err
	}
	parent, err := filepath.EvalSymlinks(filepath.Dir(path))
	if err != nil {
		return false, err
	}
	full := filepath.Join(parent, filepath.Base(path))
	rel, err := filepath.Rel(d, full)
	if err != nil {
		return false, nil
	}
	return filepath.IsLocal(rel), nil
}

// same reports whether two paths name one file.
func same(a, b string) bool {
	sa, err := os.Stat(a)
	if err != nil {
		return false
	}
	sb, err := os.Stat(b)
	if err != nil {
		return false
	}
	return os.SameFile(sa, sb)
}

// inPlace writes into a device or a pipe.
func inPlace(path string, write func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// syncDir makes the rename itself durable; a folder that cannot be synced
// (some file systems refuse) loses nothing that the rename did not already
// have.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

// Clean removes the temporary files a killed run of the referee left in
// dir: its own naming only, regular files only, only those no run holds
// locked (one being written is) and older than age; it returns how many it
// removed.
func Clean(dir string, age time.Duration) (int, error) { return clean(dir, Prefix, age) }

// clean is Clean of the temporary files whose names start with prefix.
func clean(dir, prefix string, age time.Duration) (int, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, Suffix) {
			continue
		}
		info, err := e.Info()
		if err != nil || time.Since(info.ModTime()) < age {
			continue
		}
		if removeUnlocked(filepath.Join(dir, name)) {
			n++
		}
	}
	return n, nil
}

// removeUnlocked removes a file no process holds locked, holding its lock
// while it does; never a link (O_NOFOLLOW), never a file that cannot be
// locked.
func removeUnlocked(path string) bool {
	f, err := os.OpenFile(path, os.O_RDONLY|NoFollow, 0)
	if err != nil {
		return false
	}
	defer f.Close()
	if TryLockAt(f, path) != nil {
		return false
	}
	return os.Remove(path) == nil
}
