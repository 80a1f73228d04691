package say

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/pelletier/go-toml/v2"
)

// goI18n is how go-i18n reads a TOML locale file: what parseLocaleFile must
// give.
func goI18n(data []byte, name string) ([]*i18n.Message, error) {
	mf, err := i18n.ParseMessageFileBytes(data, name, map[string]i18n.UnmarshalFunc{"toml": toml.Unmarshal})
	if err != nil {
		return nil, err
	}
	return mf.Messages, nil
}

func byID(msgs []*i18n.Message) []*i18n.Message {
	return slices.SortedFunc(slices.Values(msgs), func(a, b *i18n.Message) int { return strings.Compare(a.ID, b.ID) })
}

// TestLocaleFilesReadAsGoI18nReads: every locale file of the module (the
// referee's and every game's) is read by the fast path into the messages
// go-i18n reads from it.
func TestLocaleFilesReadAsGoI18nReads(t *testing.T) {
	for _, path := range localeFiles(t) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		compareReadings(t, path, filepath.Base(path), data)
	}
}

func compareReadings(t *testing.T, name, file string, data []byte) {
	t.Helper()
	want, wantErr := goI18n(data, file)
	got, gotErr := parseLocaleFile(data, file)
	var twice *fieldTwiceError
	if errors.As(gotErr, &twice) {
		// go-i18n reads such a file by chance (its map's order): it must
		// be one, and go-toml must read it.
		if wantErr != nil || !givesAFieldTwice(data) {
			t.Errorf("%s: refused as %v, but go-i18n's error is %v and no field is given twice", name, gotErr, wantErr)
		}
		return
	}
	if (wantErr != nil) != (gotErr != nil) {
		t.Errorf("%s: error %v, go-i18n's %v", name, gotErr, wantErr)
		return
	}
	if diff := cmp.Diff(byID(want), byID(got)); diff != "" {
		t.Errorf("%s: read otherwise than go-i18n reads it (-go-i18n +fast):\n%s", name, diff)
	}
}

// TestLocaleFileShapes: the shapes the fast path reads or leaves to
// go-toml, each read as go-i18n reads it.
func TestLocaleFileShapes(t *testing.T) {
	for _, text := range shapes {
		// Duplicates are the caller's to refuse (Catalog.load): compare
		// only where go-toml reads the file.
		if strings.Count(text, `"a.b" = "dup"`) == 2 {
			got, err := parseLocaleFile([]byte(text), "x.en.toml")
			if err == nil && len(got) != 2 {
				t.Errorf("%q: %d messages, want both for the catalog to refuse", text, len(got))
			}
			continue
		}
		compareReadings(t, text, "x.en.toml", []byte(text))
	}
}

// FuzzLocaleFile: any text is read by the fast path as go-i18n reads it
// (duplicate keys aside: go-toml refuses them, the catalog's load does).
func FuzzLocaleFile(f *testing.F) {
	for _, text := range shapes {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, gotErr := parseLocaleFile([]byte(text), "x.en.toml")
		if gotErr == nil {
			seen := map[string]bool{}
			for _, m := range got {
				if seen[m.ID] {
					return // a duplicate: refused by Catalog.load
				}
				seen[m.ID] = true
			}
		}
		compareReadings(t, text, "x.en.toml", []byte(text))
	})
}

