package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

func read(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func leftovers(t *testing.T, dir string) []string {
	t.Helper()
	m, _ := filepath.Glob(filepath.Join(dir, Prefix+"*"))
	return m
}

func TestWriteReplacesAndKeepsMode(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, []byte("new"), Policy{}); err != nil {
		t.Fatal(err)
	}
	if got := read(t, path); got != "new" {
		t.Errorf("content %q", got)
	}
	st, _ := os.Stat(path)
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600 kept", st.Mode().Perm())
	}
	if l := leftovers(t, dir); l != nil {
		t.Errorf("temporary files left: %v", l)
	}
}

func TestFailedWriteLeavesTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	must(t, os.WriteFile(path, []byte("good"), 0o644))
	boom := errors.New("disk full")
	err := WriteFrom(path, func(w io.Writer) error {
		_, _ = w.Write([]byte("half")) // then the failure
		return boom
	}, Policy{})
	if !errors.Is(err, boom) {
		t.Fatalf("err %v", err)
	}
	if got := read(t, path); got != "good" {
		t.Errorf("old file changed to %q", got)
	}
	if l := leftovers(t, dir); l != nil {
		t.Errorf("temporary files left: %v", l)
	}
}

func TestLinks(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.txt")
	must(t, os.WriteFile(target, []byte("target"), 0o644))
	link := filepath.Join(dir, "link.txt")
	must(t, os.Symlink("target.txt", link))

	if err := Write(link, []byte("x"), Policy{}); !errors.Is(err, ErrLink) {
		t.Errorf("link without FollowLinks: %v, want ErrLink", err)
	}
	if got := read(t, target); got != "target" {
		t.Errorf("target written through a refused link: %q", got)
	}
	if err := Write(link, []byte("through"), Policy{FollowLinks: true}); err != nil {
		t.Fatal(err)
	}
	if got := read(t, target); got != "through" {
		t.Errorf("target %q", got)
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	// A dangling link is refused unless followed; followed, it makes its
	// target, as the shell's > does.
	dangling := filepath.Join(dir, "dangling.txt")
	must(t, os.Symlink("made.txt", dangling))
	if err := Write(dangling, []byte("x"), Policy{}); !errors.Is(err, ErrLink) {
		t.Errorf("dangling link: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "made.txt")); err == nil {
		t.Error("a refused dangling link made its target")
	}
	if err := Write(dangling, []byte("made"), Policy{FollowLinks: true}); err != nil {
		t.Fatal(err)
	}
	if got := read(t, filepath.Join(dir, "made.txt")); got != "made" {
		t.Errorf("made %q", got)
	}
}

func TestWithin(t *testing.T) {
	root := t.TempDir()
	suite := filepath.Join(root, "suite")
	must(t, os.Mkdir(suite, 0o755))
	outside := filepath.Join(root, "home")
	must(t, os.Mkdir(outside, 0o755))
	must(t, os.Symlink(outside, filepath.Join(suite, "sub")))
	// A folder inside that is a link out of it: the file would land outside.
	err := Write(filepath.Join(suite, "sub", "x.golden"), []byte("x"), Policy{Within: suite})
	if !errors.Is(err, ErrOutside) {
		t.Errorf("through a linked folder: %v, want ErrOutside", err)
	}
	if err := Write(filepath.Join(suite, "x.golden"), []byte("x"), Policy{Within: suite}); err != nil {
		t.Errorf("inside: %v", err)
	}
	if err := Write(filepath.Join(root, "y"), []byte("x"), Policy{Within: suite}); !errors.Is(err, ErrOutside) {
		t.Errorf("beside: %v", err)
	}
}

func TestInputIsRefused(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "game.txt")
	must(t, os.WriteFile(in, []byte("game"), 0o644))
	link := filepath.Join(dir, "other.txt")
	must(t, os.Symlink("game.txt", link))
	for _, out := range []string{in, link, filepath.Join(dir, ".", "game.txt")} {
		if err := Write(out, []byte("x"), Policy{FollowLinks: true, Inputs: []string{in}}); !errors.Is(err, ErrInput) {
			t.Errorf("%s: %v, want ErrInput", out, err)
		}
	}
	if got := read(t, in); got != "game" {
		t.Errorf("input overwritten: %q", got)
	}
}

func TestDeviceInPlace(t *testing.T) {
	if _, err := os.Stat("/dev/null"); err != nil {
		t.Skip("no /dev/null")
	}
	if err := Write("/dev/null", []byte("x"), Policy{}); err != nil {
		t.Errorf("/dev/null: %v", err)
	}
	if _, err := os.Stat("/dev/full"); err == nil {
		if err := Write("/dev/full", []byte("x"), Policy{}); err == nil {
			t.Error("/dev/full: no error")
		}
	}
}

// TestNamedPipeThroughLinks: a pipe named through the kernel's own links
// (`-o /dev/stdout` when standard output is a pipe: /proc/self/fd/1 reads
// as `pipe:[…]`) is written to, not refused as "no such folder".
func TestNamedPipeThroughLinks(t *testing.T) {
	r, w, err := os.Pipe()
	must(t, err)
	defer r.Close()
	defer w.Close()
	path := fmt.Sprintf("/proc/self/fd/%d", w.Fd())
	if _, err := os.Lstat(path); err != nil {
		t.Skip("no /proc/self/fd here")
	}
	// As a pipe the shell passed: only such a descriptor may be named.
	inherited[int(w.Fd())] = true
	defer delete(inherited, int(w.Fd()))
	go func() {
		if err := Write(path, []byte("written"), Policy{FollowLinks: true, Inputs: []string{path}}); err != nil {
			t.Errorf("%s: %v", path, err)
		}
		w.Close()
	}()
	got, _ := io.ReadAll(r)
	if string(got) != "written" {
		t.Errorf("the pipe read %q", got)
	}
}

func TestClean(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, Prefix+"a.golden.123"+Suffix)
	fresh := filepath.Join(dir, Prefix+"b.golden.456"+Suffix)
	other := filepath.Join(dir, ".a.golden.789.tmp")
	for _, f := range []string{stale, fresh, other} {
		must(t, os.WriteFile(f, nil, 0o644))
	}
	old := time.Now().Add(-time.Hour)
	must(t, os.Chtimes(stale, old, old))
	n, err := Clean(dir, time.Minute)
	if err != nil || n != 1 {
		t.Fatalf("Clean: %d, %v", n, err)
	}
	for f, want := range map[string]bool{stale: false, fresh: true, other: true} {
		if _, err := os.Stat(f); (err == nil) != want {
			t.Errorf("%s: present %v, want %v", filepath.Base(f), err == nil, want)
		}
	}
}

