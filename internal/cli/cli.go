// Package cli is the referee's command line: one file per subcommand, IO
// streams injected so tests run it without a process.
package cli

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"referee/games"
	"referee/notation"
	"referee/referee"
)

// Exit codes (NOTATION.md §3).
const (
	ExitOK       = 0
	ExitIllegal  = 1
	ExitNotation = 2
)

// IO is where a run reads and writes.
type IO struct {
	In     io.Reader
	Out    io.Writer
	Err    io.Writer
	Getenv func(string) string
}

// app is one run of the command line.
type app struct {
	io       IO
	langFlag string
	code     int
	registry games.Registry
	catalog  *referee.Catalog
	say      *referee.Speaker
}

// usageError is a mistake in the command line itself.
type usageError struct{ msg referee.Message }

func (e usageError) Error() string { return e.msg.ID }

// Main runs the command line and returns the exit status.
func Main(args []string, stdio IO) int {
	if stdio.Getenv == nil {
		stdio.Getenv = os.Getenv
	}
	a := &app{io: stdio, registry: games.NewRegistry()}
	catalog, err := referee.NewCatalog(a.registry.Games())
	if err != nil {
		fmt.Fprintln(stdio.Err, "referee: broken message catalog:", err)
		return ExitNotation
	}
	a.catalog = catalog
	a.say = catalog.Speaker("en")
	root := a.rootCommand()
	root.SetArgs(args)
	root.SetIn(stdio.In)
	root.SetOut(stdio.Out)
	root.SetErr(stdio.Err)
	if err := root.Execute(); err != nil {
		var ue usageError
		if errors.As(err, &ue) {
			fmt.Fprintf(stdio.Err, "referee: %s\n", a.say.Say(ue.msg))
		} else {
			fmt.Fprintf(stdio.Err, "referee: %s\n", a.say.Say(referee.Say("cli.usage", referee.Facts{"detail": err.Error()})))
		}
		return ExitNotation
	}
	return a.code
}

func (a *app) rootCommand() *cobra.Command {
	root := &cobra.Command{
		Use:           "referee",
		Short:         "A referee and tutor for racing board games",
		Long:          "referee replays a transcript of a racing board game through a faithful engine of the game, flags every illegal move with an explanation in Russian or English, and names the winner and why.",
		SilenceErrors: true,
		SilenceUsage:  true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			lang, ok := referee.PickLanguage(a.langFlag, a.io.Getenv)
			if !ok {
				return usageError{referee.Say("cli.bad-lang", referee.Facts{"lang": a.langFlag})}
			}
			a.say = a.catalog.Speaker(lang)
			return nil
		},
	}
	root.PersistentFlags().StringVar(&a.langFlag, "lang", "", "output language: en or ru (default from REFEREE_LANG, LC_ALL, LC_MESSAGES, LANG)")
	root.AddCommand(a.checkCommand(), a.movesCommand(), a.boardCommand(), a.explainCommand(), a.gamesCommand())
	return root
}

// worse keeps the more serious exit status.
func (a *app) worse(code int) {
	a.code = max(a.code, code)
}

// readFile reads a transcript; "-" is standard input.
func (a *app) readFile(name string) (string, []byte, error) {
	if name == "-" {
		data, err := io.ReadAll(a.io.In)
		return "<stdin>", data, err
	}
	st, err := os.Stat(name)
	if err == nil && st.IsDir() {
		return name, nil, errors.New(a.say.Say(referee.Say("cli.is-dir", nil)))
	}
	data, err := os.ReadFile(name)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
	}
	return name, data, err
}

// frame reads and frames one file, reporting a file that cannot be read.
func (a *app) frame(name string) (*notation.File, bool) {
	shown, data, err := a.readFile(name)
	if err != nil {
		fmt.Fprintf(a.io.Err, "%s: %s [notation.file-unreadable]\n", shown, a.say.Say(referee.Say("notation.file-unreadable", referee.Facts{"detail": err.Error()})))
		a.worse(ExitNotation)
		return nil, false
	}
	return notation.FrameKnowing(shown, data, a.registry.Keys()), true
}

// fileErrors turns the errors outside any game into report lines.
func fileErrors(f *notation.File) []referee.Line {
	var out []referee.Line
	for _, e := range f.Errors {
		out = append(out, referee.Line{Kind: referee.KindError, Pos: e.Pos, Message: referee.Message{ID: e.Code, Facts: e.Facts}})
	}
	return out
}
