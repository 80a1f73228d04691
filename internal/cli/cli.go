// Package cli is the referee's command line: one file per subcommand, IO
// streams injected so tests run it without a process.
package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"referee/games"
	"referee/notation"
	"referee/referee"
)

// ExitNotation is the exit status of a notation error, an unreadable file
// or a usage error (the CLI contract: 0 legal, 1 illegal, 2 these).
const ExitNotation = 2

// IO is where a run reads and writes.
type IO struct {
	In     io.Reader
	Out    io.Writer
	Err    io.Writer
	Getenv func(string) string
}

// app is one run of the command line.
type app struct {
	io       IO
	langFlag string
	code     int
	registry games.Registry
	catalog  *referee.Catalog
	say      *referee.Speaker
}

// usageError is a mistake in the command line itself.
type usageError struct{ msg referee.Message }

func (e usageError) Error() string { return e.msg.ID }

// Main runs the command line and returns the exit status.
func Main(args []string, stdio IO) int {
	if stdio.Getenv == nil {
		stdio.Getenv = os.Getenv
	}
	a := &app{io: stdio, registry: games.NewRegistry()}
	// The language is known before the flags are parsed, so that even a
	// mistake in the flags is reported in it; only its messages are loaded.
	lang, ok := referee.PickLanguage(langArg(args), stdio.Getenv)
	if !ok {
		lang = "en"
	}
	catalog, err := referee.NewCatalog(a.registry.Games(), lang)
	if err != nil {
		fmt.Fprintln(stdio.Err, "referee: broken message catalog:", err)
		return ExitNotation
	}
	a.catalog = catalog
	a.say = catalog.Speaker(lang)
	root := a.rootCommand()
	root.SetArgs(args)
	root.SetIn(stdio.In)
	root.SetOut(stdio.Out)
	root.SetErr(stdio.Err)
	if err := root.Execute(); err != nil {
		var ue usageError
		if !errors.As(err, &ue) {
			ue = a.cobraError(root, err)
		}
		fmt.Fprintf(stdio.Err, "referee: %s\n", a.say.Say(ue.msg))
		return ExitNotation
	}
	return a.code
}

func (a *app) rootCommand() *cobra.Command {
	root := &cobra.Command{
		Use:           "referee",
		Short:         a.text("cli.short.root"),
		Long:          a.text("cli.long.root"),
		SilenceErrors: true,
		SilenceUsage:  true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			// The language was chosen from the arguments before parsing;
			// here only a --lang we do not speak is refused.
			if _, ok := referee.PickLanguage(a.langFlag, a.io.Getenv); !ok {
				return usageError{referee.Say("cli.bad-lang", referee.Facts{"lang": a.langFlag})}
			}
			return nil
		},
	}
	root.CompletionOptions.DisableDefaultCmd = true
	root.PersistentFlags().StringVar(&a.langFlag, "lang", "", a.text("cli.flag.lang"))
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return a.cobraError(root, err) })
	root.AddCommand(a.checkCommand(), a.movesCommand(), a.boardCommand(), a.explainCommand(), a.gamesCommand())
	a.localizeHelp(root)
	return root
}

// worse keeps the more serious exit status.
func (a *app) worse(code int) {
	a.code = max(a.code, code)
}

