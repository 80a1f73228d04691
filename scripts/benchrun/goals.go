package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"time"

	"github.com/boardgame-referee/referee/internal/gen"
)

// opera is Morphy's Opera game (Paris, 1858), 33 plies: the chess game
// pgn-extract checks, repeated to the plies of the turtles file.
const opera = `[Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0

`

const operaPlies = 33

// goals measures the speed goals (docs/performance.md): on the project's own file and on the
// generic workload, check -j 1 against the previous binary and against
// pgn-extract checking as many plies of chess (CPU per core), and -j 2
// against the machine's own two-process ceiling; long games of every game
// on one core; and start-up beside a Go hello-world.
func goals(bin, prev, cgoOn, dir string, races, long, runs int, games []string) error {
	pgn := pgnExtract()
	if pgn == "" {
		fmt.Println("pgn-extract: not found (apt-get install -y pgn-extract, as root): no comparison made")
	}
	workloads := []struct {
		name, file string
		write      func(w io.Writer, n int, seed uint64) (int, error)
	}{
		{"the project's own file (gen -russian)", "russian", gen.RussianTurtles},
		{"the generic workload (gen -generic)", "generic", gen.GenericTurtles},
	}
	for _, wl := range workloads {
		if err := fileGoals(wl.name, wl.file, wl.write, bin, prev, pgn, dir, races, runs); err != nil {
			return err
		}
	}
	fmt.Printf("\nlong games, about %d moves of each game, -j 1 (goal ≥ 3 M moves/s of CPU):\n", long)
	var longs []*bench
	counts := map[string]int{}
	for _, game := range games {
		path := filepath.Join(dir, fmt.Sprintf("bench-long-%s-%d.txt", game, long))
		n, _, err := writeFile(path, func(w *bufio.Writer) (int, error) { return longGames(w, game, long) })
		if err != nil {
			return err
		}
		counts[game] = n
		longs = append(longs, &bench{name: game, cmd: []string{bin, "check", "-j", "1", path}})
		if prev != "" {
			counts[game+" (previous)"] = n
			longs = append(longs, &bench{name: game + " (previous)", cmd: []string{prev, "check", "-j", "1", path}})
		}
	}
	if err := measure(longs, runs); err != nil {
		return err
	}
	fmt.Printf("  %-29s %10s %22s %10s %12s %9s\n", "game", "moves", "CPU s", "wall s", "M moves/s", "peak RSS")
	for _, b := range longs {
		m := b.median()
		fmt.Printf("  %-29s %10d %22s %10.3f %12.2f %9s\n", b.name, counts[b.name], b.spread(func(t timing) float64 { return t.cpu.Seconds() }), m.wall.Seconds(),
			float64(counts[b.name])/m.cpu.Seconds()/1e6, rssText(m.rss))
	}

	fmt.Println("\nstart-up: one booklet example checked, the whole process (goal ≤ 2× a Go hello-world's CPU):")
	small := filepath.Join(dir, "bench-startup.txt")
	if err := os.WriteFile(small, []byte("game: turtles\nplayers: Нина, Паша\nцвета: Нина=красная, Паша=синяя\n\nНина: красная +1\nПаша: синяя +2\n"), 0o644); err != nil {
		return err
	}
	start := []*bench{{name: "referee check", cmd: []string{bin, "check", small}}}
	if prev != "" {
		start = append(start, &bench{name: "previous binary", cmd: []string{prev, "check", small}})
	}
	if cgoOn != "" {
		start = append(start, &bench{name: "a build with cgo on", cmd: []string{cgoOn, "check", small}})
	}
	// The floor of the machine, measured beside: what starting any Go
	// program costs here (a start-up is mostly the kernel's page faults,
	// whose price differs from machine to machine by ten times).
	hello, err := helloWorld(dir)
	if err != nil {
		fmt.Println("  a Go hello-world could not be built, measured without it:", err)
	} else {
		start = append(start, &bench{name: "Go hello-world", cmd: []string{hello}})
	}
	if err := measure(start, max(runs, 20)); err != nil {
		return err
	}
	floor := start[len(start)-1].median().cpu
	for _, b := range start {
		m := b.median()
		fmt.Printf("  %-18s CPU %s ms, wall %.2f ms, peak RSS %s", b.name, b.spread(func(t timing) float64 { return t.cpu.Seconds() * 1e3 }), m.wall.Seconds()*1e3, rssText(m.rss))
		if hello != "" {
			fmt.Printf(", %.2f× hello-world's CPU", m.cpu.Seconds()/floor.Seconds())
		}
		fmt.Println()
	}
	fmt.Println()
	return nil
}

