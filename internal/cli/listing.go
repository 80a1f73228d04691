package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"referee/internal/cli/cmdutil"
)

// NewCmdListings are the commands the games add (super-race's `tracks`):
// the command line itself never changes for a game.
func NewCmdListings(f *cmdutil.Factory) []*cobra.Command {
	var out []*cobra.Command
	for _, spec := range f.Registry.Specs() {
		for _, l := range spec.Listings {
			cmd := &cobra.Command{
				Use:  l.Name + " " + l.Args,
				Args: cmdutil.Args(0, l.MaxArgs),
				RunE: func(cmd *cobra.Command, args []string) error {
					text, problem := l.Run(f.Speaker, args)
					if problem != nil {
						return cmdutil.UsageError{Msg: *problem}
					}
					fmt.Fprint(f.IOStreams.Out, text)
					return nil
				},
			}
			id := l.Short
			f.Lazy.Add(func() { cmd.Short = f.Text(id) })
			out = append(out, cmd)
		}
	}
	return out
}
