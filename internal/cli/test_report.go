package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"referee/notation"
	"referee/referee"
	"referee/referee/say"
)

// golden tests one golden file: the transcript is checked as `check
// --explain --lang LANG` checks it, naming it rel, and the output, with the
// line `# exit N` the project's golden files end with, must be the file's
// bytes. With --update a file that differs, or is missing, is written.
func (t *tester) golden(path, rel, golden, lang string) *testCase {
	c := &testCase{kind: "golden", file: path, golden: golden, lang: lang}
	fail := func(err error) *testCase {
		c.status = testError
		msg := referee.Say("notation.file-unreadable", referee.Facts{"detail": t.a.fileError(err).Error()})
		c.problems = []problem{{Pos: notation.Pos{Filename: golden}, Kind: "error", Code: "notation.file-unreadable", Text: t.a.say.Say(msg) + " [notation.file-unreadable]"}}
		return c
	}
	speaker, err := t.speaker(lang)
	if err != nil {
		return fail(err)
	}
	var want io.Reader
	if f, err := os.Open(golden); err == nil {
		defer f.Close()
		if st, err := f.Stat(); err == nil && st.IsDir() {
			return fail(fmt.Errorf("%s", t.a.text("cli.is-dir")))
		}
		in := bufio.NewReaderSize(f, 64<<10)
		rel = namedIn(in, path, rel)
		want = in
	} else if !os.IsNotExist(err) {
		return fail(err)
	}
	var tmp *os.File
	if t.opts.update {
		if tmp, err = tempBeside(golden); err != nil {
			return fail(err)
		}
		defer func() {
			if tmp != nil {
				tmp.Close()
				os.Remove(tmp.Name())
			}
		}()
	}
	cmp := newGoldenCompare(want, tmp)
	code := t.checkExplain(cmp, path, rel, speaker)
	fmt.Fprintf(cmp, "# exit %d\n", code)
	command := "check --explain --lang " + lang + " " + rel
	same, line, diff, cut := cmp.finish(golden, command)
	if cmp.err != nil {
		return fail(cmp.err)
	}
	switch {
	case same:
		c.status = testPass
	case t.opts.update:
		if err := replaceFile(tmp, golden); err != nil {
			return fail(err)
		}
		tmp = nil
		c.status, c.written = testPass, true
	case want == nil:
		c.status = testFail
		c.problems = []problem{{Pos: notation.Pos{Filename: path}, Kind: "missing",
			Text: t.a.say.Say(referee.Say("test.golden-missing", referee.Facts{"golden": golden}))}}
	default:
		c.status, c.line, c.diff, c.cut = testFail, line, diff, cut
		c.problems = []problem{{Pos: notation.Pos{Filename: golden, Line: line}, Kind: "differs",
			Text: t.a.say.Say(referee.Say("test.golden-differs", referee.Facts{"command": command, "line": line}))}}
	}
	return c
}

// namedIn reads how a golden file names its transcript: its first line
// starts with the name check was given, then a colon. The name is the
// transcript's path or a tail of it (x.txt, turtles/x.txt, corpus/turtles/x.txt),
// or of its absolute path, the longest that fits; when none does, rel. So a golden file made by
// running a folder (referee test corpus/ names turtles/x.txt) matches
// however its transcript is named (referee test corpus/turtles/x.txt).
func namedIn(golden *bufio.Reader, path, rel string) string {
	head, _ := golden.Peek(4 << 10)
	if i := bytes.IndexByte(head, '\n'); i >= 0 {
		head = head[:i]
	}
	for _, p := range []string{path, abs(path)} {
		parts := strings.Split(filepath.Clean(p), string(filepath.Separator))
		for i := range parts {
			name := filepath.Join(parts[i:]...)
			if i == 0 && filepath.IsAbs(p) {
				name = p
			}
			if name != "" && bytes.HasPrefix(head, []byte(name+":")) {
				return name
			}
		}
	}
	return rel
}

func abs(path string) string {
	if a, err := filepath.Abs(path); err == nil {
		return a
	}
	return path
}

