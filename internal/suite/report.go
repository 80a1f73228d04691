package suite

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// name is a test's name, stable as CI systems want it and the same on
// every machine: from the folder named, a game's from the game itself
// (names.go), a golden file's its path, what a file holds outside its
// games the file's.
func (c *testCase) testName() string {
	if c.name != "" {
		return c.name
	}
	if c.kind == "golden" {
		return c.golden
	}
	return c.file
}

// suiteName is the name of the transcript a test is of: the JUnit suite.
func (c *testCase) suiteName() string {
	if c.rel != "" {
		return c.rel
	}
	return c.file
}

// id is a game's name within its file: its test's name past the #.
func (c *testCase) id() string {
	return strings.TrimPrefix(c.testName(), c.rel+"#")
}

// writeText prints a test like go test: nothing when it passes (but with
// --verbose), else each problem on its line, FILE:LINE:COL first, the
// first flush left and the rest indented under it; a diff is indented too.
func (r *runner) writeText(w io.Writer, c *testCase) {
	switch {
	case c.kind == "cleaned":
		fmt.Fprintf(w, "%s: %s\n", r.paint.place(visible(c.file)), c.what)
		return
	case c.written:
		command := verbatim(goldenCommand(c.lang, ""))
		var m referee.Message = GoldenWritten{Command: command}
		if c.migrated != "" {
			m = GoldenMigrated{Command: command, Old: verbatim(visible(c.migrated))}
		}
		if c.unlabelled {
			from := r.o.LangFrom
			m = GoldenWrittenUnlabelled{Command: command, Language: referee.Term("test.lang." + c.lang), Flag: from.Flag, Var: from.Var, Value: from.Value}
		}
		fmt.Fprintf(w, "%s: %s\n", r.paint.place(visible(c.golden)), r.say(m))
		return
	case c.status == statusPass || c.status == statusSkip && len(c.problems) == 0:
		if r.o.Verbose {
			what := c.what
			if c.kind == "golden" {
				what = r.say(GoldenWhat{Command: verbatim(goldenCommand(c.lang, ""))})
			}
			var m referee.Message = Pass{What: verbatim(what)}
			paint := r.paint.good
			if c.status == statusSkip {
				m, paint = Skip{What: verbatim(what)}, r.paint.note
			}
			fmt.Fprintf(w, "%s: %s\n", r.paint.place(placeOf(c)), paint(r.say(m)))
		}
		return
	}
	for i, p := range c.problems {
		if i > 0 {
			io.WriteString(w, "    ")
		}
		if p.File == "" { // of the run as a whole
			fmt.Fprintf(w, "%s\n", p.Text)
			continue
		}
		fmt.Fprintf(w, "%s: %s\n", r.paint.place(place(p.File, p.Pos)), p.Text)
		r.writeDiff(w, p.Diff)
		if p.Cut {
			fmt.Fprintf(w, "    %s\n", r.say(DiffCut{Bytes: goldenWindow}))
		}
	}
}

// printFileTime prints, under -v, how long a file's tests took: the sum
// of their own times.
func (r *runner) printFileTime(file string) {
	n := r.fileN[file]
	if !r.o.Verbose || r.o.JSON || n == 0 {
		return
	}
	ms := int(r.fileTime[file].Round(time.Millisecond) / time.Millisecond)
	fmt.Fprintf(r.out, "%s: %s\n", r.paint.place(visible(file)), r.say(FileTime{N: n, MS: ms}))
}

// noMatch says that --run selected no test: like a folder with nothing to
// test, a run that tests nothing is no pass.
func (r *runner) noMatch() {
	c := &testCase{kind: "file", status: statusError, problems: []problem{{Kind: "error", Code: "test.no-match",
		Text: r.say(NoMatch{Run: r.o.Run.String()})}}}
	r.finish(c)
}

// jsonTest is a test's JSON line.
type jsonTest struct {
	Test     string        `json:"test"` // game, golden, file, cleaned
	Name     string        `json:"name"`
	File     string        `json:"file"`
	Line     int           `json:"line,omitempty"`
	Game     string        `json:"game,omitempty"`
	Title    string        `json:"title,omitempty"`
	Players  []string      `json:"players,omitempty"`
	Golden   string        `json:"golden,omitempty"`
	Lang     string        `json:"lang,omitempty"`
	Status   string        `json:"status"`
	Written  bool          `json:"written,omitempty"`
	Migrated string        `json:"migrated,omitempty"`
	Elapsed  float64       `json:"elapsed"` // seconds
	Problems []jsonProblem `json:"problems"`
	Diff     string        `json:"diff,omitempty"`
}

