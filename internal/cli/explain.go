package cli

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"referee/internal/expect"
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
			if len(args) == 0 {
				for _, code := range a.allRules() {
					fmt.Fprintf(out, "%s\n    %s\n", code, a.say.Say(referee.Say(code+".rule", nil)))
				}
				return nil
			}
			paragraphs, err := a.explainCode(args[0], nil, "referee explain")
			if err != nil {
				return err
			}
			fmt.Fprintln(out, strings.Join(paragraphs, "\n\n"))
			return nil
		},
	}
}

// explainCode is what `referee explain CODE` and the table's :explain say
// of a code, as paragraphs: the code, the rule behind it, an example; or,
// for a code that names no rule (a notation error, a note), that it is
// none, and its message as written. The code is forgiven its brackets and
// case, and, while a game is played, its game's name (`not-last`). An
// unknown code is a usage error naming the nearest code, or else the
// command that lists them (as typed in the language spoken).
func (a *app) explainCode(typed string, game *referee.Spec, lister string) ([]string, error) {
	code := strings.TrimSpace(strings.Trim(typed, "[]"))
	rules := a.allRules()
	for _, c := range rules {
		if notation.Fold(c) == notation.Fold(code) || game != nil && notation.Fold(c) == notation.Fold(game.ID+"."+code) {
			return []string{c, a.say.Say(referee.Say(c+".rule", nil)),
				a.say.Say(referee.Say("cli.example", nil)) + " " + a.say.Say(referee.Say(c+".example", nil))}, nil
		}
	}
	// A code without its game's prefix, as `# expect:` takes it, when one
	// game has it (`back-from-start`).
	if game == nil {
		spaces := append(a.registry.IDs(), "referee", "notation")
		switch found := expect.NewKnown(a.catalog.IDs(a.say.Lang), spaces).Unprefixed(notation.Fold(code)); {
		case len(found) == 1:
			return a.explainCode(found[0], nil, lister)
		case len(found) > 1:
			return nil, usageError{referee.Say("test.ambiguous-code", referee.Facts{"code": notation.Clip(code), "codes": found})}
		}
	}
	// Any other code the referee prints is a notation error or a note: say
	// so, and show what it says.
	if id, ok := a.messageCode(code); ok {
		return []string{id, a.text("cli.explain-notation"), a.catalog.Template(a.say.Lang, id)}, nil
	}
	facts := referee.Facts{"code": notation.Clip(code), "command": lister}
	near := rules
	if game == nil { // a code without its prefix may be meant too
		for _, c := range rules {
			if _, rest, ok := strings.Cut(c, "."); ok {
				near = append(near, rest)
			}
		}
	}
	if s, ok := notation.Nearest(code, near); ok {
		facts["suggestion"] = s
		return nil, usageError{referee.Say("cli.unknown-code-suggest", facts)}
	}
	return nil, usageError{referee.Say("cli.unknown-code", facts)}
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
