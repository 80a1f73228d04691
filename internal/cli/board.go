package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"referee/referee"
)

func (a *app) boardCommand() *cobra.Command {
	var at int // without --at: the last position
	cmd := &cobra.Command{
		Use:   "board FILE",
		Short: a.text("cli.short.board"),
		Args:  a.args(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("at") {
				at = -1
			} else if at < 0 {
				return usageError{referee.Say("cli.bad-at", referee.Facts{"at": at})}
			}
			r := a.position(args[0], at, "cli.drawn-before-problem")
			if r == nil {
				return nil
			}
			fmt.Fprint(a.io.Out, r.Session.Board(a.say, a.view))
			return nil
		},
	}
	cmd.Flags().IntVar(&at, "at", 0, a.text("cli.flag.at"))
	a.viewFlags(cmd)
	return cmd
}
