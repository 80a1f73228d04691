package atomicfile

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// TestDescriptorWrittenItself: `{ echo header; referee board -o /dev/stdout
// f; echo footer; } > out` keeps header and footer, and with >> the log
// before them (a temporary file renamed over out would lose both, and
// send the footer to a deleted file). The writer is a second process whose
// standard output is the regular file, as the shell makes it.
func TestDescriptorWrittenItself(t *testing.T) {
	if name := os.Getenv("ATOMICFILE_STDOUT"); name != "" {
		_, _ = os.Stdout.WriteString("header\n")
		if err := Write(name, []byte("board\n"), Policy{FollowLinks: true}); err != nil {
			_, _ = os.Stdout.WriteString("error: " + err.Error() + "\n")
		}
		_, _ = os.Stdout.WriteString("footer\n")
		return
	}
	if runtime.GOOS == "windows" {
		t.Skip("no /dev/stdout")
	}
	for _, tc := range []struct {
		shell, name, before string
		flag                int
	}{
		{">", "/dev/stdout", "", os.O_TRUNC},
		{">>", "/dev/stdout", "earlier log\n", os.O_APPEND},
		{">>", "/dev/fd/1", "earlier log\n", os.O_APPEND},
		{">", "/proc/self/fd/1", "", os.O_TRUNC},
	} {
		out := filepath.Join(t.TempDir(), "out")
		must(t, os.WriteFile(out, []byte(tc.before), 0o644))
		f, err := os.OpenFile(out, os.O_WRONLY|tc.flag, 0)
		must(t, err)
		cmd := exec.Command(os.Args[0], "-test.run=^TestDescriptorWrittenItself$")
		cmd.Env = append(os.Environ(), "ATOMICFILE_STDOUT="+tc.name)
		cmd.Stdout = f
		err = cmd.Run()
		f.Close()
		must(t, err)
		want := tc.before + "header\nboard\nfooter\nPASS\n"
		if got := read(t, out); got != want {
			t.Errorf("%s out, -o %s: %q, want %q", tc.shell, tc.name, got, want)
		}
	}
}

func TestDescriptorOf(t *testing.T) {
	for path, want := range map[string]int{
		"/dev/stdout": 1, "/dev/stderr": 2, "/dev/fd/3": 3, "/proc/self/fd/7": 7, "/dev/fd/../fd/1": 1,
		"/dev/fd/x": -1, "/dev/fd/01": -1, "/dev/stdout.txt": -1, "stdout": -1, "/dev/fd/-1": -1,
	} {
		n, ok := descriptorOf(path)
		if !ok {
			n = -1
		}
		if n != want {
			t.Errorf("%s: %d, want %d", path, n, want)
		}
	}
}
