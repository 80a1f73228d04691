package cli_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// TestStdinByPath: `check /dev/stdin` and `moves /dev/fd/0` read standard
// input itself, as `-` does: opened anew by path, a terminal or /dev/null
// was refused as a device and a socket could not be opened (round 5).
func TestStdinByPath(t *testing.T) {
	game := "game: turtles\nplayers: A, B\n\nA: red +1\n"
	for _, args := range [][]string{{"check", "/dev/stdin"}, {"moves", "/dev/fd/0"}, {"check", "/proc/self/fd/0"}} {
		var out, errOut bytes.Buffer
		code := cli.Main(args, cli.IO{In: strings.NewReader(game), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }})
		if code != 0 || !strings.Contains(out.String(), map[string]string{"check": "One move has been accepted, and the race goes on", "moves": "Next to move: B"}[args[0]]) {
			t.Errorf("%v: exit %d\n%s%s", args, code, out.String(), errOut.String())
		}
	}
}
