package cli_test

import (
	"bytes"
	"regexp"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/internal/expect"
	"github.com/boardgame-referee/referee/internal/golden"
	"github.com/boardgame-referee/referee/notation"
)

var summaryLine = regexp.MustCompile(`(?m)\A(?:.*\n)*\d+ passed, \d+ failed(?:, \d+ skipped)?\n\z`)

// FuzzTest runs `referee test` on any bytes, with any expectations in them:
// nothing may panic, the exit status is one the command names (0 all pass,
// 1 a test fails, 2 one cannot be run) and the summary is the last line.
// A transcript that expects nothing passes exactly when check finds it
// clean.
func FuzzTest(f *testing.F) {
	for _, data := range golden.Files(f, "../../corpus/*/*.txt") {
		f.Add(data)
	}
	f.Add([]byte("game: turtles # expect: ok\nplayers: A, B\nA: red -1 # expect: back-from-start # x # expect: *\n"))
	f.Add([]byte("# expect: notation.no-game\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		io := func(out *bytes.Buffer) cli.IO {
			return cli.IO{In: bytes.NewReader(data), Out: out, Err: out, Getenv: func(string) string { return "" }}
		}
		var out bytes.Buffer
		code := cli.Main([]string{"test", "-j", "2", "-"}, io(&out))
		if code < 0 || code > 2 || !summaryLine.Match(out.Bytes()) {
			t.Fatalf("exit status %d, output:\n%s", code, out.String())
		}
		// With no expectation (in whatever encoding), test passes exactly
		// when check finds nothing wrong.
		c := notation.WatchComments("-", bytes.NewReader(data), expect.Is)
		r := notation.NewReader("-", c, nil)
		for g := r.Next(); g != nil; g = r.Next() {
		}
		if len(c.Take(1<<30)) > 0 {
			return
		}
		var check bytes.Buffer
		checked := cli.Main([]string{"check", "--keep-going", "-"}, io(&check))
		if code == 0 && checked != 0 {
			t.Fatalf("passes with no expectation, but check says %d:\n%s", checked, check.String())
		}
		if checked == 0 && code != 0 {
			t.Fatalf("check is clean, test says %d:\n%s", code, out.String())
		}
	})
}