// fileGoals measures one file of races: check -j 1, the previous binary,
// -j 2, pgn-extract on as many plies of chess, and two -j 1 at once.
func fileGoals(title, file string, write func(w io.Writer, n int, seed uint64) (int, error), bin, prev, pgn, dir string, races, runs int) error {
	turtles := filepath.Join(dir, fmt.Sprintf("bench-%s-%d.txt", file, races))
	moves, size, err := writeFile(turtles, func(w *bufio.Writer) (int, error) { return write(w, races, 1) })
	if err != nil {
		return err
	}
	chess := filepath.Join(dir, fmt.Sprintf("bench-opera-%d.pgn", moves))
	copies := (moves + operaPlies - 1) / operaPlies
	if _, _, err := writeFile(chess, func(w *bufio.Writer) (int, error) {
		for range copies {
			w.WriteString(opera)
		}
		return copies * operaPlies, nil
	}); err != nil {
		return err
	}
	fmt.Printf("%s: %d turtles races, %d moves, %.1f MB; Morphy's Opera game × %d, %d plies; median of %d rounds (min–max)\n",
		title, races, moves, float64(size)/(1<<20), copies, copies*operaPlies, runs)
	j1 := &bench{name: "referee check -j 1", cmd: []string{bin, "check", "-j", "1", turtles}}
	j2 := &bench{name: "referee check -j 2", cmd: []string{bin, "check", "-j", "2", turtles}}
	// What two cores give on this machine to work that shares nothing:
	// two processes of -j 1 at once (a virtual machine's two CPUs may be
	// one core's two threads on the host, or share its caches).
	pair := &bench{name: "two check -j 1 at once", cmd: []string{"/bin/sh", "-c", `"$0" check -j 1 "$1" & "$0" check -j 1 "$1"; wait`, bin, turtles}}
	var before, chessRun *bench
	cmds := []*bench{j1}
	if prev != "" {
		before = &bench{name: "previous binary -j 1", cmd: []string{prev, "check", "-j", "1", turtles}}
		cmds = append(cmds, before)
	}
	if pgn != "" {
		chessRun = &bench{name: "pgn-extract -r -s", cmd: []string{pgn, "-r", "-s", chess}}
		cmds = append(cmds, chessRun)
	}
	cmds = append(cmds, j2, pair)
	if err := measure(cmds, runs); err != nil {
		return err
	}
	fmt.Printf("  %-26s %22s %22s %12s %9s\n", "command", "CPU s", "wall s", "M moves/s", "peak RSS")
	for _, b := range cmds {
		m := b.median()
		fmt.Printf("  %-26s %22s %22s %12.2f %9s\n", b.name, b.spread(func(t timing) float64 { return t.cpu.Seconds() }),
			b.spread(func(t timing) float64 { return t.wall.Seconds() }), float64(moves)/m.cpu.Seconds()/1e6, rssText(m.rss))
	}
	one := j1.median()
	if before != nil {
		fmt.Printf("  against the previous binary, CPU: %.2f× (its CPU over ours; goal ≥ 1.0×)\n", before.median().cpu.Seconds()/one.cpu.Seconds())
	}
	if chessRun != nil {
		fmt.Printf("  against pgn-extract, per core: %.2f× (its CPU over ours; goal ≥ 1.0×)\n", chessRun.median().cpu.Seconds()/one.cpu.Seconds())
	}
	ceiling := 2 * one.wall.Seconds() / pair.median().wall.Seconds()
	speedup := one.wall.Seconds() / j2.median().wall.Seconds()
	fmt.Printf("  -j 2: %.2f× -j 1's wall time; two -j 1 at once: %.2f× one's; -j 2 is %.2f of that ceiling (goal ≥ 0.9)\n\n",
		speedup, ceiling, speedup/ceiling)
	return nil
}

