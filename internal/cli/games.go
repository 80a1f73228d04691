package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// GamesOptions are the options of `referee games`.
type GamesOptions struct {
	IO       *iostreams.IOStreams
	Registry *games.Registry
	Speaker  *say.Speaker
}

// NewCmdGames is `referee games`: the games and their aliases.
func NewCmdGames(f *cmdutil.Factory, runF func(*GamesOptions) error) *cobra.Command {
	opts := &GamesOptions{f.IOStreams, f.Registry, f.Speaker}
	return &cobra.Command{
		Use:   "games",
		Short: f.Later("cli.short.games"),
		Args:  cmdutil.Args(0, 0),
		RunE: func(cmd *cobra.Command, args []string) error {
			if runF != nil {
				return runF(opts)
			}
			return gamesRun(opts)
		},
	}
}

func gamesRun(opts *GamesOptions) error {
	// The columns' headings, so that the third reads as words the «игра:»
	// line takes too.
	fmt.Fprintln(opts.IO.Out, opts.Speaker.Say(GamesHead))
	for _, g := range opts.Registry.Specs() {
		fmt.Fprintf(opts.IO.Out, "%s\t%s\t%s\n", g.ID, opts.Speaker.Say(referee.Term("game."+g.ID)), strings.Join(cyrillicFirst(g.Aliases), ", "))
	}
	return nil
}

// cyrillicFirst lists a game's Russian aliases before its Latin ones, each
// in the spec's order, so that the two alphabets are not mixed.
func cyrillicFirst(aliases []string) []string {
	out := make([]string, 0, len(aliases))
	for _, latin := range []bool{false, true} {
		for _, a := range aliases {
			if !notation.HasCyrillic(a) == latin {
				out = append(out, a)
			}
		}
	}
	return out
}
