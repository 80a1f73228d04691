package cli_test

import (
	"bytes"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"referee/internal/cli"
)

// junit is the JUnit XML report as a CI system reads it.
type junit struct {
	XMLName  xml.Name `xml:"testsuites"`
	Tests    int      `xml:"tests,attr"`
	Failures int      `xml:"failures,attr"`
	Errors   int      `xml:"errors,attr"`
	Skipped  int      `xml:"skipped,attr"`
	Suites   []struct {
		Name     string `xml:"name,attr"`
		Tests    int    `xml:"tests,attr"`
		Failures int    `xml:"failures,attr"`
		Cases    []struct {
			Name      string  `xml:"name,attr"`
			Classname string  `xml:"classname,attr"`
			Time      float64 `xml:"time,attr"`
			Failure   *struct {
				Message string `xml:"message,attr"`
				Text    string `xml:",chardata"`
			} `xml:"failure"`
			Error   *struct{} `xml:"error"`
			Skipped *struct{} `xml:"skipped"`
		} `xml:"testcase"`
	} `xml:"testsuite"`
}

// TestJUnitReport: the report --junit writes is XML that parses, counts
// what the summary counts, has one test case a game and golden file in file
// order, and carries each failure's lines.
func TestJUnitReport(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("suite/a.txt", "game: turtles\nplayers: A, B\nA: red +1\n\ngame: turtles\nplayers: A, B\nA: red -1\n")
	write("suite/a.en.golden", "not what check says\n")
	write("suite/b/c.txt", "game: turtles   # expect: skip\nplayers: A, B\n\ngame: turtles\nplayers: A, B\nA: red +1   # expect: bad-code\n")
	report := filepath.Join(dir, "report.xml")
	var out bytes.Buffer
	code := cli.Main([]string{"test", "--junit", report, filepath.Join(dir, "suite")}, cli.IO{In: strings.NewReader(""), Out: &out, Err: &out, Getenv: func(string) string { return "" }})
	if code != 2 {
		t.Errorf("exit status %d, want 2 (an expectation that cannot be read)\n%s", code, out.String())
	}
	if !strings.HasSuffix(out.String(), "\n1 passed, 3 failed, 1 skipped\n") {
		t.Errorf("summary:\n%s", out.String())
	}
	data, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	var r junit
	if err := xml.Unmarshal(data, &r); err != nil {
		t.Fatalf("the report does not parse: %v\n%s", err, data)
	}
	if r.Tests != 5 || r.Failures != 2 || r.Errors != 1 || r.Skipped != 1 || len(r.Suites) != 2 {
		t.Fatalf("tests %d, failures %d, errors %d, skipped %d, suites %d", r.Tests, r.Failures, r.Errors, r.Skipped, len(r.Suites))
	}
	a, c := r.Suites[0], r.Suites[1]
	if a.Name != filepath.Join(dir, "suite/a.txt") || a.Tests != 3 || a.Failures != 2 || len(a.Cases) != 3 {
		t.Errorf("first suite: %+v", a)
	}
	if c.Name != filepath.Join(dir, "suite/b/c.txt") || len(c.Cases) != 2 {
		t.Errorf("second suite: %+v", c)
	}
	names := []string{a.Cases[0].Name, a.Cases[1].Name, a.Cases[2].Name}
	want := []string{"a.txt:1: game Turtle Race", "a.txt:5: game Turtle Race", "a.en.golden"}
	for i := range want {
		if !strings.Contains(names[i], want[i]) {
			t.Errorf("case %d is %q, want %q in it", i, names[i], want[i])
		}
	}
	if a.Cases[0].Failure != nil || a.Cases[1].Failure == nil || a.Cases[2].Failure == nil {
		t.Fatalf("failures: %+v", a.Cases)
	}
	if f := a.Cases[1].Failure; !strings.Contains(f.Message, "not expected: the red turtle stands on the start") || !strings.Contains(f.Text, "a.txt:7:1: Move 1 (A: red -1)") {
		t.Errorf("failure: %+v", f)
	}
	if f := a.Cases[2].Failure; !strings.Contains(f.Text, "-not what check says") || !strings.Contains(f.Text, "+"+"a.txt:1: Game Turtle Race") {
		t.Errorf("the golden file's failure carries no diff: %+v", f)
	}
	if c.Cases[0].Skipped == nil || c.Cases[1].Error == nil {
		t.Errorf("skipped and error: %+v", c.Cases)
	}
	for _, s := range r.Suites {
		for _, tc := range s.Cases {
			if tc.Classname != s.Name || tc.Time < 0 {
				t.Errorf("case %q: classname %q, time %v", tc.Name, tc.Classname, tc.Time)
			}
		}
	}
}
