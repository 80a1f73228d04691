package cli_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/internal/cli"
)

// FuzzGoldenFileNames: any name the file system allows a transcript
// round-trips through its golden file: written by --update, it passes, and
// the next --update writes nothing (a name with “:” before a digit, a
// backslash, a tab, a newline, ESC or bytes that are not UTF-8 failed
// after every --update).
func FuzzGoldenFileNames(f *testing.F) {
	for _, name := range []string{"race", "race 12:30", `back\slash`, "a\tb", "line\nbreak", "\x1b[31mred", "\xff\xfe", "x:1:", "ёжик: 2:3", "-flag", "it's", " lead", "trail ", "a.en", "x.golden"} {
		f.Add(name)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if name == "" || len(name) > 100 || strings.ContainsAny(name, "/\x00") || strings.HasPrefix(name, ".") {
			return // not a name a file system allows, or a hidden file the walk leaves out
		}
		dir := t.TempDir()
		transcript := filepath.Join(dir, name+".txt")
		if err := os.WriteFile(transcript, []byte("game: turtles\nplayers: A, B\nA: red +1\n"), 0o644); err != nil {
			t.Skip(err) // a name this file system refuses
		}
		main := func(args ...string) (int, string) {
			var out bytes.Buffer
			code := cli.Main(append([]string{"test", "--lang", "en"}, args...), cli.IO{In: strings.NewReader(""), Out: &out, Err: &out, Getenv: func(string) string { return "" }})
			return code, out.String()
		}
		if code, out := main("--update", "--golden", "en,ru", dir); code != 0 {
			t.Fatalf("--update: exit %d\n%s", code, out)
		}
		if code, out := main(dir); code != 0 || !strings.HasSuffix(out, "3 passed, 0 failed\n") {
			t.Fatalf("after --update: exit %d\n%s", code, out)
		}
		if code, out := main("--update", dir); code != 0 || strings.Contains(out, "written") {
			t.Fatalf("a second --update: exit %d\n%s", code, out)
		}
	})
}
