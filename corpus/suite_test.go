package corpus

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/expect"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee/say"
)

// TestSuite runs `referee test` on the corpus, as a rulebook editor runs it
// on a folder of examples: every game gives exactly the verdicts its
// `# expect:` comments name (a game with none is legal), and every golden
// file is the `check --explain` output of its transcript, byte for byte.
// The corpus is the convention's proof.
func TestSuite(t *testing.T) {
	out, code := run("test", "--json", "../corpus")
	type record struct {
		Test, File, Golden, Status string
		Line                       int
		Problems                   []struct{ Message string }
		Passed, Failed, Skipped    int
	}
	var recs []record
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r record
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("bad JSON line %q: %v", line, err)
		}
		recs = append(recs, r)
	}
	if code != 0 {
		t.Errorf("referee test ../corpus: exit status %d", code)
	}
	games, goldens := map[string]int{}, map[string]bool{}
	for _, r := range recs[:len(recs)-1] {
		if r.Status != "pass" {
			t.Errorf("%s:%d (%s %s): %s %v", r.File, r.Line, r.Test, r.Golden, r.Status, r.Problems)
		}
		switch r.Test {
		case "game":
			games[r.File]++
		case "golden":
			goldens[r.Golden] = true
		}
	}
	// Every transcript and golden file was found and tested.
	txt, _ := filepath.Glob("*/*.txt")
	golden, _ := filepath.Glob("*/*.golden")
	if len(txt) < 100 || len(golden) < 2*len(txt) {
		t.Fatalf("%d transcripts, %d golden files: is the test in the corpus?", len(txt), len(golden))
	}
	for _, f := range txt {
		if games[filepath.Join("../corpus", f)] == 0 {
			t.Errorf("%s: no game tested", f)
		}
	}
	for _, f := range golden {
		if !goldens[filepath.Join("../corpus", f)] {
			t.Errorf("%s: not compared", f)
		}
	}
	sum := recs[len(recs)-1]
	if sum.Test != "summary" || sum.Failed != 0 || sum.Passed != len(recs)-1 {
		t.Errorf("summary %+v of %d tests", sum, len(recs)-1)
	}
	// In Russian the same suite passes, its summary on the last line; the
	// only line before it is the advice to name games that share their
	// players and first move, which the corpus has.
	out, code = run("test", "--lang", "ru", "../corpus")
	want := fmt.Sprintf("пройдено: %d, не\u00a0пройдено: 0\n", sum.Passed)
	before, found := strings.CutSuffix(out, want)
	if code != 0 || !found || (before != "" && (strings.Count(before, "\n") != 1 || !strings.Contains(before, "«# имя: …»"))) {
		t.Errorf("in Russian: exit status %d, output:\n%s", code, out)
	}
}

// TestEveryRuleFileExpectsItsRule: corpus/<game>/<rule>.txt carries an
// `# expect:` naming its rule code (whole, in every game of the file that
// expects anything), and the near miss <rule>.ok.txt says `# expect: ok`
// on every game: line — so TestSuite proves each rule fires where it
// should and nowhere else.
func TestEveryRuleFileExpectsItsRule(t *testing.T) {
	catalog, err := say.NewCatalog(games.All(), "en")
	if err != nil {
		t.Fatal(err)
	}
	registry := games.NewRegistry()
	known := expect.NewKnown(catalog.IDs("en"), append(registry.IDs(), "referee", "notation"))
	// expectations reads a file's expectations, game by game, with the
	// line of each game: line.
	type game struct {
		line int
		exps []*expect.Expectation
	}
	expectations := func(file string) []game {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		c := notation.WatchComments(file, f, expect.Is)
		r := notation.NewReader(file, c, registry.Dialect)
		var out []game
		for g := r.Next(); g != nil; g = r.Next() {
			spec, _ := registry.Lookup(g.ID.Text)
			var exps []*expect.Expectation
			for _, cm := range c.Take(len(out) + 1) {
				e, perr := expect.Parse(cm)
				if perr != nil || e == nil {
					t.Fatalf("%s: %v", file, perr)
				}
				if errs := e.Resolve(spec.ID, known); errs != nil {
					t.Fatalf("%s: %v", file, errs)
				}
				exps = append(exps, e)
			}
			out = append(out, game{g.Pos.Line, exps})
		}
		return out
	}
	for _, g := range games.All() {
		for _, c := range g.Rules {
			code := string(c)
			name := strings.TrimPrefix(code, g.ID+".")
			file := filepath.Join(g.ID, name+".txt")
			found := false
			for _, gm := range expectations(file) {
				for _, e := range gm.exps {
					for _, x := range e.Codes {
						found = found || x.Code == code && !x.Prefix
					}
				}
			}
			if !found {
				t.Errorf("%s has no «# expect: %s»", file, code)
			}
			for i, gm := range expectations(filepath.Join(g.ID, name+".ok.txt")) {
				if len(gm.exps) != 1 || !gm.exps[0].OK || gm.exps[0].Pos.Line != gm.line {
					t.Errorf("%s.ok.txt, game %d: the near miss says no «# expect: ok» on its game: line", filepath.Join(g.ID, name), i+1)
				}
			}
		}
	}
}

