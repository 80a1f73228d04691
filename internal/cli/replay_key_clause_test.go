package cli_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// TestReplayKeyLineKeepsItsClause: a car's key line too long for a phone
// breaks after its comma, not inside its last words: «Машина grey1 на
// клетке 3/10, на финишной» over «линии:» left one word alone on a line.
func TestReplayKeyLineKeepsItsClause(t *testing.T) {
	page := filepath.Join(t.TempDir(), "race-over.html")
	var out, errs bytes.Buffer
	if code := cli.Main([]string{"replay", "--lang", "ru", "../../corpus/big-races/race-over.txt", "-o", page}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }}); code > 1 {
		t.Fatalf("exit %d\n%s", code, errs.String())
	}
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte(" линии:</text>")) {
		t.Fatal("no key line says «на финишной линии:»: the test no longer looks at what it means to")
	}
	if m := regexp.MustCompile(`<text[^>]*>[^ <]+:</text>`).FindAll(b, -1); len(m) > 0 {
		t.Errorf("a key line's last word alone on a line: %q", m)
	}
}
