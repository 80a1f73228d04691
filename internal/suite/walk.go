package suite

import (
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/notation"
)

// staleAge is how old a temporary file of the referee's naming must be
// for --update to take it for a killed run's: a run going on writes its
// own as check prints, so its file is never this old.
const staleAge = time.Minute

// path tests a file, or every transcript in a folder, recursively, in
// order of name; hidden files and folders are left out, links to folders
// are followed (a link back into a folder being walked is said, not
// followed).
func (r *runner) path(arg string) {
	if arg == "-" {
		r.file("-", "")
		return
	}
	st, err := os.Stat(arg)
	if err != nil {
		r.unreadable(arg, err)
		return
	}
	if !st.IsDir() {
		if r.o.Update {
			r.clean(filepath.Dir(arg))
		}
		r.file(arg, filepath.Dir(arg))
		return
	}
	found := 0
	if !r.folder(arg, arg, nil, nil, &found) {
		return // walked before: a path named twice runs once
	}
	if found == 0 && !r.stopped() {
		glob := r.o.Glob
		r.submit(func() *testCase {
			return errorCase(arg, "test.no-transcripts", r.say(NoTranscripts{Glob: glob}))
		}, false)
	}
}

// folder walks one folder of the tree rooted at root. above are the real
// paths of the folders it lies in, for links that loop, and walked the same
// folders as the walk names them; found counts the
// transcripts, tested or seen before. It reports false for a folder walked
// before in this run, which is not walked again.
func (r *runner) folder(root, dir string, above, walked []string, found *int) bool {
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		r.unreadable(dir, err)
		return true
	}
	if i := slices.Index(above, real); i >= 0 {
		target := walked[i]
		r.submit(func() *testCase {
			return errorCase(dir, "test.folder-loop", r.say(FolderLoop{Target: verbatim(visible(target))}))
		}, false)
		return true
	}
	if r.walked[real] {
		return false
	}
	r.walked[real] = true
	above, walked = append(above, real), append(walked, dir)
	entries, err := os.ReadDir(dir)
	if err != nil {
		r.unreadable(dir, err)
		return true
	}
	if r.o.Update {
		r.clean(dir)
	}
	var goldens []string // the golden files of this folder
	for _, e := range entries {
		if r.stopped() {
			return true
		}
		name := e.Name()
		if strings.HasPrefix(name, ".") {
			continue
		}
		p := filepath.Join(dir, name)
		isDir := e.IsDir()
		if e.Type()&fs.ModeSymlink != 0 {
			st, err := os.Stat(p)
			switch {
			case err != nil && strings.HasSuffix(name, ".golden"):
				goldens = append(goldens, name) // said where it is tested
				continue
			case err != nil:
				if r.matches(root, p) {
					*found++
					r.unreadable(p, err)
				}
				continue
			}
			isDir = st.IsDir()
		}
		if isDir {
			r.folder(root, p, above, walked, found)
			continue
		}
		if strings.HasSuffix(name, ".golden") {
			goldens = append(goldens, name)
		}
		if r.matches(root, p) {
			*found++
			r.file(p, root)
		}
	}
	r.orphans(dir, goldens, entries)
	return true
}

// clean removes, once a run, the temporary files a killed run of the
// referee left in a folder, and says so.
func (r *runner) clean(dir string) {
	key, err := filepath.Abs(dir)
	if err != nil || r.cleaned[key] {
		return
	}
	r.cleaned[key] = true
	if n, err := atomicfile.Clean(dir, staleAge); err == nil && n > 0 {
		r.submit(func() *testCase {
			return &testCase{kind: "cleaned", file: dir, status: statusPass, what: r.say(Cleaned{N: n})}
		}, false)
	}
}

// matches reports whether a file of the folder root is a transcript to
// test: --glob matches its base name, or, for a pattern with a slash, its
// path under root.
func (r *runner) matches(root, p string) bool {
	if strings.Contains(r.o.Glob, "/") {
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return false
		}
		ok, _ := path.Match(r.o.Glob, filepath.ToSlash(rel))
		return ok
	}
	ok, _ := filepath.Match(r.o.Glob, filepath.Base(p))
	return ok
}

// orphans tests the golden files of a folder that belong to no file of it:
// NAME.en.golden with no NAME.* beside it but golden files. They fail, and
// say how to delete them; --update never deletes.
func (r *runner) orphans(dir string, goldens []string, entries []fs.DirEntry) {
	stems, names := map[string]bool{}, map[string]bool{}
	for _, e := range entries {
		if n := e.Name(); !strings.HasSuffix(n, ".golden") {
			stems[strings.TrimSuffix(n, filepath.Ext(n))] = true
			names[n] = true
		}
	}
	for _, g := range goldens {
		if stems[goldenStem(g)] {
			continue
		}
		golden := filepath.Join(dir, g)
		if !r.wanted(golden) {
			continue
		}
		r.submit(func() *testCase {
			c := &testCase{kind: "golden", file: golden, golden: golden, status: statusFail}
			stem := goldenStem(g)
			text := r.say(GoldenOrphan{Transcript: visible(stem) + ".*", Command: "rm " + shellQuote(golden)})
			// g.txt.en.golden beside g.txt: named with the transcript's
			// extension, which its name leaves out.
			if names[stem] {
				meant := filepath.Join(dir, strings.TrimSuffix(stem, filepath.Ext(stem))+strings.TrimPrefix(g, stem))
				text = r.say(GoldenMisnamed{Transcript: visible(stem), Golden: visible(filepath.Base(meant)),
					Command: "mv " + shellQuote(golden) + " " + shellQuote(meant)})
			}
			c.problems = []problem{{File: golden, Kind: "orphan", Text: text}}
			return c
		}, false)
	}
}

// goldenStem is the name of the transcript a golden file belongs to,
// without its extension: x for x.en.golden, x.ru.golden and x.golden.
func goldenStem(name string) string {
	stem := strings.TrimSuffix(name, ".golden")
	for _, l := range []string{".en", ".ru"} {
		if s, ok := strings.CutSuffix(stem, l); ok {
			return s
		}
	}
	return stem
}

// shellQuote quotes a path for a POSIX shell when it needs it.
func shellQuote(p string) string {
	if p != "" && !strings.ContainsFunc(p, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./+,:@%", r) || r >= 0x80)
	}) {
		return p
	}
	return "'" + strings.ReplaceAll(p, "'", `'\''`) + "'"
}

// once reports whether a transcript is tested for the first time in this
// run: a path named twice, or a file of a folder also named, runs once.
func (r *runner) once(p string) bool {
	key, err := filepath.EvalSymlinks(p)
	if err != nil {
		key = p
	}
	if abs, err := filepath.Abs(key); err == nil {
		key = abs
	}
	if r.seen[key] {
		return false
	}
	r.seen[key] = true
	return true
}

// unreadable is a test that cannot be run: a file or folder that cannot be
// read.
func (r *runner) unreadable(name string, err error) {
	detail := r.o.FileError(err).Error()
	r.submit(func() *testCase {
		return errorCase(name, "notation.file-unreadable", r.say(notation.FileUnreadable{Detail: detail})+" [notation.file-unreadable]")
	}, false)
}

// errorCase is a test of a file that cannot be run, with one problem.
func errorCase(file, code, text string) *testCase {
	return &testCase{kind: "file", file: file, status: statusError, problems: []problem{{
		File: file, Kind: "error", Code: code, Text: text}}}
}

// isNotExist is a missing file, through a said error too.
func isNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }
