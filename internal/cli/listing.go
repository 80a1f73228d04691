package cli

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"referee/internal/atomicfile"
	"referee/notation"
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
					opts := map[string]string{}
					cmd.Flags().Visit(func(f *pflag.Flag) { opts[f.Name] = f.Value.String() })
					ans, problem := l.Run(a.say, args, opts)
					if problem != nil {
						return usageError{*problem}
					}
					if ans.File == "" || ans.File == "-" {
						_, err := fmt.Fprint(a.io.Out, ans.Text)
						return err
					}
					// The answer goes to a file: written whole or not at
					// all, and never over one that exists unless asked.
					if _, err := os.Lstat(ans.File); err == nil && !ans.Replace && ans.Exists != nil {
						return usageError{*ans.Exists}
					}
					if err := atomicfile.Write(ans.File, []byte(ans.Text), atomicfile.Policy{FollowLinks: true}); err != nil {
						return usageError{referee.Say("cli.cannot-write", referee.Facts{"file": ans.File, "why": a.writeError(err).Error()})}
					}
					if ans.Done != nil {
						_, err := fmt.Fprintln(a.io.Out, a.say.Say(*ans.Done))
						return err
					}
					return nil
				},
			}
			for _, f := range l.Flags {
				if f.Bool {
					cmd.Flags().Bool(f.Name, false, "")
				} else {
					cmd.Flags().String(f.Name, "", "")
				}
				flag, id := cmd.Flags().Lookup(f.Name), f.Usage
				a.sayWhenShown(func() { flag.Usage = a.text(id) })
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
// `moves --dice`); their values reach the engine in a.view. A flag whose
// games name the words it takes refuses any other word as a usage error:
// a bad value is not left for the picture to complain about, or for the
// text board to ignore.
func (a *app) viewFlags(cmd *cobra.Command) {
	for _, spec := range a.registry.Specs() {
		for _, f := range spec.Flags {
			if !slices.Contains(f.Views, cmd.Name()) || cmd.Flags().Lookup(f.Name) != nil {
				continue
			}
			cmd.Flags().Var(viewValue{a.view, f.Name, a.flagValues(f.Name)}, f.Name, "")
			flag, id := cmd.Flags().Lookup(f.Name), f.Usage
			a.sayWhenShown(func() { flag.Usage = a.text(id) })
		}
	}
}

// flagValues are the words a view flag takes, gathered from every game
// that gives it; nil when any word goes (some game names none).
func (a *app) flagValues(name string) []string {
	var out []string
	for _, spec := range a.registry.Specs() {
		for _, f := range spec.Flags {
			if f.Name != name {
				continue
			}
			values := flagWords(f)
			if values == nil {
				return nil
			}
			out = append(out, values...)
		}
	}
	return out
}

// flagWords are the words one game's view flag takes, in both languages;
// nil when any word goes.
func flagWords(f referee.Flag) []string { return f.Values }

// viewValue is a flag whose value goes into a view.
type viewValue struct {
	view   referee.View
	name   string
	values []string // the words it takes; nil: any
}

func (v viewValue) String() string { return v.view[v.name] }

// Set takes a word the flag takes, in any case and with ё for е, and keeps
// it as the game spells it; an empty value asks for nothing.
func (v viewValue) Set(s string) error {
	word := strings.TrimSpace(s)
	if v.values == nil || word == "" {
		v.view[v.name] = s
		return nil
	}
	i := slices.IndexFunc(v.values, notation.Is(word))
	if i < 0 {
		return notAValue{v.values}
	}
	v.view[v.name] = v.values[i]
	return nil
}

func (v viewValue) Type() string { return "string" }

// notAValue is a word a view flag does not take (said by flagError).
type notAValue struct{ values []string }

func (e notAValue) Error() string { return "not one of " + strings.Join(e.values, ", ") }