// localizeHelp puts cobra's help in the chosen language: the usage
// template's headings, the help command and every --help flag.
func (a *app) localizeHelp(root *cobra.Command) {
	root.SetUsageTemplate(fmt.Sprintf(`%s{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [%s]{{end}}{{if .HasAvailableSubCommands}}

%s{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

%s
{{.LocalFlags.FlagUsages | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

%s
{{.InheritedFlags.FlagUsages | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableSubCommands}}

%s{{end}}
`, a.text("cli.help.usage"), a.text("cli.help.command"), a.text("cli.help.commands"), a.text("cli.help.flags"), a.text("cli.help.global-flags"), a.text("cli.help.more")))
	root.SetHelpCommand(&cobra.Command{
		Use:   "help [command]",
		Short: a.text("cli.short.help"),
		RunE: func(c *cobra.Command, args []string) error {
			cmd, _, err := c.Root().Find(args)
			if cmd == nil || err != nil || len(args) > 0 && cmd == c.Root() {
				return a.cobraError(c.Root(), fmt.Errorf("unknown command %q for %q", strings.Join(args, " "), "referee"))
			}
			return cmd.Help()
		},
	})
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.Flags().BoolP("help", "h", false, a.say.Say(referee.Say("cli.flag.help", referee.Facts{"command": c.Name()})))
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// text is one of the command line's own messages in the chosen language.
func (a *app) text(id string) string { return a.say.Say(referee.Say(id, nil)) }

// langArg finds --lang among the arguments before they are parsed.
func langArg(args []string) string {
	for i, arg := range args {
		if arg == "--" {
			break
		}
		if v, ok := strings.CutPrefix(arg, "--lang="); ok {
			return v
		}
		if arg == "--lang" && i+1 < len(args) {
			return args[i+1]
		}
	}
	return ""
}

// cobra's own errors are English sentences; these patterns turn the ones a
// user can cause into messages of the catalog.
var (
	unknownFlag    = regexp.MustCompile(`^unknown (?:shorthand )?flag: (?:'(.)' in )?(\S+)`)
	badFlagValue   = regexp.MustCompile(`^invalid argument "(.*)" for "(.*?)" flag`)
	flagNeedsValue = regexp.MustCompile(`^flag needs an argument: (?:'(.)' in )?(\S+)`)
	unknownCommand = regexp.MustCompile(`^unknown command "(.*)" for`)
	badFlagSyntax  = regexp.MustCompile(`^bad flag syntax: (\S+)`)
)

func (a *app) cobraError(root *cobra.Command, err error) usageError {
	msg := err.Error()
	if m := unknownFlag.FindStringSubmatch(msg); m != nil {
		return usageError{referee.Say("cli.unknown-flag", referee.Facts{"flag": m[2]})}
	}
	if m := badFlagValue.FindStringSubmatch(msg); m != nil {
		return usageError{referee.Say("cli.bad-flag-value", referee.Facts{"flag": m[2], "value": m[1]})}
	}
	if m := flagNeedsValue.FindStringSubmatch(msg); m != nil {
		return usageError{referee.Say("cli.flag-needs-value", referee.Facts{"flag": m[2]})}
	}
	if m := badFlagSyntax.FindStringSubmatch(msg); m != nil {
		return usageError{referee.Say("cli.unknown-flag", referee.Facts{"flag": m[1]})}
	}
	if m := unknownCommand.FindStringSubmatch(msg); m != nil {
		var names []string
		for _, c := range root.Commands() {
			names = append(names, c.Name())
		}
		facts := referee.Facts{"command": m[1], "commands": referee.List(toAny(names))}
		if s, ok := notation.Nearest(m[1], names); ok {
			facts["suggestion"] = s
			return usageError{referee.Say("cli.unknown-command-suggest", facts)}
		}
		return usageError{referee.Say("cli.unknown-command", facts)}
	}
	return usageError{referee.Say("cli.usage", referee.Facts{"detail": msg})}
}

// args checks the number of arguments, saying what is wrong in the chosen
// language (cobra's checks speak English).
func (a *app) args(min, max int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) < min || len(args) > max {
			return usageError{referee.Say("cli.args", referee.Facts{"command": cmd.Name(), "min": min, "max": max, "got": len(args), "use": cmd.UseLine()})}
		}
		return nil
	}
}

// readFile reads a transcript; "-" is standard input.
func (a *app) readFile(name string) (string, []byte, error) {
	if name == "-" {
		data, err := io.ReadAll(a.io.In)
		return "<stdin>", data, err
	}
	st, err := os.Stat(name)
	if err == nil && st.IsDir() {
		return name, nil, errors.New(a.say.Say(referee.Say("cli.is-dir", nil)))
	}
	data, err := os.ReadFile(name)
	switch {
	case err == nil:
	case errors.Is(err, fs.ErrNotExist):
		err = errors.New(a.text("cli.no-such-file"))
	case errors.Is(err, fs.ErrPermission):
		err = errors.New(a.text("cli.no-permission"))
	default:
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
	}
	return name, data, err
}

// frame reads and frames one file. A file that cannot be read is reported
// on standard error, and, with asJSON, as a record on standard output too.
func (a *app) frame(name string, asJSON bool) (*notation.File, bool) {
	shown, data, err := a.readFile(name)
	if err != nil {
		msg := referee.Say("notation.file-unreadable", referee.Facts{"detail": err.Error()})
		fmt.Fprintf(a.io.Err, "%s: %s [notation.file-unreadable]\n", shown, a.say.Say(msg))
		if asJSON {
			_ = referee.WriteFileErrorJSON(a.io.Out, shown, []referee.Line{{Kind: referee.KindError, Message: msg}}, a.say)
		}
		a.worse(ExitNotation)
		return nil, false
	}
	return notation.FrameKnowing(shown, data, a.registry.Keys()), true
}

// maxSideFile bounds a file a header names (a track map).
const maxSideFile = 16 << 20

// sideFiles reads the files a transcript's header names, relative to the
// transcript's folder (the working folder for standard input).
func sideFiles(transcript string) func(string) ([]byte, error) {
	dir := "."
	if transcript != "-" && transcript != "<stdin>" {
		dir = filepath.Dir(transcript)
	}
	return func(name string) ([]byte, error) {
		if !filepath.IsAbs(name) {
			name = filepath.Join(dir, name)
		}
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		data, err := io.ReadAll(io.LimitReader(f, maxSideFile+1))
		if err == nil && len(data) > maxSideFile {
			return nil, fmt.Errorf("larger than %d bytes", maxSideFile)
		}
		return data, err
	}
}

// fileErrors turns the errors outside any game into report lines.
func fileErrors(f *notation.File) []referee.Line {
	var out []referee.Line
	for _, e := range f.Errors {
		out = append(out, referee.Line{Kind: referee.KindError, Pos: e.Pos, Message: referee.Message{ID: e.Code, Facts: e.Facts}})
	}
	return out
}
