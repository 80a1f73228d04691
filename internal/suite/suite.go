// Package suite runs folders of transcripts as a test suite (`referee
// test`): each game passes when the referee says exactly what its
// `# expect:` comments expect (with none, when it is clean), and each golden
// file beside a transcript must be its `check --explain --keep-going`
// output. Output is like go test's: what fails, then a summary line.
//
// The runner knows nothing of the command line: what it reads with and
// writes to comes in its Options (gh's shape: the command builds the
// options, Run runs them, tests call Run with fake streams).
package suite

import (
	"bufio"
	"io"
	"regexp"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/expect"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// The exit statuses of a run: the worst of its tests wins.
const (
	ExitPass  = 0
	ExitFail  = 1 // a test fails
	ExitError = 2 // a test cannot be run, or the output cannot be written
)

// Options are one run of the suite: what to run, how, and what to run it
// with.
type Options struct {
	Paths    []string       // files and folders; "-" is standard input
	Update   bool           // write the golden files that differ
	Golden   []string       // languages every transcript must have a golden file in; with Update, the only ones written
	JUnit    string         // a JUnit XML report to write; "-" standard output
	JSON     bool           // one JSON object a test
	Verbose  bool           // print what passes too, and each file's time
	FailFast bool           // stop at the first test that fails
	Color    bool           // paint the output for a terminal
	Glob     string         // the files of a folder to test: a base-name pattern, or a path pattern with /
	Run      *regexp.Regexp // only the tests whose name or game matches
	Jobs     int            // tests run at once
	// Flags are the command line's flags that shape check's output
	// (--maps FOLDER): a command the runner suggests repeats them.
	Flags []string
	// LangFrom says who chose the run's language, for a golden file named
	// with none.
	LangFrom LangSource

	// What the runner reads and writes with: the command line's own, so
	// that every command opens, frames and checks files alike.
	Out, Err  io.Writer
	Say       *say.Speaker // the chosen language
	Catalog   *say.Catalog // its message IDs are the codes an expectation may name
	Registry  *games.Registry
	Open      func(name string) (shown string, in io.ReadCloser, err error)    // a transcript; "-" standard input
	Frame     func(shown string, in io.Reader) *notation.Reader                // the framing every command reads with
	SideFiles func(transcript string) func(name string) ([]byte, error)        // the files a header names (track maps)
	Check     func(w io.Writer, path, shown string, s *say.Speaker) (exit int) // `check --explain --keep-going` of path, naming it shown, on w
	FileError func(error) error                                                // why a file cannot be read, in the chosen language
	WriteErr  func(error) error                                                // why a file cannot be written, in the chosen language
	// OutputBroken is told that the output could not be written; nil: the
	// runner says it on Err. The command line says it itself, once, as it
	// does for every command.
	OutputBroken func(error)
	Now          func() time.Time // the clock of the timings; nil: time.Now
}

// LangSource is who chose the language of a run: the --lang flag, a
// variable of the environment (Var=Value), or neither.
type LangSource struct {
	Flag       bool
	Var, Value string
}

// The statuses of a test.
const (
	statusPass  = "pass"
	statusFail  = "fail"
	statusError = "error" // the test could not be run as written
	statusSkip  = "skip"
)

// Run runs the suite and returns the exit status.
func Run(o *Options) int {
	if err := junitWritable(o); err != nil {
		// Said before any test runs: a long suite is not run for a report
		// that cannot be written.
		reportUnwritable(o, err)
		return ExitError
	}
	r := newRunner(o)
	for _, p := range o.Paths {
		if r.stopped() {
			break
		}
		r.path(p)
	}
	return r.close()
}

// runner is one run of the suite. Tests are run on up to Jobs workers and
// printed in the order they were given, as go build prints its packages:
// an entry a test, queued in order, which the writer prints once done.
type runner struct {
	o        *Options
	sink     *errWriter    // what the text or JSON goes to, its first error kept
	out      *bufio.Writer // over sink
	paint    painter
	known    *expect.Known
	speakers map[string]*lazySpeaker // by language: for golden files
	seen     map[string]bool         // the transcripts tested, by real path: a path named twice runs once
	walked   map[string]bool         // the folders walked, by real path
	cleaned  map[string]bool         // the folders --update cleaned
	queue    chan *entry
	slots    chan struct{} // a slot a worker
	wrote    chan struct{} // the writer is done
	stop     atomic.Bool   // fail-fast, or the output is broken: start no more tests
	matched  bool          // a test was submitted (--run)
	hashedMu sync.Mutex
	hashed   []string // the games run that were named with a hash (names.go)
	inputs   []string // the files read: the JUnit report is never written onto one

	// The writer's own, read once it is done.
	counts   [4]int // by status: pass, fail, error, skip
	written  int    // golden files written
	migrated int    // of them, those that named their transcript by an older path
	code     int
	cases    []*testCase // for --junit
	held     []*testCase // a file's tests from its first failing game on (hold)
	fileTime map[string]time.Duration
	fileN    map[string]int
}

// entry is a test in the order of output, or the end of a file's tests.
type entry struct {
	ready chan struct{}
	c     *testCase
	end   string // the file whose tests are all given
}

// lazySpeaker is a language's speaker, made when a golden file first needs
// it (workers ask at once).
type lazySpeaker struct {
	once sync.Once
	s    *say.Speaker
	err  error
}

func newRunner(o *Options) *runner {
	if o.Now == nil {
		o.Now = time.Now
	}
	jobs := min(max(o.Jobs, 1), 4*runtime.NumCPU())
	textOut := o.Out
	if o.JUnit == "-" {
		textOut = o.Err // standard output is the report's
	}
	sink := &errWriter{w: textOut}
	r := &runner{
		o: o, sink: sink, out: bufio.NewWriterSize(sink, 64<<10), paint: newPainter(o.Color),
		speakers: map[string]*lazySpeaker{}, seen: map[string]bool{}, walked: map[string]bool{}, cleaned: map[string]bool{},
		queue: make(chan *entry, 4*jobs), slots: make(chan struct{}, jobs), wrote: make(chan struct{}),
		fileTime: map[string]time.Duration{}, fileN: map[string]int{},
	}
	spaces := append(o.Registry.IDs(), "referee", "notation")
	r.known = expect.NewKnown(o.Catalog.IDs(o.Say.Lang), spaces)
	for _, l := range say.Languages {
		r.speakers[l] = &lazySpeaker{}
	}
	go r.write()
	return r
}

// speaker is the speaker of a language, for a golden file in it.
func (r *runner) speaker(lang string) (*say.Speaker, error) {
	if lang == r.o.Say.Lang {
		return r.o.Say, nil
	}
	ls := r.speakers[lang]
	ls.once.Do(func() {
		c, err := say.NewCatalog(r.o.Registry.Specs(), lang)
		if err != nil {
			ls.err = err
			return
		}
		ls.s = c.Speaker(lang)
	})
	return ls.s, ls.err
}

// say renders a message in the chosen language.
func (r *runner) say(m referee.Message) string {
	return r.o.Say.Say(m)
}

func (r *runner) stopped() bool { return r.stop.Load() }

// wanted reports whether --run selects a test by its name or its game in
// words.
func (r *runner) wanted(names ...string) bool {
	if r.o.Run == nil {
		return true
	}
	for _, n := range names {
		if n != "" && r.o.Run.MatchString(n) {
			return true
		}
	}
	return false
}

// submit runs a test: on a worker, or here when there is one job or it
// reads a long game from the stream being read (nothing else reads it).
// The queue is bounded, so memory follows the jobs, not the suite.
func (r *runner) submit(run func() *testCase, long bool) {
	if r.stopped() {
		return
	}
	r.matched = true
	e := &entry{ready: make(chan struct{})}
	r.queue <- e
	timed := func() {
		start := r.o.Now()
		e.c = run()
		e.c.elapsed = r.o.Now().Sub(start)
		close(e.ready)
	}
	if long || cap(r.slots) == 1 {
		timed()
		return
	}
	r.slots <- struct{}{}
	go func() {
		defer func() { <-r.slots }()
		timed()
	}()
}

// endFile marks the end of a file's tests, where -v prints its time.
func (r *runner) endFile(file string) {
	e := &entry{ready: make(chan struct{}), end: file}
	close(e.ready)
	r.queue <- e
}

// write prints the tests in order, flushing whenever it has to wait, so
// what is done is seen.
func (r *runner) write() {
	defer close(r.wrote)
	dropping := false
	for e := range r.queue {
		select {
		case <-e.ready:
		default:
			r.out.Flush()
			<-e.ready
		}
		if dropping {
			continue
		}
		if e.end != "" {
			r.flushHeld()
			r.printFileTime(e.end)
			continue
		}
		if r.hold(e.c) {
			continue
		}
		r.finish(e.c)
		if r.sink.err != nil || r.o.FailFast && (e.c.status == statusFail || e.c.status == statusError) {
			// Fail-fast prints nothing past the first failure, so the
			// output is the same whatever the jobs.
			dropping = true
			r.stop.Store(true)
		}
	}
	r.flushHeld()
	r.out.Flush()
}

// hold keeps a file's tests from its first failing game on until the
// file's end, so that a golden file that differs where that game fails is
// told with it, as one failure: a broken example fails once. Under
// --failfast nothing is held: nothing past the first failure is told.
func (r *runner) hold(c *testCase) bool {
	if r.o.FailFast || len(r.held) == 0 && (c.kind != "game" || c.status != statusFail) {
		return false
	}
	if c.kind == "golden" && c.status == statusFail && c.at > 0 {
		var owner *testCase // the game whose lines the difference is in
		for _, h := range r.held {
			if h.kind == "game" && h.file == c.file && h.line <= c.at {
				owner = h
			}
		}
		if owner != nil && owner.status == statusFail {
			owner.problems = append(owner.problems, c.problems...)
			c.merged = owner.testName()
		}
	}
	r.held = append(r.held, c)
	return true
}

// flushHeld tells the tests held, but the golden files told with a game;
// those are still test cases of the JUnit report and lines of --json, so
// that a CI history keeps every name and the count of tests does not
// change when an example breaks.
func (r *runner) flushHeld() {
	for _, c := range r.held {
		if c.merged == "" {
			r.finish(c)
			continue
		}
		// Counted as JUnit counts it: the summary loses no test.
		r.count(c)
		c.problems = []problem{{File: c.golden, Pos: notation.Pos{Line: c.line}, Kind: "differs",
			Text: r.say(GoldenToldWith{Example: verbatim(c.merged)})}}
		if r.o.JSON {
			r.writeJSON(r.out, c)
		}
		if r.o.JUnit != "" {
			r.keepForJUnit(c)
		}
	}
	r.held = r.held[:0]
}

// finish counts a test, prints it and keeps it for the JUnit report.
func (r *runner) finish(c *testCase) {
	if c.kind == "cleaned" { // said, but no test: not counted, not in the report
		if r.o.JSON {
			r.writeJSON(r.out, c)
		} else {
			r.writeText(r.out, c)
		}
		return
	}
	r.count(c)
	if r.o.JSON {
		r.writeJSON(r.out, c)
	} else {
		r.writeText(r.out, c)
	}
	if r.o.JUnit != "" {
		r.keepForJUnit(c)
	}
}

// count counts a test by its status, for the summary and the exit status,
// and its time, for its file's under -v.
func (r *runner) count(c *testCase) {
	r.fileTime[c.file] += c.elapsed
	r.fileN[c.file]++
	switch c.status {
	case statusPass:
		r.counts[0]++
	case statusFail:
		r.counts[1]++
		r.code = max(r.code, ExitFail)
	case statusError:
		r.counts[2]++
		r.code = max(r.code, ExitError)
	case statusSkip:
		r.counts[3]++
	}
	if c.written {
		r.written++
		if c.migrated != "" {
			r.migrated++
		}
	}
}

// close waits for every test, prints the summary and writes the JUnit
// report; it returns the exit status.
func (r *runner) close() int {
	close(r.queue)
	<-r.wrote
	if !r.matched && r.o.Run != nil && !r.stopped() {
		r.noMatch()
	}
	r.summary()
	r.out.Flush()
	if r.sink.err != nil {
		r.outputBroken(r.sink.err)
		return ExitError
	}
	if r.o.JUnit != "" {
		if err := r.writeJUnit(); err != nil {
			r.code = ExitError
		}
	}
	return r.code
}

// errWriter keeps the first error of the writer under it, and writes
// nothing after it.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	e.err = err
	return n, err
}

// outputBroken says, on standard error, that the output could not be
// written: one line, the first failure.
func (r *runner) outputBroken(err error) {
	if r.o.OutputBroken != nil {
		r.o.OutputBroken(err)
		return
	}
	io.WriteString(r.o.Err, "referee: "+r.say(OutputUnwritable{Detail: r.o.WriteErr(err).Error()})+"\n")
}
