package table_test

import (
	"math/rand/v2"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/table"
)

// BenchmarkEnterLongGame: one move typed (and taken back) at the end of a
// long game: the whole transcript is framed again for each line, so the
// cost grows with the game; it must stay far below what a person notices.
func BenchmarkEnterLongGame(b *testing.B) {
	reg := games.NewRegistry()
	spec, _ := reg.Lookup("chinese-checkers")
	tb, _, _ := table.Start(reg, spec, []table.Header{{Key: "players", Value: "A, B, C, D, E, F"}}, nil)
	rng := rand.New(rand.NewPCG(1, 2))
	for tb.Moves() < 1000 && !tb.Over() {
		legal := tb.Session().Legal(nil).Moves
		tb.Enter(legal[rng.IntN(len(legal))].Text)
	}
	move := tb.Session().Legal(nil).Moves[0].Text
	b.ReportMetric(float64(tb.Moves()), "moves")
	for b.Loop() {
		if r := tb.Enter(move); r.Refused {
			b.Fatal(r.Lines)
		}
		tb.Undo()
	}
}
