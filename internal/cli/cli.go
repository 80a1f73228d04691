// Package cli is the referee's command line: one file per subcommand, IO
// streams injected so tests run it without a process.
package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"referee/games"
	"referee/notation"
	"referee/referee"
	"referee/referee/layout"
	"referee/referee/say"
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
	// Streaming, when set, is called as a command that streams games and
	// keeps almost nothing (check, test) starts: where the program sets
	// the garbage collector for that, and only for that (a replay keeps
	// every picture, and would collect without end under a small limit).
	Streaming func()
}

// streaming says that a streaming command starts (IO.Streaming).
func (a *app) streaming() {
	if a.io.Streaming != nil {
		a.io.Streaming()
	}
}

// app is one run of the command line.
type app struct {
	io       IO
	langFlag string
	code     int
	registry *games.Registry
	catalog  *say.Catalog
	say      *say.Speaker
	view     referee.View // the values of the games' view flags
	unsaid   []func()     // games' texts said only when shown (sayWhenShown)
}

// usageError is a mistake in the command line itself.
type usageError struct{ msg referee.Message }

func (e usageError) Error() string { return e.msg.ID }

// Main runs the command line and returns the exit status.
func Main(args []string, stdio IO) int {
	if stdio.Getenv == nil {
		stdio.Getenv = os.Getenv
	}
	a := &app{io: stdio, registry: games.NewRegistry(), view: referee.View{}}
	// The language is known before the flags are parsed, so that even a
	// mistake in the flags is reported in it; only its messages are loaded.
	lang, ok := say.PickLanguage(langArg(args), stdio.Getenv)
	if !ok {
		// A --lang we do not speak is refused in the language of the
		// environment.
		lang, _ = say.PickLanguage("", stdio.Getenv)
	}
	catalog, err := say.NewCatalog(a.registry.Specs(), lang)
	if err != nil {
		fmt.Fprintln(stdio.Err, "referee: broken message catalog:", err)
		return ExitNotation
	}
	a.catalog = catalog
	a.say = catalog.Speaker(lang)
	root := a.rootCommand()
	if len(args) > 0 && strings.HasPrefix(args[0], cobra.ShellCompRequestCmd) {
		a.sayUnsaid() // completion shows the commands' and flags' texts
	}
	help := root.HelpFunc()
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		a.sayUnsaid()
		help(c, args)
	})
	root.SetArgs(args)
	root.SetIn(stdio.In)
	root.SetOut(stdio.Out)
	root.SetErr(stdio.Err)
	if err := root.Execute(); err != nil {
		var ue usageError
		if !errors.As(err, &ue) {
			ue = usageError{referee.Say("cli.usage", referee.Facts{"detail": err.Error()})}
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
			if _, ok := say.PickLanguage(a.langFlag, a.io.Getenv); !ok {
				return usageError{referee.Say("cli.bad-lang", referee.Facts{"lang": a.langFlag})}
			}
			return nil
		},
		// A word that is no command reaches here (cobra's own check would
		// answer in English).
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return a.unknownCommand(cmd, args[0])
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	root.PersistentFlags().StringVar(&a.langFlag, "lang", "", a.text("cli.flag.lang"))
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return flagError(err) })
	root.AddCommand(a.checkCommand(), a.movesCommand(), a.boardCommand(), a.explainCommand(), a.gamesCommand(), a.playCommand())
	root.AddCommand(a.listingCommands()...)
	root.AddCommand(a.replayCommand())
	root.AddCommand(a.testCommand())
	a.versionAndCompletion(root)
	a.localizeHelp(root)
	return root
}

// versionAndCompletion adds cobra's own --version and `completion bash|zsh|
// fish|powershell`, their help in the chosen language.
func (a *app) versionAndCompletion(root *cobra.Command) {
	root.Version = buildVersion()
	// cobra fills {{.Version}} in the template the catalog makes.
	root.SetVersionTemplate(a.say.Say(referee.Say("cli.version", referee.Facts{"Version": "{{.Version}}"})) + "\n")
	root.InitDefaultVersionFlag()
	root.Flags().Lookup("version").Usage = a.text("cli.flag.version")
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() != "completion" {
			continue
		}
		c.Short, c.Long = a.text("cli.short.completion"), a.text("cli.long.completion")
		for _, shell := range c.Commands() {
			facts := referee.Facts{"shell": shell.Name()}
			shell.Short = a.say.Say(referee.Say("cli.short.completion-shell", facts))
			shell.Long = a.say.Say(referee.Say("cli.long.completion-"+shell.Name(), facts))
			if f := shell.Flags().Lookup("no-descriptions"); f != nil {
				f.Usage = a.text("cli.flag.no-descriptions")
			}
		}
	}
}

// buildVersion is the module's version as the build recorded it, with the
// commit when the build knows it: «v1.2.0», «(devel) 1a2b3c4».
func buildVersion() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown)"
	}
	v := info.Main.Version
	for _, s := range info.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 7 {
			v += " " + s.Value[:7]
		}
		if s.Key == "vcs.modified" && s.Value == "true" {
			v += "+"
		}
	}
	return v
}

// worse keeps the more serious exit status.
func (a *app) worse(code int) {
	a.code = max(a.code, code)
}

