package cli

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"referee/notation"
	"referee/referee"
)

// allRules lists every code with a rule behind it: the referee's, each
// game's rules, and the codes of the notes a game explains.
func (a *app) allRules() []string {
	var out []string
	for _, c := range referee.Rules {
		out = append(out, string(c))
	}
	for _, g := range a.registry.Specs() {
		for _, c := range slices.Concat(g.Rules, g.Notes) {
			out = append(out, string(c))
		}
	}
	return out
}

func (a *app) explainCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "explain [CODE]",
		Short: a.text("cli.short.explain"),
		Args:  a.args(0, 1),
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
			// Any other code the referee prints is a notation error or a
			// note: say so, and show what it says.
			if id, ok := a.messageCode(code); ok {
				fmt.Fprintf(out, "%s\n\n%s\n\n%s\n", id, a.say.Say(referee.Say("cli.explain-notation", nil)), a.catalog.Template(a.say.Lang, id))
				return nil
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

// messageCode finds a printed code among the catalog's message IDs.
func (a *app) messageCode(code string) (string, bool) {
	for _, id := range a.catalog.IDs(a.say.Lang) {
		if notation.Fold(id) == notation.Fold(code) {
			return id, true
		}
	}
	return "", false
}
