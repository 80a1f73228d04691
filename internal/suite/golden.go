package suite

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// A golden file is the whole of what `check --explain --keep-going`
// prints for its transcript, every refusal of every game, then a line
// `# exit N`; paths in it are written from the golden file's own folder,
// as rustc's UI tests write $DIR, so the transcript names itself by its
// base name and a track map beside it by its path from there: the two
// moved or renamed together still match.

// goldenCommand is the command a golden file holds the output of.
func goldenCommand(lang, name string) string {
	if name == "" {
		return "check --explain --keep-going --lang " + lang
	}
	return "check --explain --keep-going --lang " + lang + " " + name
}

// errUnchanged ends an --update write of a golden file that matches.
var errUnchanged = errors.New("unchanged")

// golden tests one golden file of the transcript path. With --update (in
// the languages of --golden, when given) a file that differs, or is
// missing, is written, atomically and only inside the folder within.
func (r *runner) golden(path, golden, lang, within string) *testCase {
	c := &testCase{kind: "golden", file: path, golden: golden, lang: lang}
	fail := func(code, text string) *testCase {
		c.status = statusError
		c.problems = []problem{{File: golden, Kind: "error", Code: code, Text: text}}
		return c
	}
	unreadable := func(err error) *testCase {
		return fail("notation.file-unreadable", r.say(notation.FileUnreadable{Detail: r.o.FileError(err).Error()})+" [notation.file-unreadable]")
	}
	speaker, err := r.speaker(lang)
	if err != nil {
		return unreadable(err)
	}
	name := filepath.Base(path)
	var want *bufio.Reader
	old := "" // the older name the golden file gives its transcript
	st, err := os.Lstat(golden)
	switch {
	case isNotExist(err):
	case err != nil:
		return unreadable(err)
	case !st.Mode().IsRegular():
		// Only a regular file is read or written: a link could lead
		// anywhere (and a dangling one be made), a named pipe would hang.
		return fail("test.golden-not-file", r.say(GoldenNotFile{What: referee.Term("test.kind." + fileKind(st.Mode()))}))
	default:
		f, err := os.Open(golden)
		if err != nil {
			return unreadable(err)
		}
		defer f.Close()
		if fst, err := f.Stat(); err != nil || !os.SameFile(st, fst) {
			return unreadable(fmt.Errorf("%s", r.say(GoldenChanged)))
		}
		want = bufio.NewReaderSize(f, 64<<10)
		// The name the file gives its transcript is kept, so the two
		// renamed together still match; a path in it is an older
		// referee's, from the folder walked, and is rewritten.
		switch n := namedIn(want); {
		case n == "":
		case strings.ContainsAny(n, `/\`):
			old = n
		default:
			name = n
		}
	}
	update := r.o.Update && (len(r.o.Golden) == 0 || slices.Contains(r.o.Golden, lang))
	if update {
		return r.updateGolden(c, path, filepath.Base(path), name, old, want, speaker, within)
	}
	shownName := name
	if old != "" {
		shownName = old // so the diff shows what else differs than the paths
	}
	command := goldenCommand(lang, shownName)
	var in io.Reader
	if want != nil {
		in = want
	}
	cmp := newGoldenCompare(in, nil)
	code := r.o.Check(cmp, path, shownName, speaker)
	fmt.Fprintf(cmp, "# exit %d\n", code)
	same, line, diff, cut := cmp.finish(golden, command)
	switch {
	case want == nil:
		c.status = statusFail
		c.problems = []problem{{File: path, Kind: "missing",
			Text: r.say(GoldenMissing{Golden: visible(golden)})}}
		return c
	case same && old == "":
		c.status = statusPass
		return c
	}
	c.status = statusFail
	if old != "" {
		c.migrated = old
		c.problems = append(c.problems, problem{File: golden, Pos: notation.Pos{Line: 1}, Kind: "paths",
			Text: r.say(GoldenOldPaths{Old: verbatim(visible(old)), Name: verbatim(visible(name))})})
	}
	if !same {
		c.line, c.diff, c.cut = line, diff, cut
		c.problems = append(c.problems, problem{File: golden, Pos: notation.Pos{Line: line}, Kind: "differs",
			Text: r.say(GoldenDiffers{Command: verbatim(visible(command)), Line: line})})
	}
	return c
}

// updateGolden compares a golden file with the output as it is written to
// a temporary file beside it, which replaces it when they differ.
//
// The output is compared under the name the file gives its transcript
// (named) and written under its base name (name) when it differs.
func (r *runner) updateGolden(c *testCase, path, name, named, old string, want *bufio.Reader, speaker *say.Speaker, within string) *testCase {
	var in io.Reader
	if want != nil {
		in = want
	}
	err := atomicfile.WriteFrom(c.golden, func(w io.Writer) error {
		if old == "" && in != nil {
			cmp := newGoldenCompare(in, nil)
			code := r.o.Check(cmp, path, named, speaker)
			fmt.Fprintf(cmp, "# exit %d\n", code)
			if same, _, _, _ := cmp.finish(c.golden, ""); same {
				return errUnchanged
			}
		}
		out := &errWriter{w: w} // the disk filling up is said, not lost
		code := r.o.Check(out, path, name, speaker)
		fmt.Fprintf(out, "# exit %d\n", code)
		return out.err
	}, atomicfile.Policy{Within: within})
	switch {
	case err == nil:
		c.status, c.written, c.migrated = statusPass, true, old
	case errors.Is(err, errUnchanged):
		c.status = statusPass
	case errors.Is(err, atomicfile.ErrOutside):
		c.status = statusError
		c.problems = []problem{{File: c.golden, Kind: "error", Code: "test.golden-outside",
			Text: r.say(GoldenOutside{Folder: verbatim(visible(within))})}}
	case errors.Is(err, atomicfile.ErrLink) || errors.Is(err, atomicfile.ErrNotFile):
		c.status = statusError
		c.problems = []problem{{File: c.golden, Kind: "error", Code: "test.golden-not-file",
			Text: r.say(GoldenNotFile{What: "test.kind.other"})}}
	default:
		c.status = statusError
		c.problems = []problem{{File: c.golden, Kind: "error", Code: "test.golden-unwritable",
			Text: r.say(GoldenUnwritable{Detail: r.o.WriteErr(err).Error()})}}
	}
	return c
}

// fileKind names what a path is that is no regular file, for the message
// that refuses it (test.kind.*).
func fileKind(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "link"
	case m.IsDir():
		return "folder"
	case m&fs.ModeNamedPipe != 0:
		return "pipe"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeDevice != 0:
		return "device"
	}
	return "other"
}

// present reports whether a golden file is there: anything there but
// nothing is (a dangling link too), so that what it is can be said.
func present(path string) bool {
	_, err := os.Lstat(path)
	return !isNotExist(err)
}

// namedIn reads the name a golden file gives its transcript: its first
// line starts with the place of something check says, the name then a
// colon and a line number (or a space, for the file as a whole). "" when
// there is no such line.
func namedIn(golden *bufio.Reader) string {
	head, _ := golden.Peek(4 << 10)
	if i := bytes.IndexByte(head, '\n'); i >= 0 {
		head = head[:i]
	}
	for i := 1; i+1 < len(head); i++ {
		if head[i] == ':' && (head[i+1] >= '0' && head[i+1] <= '9' || head[i+1] == ' ') {
			return string(head[:i])
		}
	}
	return ""
}
