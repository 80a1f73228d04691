package cli

import (
	"fmt"
	"slices"

	"github.com/spf13/cobra"

	"referee/referee"
)

// listingCommands are the commands the games add (super-race's `tracks`):
// the command line itself never changes for a game.
func (a *app) listingCommands() []*cobra.Command {
	var out []*cobra.Command
	for _, spec := range a.registry.Specs() {
		for _, l := range spec.Listings {
			out = append(out, &cobra.Command{
				Use:   l.Name + " " + l.Args,
				Short: a.text(l.Short),
				Args:  a.args(0, l.MaxArgs),
				RunE: func(cmd *cobra.Command, args []string) error {
					text, problem := l.Run(a.say, args)
					if problem != nil {
						return usageError{*problem}
					}
					fmt.Fprint(a.io.Out, text)
					return nil
				},
			})
		}
	}
	return out
}

// viewFlags adds the options the games give a view (super-race's
// `moves --dice`); their values reach the engine in a.view.
func (a *app) viewFlags(cmd *cobra.Command) {
	for _, spec := range a.registry.Specs() {
		for _, f := range spec.Flags {
			if !slices.Contains(f.Views, cmd.Name()) || cmd.Flags().Lookup(f.Name) != nil {
				continue
			}
			cmd.Flags().Var(viewValue{a.view, f.Name}, f.Name, a.text(f.Usage))
		}
	}
}

// viewValue is a flag whose value goes into a view.
type viewValue struct {
	view referee.View
	name string
}

func (v viewValue) String() string     { return v.view[v.name] }
func (v viewValue) Set(s string) error { v.view[v.name] = s; return nil }
func (v viewValue) Type() string       { return "string" }
