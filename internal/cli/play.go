package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"referee/internal/table"
	"referee/notation"
	"referee/referee"
	"referee/referee/say"
)

// playOptions are the flags of `referee play`.
type playOptions struct {
	players string
	color   string
}

func (a *app) playCommand() *cobra.Command {
	var opts playOptions
	cmd := &cobra.Command{
		Use:   "play [GAME | FILE]",
		Short: a.text("cli.short.play"),
		Long:  a.text("cli.long.play"),
		Args:  a.args(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			switch opts.color {
			case "auto", "always", "never":
			default:
				return usageError{referee.Say("cli.bad-flag-value", referee.Facts{"flag": "--color", "value": opts.color})}
			}
			return a.play(args, opts)
		},
	}
	cmd.Flags().StringVar(&opts.players, "players", "", a.text("cli.flag.players"))
	cmd.Flags().StringVar(&opts.color, "color", "auto", a.text("cli.flag.color"))
	cmd.Flags().Lookup("color").DefValue = "" // the help says the default in words, in the chosen language
	return cmd
}

// play runs the table: a game named, or the game of a file, played on from
// what is typed.
func (a *app) play(args []string, opts playOptions) error {
	arg := ""
	if len(args) > 0 {
		arg = args[0]
	}
	a.playLanguage(arg)
	r := newPlayRun(a, opts)
	defer r.in.Close()
	// A game's name wins over a file of that name: `./turtles` is the file.
	switch spec, ok := a.registry.Lookup(arg); {
	case arg == "":
		r.askGame()
	case ok:
		r.spec = spec
		if opts.players != "" {
			r.startGame(opts.players)
		} else {
			r.askPlayers()
		}
	default:
		if err := r.load(arg); err != nil {
			return err
		}
	}
	r.loop()
	return nil
}

// playLanguage speaks Russian to whoever names the game in Russian
// (`referee play черепахи`), unless --lang or REFEREE_LANG says otherwise:
// a family at the table should not have to know about locales first.
func (a *app) playLanguage(arg string) {
	if a.langFlag != "" || a.io.Getenv("REFEREE_LANG") != "" || a.say.Lang == "ru" {
		return
	}
	if !hasCyrillic(arg) {
		return
	}
	if _, err := os.Stat(arg); err == nil {
		return // a file's name says nothing about its reader
	}
	catalog, err := say.NewCatalog(a.registry.Specs(), "ru")
	if err != nil {
		return // the catalog loaded in English stays
	}
	a.catalog, a.say = catalog, catalog.Speaker("ru")
}

// load reads a transcript, shows what `check` finds in its first game, and
// carries that game to the table.
func (r *playRun) load(name string) error {
	a := r.a
	if _, err := os.Stat(name); errors.Is(err, os.ErrNotExist) && !strings.ContainsAny(name, "./\\") {
		// Neither a game nor a file: most likely a game misspelt.
		facts := referee.Facts{"name": name, "known": referee.GameIDs(a.registry.IDs())}
		if s, ok := notation.Nearest(name, a.registry.Names()); ok {
			facts["suggestion"] = s
			return usageError{referee.Say("play.no-game-suggest", facts)}
		}
		return usageError{referee.Say("play.no-game", facts)}
	}
	shown, in, err := a.open(name)
	if err != nil {
		msg := referee.Say("notation.file-unreadable", referee.Facts{"detail": err.Error()})
		fmt.Fprintf(a.io.Err, "%s: %s [notation.file-unreadable]\n", shown, a.say.Say(msg))
		a.worse(ExitNotation)
		r.quit = true
		return nil
	}
	defer in.Close()
	// Only the first game is read: the file may be a long one.
	reader := a.reader(shown, in)
	first := reader.Next()
	r.fileErrors(reader.Errors())
	if first == nil {
		r.quit = true
		return nil
	}
	t, rep, problems := table.Load(a.registry, shown, first, a.sideFiles(name))
	for _, l := range rep.Lines {
		if l.Kind != referee.KindTold && !l.Claim {
			r.say(kindStyle(l.Kind), say.Place(l.Pos)+": "+a.say.LineText(l))
		}
	}
	for _, l := range problems {
		r.say(styleBad, a.say.LineText(l))
	}
	if t == nil {
		a.worse(ExitNotation)
		r.quit = true
		return nil
	}
	if reader.Next() != nil {
		r.tell(styleNote, referee.Say("play.first-game", nil))
	}
	r.fileErrors(reader.Errors())
	r.t, r.spec = t, t.Spec()
	r.saved, r.savedText = "", t.Transcript()
	// Where the game goes on from, or that it is over already.
	stopped := rep.FirstProblem() != nil && rep.FirstProblem().Move > 0
	var id string
	switch {
	case stopped && t.Over():
		id = "play.loaded-stopped-over"
	case stopped:
		id = "play.loaded-stopped"
	case t.Over():
		id = "play.loaded-over"
	default:
		id = "play.loaded"
	}
	r.tell(styleNone, referee.Say(id, referee.Facts{
		"game": referee.Term("game." + r.spec.ID), "players": referee.Names(t.Players()),
		"moves": referee.Quantity{N: t.Moves(), Unit: "referee.unit.move"}, "n": t.Moves(), "undo": r.commandName("undo")}))
	if t.Over() {
		r.ending()
	}
	return nil
}

// fileErrors shows the errors of a file outside its games (text before the
// first game, bytes that are not text) as check does, and counts them in
// the exit status.
func (r *playRun) fileErrors(errs []*notation.Error) {
	for _, l := range toLines(errs) {
		r.say(styleBad, say.Place(l.Pos)+": "+r.a.say.LineText(l))
		r.a.worse(ExitNotation)
	}
}

// readPlainLine reads one line of at most limit bytes (the rest of a longer
// line is dropped, and the line is refused as too long); the last line may
// lack its newline.
func readPlainLine(in interface {
	ReadLine() ([]byte, bool, error)
}, limit int) (string, error) {
	var buf []byte
	for {
		chunk, more, err := in.ReadLine()
		if len(buf) <= limit {
			buf = append(buf, chunk[:min(len(chunk), limit+1-len(buf))]...)
		}
		if err != nil {
			if err == io.EOF && len(buf) > 0 {
				return string(buf), nil
			}
			return "", err
		}
		if !more {
			return string(buf), nil
		}
	}
}

// playerList writes the players as a players: line takes them.
func playerList(names []string) string { return table.QuoteNames(names) }
