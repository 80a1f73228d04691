package cmdutil

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// The exit statuses of the command line (the CLI contract): 0 legal, 1 an
// illegal move or a wrong claimed result, 2 a notation error, an unreadable
// file, a usage error or output that could not be written.
const (
	ExitIllegal  = 1
	ExitNotation = 2
)

// UsageError is a mistake in the command line itself: said as
// «referee: …», exit status 2.
type UsageError struct{ Msg referee.Message }

func (e UsageError) Error() string { return string(e.Msg.Code()) }

// Usage is the message of the mistake.
func (e UsageError) Usage() referee.Message { return e.Msg }

// Usage makes a usage error of a message.
func Usage(m referee.Message) error { return UsageError{m} }

// UsageOf finds the usage error in err: a UsageError, or any error that
// says its mistake as a message (Usage() referee.Message).
func UsageOf(err error) (referee.Message, bool) {
	var u interface{ Usage() referee.Message }
	if errors.As(err, &u) {
		return u.Usage(), true
	}
	return nil, false
}

// ExitError ends a command whose findings are printed already with an
// exit status that is not 0: nothing more is said.
type ExitError struct{ Code int }

func (e ExitError) Error() string { return fmt.Sprintf("exit status %d", e.Code) }

// Exit is nil for status 0, else the ExitError of code.
func Exit(code int) error {
	if code == 0 {
		return nil
	}
	return ExitError{code}
}

// ExitCode is the one place a command's error becomes what the user sees
// and the exit status: a finding already printed keeps its status, output
// that could not be written is said once (exit 2, never a usage hint), a
// usage error is said as one, anything else is said with the hint.
// A command that succeeded but whose output failed (a write error found
// after it returned) ends the same way.
func ExitCode(err error, ios *iostreams.IOStreams, sp *say.Speaker) int {
	var in InLanguageError
	if errors.As(err, &in) {
		sp = in.Speaker
	}
	if err == nil {
		err = ios.Err()
	}
	var we *iostreams.WriteError
	if errors.As(err, &we) || errors.As(ios.Err(), &we) {
		// Said on the raw stream: the checked one may be what failed.
		msg := WriteFailed{Why: osReason(sp, we.Err, NoSuchFile)}
		fmt.Fprintf(ios.RawErrOut(), "referee: %s\n", sp.Say(msg))
		return ExitNotation
	}
	if err == nil {
		return 0
	}
	var exit ExitError
	if errors.As(err, &exit) {
		return exit.Code
	}
	msg, ok := UsageOf(err)
	if !ok {
		msg = UsageDetail{Detail: err.Error()}
	}
	io.WriteString(ios.ErrOut, "referee: "+sp.Say(msg)+"\n")
	return ExitNotation
}

// CommandFlagError puts a mistake in a command's flags, which pflag reports
// as a typed error, in the chosen language: a flag the command
// lacks is said with the command's name, and the help it points to is the
// command's own, where its flags are listed ("" for the root).
func CommandFlagError(command string, err error) error {
	var (
		notExist *pflag.NotExistError
		noValue  *pflag.ValueRequiredError
		invalid  *pflag.InvalidValueError
		syntax   *pflag.InvalidSyntaxError
	)
	switch {
	case errors.As(err, &notExist):
		return Usage(UnknownFlag{Flag: flagName(notExist.GetSpecifiedName(), notExist.GetSpecifiedShortnames()), Command: command})
	case errors.As(err, &noValue):
		return Usage(FlagNeedsValue{Flag: flagName(noValue.GetSpecifiedName(), noValue.GetSpecifiedShortnames()), What: ValueWords(noValue.GetFlag()), Values: ValueList(noValue.GetFlag())})
	case errors.As(err, &invalid):
		if errors.Is(err, errValueIsFlag) {
			return Usage(FlagNeedsValue{Flag: FlagNames(invalid.GetFlag()), What: ValueWords(invalid.GetFlag()), Values: ValueList(invalid.GetFlag())})
		}
		var words NotAValue
		if errors.As(err, &words) {
			return Usage(BadFlagWord{Flag: FlagNames(invalid.GetFlag()), Value: invalid.GetValue(), Values: words.Values})
		}
		if fl := invalid.GetFlag(); fl != nil && strings.HasPrefix(fl.Value.Type(), "int") {
			return Usage(BadFlagNumber{Flag: FlagNames(fl), Value: invalid.GetValue()})
		}
		return Usage(BadFlagValue{Flag: FlagNames(invalid.GetFlag()), Value: invalid.GetValue()})
	case errors.As(err, &syntax):
		return Usage(UnknownFlag{Flag: syntax.GetSpecifiedFlag(), Command: command})
	}
	return Usage(UsageDetail{Detail: err.Error()})
}

// errValueIsFlag is a flag's value that is the next flag: pflag takes the
// word after a flag as its value whatever it is, so «moves --dice --lang
// ru» read «--lang» as the dice and «ru» as the file.
var errValueIsFlag = errors.New("the value is the next flag")

// flagValue is a flag's value that refuses the next flag as its value.
type flagValue struct{ pflag.Value }

func (v flagValue) Set(s string) error {
	if len(s) > 2 && strings.HasPrefix(s, "--") {
		return errValueIsFlag
	}
	return v.Value.Set(s)
}

