package cli

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/spf13/cobra"

	"referee/internal/expect"
	"referee/notation"
	"referee/referee"
	"referee/referee/say"
)

// `referee test`: folders of transcripts as a test suite. Each game passes
// when the referee says exactly what its `# expect:` comments expect (with
// none, when it is clean), and each golden file beside a transcript must be
// its `check --explain` output byte for byte. Output is like go test's:
// what fails, then a summary line.

type testOptions struct {
	update, json, verbose bool
	junit, glob           string
	golden                []string
	jobs                  int
}

// The statuses of a test.
const (
	testPass  = "pass"
	testFail  = "fail"
	testError = "error" // the test could not be run as written
	testSkip  = "skip"
)

func (a *app) testCommand() *cobra.Command {
	var opts testOptions
	cmd := &cobra.Command{
		Use:   "test PATH...",
		Short: a.text("cli.short.test"),
		Long:  a.text("cli.long.test"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usageError{referee.Say("test.no-paths", nil)}
			}
			if opts.jobs < 1 {
				return usageError{referee.Say("cli.bad-jobs", referee.Facts{"jobs": opts.jobs})}
			}
			if err := stdinOnce(args); err != nil {
				return err
			}
			if _, err := filepath.Match(opts.glob, "x"); err != nil || opts.glob == "" || strings.ContainsRune(opts.glob, '/') {
				return usageError{referee.Say("test.bad-glob", referee.Facts{"glob": opts.glob})}
			}
			for _, l := range opts.golden {
				if !slices.Contains(say.Languages, l) {
					return usageError{referee.Say("test.bad-golden-lang", referee.Facts{"lang": l, "langs": referee.Names(say.Languages)})}
				}
			}
			var junit *os.File
			if opts.junit != "" {
				f, err := os.Create(opts.junit)
				if err != nil {
					return usageError{referee.Say("test.junit-unwritable", referee.Facts{"file": opts.junit, "detail": a.writeError(err).Error()})}
				}
				junit = f
			}
			a.streaming()
			t := a.newTester(opts)
			for _, arg := range args {
				t.path(arg)
			}
			t.close(junit)
			return nil
		},
	}
	f := cmd.Flags()
	f.BoolVar(&opts.update, "update", false, a.text("cli.flag.update"))
	f.StringVar(&opts.junit, "junit", "", a.text("cli.flag.junit"))
	f.BoolVar(&opts.json, "json", false, a.text("cli.flag.test-json"))
	f.BoolVarP(&opts.verbose, "verbose", "v", false, a.text("cli.flag.verbose"))
	f.StringVar(&opts.glob, "glob", "*.txt", a.text("cli.flag.glob"))
	f.StringSliceVar(&opts.golden, "golden", nil, a.text("cli.flag.golden"))
	f.IntVarP(&opts.jobs, "jobs", "j", runtime.NumCPU(), a.text("cli.flag.jobs"))
	return cmd
}

// tester is one run of `referee test`.
type tester struct {
	a        *app
	opts     testOptions
	out      *bufio.Writer
	pool     *ordered
	known    *expect.Known
	speakers map[string]*lazySpeaker // by language: for golden files
	seq      int
	counts   [4]atomic.Int64 // by status: pass, fail, error, skip
	mu       sync.Mutex
	cases    []*testCase // for --junit
}

// lazySpeaker is a language's speaker, made when a golden file first needs
// it (workers ask at once).
type lazySpeaker struct {
	once sync.Once
	s    *say.Speaker
	err  error
}

func (a *app) newTester(opts testOptions) *tester {
	t := &tester{a: a, opts: opts, out: bufio.NewWriterSize(a.io.Out, 64<<10), speakers: map[string]*lazySpeaker{}}
	if opts.jobs > 1 {
		t.pool = newOrdered(t.out, opts.jobs, false)
	}
	spaces := append(a.registry.IDs(), "referee", "notation")
	t.known = expect.NewKnown(a.catalog.IDs(a.say.Lang), spaces)
	for _, l := range say.Languages {
		t.speakers[l] = &lazySpeaker{}
	}
	return t
}

// speaker is the speaker of a language, for a golden file in it.
func (t *tester) speaker(lang string) (*say.Speaker, error) {
	if lang == t.a.say.Lang {
		return t.a.say, nil
	}
	ls := t.speakers[lang]
	ls.once.Do(func() {
		c, err := say.NewCatalog(t.a.registry.Specs(), lang)
		if err != nil {
			ls.err = err
			return
		}
		ls.s = c.Speaker(lang)
	})
	return ls.s, ls.err
}

// submit runs a test: on the pool, or here when there is none or it reads
// a long game from the stream being read.
func (t *tester) submit(run func() *testCase, long bool) {
	t.seq++
	seq := t.seq
	t.a.run(t.out, t.pool, func(w io.Writer) int {
		start := time.Now()
		c := run()
		c.seq, c.elapsed = seq, time.Since(start)
		return t.finish(w, c)
	}, long)
}

