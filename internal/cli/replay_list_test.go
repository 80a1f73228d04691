package cli_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// TestReplayListNumbersTurnsOnly: the page's list of moves numbers the
// turns in order and names a line that is no turn (turbo's call, touch)
// by what it is; it read 1, 2, 3, 3, 5, 4, 7 on penalty.txt, the calls
// numbered by their place among the lines (pics10, fault 1).
func TestReplayListNumbersTurnsOnly(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		page := filepath.Join(t.TempDir(), "page.html")
		var out, errs bytes.Buffer
		if code := cli.Main([]string{"replay", "--html", "--lang", lang, "-o", page, "../../corpus/turbo/penalty.txt"}, cli.IO{Out: &out, Err: &errs, Getenv: func(string) string { return "" }}); code > 1 {
			t.Fatalf("%s: exit %d: %s", lang, code, errs.String())
		}
		html, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		items := regexp.MustCompile(`<li class="[a-z]+"><a href="#pos-\d+">([^<]*)`).FindAllStringSubmatch(string(html), -1)
		numbered := regexp.MustCompile(`^(\d+)\. `)
		want, labels := 1, 0
		for _, it := range items[1:] { // the start first
			if m := numbered.FindStringSubmatch(it[1]); m != nil {
				if n, _ := strconv.Atoi(m[1]); n != want {
					t.Errorf("%s: the list numbers %q where turn %d is due", lang, it[1], want)
				}
				want++
				continue
			}
			labels++
		}
		if want != 5 || labels != 3 {
			t.Errorf("%s: %d turns numbered and %d lines named by what they are; want 4 and 3 (the file's first game)", lang, want-1, labels)
		}
	}
}
