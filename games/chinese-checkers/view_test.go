package chinesecheckers

import (
	"regexp"
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

// The help of `--holes` says what each value shows where the text board and
// the picture differ, and calls a value the default only where it is one:
// the text board's is a dot (`none`), the picture's the place in the row
// (round-36 editor: the help called `places` the default, but a plain
// `referee board` prints dots, and its `names` prints places).
func TestHolesHelpSaysWhatEachViewShows(t *testing.T) {
	cat, err := say.NewCatalog([]referee.Spec{Spec()})
	if err != nil {
		t.Fatal(err)
	}
	flag := Spec().Flags[0]
	// The text board's label for each of the picture's.
	asText := map[int]int{showEdges: placeLabels, showPlaces: placeLabels, showNumbers: numberLabels, showNothing: noLabels, showNames: -1}
	words := map[string][3]string{ // the text board, a default, the picture
		"en": {"text board", "default", "--svg"},
		"ru": {"текстовой доске", "по умолчанию", "--svg"},
	}
	clause := regexp.MustCompile(`(\S+) (?:or|или) (\S+) \(([^()]*)\)`)
	for _, lang := range say.Languages {
		help := strings.ReplaceAll(cat.Speaker(lang).Say(referee.Term(flag.Usage)), "\u00a0", " ")
		w := words[lang]
		said := map[string]string{}
		for _, m := range clause.FindAllStringSubmatch(help, -1) {
			said[m[1]], said[m[2]] = m[3], m[3]
		}
		for _, v := range flag.Values {
			text, ok := said[v]
			if !ok {
				t.Errorf("%s: the help does not say what %q shows: %s", lang, v, help)
				continue
			}
			textDefault := holeLabels(v) == holeLabels("")
			pictureDefault := holesShown(v) == holesShown("")
			if textDefault && !(strings.Contains(text, w[0]) && strings.Contains(text, w[1])) {
				t.Errorf("%s: %q is the text board's default, but its help says %q", lang, v, text)
			}
			if pictureDefault && !(strings.Contains(text, w[2]) && strings.Contains(text, w[1])) {
				t.Errorf("%s: %q is the picture's default, but its help says %q", lang, v, text)
			}
			if !textDefault && !pictureDefault && strings.Contains(text, w[1]) {
				t.Errorf("%s: %q is no view's default, but its help says %q", lang, v, text)
			}
			if asText[holesShown(v)] != holeLabels(v) && !strings.Contains(text, w[0]) {
				t.Errorf("%s: the text board shows something else for %q than the picture, but its help says %q", lang, v, text)
			}
		}
	}
}
