package cli_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// TestCheckUnreadableInOrder: a file that cannot be read is said in its
// place among the files, with workers as without: after every verdict of
// the files before it, before those of the files after it, on one stream
// as a terminal shows standard output and error together. With workers the
// reason was written while the games before it were still with them, and
// the output flushed beside the writer that printed them (a data race
// `go test -race` saw).
func TestCheckUnreadableInOrder(t *testing.T) {
	dir := t.TempDir()
	game := "game: turtles\nplayers: Нина, Паша\n\nНина: красная +1\n"
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	two := write("two.txt", game+"\n"+game)
	one := write("one.txt", game)
	missing := filepath.Join(dir, "missing.txt")
	for _, flags := range [][]string{{"-j", "1"}, {"-j", "2"}, {"-j", "4", "--json"}} {
		var out bytes.Buffer
		args := append(append([]string{"check"}, flags...), two, missing, one, missing)
		code := cli.Main(args, cli.IO{In: strings.NewReader(""), Out: &out, Err: &out, Getenv: func(string) string { return "" }})
		if code == 0 {
			t.Errorf("%v: exit status 0 with a file that cannot be read", flags)
		}
		// Each line names its file first: the files' order, line by line.
		var order []string
		for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			for _, f := range []string{two, missing, one} {
				if strings.Contains(line, f) {
					if len(order) == 0 || order[len(order)-1] != f {
						order = append(order, f)
					}
					break
				}
			}
		}
		if want := []string{two, missing, one, missing}; strings.Join(order, " ") != strings.Join(want, " ") {
			t.Errorf("%v: the files are said in the order\n%s\nwant\n%s\noutput:\n%s", flags, strings.Join(order, "\n"), strings.Join(want, "\n"), out.String())
		}
	}
}
