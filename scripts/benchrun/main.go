// Command benchrun times whole runs of the referee binary on generated
// files and prints, for each, moves a second, MB a second and the peak
// memory (the kernel's maximum resident set size):
//
//	go run ./scripts/benchrun -bin /tmp/referee -moves 2000000 turtles chinese-checkers turbo
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"referee/internal/gen"
)

func main() {
	bin := flag.String("bin", "referee", "the referee binary")
	moves := flag.Int("moves", 1_000_000, "moves in each generated file")
	dir := flag.String("dir", os.TempDir(), "where the generated files go")
	flag.Parse()
	fmt.Printf("%-18s %-14s %10s %10s %9s %9s %10s\n", "game", "flags", "moves", "seconds", "Mmoves/s", "MB/s", "peak RSS")
	for _, game := range flag.Args() {
		path := filepath.Join(*dir, fmt.Sprintf("bench-%s-%d.txt", game, *moves))
		n, size, err := generate(game, path, *moves)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchrun:", err)
			os.Exit(1)
		}
		for _, flags := range [][]string{{"-j", "1"}, {"-j", "1", "--json"}, {"-j", strconv.Itoa(runtime.NumCPU())}} {
			wall, rss, err := run(*bin, append(append([]string{"check"}, flags...), path))
			if err != nil {
				fmt.Fprintln(os.Stderr, "benchrun:", err)
				os.Exit(1)
			}
			fmt.Printf("%-18s %-14s %10d %10.2f %9.2f %9.1f %7d MB\n", game, strings.Join(flags, " "), n, wall.Seconds(),
				float64(n)/wall.Seconds()/1e6, float64(size)/wall.Seconds()/(1<<20), rss>>20)
		}
	}
}

// generate writes the file once; a file already there is counted again.
func generate(game, path string, moves int) (int, int64, error) {
	f, err := os.Create(path)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	_, n, err := gen.Write(f, game, moves, 1)
	if err != nil {
		return 0, 0, err
	}
	st, err := f.Stat()
	if err != nil {
		return 0, 0, err
	}
	return n, st.Size(), nil
}

// run runs the binary, output discarded, and returns the wall time and the
// peak resident memory in bytes.
func run(bin string, args []string) (time.Duration, int64, error) {
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = io.Discard, os.Stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if exit, ok := err.(*exec.ExitError); ok && exit.ExitCode() <= 1 {
		err = nil // an illegal move is a verdict, not a failure of the run
	}
	if err != nil {
		return 0, 0, err
	}
	usage, _ := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	var rss int64
	if usage != nil {
		rss = usage.Maxrss << 10 // kilobytes on Linux
	}
	return wall, rss, nil
}
