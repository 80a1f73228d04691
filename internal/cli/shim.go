package cli

import (
	"io"

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

func (a *app) text(id string) string { return a.say.Say(referee.Say(id, nil)) }
func (a *app) worse(code int)        { a.code = max(a.code, code) }

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

func (a *app) viewFlags(cmd *cobra.Command) {
	f := a.factory()
	cmdutil.AddViewFlags(cmd, f, a.view)
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