// localizeHelp puts cobra's help in the chosen language: the usage
// template's headings, the help command and every --help flag.
func (a *app) localizeHelp(root *cobra.Command) {
	addTemplateFuncs.Do(func() { cobra.AddTemplateFunc("flagUsages", flagUsages) })
	root.SetUsageTemplate(fmt.Sprintf(`%s{{if and .Runnable .HasParent}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [%s]{{end}}{{if .HasAvailableSubCommands}}

%s{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

%s
{{flagUsages .LocalFlags}}{{end}}{{if .HasAvailableInheritedFlags}}

%s
{{flagUsages .InheritedFlags}}{{end}}{{if .HasAvailableSubCommands}}

%s{{end}}
`, a.text("cli.help.usage"), a.text("cli.help.command"), a.text("cli.help.commands"), a.text("cli.help.flags"), a.text("cli.help.global-flags"), a.text("cli.help.more")))
	help := &cobra.Command{
		Use:   a.text("cli.use.help"),
		Short: a.text("cli.short.help"),
		RunE: func(c *cobra.Command, args []string) error {
			cmd, _, err := c.Root().Find(args)
			if cmd == nil || err != nil || len(args) > 0 && cmd == c.Root() {
				return a.unknownCommand(c.Root(), strings.Join(args, " "))
			}
			return cmd.Help()
		},
		// cobra adds the help command when it runs, after walk: its own
		// usage line and --help in the chosen language here.
		DisableFlagsInUseLine: true,
	}
	help.Flags().BoolP("help", "h", false, a.say.Say(referee.Say("cli.flag.help", referee.Facts{"command": "help"})))
	root.SetHelpCommand(help)
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.Flags().BoolP("help", "h", false, a.say.Say(referee.Say("cli.flag.help", referee.Facts{"command": c.Name()})))
		// The usage line in the chosen language: cobra would add «[flags]»
		// and show the arguments in English.
		if id := "cli.use." + c.Name(); c.HasParent() && a.catalog.Has(a.say.Lang, id) {
			c.Use, c.DisableFlagsInUseLine = a.text(id), true
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// addTemplateFuncs registers the help template's own functions with cobra,
// which keeps them for every command: once.
var addTemplateFuncs sync.Once

// flagUsages lists flags as pflag does, aligned by display columns: pflag
// counts bytes, which puts a Russian placeholder (--lang язык) out of line.
func flagUsages(fs *pflag.FlagSet) string {
	type row struct{ left, usage string }
	var rows []row
	width := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		left := "      --" + f.Name
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			left = "  -" + f.Shorthand + ", --" + f.Name
		}
		name, usage := pflag.UnquoteUsage(f)
		if name != "" {
			left += " " + name
		}
		rows = append(rows, row{left, usage})
		width = max(width, layout.Width(left))
	})
	lines := make([]string, len(rows))
	for i, r := range rows {
		lines[i] = layout.Pad(r.left, width) + "   " + r.usage
	}
	return strings.Join(lines, "\n")
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

// flagError puts a mistake in the flags, which pflag reports as a typed
// error, in the chosen language.
func flagError(err error) error {
	var (
		notExist *pflag.NotExistError
		noValue  *pflag.ValueRequiredError
		invalid  *pflag.InvalidValueError
		syntax   *pflag.InvalidSyntaxError
	)
	switch {
	case errors.As(err, &notExist):
		return usageError{referee.Say("cli.unknown-flag", referee.Facts{"flag": flagName(notExist.GetSpecifiedName(), notExist.GetSpecifiedShortnames())})}
	case errors.As(err, &noValue):
		return usageError{referee.Say("cli.flag-needs-value", referee.Facts{"flag": flagName(noValue.GetSpecifiedName(), noValue.GetSpecifiedShortnames())})}
	case errors.As(err, &invalid):
		var words notAValue
		if errors.As(err, &words) {
			return usageError{referee.Say("cli.bad-flag-word", referee.Facts{"flag": flagNames(invalid.GetFlag()), "value": invalid.GetValue(), "values": strings.Join(words.values, ", ")})}
		}
		return usageError{referee.Say("cli.bad-flag-value", referee.Facts{"flag": flagNames(invalid.GetFlag()), "value": invalid.GetValue()})}
	case errors.As(err, &syntax):
		return usageError{referee.Say("cli.unknown-flag", referee.Facts{"flag": syntax.GetSpecifiedFlag()})}
	}
	return usageError{referee.Say("cli.usage", referee.Facts{"detail": err.Error()})}
}

// flagName shows a flag as it was typed: --name, or -xyz for shorthands.
func flagName(name, shorthands string) string {
	if shorthands != "" {
		return "-" + shorthands
	}
	return "--" + name
}

// flagNames shows a flag with its shorthand: "-h, --help".
func flagNames(f *pflag.Flag) string {
	if f.Shorthand != "" && f.ShorthandDeprecated == "" {
		return "-" + f.Shorthand + ", --" + f.Name
	}
	return "--" + f.Name
}

// unknownCommand names a word that is no command, with the nearest one.
func (a *app) unknownCommand(root *cobra.Command, word string) error {
	var names []string
	for _, c := range root.Commands() {
		names = append(names, c.Name())
	}
	facts := referee.Facts{"command": word, "commands": referee.Names(names)}
	if s, ok := notation.Nearest(word, names); ok {
		facts["suggestion"] = s
		return usageError{referee.Say("cli.unknown-command-suggest", facts)}
	}
	return usageError{referee.Say("cli.unknown-command", facts)}
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

// maxSideFile bounds a file a header names (a track map).
const maxSideFile = 16 << 20

// sideFiles reads the files a transcript's header names, relative to the
// transcript's folder (the working folder for standard input); why one
// cannot be read is said in the chosen language, for the game to quote.
func (a *app) sideFiles(transcript string) func(string) ([]byte, error) {
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
			return nil, a.fileError(err)
		}
		defer f.Close()
		data, err := io.ReadAll(io.LimitReader(f, maxSideFile+1))
		if err == nil && len(data) > maxSideFile {
			err = tooLarge{maxSideFile}
		}
		if err != nil {
			return nil, a.fileError(err)
		}
		return data, nil
	}
}