// checkExplain writes what `referee check --explain` prints for one file in
// a speaker's language, on standard output and error both, naming the file
// rel; it returns the exit status. It is check's own stream (check.go), run
// with no pool (the pool prints the same bytes in the same order), opening
// the file by its path and naming it rel; TestCheckExplainIsCheck holds the
// two to the same bytes.
func (t *tester) checkExplain(w io.Writer, path, rel string, speaker *say.Speaker) int {
	sub := &app{io: IO{In: strings.NewReader(""), Out: w, Err: w, Getenv: t.a.io.Getenv}, registry: t.a.registry, catalog: t.a.catalog, say: speaker, view: referee.View{}}
	_, in, err := sub.open(path)
	if err != nil {
		msg := referee.Say("notation.file-unreadable", referee.Facts{"detail": err.Error()})
		fmt.Fprintf(w, "%s: %s [notation.file-unreadable]\n", rel, speaker.Say(msg))
		return ExitNotation
	}
	defer in.Close()
	out := bufio.NewWriterSize(w, 64<<10)
	defer out.Flush()
	sub.checkStream(rel, in, sub.sideFiles(path), checkOptions{explain: true, jobs: 1}, out, nil, nil)
	return sub.code
}

// finish counts a test, prints it and keeps it for the JUnit report; it
// returns its exit status.
func (t *tester) finish(w io.Writer, c *testCase) int {
	code := 0
	switch c.status {
	case testPass:
		t.counts[0].Add(1)
	case testFail:
		t.counts[1].Add(1)
		code = 1
	case testError:
		t.counts[2].Add(1)
		code = ExitNotation
	case testSkip:
		t.counts[3].Add(1)
	}
	if t.opts.json {
		t.writeJSON(w, c)
	} else {
		t.writeText(w, c)
	}
	if t.opts.junit != "" {
		t.mu.Lock()
		t.cases = append(t.cases, c)
		t.mu.Unlock()
	}
	return code
}

// writeText prints a test like go test: nothing when it passes (but with
// --verbose), else each problem on its line, FILE:LINE:COL first, the
// first flush left and the rest indented under it; a diff is indented too.
func (t *tester) writeText(w io.Writer, c *testCase) {
	switch {
	case c.written:
		fmt.Fprintf(w, "%s: %s\n", c.golden, t.a.say.Say(referee.Say("test.golden-written", referee.Facts{"command": "check --explain --lang " + c.lang})))
		return
	case c.status == testPass || c.status == testSkip:
		if t.opts.verbose {
			id := "test.pass"
			if c.status == testSkip {
				id = "test.skip"
			}
			what := c.what
			if c.kind == "golden" {
				what = t.a.say.Say(referee.Say("test.golden-what", referee.Facts{"command": "check --explain --lang " + c.lang}))
			}
			fmt.Fprintf(w, "%s: %s\n", placeOf(c), t.a.say.Say(referee.Say(id, referee.Facts{"what": what})))
		}
		return
	}
	for i, p := range c.problems {
		if i > 0 {
			io.WriteString(w, "    ")
		}
		fmt.Fprintf(w, "%s: %s\n", place(p.Pos), p.Text)
	}
	for _, l := range bytes.SplitAfter(c.diff, []byte("\n")) {
		if len(l) > 0 {
			io.WriteString(w, "    ")
			w.Write(l)
		}
	}
	if c.cut {
		fmt.Fprintf(w, "    %s\n", t.a.say.Say(referee.Say("test.diff-cut", referee.Facts{"bytes": goldenWindow})))
	}
}

// jsonTest is a test's JSON line.
type jsonTest struct {
	Test     string        `json:"test"` // game, golden, file
	File     string        `json:"file"`
	Line     int           `json:"line,omitempty"`
	Game     string        `json:"game,omitempty"`
	Golden   string        `json:"golden,omitempty"`
	Lang     string        `json:"lang,omitempty"`
	Status   string        `json:"status"`
	Written  bool          `json:"written,omitempty"`
	Problems []jsonProblem `json:"problems"`
	Diff     string        `json:"diff,omitempty"`
}

type jsonProblem struct {
	Line     int      `json:"line,omitempty"`
	Column   int      `json:"column,omitempty"`
	Kind     string   `json:"kind"`
	Code     string   `json:"code,omitempty"`
	Expected []string `json:"expected,omitempty"`
	Message  string   `json:"message"`
}

func (t *tester) writeJSON(w io.Writer, c *testCase) {
	j := jsonTest{Test: c.kind, File: c.file, Line: c.line, Game: c.game, Golden: c.golden, Lang: c.lang, Status: c.status, Written: c.written, Problems: []jsonProblem{}, Diff: string(c.diff)}
	for _, p := range c.problems {
		j.Problems = append(j.Problems, jsonProblem{Line: p.Pos.Line, Column: p.Pos.Column, Kind: p.Kind, Code: p.Code, Expected: p.Expected, Message: p.Text})
	}
	writeJSONLine(w, j)
}

