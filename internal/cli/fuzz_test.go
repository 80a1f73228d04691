package cli_test

import (
	"bytes"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/internal/golden"
)

// FuzzCheck runs the whole of `referee check --json --keep-going` on any
// bytes: every game's grammar and engine. Nothing may panic, and the exit
// status is always one of the three the contract names.
func FuzzCheck(f *testing.F) {
	for _, data := range golden.Files(f, "../../corpus/*/*.txt") {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var out bytes.Buffer
		code := cli.Main([]string{"check", "--json", "--keep-going", "-"}, cli.IO{In: bytes.NewReader(data), Out: &out, Err: &out, Getenv: func(string) string { return "" }})
		if code < 0 || code > 2 {
			t.Fatalf("exit status %d", code)
		}
		for _, fn := range []func() int{
			func() int {
				return cli.Main([]string{"board", "-"}, cli.IO{In: bytes.NewReader(data), Out: &out, Err: &out, Getenv: func(string) string { return "" }})
			},
			func() int {
				return cli.Main([]string{"moves", "-"}, cli.IO{In: bytes.NewReader(data), Out: &out, Err: &out, Getenv: func(string) string { return "" }})
			},
		} {
			if c := fn(); c < 0 || c > 2 {
				t.Fatalf("exit status %d", c)
			}
		}
	})
}
