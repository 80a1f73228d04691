// Package streaming sets the garbage collector for commands that stream
// games and keep almost nothing (check, test), and for the benchmarks that
// measure them, so both run under one setting.
package streaming

import (
	"os"
	"runtime/debug"
)

// Set sets the collector for streaming and returns what puts the former
// setting back. A check allocates briskly and keeps almost nothing (2 to
// 3 MB live for the races, 9 MB in turbo's long game): a heap three times
// what is live (GOGC=200) — ten collections for 20,000 races, each about
// 1 ms of CPU — costs less than the first touch of every page of a bigger
// heap, the dearer thing on a virtual machine (7 to 30 µs a page where the
// host takes back what the guest frees). A heap left to grow to 64 MB
// between collections takes 14,000 page faults against 3,300 for the
// races, and 1.45 times the CPU. 64 MB stays as a ceiling, to keep memory
// flat. Not for replay, board or play: a replay keeps every position's
// picture, and under a limit it ran 1.8 times slower (10,000 moves: 4.1 s
// against 2.2 s). What the environment sets is obeyed instead, each on its
// own: GOGC the growth, GOMEMLIMIT the ceiling. GOGC alone leaves the
// ceiling in place, since a GOGC from another program's advice (or off)
// would otherwise let the heap grow with the input.
func Set() (restore func()) {
	limit, percent := int64(-1), -1
	if os.Getenv("GOMEMLIMIT") == "" {
		limit = debug.SetMemoryLimit(64 << 20)
	}
	if os.Getenv("GOGC") == "" {
		percent = debug.SetGCPercent(200)
	}
	return func() {
		if limit >= 0 {
			debug.SetMemoryLimit(limit)
		}
		if percent != -1 {
			debug.SetGCPercent(percent)
		}
	}
}
