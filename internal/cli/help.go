package cli

import (
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/referee/layout"
)

// localizeHelp puts cobra's help in the chosen language: the usage
// template's headings, the help command and every --help flag, and the
// flags' placeholders, each said only once help or completion shows it
// (f.Lazy): said at every start, they were a tenth of a check's.
func localizeHelp(f *cmdutil.Factory, root *cobra.Command) {
	addTemplateFuncs.Do(func() {
		cobra.AddTemplateFunc("flagUsages", flagUsages)
		cobra.AddTemplateFunc("sentence", sentence)
	})
	// A command's description under its --help is a sentence, with its
	// period, also where it is the one-line summary of the list of
	// commands, which has none.
	root.SetHelpTemplate(`{{with (or .Long (sentence .Short))}}{{. | trimTrailingWhitespaces}}

{{end}}{{if or .Runnable .HasSubCommands}}{{.UsageString}}{{end}}`)
	f.Lazy.Add(func() { root.SetUsageTemplate(usageTemplate(f)) })
	help := &cobra.Command{
		Use: "help [command]",
		RunE: func(c *cobra.Command, args []string) error {
			cmd, _, err := c.Root().Find(args)
			if cmd == nil || err != nil || len(args) > 0 && cmd == c.Root() {
				return cmdutil.NoSuchCommand(c.Root(), strings.Join(args, " "))
			}
			return cmd.Help()
		},
	}
	// Said here, not by SayLater: cobra adds help to the tree only as it
	// runs, out of its reach.
	f.Lazy.Add(func() { help.Short = f.Text("cli.short.help") })
	root.SetHelpCommand(help)
	shown := root.HelpFunc()
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		f.Lazy.SayAll()
		// A help that cannot be written (a full disk) is said once, in the
		// chosen language, by Main from the output's own error; cobra would
		// also print the help template's raw error ("write: no space left
		// on device") on standard error.
		errOut := c.ErrOrStderr()
		c.SetErr(io.Discard)
		defer c.SetErr(errOut)
		shown(c, args)
	})
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		// The flag is there for parsing; its words, and the placeholders of
		// the flags, only once help or completion shows them (f.Lazy): said
		// for every command at every start, they were a tenth of it.
		c.Flags().BoolP("help", "h", false, "")
		f.Lazy.Add(func() {
			// The command as typed after «referee»: «completion bash», not
			// «bash», which reads as help for the shell itself.
			c.Flags().Lookup("help").Usage = f.Speaker.Say(FlagHelp{Command: strings.TrimPrefix(c.CommandPath(), c.Root().Name()+" "), Root: !c.HasParent()})
			for _, fs := range []*pflag.FlagSet{c.LocalNonPersistentFlags(), c.PersistentFlags()} {
				fs.VisitAll(func(fl *pflag.Flag) { placeholder(f, fl) })
			}
		})
		if c.HasParent() || c == help {
			// The usage line in the chosen language, when help shows it,
			// and at once for the command run (Main): a line most commands
			// have not, looked for in every locale file.
			f.Lazy.Add(func() { sayUse(f, c) })
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	walk(help) // cobra adds it to the root only as it runs
}

// usageTemplate is cobra's usage template with its headings in the chosen
// language. completion's subcommands are shells, not commands: its usage
// line and its last line say so.
func usageTemplate(f *cmdutil.Factory) string {
	return fmt.Sprintf(`%s{{if and .Runnable .HasParent}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} {{if eq .Name "completion"}}%s{{else}}%s{{end}}{{end}}{{if .HasAvailableSubCommands}}

%s{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

%s
{{flagUsages .LocalFlags}}{{end}}{{if .HasAvailableInheritedFlags}}

%s
{{flagUsages .InheritedFlags}}{{end}}{{if .HasAvailableSubCommands}}

{{if eq .Name "completion"}}%s{{else}}%s{{end}}{{end}}
`, f.Text("cli.help.usage"), f.Text("cli.help.shell"), f.Text("cli.help.command"), f.Text("cli.help.commands"), f.Text("cli.help.flags"), f.Text("cli.help.global-flags"), f.Text("cli.help.more-shell"), f.Text("cli.help.more"))
}

// sayUse puts the usage line of a command in the chosen language, as an
// error of its arguments shows it (cmdutil.Args); cobra would add «[flags]»
// and show the arguments in English.
func sayUse(f *cmdutil.Factory, c *cobra.Command) {
	if id := "cli.use." + c.Name(); f.Catalog.Has(f.Speaker.Lang, id) {
		c.Use, c.DisableFlagsInUseLine = f.Text(id), true
	}
}

// addTemplateFuncs registers the help template's own functions with cobra,
// which keeps them for every command: once.
var addTemplateFuncs sync.Once

// argAnnotation holds a flag's placeholder in the chosen language.
const argAnnotation = "referee-arg"

// placeholder gives a flag that takes a value the word help shows after it
// in the chosen language, in capitals (`--dice ГРАНИ`): the message
// cli.arg.NAME, not a word cut from the description (the word pflag would
// take, in capitals, is left for a game's flag the command line has no
// word for).
func placeholder(f *cmdutil.Factory, fl *pflag.Flag) {
	if name, _ := pflag.UnquoteUsage(fl); name == "" {
		return // a switch
	}
	if id := "cli.arg." + fl.Name; f.Catalog.Has(f.Speaker.Lang, id) {
		if fl.Annotations == nil {
			fl.Annotations = map[string][]string{}
		}
		fl.Annotations[argAnnotation] = []string{f.Text(id)}
	}
}

// flagUsages lists flags as pflag does, aligned by display columns (pflag
// counts bytes, which puts a Russian placeholder out of line), with the
// placeholders of the chosen language; a flag that only some games take
// says which. Each description starts with a capital, as a command's does.
func flagUsages(fs *pflag.FlagSet) string {
	type row struct{ left, usage string }
	var rows []row
	width := 0
	fs.VisitAll(func(fl *pflag.Flag) {
		if fl.Hidden {
			return
		}
		left := "      --" + fl.Name
		if fl.Shorthand != "" && fl.ShorthandDeprecated == "" {
			left = "  -" + fl.Shorthand + ", --" + fl.Name
		}
		name, usage := pflag.UnquoteUsage(fl)
		if arg := fl.Annotations[argAnnotation]; len(arg) == 1 {
			name = arg[0]
		} else {
			name = strings.ToUpper(name) // a game's flag the command line has no word for
		}
		if name != "" {
			left += " " + name
		}
		rows = append(rows, row{left, usage})
		width = max(width, layout.Width(left))
	})
	lines := make([]string, len(rows))
	for i, r := range rows {
		lines[i] = layout.Pad(r.left, width) + "   " + capital(r.usage) // a list item, as the commands' are
	}
	return strings.Join(lines, "\n")
}

// sentence ends a command's one-line summary with a period, to be shown
// as its description; an empty one stays empty.
func sentence(short string) string {
	short = strings.TrimRight(short, " \t\n")
	if short == "" || strings.HasSuffix(short, ".") {
		return short
	}
	return short + "."
}
