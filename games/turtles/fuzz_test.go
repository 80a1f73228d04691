package turtles

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/seeds"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// corpusMoves seeds the fuzzers with every move text of the turtles corpus.
func corpusMoves(f *testing.F) {
	for _, text := range seeds.Texts(f, "../../corpus/turtles/*.txt", setupKeys...) {
		f.Add(text)
	}
}

// FuzzMove: no move text makes the grammar or the engine panic, and a move
// the grammar accepts is either legal or refused with a turtles rule code.
func FuzzMove(f *testing.F) {
	corpusMoves(f)
	for _, text := range []string{"красная +1", "blue  -1", "Жёлтая −2", "red 01", "red +99999999999", "red\t+1", "радуга +1", "red +", "red 1 2", "ЗЕЛЁНАЯ —1"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r := &race{track: 9, players: 2, names: []string{"A", "B"}, colourOf: []Turtle{-1, -1}, stacks: make([][]Turtle, 10)}
		m, err := r.Parse(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
		if err != nil {
			if err.Pos.Line != 1 || err.Pos.Column < 1 {
				t.Fatalf("error without a position: %+v", err)
			}
			return
		}
		s := r.Apply(-1, m, true)
		if s.Violation != nil && !strings.HasPrefix(string(s.Violation.Code()), "turtles.") {
			t.Fatalf("violation code %q", s.Violation.Code())
		}
	})
}

// FuzzSetup: no setup value makes the header reader panic, and a setup it
// refuses is refused with a place on the setup line.
func FuzzSetup(f *testing.F) {
	corpusMoves(f)
	f.Fuzz(func(t *testing.T, value string) {
		if strings.ContainsAny(value, "\n\r") {
			return
		}
		file := refereetest.Frame(Spec(), "game: turtles\nplayers: A, B\nsetup: "+value+"\n")
		if len(file.Games) != 1 {
			return
		}
		g := file.Games[0]
		_, _, errs := Spec().New(referee.Start{Players: []string{"A", "B"}, Header: g})
		for _, e := range errs {
			if e.Pos.Line != 3 || e.Pos.Column < 7 || e.Code() == "" {
				t.Fatalf("setup %q: error %+v is not placed on the setup", value, e)
			}
		}
	})
}
