//go:build unix

package atomicfile

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
)

// inherited are the descriptors open when the process started: 0, 1, 2
// and those the shell passed (3>log). Only these may be named as -o
// /dev/fd/N; any other is the runtime's or a file the referee itself has
// open, which a write would corrupt.
var inherited = openDescriptors()

// openDescriptors lists the descriptors the process was started with: open
// and without close-on-exec, which every file the Go runtime opens before
// this (its poller, the cgroup files it reads GOMAXPROCS from) has, and
// none that survived an exec can have. Read with the system's calls alone,
// so as to open nothing of its own but the listing, closed once read.
func openDescriptors() map[int]bool {
	open := map[int]bool{}
	dir, err := syscall.Open("/dev/fd", syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return map[int]bool{0: true, 1: true, 2: true}
	}
	var names []string
	buf := make([]byte, 4096)
	for {
		n, err := syscall.ReadDirent(dir, buf)
		if err != nil || n <= 0 {
			break
		}
		_, _, names = syscall.ParseDirent(buf[:n], -1, names)
	}
	_ = syscall.Close(dir) // read only: nothing to lose
	for _, name := range names {
		n, err := strconv.Atoi(name)
		if err != nil {
			continue
		}
		if fl, err := fcntl(n, syscall.F_GETFD); err == nil && fl&syscall.FD_CLOEXEC == 0 {
			open[n] = true
		}
	}
	return open
}

func fcntl(fd, cmd int) (int, error) {
	r, _, errno := syscall.Syscall(syscall.SYS_FCNTL, uintptr(fd), uintptr(cmd), 0)
	if errno != 0 {
		return 0, errno
	}
	return int(r), nil
}

// toDescriptor writes to the open descriptor fd through a copy of it, so
// the command's own standard output stays open; a descriptor that is not
// open is the system's error (EBADF), named by path. A descriptor on an
// input of the same command is ErrInput, as any other name of it is.
func toDescriptor(path string, fd int, write func(io.Writer) error, inputs []string) error {
	if !inherited[fd] {
		return &fs.PathError{Op: "write", Path: path, Err: ErrNotInherited}
	}
	// Standard input is read, never written onto: /dev/stdin always, and
	// descriptor 0 unless the shell opened it for writing too (0<>file).
	if fd == 0 {
		fl, err := fcntl(0, syscall.F_GETFL)
		if filepath.Clean(path) == "/dev/stdin" || err != nil || fl&syscall.O_ACCMODE == syscall.O_RDONLY {
			return &fs.PathError{Op: "write", Path: path, Err: ErrStdin}
		}
	}
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
