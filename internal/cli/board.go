package cli

import (
	"github.com/spf13/cobra"

	"referee/referee"
)

func (a *app) boardCommand() *cobra.Command {
	var at int // without --at: the last position
	var svg svgOptions
	var out string
	cmd := &cobra.Command{
		Use:   "board [--svg] FILE",
		Short: a.text("cli.short.board"),
		Args:  a.args(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("at") {
				at = -1
			} else if at < 0 {
				return usageError{referee.Say("cli.bad-at", referee.Facts{"at": at})}
			}
			if err := svgWidth(svg.width, cmd.Flags().Changed("width")); err != nil {
				return err
			}
			r := a.position(args[0], at, "cli.drawn-before-problem")
			if r == nil {
				return nil
			}
			if !svg.on {
				return a.emit(out, []byte(r.Session.Board(a.say, a.view)))
			}
			data, err := a.drawSVG(r.Session, svg)
			if err != nil {
				return err
			}
			return a.emit(out, data)
		},
	}
	cmd.Flags().IntVar(&at, "at", 0, a.text("cli.flag.at"))
	cmd.Flags().BoolVar(&svg.on, "svg", false, a.text("cli.flag.svg"))
	cmd.Flags().Float64Var(&svg.width, "width", 0, a.text("cli.flag.width"))
	cmd.Flags().StringVarP(&out, "output", "o", "", a.text("cli.flag.output"))
	a.viewFlags(cmd)
	return cmd
}
