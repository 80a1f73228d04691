// Package seeds gives fuzz targets their seed inputs from the corpus: every
// move text of a game's transcripts and the values of the header keys named.
// It is for tests; it lives apart from internal/golden because it reads
// transcripts through notation, whose own tests use golden.
package seeds

import (
	"testing"

	"github.com/boardgame-referee/referee/internal/golden"
	"github.com/boardgame-referee/referee/notation"
)

// Texts returns the move texts of the corpus files matching pattern and the
// values of the header entries under any of keys.
func Texts(tb testing.TB, pattern string, keys ...string) []string {
	tb.Helper()
	var out []string
	for name, data := range golden.Files(tb, pattern) {
		for _, g := range notation.ReadAll(name, data, anyGame(keys)).Games {
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

// anyGame reads every game with keys as its header keys and every name
// before a colon as someone's: the seeds want each move's text, whoever
// made it, and the games are not known here (they import this package's
// users).
func anyGame(keys []string) notation.Dialects {
	return func(id string) *notation.Dialect {
		var own [][]string
		if len(keys) > 0 {
			own = [][]string{keys}
		}
		d := notation.NewDialect(id, own, nil)
		d.Claim = func([]string, string) (int, bool) { return 0, true }
		return d
	}
}
