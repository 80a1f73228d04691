package corpus

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/internal/golden"
)

// run runs the command line as a user would and returns what it printed
// and its exit status.
func run(args ...string) (string, int) {
	var out bytes.Buffer
	code := cli.Main(args, cli.IO{In: strings.NewReader(""), Out: &out, Err: &out, Getenv: func(string) string { return "" }})
	return out.String(), code
}

func transcripts(t *testing.T) []string {
	files, err := filepath.Glob("*/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no transcripts in the corpus")
	}
	return files
}

// TestGolden compares `check --explain --keep-going` of every transcript,
// in both languages, with its golden file, the transcript named from its
// own folder as `referee test` names it there (TestSuite runs the same
// files through it); -update rewrites them (read every diff).
func TestGolden(t *testing.T) {
	for _, file := range transcripts(t) {
		for _, lang := range []string{"en", "ru"} {
			t.Run(file+"/"+lang, func(t *testing.T) {
				path := filepath.Join(abs(t, filepath.Dir(file)), strings.TrimSuffix(filepath.Base(file), ".txt")+"."+lang+".golden")
				t.Chdir(filepath.Dir(file))
				out, code := run("check", "--explain", "--keep-going", "--lang", lang, filepath.Base(file))
				got := fmt.Sprintf("%s# exit %d\n", out, code)
				golden.Check(t, path, []byte(got))
			})
		}
	}
}

func abs(t *testing.T, path string) string {
	a, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

type record struct {
	Status     string `json:"status"`
	Violations []struct {
		Code string `json:"code"`
	} `json:"violations"`
}

func check(t *testing.T, file string) []record {
	t.Helper()
	out, _ := run("check", "--json", file)
	var recs []record
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r record
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("%s: bad JSON line %q: %v", file, line, err)
		}
		recs = append(recs, r)
	}
	return recs
}

// TestEveryRuleHasATranscript: each rule code game.rule has
// corpus/game/rule.txt, which the referee finds breaking that rule, and the
// near-miss corpus/game/rule.ok.txt, which it finds legal: as an illegal
// move, not as a line it cannot read.
func TestEveryRuleHasATranscript(t *testing.T) {
	for _, g := range games.All() {
		for _, c := range g.Rules {
			code := string(c)
			name := strings.TrimPrefix(code, g.ID+".")
			t.Run(code, func(t *testing.T) {
				found := false
				for _, r := range check(t, filepath.Join(g.ID, name+".txt")) {
					for _, v := range r.Violations {
						found = found || v.Code == code
					}
				}
				if !found {
					t.Errorf("%s/%s.txt does not trigger %s", g.ID, name, code)
				}
				for _, r := range check(t, filepath.Join(g.ID, name+".ok.txt")) {
					if r.Status != "ok" {
						t.Errorf("%s/%s.ok.txt, the near-miss, is %s, not ok", g.ID, name, r.Status)
					}
				}
			})
		}
	}
}
