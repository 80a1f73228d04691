package cli

import (
	"bufio"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"referee/internal/suite"
	"referee/referee"
	"referee/referee/say"
)

// `referee test` reads its flags into suite.Options and runs them: the
// runner is a package of its own (internal/suite), given the few things
// of the command line it needs. runF is suite.Run; a test may pass its own.
func (a *app) newCmdTest(runF func(*suite.Options) int) *cobra.Command {
	var (
		o            suite.Options
		run, color   string
		update, json bool
	)
	cmd := &cobra.Command{
		Use:   "test PATH...",
		Short: a.text("cli.short.test"),
		Long:  a.text("cli.long.test"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usageError{referee.Say("test.no-paths", nil)}
			}
			if o.Jobs < 1 {
				return usageError{referee.Say("cli.bad-jobs", referee.Facts{"jobs": o.Jobs})}
			}
			if err := stdinOnce(args); err != nil {
				return err
			}
			if err := checkGlob(o.Glob); err != nil {
				return err
			}
			for _, l := range o.Golden {
				if !slices.Contains(say.Languages, l) {
					return usageError{referee.Say("test.bad-golden-lang", referee.Facts{"lang": l, "langs": referee.Names(say.Languages)})}
				}
			}
			if run != "" {
				re, err := regexp.Compile(run)
				if err != nil {
					return usageError{referee.Say("test.bad-run", referee.Facts{"run": run})}
				}
				o.Run = re
			}
			switch color {
			case "auto":
				o.Color = isTerminal(a.io.Out) && a.io.Getenv("NO_COLOR") == "" && a.io.Getenv("TERM") != "dumb"
			case "always":
				o.Color = true
			case "never":
			default:
				return usageError{referee.Say("cli.bad-flag-value", referee.Facts{"flag": "--color", "value": color})}
			}
			if json && o.JUnit == "-" {
				return usageError{referee.Say("test.junit-stdout-json", nil)}
			}
			o.Paths, o.Update, o.JSON = args, update, json
			a.testWith(&o)
			a.streaming()
			a.worse(runF(&o))
			return nil
		},
	}
	f := cmd.Flags()
	f.BoolVar(&update, "update", false, a.text("cli.flag.update"))
	f.StringVar(&o.JUnit, "junit", "", a.text("cli.flag.junit"))
	f.BoolVar(&json, "json", false, a.text("cli.flag.test-json"))
	f.BoolVarP(&o.Verbose, "verbose", "v", false, a.text("cli.flag.verbose"))
	f.StringVar(&o.Glob, "glob", "*.txt", a.text("cli.flag.glob"))
	f.StringSliceVar(&o.Golden, "golden", nil, a.text("cli.flag.golden"))
	f.IntVarP(&o.Jobs, "jobs", "j", runtime.NumCPU(), a.text("cli.flag.jobs"))
	f.StringVar(&run, "run", "", a.text("cli.flag.run"))
	f.BoolVar(&o.FailFast, "failfast", false, a.text("cli.flag.failfast"))
	f.StringVar(&color, "color", "auto", a.text("cli.flag.color"))
	f.Lookup("color").DefValue = "" // the help says the default in words, in the chosen language
	return cmd
}

// checkGlob refuses a --glob that is no pattern: a base-name pattern
// (*.txt), or with a slash a pattern of paths under the folder walked
// (turtles/*.txt).
func checkGlob(glob string) error {
	if _, err := filepath.Match(glob, "x"); err != nil || glob == "" || strings.HasPrefix(glob, "/") {
		return usageError{referee.Say("test.bad-glob", referee.Facts{"glob": glob})}
	}
	return nil
}

// testWith gives the runner what it runs with: the command line's
// streams, language, games, and its way of opening, framing and checking
// files, so that test reads every file as check does.
func (a *app) testWith(o *suite.Options) {
	o.Out, o.Err = a.io.Out, a.io.Err
	o.Say, o.Catalog, o.Registry = a.say, a.catalog, a.registry
	o.Open, o.Frame, o.SideFiles = a.open, a.reader, a.sideFiles
	o.Check = a.checkExplain
	o.FileError, o.WriteErr = a.fileError, a.writeError
}

// checkExplain writes what `referee check --explain --keep-going` prints
// for one file in a speaker's language, on standard output and error both,
// naming the file shown; it returns the exit status. It is check's own
// stream (check.go), run with no pool (the pool prints the same bytes in
// the same order), opening the file by its path; TestCheckExplainIsCheck
// holds the two to the same bytes.
func (a *app) checkExplain(w io.Writer, path, shown string, speaker *say.Speaker) int {
	sub := &app{io: IO{In: strings.NewReader(""), Out: w, Err: w, Getenv: a.io.Getenv}, registry: a.registry, catalog: a.catalog, say: speaker, view: referee.View{}}
	_, in, err := sub.open(path)
	if err != nil {
		msg := referee.Say("notation.file-unreadable", referee.Facts{"detail": err.Error()})
		fmt.Fprintf(w, "%s: %s [notation.file-unreadable]\n", shown, speaker.Say(msg))
		return ExitNotation
	}
	defer in.Close()
	out := bufio.NewWriterSize(w, 64<<10)
	defer out.Flush()
	sub.checkStream(shown, in, sub.sideFiles(path), checkOptions{explain: true, keepGoing: true, jobs: 1}, out, nil, nil)
	return sub.code
}
