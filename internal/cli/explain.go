package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"referee/notation"
	"referee/referee"
)

// refereeRules are the codes the referee itself reports, beside the games'.
var refereeRules = []string{"referee.result-wrong", "referee.result-not-over", "referee.result-no-winner"}

func (a *app) allRules() []string {
	out := append([]string(nil), refereeRules...)
	for _, g := range a.registry.Games() {
		out = append(out, g.Rules()...)
	}
	return out
}

func (a *app) explainCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "explain [CODE]",
		Short: "Explain the rule behind a code, or list every code",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := a.io.Out
			rules := a.allRules()
			if len(args) == 0 {
				for _, code := range rules {
					fmt.Fprintf(out, "%s\n    %s\n", code, a.say.Say(referee.Say(code+".rule", nil)))
				}
				return nil
			}
			code := strings.TrimSpace(strings.Trim(args[0], "[]"))
			for _, c := range rules {
				if notation.Fold(c) == notation.Fold(code) {
					fmt.Fprintf(out, "%s\n\n%s\n\n%s %s\n", c, a.say.Say(referee.Say(c+".rule", nil)),
						a.say.Say(referee.Say("cli.example", nil)), a.say.Say(referee.Say(c+".example", nil)))
					return nil
				}
			}
			facts := referee.Facts{"code": code}
			if s, ok := notation.Nearest(code, rules); ok {
				facts["suggestion"] = s
				return usageError{referee.Say("cli.unknown-code-suggest", facts)}
			}
			return usageError{referee.Say("cli.unknown-code", facts)}
		},
	}
}

func (a *app) gamesCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "games",
		Short: "List the games and their aliases",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			for _, g := range a.registry.Games() {
				fmt.Fprintf(a.io.Out, "%s\t%s\t%s\n", g.ID(), a.say.Say(referee.Say("game."+g.ID(), nil)), strings.Join(g.Aliases(), ", "))
			}
			return nil
		},
	}
}
