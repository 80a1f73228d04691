package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"referee/games"
	"referee/internal/atomicfile"
	"referee/internal/cli/cmdutil"
	"referee/internal/cli/iostreams"
	"referee/internal/cli/play"
	"referee/notation"
	"referee/referee"
	"referee/referee/say"
)

// app is a shim, kept while the files of other owners are made over into
// commands of the factory's shape: `test` (test*.go, explain.go) and
// `replay`, `board --svg` (replay*.go, board_svg*.go) are still written as
// methods of one run's app. It is made from the factory for each of their
// commands (appCommand), and offers them the methods they call, each now
// a few words over the factory. Nothing else uses it.
type app struct {
	io       IO
	registry *games.Registry
	catalog  *say.Catalog
	say      *say.Speaker
	view     referee.View
	code     int      // the worst exit status so far
	inputs   []string // the files the command reads: never written by -o
	maps     string   // --maps
	command  string   // the command's name, for its view flags
	lazy     *cmdutil.LazyTexts
}

// appOf is the app of a command run by the factory f.
func appOf(f *cmdutil.Factory) *app {
	ios := f.IOStreams
	return &app{io: IO{In: ios.In, Out: ios.Out, Err: ios.ErrOut, Getenv: f.Getenv, Streaming: f.Streaming},
		registry: f.Registry, catalog: f.Catalog, say: f.Speaker, view: referee.View{}, lazy: f.Lazy}
}

// appCommand is a command written as a method of app, its exit status
// returned as the factory's commands return theirs, and the files it
// reads kept from -o.
func appCommand(f *cmdutil.Factory, build func(*app) *cobra.Command) *cobra.Command {
	a := appOf(f)
	cmd := build(a)
	a.command = cmd.Name()
	if cmd.Name() != "explain" {
		cmdutil.AddMapsFlag(cmd, f, &a.maps)
	}
	run := cmd.RunE
	cmd.RunE = func(c *cobra.Command, args []string) error {
		a.inputs = args
		if err := cmdutil.CheckMaps(f, a.maps); err != nil {
			return err
		}
		if err := run(c, args); err != nil {
			return err
		}
		return cmdutil.Exit(a.code)
	}
	return cmd
}

// factory is the factory the app's methods go through.
func (a *app) factory() *cmdutil.Factory {
	lazy := a.lazy
	if lazy == nil {
		lazy = &cmdutil.LazyTexts{} // an app a test made
	}
	return &cmdutil.Factory{IOStreams: iostreams.System(a.io.In, a.io.Out, a.io.Err), Getenv: a.io.Getenv,
		Registry: a.registry, Catalog: a.catalog, Speaker: a.say, Streaming: a.io.Streaming, Lazy: lazy}
}

// usageError is a usage error as the app's files write it.
type usageError struct{ msg referee.Message }

func (e usageError) Error() string          { return e.msg.ID }
func (e usageError) Usage() referee.Message { return e.msg }

// checkOptions are check's options as test's golden files ask for them.
type checkOptions struct {
	json, explain, keepGoing bool
	jobs                     int
}

func (a *app) text(id string) string { return a.say.Say(referee.Say(id, nil)) }
func (a *app) worse(code int)        { a.code = max(a.code, code) }

func (a *app) streaming() {
	if a.io.Streaming != nil {
		a.io.Streaming()
	}
}

func (a *app) fileError(err error) error  { return cmdutil.FileError(a.say, err) }
func (a *app) writeError(err error) error { return cmdutil.WriteError(a.say, err) }

func (a *app) args(min, max int) cobra.PositionalArgs { return cmdutil.Args(min, max) }

// open opens a transcript; "-" is standard input.
func (a *app) open(name string) (string, io.ReadCloser, error) { return a.factory().OpenFile(name) }

func (a *app) reader(shown string, in io.Reader) *notation.Reader {
	return a.factory().Frame(shown, in)
}

func (a *app) sideFiles(transcript string) func(string) ([]byte, error) {
	return a.factory().SideFiles(transcript, a.maps)
}

