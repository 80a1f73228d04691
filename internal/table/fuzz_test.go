package table_test

import (
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/golden"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// FuzzEnter: two lines typed at the table, whatever they hold, never panic;
// what is taken leaves a game whose transcript `check` accepts as it stands
// (the claim aside, which is judged only at the end).
func FuzzEnter(f *testing.F) {
	for name, data := range golden.Files(f, "../../corpus/*/*.txt") {
		for _, g := range notation.ReadAll(name, data, games.NewRegistry().Dialect).Games {
			for _, m := range g.Moves {
				line := m.Text
				if m.Actor != "" {
					line = m.Actor + ": " + m.Text
				}
				f.Add(g.ID.Text, line, "")
			}
			for _, e := range g.Header {
				f.Add(g.ID.Text, e.Key+": "+e.Value, "A: red +1")
			}
		}
	}
	f.Add("turtles", "colors: A=red, B=blue", ":undo")
	f.Add("turbo", "task: frogs > 4", "A: 5 frogs; B: turbo")
	reg := games.NewRegistry()
	f.Fuzz(func(t *testing.T, game, first, second string) {
		spec, ok := reg.Lookup(game)
		if !ok {
			return
		}
		tb, _, problems := table.Start(reg, spec, []table.Header{{Key: "players", Value: "A, B"}}, nil)
		if problems != nil {
			t.Fatalf("%s does not start: %v", game, problems)
		}
		for _, line := range []string{first, second} {
			r := tb.Enter(line)
			if r.Refused && len(r.Lines) == 0 {
				t.Fatalf("%q refused with nothing said", line)
			}
		}
		text := tb.Transcript()
		file := notation.ReadAll("t", []byte(text), reg.Dialect)
		if len(file.Games) != 1 {
			t.Fatalf("the transcript frames into %d games:\n%s", len(file.Games), text)
		}
		rep := referee.ReplayGame("t", file.Games[0], reg, referee.Options{})
		for _, l := range rep.Lines {
			if (l.Kind == referee.KindError || l.Kind == referee.KindViolation) && !l.Claim {
				t.Fatalf("the game at the table is refused by check: %+v\n%s", l, text)
			}
		}
		if rep.Moves != tb.Moves() {
			t.Fatalf("%d moves at the table, %d replayed:\n%s", tb.Moves(), rep.Moves, text)
		}
	})
}
