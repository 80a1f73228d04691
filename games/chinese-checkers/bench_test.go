package chinesecheckers

import (
	"math/rand/v2"
	"testing"

	"github.com/boardgame-referee/referee/referee/refereetest"
)

// crowded is a six-player game 90 moves in: the centre full of pieces and
// long chains everywhere.
func crowded(b *testing.B) *game {
	s := open(b, "players: A, B, C, D, E, F\n")
	g := s.Engine().(*game)
	rng := rand.New(rand.NewPCG(3, 4))
	for range 90 {
		if err := refereetest.Play(s, greedy(g, rng)); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

func benchRoutes(b *testing.B, g *game) {
	buf := make([]route, 0, 256)
	n := 0
	b.ReportAllocs()
	for b.Loop() {
		n = len(g.routes(g.turn, buf[:0]))
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	b.ReportMetric(float64(n), "moves")
}

// BenchmarkLegalStart: move generation from the two-player start (14 moves).
func BenchmarkLegalStart(b *testing.B) { benchRoutes(b, start(b, "players: A, B\n")) }

// BenchmarkLegalCrowded: move generation in a crowded six-player middle game.
func BenchmarkLegalCrowded(b *testing.B) { benchRoutes(b, crowded(b)) }

// BenchmarkLegalStrings: Legal as `referee moves` calls it, strings included.
func BenchmarkLegalStrings(b *testing.B) {
	g := crowded(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Legal(nil)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "positions/s")
}
