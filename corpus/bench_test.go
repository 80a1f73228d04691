package corpus

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// BenchmarkCheckCorpus frames and replays every corpus transcript once per
// iteration, as `referee check` does, without printing.
func BenchmarkCheckCorpus(b *testing.B) {
	files, _ := filepath.Glob("*/*.txt")
	data := make([][]byte, len(files))
	for i, f := range files {
		data[i], _ = os.ReadFile(f)
	}
	reg := games.NewRegistry()
	b.ResetTimer()
	for b.Loop() {
		for i, f := range files {
			refereetest.Replay(notation.ReadAll(f, data[i], reg.Dialect), reg, referee.Options{})
		}
	}
}

// turtleGames writes n random whole games of turtles, every move drawn from
// the engine's legal moves, as one transcript file.
func turtleGames(b *testing.B, n int) []byte {
	reg := games.NewRegistry()
	var buf bytes.Buffer
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range n {
		players := []string{"A", "B", "C", "D"}[:2+i%3]
		header := fmt.Sprintf("game: turtles\nplayers: %s\n", strings.Join(players, ", "))
		g := notation.ReadAll("x", []byte(header), reg.Dialect).Games[0]
		r := referee.ReplayGame("x", g, reg, referee.Options{})
		moves, err := refereetest.Playout(r.Session, rng, 400)
		if err != nil {
			b.Fatal(err)
		}
		buf.WriteString(header)
		for _, m := range moves {
			buf.WriteString(m)
			buf.WriteByte('\n')
		}
		buf.WriteByte('\n')
	}
	return buf.Bytes()
}

// BenchmarkCheckTurtlesGames checks a file of 1,000 whole random games and
// reports games per second.
func BenchmarkCheckTurtlesGames(b *testing.B) {
	const n = 1000
	data := turtleGames(b, n)
	reg := games.NewRegistry()
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for b.Loop() {
		reports := refereetest.Replay(notation.ReadAll("x", data, reg.Dialect), reg, referee.Options{})
		if len(reports) != n || reports[n-1].Status() != referee.StatusOK {
			b.Fatalf("%d reports, last %s", len(reports), reports[len(reports)-1].Status())
		}
	}
	b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkCommandLine is one whole `referee check` of a booklet example:
// building the catalog, parsing flags, checking, printing.
func BenchmarkCommandLine(b *testing.B) {
	for b.Loop() {
		var out bytes.Buffer
		cli.Main([]string{"check", "turtles/short-race.txt"}, cli.IO{In: strings.NewReader(""), Out: &out, Err: &out, Getenv: func(string) string { return "" }})
	}
}
