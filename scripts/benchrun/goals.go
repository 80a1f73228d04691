package main

import (
	"bufio"
	"errors"
	"fmt"
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

// goals measures issue 24's goals: the Russian turtles file against
// pgn-extract (per core, and -j 2 against -j 1), long games of every game
// on one core, and start-up.
func goals(bin, cgoOn, dir string, races, long, runs int, games []string) error {
	turtles := filepath.Join(dir, fmt.Sprintf("bench-issue24-%d.txt", races))
	moves, size, err := writeFile(turtles, func(w *bufio.Writer) (int, error) { return gen.RussianTurtles(w, races, 1) })
	if err != nil {
		return err
	}
	chess := filepath.Join(dir, fmt.Sprintf("bench-issue24-opera-%d.pgn", moves))
	copies := (moves + operaPlies - 1) / operaPlies
	if _, _, err := writeFile(chess, func(w *bufio.Writer) (int, error) {
		for range copies {
			w.WriteString(opera)
		}
		return copies * operaPlies, nil
	}); err != nil {
		return err
	}
	fmt.Printf("issue 24: %d Russian turtles races, %d moves, %.1f MB; Morphy's Opera game × %d, %d plies\n",
		races, moves, float64(size)/(1<<20), copies, copies*operaPlies)
	pgn := pgnExtract()
	cmds := []bench{
		{name: "referee check -j 1", cmd: []string{bin, "check", "-j", "1", turtles}},
		{name: "referee check -j 2", cmd: []string{bin, "check", "-j", "2", turtles}},
		{name: "referee check -j 1 --json", cmd: []string{bin, "check", "-j", "1", "--json", turtles}},
	}
	// What two cores give on this machine to work that shares nothing:
	// two processes of -j 1 at once (a virtual machine's two CPUs may be
	// one core's two threads on the host, or share its caches).
	pair := bench{name: "two check -j 1 at once", cmd: []string{"/bin/sh", "-c", `"$0" check -j 1 "$1" & "$0" check -j 1 "$1"; wait`, bin, turtles}}
	if pgn != "" {
		cmds = append(cmds, bench{name: "pgn-extract -r -s", cmd: []string{pgn, "-r", "-s", chess}})
	}
	cmds = append(cmds, pair)
	if err := measure(cmds, runs); err != nil {
		return err
	}
	pairs := cmds[len(cmds)-1].median()
	cmds = cmds[:len(cmds)-1]
	printTable(cmds, moves)
	j1, j2 := cmds[0].median(), cmds[1].median()
	fmt.Printf("  -j 2 against -j 1: %.2f× in wall time (goal ≥ 1.8×)\n", j1.wall.Seconds()/j2.wall.Seconds())
	fmt.Printf("  the machine's two cores on work that shares nothing, two processes of -j 1 at once: %.2f× one's wall time (%.3f s for both)\n",
		2*j1.wall.Seconds()/pairs.wall.Seconds(), pairs.wall.Seconds())
	if pgn != "" {
		p := cmds[3].median()
		fmt.Printf("  against pgn-extract, per core: %.2f× (its CPU time over ours; goal ≥ 1.0×); -j 2 in wall time: %.2f×\n",
			p.cpu.Seconds()/j1.cpu.Seconds(), p.wall.Seconds()/j2.wall.Seconds())
	} else {
		fmt.Println("  pgn-extract: not found (apt-get install -y pgn-extract, as root): no comparison made")
	}

	fmt.Printf("\nlong games, about %d moves of each game, -j 1 (goal ≥ 3 M moves/s of CPU):\n", long)
	var longs []bench
	counts := map[string]int{}
	for _, game := range games {
		path := filepath.Join(dir, fmt.Sprintf("bench-long-%s-%d.txt", game, long))
		n, _, err := writeFile(path, func(w *bufio.Writer) (int, error) { return longGames(w, game, long) })
		if err != nil {
			return err
		}
		counts[game] = n
		longs = append(longs, bench{name: game, cmd: []string{bin, "check", "-j", "1", path}})
	}
	if err := measure(longs, runs); err != nil {
		return err
	}
	fmt.Printf("  %-18s %10s %10s %10s %12s %9s\n", "game", "moves", "CPU s", "wall s", "M moves/s", "peak RSS")
	for _, b := range longs {
		m := b.median()
		fmt.Printf("  %-18s %10d %10.3f %10.3f %12.2f %9s\n", b.name, counts[b.name], m.cpu.Seconds(), m.wall.Seconds(),
			float64(counts[b.name])/m.cpu.Seconds()/1e6, rssText(m.rss))
	}

	fmt.Println("\nstart-up: one booklet example checked, the whole process (goal ≤ 2 ms):")
	small := filepath.Join(dir, "bench-startup.txt")
	if err := os.WriteFile(small, []byte("game: turtles\nplayers: Нина, Паша\nцвета: Нина=красная, Паша=синяя\n\nНина: красная +1\nПаша: синяя +2\n"), 0o644); err != nil {
		return err
	}
	start := []bench{{name: "referee check", cmd: []string{bin, "check", small}}}
	if cgoOn != "" {
		start = append(start, bench{name: "a build with cgo on", cmd: []string{cgoOn, "check", small}})
	}
	// The floor of the machine, measured beside: what starting any Go
	// program costs here (a start-up is mostly the kernel's page faults,
	// whose price differs from machine to machine by ten times).
	hello, err := helloWorld(dir)
	if err != nil {
		fmt.Println("  a Go hello-world could not be built, measured without it:", err)
	} else {
		start = append(start, bench{name: "Go hello-world", cmd: []string{hello}})
	}
	if err := measure(start, max(runs, 20)); err != nil {
		return err
	}
	for _, b := range start {
		m := b.median()
		fmt.Printf("  %-18s CPU %.2f ms, wall %.2f ms, peak RSS %s\n", b.name, m.cpu.Seconds()*1e3, m.wall.Seconds()*1e3, rssText(m.rss))
	}
	fmt.Println()
	return nil
}

// bench is a command and its runs.
type bench struct {
	name string
	cmd  []string
	runs []timing
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
func measure(cmds []bench, runs int) error {
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

func printTable(cmds []bench, moves int) {
	fmt.Printf("  %-26s %10s %10s %12s %9s\n", "command", "CPU s", "wall s", "M moves/s", "peak RSS")
	for _, b := range cmds {
		m := b.median()
		fmt.Printf("  %-26s %10.3f %10.3f %12.2f %9s\n", b.name, m.cpu.Seconds(), m.wall.Seconds(), float64(moves)/m.wall.Seconds()/1e6, rssText(m.rss))
	}
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
