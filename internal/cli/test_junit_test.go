package cli_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// junit is the JUnit XML report as a CI system reads it.
type junit struct {
	XMLName  xml.Name `xml:"testsuites"`
	Tests    int      `xml:"tests,attr"`
	Failures int      `xml:"failures,attr"`
	Errors   int      `xml:"errors,attr"`
	Suites   []struct {
		Name       string `xml:"name,attr"`
		Tests      int    `xml:"tests,attr"`
		Failures   int    `xml:"failures,attr"`
		Skipped    int    `xml:"skipped,attr"`
		Properties []struct {
			Name  string `xml:"name,attr"`
			Value string `xml:"value,attr"`
		} `xml:"properties>property"`
		Cases []struct {
			Name      string  `xml:"name,attr"`
			Classname string  `xml:"classname,attr"`
			File      string  `xml:"file,attr"`
			Line      int     `xml:"line,attr"`
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

// TestJUnitReport: the report --junit writes is XML that Jenkins'
// junit-10 schema accepts (but for a test case's file and line), counts
// what the summary counts, has one test case a game and golden file in file
// order, named by its file from the folder named and by the game itself,
// and carries each failure's lines.
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
	write("suite/b/d.txt", "\x01 not text\n")
	report := filepath.Join(dir, "report.xml")
	var out bytes.Buffer
	code := cli.Main([]string{"test", "--junit", report, filepath.Join(dir, "suite")}, cli.IO{In: strings.NewReader(""), Out: &out, Err: &out, Getenv: func(string) string { return "" }})
	if code != 2 {
		t.Errorf("exit status %d, want 2 (an expectation that cannot be read)\n%s", code, out.String())
	}
	if !strings.HasSuffix(out.String(), "\n1 passed, 4 failed, 1 skipped\n") {
		t.Errorf("summary:\n%s", out.String())
	}
	data, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	if err := validJUnit10(data); err != nil {
		t.Errorf("not valid against junit-10: %v\n%s", err, data)
	}
	var r junit
	if err := xml.Unmarshal(data, &r); err != nil {
		t.Fatalf("the report does not parse: %v\n%s", err, data)
	}
	if r.Tests != 6 || r.Failures != 3 || r.Errors != 1 || len(r.Suites) != 3 {
		t.Fatalf("tests %d, failures %d, errors %d, suites %d", r.Tests, r.Failures, r.Errors, len(r.Suites))
	}
	a, c := r.Suites[0], r.Suites[1]
	aName := filepath.Join(dir, "suite/a.txt")
	if a.Name != "a.txt" || a.Tests != 3 || a.Failures != 2 || len(a.Cases) != 3 {
		t.Errorf("first suite: %+v", a)
	}
	if c.Name != "b/c.txt" || len(c.Cases) != 2 || c.Skipped != 1 {
		t.Errorf("second suite: %+v", c)
	}
	names := []string{a.Cases[0].Name, a.Cases[1].Name, a.Cases[2].Name}
	want := []string{"a.txt#A, B: red +1", "a.txt#A, B: red -1", "a.en.golden"}
	if !slices.Equal(names, want) {
		t.Errorf("cases %q, want %q", names, want)
	}
	if len(a.Properties) != 6 || a.Properties[0].Name != "#A, B: red +1 game" || a.Properties[0].Value != "Turtle Race" ||
		a.Properties[1].Name != "#A, B: red +1 game id" || a.Properties[1].Value != "turtles" ||
		a.Properties[5].Name != "#A, B: red -1 players" || a.Properties[5].Value != "A, B" {
		t.Errorf("properties: %+v", a.Properties)
	}
	if a.Cases[0].Failure != nil || a.Cases[1].Failure == nil || a.Cases[2].Failure == nil {
		t.Fatalf("failures: %+v", a.Cases)
	}
	if f := a.Cases[1].Failure; !strings.Contains(f.Message, "unexpected refusal: the red turtle is at the start, and no turtle can move back from there") || !strings.Contains(f.Text, "a.txt:7:1: Move 1 (A: red −1)") {
		t.Errorf("failure: %+v", f)
	}
	// Where a reporter annotates: the game: line of a game that passes, the
	// failure's own line, the golden file's difference.
	if a.Cases[0].File != aName || a.Cases[0].Line != 1 || a.Cases[1].File != aName || a.Cases[1].Line != 7 || a.Cases[2].File != filepath.Join(dir, "suite/a.en.golden") || a.Cases[2].Line != 1 {
		t.Errorf("file and line: %+v", a.Cases)
	}
	if f := a.Cases[2].Failure; !strings.Contains(f.Text, "-not what check says") || !strings.Contains(f.Text, "+"+"a.txt:1: Game: Turtle Race") {
		t.Errorf("the golden file's failure carries no diff: %+v", f)
	}
	if c.Cases[0].Skipped == nil || c.Cases[1].Error == nil {
		t.Errorf("skipped and error: %+v", c.Cases)
	}
	for _, s := range r.Suites {
		for _, tc := range s.Cases {
			if tc.Classname != s.Name || tc.Time < 0 || !strings.HasPrefix(tc.File, filepath.Join(dir, "suite")) {
				t.Errorf("case %q: classname %q, time %v", tc.Name, tc.Classname, tc.Time)
			}
		}
	}
}

// junit10 is what Jenkins' junit-10.xsd (jenkinsci/xunit-plugin) allows:
// each element's attributes (those required marked !) and children. A
// test case's file and line are the one addition, which the reporters of
// GitLab and GitHub read.
var junit10 = map[string]struct {
	attrs    []string
	children []string
}{
	"testsuites": {[]string{"name", "time", "tests", "failures", "errors"}, []string{"testsuite"}},
	"testsuite": {[]string{"!name", "!tests", "!failures", "!errors", "group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url"},
		[]string{"testsuite", "properties", "testcase", "system-out", "system-err"}},
	"properties": {nil, []string{"property"}},
	"property":   {[]string{"!name", "!value"}, nil},
	"testcase": {[]string{"!name", "time", "classname", "group", "file", "line"},
		[]string{"skipped", "error", "failure", "rerunFailure", "rerunError", "flakyFailure", "flakyError", "system-out", "system-err"}},
	"failure": {[]string{"type", "message"}, nil},
	"error":   {[]string{"type", "message"}, nil},
	"skipped": {[]string{"type", "message"}, nil},
}

// surefireTime is the schema's SUREFIRE_TIME, anchored as XSD patterns are.
var surefireTime = regexp.MustCompile(`^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?$`)

// validJUnit10 checks a report against junit10: the root, every element,
// attribute and child, the required attributes, and the times.
func validJUnit10(data []byte) error {
	dec := xml.NewDecoder(bytes.NewReader(data))
	var stack []string
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			name := tok.Name.Local
			rule, ok := junit10[name]
			if !ok {
				return fmt.Errorf("element <%s> is not in the schema", name)
			}
			if len(stack) == 0 && name != "testsuites" {
				return fmt.Errorf("the root is <%s>", name)
			}
			if len(stack) > 0 && !slices.Contains(junit10[stack[len(stack)-1]].children, name) {
				return fmt.Errorf("<%s> may not hold <%s>", stack[len(stack)-1], name)
			}
			seen := map[string]bool{}
			for _, a := range tok.Attr {
				if !slices.Contains(rule.attrs, a.Name.Local) && !slices.Contains(rule.attrs, "!"+a.Name.Local) {
					return fmt.Errorf("<%s> may not have %s=", name, a.Name.Local)
				}
				if a.Name.Local == "time" && (name == "testsuite" || name == "testsuites") && !surefireTime.MatchString(a.Value) {
					return fmt.Errorf("<%s time=%q> is no SUREFIRE_TIME", name, a.Value)
				}
				seen[a.Name.Local] = true
			}
			for _, a := range rule.attrs {
				if n, ok := strings.CutPrefix(a, "!"); ok && !seen[n] {
					return fmt.Errorf("<%s> lacks %s=", name, n)
				}
			}
			stack = append(stack, name)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 && len(bytes.TrimSpace(tok)) > 0 && len(junit10[stack[len(stack)-1]].children) > 0 && stack[len(stack)-1] != "testcase" {
				return fmt.Errorf("<%s> holds text", stack[len(stack)-1])
			}
		}
	}
	return nil
}

