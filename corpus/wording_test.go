package corpus

import (
	"iter"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/wording"
)

// TestRussianWording reads every Russian golden file of the corpus as a
// rulebook editor would: no English word but the players' names, codes and
// what the transcript says, no «незаконн…», no sentence that starts in
// lowercase; and no «« »» where „ “ belong. The English golden files hold
// no « ».
func TestRussianWording(t *testing.T) {
	for file, data := range goldens(t, "*/*.ru.golden") {
		names := transcriptNames(t, strings.TrimSuffix(file, ".ru.golden")+".txt")
		for i, line := range strings.Split(string(data), "\n") {
			if line == "" || strings.HasPrefix(line, "# exit") {
				continue
			}
			for _, p := range wording.Line(line, names) {
				t.Errorf("%s:%d: %s\n\t%s", file, i+1, p, line)
			}
			if strings.Contains(line, "««") || strings.Contains(line, "»»") {
				t.Errorf("%s:%d: quotes inside quotes are „ “\n\t%s", file, i+1, line)
			}
		}
	}
	for file, data := range goldens(t, "*/*.en.golden") {
		for i, line := range strings.Split(string(data), "\n") {
			// What the transcript says is quoted back as it was typed.
			if strings.ContainsAny(unquotedInput(line), "«»") {
				t.Errorf("%s:%d: English output with « »\n\t%s", file, i+1, line)
			}
		}
	}
}

var (
	playersLine = regexp.MustCompile(`(?mi)^\s*(?:players|игроки)\s*:\s*(.+)$`)
	// A turn's label, or the label of a line that is no turn (turbo's
	// calls, task cards and end), which names it by what it is.
	moveLabel = regexp.MustCompile(`^[^ ]+ (?:(?:Move|Ход|Note on move|Примечание к[ \x{00a0}]ходу) \d+|Крик|Касание|Новое[ \x{00a0}]задание|Конец[ \x{00a0}]игры|Строка|Call|Touch|New task|End of the game|Line|Note on the [a-z ]+) \(.*?\)(?:, примечание)?: `)
)

// transcriptNames are the names a transcript gives its players (and its
// other words a message may quote back, such as big-races' cars, which
// take their player's name).
func transcriptNames(t *testing.T, file string) []string {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, m := range playersLine.FindAllStringSubmatch(string(data), -1) {
		for _, n := range strings.Split(m[1], ",") {
			n = strings.Trim(strings.TrimSpace(strings.SplitN(n, "#", 2)[0]), `"`)
			if n != "" {
				names = append(names, n)
			}
		}
	}
	return names
}

// unquotedInput is an English line without the move label, which quotes
// the move as typed.
func unquotedInput(line string) string { return moveLabel.ReplaceAllString(line, "") }

var (
	gameLine    = regexp.MustCompile(`^\S+?:\d+: (?:Игра|Game:) .*(?:Игрок|Player)`)
	readingCode = regexp.MustCompile(`\[([a-z-]+\.reading\.[a-z-]+)\]`)
)

// TestReadingsSaidOnce: a reading of the referee's own is said once a
// game, the first time the game relies on it, however often it does.
func TestReadingsSaidOnce(t *testing.T) {
	said := 0
	for file, data := range goldens(t, "*/*.golden") {
		seen := map[string]int{}
		for i, line := range strings.Split(string(data), "\n") {
			if gameLine.MatchString(line) {
				seen = map[string]int{}
			}
			for _, m := range readingCode.FindAllStringSubmatch(line, -1) {
				said++
				if seen[m[1]] > 0 {
					t.Errorf("%s:%d: %s said again in the game (first on line %d)", file, i+1, m[1], seen[m[1]])
				}
				seen[m[1]] = i + 1
			}
		}
	}
	if said == 0 {
		t.Error("no reading is said anywhere in the corpus")
	}
}

// TestNoDoubleEncodedMarks: no golden file holds a typographic mark that
// was encoded twice (’ written as “â\u0080\u0099”): an editor's
// replacement that read UTF-8 bytes as Latin-1 once put it in every
// English sentence of a game.
func TestNoDoubleEncodedMarks(t *testing.T) {
	for file, data := range goldens(t, "*/*.golden") {
		if i := strings.Index(string(data), "\u00e2\u0080"); i >= 0 {
			line := strings.Count(string(data[:i]), "\n") + 1
			t.Errorf("%s:%d: a mark encoded twice (“â\\u0080…”)", file, line)
		}
	}
}

// goldens yields each golden file the pattern matches and its text; none
// at all stops the test (a test that reads nothing passes for nothing).
func goldens(t *testing.T, pattern string) iter.Seq2[string, []byte] {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files match %s: %v", pattern, err)
	}
	return func(yield func(string, []byte) bool) {
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if !yield(file, data) {
				return
			}
		}
	}
}
