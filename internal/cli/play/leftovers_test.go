package play

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/boardgame-referee/referee/internal/atomicfile"
)

// TestLeftoversRemovedAtStart: the next run removes whatever a killed run
// left in the state folder that no live process holds, however young: an
// empty temporary file (a kill in the middle of a write, in the kept
// games' folder and in the state folder above, the history's), and the
// lock file of a game killed before its first keep; and nothing a live
// process holds (issue 41: an empty .tmp stayed unless 10 s old, an
// orphan .lock was removed only by findKept and only after a minute).
// Two processes, as the defect needs: the holder is this test's binary.
func TestLeftoversRemovedAtStart(t *testing.T) {
	if files := os.Getenv("PLAY_HOLD_FILES"); files != "" {
		for _, f := range strings.Split(files, "\n") {
			h, err := os.Open(f)
			if err != nil || atomicfile.TryLock(h) != nil {
				os.Exit(3)
			}
		}
		_, _ = os.Stdout.WriteString("held\n")
		time.Sleep(time.Minute) // killed by the test
		return
	}
	state := t.TempDir()
	dir := filepath.Join(state, "referee", "unfinished")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	in := func(d, name string) string { return filepath.Join(d, name) }
	gone := []string{
		in(dir, ".referee-turtles-20261205-200000.txt.111.tmp"),   // empty: killed as the write began
		in(dir, ".referee-turtles-20261205-200000.txt.112.tmp"),   // cut short
		in(dir, "turtles-20261205-200001.lock"),                   // killed before the first keep
		in(filepath.Dir(dir), ".referee-history-turtles.113.tmp"), // the history's
	}
	held := []string{
		in(dir, ".referee-turtles-20261205-200002.txt.114.tmp"), // a live run's keep, being written
		in(dir, "turtles-20261205-200003.lock"),                 // a live run's game, no move kept yet
	}
	kept := []string{
		in(dir, "turtles-20261205-200004.lock"), // a game kept, let go of
		in(dir, "turtles-20261205-200004.txt"),
	}
	for _, f := range append(append(append([]string{}, gone...), held...), kept...) {
		data := ""
		if strings.HasSuffix(f, ".112.tmp") {
			data = "# referee play: a game in progress"
		}
		if err := os.WriteFile(f, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestLeftoversRemovedAtStart$")
	cmd.Env = append(os.Environ(), "PLAY_HOLD_FILES="+strings.Join(held, "\n"))
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	if line, _ := bufio.NewReader(out).ReadString('\n'); line != "held\n" {
		t.Skip("no file locks here")
	}

	recoverKept(dir)
	for _, f := range gone {
		if _, err := os.Lstat(f); err == nil {
			t.Errorf("left behind: %s", f)
		}
	}
	for _, f := range append(held, kept...) {
		if _, err := os.Lstat(f); err != nil {
			t.Errorf("removed: %s", f)
		}
	}
}
