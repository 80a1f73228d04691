package suite

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee/say"
)

// options are a run's options with fake streams and a fake check, as a
// command line would give them: the runner needs nothing else.
func options(t *testing.T, out, errs io.Writer, paths ...string) *Options {
	t.Helper()
	reg := games.NewRegistry()
	catalog, err := say.NewCatalog(reg.Specs(), "en")
	if err != nil {
		t.Fatal(err)
	}
	return &Options{
		Paths: paths, Glob: "*.txt", Jobs: 2,
		Out: out, Err: errs, Say: catalog.Speaker("en"), Catalog: catalog, Registry: reg,
		Open: func(name string) (string, io.ReadCloser, error) {
			f, err := os.Open(name)
			return name, f, err
		},
		Frame: func(shown string, in io.Reader) *notation.Reader {
			return notation.NewReader(shown, in, reg.Dialect)
		},
		SideFiles: func(string) func(string) ([]byte, error) { return nil },
		Check: func(w io.Writer, path, shown string, s *say.Speaker) int {
			fmt.Fprintf(w, "%s:1: checked in %s\n", shown, s.Lang)
			return 0
		},
		FileError: func(err error) error { return err },
		WriteErr:  func(err error) error { return err },
	}
}

func suiteDir(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestRunWithFakes: the runner runs on what its options give it: the
// golden file is the Check given, named from its own folder.
func TestRunWithFakes(t *testing.T) {
	dir := suiteDir(t, map[string]string{
		"a/x.txt":       "game: turtles\nplayers: A, B\nA: red +1\n",
		"a/x.en.golden": "x.txt:1: checked in en\n# exit 0\n",
	})
	var out bytes.Buffer
	if code := Run(options(t, &out, &out, dir)); code != ExitPass || !strings.HasSuffix(out.String(), "2 passed, 0 failed\n") {
		t.Errorf("exit status %d:\n%s", code, out.String())
	}
	// --update --golden ru writes the Russian file, by the Check given.
	out.Reset()
	o := options(t, &out, &out, dir)
	o.Update, o.Golden = true, []string{"ru"}
	if code := Run(o); code != ExitPass {
		t.Errorf("exit status %d:\n%s", code, out.String())
	}
	if data, err := os.ReadFile(filepath.Join(dir, "a/x.ru.golden")); err != nil || string(data) != "x.txt:1: checked in ru\n# exit 0\n" {
		t.Errorf("the Russian golden file: %q, %v", data, err)
	}
}

// brokenWriter fails every write, as a full disk does.
type brokenWriter struct{}

func (brokenWriter) Write([]byte) (int, error) { return 0, errors.New("no space left") }

// TestOutputBroken: an output that cannot be written ends the run, exit
// status 2, with one line on standard error.
func TestOutputBroken(t *testing.T) {
	files := map[string]string{}
	for i := range 200 {
		files[fmt.Sprintf("t%03d.txt", i)] = "game: turtles\nplayers: A, B\nA: red -1\n"
	}
	dir := suiteDir(t, files)
	var errs bytes.Buffer
	o := options(t, brokenWriter{}, &errs, dir)
	if code := Run(o); code != ExitError {
		t.Errorf("exit status %d", code)
	}
	if got := errs.String(); strings.Count(got, "\n") != 1 || !strings.Contains(got, "the output cannot be written: no space left") {
		t.Errorf("standard error: %q", got)
	}
}

// TestSummaryCountsToldWith: a golden file told with the failing game it
// is about is still a test that failed, in the summary as in JUnit (the
// summary said “0 passed, 1 failed” of a run of two failing tests).
func TestSummaryCountsToldWith(t *testing.T) {
	dir := suiteDir(t, map[string]string{
		"x.txt":       "game: turtles\nplayers: A, B\nA: red -1\n",
		"x.en.golden": "x.txt:1: something else\n# exit 0\n",
	})
	var out bytes.Buffer
	o := options(t, &out, &out, dir)
	o.JUnit = filepath.Join(t.TempDir(), "report.xml")
	code := Run(o)
	if code != ExitFail || !strings.Contains(out.String(), "\n    "+filepath.Join(dir, "x.en.golden")+":1:") {
		t.Fatalf("the golden file is not told with the game (exit status %d):\n%s", code, out.String())
	}
	if !strings.HasSuffix(out.String(), "0 passed, 2 failed\n") {
		t.Errorf("the summary does not count the golden file:\n%s", out.String())
	}
	report, err := os.ReadFile(o.JUnit)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(report), `tests="2" failures="2"`) {
		t.Errorf("the report counts otherwise:\n%s", report)
	}
	// --json has a line for each test the summary counts: the golden file
	// told with the game is one too.
	out.Reset()
	o = options(t, &out, &out, dir)
	o.JSON = true
	Run(o)
	var tests []string
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var j struct{ Test, Status string }
		if err := json.Unmarshal([]byte(line), &j); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		tests = append(tests, j.Test+" "+j.Status)
	}
	if want := []string{"game fail", "golden fail", "summary "}; !slices.Equal(tests, want) {
		t.Errorf("--json lines %q, want %q:\n%s", tests, want, out.String())
	}
}

// TestUpdateKeepsUnlabelledLanguage: --update does not rewrite a golden
// file named with no language in the run's language when it holds
// another's: it is left, with the rename that keeps its language; one in
// the run's language is written, saying in which and why (a Russian file
// was rewritten in English under LANG=C.UTF-8, without a word).
func TestUpdateKeepsUnlabelledLanguage(t *testing.T) {
	const russian = "x.txt:1: checked in ru\nx.txt:2: more\n# exit 0\n"
	dir := suiteDir(t, map[string]string{
		"x.txt":    "game: turtles\nplayers: A, B\nA: red +1\n",
		"x.golden": russian,
	})
	var out bytes.Buffer
	o := options(t, &out, &out, dir)
	o.Update = true
	if code := Run(o); code != ExitError || !strings.Contains(out.String(), "not written") || !strings.Contains(out.String(), "mv -n") {
		t.Errorf("exit status %d:\n%s", code, out.String())
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "x.golden")); string(data) != russian {
		t.Errorf("the Russian golden file was rewritten:\n%s", data)
	}
	// In the run's language, it is written, and the language said.
	if err := os.WriteFile(filepath.Join(dir, "x.golden"), []byte("x.txt:1: checked in en\nx.txt:2: more\n# exit 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if code := Run(o); code != ExitPass || !strings.Contains(out.String(), "so it is written in the language of the run, English") {
		t.Errorf("exit status %d:\n%s", code, out.String())
	}
}

// TestUnreadKeyFails: a header line the referee leaves out though it looks
// like one of the game's keys (an editor's «расстановка:» for «позиция:»)
// fails the game unless expected: the example would pass played from
// another position than the booklet's (round 7's suite editor).
func TestUnreadKeyFails(t *testing.T) {
	for _, c := range []struct {
		ok, expect string
		code       int
	}{
		{"  # expect: ok", "", ExitFail},
		{"", "  # expect: notation.unknown-key-suggest", ExitPass},
	} {
		dir := suiteDir(t, map[string]string{
			"x.txt": "game: turtles" + c.ok + "\nplayers: A, B\nрасстановка: 8=blue" + c.expect + "\nA: blue +1\n",
		})
		var out bytes.Buffer
		if code := Run(options(t, &out, &out, dir)); code != c.code {
			t.Errorf("with %q: exit status %d, want %d:\n%s", c.expect, code, c.code, out.String())
		}
	}
}
