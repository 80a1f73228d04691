package games_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/layout"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// gameLine is a transcript's first game: line, in either language.
var gameLine = regexp.MustCompile(`(?m)^[ \t]*(game|игра)[ \t]*:.*$`)

// corpusSessions replays the first game of each of a game's corpus
// transcripts to its end (illegal moves left out), as positions to draw.
func corpusSessions(t *testing.T, spec referee.Spec) map[string]*referee.Session {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "corpus", spec.ID, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus for %s: %v", spec.ID, err)
	}
	out := map[string]*referee.Session{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		loc := gameLine.FindIndex(data)
		if loc == nil {
			continue
		}
		text := "game: " + spec.ID + string(data[loc[1]:])
		if s, _ := refereetest.Open(spec, text); s != nil {
			out[filepath.Base(f)] = s
		}
	}
	return out
}

// inDrawing says whether a word of a board is part of a drawing (a lane, a
// track's row, a ruler) rather than of a sentence.
func inDrawing(word string) bool {
	return strings.ContainsAny(word, "·┃#^") || !strings.ContainsFunc(word, func(r rune) bool { return r > '9' })
}

// TestBoardsFitTheWidth: every game's board, in both languages, drawn for
// a terminal of 40, 60, 80 and 120 columns, has no line wider than that
// and breaks no word: every word of its sentences is a word of the same
// board drawn without a limit (c|ерые would be two words found nowhere).
func TestBoardsFitTheWidth(t *testing.T) {
	specs := games.All()
	cat, err := say.NewCatalog(specs)
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range specs {
		for name, s := range corpusSessions(t, spec) {
			for _, lang := range say.Languages {
				w := cat.Speaker(lang)
				whole := map[string]bool{}
				for _, word := range layout.Fields(strings.ReplaceAll(s.Board(w, referee.View{referee.WidthKey: "1000"}), "\n", " ")) {
					whole[word] = true
				}
				for _, width := range []int{40, 60, 80, 120} {
					board := s.Board(w, referee.View{referee.WidthKey: strconv.Itoa(width)})
					for _, line := range strings.Split(strings.TrimSuffix(board, "\n"), "\n") {
						if n := layout.Width(line); n > width {
							t.Errorf("%s/%s, %s, %d columns: a line of %d:\n%s", spec.ID, name, lang, width, n, board)
							break
						}
						for _, word := range layout.Fields(line) {
							if !inDrawing(word) && !whole[word] {
								t.Errorf("%s/%s, %s, %d columns: %q is no word of the board:\n%s", spec.ID, name, lang, width, word, board)
							}
						}
					}
				}
			}
		}
	}
}
