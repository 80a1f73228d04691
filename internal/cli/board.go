package cli

import (
	"cmp"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// BoardOptions are the options of `referee board`.
type BoardOptions struct {
	IO          *iostreams.IOStreams
	Transcripts *cmdutil.Transcripts
	Speaker     *say.Speaker
	File        string
	Game        int // which of the file's games, from 1
	At          int // the position after this many moves; negative: the last
	SVG         svgOptions
	Output      string // -o: the file to write, "" or "-" for standard output
	View        referee.View
	Maps        string
}

// NewCmdBoard is `referee board [--svg] FILE`.
func NewCmdBoard(f *cmdutil.Factory, runF func(*BoardOptions) error) *cobra.Command {
	opts := &BoardOptions{IO: f.IOStreams, Transcripts: f.Transcripts(), Speaker: f.Speaker, View: referee.View{}}
	cmd := &cobra.Command{
		Use:   "board [--svg] FILE",
		Short: f.Later("cli.short.board"),
		Long:  f.Later("cli.long.board"),
		Args:  cmdutil.Args(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.File = args[0]
			if err := cmdutil.CheckMaps(f, opts.Maps); err != nil {
				return err
			}
			if opts.Game < 1 {
				return cmdutil.Usage(BadGame{Game: opts.Game})
			}
			if !cmd.Flags().Changed("at") {
				opts.At = -1 // without --at: the last position
			} else if opts.At < 0 {
				return cmdutil.Usage(BadAt{At: opts.At})
			}
			if err := svgWidth(opts.SVG.width, cmd.Flags().Changed("width")); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return boardRun(opts)
		},
	}
	cmd.Flags().IntVar(&opts.At, "at", 0, f.Later("cli.flag.at"))
	cmd.Flags().IntVar(&opts.Game, "game", 1, f.Later("cli.flag.game"))
	cmd.Flags().BoolVar(&opts.SVG.on, "svg", false, f.Later("cli.flag.svg"))
	cmd.Flags().Float64Var(&opts.SVG.width, "width", 0, f.Later("cli.flag.width"))
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "", f.Later("cli.flag.output"))
	cmdutil.AddViewFlags(cmd, f, opts.View)
	cmdutil.AddMapsFlag(cmd, f, &opts.Maps)
	return cmd
}

// boardRun draws the position, as text or as a picture.
func boardRun(opts *BoardOptions) error {
	r, code, err := position(opts.Transcripts, opts.IO.ErrOut, spot{File: opts.File, Maps: opts.Maps, Game: opts.Game, At: opts.At,
		Command: "board", View: opts.View, Stopped: func(at stoppedAt, _ *referee.Session) referee.Message {
			return DrawnBeforeProblem{Moves: at.Moves, Before: at.Before}
		}})
	if err != nil || r == nil {
		return cmp.Or(err, cmdutil.Exit(code))
	}
	var data []byte
	if opts.SVG.on {
		var err error
		if data, err = drawSVG(opts.Speaker, r.Session, opts.View, opts.SVG); err != nil {
			return err
		}
	} else {
		if w := opts.IO.TerminalWidth(); w > 0 && opts.View[referee.WidthKey] == "" {
			// On a terminal the board is laid out to its width, as at the
			// table: a phone's 60 columns get no line of 80.
			opts.View[referee.WidthKey] = strconv.Itoa(w)
		}
		data = []byte(r.Session.Board(opts.Speaker, opts.View))
	}
	if err := emit(opts.IO.Out, opts.Speaker, opts.Output, data, []string{opts.File}); err != nil {
		return err
	}
	return cmdutil.Exit(code)
}
