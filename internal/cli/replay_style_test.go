package cli_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/referee/picture"
)

// A replay page draws the last move's trail and arrow by their classes:
// its style sheet carries the pictures' style, or they would be drawn in
// SVG's default black fill.
func TestReplayPageStylesTheLastMove(t *testing.T) {
	page := filepath.Join(t.TempDir(), "chain.html")
	var out, errs bytes.Buffer
	if code := cli.Main([]string{"replay", "../../corpus/chinese-checkers/chain-of-four.txt", "-o", page}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }}); code > 1 {
		t.Fatalf("exit %d\n%s", code, errs.String())
	}
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	html := string(b)
	if !strings.Contains(html, `class="trail"`) || !strings.Contains(html, `class="last-arrow"`) {
		t.Fatal("the page draws no classed last move")
	}
	if !strings.Contains(html, picture.Style) {
		t.Error("the page's style sheet lacks the pictures' style")
	}
}
