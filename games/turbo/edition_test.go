package turbo

import (
	"testing"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// TestBaseDeckIsNamedTheBaseGame: a transcript of the base deck (`deck:
// base`, `колода: базовая`) is named «Турбосчёт» (the base deck), not the
// box's «Турбосчёт Форсаж» (round-26 reader: the header was false for a
// game that refuses chameleons as «Форсаж» cards); any other keeps the
// box's name.
func TestBaseDeckIsNamedTheBaseGame(t *testing.T) {
	for _, c := range []struct {
		header string
		want   referee.Term
	}{
		{"deck: base", "turbo.name-base"},
		{"колода: базовая", "turbo.name-base"},
		{"cards: Anna=27, Boris=27", "game.turbo"},
	} {
		_, r := refereetest.Open(Spec(), "players: Anna, Boris\n"+c.header+"\n")
		if got := r.GameName(); got != c.want {
			t.Errorf("%s: named %q, want %q", c.header, got, c.want)
		}
	}
}