// TestWriteRemovesLeftovers: the first write into a folder removes what a
// run killed while writing left there (kill -9 during :save would leave
// .referee-*.tmp for ever), and nothing else: not a file still locked by
// the run writing it, not a link, but one just made and held by no one (a
// whole file left by a kill between link and rename, however young); a
// second write into the folder does not look again (reading the folder at
// every write costs each write).
func TestWriteRemovesLeftovers(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	old := time.Now().Add(-time.Hour)
	name := func(s string) string { return filepath.Join(dir, Prefix+s+Suffix) }
	left, locked, fresh, other := name("a.txt.111"), name("a.txt.222"), name("a.txt.333"), name("b.txt.444")
	for _, f := range []string{left, locked, fresh, other} {
		must(t, os.WriteFile(f, []byte("half"), 0o644))
	}
	link := name("a.txt.555")
	must(t, os.Symlink(other, link))
	for _, f := range []string{left, locked, other} {
		must(t, os.Chtimes(f, old, old))
	}
	held, err := os.Open(locked)
	must(t, err)
	defer held.Close()
	if err := TryLock(held); err != nil {
		t.Skip("no file locks here:", err)
	}
	must(t, Write(path, []byte("whole"), Policy{}))
	for f, want := range map[string]bool{left: false, locked: true, fresh: false, other: false, link: true} {
		if _, err := os.Lstat(f); (err == nil) != want {
			t.Errorf("%s: present %v, want %v", filepath.Base(f), err == nil, want)
		}
	}
	later := name("a.txt.666")
	must(t, os.WriteFile(later, []byte("half"), 0o644))
	must(t, os.Chtimes(later, old, old))
	must(t, Write(path, []byte("whole again"), Policy{}))
	if _, err := os.Lstat(later); err != nil {
		t.Error("the second write into the folder read it again for leftovers")
	}
}

