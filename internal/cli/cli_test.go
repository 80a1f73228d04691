package cli_test

import (
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/internal/golden"
)

func TestMain(m *testing.M) {
	code := testscript.RunMain(m, map[string]func() int{
		"referee": func() int {
			return cli.Main(os.Args[1:], cli.IO{In: os.Stdin, Out: os.Stdout, Err: os.Stderr, Getenv: os.Getenv})
		},
	})
	stopChromium()    // the browser the browser tests shared
	removeLongPages() // and the long pages they read
	os.Exit(code)
}

// TestScripts runs the command line as users do: testdata/script/*.txtar.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		UpdateScripts:       *golden.Update,
		RequireExplicitExec: true,
	})
}
