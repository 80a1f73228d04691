package suite

import (
	"math"
	"os"
	pathpkg "path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/boardgame-referee/referee/internal/expect"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee/say"
)

// file tests one transcript: each of its games, what lies outside them,
// and its golden files. within is the folder --update may write in: the
// folder walked, or the file's own; rel is its name in test names, its
// path from the folder named.
//
// The expectations are comments, which the framing drops; they are read by
// watching the bytes the framing reads (notation.Comments), so the file is
// read once, as a stream, and a comment's line and game are the framing's.
func (r *runner) file(path, within, rel string) {
	if path != "-" && !r.once(path) {
		return
	}
	shown, in, err := r.o.Open(path)
	if err != nil {
		if r.wanted(rel) {
			r.unreadable(shown, err)
		}
		return
	}
	defer in.Close()
	if path != "-" {
		r.inputs = append(r.inputs, path)
	}
	comments := notation.WatchComments(shown, in, expect.IsComment)
	reader := r.o.Frame(shown, comments)
	whole := newFileTest(r, shown, rel)
	names := newNamer(r.firstReading(path))
	k := 0
	for g := reader.Next(); g != nil; g = reader.Next() {
		if r.stopped() {
			return
		}
		k++
		long := g.HasMore()
		last := 0 // a long game's last line is known once it is read
		if !long {
			last = lastLine(g)
		}
		mine, given, after, bad := splitNames(whole.sort(comments.Take(k), k), headerLines(g), last)
		if k == 1 {
			// A name on a line of its own above the first game is its.
			names.pending, whole.names = whole.names, nil
		}
		whole.said(reader.Errors(), reader.Notes())
		id, taken := names.name(g, k, given)
		names.pending = after
		bad = append(bad, taken...)
		name := rel + "#" + id
		what := r.describe(g)
		if !r.wanted(name, what) {
			var late []notation.Comment // the names among them name the next game
			for g.More() {              // its lines, and the comments on them, are read past
				late = appendNames(late, comments.Take(k))
			}
			late = appendNames(late, comments.Take(k))
			if long {
				_, _, names.pending, _ = splitNames(late, func(int) bool { return false }, lastLine(g))
			}
			continue
		}
		if names.hashed {
			r.hashedMu.Lock()
			r.hashed = append(r.hashed, name)
			r.hashedMu.Unlock()
		}
		g, k := g, k
		t := &gameTest{file: shown, path: path, rel: rel, name: name, g: g, k: k, first: mine, bad: bad, comments: comments, long: long}
		if long {
			t.after = &names.pending
		}
		r.submit(func() *testCase { return r.game(t) }, long)
	}
	// Left now are the file's own and those of a game that stopped being
	// text before it could be framed: never checked, which is said.
	whole.sort(comments.Take(math.MaxInt), math.MaxInt)
	whole.said(reader.Errors(), reader.Notes())
	for _, n := range append(names.pending, whole.names...) {
		// Between games only when another game follows.
		whole.bad = append(whole.bad, notation.ErrorAt(n.Pos, NamePlace))
	}
	if whole.needed() && r.wanted(rel) {
		r.submit(whole.result, false)
	}
	if path != "-" {
		r.goldens(path, shown, within, rel)
	}
	r.endFile(shown)
}

// firstReading reads a transcript once before its tests are named, so a
// derived name that games share is known to be shared from the first of
// them (names.go); nil for standard input, which is read once.
func (r *runner) firstReading(path string) []gameKey {
	if st, err := os.Stat(path); path == "-" || err != nil || !st.Mode().IsRegular() {
		return nil // a pipe named is read once
	}
	shown, in, err := r.o.Open(path)
	if err != nil {
		return nil
	}
	defer in.Close()
	comments := notation.WatchComments(shown, in, expect.IsComment) // names, and expectations for the hash
	return derivedNames(r.o.Frame(shown, comments), comments)
}

// appendNames appends the comments that name a test.
func appendNames(to, cs []notation.Comment) []notation.Comment {
	for _, c := range cs {
		if expect.IsName(c.Text) {
			to = append(to, c)
		}
	}
	return to
}

// goldens tests the golden files beside a transcript: <name>.<lang>.golden
// in their language, <name>.golden in the language of the run, and those
// --golden asks for.
func (r *runner) goldens(path, shown, within, rel string) {
	base := strings.TrimSuffix(path, filepath.Ext(path))
	relDir := pathpkg.Dir(rel)
	test := func(golden, lang string, labelled bool) {
		name := pathpkg.Join(relDir, filepath.Base(golden))
		if !r.wanted(name) {
			return
		}
		t := &goldenTest{path: path, shown: shown, golden: golden, name: name, rel: rel, lang: lang, labelled: labelled, within: within}
		r.submit(func() *testCase { return r.golden(t) }, false)
	}
	// NAME.golden is the run's language's golden file: --golden asks for
	// NAME.LANG.golden only where there is none of either.
	unlabelled := present(base + ".golden")
	for _, lang := range say.Languages {
		golden := base + "." + lang + ".golden"
		r.inputs = append(r.inputs, golden)
		if present(golden) || slices.Contains(r.o.Golden, lang) && !(unlabelled && lang == r.o.Say.Lang) {
			test(golden, lang, true)
		}
	}
	r.inputs = append(r.inputs, base+".golden")
	if golden := base + ".golden"; unlabelled {
		test(golden, r.o.Say.Lang, false)
	}
}
