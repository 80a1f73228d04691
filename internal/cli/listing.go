package cli

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
)

// NewCmdListings are the commands the games add (super-race's `tracks`):
// the command line itself never changes for a game. A game answers with
// text, or with a file for the command line to write: games do no I/O.
func NewCmdListings(f *cmdutil.Factory) []*cobra.Command {
	var out []*cobra.Command
	for _, spec := range f.Registry.Specs() {
		for _, l := range spec.Listings {
			cmd := &cobra.Command{
				Use:  l.Name + " " + l.Args,
				Args: cmdutil.Args(0, l.MaxArgs),
				RunE: func(cmd *cobra.Command, args []string) error {
					// The game's own flags, as given; --lang and the like
					// are the command line's.
					opts := map[string]string{}
					for _, lf := range l.Flags {
						if fl := cmd.Flags().Lookup(lf.Name); fl != nil && fl.Changed {
							opts[fl.Name] = fl.Value.String()
						}
					}
					ans, problem := l.Run(f.Speaker, args, opts)
					if problem != nil {
						return cmdutil.UsageError{Msg: problem}
					}
					if ans.File == "" || ans.File == "-" {
						_, err := fmt.Fprint(f.IOStreams.Out, ans.Text)
						return err
					}
					// The answer goes to a file: written whole or not at
					// all, and never over one that exists unless asked.
					if _, err := os.Lstat(ans.File); err == nil && !ans.Replace && ans.Exists != nil {
						return cmdutil.UsageError{Msg: ans.Exists}
					}
					if err := atomicfile.Write(ans.File, []byte(ans.Text), atomicfile.Policy{FollowLinks: true}); err != nil {
						return cmdutil.Usage(CannotWrite{File: ans.File, Why: cmdutil.WriteError(f.Speaker, err).Error()})
					}
					if ans.Done != nil {
						_, err := fmt.Fprintln(f.IOStreams.Out, f.Speaker.Say(ans.Done))
						return err
					}
					return nil
				},
			}
			for _, lf := range l.Flags {
				if lf.Bool {
					cmd.Flags().Bool(lf.Name, false, "")
				} else {
					cmd.Flags().String(lf.Name, "", "")
				}
				flag, id := cmd.Flags().Lookup(lf.Name), lf.Usage
				f.Lazy.Add(func() { flag.Usage = f.Text(id) })
			}
			id := l.Short
			f.Lazy.Add(func() { cmd.Short = f.Text(id) })
			out = append(out, cmd)
		}
	}
	return out
}
