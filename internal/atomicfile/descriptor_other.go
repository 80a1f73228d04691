//go:build !unix

package atomicfile

import (
	"io"
	"io/fs"
	"syscall"
)

// toDescriptor: no system here names its descriptors by path.
func toDescriptor(path string, _ int, _ func(io.Writer) error, _ []string) error {
	return &fs.PathError{Op: "write", Path: path, Err: syscall.ENOENT}
}

// inherited: no descriptor is named by path here.
var inherited = map[int]bool{}
