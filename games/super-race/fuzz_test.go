package superrace

import (
	"fmt"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/seeds"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// corpusTurns seeds the fuzzers with every turn and header value of the
// super-race corpus, and a few shapes of our own.
func corpusTurns(f *testing.F) {
	for _, text := range seeds.Texts(f, "../../corpus/super-race/*.txt", slicesConcat(trackKeys, startKeys)...) {
		f.Add(text)
	}
	for _, s := range []string{"rs rs rc bs yc / red ^ ^ <", "кп кп ку сп жу / пас", "rsrsrcbsyc / r s s l", "/ red start 2 ^", "rs / pass ^", "yc yc yc yc yc / yellow <<<>>"} {
		f.Add(s)
	}
}

func slicesConcat(a, b []string) []string { return append(append([]string{}, a...), b...) }

// snapshot is everything a refused turn must leave as it was.
func snapshot(r *race) string {
	var b strings.Builder
	fmt.Fprint(&b, r.due, r.extra, r.phase, r.lastMover, r.lastExtra, r.lastPlus, r.missed, r.finisher, r.tied, r.winners)
	for _, c := range r.cars {
		sum := 0
		for i, u := range c.used {
			sum += i * int(u)
		}
		fmt.Fprint(&b, c.cell, c.h, c.count, c.finished, c.past, c.turns, sum, len(c.path))
	}
	return b.String()
}

// FuzzTurn: no turn text makes the grammar or the engine panic; errors
// carry a place; a turn the grammar reads is legal or refused with a
// super-race code, and a refused turn changes nothing. The same text as
// `moves --dice` never panics either.
func FuzzTurn(f *testing.F) {
	corpusTurns(f)
	f.Fuzz(func(t *testing.T, text string) {
		r := newRace(builtinTracks()["indianapolis"], []string{"A", "B"}, []int{0, 3})
		for _, l := range []string{"rs rs rc bs yc / red ^ ^ >", "rs rs rc bs yc / red ^ ^ <"} {
			mv, _ := r.Parse(moveText(l))
			if s := r.Apply(-1, mv, false); s.Violation != nil {
				t.Fatalf("setup turn %q refused: %v", l, s.Violation)
			}
		}
		_ = r.Legal(referee.View{"dice": text})
		mv, perr := r.Parse(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
		if perr != nil {
			if perr.Pos.Line != 1 || perr.Pos.Column < 1 || perr.Code() == "" {
				t.Fatalf("error without a place or code: %+v", perr)
			}
			return
		}
		before := snapshot(r)
		for _, actor := range []int{-1, 0, 1} {
			s := r.Apply(actor, mv, true)
			if s.Violation == nil {
				return
			}
			if !strings.HasPrefix(string(s.Violation.Code()), "super-race.") {
				t.Fatalf("violation code %q", s.Violation.Code())
			}
			if snapshot(r) != before {
				t.Fatalf("refused turn %q changed the race", text)
			}
		}
	})
}

// FuzzSimpleTurn: whatever the hand-written reader takes, the grammar reads
// the same.
func FuzzSimpleTurn(f *testing.F) {
	corpusTurns(f)
	f.Fuzz(func(t *testing.T, text string) {
		var fast turn
		if !simpleTurn(text, &fast) {
			return
		}
		slow, err := parseTurn(&notation.Move{Text: text, TextPos: notation.Pos{Line: 1, Column: 1}})
		if err != nil {
			t.Fatalf("%q: the fast reader takes it, the grammar refuses it: %v", text, err)
		}
		if slow != fast {
			t.Fatalf("%q: fast %+v, grammar %+v", text, fast, slow)
		}
	})
}

// FuzzMap: no map file makes the parser panic; a fault is placed on a line
// of the file; a map it accepts has start squares in a row that a car can
// start from, and every view of it works.
func FuzzMap(f *testing.F) {
	for _, name := range builtinList() {
		f.Add([]byte(builtinTracks()[name].text))
	}
	f.Add([]byte(oval))
	f.Add([]byte(ring2))
	f.Add([]byte("start: left\ngrid:\n#.#\n.S.\n.S.\n#.#\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tr, err := ParseMap(data, "m")
		if err != nil {
			// A file with no «grid:» near its top is no map: refused as a
			// whole, no line of it quoted or placed.
			if err.Code() == "super-race.map.not-a-map" {
				if err.Pos != (notation.Pos{}) {
					t.Fatalf("not a map, yet placed: %+v", err)
				}
				return
			}
			lines := strings.Count(string(data), "\n") + 1
			if err.Pos.Line < 1 || err.Pos.Line > lines+1 || err.Pos.Column < 1 || err.Code() == "" {
				t.Fatalf("fault without a place in the file: %+v", err)
			}
			return
		}
		if len(tr.starts) == 0 {
			t.Fatal("a map with no start square accepted")
		}
		r := newRace(tr, []string{"A"}, []int{len(tr.starts) - 1})
		_ = r.Legal(referee.View{"dice": "rs rs rc bc yc"})
		_ = tr.toGo(&r.cars[0])
		_ = tr.draw(&r.cars[0]).text()
	})
}
