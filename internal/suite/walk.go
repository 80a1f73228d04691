package suite

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// staleAge is how old a temporary file of the referee's naming must be
// for --update to take it for a killed run's: a run going on writes its
// own as check prints, so its file is never this old.
const staleAge = time.Minute

// path tests a file, or every transcript in a folder, recursively, in
// order of name; hidden files and folders are left out, links are
// followed only inside the folder named (a link back into a folder being
// walked is said, not followed; one that leads out of it is skipped with
// a note), and only regular files are read.
func (r *runner) path(arg string) {
	if arg == "-" {
		r.file("-", "", "-")
		return
	}
	st, err := os.Stat(arg)
	if err != nil {
		r.unreadable(arg, err)
		return
	}
	if !st.IsDir() {
		if strings.HasSuffix(arg, ".golden") {
			r.submit(func() *testCase {
				return errorCase(arg, "test.golden-named", r.say(GoldenNamed))
			}, false)
			return
		}
		if r.o.Update {
			r.clean(filepath.Dir(arg))
		}
		r.file(arg, filepath.Dir(arg), filepath.Base(arg))
		return
	}
	real, err := filepath.EvalSymlinks(arg)
	if err != nil {
		r.unreadable(arg, err)
		return
	}
	w := &walk{root: arg, real: real}
	if !r.folder(w, arg, nil, nil) {
		return // walked before: a path named twice runs once
	}
	if w.found == 0 && !r.stopped() {
		glob := r.o.Glob
		r.submit(func() *testCase {
			return errorCase(arg, "test.no-transcripts", r.say(NoTranscripts{Glob: glob}))
		}, false)
	}
}

// walk is the walk of one folder named: its path as named and its real
// path, and the transcripts found, tested or seen before.
type walk struct {
	root, real string
	found      int
}

// name is a test's name for a file of the walk: its path from the folder
// named, with slashes, whatever the folder was called on the command line
// (an absolute path names nothing of the machine).
func (w *walk) name(p string) string {
	rel, err := filepath.Rel(w.root, p)
	if err != nil {
		return filepath.ToSlash(p)
	}
	return filepath.ToSlash(rel)
}

// folder walks one folder of the walk w. above are the real paths of the
// folders it lies in, for links that loop, and walked the same folders as
// the walk names them. It reports false for a folder walked before in
// this run, which is not walked again.
func (r *runner) folder(w *walk, dir string, above, walked []string) bool {
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
		golden := strings.HasSuffix(name, ".golden")
		mode := e.Type()
		if mode&fs.ModeSymlink != 0 {
			if golden {
				goldens = append(goldens, name) // a link is no golden file: said where it is tested
				continue
			}
			target, err := filepath.EvalSymlinks(p)
			var st fs.FileInfo
			if err == nil {
				st, err = os.Stat(target)
			}
			if err != nil {
				if r.matches(w.root, p) {
					w.found++
					r.unreadable(p, err)
				}
				continue
			}
			if !inside(target, w.real) {
				// Found by the walk, a link out of the folder named is not
				// followed: a link to /etc/passwd would be printed, one to
				// / walk the whole file system. Named, it is read.
				if st.IsDir() || r.matches(w.root, p) {
					r.skipLink(w, p, target)
				}
				continue
			}
			mode = st.Mode().Type()
		}
		if mode.IsDir() {
			r.folder(w, p, above, walked)
			continue
		}
		if golden {
			goldens = append(goldens, name)
			continue // a golden file is never a transcript, whatever --glob says
		}
		if !r.matches(w.root, p) {
			continue
		}
		w.found++
		if !mode.IsRegular() {
			// A named pipe would be waited on for ever, a socket or a
			// device read without end: only a regular file is read.
			what := referee.Term("test.kind." + fileKind(mode))
			r.submit(func() *testCase {
				return errorCase(p, "test.not-file", r.say(NotFile{What: what}))
			}, false)
			continue
		}
		r.file(p, w.root, w.name(p))
	}
	r.orphans(dir, goldens, entries, func(p string) bool { return r.matches(w.root, p) })
	return true
}

// skipLink skips a link that leads out of the folder walked, with a note.
func (r *runner) skipLink(w *walk, p, target string) {
	if !r.wanted(w.name(p)) {
		return
	}
	r.submit(func() *testCase {
		return &testCase{kind: "file", file: p, name: w.name(p), status: statusSkip, problems: []problem{{File: p, Kind: "skipped", Code: "test.link-outside",
			Text: r.say(LinkOutside{Target: verbatim(visible(target)), Folder: verbatim(visible(w.root))})}}}
	}, false)
}

