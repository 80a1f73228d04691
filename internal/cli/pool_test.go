package cli

import (
	"bufio"
	"io"
	"runtime"
	"testing"
)

// TestPoolWorkersBounded: -j asks for at most four workers a CPU; a
// million (or a number too big to make a channel of) starts that many.
func TestPoolWorkersBounded(t *testing.T) {
	before := runtime.NumGoroutine()
	o := newOrdered(bufio.NewWriter(io.Discard), 1_000_000, false)
	started := runtime.NumGoroutine() - before
	if o.close() != 0 {
		t.Error("an empty pool reports a failure")
	}
	if most := maxWorkers() + 1; started > most { // the workers and the writer
		t.Errorf("-j 1000000 started %d goroutines; at most %d are of use", started, most)
	}
	o = newOrdered(bufio.NewWriter(io.Discard), 99999999999, false)
	o.submit(func(w io.Writer) int { return 1 }, 0)
	if code := o.close(); code != 1 {
		t.Errorf("a pool of -j 99999999999 gave exit status %d, want 1", code)
	}
}
