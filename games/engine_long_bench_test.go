package games_test

import (
	"bytes"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/gen"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// BenchmarkEngineLong is what a game's engine alone costs a move of a long
// game, the first 20,000 moves of the long game scripts/bench.sh checks
// (gen.Long, seed 1): the starting position made, then every move parsed
// and applied untold, as a check does. The framing is done before the
// clock starts.
func BenchmarkEngineLong(b *testing.B) {
	for _, game := range []string{"big-races", "chinese-checkers", "super-race"} {
		b.Run(game, func(b *testing.B) { benchEngineLong(b, game) })
	}
}

func benchEngineLong(b *testing.B, game string) {
	var text bytes.Buffer
	n, err := gen.Long(&text, game, 20000, 1000, 1)
	if err != nil {
		b.Fatal(err)
	}
	reg := games.NewRegistry()
	g := notation.ReadAll("long", text.Bytes(), reg.Dialect).Games[0]
	spec, _ := reg.Lookup(g.ID.Text)
	if len(g.Moves) != n {
		b.Fatalf("%d moves framed of %d", len(g.Moves), n)
	}
	said := len(g.Errors)
	b.ReportAllocs()
	for b.Loop() {
		g.Errors = g.Errors[:said] // Begin adds its notes to the game's list
		s := referee.Begin(g, spec, referee.Options{})
		e := s.Engine()
		for _, m := range g.Moves {
			if m.Who.Whom != notation.Player {
				b.Fatalf("%d: %q is no player's move", m.Pos.Line, m.Text)
			}
			mv, err := e.Parse(m)
			if err != nil {
				b.Fatalf("%d: %s", m.Pos.Line, err.Code())
			}
			if st := e.Apply(m.Who.Index, mv, false); st.Violation != nil {
				b.Fatalf("%d: %s", m.Pos.Line, st.Violation.Code())
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/move")
}
