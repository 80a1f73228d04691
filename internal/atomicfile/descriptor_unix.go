//go:build unix

package atomicfile

import (
	"io"
	"io/fs"
	"os"
	"syscall"
)

// toDescriptor writes to the open descriptor fd through a copy of it, so
// the command's own standard output stays open; a descriptor that is not
// open is the system's error (EBADF), named by path. A descriptor on an
// input of the same command is ErrInput, as any other name of it is.
func toDescriptor(path string, fd int, write func(io.Writer) error, inputs []string) error {
	dup, err := syscall.Dup(fd)
	if err != nil {
		return &fs.PathError{Op: "write", Path: path, Err: err}
	}
	f := os.NewFile(uintptr(dup), path)
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		for _, in := range inputs {
			if ist, err := os.Stat(in); err == nil && os.SameFile(st, ist) {
				return &fs.PathError{Op: "write", Path: path, Err: ErrInput}
			}
		}
	}
	if err := write(f); err != nil {
		return err
	}
	return f.Close()
}
