package cli

import (
	"github.com/spf13/cobra"
	"strings"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/play"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// NewCmdRoot is the referee command with every command under it.
func NewCmdRoot(f *cmdutil.Factory) *cobra.Command { return newCmdRoot(f, "") }

// newCmdRoot is the referee command with every command under it, or (name
// not empty) with only the command of that name or alias, without cobra's
// --version and completion: nil when no command has it. A run of one
// command needs no other; making them all, with help and completion in the
// chosen language, was a fifth of a check's start-up.
func newCmdRoot(f *cmdutil.Factory, name string) *cobra.Command {
	root := &cobra.Command{
		Use:           "referee",
		Short:         f.Later("cli.short.root"),
		Long:          f.Later("cli.long.root"),
		SilenceErrors: true,
		SilenceUsage:  true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			// The language was chosen from the arguments before parsing;
			// here only a --lang the referee does not speak is refused.
			lang, _ := cmd.Flags().GetString("lang")
			if _, ok := say.PickLanguage(lang, f.Getenv); !ok {
				return cmdutil.Usage(BadLang{Lang: lang})
			}
			return nil
		},
		// A word that is no command reaches here (cobra's own check would
		// answer in English).
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return cmdutil.NoSuchCommand(cmd, args[0])
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	// Set before cobra's completion command is made: it takes the output
	// it writes to as it is made.
	root.SetIn(f.IOStreams.In)
	root.SetOut(f.IOStreams.Out)
	root.SetErr(f.IOStreams.ErrOut)
	root.PersistentFlags().String("lang", "", f.Later("cli.flag.lang"))
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		return cmdutil.CommandFlagError(strings.TrimPrefix(strings.TrimPrefix(cmd.CommandPath(), root.Name()), " "), err)
	})
	for _, newCmds := range commands(f) {
		for _, c := range newCmds() {
			if name == "" || c.Name() == name || c.HasAlias(name) {
				root.AddCommand(c)
			}
		}
		if name != "" && root.HasSubCommands() {
			break
		}
	}
	if name == "" {
		versionAndCompletion(f, root)
	} else if !root.HasSubCommands() {
		return nil
	} else {
		root.CompletionOptions.DisableDefaultCmd = true // not even cobra's own, in English, as it runs
	}
	cmdutil.RefuseFlagsAsValues(root)       // «--dice --lang ru»: «--lang» is no dice
	f.Lazy.Add(func() { f.SayLater(root) }) // before the placeholders, which read the usages
	localizeHelp(f, root)
	return root
}

// commands makes the referee's commands, in the order help lists them:
// each maker one command, or the games' listings.
func commands(f *cmdutil.Factory) []func() []*cobra.Command {
	one := func(c func() *cobra.Command) func() []*cobra.Command {
		return func() []*cobra.Command { return []*cobra.Command{c()} }
	}
	return []func() []*cobra.Command{
		one(func() *cobra.Command { return NewCmdCheck(f, nil) }),
		one(func() *cobra.Command { return NewCmdMoves(f, nil) }),
		one(func() *cobra.Command { return NewCmdBoard(f, nil) }),
		one(func() *cobra.Command { return NewCmdExplain(f, nil) }),
		one(func() *cobra.Command { return NewCmdGames(f, nil) }),
		one(func() *cobra.Command { return play.NewCmdPlay(f, rulebook(f.Registry), nil) }),
		func() []*cobra.Command { return NewCmdListings(f) },
		one(func() *cobra.Command { return NewCmdReplay(f, nil) }),
		one(func() *cobra.Command { return NewCmdTest(f, nil) }),
		one(func() *cobra.Command { return NewCmdServe(f, nil) }),
	}
}

// versionAndCompletion adds cobra's own --version and `completion bash|zsh|
// fish|powershell`, their help in the chosen language.
func versionAndCompletion(f *cmdutil.Factory, root *cobra.Command) {
	// The line is said in the chosen language; cobra prints it as it is.
	root.Version = f.Speaker.Say(buildVersion())
	root.SetVersionTemplate("{{.Version}}\n")
	root.InitDefaultVersionFlag()
	root.Flags().Lookup("version").Usage = f.Later("cli.flag.version")
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() != "completion" {
			continue
		}
		c.Short, c.Long = f.Later("cli.short.completion"), f.Later("cli.long.completion")
		// Cobra prints the help and exits 0 for a shell it has no script
		// for (completion tcsh): say so, and fail, as for any bad word.
		var shells []string
		for _, shell := range c.Commands() {
			shells = append(shells, shell.Name())
		}
		c.Args = cobra.ArbitraryArgs
		c.RunE = func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return cmdutil.Usage(UnknownShell{Shell: args[0], Shells: shells})
			}
			return cmd.Help()
		}
		for _, shell := range c.Commands() {
			shell.Short = f.Speaker.Say(CompletionShort{Shell: shellTitle(shell.Name())})
			shell.Long = f.Speaker.Say(referee.Term("cli.long.completion-" + shell.Name()))
			if fl := shell.Flags().Lookup("no-descriptions"); fl != nil {
				fl.Usage = f.Later("cli.flag.no-descriptions")
			}
		}
	}
}

// shellTitle is a shell's name as it is spelt in prose: PowerShell, while
// the command word stays powershell.
func shellTitle(name string) string {
	if name == "powershell" {
		return "PowerShell"
	}
	return name
}
