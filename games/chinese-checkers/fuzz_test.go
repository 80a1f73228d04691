package chinesecheckers

import (
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/seeds"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// corpusSeeds seeds the fuzzers with every move and setup of the corpus.
func corpusSeeds(f *testing.F) {
	for _, text := range seeds.Texts(f, "../../corpus/chinese-checkers/*.txt", setupKeys...) {
		f.Add(text)
	}
	f.Add("a1-c1-c3-e5")
	f.Add("6-14")
	f.Add("Аня=a1 b1; Боря=q1")
}

// FuzzMove: no move text makes the grammar or the engine panic, errors carry
// a position, and a move the grammar accepts is legal or refused with a
// chinese-checkers code, leaving the position unchanged.
func FuzzMove(f *testing.F) {
	corpusSeeds(f)
	s, err := build("players: A, B, C\n")
	if err != nil {
		f.Fatal(err)
	}
	base := s.Engine().(*game)
	f.Fuzz(func(t *testing.T, text string) {
		g := base.clone()
		m, perr := g.Parse(&notation.Move{Text: text, TextPos: posOne})
		if perr != nil {
			if perr.Pos.Line != 1 || perr.Pos.Column < 1 {
				t.Fatalf("error without a position: %+v", perr)
			}
			return
		}
		before := snapshot(g)
		s := g.Apply(-1, m, true)
		if s.Violation != nil {
			if !strings.HasPrefix(string(s.Violation.Code()), "chinese-checkers.") {
				t.Fatalf("violation code %q", s.Violation.Code())
			}
			if snapshot(g) != before {
				t.Fatalf("refused move changed the position")
			}
		}
	})
}

// FuzzSetup: no setup value makes the header reader panic.
func FuzzSetup(f *testing.F) {
	corpusSeeds(f)
	f.Fuzz(func(t *testing.T, value string) {
		if strings.ContainsAny(value, "\n\r") {
			return
		}
		file := refereetest.Frame(Spec(), "game: chinese-checkers\nplayers: A, B\nsetup: "+value+"\n")
		if len(file.Games) != 1 {
			return
		}
		g, _, errs := Spec().New(referee.Start{Players: []string{"A", "B"}, Header: file.Games[0]})
		if errs == nil {
			_ = g.Legal(nil)
		}
	})
}

// FuzzFastMove: the shortcut for plain moves reads what the grammar reads.
func FuzzFastMove(f *testing.F) {
	for _, s := range []string{"d1-e5", "6-14", "C1-e5-g5", "e05-f6", "q1-p1", "r1-q1", "e5", "e5-", "-e5", "a1-a1", "0-120", "0-121", "e5--f6", "e 5-f6", "e5-f6-g7-h8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		fast, ok := fastMove(text, nil)
		if !ok {
			return
		}
		slow, err := parseMove(&notation.Move{Text: text, TextPos: posOne}, []string{"A", "B"})
		if err != nil {
			t.Fatalf("%q: the shortcut reads %v, the grammar refuses: %v", text, fast, err)
		}
		if slow.pass || !slices.Equal(slow.path, fast) {
			t.Fatalf("%q: shortcut %v, grammar %v", text, fast, slow.path)
		}
	})
}
