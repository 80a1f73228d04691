package corpus

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/internal/gen"
)

// bulkFile writes a file of random whole games of a game, about moves long.
func bulkFile(b *testing.B, game string, moves int) (string, int, int64) {
	b.Helper()
	var buf bytes.Buffer
	_, n, err := gen.Write(&buf, game, moves, 1)
	if err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), game+".txt")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	return path, n, int64(buf.Len())
}

// BenchmarkCheck is `referee check` of a file of random whole legal games of
// each game, output discarded: moves a second, and allocations per move.
func BenchmarkCheck(b *testing.B) {
	for _, game := range []string{"turtles", "chinese-checkers", "turbo", "big-races", "super-race"} {
		for _, flags := range [][]string{nil, {"--json"}} {
			name := game + strings.Join(append([]string{""}, flags...), "")
			b.Run(name, func(b *testing.B) {
				path, moves, size := bulkFile(b, game, 100000)
				args := append(append([]string{"check"}, flags...), path)
				b.SetBytes(size)
				b.ReportAllocs()
				for b.Loop() {
					if code := cli.Main(args, cli.IO{In: strings.NewReader(""), Out: io.Discard, Err: io.Discard, Getenv: func(string) string { return "" }}); code != 0 {
						b.Fatalf("exit %d", code)
					}
				}
				b.ReportMetric(float64(moves)*float64(b.N)/b.Elapsed().Seconds(), "moves/s")
				b.ReportMetric(0, "ns/op")
			})
		}
	}
}
