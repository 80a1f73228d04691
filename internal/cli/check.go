package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"syscall"

	"github.com/spf13/cobra"

	"referee/notation"
	"referee/referee"
	"referee/referee/say"
)

type checkOptions struct {
	json, explain, keepGoing bool
	jobs                     int
}

func (a *app) checkCommand() *cobra.Command {
	var opts checkOptions
	cmd := &cobra.Command{
		Use:   "check FILE...",
		Short: a.text("cli.short.check"),
		Long:  a.text("cli.long.check"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usageError{referee.Say("cli.no-files", nil)}
			}
			if opts.jobs < 1 {
				return usageError{referee.Say("cli.bad-jobs", referee.Facts{"jobs": opts.jobs})}
			}
			if err := stdinOnce(args); err != nil {
				return err
			}
			a.streaming()
			out := bufio.NewWriterSize(a.io.Out, 64<<10)
			progress := a.startProgress()
			defer progress.stop()
			var pool *ordered
			if opts.jobs > 1 {
				pool = newOrdered(out, opts.jobs, isStdin(args))
			}
			for _, name := range args {
				a.check(name, opts, out, pool, progress)
			}
			if pool != nil {
				a.worse(pool.close())
			}
			out.Flush()
			return nil
		},
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, a.text("cli.flag.json"))
	cmd.Flags().BoolVar(&opts.explain, "explain", false, a.text("cli.flag.explain"))
	cmd.Flags().BoolVar(&opts.keepGoing, "keep-going", false, a.text("cli.flag.keep-going"))
	cmd.Flags().IntVarP(&opts.jobs, "jobs", "j", runtime.NumCPU(), a.text("cli.flag.jobs"))
	cmd.Flags().Lookup("jobs").DefValue = "0" // the help says the default in words, in the chosen language
	return cmd
}

func isStdin(args []string) bool { return slices.Contains(args, "-") }

// stdinOnce refuses "-" named twice: standard input is read once, and the
// second would find it empty and say it holds no game.
func stdinOnce(args []string) error {
	if i := slices.Index(args, "-"); i >= 0 && slices.Contains(args[i+1:], "-") {
		return usageError{referee.Say("cli.stdin-twice", nil)}
	}
	return nil
}

// check streams one file: each game is framed, checked and printed, then
// forgotten. Games go to the pool's workers; a game too long to hold is
// checked here, chunk by chunk, once everything before it is printed.
func (a *app) check(name string, opts checkOptions, out *bufio.Writer, pool *ordered, progress *progress) {
	shown, in, err := a.open(name)
	if err != nil {
		msg := referee.Say("notation.file-unreadable", referee.Facts{"detail": err.Error()})
		out.Flush()
		fmt.Fprintf(a.io.Err, "%s: %s [notation.file-unreadable]\n", shown, a.say.Say(msg))
		if opts.json {
			run := func(w io.Writer) int {
				_ = say.WriteFileErrorJSON(w, shown, []referee.Line{{Kind: referee.KindError, Message: msg}}, a.say)
				return ExitNotation
			}
			a.run(out, pool, run, false)
		}
		a.worse(ExitNotation)
		return
	}
	defer in.Close()
	a.checkStream(shown, progress.count(in), a.sideFiles(name), opts, out, pool, progress)
}

// checkStream checks the games of an open file named shown, reading the
// files it names (track maps) with read.
func (a *app) checkStream(shown string, in io.Reader, read func(string) ([]byte, error), opts checkOptions, out *bufio.Writer, pool *ordered, progress *progress) {
	r := a.reader(shown, in)
	fileErrors := func() {
		errs := toLines(r.Errors())
		notes := toLines(r.Notes())
		for i := range notes {
			notes[i].Kind = referee.KindNote
		}
		if len(errs) == 0 && len(notes) == 0 {
			return
		}
		a.run(out, pool, func(w io.Writer) int {
			if opts.json {
				_ = say.WriteFileErrorJSON(w, shown, append(notes, errs...), a.say)
			} else {
				for _, l := range append(notes, errs...) {
					fmt.Fprintf(w, "%s: %s\n", say.Place(l.Pos), a.say.LineText(l))
				}
			}
			if len(errs) > 0 {
				return ExitNotation
			}
			return 0
		}, false)
	}
	for g := r.Next(); g != nil; g = r.Next() {
		fileErrors()
		g := g
		a.run(out, pool, func(w io.Writer) int {
			code := a.checkGame(w, shown, g, opts, read, progress)
			progress.game()
			return code
		}, g.HasMore())
	}
	fileErrors()
}

// reader frames a file with everything the games tell the framing: their
// header keys, the keys that may follow the moves and the names moves are
// written under. Every command reads files through it, so they frame alike.
func (a *app) reader(shown string, in io.Reader) *notation.Reader {
	return notation.NewReader(shown, in, a.registry.Keys()).Trailers(a.registry.TrailersOf).Pieces(a.registry.PiecesOf)
}

// run runs one task: on the pool, or here when there is no pool or the task
// streams a long game.
func (a *app) run(out *bufio.Writer, pool *ordered, run func(w io.Writer) int, long bool) {
	switch {
	case pool == nil:
		a.worse(run(out))
	case long:
		pool.inline(run)
	default:
		pool.submit(run)
	}
}

// checkGame checks one game and prints its verdict; it returns the exit
// status. Its moves are counted on the progress display as they are played.
func (a *app) checkGame(w io.Writer, file string, g *notation.Game, opts checkOptions, read func(string) ([]byte, error), progress *progress) int {
	opt := referee.Options{KeepGoing: opts.keepGoing, Tell: opts.explain, ReadFile: read}
	if progress != nil {
		each, done := progress.moveCounter()
		opt.Each = each
		defer done()
	}
	if !opts.json {
		opt.Sink = say.TextSink(w, a.say, opts.explain)
		if spec, ok := a.registry.Lookup(g.ID.Text); ok && opts.explain {
			players := make([]string, len(g.Players))
			for i, p := range g.Players {
				players[i] = p.Text
			}
			game := notation.Pos{Filename: file, Line: g.Pos.Line}
			fmt.Fprintf(w, "%s: %s\n", say.Place(game), a.say.Sentence(referee.Say("cli.game-header", referee.Facts{"game": referee.Term("game." + spec.ID), "players": referee.Names(players)})))
		}
	}
	r := referee.ReplayGame(file, g, a.registry, opt)
	if opts.json {
		_ = say.WriteJSON(w, r, a.say)
	} else {
		say.WriteText(w, r, a.say, opts.explain)
	}
	return r.ExitCode()
}

// open opens a transcript; "-" is standard input.
func (a *app) open(name string) (string, io.ReadCloser, error) {
	if name == "-" {
		return "<stdin>", io.NopCloser(a.io.In), nil
	}
	f, err := os.Open(name)
	if err == nil {
		if st, serr := f.Stat(); serr == nil && st.IsDir() {
			f.Close()
			return name, nil, saidError{a.text("cli.is-dir"), syscall.EISDIR}
		}
		return name, f, nil
	}
	return name, nil, a.fileError(err)
}

// toLines turns errors outside any game into report lines.
func toLines(errs []*notation.Error) []referee.Line {
	var out []referee.Line
	for _, e := range errs {
		out = append(out, referee.Line{Kind: referee.KindError, Pos: e.Pos, Message: referee.Message{ID: e.Code, Facts: e.Facts}})
	}
	return out
}