// bench is a command and its runs.
type bench struct {
	name string
	cmd  []string
	runs []timing
}

// spread is a figure's median and, in brackets, its least and greatest.
func (b *bench) spread(f func(timing) float64) string {
	v := make([]float64, len(b.runs))
	for i, r := range b.runs {
		v[i] = f(r)
	}
	slices.Sort(v)
	return fmt.Sprintf("%.3f (%.3f–%.3f)", v[len(v)/2], v[0], v[len(v)-1])
}

// median is each figure's median over the runs, taken apart.
func (b *bench) median() timing {
	pick := func(f func(timing) time.Duration) time.Duration {
		v := make([]time.Duration, len(b.runs))
		for i, r := range b.runs {
			v[i] = f(r)
		}
		slices.Sort(v)
		return v[len(v)/2]
	}
	rss := slices.MaxFunc(b.runs, func(a, c timing) int { return int(a.rss - c.rss) }).rss
	return timing{wall: pick(func(t timing) time.Duration { return t.wall }), cpu: pick(func(t timing) time.Duration { return t.cpu }), rss: rss}
}

// measure runs each command once to warm the caches, then runs them in
// turn, A B C A B C …, so a drift of the machine's speed touches all.
func measure(cmds []*bench, runs int) error {
	lowerPeak()
	for round := -1; round < runs; round++ {
		for i := range cmds {
			t, err := timeRun(cmds[i].cmd[0], cmds[i].cmd[1:]...)
			if err != nil {
				return err
			}
			if round >= 0 {
				cmds[i].runs = append(cmds[i].runs, t)
			}
		}
	}
	return nil
}

// pgnExtract finds pgn-extract: Debian installs it in /usr/games, which is
// not always on PATH.
func pgnExtract() string {
	if p, err := exec.LookPath("pgn-extract"); err == nil {
		return p
	}
	if _, err := os.Stat("/usr/games/pgn-extract"); err == nil {
		return "/usr/games/pgn-extract"
	}
	return ""
}

// longGames writes long random games of game, each as long as its rules
// let random play make it (gen.Long), until about moves moves are written.
func longGames(w *bufio.Writer, game string, moves int) (int, error) {
	n := 0
	for seed := uint64(1); n < moves; seed++ {
		got, err := gen.Long(w, game, moves-n, 1000, seed)
		if err != nil {
			return n, err
		}
		if got == 0 {
			return n, errors.New(game + ": a long game of no move")
		}
		w.WriteString("\n")
		n += got
	}
	return n, nil
}

// writeFile writes a generated file through a buffer and returns what the
// writer counted and the file's size.
func writeFile(path string, write func(w *bufio.Writer) (int, error)) (int, int64, error) {
	f, err := os.Create(path)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	n, err := write(w)
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		return 0, 0, err
	}
	st, err := f.Stat()
	if err != nil {
		return 0, 0, err
	}
	return n, st.Size(), f.Close()
}

// helloWorld builds a Go program that writes a line and exits, with the Go
// that builds the referee, and returns its path.
func helloWorld(dir string) (string, error) {
	src := filepath.Join(dir, "hello")
	if err := os.MkdirAll(src, 0o755); err != nil {
		return "", err
	}
	files := map[string]string{
		"go.mod":  "module hello\n",
		"main.go": "package main\n\nimport \"os\"\n\nfunc main() { os.Stdout.WriteString(\"hello\\n\") }\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(src, name), []byte(text), 0o644); err != nil {
			return "", err
		}
	}
	out := filepath.Join(src, "hello")
	build := exec.Command("go", "build", "-o", out, ".")
	build.Dir = src
	if msg, err := build.CombinedOutput(); err != nil {
		return "", fmt.Errorf("%v: %s", err, msg)
	}
	return out, nil
}
