package cli

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// MovesOptions are the options of `referee moves`.
type MovesOptions struct {
	IO          *iostreams.IOStreams
	Transcripts *cmdutil.Transcripts
	Speaker     *say.Speaker
	File        string
	Game        int // which of the file's games, from 1
	JSON        bool
	View        referee.View // the games' view flags (--dice)
	Maps        string
}

// NewCmdMoves is `referee moves FILE`.
func NewCmdMoves(f *cmdutil.Factory, runF func(*MovesOptions) error) *cobra.Command {
	opts := &MovesOptions{IO: f.IOStreams, Transcripts: f.Transcripts(), Speaker: f.Speaker, View: referee.View{}}
	cmd := &cobra.Command{
		Use:   "moves FILE",
		Short: f.Later("cli.short.moves"),
		Long:  f.Later("cli.long.moves"),
		Args:  cmdutil.Args(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.File = args[0]
			if err := cmdutil.CheckMaps(f, opts.Maps); err != nil {
				return err
			}
			if opts.Game < 1 {
				return cmdutil.Usage(BadGame{Game: opts.Game})
			}
			if runF != nil {
				return runF(opts)
			}
			return movesRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, f.Later("cli.flag.moves-json"))
	cmd.Flags().IntVar(&opts.Game, "game", 1, f.Later("cli.flag.game"))
	cmdutil.AddViewFlags(cmd, f, opts.View)
	cmdutil.AddMapsFlag(cmd, f, &opts.Maps)
	return cmd
}

// movesRun lists the legal moves after the last move of the file's game
// (the first, or --game's): whose turn it is, what the game says first, then the moves.
func movesRun(opts *MovesOptions) error {
	out, sp := opts.IO.Out, opts.Speaker
	r, code, err := position(opts.Transcripts, opts.IO.ErrOut, spot{File: opts.File, Maps: opts.Maps, Game: opts.Game, At: -1,
		Command: "moves", View: opts.View, Stopped: func(at stoppedAt, s *referee.Session) referee.Message {
			// Super-race's moves wait for the dice: the sentence must not
			// promise a list that does not follow.
			unlisted := s != nil && !at.Over && s.Legal(opts.View).AwaitsView
			return ListedBeforeProblem{Moves: at.Moves, Before: at.Before, Over: at.Over, Unlisted: unlisted}
		}})
	if err != nil || r == nil {
		return cmp.Or(err, cmdutil.Exit(code))
	}
	choices := r.Session.Legal(opts.View)
	if opts.JSON {
		// The array stays an array (NOTATION.md: a JSON array of strings);
		// when the view lacks what the game needs to list (super-race's
		// dice), standard error says so, as it says a game is over.
		if choices.AwaitsView && choices.Intro != nil {
			fmt.Fprintf(opts.IO.ErrOut, "referee: %s\n", sp.Say(choices.Intro))
		}
		texts := make([]string, len(choices.Moves))
		for i, c := range choices.Moves {
			texts[i] = c.Text
		}
		// Moves as written: super-race's `>` not escaped for HTML.
		enc := json.NewEncoder(out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(texts); err != nil {
			return err
		}
		return cmdutil.Exit(code)
	}
	// Whose turn it is, and what the game says first (big-races: the car
	// due and its limit; super-race: the dice decide).
	if who := r.Session.Turn(); who >= 0 {
		fmt.Fprintln(out, sp.Say(cmdutil.ToMove{Player: r.Session.Players()[who]}))
	}
	if choices.Intro != nil {
		fmt.Fprintln(out, sp.Say(choices.Intro))
	}
	if len(choices.Moves) == 0 && r.Session.Outcome().Over && !stoppedEarly(r) { // else said with where the check stopped
		fmt.Fprintf(opts.IO.ErrOut, "referee: %s\n", sp.Say(cmdutil.NoMoves{Game: r.Session.TheGame()}))
	}
	// In the words of the chosen language, each of which reads back;
	// --json keeps the canonical English forms.
	// Then the lines due whose words are the players' own (turbo's next
	// task), each with its placeholder: text only, as none plays as written.
	for _, m := range slices.Concat(choices.Moves, choices.Templates) {
		if m.Say != nil {
			fmt.Fprintln(out, sp.Say(m.Say))
		} else {
			fmt.Fprintln(out, m.Text)
		}
	}
	return cmdutil.Exit(code)
}
