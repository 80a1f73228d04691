// Package cli is the referee's command line, shaped as gh's: each command
// a constructor taking the Factory of its dependencies and a run function
// (NewCmdCheck(f, runF)), an options struct, and a run function that tests
// call with fake streams (iostreamstest.New); commands return errors, and one
// place (cmdutil.ExitCode) turns them into what the user sees and the exit
// status. The table mode's terminal front is package play.
package cli

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams"
)

// ExitNotation is the exit status of a notation error, an unreadable file
// or a usage error (the CLI contract: 0 legal, 1 illegal, 2 these).
const ExitNotation = cmdutil.ExitNotation

// IO is where a run reads and writes.
type IO struct {
	In     io.Reader
	Out    io.Writer
	Err    io.Writer
	Getenv func(string) string
	// Streaming, when set, is called as a command that streams games and
	// keeps almost nothing (check, test) starts (cmdutil.Factory.Streaming).
	Streaming func()
}

// Main runs the command line and returns the exit status.
func Main(args []string, stdio IO) int {
	if stdio.Getenv == nil {
		stdio.Getenv = os.Getenv
	}
	if stdio.In == nil {
		stdio.In = strings.NewReader("")
	}
	ios := iostreams.System(stdio.In, stdio.Out, stdio.Err)
	f, err := cmdutil.New(ios, stdio.Getenv, langArg(args))
	if err != nil {
		fmt.Fprintln(stdio.Err, "referee: broken message catalog:", err)
		return ExitNotation
	}
	f.Streaming = stdio.Streaming
	root, run := rootFor(f, args)
	if run != nil {
		run.Args = sayingUse(f, run)
	}
	if len(args) > 0 && strings.HasPrefix(args[0], cobra.ShellCompRequestCmd) {
		f.Lazy.SayAll() // completion shows the commands' and flags' texts
	}
	root.SetArgs(args)
	return cmdutil.ExitCode(root.Execute(), ios, f.Speaker)
}

// sayingUse is the argument check of the command run, which puts the
// command's usage line in the chosen language before an error of its
// arguments shows it. Said at every start, the line read locale files a
// check reads for nothing else: a sixth of a short check's CPU.
func sayingUse(f *cmdutil.Factory, c *cobra.Command) cobra.PositionalArgs {
	check := c.Args
	if check == nil {
		return nil
	}
	return func(c *cobra.Command, args []string) error {
		if check(c, args) == nil {
			return nil
		}
		sayUse(f, c)
		return check(c, args)
	}
}

// rootFor is the command tree of a run, and the command run (nil for the
// root itself): for a command named first, the root with that command
// alone; else — help, completion, --version, a word that is no command —
// the whole tree, as help and the mistakes show it.
func rootFor(f *cmdutil.Factory, args []string) (*cobra.Command, *cobra.Command) {
	if len(args) > 0 && args[0] != "" && args[0][0] != '-' {
		if root := newCmdRoot(f, args[0]); root != nil {
			if c, _, err := root.Find(args); err == nil && c.HasParent() {
				return root, c
			}
		}
		f.Lazy = &cmdutil.LazyTexts{} // what that tree left to say is not said
	}
	root := NewCmdRoot(f)
	if c, _, err := root.Find(args); err == nil && c.HasParent() {
		return root, c
	}
	return root, nil
}

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
