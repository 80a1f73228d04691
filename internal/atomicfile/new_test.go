package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// A write of a new file never replaces one made meanwhile: of many
// writers racing for one name, one writes it and every other is told the
// file exists; the file holds the one's bytes whole, and no temporary file
// is left. Without New each rename would replace the last, and every
// writer would report success.
func TestNewNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "turtles.txt")
	const writers = 8
	errs := make([]error, writers)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			errs[i] = Write(path, []byte(fmt.Sprintf("game %d\n", i)), Policy{New: true})
		}()
	}
	close(start)
	wg.Wait()
	won := -1
	for i, err := range errs {
		switch {
		case err == nil && won >= 0:
			t.Errorf("writers %d and %d both wrote the new file", won, i)
		case err == nil:
			won = i
		case !errors.Is(err, fs.ErrExist):
			t.Errorf("writer %d: %v, want an error that is fs.ErrExist", i, err)
		}
	}
	if won < 0 {
		t.Fatal("no writer wrote the file")
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != fmt.Sprintf("game %d\n", won) {
		t.Errorf("the file holds %q (%v), want writer %d's game", got, err, won)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, Prefix+"*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
	// A file that is there already is refused, and kept.
	if err := Write(path, []byte("other\n"), Policy{New: true}); !errors.Is(err, fs.ErrExist) {
		t.Errorf("a new write over an existing file: %v, want fs.ErrExist", err)
	}
	if again, _ := os.ReadFile(path); string(again) != string(got) {
		t.Errorf("the existing file became %q", again)
	}
}
