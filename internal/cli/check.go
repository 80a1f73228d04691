package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"referee/notation"
	"referee/referee"
	"referee/referee/say"
)

type checkOptions struct {
	json, explain, keepGoing bool
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
			for _, name := range args {
				a.check(name, opts)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, a.text("cli.flag.json"))
	cmd.Flags().BoolVar(&opts.explain, "explain", false, a.text("cli.flag.explain"))
	cmd.Flags().BoolVar(&opts.keepGoing, "keep-going", false, a.text("cli.flag.keep-going"))
	return cmd
}

func (a *app) check(name string, opts checkOptions) {
	f, ok := a.frame(name, opts.json)
	if !ok {
		return
	}
	out := a.io.Out
	if errs := fileErrors(f); len(errs) > 0 {
		a.worse(ExitNotation)
		if opts.json {
			_ = say.WriteFileErrorJSON(out, f.Name, errs, a.say)
		} else {
			for _, l := range errs {
				fmt.Fprintf(out, "%s: %s\n", say.Place(l.Pos), a.say.LineText(l))
			}
		}
	}
	for i, g := range f.Games {
		// One game at a time, printed and let go: a file of a hundred
		// thousand games never holds all its reports at once.
		f.Games[i] = nil
		r := referee.ReplayGame(f.Name, g, a.registry, referee.Options{KeepGoing: opts.keepGoing, Tell: opts.explain, ReadFile: sideFiles(name)})
		a.worse(r.ExitCode())
		if opts.json {
			_ = say.WriteJSON(out, r, a.say)
			continue
		}
		if opts.explain && r.GameID != "" {
			game := notation.Pos{Filename: r.File, Line: r.Pos.Line}
			fmt.Fprintf(out, "%s: %s\n", say.Place(game), a.say.Say(referee.Say("cli.game-header", referee.Facts{"game": referee.Term("game." + r.GameID), "players": referee.Names(r.Players)})))
		}
		say.WriteText(out, r, a.say, opts.explain)
	}
}
