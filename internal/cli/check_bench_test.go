package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/gen"
	"github.com/boardgame-referee/referee/notation"
)

// BenchmarkCheckRussianTurtles is `referee check -j 1` of issue 24's
// workload, 2,000 Russian turtles races (цвета:, итог:), output discarded:
// moves a second, and allocations per game and per move.
func BenchmarkCheckRussianTurtles(b *testing.B) { benchCheck(b, gen.RussianTurtles) }

// BenchmarkCheckGenericTurtles is the same of issue 40's generic workload:
// 2,000 turtles races as people write them (gen.GenericTurtles).
func BenchmarkCheckGenericTurtles(b *testing.B) { benchCheck(b, gen.GenericTurtles) }

func benchCheck(b *testing.B, write func(w io.Writer, n int, seed uint64) (int, error)) {
	for _, flags := range [][]string{{"-j", "1"}, {"-j", "1", "--json"}, {"-j", "2"}} {
		b.Run(strings.Join(flags, ""), func(b *testing.B) {
			const races = 2000
			var buf bytes.Buffer
			moves, err := write(&buf, races, 1)
			if err != nil {
				b.Fatal(err)
			}
			path := filepath.Join(b.TempDir(), "races.txt")
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				b.Fatal(err)
			}
			args := append(append([]string{"check"}, flags...), path)
			b.SetBytes(int64(buf.Len()))
			b.ReportAllocs()
			before := mallocs()
			for b.Loop() {
				if code := Main(args, IO{In: strings.NewReader(""), Out: io.Discard, Err: io.Discard, Getenv: func(string) string { return "" }}); code != 0 {
					b.Fatalf("exit %d", code)
				}
			}
			benchFigures(b, races, moves, before)
		})
	}
}

// benchFigures reports moves a second and allocations per game and per
// move, from the runtime's count of allocations since before (taken just
// before the benchmark's loop).
func benchFigures(b *testing.B, games, moves int, before uint64) {
	n := float64(mallocs()-before) / float64(b.N)
	b.ReportMetric(float64(moves)*float64(b.N)/b.Elapsed().Seconds(), "moves/s")
	b.ReportMetric(n/float64(games), "allocs/game")
	b.ReportMetric(n/float64(moves), "allocs/move")
	b.ReportMetric(0, "ns/op")
}

func mallocs() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.Mallocs
}

// BenchmarkReadRussianTurtles is what the reading goroutine of `check -j
// N` does with issue 24's workload: find where each game starts and hand
// it on unframed (Reader.Lazy). Against BenchmarkCheckRussianTurtles/-j1
// it is the part of the work no second core shares.
func BenchmarkReadRussianTurtles(b *testing.B) {
	var buf bytes.Buffer
	moves, err := gen.RussianTurtles(&buf, 2000, 1)
	if err != nil {
		b.Fatal(err)
	}
	reg := games.NewRegistry()
	b.SetBytes(int64(buf.Len()))
	b.ReportAllocs()
	before := mallocs()
	for b.Loop() {
		r := notation.NewReader("x", bytes.NewReader(buf.Bytes()), reg.Dialect)
		r.Lazy()
		n := 0
		for g := r.Next(); g != nil; g = r.Next() {
			n++
		}
		if n != 2000 {
			b.Fatalf("%d games", n)
		}
	}
	benchFigures(b, 2000, moves, before)
}
