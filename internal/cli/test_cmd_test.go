package cli

import (
	"testing"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/suite"
)

// TestNewCmdTest: the test command only reads its flags into the runner's
// options and gives it the command line's streams and readers.
func TestNewCmdTest(t *testing.T) {
	f, _, _, _ := streams(t, "en")
	var got *suite.Options
	cmd := NewCmdTest(f, func(o *suite.Options) int { got = o; return 1 })
	cmd.SetArgs([]string{"--update", "--golden", "ru", "--run", "#2$", "--failfast", "--junit", "-", "--glob", "turtles/*.txt", "-j", "3", "--color", "always", "a", "b"})
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	err := cmd.Execute()
	if got == nil {
		t.Fatalf("the runner was not called: %v", err)
	}
	if !got.Update || len(got.Golden) != 1 || got.Golden[0] != "ru" || got.Run.String() != "#2$" || !got.FailFast || got.JUnit != "-" ||
		got.Glob != "turtles/*.txt" || got.Jobs != 3 || !got.Color || len(got.Paths) != 2 || got.JSON || got.Verbose {
		t.Errorf("options: %+v", got)
	}
	if got.Out != f.IOStreams.Out || got.Say != f.Speaker || got.Registry != f.Registry || got.Open == nil || got.Frame == nil || got.Check == nil || got.SideFiles == nil || got.FileError == nil || got.WriteErr == nil {
		t.Errorf("what the runner runs with: %+v", got)
	}
	if code := cmdutil.ExitCode(err, f.IOStreams, f.Speaker); code != 1 {
		t.Errorf("the runner's exit status is not the command's: %d", code)
	}
}
