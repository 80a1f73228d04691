// Command referee checks transcripts of racing board games.
package main

import (
	"os"
	"runtime/debug"

	"referee/internal/cli"
)

func main() {
	// A check allocates briskly and keeps almost nothing: collecting
	// garbage only as the heap nears 64 MB, not every few megabytes, takes
	// a fifth off a big check and keeps memory flat. GOGC and GOMEMLIMIT,
	// when set, are obeyed instead.
	if os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(64 << 20)
		debug.SetGCPercent(-1)
	}
	os.Exit(cli.Main(os.Args[1:], cli.IO{In: os.Stdin, Out: os.Stdout, Err: os.Stderr, Getenv: os.Getenv}))
}