// path tests a file or every transcript in a folder, recursively, in order
// of name; hidden files and folders are left out.
func (t *tester) path(arg string) {
	if arg == "-" {
		t.file("-", "")
		return
	}
	st, err := os.Stat(arg)
	if err != nil {
		t.unreadable(arg, err)
		return
	}
	if !st.IsDir() {
		t.file(arg, filepath.Base(arg))
		return
	}
	found := 0
	_ = filepath.WalkDir(arg, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			t.unreadable(p, err)
			if d != nil && d.IsDir() && p != arg {
				return fs.SkipDir
			}
			return nil
		}
		if p != arg && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		if ok, _ := filepath.Match(t.opts.glob, d.Name()); !ok {
			return nil
		}
		found++
		if !d.Type().IsRegular() {
			st, err := os.Stat(p) // a link: to a file, or broken
			if err != nil {
				t.unreadable(p, err)
				return nil
			}
			if !st.Mode().IsRegular() {
				return nil
			}
		}
		rel, err := filepath.Rel(arg, p)
		if err != nil {
			rel = p
		}
		t.file(p, rel)
		return nil
	})
	if found == 0 {
		glob := t.opts.glob
		t.submit(func() *testCase {
			return &testCase{kind: "file", file: arg, status: testError, problems: []problem{{
				Pos: notation.Pos{Filename: arg}, Kind: "error", Code: "test.no-transcripts",
				Text: t.a.say.Say(referee.Say("test.no-transcripts", referee.Facts{"glob": glob}))}}}
		}, false)
	}
}

// unreadable is a test that cannot be run: a file or folder that cannot be
// read.
func (t *tester) unreadable(name string, err error) {
	detail := t.a.fileError(err).Error()
	t.submit(func() *testCase {
		msg := referee.Say("notation.file-unreadable", referee.Facts{"detail": detail})
		return &testCase{kind: "file", file: name, status: testError, problems: []problem{{
			Pos: notation.Pos{Filename: name}, Kind: "error", Code: "notation.file-unreadable", Text: t.a.say.Say(msg) + " [notation.file-unreadable]"}}}
	}, false)
}

// file tests one transcript: each of its games, what lies outside them, and
// its golden files. rel names it in golden output: its path under the
// folder named, or its base name when it was named itself.
//
// The expectations are comments, which the framing drops; they are read by
// watching the bytes the framing reads (notation.Comments), so the file is
// read once, as a stream, and a comment's line and game are the framing's.
func (t *tester) file(path, rel string) {
	shown, in, err := t.a.open(path)
	if err != nil {
		t.unreadable(shown, err)
		return
	}
	defer in.Close()
	comments := notation.WatchComments(shown, in, expect.Is)
	r := t.a.reader(shown, comments)
	whole := newFileTest(t, shown)
	k := 0
	for g := r.Next(); g != nil; g = r.Next() {
		k++
		mine := whole.sort(comments.Take(k), k)
		whole.said(r.Errors(), r.Notes())
		long := g.HasMore()
		g, k := g, k
		t.submit(func() *testCase { return t.game(shown, path, g, k, mine, comments, long) }, long)
	}
	// Left now are the file's own and those of a game that stopped being
	// text before it could be framed: never checked, which is said.
	whole.sort(comments.Take(math.MaxInt), math.MaxInt)
	whole.said(r.Errors(), r.Notes())
	if whole.needed() {
		t.submit(whole.result, false)
	}
	if path != "-" {
		t.goldens(path, rel)
	}
}

// goldens tests the golden files beside a transcript: <name>.<lang>.golden
// in their language, <name>.golden in the language of the run, and those
// --golden asks for.
func (t *tester) goldens(path, rel string) {
	base := strings.TrimSuffix(path, filepath.Ext(path))
	for _, lang := range say.Languages {
		golden := base + "." + lang + ".golden"
		if t.exists(golden) || slices.Contains(t.opts.golden, lang) {
			t.submit(func() *testCase { return t.golden(path, rel, golden, lang) }, false)
		}
	}
	if golden := base + ".golden"; t.exists(golden) {
		lang := t.a.say.Lang
		t.submit(func() *testCase { return t.golden(path, rel, golden, lang) }, false)
	}
}

// exists reports whether a golden file is there: anything there but a
// missing file is, so that a folder or an unreadable file in its place is
// said.
func (t *tester) exists(path string) bool {
	_, err := os.Stat(path)
	return !errors.Is(err, fs.ErrNotExist)
}

// close waits for every test, prints the summary and writes the JUnit
// report; the exit status is 0 when all pass, 1 when one fails, 2 when one
// could not be run.
func (t *tester) close(junit *os.File) {
	if t.pool != nil {
		t.a.worse(t.pool.close())
	}
	passed, failed, errs, skipped := t.counts[0].Load(), t.counts[1].Load(), t.counts[2].Load(), t.counts[3].Load()
	t.summary(passed, failed+errs, skipped)
	t.out.Flush()
	if junit != nil {
		err := t.writeJUnit(junit, passed, failed, errs, skipped)
		if cerr := junit.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			msg := referee.Say("test.junit-unwritable", referee.Facts{"file": junit.Name(), "detail": t.a.writeError(err).Error()})
			io.WriteString(t.a.io.Err, "referee: "+t.a.say.Say(msg)+"\n")
			t.a.worse(ExitNotation)
		}
	}
}
