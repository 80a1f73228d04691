package superrace

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee"
)

// TestPlayerByBeginning: issue 36 item 5 — `--player Тим` is Тимофей's
// sheet, as the name is read before a colon; a beginning of two players'
// names is refused naming both, never a guess and never both sheets.
func TestPlayerByBeginning(t *testing.T) {
	g := newTestGame(t, ring2, "Тимофей", "Ольга")
	players := []string{"Тимофей", "Ольга"}
	if m := checkPlayer("Тим", players); m != nil {
		t.Errorf("--player Тим refused: %v", m.Code())
	}
	one := g.r.Board(ids{}, referee.View{"player": "Оль"})
	if strings.Count(one, "super-race.board.title") != 1 {
		t.Errorf("--player Оль:\n%s", one)
	}
	twins := []string{"Аня", "Антон"}
	if m := checkPlayer("Ан", twins); m == nil || m.Code() != "notation.name-ambiguous" {
		t.Errorf("--player Ан of Аня and Антон: %v", m)
	}
	if m := checkPlayer("Зоя", twins); m == nil || m.Code() != "super-race.flag.not-a-player" {
		t.Errorf("--player Зоя: %v", m)
	}
}
