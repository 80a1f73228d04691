package atomicfile

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// descriptorOf says which open descriptor of this process a path names:
// /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N or /proc/PID/fd/N
// of this process. The shell's > writes to such a path by that descriptor
// itself, so a file opened with >> is appended to and one opened with > is
// written on from where it stands; a temporary file renamed over what the
// link points to would wipe what came before and send what comes after to
// a deleted file.
func descriptorOf(path string) (int, bool) {
	path = filepath.Clean(path)
	switch path {
	case "/dev/stdin":
		return 0, true
	case "/dev/stdout":
		return 1, true
	case "/dev/stderr":
		return 2, true
	}
	for _, dir := range []string{"/dev/fd/", "/proc/self/fd/", "/proc/" + strconv.Itoa(os.Getpid()) + "/fd/"} {
		if rest, ok := strings.CutPrefix(path, dir); ok {
			if n, err := strconv.Atoi(rest); err == nil && n >= 0 && strconv.Itoa(n) == rest {
				return n, true
			}
		}
	}
	return 0, false
}
