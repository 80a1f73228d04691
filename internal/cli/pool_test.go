package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"runtime"
	"strings"
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

// TestPoolBatchesInOrder: tasks handed on in batches (by count, by size,
// and cut short by an inline task) are printed in the order given, and the
// worst exit status of any task in a batch is the pool's.
func TestPoolBatchesInOrder(t *testing.T) {
	var out bytes.Buffer
	w := bufio.NewWriter(&out)
	o := newOrdered(w, 2, false)
	var want strings.Builder
	for i := range 3*batchGames + 5 {
		line := fmt.Sprintf("game %d\n", i)
		want.WriteString(line)
		size := 0
		if i == 40 {
			size = batchBytes // ends its batch early
		}
		code := 0
		if i == 70 {
			code = 1
		}
		if i == 50 {
			o.inline(func(w io.Writer) int { io.WriteString(w, line); return 0 })
		} else {
			o.submit(func(w io.Writer) int { io.WriteString(w, line); return code }, size)
		}
	}
	if code := o.close(); code != 1 {
		t.Errorf("exit status %d, want 1 (game 70's)", code)
	}
	if out.String() != want.String() {
		t.Errorf("output out of order:\n%s", out.String())
	}
	if len(o.pending) != 0 {
		t.Errorf("%d tasks left unsent at close", len(o.pending))
	}
}