func (a *app) run(out *bufio.Writer, pool *ordered, run func(w io.Writer) int, long bool) {
	a.worse(runTask(out, pool, run, long))
}

// firstGame is the file's first game, its view flags checked against it
// (viewOf): a flag the game does not take is said as a usage error, and
// no game returned.
func (a *app) firstGame(name string) (shown string, first *notation.Game, done func()) {
	f := a.factory()
	t, first, code := firstGame(f, name, a.maps)
	a.worse(code)
	if first != nil {
		if err := viewOf(f, first, a.command, a.view); err != nil {
			msg, _ := cmdutil.UsageOf(err)
			fmt.Fprintf(a.io.Err, "referee: %s\n", a.say.Say(msg))
			a.worse(ExitNotation)
			first = nil
		}
	}
	return t.Name, first, func() { t.Close() }
}

func (a *app) viewFlags(cmd *cobra.Command) {
	f := a.factory()
	cmdutil.AddViewFlags(cmd, f, a.view)
}

// checkStream is check's own stream of one file, for test's golden files.
func (a *app) checkStream(shown string, in io.Reader, read func(string) ([]byte, error), opts checkOptions, out *bufio.Writer, pool *ordered, progress *progress) {
	f := a.factory()
	c := &checker{opts: &CheckOptions{Factory: f, JSON: opts.json, Explain: opts.explain, KeepGoing: opts.keepGoing, Jobs: opts.jobs}, out: out, pool: pool, progress: progress}
	c.stream(shown, f.Frame(shown, in), read)
	a.worse(c.code)
}

// writeFile writes a command's output file (-o): whole or not at all,
// through a link named (as the shell's > does), never onto one of the
// command's inputs.
func (a *app) writeFile(name string, data []byte) error {
	return atomicfile.Write(name, data, atomicfile.Policy{FollowLinks: true, Inputs: a.inputs})
}

func toLines(errs []*notation.Error) []referee.Line { return cmdutil.ErrorLines(errs) }

// rulebook is explain.go's rules for the table's :explain, in the language
// of the factory given.
func rulebook(f *cmdutil.Factory) play.Explainer { return appRules{appOf(f)} }

type appRules struct{ a *app }

func (r appRules) Rules() []string { return r.a.allRules() }

func (r appRules) Explain(typed string, game *referee.Spec, lister string) ([]string, error) {
	return r.a.explainCode(typed, game, lister)
}

// The golden files of `test --update` are still written by the old pair of
// functions below, until test writes them with atomicfile: kept as they
// were, for test_report.go.

// tempBeside makes the temporary file for path, in its folder, so that the
// rename that replaces path stays on one file system.
func tempBeside(path string) (*os.File, error) {
	return os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
}

// replaceFile puts a temporary file made by tempBeside, written in full, in
// the place of path: renamed over it with its permissions (a new file gets
// 0644), or copied into it when it is written in place. The temporary file
// is closed; it is gone unless an error is returned.
func replaceFile(tmp *os.File, path string) error {
	inPlace, err := writtenInPlace(path)
	if err != nil {
		return err
	}
	if inPlace {
		defer os.Remove(tmp.Name())
		defer tmp.Close()
		if _, err := tmp.Seek(0, io.SeekStart); err != nil {
			return err
		}
		return writeInPlace(path, tmp)
	}
	mode := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		mode = st.Mode().Perm()
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if err := tmp.Chmod(mode); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// writtenInPlace reports whether path is there and is no regular file, so
// it is written through rather than replaced. (A folder is, too: opening it
// for writing says it is a folder.)
func writtenInPlace(path string) (bool, error) {
	st, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return false, nil
	case err != nil:
		return false, err
	}
	return !st.Mode().IsRegular(), nil
}

// writeInPlace writes into path as the shell's > does: through a link (a
// dangling one makes its target), into a pipe or a device.
func writeInPlace(path string, r io.Reader) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, r)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
