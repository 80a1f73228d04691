package chinesecheckers

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// plain renders messages as their IDs and facts, enough to test the layout.
type plain struct{}

func (plain) Say(m referee.Message) string { return string(m.Code()) }

// The board draws all 121 holes and marks each player's pieces with their
// initial.
func TestBoardDrawsEveryHole(t *testing.T) {
	g := start(t, "players: Аня, Боря, Вера, Гоша, Даша, Егор\n")
	board := g.Board(plain{}, nil)
	holes := 0
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

// Every line of the board fits an 80-column terminal, in both languages,
// with two and six players, long names and 15 pieces.
func TestBoardFits80Columns(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("Длинноеимя", 10)
	headers := []string{
		"players: Аня, Боря\n",
		"players: A, B\npieces: 15\n",
		"players: Аня, Боря, Вера, Гоша, Даша, Егор\n",
		`players: "Анна Каренина Аркадьевна Облонская", "Alexander Sergeyevich Pushkin of Moscow and Saint Petersburg"` + "\n",
		"players: " + long + "1, " + long + "2, " + long + "3, " + long + "4, " + long + "5, " + long + "6\n",
		"players: A, B\nsetup: A=" + aHome + "; B=a1 b1 b2 c1 c2 c3 d1 d2 d3 e5\n",
	}
	for _, h := range headers {
		g := start(t, h)
		for _, lang := range say.Languages {
			board := g.Board(cat.Speaker(lang), nil)
			if strings.Contains(board, "chinese-checkers.") {
				t.Errorf("%s: a message without text:\n%s", lang, board)
			}
			for _, line := range strings.Split(board, "\n") {
				if n := utf8.RuneCountInString(line); n > 80 {
					t.Errorf("%s, %q: line of %d columns: %q", lang, h, n, line)
				}
			}
		}
	}
}

// Marks are letters, never digits (the legend numbers the points with
// digits): the initial, else another letter of the name, else a free Latin
// capital; Cyrillic and Latin letters that look alike count as the same.
func TestBoardMarks(t *testing.T) {
	for header, want := range map[string]string{
		"players: Anna, Alex\n":             "AL",
		"players: Аня, Anna\n":              "АN",
		"players: Вера, Boris\n":            "ВO",
		"players: 1, 2, 3\n":                "ABC",
		"players: Ann, Nan, Na\n":           "ANB",
		"players: A1, A2, A3, A4, A5, A6\n": "ABCDEF",
		"players: Аня, Боря, Вера, Гоша, Даша, Егор\n": "АБВГДЕ",
		"players: Петя, Аня, Мама, Папа\n":             "ПАМБ", // serve22: Папа was a Latin «B»
	} {
		if got := string(start(t, header).marks()); got != want {
			t.Errorf("%q: marks %q, want %q", header, got, want)
		}
	}
}
