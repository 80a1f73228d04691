package suite

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"testing"
	"time"
)

// TestOpenGoldenWhileReplaced: a golden file another --update keeps
// renaming its own over is opened whole, never said to have changed (two
// --update runs on one folder both exited 2, though each wrote it right).
func TestOpenGoldenWhileReplaced(t *testing.T) {
	dir := t.TempDir()
	golden := filepath.Join(dir, "x.en.golden")
	if err := os.WriteFile(golden, []byte("x.txt:1: game\n# exit 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stop atomic.Bool
	done := make(chan error)
	go func() {
		for i := 0; !stop.Load(); i++ {
			tmp := filepath.Join(dir, ".tmp"+strconv.Itoa(i))
			if err := os.WriteFile(tmp, []byte("x.txt:1: game\n# exit 0\n"), 0o644); err != nil {
				done <- err
				return
			}
			if err := os.Rename(tmp, golden); err != nil {
				done <- err
				return
			}
			time.Sleep(50 * time.Microsecond)
		}
		done <- nil
	}()
	changed := 0
	for range 3000 {
		f, kind, err := openGolden(golden)
		if errors.Is(err, errChanged) {
			changed++
		} else if err != nil || kind != "" || f == nil {
			t.Errorf("openGolden: %v, %q, %v", f, kind, err)
		}
		if f != nil {
			f.Close()
		}
	}
	stop.Store(true)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if changed > 0 {
		t.Errorf("%d of 3000 opens said the file changed while opened", changed)
	}
}