type jsonProblem struct {
	File     string   `json:"file,omitempty"` // another file than the test's: a track map
	Line     int      `json:"line,omitempty"`
	Column   int      `json:"column,omitempty"`
	Kind     string   `json:"kind"`
	Code     string   `json:"code,omitempty"`
	Expected []string `json:"expected,omitempty"`
	Message  string   `json:"message"`
	Diff     string   `json:"diff,omitempty"` // a golden file's unified diff
}

func (r *runner) writeJSON(w io.Writer, c *testCase) {
	j := jsonTest{Test: c.kind, Name: c.testName(), File: c.file, Line: c.line, Game: c.game, Title: c.title, Players: c.players,
		Golden: c.golden, Lang: c.lang, Status: c.status, Written: c.written, Migrated: c.migrated,
		Elapsed: seconds(c.elapsed), Problems: []jsonProblem{}}
	if c.kind == "cleaned" {
		j.Problems = append(j.Problems, jsonProblem{Kind: "cleaned", Message: c.what})
	}
	for _, p := range c.problems {
		jp := jsonProblem{Line: p.Pos.Line, Column: p.Pos.Column, Kind: p.Kind, Code: p.Code, Expected: p.Expected, Message: p.Text, Diff: string(p.Diff)}
		if p.Diff != nil && j.Diff == "" {
			j.Diff = jp.Diff // the test's first diff, where JSON has always had it
		}
		if p.File != c.file && p.File != c.golden {
			jp.File = p.File
		}
		if p.Side != nil {
			jp.File, jp.Line, jp.Column = p.Side.File, p.Side.Pos.Line, p.Side.Pos.Column
		}
		j.Problems = append(j.Problems, jp)
	}
	writeJSONLine(w, j)
}

func writeJSONLine(w io.Writer, v any) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if enc.Encode(v) == nil {
		_, _ = w.Write(say.JSONSafe(b.Bytes())) // the checked sink keeps a failure, and the run ends with it
	}
}

// seconds is a duration in seconds, to the millisecond.
func seconds(d time.Duration) float64 { return math.Round(d.Seconds()*1000) / 1000 }

// summary prints the last line: N passed, M failed (and skipped), and the
// golden files --update wrote.
func (r *runner) summary() {
	passed, failed, skipped := r.counts[0], r.counts[1]+r.counts[2], r.counts[3]
	if r.o.JSON {
		writeJSONLine(r.out, struct {
			Test     string  `json:"test"`
			Passed   int     `json:"passed"`
			Failed   int     `json:"failed"`
			Skipped  int     `json:"skipped"`
			Written  int     `json:"written,omitempty"`
			Migrated int     `json:"migrated,omitempty"`
			Elapsed  float64 `json:"elapsed"`
		}{"summary", passed, failed, skipped, r.written, r.migrated, seconds(r.total())})
		return
	}
	if len(r.hashed) > 0 {
		// Once a run, not with each name: the names are right, only
		// fragile. The first two, in order whatever -j did, say which.
		slices.Sort(r.hashed)
		m := NamesHashed{All: len(r.hashed)}
		for _, n := range r.hashed[:min(2, len(r.hashed))] {
			m.First = append(m.First, verbatim(visible(n)))
		}
		// Two sentences of their own, not a remark after a place: a
		// capital and a full stop.
		fmt.Fprintln(r.out, r.paint.note(r.o.Say.Statement(m)))
	}
	var summary referee.Message = Summary{Passed: passed, Failed: failed}
	if skipped > 0 {
		summary = SummarySkipped{Passed: passed, Failed: failed, Skipped: skipped}
	}
	line := r.say(summary)
	switch {
	case r.migrated > 0:
		line += r.say(SummaryMigrated{N: r.written, Migrated: r.migrated})
	case r.written > 0:
		line += r.say(SummaryWritten{N: r.written})
	}
	if failed > 0 {
		line = r.paint.bad(line)
	} else {
		line = r.paint.good(line)
	}
	fmt.Fprintln(r.out, line)
}

// total is the time of every test, summed.
func (r *runner) total() time.Duration {
	var d time.Duration
	for _, t := range r.fileTime {
		d += t
	}
	return d
}

// verbatim is text already rendered, given as a fact: not cut short as
// words quoted back from a transcript are.
type verbatim string