// TestValidJUnit10 holds the checker to the schema: reports it must refuse.
func TestValidJUnit10(t *testing.T) {
	for _, bad := range []string{
		`<testsuites skipped="0"></testsuites>`,
		`<testsuites><testsuite tests="1" failures="0" errors="0"></testsuite></testsuites>`,
		`<testsuites><testsuite name="a" tests="1" failures="0" errors="0"><testcase name="x"><properties></properties></testcase></testsuite></testsuites>`,
		`<testsuites><testsuite name="a" tests="1" failures="0" errors="0" time="1.5s"></testsuite></testsuites>`,
		`<testsuite name="a" tests="1" failures="0" errors="0"></testsuite>`,
	} {
		if validJUnit10([]byte(bad)) == nil {
			t.Errorf("accepted %s", bad)
		}
	}
	good := `<testsuites name="x" tests="1"><testsuite name="a" tests="1" failures="0" errors="0" skipped="0" time="0.001"><properties><property name="p" value="v"/></properties><testcase name="a#1" file="a" line="2"><failure message="m">text</failure></testcase></testsuite></testsuites>`
	if err := validJUnit10([]byte(good)); err != nil {
		t.Errorf("refused a good report: %v", err)
	}
}

// TestJUnitKeepsGoldenCases: when an example breaks, the golden files that
// differ where it fails are told with it on the terminal, but each stays a
// test case of the report, failed and naming the example, so that a CI
// history keeps every name (they once vanished: 26 cases became 24).
func TestJUnitKeepsGoldenCases(t *testing.T) {
	dir := t.TempDir()
	suite := filepath.Join(dir, "suite")
	if err := os.Mkdir(suite, 0o755); err != nil {
		t.Fatal(err)
	}
	game := "game: turtles\nplayers: A, B\nA: red +1\n\n# name: Пример 2\ngame: turtles\nplayers: A, B\nA: red +1\nB: blue +1\n"
	if err := os.WriteFile(filepath.Join(suite, "x.txt"), []byte(game), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (junit, string) {
		t.Helper()
		report := filepath.Join(dir, "report.xml")
		var out bytes.Buffer
		cli.Main(append(append([]string{"test"}, args...), "--junit", report, suite), cli.IO{In: strings.NewReader(""), Out: &out, Err: &out, Getenv: func(string) string { return "" }})
		data, err := os.ReadFile(report)
		if err != nil {
			t.Fatal(err)
		}
		if err := validJUnit10(data); err != nil {
			t.Errorf("not valid against junit-10: %v\n%s", err, data)
		}
		var r junit
		if err := xml.Unmarshal(data, &r); err != nil {
			t.Fatalf("the report does not parse: %v\n%s", err, data)
		}
		return r, out.String()
	}
	names := func(r junit) (n []string) {
		for _, s := range r.Suites {
			for _, c := range s.Cases {
				n = append(n, c.Name)
			}
		}
		return n
	}
	before, out := run("--update", "--golden", "en,ru")
	if before.Tests != 4 || len(names(before)) != 4 || before.Failures != 0 {
		t.Fatalf("before: %d tests, %q, %d failures\n%s", before.Tests, names(before), before.Failures, out)
	}
	// The second example breaks: blue cannot move back from the start.
	broken := strings.Replace(game, "B: blue +1", "B: blue -1", 1)
	if err := os.WriteFile(filepath.Join(suite, "x.txt"), []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	after, out := run()
	if !slices.Equal(names(after), names(before)) || after.Tests != before.Tests {
		t.Fatalf("cases %q (%d), want %q\n%s", names(after), after.Tests, names(before), out)
	}
	// Told once, and counted as JUnit counts them (the summary said “1
	// passed, 1 failed”, losing the two golden files).
	if strings.Count(out, "x.en.golden:") != 1 || !strings.Contains(out, "1 passed, 3 failed") {
		t.Errorf("the terminal does not tell the golden files with the example once, or miscounts them:\n%s", out)
	}
	for _, c := range after.Suites[0].Cases[2:] {
		if c.Failure == nil || !strings.Contains(c.Failure.Message, "where the example “x.txt#Пример 2” fails") {
			t.Errorf("%s: %+v", c.Name, c.Failure)
		}
	}
	if after.Failures != 3 || after.Suites[0].Failures != 3 {
		t.Errorf("failures %d, of the suite %d, want 3", after.Failures, after.Suites[0].Failures)
	}
}
