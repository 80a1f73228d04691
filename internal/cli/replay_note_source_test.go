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

// A note's line in the file and its code are on the quiet source line
// under it, as a verdict's are, not in the family's sentence
// («Примечание: race-over.txt:3:1: запись начата…», «… [big-races.setup]»).
func TestReplayNoteKeepsPlaceAndCodeQuiet(t *testing.T) {
	for _, lang := range []string{"ru", "en"} {
		page := filepath.Join(t.TempDir(), "race-over.html")
		var out, errs bytes.Buffer
		if code := cli.Main([]string{"replay", "--lang", lang, "../../corpus/big-races/race-over.txt", "-o", page}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }}); code > 1 {
			t.Fatalf("exit %d\n%s", code, errs.String())
		}
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		notes := regexp.MustCompile(`(?s)<p class="remark[^"]*">(.*?)</p>`).FindAllStringSubmatch(string(b), -1)
		quiet := 0
		for _, n := range notes {
			// A note with no place keeps its bare <code>, which the page's
			// style sets on a line of its own (a long page stays small).
			words, source, _ := strings.Cut(n[1], `<small class="source">`)
			words, _, _ = strings.Cut(words, ` <code>`)
			if strings.Contains(words, "race-over.txt:") || regexp.MustCompile(`\[[a-z-]+\.[a-z.-]+\]`).MatchString(words) {
				t.Errorf("%s: a note's sentence carries its place or code: %.160q", lang, words)
			}
			if strings.Contains(source, `<span class="place">race-over.txt:3:1</span>`) && strings.Contains(source, `<code class="code">[big-races.setup]</code>`) {
				quiet++
			}
		}
		// The bare code a note without a place ends with is the same quiet
		// line, not the tail of the sentence.
		if !strings.Contains(string(b), ".remark > code, .remark .source { display: block;") {
			t.Errorf("%s: a note's bare code is not set on a line of its own", lang)
		}
		if quiet != 1 {
			t.Errorf("%s: %d notes with the setup's code and place on the quiet line, want 1", lang, quiet)
		}
	}
}
