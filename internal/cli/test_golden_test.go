package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/boardgame-referee/referee/referee/say"
)

// TestCheckExplainIsCheck: what a golden file is compared with is what
// `referee check --explain --keep-going --lang LANG FILE` prints, byte for byte, for the
// corpus and for files check treats specially: several games, errors and
// notes outside games, a file read as Windows-1251, one that cannot be read,
// a folder.
func TestCheckExplainIsCheck(t *testing.T) {
	corpus, err := filepath.Glob("../../corpus/*/*.txt")
	if err != nil || len(corpus) < 100 {
		t.Fatalf("%d corpus files: %v", len(corpus), err)
	}
	dir := t.TempDir()
	special := map[string][]byte{
		"several.txt": []byte("text before\ngame: turtles\nplayers: A, B\nA: red +1\n\ngame: turtles\nplayers: A, B\nA: red -1\n"),
		"nogame.txt":  []byte("# nothing\n"),
		"cp1251.txt":  {0xe8, 0xe3, 0xf0, 0xe0, ':', ' ', 0xf7, 0xe5, 0xf0, 0xe5, 0xef, 0xe0, 0xf5, 0xe8, '\n', 'p', 'l', 'a', 'y', 'e', 'r', 's', ':', ' ', 'A', ',', ' ', 'B', '\n', 'A', ':', ' ', 'r', 'e', 'd', ' ', '+', '1', '\n'},
		"binary.txt":  []byte("game: turtles\nplayers: A, B\nA: red +1\x00\n"),
	}
	var files []string
	for name, data := range special {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, filepath.Join(dir, name))
	}
	if err := os.Mkdir(filepath.Join(dir, "folder.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	files = append(files, filepath.Join(dir, "folder.txt"), filepath.Join(dir, "missing.txt"))
	f, _, _, _ := streams(t, "en")
	speakers := map[string]*say.Speaker{"en": f.Speaker}
	ru, err := say.NewCatalog(f.Registry.Specs(), "ru")
	if err != nil {
		t.Fatal(err)
	}
	speakers["ru"] = ru.Speaker("ru")
	for _, file := range append(files, corpus...) {
		for _, lang := range []string{"en", "ru"} {
			var want bytes.Buffer
			code := Main([]string{"check", "--explain", "--keep-going", "--lang", lang, file}, IO{In: strings.NewReader(""), Out: &want, Err: &want, Getenv: func(string) string { return "" }})
			fmt.Fprintf(&want, "# exit %d\n", code)
			var got bytes.Buffer
			code = checkExplain(f.Registry, "", &got, file, file, speakers[lang])
			fmt.Fprintf(&got, "# exit %d\n", code)
			if diff := cmp.Diff(want.String(), got.String()); diff != "" {
				t.Errorf("%s in %s (-check +test):\n%s", file, lang, diff)
			}
		}
	}
}
