package bigraces

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/internal/seeds"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
)

// corpusMoves seeds the fuzzers with every move text and setup of the
// big-races corpus, and a few shapes the corpus lacks.
func corpusMoves(f *testing.F) {
	for _, text := range seeds.Texts(f, "../../corpus/big-races/*.txt", setupKeys...) {
		f.Add(text)
	}
	for _, text := range []string{"2f+i", "back+o 3f", "f++i", "ноль", "99999999999999999999f", "f\x00", "пвн3", "1/2", "A1=2/−3"} {
		f.Add(text)
	}
}

// FuzzMove: no move text makes the grammar or the engine panic; an error
// is placed inside the text; a move read is legal or refused with a
// big-races code, and a refused one changes nothing.
func FuzzMove(f *testing.F) {
	corpusMoves(f)
	f.Fuzz(func(t *testing.T, text string) {
		if strings.ContainsAny(text, "\n\r") {
			return
		}
		m, err := parseMove(text, notation.Pos{Line: 1, Column: 1})
		if err != nil {
			if err.Pos.Line != 1 || err.Pos.Column < 1 || err.Pos.Column > utf8.RuneCountInString(text)+1 || err.Code() == "" {
				t.Fatalf("%q: error %+v is not placed in the text", text, err)
			}
			return
		}
		r := newRace(3, 20, 1)
		before := snapshot(r)
		var d drive
		c, fl := r.judge(-1, &m, &d)
		if fl.kind != noFault {
			if snapshot(r) != before {
				t.Fatalf("%q: a refused move changed the race", text)
			}
			return
		}
		r.play(c, &m, &d)
	})
}

// FuzzQuickMove: wherever the quick reader answers, the grammar answers
// the same.
func FuzzQuickMove(f *testing.F) {
	corpusMoves(f)
	f.Fuzz(func(t *testing.T, text string) {
		q, ok := quickMove(text)
		if !ok {
			return
		}
		g, err := parseMove(text, notation.Pos{Line: 1, Column: 1})
		if err != nil {
			t.Fatalf("%q: the quick reader read %+v, the grammar refused: %v", text, q, err)
		}
		if q.zero != g.zero || q.path.english() != g.path.english() || len(q.path) != len(g.path) {
			t.Fatalf("%q: quick %+v, grammar %+v", text, q, g)
		}
		for i := range q.path {
			if q.path[i] != g.path[i] {
				t.Fatalf("%q: quick %+v, grammar %+v", text, q, g)
			}
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
		file := refereetest.Frame(Spec(), "game: big-races\nplayers: A, B, C\nsetup: "+value+"\n")
		if len(file.Games) != 1 || len(file.Games[0].Errors) > 0 {
			return
		}
		g := file.Games[0]
		e, _, errs := Spec().New(referee.Start{Players: []string{"A", "B", "C"}, Header: g})
		for _, err := range errs {
			if err.Pos.Line != 3 || err.Pos.Column < 7 || err.Code() == "" {
				t.Fatalf("setup %q: error %+v is not placed on the setup", value, err)
			}
		}
		if e != nil {
			e.Legal(nil)
		}
	})
}

// FuzzEntry: whole move lines, a car's name and all, played through a
// session never panic.
func FuzzEntry(f *testing.F) {
	corpusMoves(f)
	f.Add("A1: ffi")
	f.Add("A: 0")
	f.Add("A7: f")
	f.Fuzz(func(t *testing.T, line string) {
		if strings.ContainsAny(line, "\n\r") {
			return
		}
		s, _ := refereetest.Open(Spec(), "players: A, B\nlength: 9\n")
		_ = refereetest.Play(s, line)
		_ = refereetest.Play(s, "f")
	})
}
