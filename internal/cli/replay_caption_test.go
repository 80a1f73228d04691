package cli_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/referee/picture"
)

// The page of a refused move says the last legal move in words, as the
// picture of a file of its own says it under its title (the page leaves
// the title's band out), and sets the rule's code and the file's line in a
// quiet line of their own, not in the verdict's sentence (pics21).
func TestReplayRefusedSaysLastMoveAndKeepsCodeQuiet(t *testing.T) {
	page := filepath.Join(t.TempDir(), "race-over.html")
	var out, errs bytes.Buffer
	if code := cli.Main([]string{"replay", "--lang", "ru", "../../corpus/turtles/race-over.txt", "-o", page}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }}); code > 1 {
		t.Fatalf("exit %d\n%s", code, errs.String())
	}
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	html := string(b)
	if !regexp.MustCompile(`<p class="last-move"><span class="last-arrow" aria-hidden="true">➜</span> Последний[ \x{a0}]ход:[ \x{a0}]A[ \x{a0}]—[ \x{a0}]синяя[ \x{a0}]&#43;1</p>`).MatchString(html) {
		t.Errorf("the refused move's page does not say the last move under its heading")
	}
	// Its arrow dark, cased in white, whoever moved, as the board's is
	// (pics22: a white player's arrow was white).
	if !regexp.MustCompile(`\.last-move \.last-arrow \{[^}]*color: ` + picture.LastInk + `;[^}]*text-shadow: -1px 0 #fff`).MatchString(html) {
		t.Errorf("the last move's little arrow is not dark and cased in white")
	}
	if n := strings.Count(html, `<p class="last-move">`); n != 1 {
		t.Errorf("%d last-move lines; want 1, under the refused move's heading only", n)
	}
	if !strings.Contains(html, `</span><small class="source"><code class="code">[turtles.race-over]</code> <span class="place">`) {
		t.Errorf("the verdict's code and place are not in their quiet line")
	}
}
