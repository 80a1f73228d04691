package bigraces_test

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	bigraces "github.com/boardgame-referee/referee/games/big-races"
	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// races writes n random whole legal races (2–4 players, the default track
// and laps), every move drawn from the engine's own Legal(), each move line
// written by style: "bare" `4f` (the car due), "player" `Anna: 4f` (the
// player's car due), "numbered" `12. Anna1: 4f`, or "named" `Anna1: 4f`.
func races(b *testing.B, n int, style string) ([]byte, int) {
	b.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	var buf bytes.Buffer
	moves := 0
	for range n {
		players := []string{"Anna", "Boris", "Vera", "Gleb"}[:2+rng.IntN(3)]
		header := fmt.Sprintf("game: big-races\nplayers: %s\n", strings.Join(players, ", "))
		s, r := refereetest.Open(bigraces.Spec(), header)
		if s == nil {
			b.Fatal(r.FirstProblem())
		}
		buf.WriteString(header + "\n")
		for i := 0; !s.Outcome().Over; i++ {
			ch := s.Legal(nil)
			car := ch.Intro.(bigraces.CarDue).Car.Name()
			path := ch.Moves[rng.IntN(len(ch.Moves))].Text
			if err := refereetest.Play(s, path); err != nil {
				b.Fatal(err)
			}
			switch style {
			case "bare":
				buf.WriteString(path + "\n")
			case "player":
				buf.WriteString(players[ownerOf(car, players)] + ": " + path + "\n")
			case "numbered":
				fmt.Fprintf(&buf, "%d. %s: %s\n", i+1, car, path)
			default:
				buf.WriteString(car + ": " + path + "\n")
			}
			moves++
		}
		buf.WriteString("\n")
	}
	return buf.Bytes(), moves
}

// ownerOf is the player of a car's name.
func ownerOf(car string, players []string) int {
	for p, name := range players {
		if strings.TrimRight(car, "12") == name {
			return p
		}
	}
	return -1
}

// BenchmarkCheckRaces is `referee check` of a file of random whole legal
// races, output discarded: moves a second, and allocations.
func BenchmarkCheckRaces(b *testing.B) {
	for _, style := range []string{"bare", "player", "numbered", "named"} {
		b.Run(style, func(b *testing.B) {
			data, moves := races(b, 200, style)
			path := filepath.Join(b.TempDir(), "races.txt")
			if err := os.WriteFile(path, data, 0o644); err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if code := cli.Main([]string{"check", path}, cli.IO{In: strings.NewReader(""), Out: io.Discard, Err: io.Discard, Getenv: func(string) string { return "" }}); code != 0 {
					b.Fatalf("exit %d", code)
				}
			}
			b.ReportMetric(float64(moves)*float64(b.N)/b.Elapsed().Seconds(), "moves/s")
			b.ReportMetric(float64(moves), "moves")
		})
	}
}
