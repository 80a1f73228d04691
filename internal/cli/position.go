package cli

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"referee/referee"
)

// position replays the first game of a file up to a move (all moves when at
// is negative) and returns its report, having printed any problem found on
// the way to standard error.
func (a *app) position(name string, at int) *referee.Report {
	f, ok := a.frame(name)
	if !ok {
		return nil
	}
	for _, l := range fileErrors(f) {
		fmt.Fprintf(a.io.Err, "%s:%d:%d: %s\n", l.Pos.Filename, l.Pos.Line, l.Pos.Column, a.say.LineText(l))
		a.worse(ExitNotation)
	}
	if len(f.Games) == 0 {
		return nil
	}
	opt := referee.Options{}
	if at >= 0 {
		opt.Stop, opt.StopAfter = true, at
	}
	r := referee.ReplayGame(f.Name, f.Games[0], a.registry, opt)
	for _, l := range r.Lines {
		if l.Kind == referee.KindError || l.Kind == referee.KindViolation {
			fmt.Fprintf(a.io.Err, "%s:%d:%d: %s\n", l.Pos.Filename, l.Pos.Line, l.Pos.Column, a.say.LineText(l))
		}
	}
	a.worse(r.ExitCode())
	if at > r.Moves && r.Status() == "ok" {
		fmt.Fprintf(a.io.Err, "referee: %s\n", a.say.Say(referee.Say("cli.at-beyond", referee.Facts{"at": at, "moves": referee.Quantity{N: r.Moves, Unit: "referee.unit.move"}, "n": r.Moves})))
		a.worse(ExitNotation)
		return nil
	}
	if r.Engine == nil {
		return nil
	}
	return r
}

func (a *app) movesCommand() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "moves FILE",
		Short: "List the legal moves after the last move of the file's first game",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r := a.position(args[0], -1)
			if r == nil {
				return nil
			}
			legal := r.Engine.Legal()
			if legal == nil {
				legal = []string{}
			}
			if asJSON {
				data, _ := json.Marshal(legal)
				fmt.Fprintln(a.io.Out, string(data))
				return nil
			}
			if len(legal) == 0 {
				fmt.Fprintf(a.io.Err, "referee: %s\n", a.say.Say(referee.Say("cli.no-moves", nil)))
			}
			for _, m := range legal {
				fmt.Fprintln(a.io.Out, m)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON array of strings")
	return cmd
}

func (a *app) boardCommand() *cobra.Command {
	at := -1
	cmd := &cobra.Command{
		Use:   "board FILE",
		Short: "Draw the position after move N (default: the last) of the file's first game",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if cmd.Flags().Changed("at") && at < 0 {
				return usageError{referee.Say("cli.bad-at", referee.Facts{"at": at})}
			}
			r := a.position(args[0], at)
			if r == nil {
				return nil
			}
			fmt.Fprint(a.io.Out, r.Engine.Board(a.say))
			return nil
		},
	}
	cmd.Flags().IntVar(&at, "at", -1, "draw the position after this many moves (0: the starting position)")
	return cmd
}
