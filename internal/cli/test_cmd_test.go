package cli

import (
	"bytes"
	"strings"
	"testing"

	"referee/games"
	"referee/internal/suite"
	"referee/referee/say"
)

// TestNewCmdTest: the test command only reads its flags into the runner's
// options and gives it the command line's streams and readers.
func TestNewCmdTest(t *testing.T) {
	var out bytes.Buffer
	a := &app{io: IO{In: strings.NewReader(""), Out: &out, Err: &out, Getenv: func(string) string { return "" }}, registry: games.NewRegistry()}
	catalog, err := say.NewCatalog(a.registry.Specs(), "en")
	if err != nil {
		t.Fatal(err)
	}
	a.catalog, a.say = catalog, catalog.Speaker("en")
	var got *suite.Options
	cmd := a.newCmdTest(func(o *suite.Options) int { got = o; return 1 })
	cmd.SetArgs([]string{"--update", "--golden", "ru", "--run", "#2$", "--failfast", "--junit", "-", "--glob", "turtles/*.txt", "-j", "3", "--color", "always", "a", "b"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if got == nil {
		t.Fatal("the runner was not called")
	}
	if !got.Update || len(got.Golden) != 1 || got.Golden[0] != "ru" || got.Run.String() != "#2$" || !got.FailFast || got.JUnit != "-" ||
		got.Glob != "turtles/*.txt" || got.Jobs != 3 || !got.Color || len(got.Paths) != 2 || got.JSON || got.Verbose {
		t.Errorf("options: %+v", got)
	}
	if got.Out != a.io.Out || got.Say != a.say || got.Registry != a.registry || got.Open == nil || got.Frame == nil || got.Check == nil || got.SideFiles == nil || got.FileError == nil || got.WriteErr == nil {
		t.Errorf("what the runner runs with: %+v", got)
	}
	if a.code != 1 {
		t.Errorf("the runner's exit status is not the command's: %d", a.code)
	}
}
