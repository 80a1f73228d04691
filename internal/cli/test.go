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

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/internal/suite"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee/say"
)

// NewCmdTest is `referee test PATH...`: it reads its flags into
// suite.Options and runs them. The runner is a package of its own
// (internal/suite), given the few things of the command line it needs;
// runF is suite.Run, and a test may pass its own.
func NewCmdTest(f *cmdutil.Factory, runF func(*suite.Options) int) *cobra.Command {
	var (
		o            suite.Options
		run, color   string
		update, json bool
		maps         string
	)
	if runF == nil {
		runF = suite.Run
	}
	cmd := &cobra.Command{
		Use:   "test PATH...",
		Short: f.Later("cli.short.test"),
		Long:  f.Later("cli.long.test"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cmdutil.Usage(NoPaths)
			}
			if o.Jobs < 1 {
				return cmdutil.Usage(BadJobs{Jobs: o.Jobs})
			}
			if err := stdinOnce(args); err != nil {
				return err
			}
			if err := checkGlob(o.Glob); err != nil {
				return err
			}
			if err := cmdutil.CheckMaps(f, maps); err != nil {
				return err
			}
			for _, l := range o.Golden {
				if !slices.Contains(say.Languages, l) {
					return cmdutil.Usage(BadGoldenLang{Lang: l, Langs: notation.Alternatives(say.Languages)})
				}
			}
			if run != "" {
				re, err := regexp.Compile(run)
				if err != nil {
					return cmdutil.Usage(BadRun{Run: run})
				}
				o.Run = re
			}
			switch color {
			case "auto":
				o.Color = f.IOStreams.IsStdoutTTY() && f.Getenv("NO_COLOR") == "" && f.Getenv("TERM") != "dumb"
			case "always":
				o.Color = true
			case "never":
			default:
				return cmdutil.Usage(cmdutil.BadFlagWord{Flag: "--color", Value: color, Values: cmdutil.ColorValues})
			}
			if json && o.JUnit == "-" {
				return cmdutil.Usage(JUnitStdoutJSON)
			}
			o.Paths, o.Update, o.JSON = args, update, json
			testWith(f, &o, maps)
			f.StartStreaming()
			return cmdutil.Exit(runF(&o))
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&update, "update", false, f.Later("cli.flag.update"))
	fl.StringVar(&o.JUnit, "junit", "", f.Later("cli.flag.junit"))
	fl.BoolVar(&json, "json", false, f.Later("cli.flag.test-json"))
	fl.BoolVarP(&o.Verbose, "verbose", "v", false, f.Later("cli.flag.verbose"))
	fl.StringVar(&o.Glob, "glob", "*.txt", f.Later("cli.flag.glob"))
	fl.StringSliceVar(&o.Golden, "golden", nil, f.Later("cli.flag.golden"))
	fl.IntVarP(&o.Jobs, "jobs", "j", runtime.NumCPU(), f.Later("cli.flag.jobs"))
	fl.StringVar(&run, "run", "", f.Later("cli.flag.run"))
	fl.BoolVar(&o.FailFast, "failfast", false, f.Later("cli.flag.failfast"))
	fl.StringVar(&color, "color", "auto", f.Later("cli.flag.color"))
	fl.Lookup("color").DefValue = "" // the help says the default in words, in the chosen language
	cmdutil.AddMapsFlag(cmd, f, &maps)
	return cmd
}

// checkGlob refuses a --glob that is no pattern: a base-name pattern
// (*.txt), or with a slash a pattern of paths under the folder walked
// (turtles/*.txt).
func checkGlob(glob string) error {
	if _, err := filepath.Match(glob, "x"); err != nil || glob == "" || strings.HasPrefix(glob, "/") {
		return cmdutil.Usage(BadGlob{Glob: glob})
	}
	return nil
}

// testWith gives the runner what it runs with: the command line's
// streams, language, games, and its way of opening, framing and checking
// files, so that test reads every file as check does.
func testWith(f *cmdutil.Factory, o *suite.Options, maps string) {
	o.Out, o.Err = f.IOStreams.Out, f.IOStreams.ErrOut
	o.Say, o.Catalog, o.Registry = f.Speaker, f.Catalog, f.Registry
	files := f.Transcripts()
	o.Open, o.Frame = files.OpenFile, files.Frame
	o.SideFiles = func(transcript string) func(string) ([]byte, error) { return files.SideFiles(transcript, maps) }
	o.Check = func(w io.Writer, path, shown string, sp *say.Speaker) int {
		return checkExplain(f.Registry, maps, w, path, shown, sp)
	}
	if maps != "" {
		o.Flags = []string{"--maps", maps}
	}
	if f.LangFlag != "" {
		o.LangFrom.Flag = true
	} else if key := say.LanguageVar(f.Getenv); key != "" {
		o.LangFrom.Var, o.LangFrom.Value = key, f.Getenv(key)
	}
	o.FileError = func(err error) error { return cmdutil.FileError(f.Speaker, err) }
	o.WriteErr = func(err error) error { return cmdutil.WriteError(f.Speaker, err) }
	// The checked streams keep the failure; cmdutil.ExitCode says it once.
	o.OutputBroken = func(error) {}
}

// checkExplain writes what `referee check --explain --keep-going` prints
// for one file in a speaker's language, on standard output and error both,
// naming the file shown; it returns the exit status. It is check's own
// stream (check.go), run with no pool (the pool prints the same bytes in
// the same order), opening the file by its path; TestCheckExplainIsCheck
// holds the two to the same bytes.
func checkExplain(reg *games.Registry, maps string, w io.Writer, path, shown string, sp *say.Speaker) int {
	ios := iostreams.System(strings.NewReader(""), w, w)
	files := &cmdutil.Transcripts{Stdin: ios.In, Registry: reg, Speaker: sp}
	_, in, err := files.OpenFile(path)
	if err != nil {
		fmt.Fprintln(w, files.Unreadable(shown, err))
		return ExitNotation
	}
	defer in.Close()
	out := bufio.NewWriterSize(w, 64<<10)
	defer out.Flush()
	c := &checker{opts: &CheckOptions{IO: ios, Transcripts: files, Explain: true, KeepGoing: true, Jobs: 1, Maps: maps}, out: out}
	c.stream(shown, files.Frame(shown, in), files.SideFiles(path, maps))
	return c.code
}