// suiteOf writes files into a folder and runs `referee test --json` on it;
// it returns the JSON records and the exit status.
func suiteOf(t *testing.T, files map[string]string) ([]map[string]any, int) {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, code := run("test", "--json", dir)
	var recs []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r map[string]any
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("bad JSON line %q: %v", line, err)
		}
		recs = append(recs, r)
	}
	return recs, code
}

// TestRetriesAsRulebooksWriteThem (issue 22, item 8): a rulebook writes
// the move tried again after a refused one under the same number, and
// goes on unnumbered after an excerpt that starts at move 21.
func TestRetriesAsRulebooksWriteThem(t *testing.T) {
	recs, code := suiteOf(t, map[string]string{
		"retry.txt": "game: turtles\nplayers: Нина, Паша\n1. Нина: красная -1   # expect: back-from-start\n1. Нина: красная +1\n2. Паша: синяя +1\n",
	})
	if code != 0 {
		t.Errorf("a retry under its refused move's number: exit status %d: %v", code, recs)
	}
	// Unnumbered moves after 21 are 22 and 23: the refusal of the third
	// names it so.
	recs, _ = suiteOf(t, map[string]string{
		"excerpt.txt": "game: turtles\nplayers: Нина, Паша\nsetup: 1=красная\n21. Нина: красная +1\nПаша: синяя +1\nПаша: синяя +1\n",
	})
	if msg := fmt.Sprint(recs[0]["problems"]); !strings.Contains(msg, "Move 23 (Паша: синяя +1)") {
		t.Errorf("the third move of an excerpt from 21: %s", msg)
	}
}

// TestRightClaimWhileOthersRaceOn (issue 22, item 6): in big-races a claim
// is checked as soon as the winners are decided, though the other cars
// still race for places (NOTATION.md, result:).
func TestRightClaimWhileOthersRaceOn(t *testing.T) {
	recs, code := suiteOf(t, map[string]string{
		"claim.txt": "game: big-races   # expect: ok\nplayers: Аня, Боря\nlength: 10\nlaps: 1\nresult: Аня\n\nАня1: 4п\nБоря1: 4пвп\nАня2: 5п\nБоря2: 5п\nБоря1: 4п\nАня1: 6п\n",
	})
	if code != 0 || len(recs) != 2 || recs[0]["status"] != "pass" {
		t.Errorf("exit status %d: %v", code, recs)
	}
}

// TestCorpusReport: the corpus's JUnit report names every game by its file
// from the folder named and by the game itself, each name once in its
// file, and counts what the summary counts.
func TestCorpusReport(t *testing.T) {
	report := filepath.Join(t.TempDir(), "report.xml")
	out, code := run("test", "--junit", report, "../corpus")
	if code != 0 {
		t.Fatalf("exit status %d:\n%s", code, out)
	}
	data, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		Tests  int `xml:"tests,attr"`
		Suites []struct {
			Name  string `xml:"name,attr"`
			Cases []struct {
				Name string `xml:"name,attr"`
				File string `xml:"file,attr"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("%d passed, 0 failed\n", r.Tests); !strings.HasSuffix(out, want) {
		t.Errorf("the report counts %d tests; the summary: %s", r.Tests, out)
	}
	games := 0
	for _, s := range r.Suites {
		seen := map[string]bool{}
		for _, c := range s.Cases {
			if strings.HasSuffix(c.Name, ".golden") {
				continue
			}
			games++
			game, ok := strings.CutPrefix(c.Name, s.Name+"#")
			if !ok || game == "" || seen[game] || c.File != "../corpus/"+s.Name {
				t.Errorf("case %q (file %q) of %q: named twice, or not by its file and game", c.Name, c.File, s.Name)
			}
			seen[game] = true
		}
	}
	if games < 200 {
		t.Errorf("%d games in the report", games)
	}
}
