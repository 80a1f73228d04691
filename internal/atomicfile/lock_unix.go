//go:build unix

package atomicfile

import (
	"errors"
	"os"
	"syscall"
)

// TryLock takes an exclusive lock on an open file without waiting: the
// lock is the kernel's (flock), so a process killed, even with kill -9,
// leaves none behind. ErrLocked when another process holds it.
func TryLock(f *os.File) error {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return ErrLocked
	}
	return err
}

// NoFollow opens a file, never the file a link leads to.
const NoFollow = syscall.O_NOFOLLOW
