package atomicfile

import (
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// openUnnamed makes a file with no name in dir (O_TMPFILE): one that a
// run killed while writing it leaves nothing of, where a named temporary
// file stays in the user's folder until a later write there clears it.
// False where the system or the file system refuses (an old kernel, some
// network file systems) or there is no /proc to name the file by later:
// the caller makes a named one instead, which also says why dir cannot be
// written.
func openUnnamed(dir, target string) (*os.File, bool) {
	if _, err := os.Stat("/proc/self/fd"); err != nil {
		return nil, false
	}
	fd, err := unix.Open(dir, unix.O_TMPFILE|unix.O_WRONLY|unix.O_CLOEXEC, 0o600)
	if err != nil {
		return nil, false
	}
	// Named for what it becomes: "write /home/masha/games/x.svg: no space
	// left on device", not the folder.
	f := os.NewFile(uintptr(fd), target)
	// Locked before it has a name, so that between its naming and its
	// rename no clean takes it for a leftover.
	_ = TryLock(f)
	return f, true
}

// linkUnnamed gives the file openUnnamed made the name path; the kernel
// refuses a name that exists (fs.ErrExist).
func linkUnnamed(f *os.File, path string) error {
	proc := "/proc/self/fd/" + strconv.Itoa(int(f.Fd()))
	if err := unix.Linkat(unix.AT_FDCWD, proc, unix.AT_FDCWD, path, unix.AT_SYMLINK_FOLLOW); err != nil {
		return &os.LinkError{Op: "link", Old: proc, New: path, Err: err}
	}
	return nil
}
