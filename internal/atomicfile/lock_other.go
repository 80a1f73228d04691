//go:build !unix

package atomicfile

import (
	"errors"
	"os"
)

// TryLock would take an exclusive lock on an open file; where the system
// has no flock it takes none and says so, so that nothing is removed or
// taken over on the strength of a lock nobody could hold.
func TryLock(*os.File) error { return errNoLocks }

var errNoLocks = errors.New("no file locks on this system")

// NoFollow: no such flag here; nothing is removed without a lock anyway.
const NoFollow = 0
