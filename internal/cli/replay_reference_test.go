package cli_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// A verdict is the ruling: the game's reference told with a move (how a
// cell of big-races is written, the order of its turns) is a folded note
// of its own under it, once a page, not 25 lines in the green box.
func TestReplayReferenceIsAFoldedNote(t *testing.T) {
	for lang, c := range map[string]struct{ reference, summary string }{
		"ru": {"Как читать запись клетки", "Справка: как читать запись партии"},
		"en": {"How squares are written", "Reference: how to read the record"},
	} {
		page := filepath.Join(t.TempDir(), "race-over.html")
		var out, errs bytes.Buffer
		if code := cli.Main([]string{"replay", "--lang", lang, "../../corpus/big-races/race-over.txt", "-o", page}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }}); code > 1 {
			t.Fatalf("exit %d\n%s", code, errs.String())
		}
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		html := strings.ReplaceAll(string(b), "\u00a0", " ")
		for _, v := range regexp.MustCompile(`(?s)<div class="verdict[^"]*">.*?</div>`).FindAllString(html, -1) {
			if strings.Contains(v, c.reference) {
				t.Errorf("%s: a verdict carries the reference %q: %.200s…", lang, c.reference, v)
			}
		}
		folded := regexp.MustCompile(`(?s)<details class="reference"><summary>([^<]*)</summary>(.*?)</details>`).FindAllStringSubmatch(html, -1)
		if len(folded) != 1 {
			t.Fatalf("%s: %d folded references, want one a page", lang, len(folded))
		}
		if folded[0][1] != c.summary || !strings.Contains(folded[0][2], c.reference) {
			t.Errorf("%s: the folded note is %q over %.120q; want %q over the reference %q", lang, folded[0][1], folded[0][2], c.summary, c.reference)
		}
	}
}
