package cli

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"referee/referee"
)

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
			choices := r.Session.Legal(a.view)
			if asJSON {
				texts := make([]string, len(choices.Moves))
				for i, c := range choices.Moves {
					texts[i] = c.Text
				}
				data, _ := json.Marshal(texts)
				fmt.Fprintln(a.io.Out, string(data))
				return nil
			}
			// Whose turn it is, and what the game says first (big-races:
			// the car due and its limit; super-race: the dice decide).
			if who := r.Session.Turn(); who >= 0 {
				fmt.Fprintln(a.io.Out, a.say.Say(referee.Say("cli.moves-turn", referee.Facts{"player": r.Session.Players()[who]})))
			}
			if choices.About != nil {
				fmt.Fprintln(a.io.Out, a.say.Say(*choices.About))
			}
			if len(choices.Moves) == 0 && r.Session.Outcome().Over {
				fmt.Fprintf(a.io.Err, "referee: %s\n", a.say.Say(referee.Say("cli.no-moves", nil)))
			}
			// In the words of the chosen language, each of which reads back;
			// --json keeps the canonical English forms.
			for _, m := range choices.Moves {
				if m.Say.ID != "" {
					fmt.Fprintln(a.io.Out, a.say.Say(m.Say))
				} else {
					fmt.Fprintln(a.io.Out, m.Text)
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, a.text("cli.flag.moves-json"))
	a.viewFlags(cmd)
	return cmd
}
