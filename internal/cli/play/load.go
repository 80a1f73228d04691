package play

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// Options are the options of `referee play`.
type Options struct {
	IO       *iostreams.IOStreams
	Getenv   func(string) string
	Registry *games.Registry
	// Catalog and Speaker are the language chosen; LangFixed: --lang or
	// REFEREE_LANG chose it, and the table does not change it.
	Catalog   *say.Catalog
	Speaker   *say.Speaker
	LangFixed bool
	// InLanguage is the catalog of another language: the table speaks
	// Russian to whoever names the game in Russian. nil: it keeps its own.
	InLanguage func(lang string) (*say.Catalog, error)
	// Rulebook states the rules behind codes, as `referee explain` does,
	// in the language of the speaker given.
	Rulebook func(*say.Catalog, *say.Speaker) Explainer

	Arg     string // the game or the file named; "" to ask for the game
	Players string // --players
	Color   string // --color: auto, always or never
	Maps    string // a folder whose track maps headers may name
}

// Explainer states the rules behind codes for :explain: the command
// line's `explain` is its own command, and this front only asks it.
type Explainer interface {
	// Rules lists every code with a rule behind it.
	Rules() []string
	// Explain is what `referee explain CODE` says of a code typed, as
	// paragraphs, while game (nil before one is chosen) is played; an
	// unknown code is a usage error naming lister, the command that lists
	// the codes. said, when not nil, is what the referee said of the move
	// just refused: under its code it is shown instead of a made-up
	// example, so the players read their own move, not strangers'.
	Explain(typed string, game *referee.Spec, lister string, said referee.Message) ([]string, error)
}