// shapes are the shapes the fast path reads or leaves to go-toml.
var shapes = []string{
	`"a.b" = "plain"` + "\n",
	`"a.b" = "with \"quotes\", a \\ and \u00ab\u00bb"  # a comment` + "\n",
	`"a.b" = "tab\tand line\nend"` + "\n",
	`"a.b" = "x" "c.d" = "y"` + "\n", // not TOML: both refuse it
	`"a.b" = "unclosed` + "\n",
	`"a.b" = "bad escape \q"` + "\n",
	`"a.b" = "\ud800"` + "\n",
	`"a.b" = 'literal'` + "\n",
	`'a.b' = 'literal "{{if eq .n \"2\"}}" \n'  # a comment` + "\n",
	`'a\b' = 'x'` + "\n",
	`"a.b" = 'x` + "\n",
	"\"a.b\" = 'tab\tand control \x01'\n",
	`"a.b" = { one = "{{.count}} square", other = "{{.count}} squares" }` + "\n" + `"c.d" = "after"` + "\n",
	`"a.b" = { one = "ход", few = "хода", many = "ходов", other = "хода" }  # forms` + "\n",
	`"a.b" = {one="x",other="y"}` + "\n",
	`"a.b" = { one = "x", one = "y" }` + "\n",
	`"a.b" = { one = "x", }` + "\n",
	`"a.b" = { One = "x" }` + "\n",
	`"a.b" = { one = "x", word = "y" }` + "\n",
	`"a.b" = { id = "x" }` + "\n",
	`"a.b" = {}` + "\n",
	`"a.b" = { one = "x" } "c.d" = "y"` + "\n",
	`"a.b" = """` + "\nfirst line\n" + `"c.d" = "inside the string"` + "\n" + `last"""` + "\n" + `"e.f" = "after"` + "\n",
	`"a.b" = "dup"` + "\n" + `"a.b" = "dup"` + "\n",
	"[table]\n" + `"a.b" = "in the table"` + "\n",
	`"other" = "a reserved key"` + "\n",
	`"a"."b" = "dotted"` + "\n",
	`a.b = "bare"` + "\n",
	"# only a comment\n\n",
	`"a.b" = "no newline at the end"`,
	`"a.b" = "crlf"` + "\r\n" + `"c.d" = "x"` + "\r\n",
	`"a\u0001" = "control in the key"` + "\n",
	"\"a.b\" = \"not utf-8 \xff\"\n",
}

// givesAFieldTwice: some table of the text, read by go-toml, gives one
// field of go-i18n's message twice: under keys equal but for case, or as
// other and a translation string, or again inside a translation table.
func givesAFieldTwice(data []byte) bool {
	var root any
	if toml.Unmarshal(data, &root) != nil {
		return false
	}
	fields := []string{"id", "description", "hash", "leftdelim", "rightdelim", "zero", "one", "two", "few", "many", "other"}
	var walk func(v any) bool
	walk = func(v any) bool {
		table, ok := v.(map[string]any)
		if !ok {
			return false
		}
		count := map[string]int{}
		for k, val := range table {
			if s, ok := val.(map[string]any); ok {
				if k == "translation" {
					for f, fv := range s {
						if _, ok := fv.(string); ok && slices.Contains(fields, strings.ToLower(f)) {
							count[strings.ToLower(f)]++
						}
					}
				}
				if walk(s) {
					return true
				}
				continue
			}
			if _, ok := val.(string); !ok {
				continue
			}
			switch {
			case k == "translation":
				count["other"]++
			case slices.Contains(fields, strings.ToLower(k)):
				count[strings.ToLower(k)]++
			}
		}
		for _, n := range count {
			if n > 1 {
				return true
			}
		}
		return false
	}
	return walk(root)
}

// TestLocaleFieldTwice: a message's field given twice is refused, the same
// error on every run (go-i18n would keep either text by its map's order);
// IDs that differ only in case are two messages.
func TestLocaleFieldTwice(t *testing.T) {
	for text, want := range map[string]string{
		`"1"= {one = "0",onE=""}`:                              `message "1": the field one is given twice, as "onE" and "one"`,
		`"a.b" = { other = "x", translation = "y" }`:           `message "a.b": the field other is given twice, as "other" and "translation"`,
		`"a.b" = { translation = { one = "x" }, One = "y" }`:   `message "a.b": the field one is given twice, as "One" and "translation.one"`,
		"[a]\nb = { few = \"1\", FEW = \"2\", Few = \"3\" }\n": `message "a.b": the field few is given twice, as "FEW" and "Few"`,
	} {
		for range 20 {
			_, err := parseLocaleFile([]byte(text), "x.en.toml")
			var twice *fieldTwiceError
			if !errors.As(err, &twice) || err.Error() != want {
				t.Fatalf("%q: %v, want %s", text, err, want)
			}
		}
		if !givesAFieldTwice([]byte(text)) {
			t.Errorf("%q: the test's own reading finds no field given twice", text)
		}
	}
	text := `"a" = "x"` + "\n" + `"A" = "y"` + "\n" + `"b" = { one = "1", other = "2" }` + "\n"
	msgs, err := parseLocaleFile([]byte(text), "x.en.toml")
	if err != nil || len(msgs) != 3 {
		t.Errorf("%q: %d messages, %v; want 3", text, len(msgs), err)
	}
}
