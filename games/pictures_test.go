package games_test

import (
	"testing"

	"referee/games"
	"referee/notation"
	"referee/referee"
)

// TestEveryGameHasAPicture: `board --svg` and `replay --html` work for
// every game of the registry, drawing its starting position.
func TestEveryGameHasAPicture(t *testing.T) {
	reg := games.NewRegistry()
	for _, s := range games.All() {
		t.Run(s.ID, func(t *testing.T) {
			f := notation.Frame("start.txt", []byte("game: "+s.ID+"\nplayers: Аня, Боря\n"))
			if len(f.Games) != 1 {
				t.Fatalf("framed %d games", len(f.Games))
			}
			r := referee.ReplayGame("start.txt", f.Games[0], reg, referee.Options{})
			if r.Session == nil {
				t.Skipf("%s does not start from players alone: %v", s.ID, r.Lines)
			}
			if _, ok := r.Session.Engine().(referee.Pictured); !ok {
				t.Fatalf("%s's engine draws no picture", s.ID)
			}
		})
	}
}
