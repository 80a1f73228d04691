package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"referee/referee"
)

func (a *app) gamesCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "games",
		Short: a.text("cli.short.games"),
		Args:  a.args(0, 0),
		RunE: func(cmd *cobra.Command, args []string) error {
			for _, g := range a.registry.Specs() {
				fmt.Fprintf(a.io.Out, "%s\t%s\t%s\n", g.ID, a.say.Say(referee.Say("game."+g.ID, nil)), strings.Join(g.Aliases, ", "))
			}
			return nil
		},
	}
}
