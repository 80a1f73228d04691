package chinesecheckers

import (
	"strings"
	"testing"
	"unicode/utf8"

	"referee/referee"
)

// plain renders messages as their IDs and facts, enough to test the layout.
type plain struct{}

func (plain) Say(m referee.Message) string { return m.ID }

// The board fits an 80-column terminal, draws all 121 holes and marks each
// player's pieces with their initial.
func TestBoardFits80Columns(t *testing.T) {
	g := start(t, "players: Аня, Боря, Вера, Гоша, Даша, Егор\n")
	board := g.Board(plain{})
	holes := 0
	for _, line := range strings.Split(board, "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("line of %d columns: %q", n, line)
		}
	}
	for _, r := range board {
		if strings.ContainsRune("·АБВГДЕ", r) {
			holes++
		}
	}
	if holes < numHoles {
		t.Errorf("%d holes and pieces drawn, want at least 121", holes)
	}
	if c := strings.Count(board, "Е"); c < 10 {
		t.Errorf("Егор's 10 pieces drawn %d times", c)
	}
}

// Players whose initials clash are numbered instead.
func TestBoardMarksClash(t *testing.T) {
	g := start(t, "players: Anna, Alex\n")
	if m := g.marks(); m[0] != '1' || m[1] != '2' {
		t.Errorf("marks %q", string(m))
	}
}
