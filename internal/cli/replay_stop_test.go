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

// The page's verdicts and notes are whole sentences, ended with their
// full stop, as the picture's caption and check's line say them: the code
// that followed them in check's line is set apart, and the stop went with
// it (in every game, in both languages).
func TestReplayVerdictsAndNotesKeepTheirStop(t *testing.T) {
	page := func(t *testing.T, lang, file string) string {
		t.Helper()
		out := filepath.Join(t.TempDir(), "page.html")
		var o, errs bytes.Buffer
		if code := cli.Main([]string{"replay", "--lang", lang, "../../corpus/" + file, "-o", out}, cli.IO{Out: &o, Err: &errs, Getenv: func(string) string { return "" }}); code > 1 {
			t.Fatalf("exit %d\n%s", code, errs.String())
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	explanation := regexp.MustCompile(`<span class="explanation">(.*?)</span><small`)
	remark := regexp.MustCompile(`<p class="remark[^"]*">(.*?) <(?:code>|small class="source">)`)
	unstopped := regexp.MustCompile(`[^.!?…»”)]$`)
	for _, c := range []struct{ lang, file string }{
		{"ru", "turtles/not-last.txt"}, {"en", "turtles/not-last.txt"},
		{"en", "turbo/card-buried.txt"}, {"ru", "turbo/end-count.txt"}, {"en", "turbo/end-count.txt"},
		{"ru", "big-races/occupied.txt"}, {"en", "super-race/wrong-colour.txt"},
		{"ru", "chinese-checkers/faq-directions.txt"},
	} {
		html := page(t, c.lang, c.file)
		found := 0
		for _, re := range []*regexp.Regexp{explanation, remark} {
			for _, m := range re.FindAllStringSubmatch(html, -1) {
				found++
				if s := strings.TrimSpace(m[1]); unstopped.MatchString(s) {
					t.Errorf("%s %s: %q has no full stop", c.lang, c.file, s[max(0, len(s)-80):])
				}
			}
		}
		if found == 0 {
			t.Errorf("%s %s: no verdict or note found", c.lang, c.file)
		}
	}
	if html := page(t, "ru", "turtles/not-last.txt"); !strings.Contains(html, "Такая карта двигает только одну из\u00a0них.</span>") {
		t.Error("the turtles verdict still ends «…одну из них» with no stop")
	}
}
