// Package cmdutil is what every command of the referee is made with, as
// gh's pkg/cmdutil: the Factory of a command's dependencies (its streams,
// the language it speaks, the games), the errors a command returns and the
// one place that turns them into an exit status (ExitCode), and the ways
// a command opens transcripts and writes files.
package cmdutil

import (
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// Factory holds what a command needs from the run it is part of. Commands
// take it in their constructor (NewCmdCheck(f, runF)) and copy what they
// use into their options, so a test can build the options alone.
type Factory struct {
	IOStreams *iostreams.IOStreams
	Getenv    func(string) string
	Registry  *games.Registry
	Catalog   *say.Catalog
	Speaker   *say.Speaker // the chosen language's
	// LangFlag is the --lang given, read before the flags were parsed so
	// that even a mistake in them is said in its language.
	LangFlag string
	// Streaming, when set, is called as a command that streams games and
	// keeps almost nothing (check, test) starts: where the program sets
	// the garbage collector for that, and only for that (a replay keeps
	// every picture, and would collect without end under a small limit).
	Streaming func()
	// Lazy holds the games' help texts until help shows them.
	Lazy *LazyTexts
}

// New makes the factory of a run: the games, and the language chosen
// from lang (the --lang given) and the environment. The language is known
// before the flags are parsed, so that even a mistake in the flags is said
// in it; only its messages are loaded. A --lang the referee does not speak
// is refused in the language of the environment.
func New(ios *iostreams.IOStreams, getenv func(string) string, lang string) (*Factory, error) {
	f := &Factory{IOStreams: ios, Getenv: getenv, Registry: games.NewRegistry(), LangFlag: lang, Lazy: &LazyTexts{}}
	chosen, ok := say.PickLanguage(lang, getenv)
	if !ok {
		chosen, _ = say.PickLanguage("", getenv)
	}
	catalog, err := say.NewCatalog(f.Registry.Specs(), chosen)
	if err != nil {
		return nil, err
	}
	f.Catalog, f.Speaker = catalog, catalog.Speaker(chosen)
	return f, nil
}

// Text is one of the command line's own messages in the chosen language.
func (f *Factory) Text(id string) string { return f.Speaker.Say(referee.Term(id)) }

// StartStreaming says that a streaming command starts (Factory.Streaming).
func (f *Factory) StartStreaming() {
	if f.Streaming != nil {
		f.Streaming()
	}
}

// LazyTexts are texts of the games' said only when help or shell completion
// shows them: saying them at once would read every game's messages at every
// start of the referee.
type LazyTexts struct{ says []func() }

// Add keeps a text to say when shown.
func (l *LazyTexts) Add(say func()) { l.says = append(l.says, say) }

// SayAll says the texts kept.
func (l *LazyTexts) SayAll() {
	for _, say := range l.says {
		say()
	}
	l.says = nil
}

// later marks a command's or a flag's text said only when help or shell
// completion shows it (Later): its message ID after a NUL, which no text
// of the catalog holds.
const later = "\x00"

// Later is the text of a message for a command's Short or Long or a flag's
// usage, said when help or completion shows it (SayLater): the commands'
// and flags' texts are most of the command line's messages, in files a
// check has no other need to read.
func (f *Factory) Later(id string) string { return later + id }

// SayLater says every text of the commands under root that Later left to
// say.
func (f *Factory) SayLater(root *cobra.Command) {
	say := func(s *string) {
		if id, ok := strings.CutPrefix(*s, later); ok {
			*s = f.Text(id)
		}
	}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		say(&c.Short)
		say(&c.Long)
		for _, fs := range []*pflag.FlagSet{c.LocalFlags(), c.PersistentFlags(), c.InheritedFlags()} {
			fs.VisitAll(func(fl *pflag.Flag) { say(&fl.Usage) })
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}
