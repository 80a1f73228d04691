package play

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/golden"
	"github.com/boardgame-referee/referee/notation"
)

// FuzzTable: whatever is typed at the table, in the order a person types
// it — the game, the players (or --players), header lines, moves,
// commands — the front answers and never panics. These are the table's
// entry points as the front calls them: table.Start from the players,
// table.Enter from a line, the commands over the table.
func FuzzTable(f *testing.F) {
	f.Add("turtles", "A, B", "red +1", ":undo")
	f.Add("turtles", "Jos\xe9, Ren\xe9e", "red +1", "")
	f.Add("turtles", "A\x01, B", "", "")
	f.Add("turtles", "A\r, B", "", "")
	f.Add("super-race", "track: oval", "A, B", ":moves rs rs rc bs yc")
	f.Add("turbo", "A, B", "task: frogs > 4", "A: 5 frogs; B: turbo")
	f.Add("chinese-checkers", "players: A, B", ":board --holes names", ":new turtles")
	for name, data := range golden.Files(f, "../../../corpus/*/*.txt") {
		for _, g := range notation.ReadAll(name, data, games.NewRegistry().Dialect).Games {
			for i, m := range g.Moves {
				if i < 2 {
					f.Add(g.ID.Text, "A, B", m.Text, ":explain")
				}
			}
		}
	}
	f.Chdir(f.TempDir()) // :save writes here
	f.Fuzz(func(t *testing.T, game, players, first, second string) {
		r := testFront(t, "en")
		for _, line := range []string{game, players, first, second, ":moves", ":board", ":transcript", ":undo 2", ":save"} {
			r.handle(line)
		}
	})
}

// FuzzLoad: a file of any bytes loaded at the table (`referee play FILE`)
// and played on never panics.
func FuzzLoad(f *testing.F) {
	for _, data := range golden.Files(f, "../../../corpus/*/*.txt") {
		f.Add(data, "pass")
	}
	f.Add([]byte("game: turtles\nplayers: Jos\xe9, Ren\xe9e\n"), "red +1")
	f.Add([]byte("game: turtles\nplayers: A\r, B\n"), "red +1")
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte, line string) {
		name := filepath.Join(dir, "game.txt")
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
		r := testFront(t, "en")
		if err := r.load(name); err != nil {
			return // a usage error: said by the command line
		}
		if r.t != nil {
			r.handle(line)
			r.handle(":undo")
		}
	})
}
