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
func (a *app) position(name string, at int, stoppedID string) *referee.Report {
	f, ok := a.frame(name, false)
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
	opt := referee.Options{ReadFile: sideFiles(name)}
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
	if r.Stopped || stoppedAtLast(r) {
		// The replay stopped at a move above: say which position is used.
		fmt.Fprintf(a.io.Err, "referee: %s\n", a.say.Say(referee.Say(stoppedID, referee.Facts{"n": r.Moves})))
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
		Short: a.text("cli.short.moves"),
		Args:  a.args(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r := a.position(args[0], -1, "cli.listed-before-problem")
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
	cmd.Flags().BoolVar(&asJSON, "json", false, a.text("cli.flag.moves-json"))
	return cmd
}

func (a *app) boardCommand() *cobra.Command {
	at := -1
	cmd := &cobra.Command{
		Use:   "board FILE",
		Short: a.text("cli.short.board"),
		Args:  a.args(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if cmd.Flags().Changed("at") && at < 0 {
				return usageError{referee.Say("cli.bad-at", referee.Facts{"at": at})}
			}
			r := a.position(args[0], at, "cli.drawn-before-problem")
			if r == nil {
				return nil
			}
			fmt.Fprint(a.io.Out, r.Engine.Board(a.say))
			return nil
		},
	}
	cmd.Flags().IntVar(&at, "at", -1, a.text("cli.flag.at"))
	return cmd
}

// stoppedAtLast reports whether a move of the transcript could not be played
// (a problem on a move, not on the header or a result claim).
func stoppedAtLast(r *referee.Report) bool {
	for _, l := range r.Lines {
		if (l.Kind == referee.KindError || l.Kind == referee.KindViolation) && l.Move > 0 {
			return true
		}
	}
	return false
}
