package suite

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/boardgame-referee/referee/internal/atomicfile"
)

// The JUnit XML report, as Jenkins' junit-10 schema has it, so Jenkins,
// GitLab and GitHub's reporters read it: one test suite a transcript, one
// test case a game or golden file, named by its place (turtles/x.txt#1),
// so that an inserted comment or a renamed player renames nothing. Beyond
// the schema, a test case has the `file` and `line` attributes GitLab's
// and GitHub's reporters annotate with (Jenkins ignores them); a game's
// name in words and its players are properties of its suite, since the
// schema gives a test case none.
type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name       string           `xml:"name,attr"`
	Tests      int              `xml:"tests,attr"`
	Failures   int              `xml:"failures,attr"`
	Errors     int              `xml:"errors,attr"`
	Skipped    int              `xml:"skipped,attr"`
	Time       string           `xml:"time,attr"`
	File       string           `xml:"file,attr,omitempty"`
	Properties *junitProperties `xml:"properties,omitempty"`
	Cases      []junitCase      `xml:"testcase"`
}

type junitProperties struct {
	List []junitProperty `xml:"property"`
}

type junitProperty struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Time      string        `xml:"time,attr"`
	File      string        `xml:"file,attr,omitempty"`
	Line      int           `xml:"line,attr,omitempty"`
	Failure   *junitProblem `xml:"failure,omitempty"`
	Error     *junitProblem `xml:"error,omitempty"`
	Skipped   *junitProblem `xml:"skipped,omitempty"`
}

type junitProblem struct {
	Message string `xml:"message,attr,omitempty"`
	Type    string `xml:"type,attr,omitempty"`
	Text    string `xml:",chardata"`
}

// keepForJUnit keeps what the report needs of a test: its text as printed,
// uncoloured, and not its diffs, which the text holds.
func (r *runner) keepForJUnit(c *testCase) {
	var b bytes.Buffer
	saved := r.paint
	r.paint = newPainter(false)
	r.writeText(&b, c)
	r.paint = saved
	c.text = b.String()
	for i := range c.problems {
		c.problems[i].Diff = nil
	}
	r.cases = append(r.cases, c)
}

// report builds the report from the tests, in the order they were printed.
func (r *runner) report() junitSuites {
	// Counted from the cases, not the summary: a golden file told with its
	// failing example is a case of its own here.
	all := junitSuites{Name: "referee test"}
	var total time.Duration
	var times []time.Duration // by suite
	for _, c := range r.cases {
		if n := len(all.Suites); n == 0 || all.Suites[n-1].File != xmlText(c.file) {
			all.Suites = append(all.Suites, junitSuite{Name: xmlText(c.suiteName()), File: xmlText(c.file)})
			times = append(times, 0)
		}
		s := &all.Suites[len(all.Suites)-1]
		jc := junitCase{Name: xmlText(c.testName()), Classname: s.Name, Time: junitTime(c.elapsed), File: xmlText(c.file), Line: c.line}
		if c.kind == "golden" {
			jc.File, jc.Line = xmlText(c.golden), 0
		}
		if c.kind == "game" {
			if s.Properties == nil {
				s.Properties = &junitProperties{}
			}
			k := "#" + c.id()
			s.Properties.List = append(s.Properties.List,
				junitProperty{k + " game", xmlText(c.title)},
				// The game's id too: the title is in the run's language,
				// and a report read by tools should not change with it.
				junitProperty{k + " game id", xmlText(c.game)},
				junitProperty{k + " players", xmlText(strings.Join(c.players, ", "))})
		}
		body := &junitProblem{Text: xmlText(c.text)}
		if len(c.problems) > 0 {
			p := c.problems[0]
			body.Message = xmlText(p.Text)
			// Where the failure is: a reporter annotates that line.
			if p.File != "" {
				jc.File, jc.Line = xmlText(p.File), p.Pos.Line
			}
		}
		switch c.status {
		case statusFail:
			s.Failures++
			body.Type = "fail"
			jc.Failure = body
		case statusError:
			s.Errors++
			body.Type = "error"
			jc.Error = body
		case statusSkip:
			s.Skipped++
			jc.Skipped = &junitProblem{}
		}
		s.Tests++
		s.Cases = append(s.Cases, jc)
		times[len(times)-1] += c.elapsed
		total += c.elapsed
	}
	for i, s := range all.Suites {
		all.Suites[i].Time = junitTime(times[i])
		all.Tests += s.Tests
		all.Failures += s.Failures
		all.Errors += s.Errors
	}
	all.Time = junitTime(total)
	return all
}

// writeJUnit writes the report: to standard output for «-», else
// atomically to its file (through a link the user named, as -o is, but
// never onto a file the run reads). A failure is said on standard error.
func (r *runner) writeJUnit() error {
	write := func(w io.Writer) error {
		bw := bufio.NewWriter(w)
		io.WriteString(bw, xml.Header)
		enc := xml.NewEncoder(bw)
		enc.Indent("", "  ")
		if err := enc.Encode(r.report()); err != nil {
			return err
		}
		io.WriteString(bw, "\n")
		return bw.Flush()
	}
	var err error
	if r.o.JUnit == "-" {
		sink := &errWriter{w: r.o.Out}
		if err = write(sink); err == nil {
			err = sink.err
		}
		if err != nil {
			r.outputBroken(err)
		}
		return err
	}
	err = atomicfile.WriteFrom(r.o.JUnit, write, atomicfile.Policy{FollowLinks: true, Inputs: r.inputs})
	if err != nil {
		reportUnwritable(r.o, err)
	}
	return err
}

// junitWritable checks, before the run, that the report has a folder to
// go to and is no file named as a transcript.
func junitWritable(o *Options) error {
	if o.JUnit == "" || o.JUnit == "-" {
		return nil
	}
	target, err := atomicfile.Resolve(o.JUnit, atomicfile.Policy{FollowLinks: true, Inputs: o.Paths})
	if err != nil {
		return err
	}
	if st, err := os.Stat(target); err == nil && st.IsDir() {
		return &fs.PathError{Op: "write", Path: o.JUnit, Err: syscall.EISDIR}
	}
	st, err := os.Stat(filepath.Dir(target))
	if err == nil && !st.IsDir() {
		err = &fs.PathError{Op: "write", Path: o.JUnit, Err: syscall.ENOTDIR}
	}
	return err
}

// reportUnwritable says on standard error why the report is not written.
func reportUnwritable(o *Options, err error) {
	detail := o.Say.Say(JUnitIsInput)
	if !errors.Is(err, atomicfile.ErrInput) {
		detail = o.WriteErr(err).Error()
	}
	msg := o.Say.Say(JUnitUnwritable{File: verbatim(visible(o.JUnit)), Detail: detail})
	io.WriteString(o.Err, "referee: "+msg+"\n")
}

func junitTime(d time.Duration) string { return fmt.Sprintf("%.3f", d.Seconds()) }

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
