package turtles

import (
	"fmt"
	"reflect"
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

// FuzzPlainSetup: plainSetup reads what the setup grammar reads, positions
// and all, or declines.
func FuzzPlainSetup(f *testing.F) {
	corpusMoves(f)
	for _, text := range []string{"2=зелёная/жёлтая, 4=синяя", "start=red, 9=blue", "2=red,3=blue", "2=red/", "x2=red", "2a=red", "2=red2", "2=-red", "2=red-, 3=Ёлка", "2 = red", "2=red, ", "старт=КРАСНАЯ/синяя"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		plain, ok := plainSetup(text)
		if !ok {
			return
		}
		want, err := setupParser().ParseString("", text)
		if err != nil {
			t.Fatalf("plainSetup(%q) read %s, the grammar refuses it: %v", text, show(plain), err)
		}
		if !reflect.DeepEqual(plain, want) {
			t.Fatalf("plainSetup(%q) = %s, the grammar reads %s", text, show(plain), show(want))
		}
	})
}

func show(s *setupSyntax) string {
	var b strings.Builder
	for _, p := range s.Places {
		fmt.Fprintf(&b, "%+v %q:", p.Pos, p.Square)
		for _, w := range p.Turtles {
			fmt.Fprintf(&b, " %+v %q", w.Pos, w.Name)
		}
		b.WriteString("; ")
	}
	return b.String()
}
