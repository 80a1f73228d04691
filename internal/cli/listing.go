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
			cmd := &cobra.Command{
				Use:  l.Name + " " + l.Args,
				Args: a.args(0, l.MaxArgs),
				RunE: func(cmd *cobra.Command, args []string) error {
					text, problem := l.Run(a.say, args)
					if problem != nil {
						return usageError{*problem}
					}
					fmt.Fprint(a.io.Out, text)
					return nil
				},
			}
			id := l.Short
			a.sayWhenShown(func() { cmd.Short = a.text(id) })
			out = append(out, cmd)
		}
	}
	return out
}

// sayWhenShown keeps a text of a game's to be said only when help or shell
// completion shows it: saying it at once would read the game's messages at
// every start of the referee.
func (a *app) sayWhenShown(say func()) { a.unsaid = append(a.unsaid, say) }

// sayUnsaid says the texts kept for when they are shown.
func (a *app) sayUnsaid() {
	for _, say := range a.unsaid {
		say()
	}
	a.unsaid = nil
}

// viewFlags adds the options the games give a view (super-race's
// `moves --dice`); their values reach the engine in a.view.
func (a *app) viewFlags(cmd *cobra.Command) {
	for _, spec := range a.registry.Specs() {
		for _, f := range spec.Flags {
			if !slices.Contains(f.Views, cmd.Name()) || cmd.Flags().Lookup(f.Name) != nil {
				continue
			}
			cmd.Flags().Var(viewValue{a.view, f.Name}, f.Name, "")
			flag, id := cmd.Flags().Lookup(f.Name), f.Usage
			a.sayWhenShown(func() { flag.Usage = a.text(id) })
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