// RefuseFlagsAsValues makes every flag of cmd and of the commands under it
// that takes a value refuse a word that is a flag («--lang») as its value:
// the mistake is said as a flag given without its value. A value that
// begins with two hyphens is none of the referee's (a file so named is
// given as ./--name).
func RefuseFlagsAsValues(cmd *cobra.Command) {
	wrap := func(fl *pflag.Flag) {
		if _, done := fl.Value.(flagValue); done || fl.NoOptDefVal != "" || fl.Value.Type() == "bool" {
			return
		}
		fl.Value = flagValue{fl.Value}
	}
	cmd.Flags().VisitAll(wrap)
	cmd.PersistentFlags().VisitAll(wrap)
	for _, c := range cmd.Commands() {
		RefuseFlagsAsValues(c)
	}
}

// valueWords are the flags whose value has words of its own in the
// catalog, said when the value is missing; a flag that takes a whole
// number says so.
var valueWords = map[string]referee.Term{
	"dice":    "cli.value.dice",
	"players": "cli.value.players",
	"run":     "cli.value.regexp",
	"maps":    "cli.value.folder",
	// «для --glob нужно значение — шаблон имени файла, например «*.txt»».
	"glob": "cli.value.glob",
	// A game's own command's flags are strings to the command line;
	// these take a whole number («для --rows нужно
	// значение — целое число»).
	"rows": "cli.value.number",
	"cols": "cli.value.number",
}

// valueLists are the flags of the referee's own that take a few words
// only, listed when the value is missing.
var valueLists = map[string]notation.Alternatives{
	"lang":  {"en", "ru"},
	"color": {"auto", "always", "never"},
}

// ValueList is the few words a flag takes, as its help names them — a
// view flag's words in Latin letters, its Russian spellings being the
// same words again («места» for places) — nil for a flag that takes any
// value: «для --holes нужно значение: places, names, numbers или none».
func ValueList(fl *pflag.Flag) notation.Alternatives {
	if fl == nil {
		return nil
	}
	if l, ok := valueLists[fl.Name]; ok {
		return l
	}
	value := fl.Value
	if w, ok := value.(flagValue); ok {
		value = w.Value
	}
	v, ok := value.(ViewValue)
	if !ok || len(v.Values) == 0 {
		return nil
	}
	var latin notation.Alternatives
	for _, w := range v.Values {
		if w != "" && w[0] < utf8.RuneSelf {
			latin = append(latin, w)
		}
	}
	if latin == nil {
		return notation.Alternatives(v.Values)
	}
	return latin
}

// ValueWords says what a flag's value is, nil when there are no words for
// it.
func ValueWords(fl *pflag.Flag) referee.Message {
	if fl == nil {
		return nil
	}
	if t, ok := valueWords[fl.Name]; ok {
		return t
	}
	if strings.HasPrefix(fl.Value.Type(), "int") {
		return referee.Term("cli.value.number")
	}
	return nil
}

// flagName shows a flag as it was typed: --name, or -xyz for shorthands.
func flagName(name, shorthands string) string {
	if shorthands != "" {
		return "-" + shorthands
	}
	return "--" + name
}

// FlagNames shows a flag with its shorthand: "-h, --help".
func FlagNames(f *pflag.Flag) string {
	if f.Shorthand != "" && f.ShorthandDeprecated == "" {
		return "-" + f.Shorthand + ", --" + f.Name
	}
	return "--" + f.Name
}

// Args checks the number of arguments, saying what is wrong in the chosen
// language (cobra's checks speak English).
func Args(min, max int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) < min || len(args) > max {
			w := WrongArgs{Got: len(args), Missing: len(args) < min, Use: cmd.UseLine()}
			if w.Missing {
				w.Want = argAt(cmd.Use, len(args))
				w.Transcript = w.Want == "FILE" || w.Want == "ФАЙЛ"
			} else {
				_, w.Command, _ = strings.Cut(cmd.CommandPath(), " ")
				w.Max, w.Extra = max, notation.Clip(args[max])
			}
			return Usage(w)
		}
		return nil
	}
}

// argAt is the placeholder of the i-th argument in a command's Use, «ФАЙЛ»
// of "board [флаги] ФАЙЛ", so an error names what is missing; "" when the
// Use line does not show it plainly (optional, or a choice).
func argAt(use string, i int) string {
	words := strings.Fields(use)
	if len(words) < 2 {
		return "" // a Use with no arguments shown: nothing to name
	}
	var args []string
	for _, w := range words[1:] {
		if strings.HasPrefix(w, "[") || strings.HasSuffix(w, "]") || w == "|" {
			continue
		}
		args = append(args, strings.TrimSuffix(w, "..."))
	}
	if i < len(args) {
		return args[i]
	}
	return ""
}

// NoSuchCommand names a word that is no command, with the nearest one.
func NoSuchCommand(root *cobra.Command, word string) error {
	var names []string
	for _, c := range root.Commands() {
		names = append(names, c.Name())
	}
	if s, ok := notation.Nearest(word, names); ok {
		return Usage(UnknownCommandSuggest{Command: word, Suggestion: s})
	}
	return Usage(UnknownCommand{Command: word, Commands: names})
}

// InLanguageError is an error to say in a language of its own: the table speaks
// Russian to whoever names a game in Russian, and says its last words so.
type InLanguageError struct {
	Err     error
	Speaker *say.Speaker
}

func (e InLanguageError) Error() string { return e.Err.Error() }
func (e InLanguageError) Unwrap() error { return e.Err }

// InLanguage is err to be said by sp; nil for nil.
func InLanguage(err error, sp *say.Speaker) error {
	if err == nil {
		return nil
	}
	return InLanguageError{err, sp}
}
