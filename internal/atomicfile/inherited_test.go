//go:build unix

package atomicfile

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// TestOwnDescriptorRefused: -o /dev/fd/N names only a descriptor open when
// the process started; one the process opened itself (a file it reads, the
// runtime's) is an error naming it, and that file is untouched.
func TestOwnDescriptorRefused(t *testing.T) {
	own := filepath.Join(t.TempDir(), "own.txt")
	must(t, os.WriteFile(own, []byte("the referee's own file\n"), 0o644))
	f, err := os.OpenFile(own, os.O_RDWR, 0)
	must(t, err)
	defer f.Close()
	for _, name := range []string{"/dev/fd/", "/proc/self/fd/"} {
		path := name + strconv.Itoa(int(f.Fd()))
		err := Write(path, []byte("board\n"), Policy{FollowLinks: true})
		if !errors.Is(err, ErrNotInherited) {
			t.Errorf("%s: %v, want ErrNotInherited", path, err)
		}
	}
	if got := read(t, own); got != "the referee's own file\n" {
		t.Errorf("the referee's own file: %q", got)
	}
}

// TestInheritedDescriptorWritten: a descriptor the shell passed (3>log)
// is written to, and standard input never is: -o /dev/stdin, or
// /dev/fd/0 open for reading only, is an error and the input stays.
func TestInheritedDescriptorWritten(t *testing.T) {
	if name := os.Getenv("ATOMICFILE_FD"); name != "" {
		if err := Write(name, []byte("board\n"), Policy{FollowLinks: true}); err != nil {
			switch {
			case errors.Is(err, ErrStdin):
				_, _ = os.Stdout.WriteString("stdin\n")
			default:
				_, _ = os.Stdout.WriteString("error: " + err.Error() + "\n")
			}
		}
		return
	}
	dir := t.TempDir()
	input := filepath.Join(dir, "game.txt")
	log := filepath.Join(dir, "log")
	for _, tc := range []struct{ name, out, log string }{
		{"/dev/fd/3", "PASS\n", "earlier\nboard\n"},
		{"/dev/stdin", "stdin\nPASS\n", "earlier\n"},
		{"/dev/fd/0", "stdin\nPASS\n", "earlier\n"},
		{"/proc/self/fd/0", "stdin\nPASS\n", "earlier\n"},
	} {
		must(t, os.WriteFile(input, []byte("game: turtles\n"), 0o644))
		must(t, os.WriteFile(log, []byte("earlier\n"), 0o644))
		in, err := os.Open(input)
		must(t, err)
		l, err := os.OpenFile(log, os.O_WRONLY|os.O_APPEND, 0)
		must(t, err)
		cmd := exec.Command(os.Args[0], "-test.run=^TestInheritedDescriptorWritten$")
		cmd.Env = append(os.Environ(), "ATOMICFILE_FD="+tc.name)
		cmd.Stdin, cmd.ExtraFiles = in, []*os.File{l}
		out, err := cmd.Output()
		in.Close()
		l.Close()
		must(t, err)
		if string(out) != tc.out {
			t.Errorf("-o %s: said %q, want %q", tc.name, out, tc.out)
		}
		if got := read(t, log); got != tc.log {
			t.Errorf("-o %s: the log holds %q, want %q", tc.name, got, tc.log)
		}
		if got := read(t, input); got != "game: turtles\n" {
			t.Errorf("-o %s: the input holds %q", tc.name, got)
		}
	}
}
