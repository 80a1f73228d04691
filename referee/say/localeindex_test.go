package say

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// compareIndex: the index of a text finds every message parseLocaleFile
// reads from it, read alike, and no other; where the whole reading refuses
// the text, so does the index or its check (Catalog.Check).
func compareIndex(t *testing.T, name, text string) {
	t.Helper()
	want, wantErr := parseLocaleFile([]byte(text), "x.en.toml")
	f, err := indexLocaleFile([]byte(text), "x.en.toml")
	twice := false
	seen := map[string]bool{}
	for _, m := range want {
		twice = twice || seen[m.ID]
		seen[m.ID] = true
	}
	switch {
	case wantErr != nil:
		if err == nil && f.check(nil) == nil {
			t.Errorf("%s: indexed and checked, but read whole it fails: %v", name, wantErr)
		}
		return
	case twice:
		if err == nil {
			t.Errorf("%s: an ID given twice was indexed", name)
		}
		return
	case err != nil:
		t.Errorf("%s: not indexed (%v), but read whole", name, err)
		return
	}
	if f.len() != len(want) {
		t.Errorf("%s: %d messages indexed, %d read whole", name, f.len(), len(want))
	}
	for _, m := range want {
		e := f.find(m.ID)
		switch {
		case e == nil:
			t.Errorf("%s: %s read whole, not indexed", name, m.ID)
		case e.raw == nil:
			t.Errorf("%s: %s does not read from the index: %v", name, m.ID, e.err)
		case *e.raw != *m:
			t.Errorf("%s: %s reads %+v from the index, %+v whole", name, m.ID, *e.raw, *m)
		}
	}
	if err := f.check(nil); err != nil {
		t.Errorf("%s: %v", name, err)
	}
}

// ownCatalog is the catalog of the referee's own messages, no game's.
func ownCatalog(t testing.TB) *Catalog {
	c, err := NewCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// localeFiles are the locale files of the module: the referee's and every
// game's.
func localeFiles(t testing.TB) []string {
	var files []string
	err := filepath.WalkDir(filepath.Join("..", ".."), func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Base(filepath.Dir(path)) == "locales" && strings.HasSuffix(path, ".toml") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 20 {
		t.Fatalf("found %d locale files, want the referee's and every game's", len(files))
	}
	return files
}

// TestLocaleFilesIndexed: every locale file is indexed, none read whole at
// once (which would cost a check its start-up), and its index finds what
// the whole reading reads.
func TestLocaleFilesIndexed(t *testing.T) {
	for _, path := range localeFiles(t) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := &localeFile{name: path, text: string(data)}
		if twice, ok := f.index(); !ok || twice != "" {
			t.Errorf("%s: not indexed (ok %v, given twice %q)", path, ok, twice)
		}
		compareIndex(t, path, string(data))
	}
}

// TestLocaleIndexShapes: the shapes of FuzzLocaleFile, and some of the
// index's own.
func TestLocaleIndexShapes(t *testing.T) {
	for _, text := range append(shapes, indexShapes...) {
		compareIndex(t, text, text)
	}
}

// FuzzLocaleIndex: on any text, the index finds what parseLocaleFile reads
// (and so go-i18n: FuzzLocaleFile), or refuses it where it refuses it.
func FuzzLocaleIndex(f *testing.F) {
	for _, text := range append(shapes, indexShapes...) {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		compareIndex(t, "", text)
	})
}

var indexShapes = []string{
	`"a.b" = "x" # a comment` + "\n" + `  "c.d"	=	"indented"  ` + "\n",
	`"a.b" = "an \" escaped quote" # and "quotes" in the comment` + "\n",
	`"a.b" = "ends in a backslash \\"` + "\n" + `"c.d" = "y"` + "\n",
	`"a.b" = """` + "\nline\n" + `"""` + "\n" + `"c.d" = "after"` + "\n",
	`"a.b" = """` + "\nline\n" + `  """  ` + "\n",
	`"a.b" = """one line"""` + "\n",
	`"a.b" = """` + "\n" + `with a \" quote` + "\n" + `"""` + "\n",
	`"a.b" = """` + "\nnot closed\n",
	"# a comment with a control \x01\n" + `"a.b" = "x"` + "\n",
	`"a.b" = "x'''y"` + "\n",
	`"a.b" = "x"` + "\n\r\n" + `"c.d" = "y"`,
	`"a.b" = "x"` + "\r" + `"c.d" = "y"` + "\n",
	`"a.b" = ` + "\n",
	`"a.b" = "x" , ` + "\n",
}
