package gen

import (
	"bytes"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// TestGenericTurtlesCheckClean: the generic workload is every shape it
// promises — setup lists in both languages, Latin and Cyrillic names, both
// card families, − and -, е for ё, capitals — and every race of it checks
// as legal with its claimed result right.
func TestGenericTurtlesCheckClean(t *testing.T) {
	var b bytes.Buffer
	moves, err := GenericTurtles(&b, 300, 7)
	if err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range []string{"setup: ", "позиция: ", "Vera", "Боря", "радуга", "разноцветная", "rainbow", "отстающая", "last", "−", "-1", "желтая", "ЖЁЛТАЯ", "итог: ", "result: "} {
		if !strings.Contains(text, want) {
			t.Errorf("the workload never writes %q", want)
		}
	}
	reg := games.NewRegistry()
	f := notation.ReadAll("generic.txt", b.Bytes(), reg.Dialect)
	if len(f.Games) != 300 {
		t.Fatalf("%d games framed, want 300", len(f.Games))
	}
	checked := 0
	for _, g := range f.Games {
		r := referee.ReplayGame("generic.txt", g, reg, referee.Options{})
		if r.Status() != referee.StatusOK || r.ClaimOK == nil || !*r.ClaimOK {
			t.Fatalf("game at line %d: %s, claim %v: %+v", r.Pos.Line, r.Status(), r.ClaimOK, r.FirstProblem())
		}
		checked += r.Moves
	}
	if checked != moves {
		t.Errorf("%d moves checked, %d written", checked, moves)
	}
}