// NewCmdPlay is `referee play [GAME | FILE]`, the table mode.
func NewCmdPlay(f *cmdutil.Factory, rulebook func(*say.Catalog, *say.Speaker) Explainer, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IOStreams, Getenv: f.Getenv, Registry: f.Registry, Catalog: f.Catalog, Speaker: f.Speaker,
		LangFixed: f.LangFlag != "" || f.Getenv("REFEREE_LANG") != "", Rulebook: rulebook,
		InLanguage: func(lang string) (*say.Catalog, error) { return say.NewCatalog(f.Registry.Specs(), lang) }}
	cmd := &cobra.Command{
		Use:   "play [GAME | FILE]",
		Short: f.Later("cli.short.play"),
		Long:  f.Later("cli.long.play"),
		Args:  cmdutil.Args(0, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			switch opts.Color {
			case "auto", "always", "never":
			default:
				return cmdutil.Usage(cmdutil.BadFlagWord{Flag: "--color", Value: opts.Color, Values: cmdutil.ColorValues})
			}
			if err := cmdutil.CheckMaps(f, opts.Maps); err != nil {
				return err
			}
			opts.Arg = ""
			if len(args) > 0 {
				opts.Arg = args[0]
			}
			if runF != nil {
				return runF(opts)
			}
			return Run(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Players, "players", "", f.Later("cli.flag.players"))
	cmd.Flags().StringVar(&opts.Color, "color", "auto", f.Later("cli.flag.color"))
	cmd.Flags().Lookup("color").DefValue = "" // the help says the default in words, in the chosen language
	cmdutil.AddMapsFlag(cmd, f, &opts.Maps)
	return cmd
}

// Run runs the table: a game named, or the game of a file, played on from
// what is typed.
func Run(opts *Options) error {
	catalog, sp := speakingTo(opts, opts.Arg)
	r := newFront(opts, catalog, sp)
	defer r.in.Close()
	defer r.releaseKept()
	defer r.closeTable()
	// A game's name wins over a file of that name: `./turtles` is the file.
	switch spec, ok := opts.Registry.Lookup(opts.Arg); {
	case opts.Arg == "" && r.offerKept(""):
	case opts.Arg == "":
		r.askGame()
	case ok && r.offerKept(spec.ID):
	case ok:
		r.spec = spec
		r.useHistory()
		if opts.Players != "" {
			r.startGame(opts.Players)
		} else {
			r.askPlayers()
		}
	default:
		if err := r.load(opts.Arg); err != nil {
			return cmdutil.InLanguage(err, sp)
		}
	}
	r.loop()
	if !r.tty && r.t == nil && r.code == 0 {
		// Input that ends before the game could start (nothing piped, or
		// no players): the game cannot start, as the README says (exit 2).
		fmt.Fprintln(r.errOut, "referee: "+r.sp.Say(NeverStarted))
		r.worse(cmdutil.ExitNotation)
	}
	return cmdutil.InLanguage(r.end(), r.sp) // the language spoken last: a game chosen in Russian
}

// speakingTo speaks Russian to whoever names the game in Russian
// (`referee play черепахи`), unless --lang or REFEREE_LANG says otherwise:
// a family at the table should not have to know about locales first.
func speakingTo(opts *Options, arg string) (*say.Catalog, *say.Speaker) {
	if opts.LangFixed || opts.InLanguage == nil || opts.Speaker.Lang == "ru" || !notation.HasCyrillic(arg) {
		return opts.Catalog, opts.Speaker
	}
	if _, err := os.Stat(arg); err == nil {
		return opts.Catalog, opts.Speaker // a file's name says nothing about its reader
	}
	ru, err := opts.InLanguage("ru")
	if err != nil {
		return opts.Catalog, opts.Speaker // the catalog loaded in English stays
	}
	return ru, ru.Speaker("ru")
}

// load reads a transcript, shows what `check` finds in its first game, and
// carries that game to the table.
func (r *front) load(name string) error { return r.loadGame(name, nil) }

// NotAGame is the usage error for a word that names neither a game nor a
// file and looks like no path: most likely a game misspelt. Nil for
// anything else. Play and serve take the same word, so they say the same.
func NotAGame(reg *games.Registry, name string) error {
	if _, err := os.Stat(name); !errors.Is(err, os.ErrNotExist) || strings.ContainsAny(name, "./\\") {
		return nil
	}
	typed := visible(notation.Clip(name))
	if s, ok := notation.Nearest(name, reg.Names()); ok {
		return cmdutil.Usage(NoGameSuggest{Name: typed, Suggestion: s})
	}
	return cmdutil.Usage(NoGame{Name: typed, Known: gameNames(reg.IDs())})
}

// errNotKept: the kept file is not the game kept (gone, changed, not read
// whole); it is not played on.
var errNotKept = errors.New("not a kept game")

// loadGame is load; k is a game kept by an earlier run (kept.go), whose
// file in the state folder the family never named: its notes were said
// when its moves were played, its path is said nowhere, and its header's
// files (a track map) are read where the game was begun.
func (r *front) loadGame(name string, k *keptGame) error {
	kept := k != nil
	reg := r.opts.Registry
	if err := NotAGame(reg, name); err != nil {
		return err
	}
	file, err := r.files.OpenTranscript(name, cmdutil.OpenOptions{Maps: r.opts.Maps})
	if err != nil && kept {
		return errNotKept
	}
	if err != nil {
		fmt.Fprintln(r.errOut, r.files.Unreadable(file.Name, err))
		r.worse(cmdutil.ExitNotation)
		r.quit = true
		return nil
	}
	defer file.Close()
	shown, reader := file.Name, file.Games
	// Only the first game is read: the file may be a long one.
	first := reader.Next()
	if kept && (first == nil || len(reader.Errors()) > 0) {
		return errNotKept // not the game kept: it is not offered as one
	}
	r.fileErrors(shown, reader.Errors())
	if first == nil {
		r.quit = true
		return nil
	}
	readFile, folder := file.ReadFile, filepath.Dir(name)
	if kept {
		readFile, folder = r.keptSideFiles(k, name)
	}
	t, rep, problems := table.Load(reg, shown, first, readFile)
	r.sayReplayed(shown, rep, problems, kept)
	if t == nil && kept {
		// A file the game needs is gone (its track map moved): the game
		// stays kept for when it is back, and the table goes on to
		// another game, as after «no».
		r.tell(styleNote, KeptNotResumed{Folder: visible(folder)})
		return errNotKept
	}
	if t == nil {
		r.worse(cmdutil.ExitNotation)
		r.quit = true
		return nil
	}
	if reader.Next() != nil && !kept {
		r.tell(styleNote, FirstGame)
	}
	r.fileErrors(shown, reader.Errors())
	r.seat(t, rep, name, folder, k)
	return nil
}

// keptSideFiles reads a kept game's side files (a track map) from the
// folder it was begun in, and returns that folder.
func (r *front) keptSideFiles(k *keptGame, name string) (func(string) ([]byte, error), string) {
	folder := k.folder
	if folder == "" {
		folder = workFolder() // kept by a referee that did not say where
	}
	maps := r.opts.Maps
	if maps == "" {
		maps = k.maps
	}
	return r.files.SideFiles(filepath.Join(folder, filepath.Base(name)), maps), folder
}

// sayReplayed says what replaying the file found: a kept game's moves by
// their names, its notes not again, a file's lines at their places.
func (r *front) sayReplayed(shown string, rep *referee.Report, problems []referee.Line, kept bool) {
	for _, l := range rep.Lines {
		switch {
		case l.Kind == referee.KindTold || l.Claim:
		case kept && l.Kind == referee.KindNote:
			// Said when the move was played.
		case kept:
			r.say(kindStyle(l.Kind), r.sp.TableText(l)) // the move named, not the file
		default:
			r.say(kindStyle(l.Kind), say.Place(shown, l.Pos)+": "+r.sp.LineText(l))
		}
	}
	for _, l := range problems {
		r.say(styleBad, r.sp.TableText(l))
	}
}

// seat makes the game loaded the table's game and says where it goes on
// from, or that it is over already.
func (r *front) seat(t *table.Table, rep *referee.Report, name, folder string, k *keptGame) {
	kept := k != nil
	r.nameGame(t)
	r.releaseKept()
	r.closeTable()
	r.t, r.spec = t, t.Spec()
	r.useHistory()
	r.saved, r.savedRev, r.loaded, r.maps = "", t.Revision(), name, r.opts.Maps
	if abs, err := filepath.Abs(folder); err == nil {
		r.folder = abs
	}
	if kept {
		r.resumed(k)
	}
	stopped := rep.FirstProblem() != nil && rep.FirstProblem().Move > 0
	r.tell(styleNone, r.loadedAs(kept, stopped))
	if !kept {
		r.startKeeping()
	}
	if t.Over() {
		r.ending()
	}
}

// loadedAs says where a game loaded goes on from: after the moves of a
// game kept from an earlier session or of a file, or from the problem the
// file's check stopped at, and whether it is over.
func (r *gameEditor) loadedAs(kept, stopped bool) referee.Message {
	game, players := referee.Term("game."+r.spec.ID), r.t.Players()
	moves, undo := referee.MoveCount(r.t.Moves()), r.commandName("undo")
	over := r.t.Over()
	switch {
	case kept && over:
		return ResumedOver{Game: game, Players: players, Moves: moves, Undo: undo}
	case kept:
		return Resumed{Game: game, Players: players, Moves: moves}
	case stopped && over:
		return LoadedStoppedOver{Game: game, Players: players, Moves: moves, Undo: undo}
	case stopped:
		return LoadedStopped{Game: game, Players: players, Moves: moves}
	case over:
		return LoadedOver{Game: game, Players: players, Moves: moves, Undo: undo}
	}
	return Loaded{Game: game, Players: players, Moves: moves}
}

// gameNames are the games' names as a transcript names them, by id, in
// the language spoken.
func gameNames(ids []string) []referee.Term {
	out := make([]referee.Term, len(ids))
	for i, id := range ids {
		out[i] = referee.Term(id + ".id")
	}
	return out
}

// playerList writes the players as a players: line takes them.
func playerList(names []string) string { return table.QuoteNames(names) }
