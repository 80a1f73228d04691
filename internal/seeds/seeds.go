// Package seeds gives fuzz targets their seed inputs from the corpus: every
// move text of a game's transcripts and the values of the header keys named.
// It is for tests; it lives apart from internal/golden because it reads
// transcripts through notation, whose own tests use golden.
package seeds

import (
	"testing"

	"referee/internal/golden"
	"referee/notation"
)

// Texts returns the move texts of the corpus files matching pattern and the
// values of the header entries under any of keys.
func Texts(tb testing.TB, pattern string, keys ...string) []string {
	tb.Helper()
	var out []string
	for name, data := range golden.Files(tb, pattern) {
		for _, g := range notation.Frame(name, data).Games {
			for _, m := range g.Moves {
				out = append(out, m.Text)
			}
			if len(keys) > 0 {
				if e := g.Lookup(keys...); e != nil {
					out = append(out, e.Value)
				}
			}
		}
	}
	if len(out) == 0 {
		tb.Fatalf("no seeds in %s", pattern)
	}
	return out
}
