package suite

import (
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/internal/expect"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee/say"
)

// file tests one transcript: each of its games, what lies outside them,
// and its golden files. within is the folder --update may write in: the
// folder walked, or the file's own.
//
// The expectations are comments, which the framing drops; they are read by
// watching the bytes the framing reads (notation.Comments), so the file is
// read once, as a stream, and a comment's line and game are the framing's.
func (r *runner) file(path, within string) {
	if path != "-" && !r.once(path) {
		return
	}
	shown, in, err := r.o.Open(path)
	if err != nil {
		if r.wanted(shown) {
			r.unreadable(shown, err)
		}
		return
	}
	defer in.Close()
	if path != "-" {
		r.inputs = append(r.inputs, path)
	}
	comments := notation.WatchComments(shown, in, expect.Is)
	reader := r.o.Frame(shown, comments)
	whole := newFileTest(r, shown)
	k := 0
	for g := reader.Next(); g != nil; g = reader.Next() {
		if r.stopped() {
			return
		}
		k++
		mine := whole.sort(comments.Take(k), k)
		whole.said(reader.Errors(), reader.Notes())
		long := g.HasMore()
		name := shown + "#" + strconv.Itoa(k)
		what := r.describe(g)
		if !r.wanted(name, what) {
			for g.More() { // its lines, and the comments on them, are read past
				comments.Take(k)
			}
			comments.Take(k)
			continue
		}
		g, k := g, k
		r.submit(func() *testCase { return r.game(shown, path, g, k, mine, comments, long) }, long)
	}
	// Left now are the file's own and those of a game that stopped being
	// text before it could be framed: never checked, which is said.
	whole.sort(comments.Take(math.MaxInt), math.MaxInt)
	whole.said(reader.Errors(), reader.Notes())
	if whole.needed() && r.wanted(shown) {
		r.submit(whole.result, false)
	}
	if path != "-" {
		r.goldens(path, shown, within)
	}
	r.endFile(shown)
}

// goldens tests the golden files beside a transcript: <name>.<lang>.golden
// in their language, <name>.golden in the language of the run, and those
// --golden asks for.
func (r *runner) goldens(path, shown, within string) {
	base := strings.TrimSuffix(path, filepath.Ext(path))
	for _, lang := range say.Languages {
		golden := base + "." + lang + ".golden"
		r.inputs = append(r.inputs, golden)
		if (present(golden) || slices.Contains(r.o.Golden, lang)) && r.wanted(golden) {
			r.submit(func() *testCase { return r.golden(path, golden, lang, within) }, false)
		}
	}
	r.inputs = append(r.inputs, base+".golden")
	if golden := base + ".golden"; present(golden) && r.wanted(golden) {
		lang := r.o.Say.Lang
		r.submit(func() *testCase { return r.golden(path, golden, lang, within) }, false)
	}
}
