package cli_test

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// longGame is one legal chinese-checkers game of n moves, as lines typed
// at the table: two pieces stepping out and back.
func longGame(n int) string {
	steps := []string{"A: d1-e5", "B: n1-m5", "A: e5-d1", "B: m5-n1"}
	var b strings.Builder
	for i := range n {
		b.WriteString(steps[i%4])
		b.WriteByte('\n')
	}
	return b.String()
}

// BenchmarkPlayPiped plays n moves piped into `referee play` and checks the
// same moves with `referee check --explain`, side by side: the table frames
// each line alone and plays it on its session, so the two cost about the
// same and grow linearly (issue 18: within 2×).
func BenchmarkPlayPiped(b *testing.B) {
	env := func(string) string { return "" }
	for _, n := range []int{2000, 20000} {
		moves := longGame(n)
		file := "game: chinese-checkers\nplayers: A, B\n" + moves
		b.Run(fmt.Sprintf("play/%d", n), func(b *testing.B) {
			for b.Loop() {
				code := cli.Main([]string{"play", "chinese-checkers", "--players", "A, B"}, cli.IO{In: strings.NewReader(moves), Out: io.Discard, Err: io.Discard, Getenv: env})
				if code != 0 {
					b.Fatalf("exit %d", code)
				}
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "moves/s")
		})
		b.Run(fmt.Sprintf("check-explain/%d", n), func(b *testing.B) {
			for b.Loop() {
				code := cli.Main([]string{"check", "--explain", "-j", "1", "-"}, cli.IO{In: strings.NewReader(file), Out: io.Discard, Err: io.Discard, Getenv: env})
				if code != 0 {
					b.Fatalf("exit %d", code)
				}
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}
