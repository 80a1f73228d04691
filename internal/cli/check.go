package cli

import (
	"bufio"
	"fmt"
	"io"
	"runtime"
	"slices"

	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// CheckOptions are the options of `referee check`.
type CheckOptions struct {
	IO          *iostreams.IOStreams
	Transcripts *cmdutil.Transcripts // with the games and the chosen language's speaker
	// Streaming is told that a streaming check starts (see
	// cmdutil.Factory.Streaming); nil: nothing to tell.
	Streaming                func()
	Files                    []string
	JSON, Explain, KeepGoing bool
	Jobs                     int
	Maps                     string // a folder whose track maps headers may name
}

// NewCmdCheck is `referee check FILE...`; runF, when set, runs instead of
// checkRun (tests of the flags).
func NewCmdCheck(f *cmdutil.Factory, runF func(*CheckOptions) error) *cobra.Command {
	opts := &CheckOptions{IO: f.IOStreams, Transcripts: f.Transcripts(), Streaming: f.Streaming}
	cmd := &cobra.Command{
		Use:   "check FILE...",
		Short: f.Later("cli.short.check"),
		Long:  f.Later("cli.long.check"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Files = args
			if len(args) == 0 {
				return cmdutil.Usage(NoFiles)
			}
			if opts.Jobs < 1 {
				return cmdutil.Usage(BadJobs{Jobs: opts.Jobs})
			}
			if err := stdinOnce(args); err != nil {
				return err
			}
			if err := cmdutil.CheckMaps(f, opts.Maps); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return checkRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, f.Later("cli.flag.json"))
	cmd.Flags().BoolVar(&opts.Explain, "explain", false, f.Later("cli.flag.explain"))
	cmd.Flags().BoolVar(&opts.KeepGoing, "keep-going", false, f.Later("cli.flag.keep-going"))
	cmd.Flags().IntVarP(&opts.Jobs, "jobs", "j", runtime.NumCPU(), f.Later("cli.flag.jobs"))
	cmd.Flags().Lookup("jobs").DefValue = "0" // the help says the default in words, in the chosen language
	cmdutil.AddMapsFlag(cmd, f, &opts.Maps)
	return cmd
}

// checkRun checks the files in order, each game on its own, streaming:
// each game is framed, checked, printed and forgotten.
func checkRun(opts *CheckOptions) error {
	if opts.Streaming != nil {
		opts.Streaming()
	}
	ios := opts.IO
	var progress *progress
	if !ios.IsStdinTTY() || !slices.ContainsFunc(opts.Files, cmdutil.IsStdin) {
		// Not while a person types the transcript: the line would run
		// into what they type.
		progress = startProgress(ios, opts.Transcripts.Speaker)
	}
	defer progress.stop()
	c := &checker{opts: opts, out: bufio.NewWriterSize(progress.guard(ios.Out), 64<<10), progress: progress}
	for _, name := range opts.Files {
		if ios.Err() != nil {
			break // the output failed: said once, by the caller
		}
		c.file(name)
	}
	if c.pool != nil {
		c.worse(c.pool.close())
	}
	if err := c.out.Flush(); err != nil {
		return err
	}
	return cmdutil.Exit(c.code)
}

func isStdin(args []string) bool { return slices.Contains(args, cmdutil.Stdin) }

// stdinOnce refuses "-" named twice: standard input is read once, and the
// second would find it empty and say it holds no game.
func stdinOnce(args []string) error {
	if i := slices.Index(args, cmdutil.Stdin); i >= 0 && slices.Contains(args[i+1:], cmdutil.Stdin) {
		return cmdutil.Usage(StdinTwice)
	}
	return nil
}

// checker is one run of check: where its verdicts go and the worst exit
// status so far.
type checker struct {
	opts     *CheckOptions
	out      *bufio.Writer
	pool     *ordered
	progress *progress
	code     int
	games    int // games checked so far, in every file
}

func (c *checker) worse(code int) { c.code = max(c.code, code) }

// file streams one file: each game is framed, checked and printed, then
// forgotten. Games go to the pool's workers; a game too long to hold is
// checked here, chunk by chunk, once everything before it is printed.
func (c *checker) file(name string) {
	ios := c.opts.IO
	t, err := c.opts.Transcripts.OpenTranscript(name, cmdutil.OpenOptions{Maps: c.opts.Maps, Watch: func(_ string, in io.Reader) io.Reader {
		in = stopWhenFailed{c.progress.count(in), ios.Err}
		if cmdutil.IsStdin(name) {
			in = flushBeforeRead{in, c}
		}
		return in
	}})
	if err != nil {
		// In its place among the files: with workers, once everything
		// before it is printed (inline), the writer waiting meanwhile —
		// the output is flushed here, before standard error says why,
		// and by nobody else at once.
		c.run(func(w io.Writer) int {
			c.out.Flush()
			fmt.Fprintln(ios.ErrOut, c.opts.Transcripts.Unreadable(t.Name, err))
			if c.opts.JSON {
				msg := cmdutil.UnreadableMessage(err)
				_ = say.WriteFileErrorJSON(w, t.Name, []referee.Line{{Kind: referee.KindError, Message: msg}}, c.opts.Transcripts.Speaker)
			}
			return ExitNotation
		}, true, 0)
		c.worse(ExitNotation)
		return
	}
	defer t.Close()
	c.stream(t.Name, t.Games, t.ReadFile)
}

// stopWhenFailed ends the reading of a file once the output has failed: the
// games left would be checked for nobody.
type stopWhenFailed struct {
	in     io.Reader
	failed func() error
}

func (s stopWhenFailed) Read(b []byte) (int, error) {
	if err := s.failed(); err != nil {
		return 0, err
	}
	return s.in.Read(b)
}

// flushBeforeRead prints what is checked before standard input is read
// again, which may wait for lines still to be typed or piped: each game is
// seen as it comes, at -j 1 too (with workers, their writer flushes
// whenever it waits). A read of a pipe takes up to 64 KB, so a big file
// piped in is not written a game at a time.
type flushBeforeRead struct {
	in io.Reader
	c  *checker
}

func (f flushBeforeRead) Read(b []byte) (int, error) {
	if f.c.pool == nil { // with workers, only their writer touches the output
		// A failed write is not lost: the output's checked writer keeps
		// it (IOStreams.Err, which stream looks at before each game), and
		// the buffer's last Flush returns it.
		_ = f.c.out.Flush()
	}
	return f.in.Read(b)
}

// stream checks the games framed by r, of the file shown, reading the
// files they name (track maps) with read.
func (c *checker) stream(shown string, r *notation.Reader, read func(string) ([]byte, error)) {
	fileErrors := func() {
		errs := cmdutil.ErrorLines(r.Errors())
		notes := cmdutil.ErrorLines(r.Notes())
		for i := range notes {
			notes[i].Kind = referee.KindNote
		}
		if len(errs) == 0 && len(notes) == 0 {
			return
		}
		c.run(func(w io.Writer) int {
			if c.opts.JSON {
				_ = say.WriteFileErrorJSON(w, shown, append(notes, errs...), c.opts.Transcripts.Speaker)
			} else {
				for _, l := range append(notes, errs...) {
					say.PrintAt(w, shown, l.Pos, c.opts.Transcripts.Speaker.LineText(l))
				}
			}
			if len(errs) > 0 {
				return ExitNotation
			}
			return 0
		}, false, 0)
	}
	if c.pool != nil {
		r.Lazy() // the workers frame the games, side by side
	}
	for g := r.Next(); g != nil; g = r.Next() {
		if c.pool == nil && c.opts.Jobs > 1 && c.games > 0 {
			// A second game: the workers start now, and frame the games
			// after it (a check of one short game, a booklet's example,
			// starts none: their threads cost a tenth of its time).
			c.startPool()
			r.Lazy()
		}
		c.games++
		fileErrors()
		if c.pool == nil {
			// Here and now (runTask's first way), with no task made.
			c.worse(c.counted(c.out, shown, g, read))
		} else {
			c.runGame(shown, g, read)
		}
		if c.opts.IO.Err() != nil {
			return
		}
	}
	fileErrors()
}

// runGame hands a game to the pool as a task.
func (c *checker) runGame(shown string, g *notation.Game, read func(string) ([]byte, error)) {
	c.run(func(w io.Writer) int { return c.counted(w, shown, g, read) }, g.HasMore(), g.Held())
}

// counted checks a game (game) and counts it on the progress display.
func (c *checker) counted(w io.Writer, shown string, g *notation.Game, read func(string) ([]byte, error)) int {
	code := c.game(w, shown, g, read)
	c.progress.game()
	return code
}

// startPool starts the workers, -j of them, once what was checked before
// is printed.
func (c *checker) startPool() {
	stdin := isStdin(c.opts.Files)
	if stdin {
		c.out.Flush() // standard input shows each game as it comes
	}
	c.pool = newOrdered(c.out, c.opts.Jobs, stdin)
}

// run runs one task: on the pool, or here when there is no pool or the task
// streams a long game. size is the bytes of text the task holds until it
// runs (Game.Held).
func (c *checker) run(run func(w io.Writer) int, long bool, size int) {
	c.worse(runTask(c.out, c.pool, run, long, size))
}

// runTask runs a task on the pool, or here when there is no pool (its exit
// status is returned then) or it streams a long game (pool.inline).
func runTask(out *bufio.Writer, pool *ordered, run func(w io.Writer) int, long bool, size int) int {
	switch {
	case pool == nil:
		return run(out)
	case long:
		pool.inline(run)
	default:
		pool.submit(run, size)
	}
	return 0
}

// explainedSpec is the game's spec when --explain heads the game with its
// name and players (the lookup is not made otherwise).
func explainedSpec(opts *CheckOptions, g *notation.Game) (*referee.Spec, bool) {
	if !opts.Explain {
		return nil, false
	}
	return opts.Transcripts.Registry.Lookup(g.ID.Text)
}

// game checks one game and prints its verdict; it returns the exit status.
// Its moves are counted on the progress display as they are played.
func (c *checker) game(w io.Writer, file string, g *notation.Game, read func(string) ([]byte, error)) int {
	g.Frame() // on the worker: the reader only found where the game starts
	opts, sp := c.opts, c.opts.Transcripts.Speaker
	opt := referee.Options{KeepGoing: opts.KeepGoing, Tell: opts.Explain, ReadFile: read}
	if c.progress != nil {
		each, done := c.progress.moveCounter()
		opt.Each = each
		defer done()
	}
	var record *say.JSONRecord
	if opts.JSON {
		// The record is gathered as the game is checked, spooled past a
		// bound: memory stays flat however long the game (--explain tells
		// every move, --keep-going may refuse a million).
		record = say.NewJSONRecord(sp)
		opt.Sink = record.Sink
	} else {
		opt.Sink = say.TextSink(w, file, sp, opts.Explain)
		if spec, ok := explainedSpec(opts, g); ok {
			players := make([]string, len(g.Players))
			for i, p := range g.Players {
				players[i] = p.Text
			}
			game := notation.Pos{Line: g.Pos.Line}
			say.PrintAt(w, file, game, sp.Sentence(referee.GameHeader{Game: spec.NameFor(g), Players: players}))
		}
	}
	r := referee.ReplayGame(file, g, opts.Transcripts.Registry, opt)
	if opts.JSON {
		_ = record.Write(w, r)
	} else {
		say.WriteText(w, r, sp, opts.Explain)
	}
	return r.ExitCode()
}