func writeJSONLine(w io.Writer, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		return
	}
	w.Write(append(b, '\n'))
}

// summary prints the last line: N passed, M failed (and skipped).
func (t *tester) summary(passed, failed, skipped int64) {
	if t.opts.json {
		writeJSONLine(t.out, struct {
			Test    string `json:"test"`
			Passed  int64  `json:"passed"`
			Failed  int64  `json:"failed"`
			Skipped int64  `json:"skipped"`
		}{"summary", passed, failed, skipped})
		return
	}
	id := "test.summary"
	if skipped > 0 {
		id = "test.summary-skipped"
	}
	fmt.Fprintln(t.out, t.a.say.Say(referee.Say(id, referee.Facts{"passed": passed, "failed": failed, "skipped": skipped})))
}

// The JUnit XML report: one test suite a transcript, one test case a game
// or golden file, as Jenkins, GitLab and GitHub's reporters read it.
type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int64        `xml:"tests,attr"`
	Failures int64        `xml:"failures,attr"`
	Errors   int64        `xml:"errors,attr"`
	Skipped  int64        `xml:"skipped,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Errors   int         `xml:"errors,attr"`
	Skipped  int         `xml:"skipped,attr"`
	Time     string      `xml:"time,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Time      string        `xml:"time,attr"`
	Failure   *junitProblem `xml:"failure,omitempty"`
	Error     *junitProblem `xml:"error,omitempty"`
	Skipped   *junitProblem `xml:"skipped,omitempty"`
}

type junitProblem struct {
	Message string `xml:"message,attr,omitempty"`
	Type    string `xml:"type,attr,omitempty"`
	Text    string `xml:",chardata"`
}

func (t *tester) writeJUnit(f *os.File, passed, failed, errs, skipped int64) error {
	slices.SortFunc(t.cases, func(a, b *testCase) int { return a.seq - b.seq })
	all := junitSuites{Name: "referee test", Tests: passed + failed + errs + skipped, Failures: failed, Errors: errs, Skipped: skipped}
	var total float64
	var times []float64 // by suite
	for _, c := range t.cases {
		if n := len(all.Suites); n == 0 || all.Suites[n-1].Name != c.file {
			all.Suites = append(all.Suites, junitSuite{Name: c.file})
			times = append(times, 0)
		}
		s := &all.Suites[len(all.Suites)-1]
		jc := junitCase{Name: t.caseName(c), Classname: c.file, Time: seconds(c.elapsed.Seconds())}
		var text bytes.Buffer
		t.writeText(&text, c)
		body := &junitProblem{Text: xmlText(text.String())}
		if len(c.problems) > 0 {
			body.Message = xmlText(c.problems[0].Text)
		}
		switch c.status {
		case testFail:
			s.Failures++
			body.Type = "fail"
			jc.Failure = body
		case testError:
			s.Errors++
			body.Type = "error"
			jc.Error = body
		case testSkip:
			s.Skipped++
			jc.Skipped = &junitProblem{}
		}
		s.Tests++
		s.Cases = append(s.Cases, jc)
		times[len(times)-1] += c.elapsed.Seconds()
		total += c.elapsed.Seconds()
	}
	for i := range all.Suites {
		all.Suites[i].Time = seconds(times[i])
	}
	all.Time = seconds(total)
	w := bufio.NewWriter(f)
	io.WriteString(w, xml.Header)
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(all); err != nil {
		return err
	}
	io.WriteString(w, "\n")
	return w.Flush()
}

// caseName names a test case: the game's line and the game in words, or
// the golden file.
func (t *tester) caseName(c *testCase) string {
	switch c.kind {
	case "golden":
		return c.golden
	case "game":
		return say.Place(notation.Pos{Filename: c.file, Line: c.line}) + ": " + c.what
	}
	return c.file
}

func seconds(s float64) string { return fmt.Sprintf("%.3f", s) }

// xmlText keeps only the characters XML 1.0 may hold: a transcript's
// control characters, quoted back in a message, would make the report
// unreadable.
func xmlText(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' || r >= 0x20 && r <= 0xD7FF || r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF {
			return r
		}
		return '\uFFFD'
	}, s)
}
