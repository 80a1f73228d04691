// Command benchrun times whole runs of the referee binary on generated
// files and prints, for each, moves a second, MB a second and the peak
// memory (the kernel's maximum resident set size):
//
//	go run ./scripts/benchrun -bin /tmp/referee -moves 2000000 turtles chinese-checkers turbo
//
// With -issue it first measures the speed goals (docs/performance.md), each figure the
// median of -runs runs taken in turn, CPU time (user and system) from the
// kernel's accounting: the project's own file and the generic workload
// against the previous binary (-prev) and pgn-extract checking the same
// number of plies of chess, one core and two; long games of every game;
// and start-up beside a Go hello-world.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/boardgame-referee/referee/internal/gen"
)

func main() {
	bin := flag.String("bin", "referee", "the referee binary")
	moves := flag.Int("moves", 1_000_000, "moves in each generated file (0: none, -issue alone)")
	dir := flag.String("dir", os.TempDir(), "where the generated files go")
	play := flag.String("play", "", "moves of one long game piped into `play`, beside `check --explain` of the same moves (e.g. 2000,20000)")
	issue := flag.Int("issue", 0, "measure the speed goals (docs/performance.md) first on a file of this many Russian turtles races (20000)")
	long := flag.Int("long", 200_000, "moves of long games of each game, for -issue")
	runs := flag.Int("runs", 5, "runs of each command, for -issue: the median is shown")
	prev := flag.String("prev", "", "the previous binary, measured beside -bin for -issue")
	cgoOn := flag.String("cgo", "", "a build of the same tree with cgo on (dynamic: pflag imports net), whose start-up -issue measures beside -bin's")
	flag.Parse()
	if *play != "" {
		playRuns(*bin, *dir, *play)
		return
	}
	if *issue > 0 {
		if err := goals(*bin, *prev, *cgoOn, *dir, *issue, *long, *runs, flag.Args()); err != nil {
			fmt.Fprintln(os.Stderr, "benchrun:", err)
			os.Exit(1)
		}
	}
	if *moves <= 0 {
		return // -issue alone
	}
	fmt.Printf("%-18s %-14s %10s %10s %9s %9s %10s\n", "game", "flags", "moves", "seconds", "Mmoves/s", "MB/s", "peak RSS")
	for _, game := range flag.Args() {
		path := filepath.Join(*dir, fmt.Sprintf("bench-%s-%d.txt", game, *moves))
		n, size, err := generate(game, path, *moves)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchrun:", err)
			os.Exit(1)
		}
		for _, flags := range [][]string{{"-j", "1"}, {"-j", "1", "--json"}, {"-j", strconv.Itoa(runtime.NumCPU())}} {
			lowerPeak()
			wall, rss, err := run(*bin, append(append([]string{"check"}, flags...), path))
			if err != nil {
				fmt.Fprintln(os.Stderr, "benchrun:", err)
				os.Exit(1)
			}
			fmt.Printf("%-18s %-14s %10d %10.2f %9.2f %9.1f %10s\n", game, strings.Join(flags, " "), n, wall.Seconds(),
				float64(n)/wall.Seconds()/1e6, float64(size)/wall.Seconds()/(1<<20), rssText(rss))
		}
	}
}

// playRuns pipes one long legal game into `referee play` and checks the
// same moves with `referee check --explain`, side by side, for each count.
func playRuns(bin, dir, counts string) {
	fmt.Printf("%-8s %-22s %10s %10s %10s\n", "moves", "command", "seconds", "moves/s", "peak RSS")
	for _, c := range strings.Split(counts, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(c))
		if err != nil || n <= 0 {
			fmt.Fprintln(os.Stderr, "benchrun: -play wants counts of moves:", c)
			os.Exit(2)
		}
		steps := []string{"A: d1-e5", "B: n1-m5", "A: e5-d1", "B: m5-n1"}
		var b strings.Builder
		for i := range n {
			b.WriteString(steps[i%4] + "\n")
		}
		moves := filepath.Join(dir, fmt.Sprintf("bench-play-%d.txt", n))
		file := filepath.Join(dir, fmt.Sprintf("bench-play-%d-file.txt", n))
		if os.WriteFile(moves, []byte(b.String()), 0o644) != nil || os.WriteFile(file, []byte("game: chinese-checkers\nplayers: A, B\n"+b.String()), 0o644) != nil {
			fmt.Fprintln(os.Stderr, "benchrun: cannot write", dir)
			os.Exit(1)
		}
		for _, r := range []struct {
			name string
			args []string
			in   string
		}{
			{"play (piped)", []string{"play", "chinese-checkers", "--players", "A, B"}, moves},
			{"check --explain", []string{"check", "--explain", "-j", "1", file}, ""},
		} {
			lowerPeak()
			wall, rss, err := runIn(bin, r.args, r.in)
			if err != nil {
				fmt.Fprintln(os.Stderr, "benchrun:", err)
				os.Exit(1)
			}
			fmt.Printf("%-8d %-22s %10.3f %10.0f %10s\n", n, r.name, wall.Seconds(), float64(n)/wall.Seconds(), rssText(rss))
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
func run(bin string, args []string) (time.Duration, int64, error) { return runIn(bin, args, "") }

// runIn is run with standard input read from a file ("" for none).
func runIn(bin string, args []string, in string) (time.Duration, int64, error) {
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = io.Discard, os.Stderr
	if in != "" {
		f, err := os.Open(in)
		if err != nil {
			return 0, 0, err
		}
		defer f.Close()
		cmd.Stdin = f
	}
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

// timing is one whole run: wall time, CPU time (user and system) and peak
// resident memory.
type timing struct {
	wall, cpu time.Duration
	rss       int64
}

// timeRun runs a command, output discarded, and returns its timing; an
// exit status of 1 (an illegal move) is a verdict, not a failure.
func timeRun(name string, args ...string) (timing, error) {
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if exit, ok := err.(*exec.ExitError); ok && exit.ExitCode() <= 1 {
		err = nil
	}
	if err != nil {
		return timing{}, fmt.Errorf("%s %s: %w", name, strings.Join(args, " "), err)
	}
	t := timing{wall: wall, cpu: cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()}
	if usage, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		t.rss = usage.Maxrss << 10
	}
	return t, nil
}

// lowerPeak makes this program's own peak memory as low as it can be made
// now. Linux starts a child's peak at its parent's when the child execs
// (Go's os/exec shares the parent's memory until then), so a small
// command run from a benchrun that grew while it generated files was
// reported at benchrun's peak (41 MB for a hello-world). Memory given back
// and the peak reset (clear_refs 5, Linux 4.0 on) leave benchrun's own
// few MB as the floor, which rssText shows as a bound.
func lowerPeak() {
	runtime.GC()
	debug.FreeOSMemory()
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) // where it is refused, the floor is only higher
}

// rssText is a peak for a table: a child's peak that is not above this
// program's own is only known to be at most that.
func rssText(rss int64) string {
	var self syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &self) == nil && rss <= self.Maxrss<<10 {
		return fmt.Sprintf("≤ %d MB", rss>>20)
	}
	return fmt.Sprintf("%d MB", rss>>20)
}