// TestTryLockAtReplaced: a lock taken on a file that another run removed
// and made anew since it was opened is no lock on the file at the path
// (else two runs could each hold "the" lock of one game).
func TestTryLockAtReplaced(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.lock")
	must(t, os.WriteFile(path, nil, 0o600))
	late, err := os.Open(path) // opened, not yet locked
	must(t, err)
	defer late.Close()
	must(t, os.Remove(path)) // the run that held it lets go
	must(t, os.WriteFile(path, nil, 0o600))
	now, err := os.Open(path) // a third run makes it anew and locks it
	must(t, err)
	defer now.Close()
	if err := TryLock(now); err != nil {
		t.Skip("no file locks here:", err)
	}
	if err := TryLockAt(late, path); !errors.Is(err, ErrReplaced) {
		t.Errorf("a lock on the file removed: %v, want ErrReplaced", err)
	}
	fresh, err := os.Open(path)
	must(t, err)
	defer fresh.Close()
	if err := TryLockAt(fresh, path); !errors.Is(err, ErrLocked) {
		t.Errorf("the file held: %v, want ErrLocked", err)
	}
}

// TestKilledWriterLeftoverRemoved: where the temporary file has a name
// (no O_TMPFILE), a process killed (SIGKILL) in the middle of a write
// leaves it; while it was writing, a clean left the file alone (its lock),
// and the next write of the same file removes it. Two processes, as the
// defect needs.
func TestKilledWriterLeftoverRemoved(t *testing.T) {
	if os.Getenv("ATOMICFILE_WRITER") != "" {
		namedOnly = true
		_ = WriteFrom(os.Getenv("ATOMICFILE_WRITER"), func(w io.Writer) error {
			_, _ = w.Write([]byte("half a game"))
			_, _ = os.Stdout.WriteString("writing\n")
			time.Sleep(time.Minute) // killed here
			return nil
		}, Policy{})
		return
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "turtles.txt")
	namedOnly = true
	defer func() { namedOnly = false }()
	cmd := exec.Command(os.Args[0], "-test.run=^TestKilledWriterLeftoverRemoved$")
	cmd.Env = append(os.Environ(), "ATOMICFILE_WRITER="+path)
	out, err := cmd.StdoutPipe()
	must(t, err)
	must(t, cmd.Start())
	line := make([]byte, 8)
	if _, err := io.ReadFull(out, line); err != nil {
		t.Fatal("the writer did not start:", err)
	}
	tmp := leftovers(t, dir)
	if len(tmp) != 1 {
		t.Fatalf("temporary files while writing: %v", tmp)
	}
	old := time.Now().Add(-time.Hour)
	must(t, os.Chtimes(tmp[0], old, old))
	if n, _ := Clean(dir, time.Minute); n != 0 {
		t.Error("a clean removed the file a running writer was writing")
	}
	must(t, cmd.Process.Kill())
	_ = cmd.Wait()
	if l := leftovers(t, dir); len(l) != 1 {
		t.Fatalf("after kill -9: %v", l)
	}
	must(t, Write(path, []byte("game: turtles\n"), Policy{}))
	if l := leftovers(t, dir); l != nil {
		t.Errorf("the killed writer's file is still there: %v", l)
	}
}