// inside reports whether the real path p lies in the real folder dir.
func inside(p, dir string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && filepath.IsLocal(rel)
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
func (r *runner) orphans(dir string, goldens []string, entries []fs.DirEntry, transcript func(string) bool) {
	stems, names := map[string]bool{}, map[string]bool{}
	for _, e := range entries {
		if n := e.Name(); !strings.HasSuffix(n, ".golden") {
			stems[strings.TrimSuffix(n, filepath.Ext(n))] = true
			names[n] = true
		}
	}
	owned := map[string]bool{} // golden files' names that exist
	for _, g := range goldens {
		owned[g] = true
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
			text := r.say(GoldenOrphan{Transcript: visible(stem) + ".*", Command: shellCommand([]string{"rm"}, golden)})
			// One transcript here without a golden file of this name: a
			// rename, most likely; moving keeps what was checked, and
			// -n never replaces a file.
			if to, ok := renamedTo(dir, g, stem, entries, owned, transcript); ok {
				text = r.say(GoldenOrphanMoved{Transcript: visible(stem) + ".*", Renamed: visible(filepath.Base(to)),
					Command: shellCommand([]string{"mv", "-n"}, golden, filepath.Join(dir, goldenStemOf(to)+strings.TrimPrefix(g, stem)))})
			}
			// g.txt.en.golden beside g.txt: named with the transcript's
			// extension, which its name leaves out.
			if names[stem] {
				meant := filepath.Join(dir, strings.TrimSuffix(stem, filepath.Ext(stem))+strings.TrimPrefix(g, stem))
				text = r.say(GoldenMisnamed{Transcript: visible(stem), Golden: visible(filepath.Base(meant)),
					Command: shellCommand([]string{"mv", "-n"}, golden, meant)})
			}
			c.problems = []problem{{File: golden, Kind: "orphan", Text: text}}
			return c
		}, false)
	}
}

// renamedTo is the one transcript of the folder that the orphan golden
// file g (of stem) would belong to had it been renamed with it: a file
// the suite tests, with no golden file of g's language. ok is false when
// there is none or more than one.
func renamedTo(dir, g, stem string, entries []fs.DirEntry, owned map[string]bool, transcript func(string) bool) (string, bool) {
	var found []string
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || strings.HasSuffix(n, ".golden") || !transcript(filepath.Join(dir, n)) {
			continue
		}
		if !owned[goldenStemOf(n)+strings.TrimPrefix(g, stem)] {
			found = append(found, filepath.Join(dir, n))
		}
	}
	if len(found) != 1 {
		return "", false
	}
	return found[0], true
}

// goldenStemOf is the stem golden files of a transcript are named by: its
// name without the extension.
func goldenStemOf(transcript string) string {
	n := filepath.Base(transcript)
	return strings.TrimSuffix(n, filepath.Ext(n))
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

// shellQuote quotes a path for a shell when it needs it, so that a
// command the runner suggests can be copied as it is printed: in single
// quotes, or, for a name with a control character or bytes that are not
// UTF-8 (which would act on the terminal, or not show), as bash's, zsh's
// and POSIX 2024's $'…' with each such byte escaped.
func shellQuote(p string) string {
	if p != "" && !strings.ContainsFunc(p, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./+,:@%", r) || r >= 0x80)
	}) && visible(p) == p {
		return p
	}
	if visible(p) == p && !strings.ContainsRune(p, '\t') {
		return "'" + strings.ReplaceAll(p, "'", `'\''`) + "'"
	}
	var b strings.Builder
	b.WriteString("$'")
	for i := 0; i < len(p); {
		r, size := utf8.DecodeRuneInString(p[i:])
		switch {
		case r == '\'' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == utf8.RuneError && size == 1, r < 0x20, r == 0x7f, hidden(r):
			for _, c := range []byte(p[i : i+size]) {
				fmt.Fprintf(&b, `\x%02x`, c)
			}
		default:
			b.WriteString(p[i : i+size])
		}
		i += size
	}
	b.WriteString("'")
	return b.String()
}

// shellCommand is a command line to copy: the command's words as they are,
// then the paths quoted for the shell, after a -- when one of them would
// read as a flag.
func shellCommand(words []string, paths ...string) verbatim {
	out := append([]string(nil), words...)
	for _, p := range paths {
		if strings.HasPrefix(p, "-") {
			out = append(out, "--")
			break
		}
	}
	for _, p := range paths {
		out = append(out, shellQuote(p))
	}
	return verbatim(strings.Join(out, " "))
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
		return errorCase(name, "notation.file-unreadable", r.o.Say.Coded(notation.FileUnreadable{Detail: detail}))
	}, false)
}

// errorCase is a test of a file that cannot be run, with one problem.
func errorCase(file, code, text string) *testCase {
	return &testCase{kind: "file", file: file, status: statusError, problems: []problem{{
		File: file, Kind: "error", Code: code, Text: text}}}
}

// isNotExist is a missing file, through a said error too.
func isNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }
