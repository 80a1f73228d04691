package cli_test

import (
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/internal/golden"
)

func TestMain(m *testing.M) {
	testscript.Main(sharedStopped{m}, map[string]func(){
		"referee": func() {
			os.Exit(cli.Main(os.Args[1:], cli.IO{In: os.Stdin, Out: os.Stdout, Err: os.Stderr, Getenv: os.Getenv}))
		},
	})
}

// sharedStopped runs the tests, then stops what they shared: the browser
// of the browser tests and the long pages they read.
type sharedStopped struct{ m *testing.M }

func (s sharedStopped) Run() int {
	defer removeLongPages()
	defer stopChromium()
	return s.m.Run()
}

// TestScripts runs the command line as users do: testdata/script/*.txtar.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		UpdateScripts:       *golden.Update,
		RequireExplicitExec: true,
	})
}
