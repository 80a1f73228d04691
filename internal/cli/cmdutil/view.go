package cmdutil

import (
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// View flags are the options the games give a view (super-race's
// `moves --dice`, chinese-checkers' `board --holes`). The command line
// never changes for a game: each command takes every game's flags for its
// view, and once the game of the file is known, CheckView refuses a flag
// that game does not take, or a value it does not take, as a usage error
// naming the flag and the game.

// AddViewFlags adds to cmd the flags the games give its view; their values
// go into view. Their help, in the games' messages, is said only when shown
// (Factory.Lazy), and help names the games that take each.
func AddViewFlags(cmd *cobra.Command, f *Factory, view referee.View) {
	reg := f.Registry
	for _, spec := range reg.Specs() {
		for _, fl := range spec.Flags {
			if !slices.Contains(fl.Views, cmd.Name()) || cmd.Flags().Lookup(fl.Name) != nil {
				continue
			}
			cmd.Flags().Var(ViewValue{view, fl.Name, FlagValues(reg, fl.Name)}, fl.Name, "")
			flag := cmd.Flags().Lookup(fl.Name)
			ids := FlagGames(reg, cmd.Name(), fl.Name)
			flag.Annotations = map[string][]string{gamesAnnotation: ids}
			id := fl.Usage
			f.Lazy.Add(func() {
				games := make([]referee.Term, len(ids))
				for i, id := range ids {
					// The game's title as running text says it («только для
					// «Super Race»»), else its name as typed.
					games[i] = referee.Term(id + ".id")
					if only := "cli.only." + id; f.Catalog.Has(f.Speaker.Lang, only) {
						games[i] = referee.Term(only)
					}
				}
				own, _ := f.Catalog.Text(f.Speaker.Lang, id)
				flag.Usage = f.Speaker.Say(FlagOfGames{Usage: referee.Term(id), Games: games, Listed: strings.Contains(own, ":")})
			})
		}
	}
}

// gamesAnnotation marks a view flag with the games that take it, for help.
const gamesAnnotation = "referee-games"

// FlagGames are the games that give view command the flag name, by id.
func FlagGames(reg *games.Registry, command, name string) []string {
	var out []string
	for _, spec := range reg.Specs() {
		if _, ok := flagOf(&spec, command, name); ok {
			out = append(out, spec.ID)
		}
	}
	return out
}

func flagOf(spec *referee.Spec, command, name string) (referee.Flag, bool) {
	for _, f := range spec.Flags {
		if f.Name == name && slices.Contains(f.Views, command) {
			return f, true
		}
	}
	return referee.Flag{}, false
}

// CheckView refuses, as a usage error, a view flag given to a command
// whose game does not take it, and a value the game does not take (dice
// that are not five faces, a player who is not playing).
func CheckView(reg *games.Registry, spec *referee.Spec, command string, view referee.View, players []string) error {
	names := make([]string, 0, len(view))
	for name := range view {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		f, ok := flagOf(spec, command, name)
		if !ok {
			var takers []referee.Term
			for _, id := range FlagGames(reg, command, name) {
				takers = append(takers, referee.Term("cli.only."+id))
			}
			return Usage(FlagNotForGame{Flag: "--" + name, For: takers, Game: referee.Term("game." + spec.ID), ID: spec.ID})
		}
		if f.Check == nil {
			continue
		}
		if why := f.Check(view[name], players); why != nil {
			return Usage(BadViewValue{Flag: "--" + name, Value: notation.Clip(view[name]), Game: referee.Term("game." + spec.ID), Why: why})
		}
	}
	return nil
}

// FlagValues are the words a view flag takes, gathered from every game
// that gives it; nil when any word goes (some game names none).
func FlagValues(reg *games.Registry, name string) []string {
	var out []string
	for _, spec := range reg.Specs() {
		for _, f := range spec.Flags {
			if f.Name != name {
				continue
			}
			if f.Values == nil {
				return nil
			}
			out = append(out, f.Values...)
		}
	}
	return out
}

// ViewValue is a flag whose value goes into a view.
type ViewValue struct {
	View   referee.View
	Name   string
	Values []string // the words it takes; nil: any
}

func (v ViewValue) String() string { return v.View[v.Name] }

// Set takes a word the flag takes, in any case and with ё for е, and keeps
// it as the game spells it; an empty value asks for nothing.
func (v ViewValue) Set(s string) error {
	word := strings.TrimSpace(s)
	if v.Values == nil || word == "" {
		v.View[v.Name] = s
		return nil
	}
	i := slices.IndexFunc(v.Values, notation.Is(word))
	if i < 0 {
		return NotAValue{Synonyms(v.Values)}
	}
	v.View[v.Name] = v.Values[i]
	return nil
}

func (v ViewValue) Type() string { return "string" }

// Synonyms joins each Latin word of a flag's values with the Russian
// spellings after it by a slash, «places/места»: two spellings of one value,
// not two values («none и нет» reads as nonsense).
func Synonyms(values []string) []string {
	var out []string
	for _, w := range values {
		if len(out) > 0 && w != "" && w[0] >= utf8.RuneSelf {
			out[len(out)-1] += "/" + w
			continue
		}
		out = append(out, w)
	}
	return out
}

// NotAValue is a word a view flag does not take (said by CommandFlagError).
type NotAValue struct{ Values []string }

func (e NotAValue) Error() string { return "not one of " + strings.Join(e.Values, ", ") }
