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
	"syscall"

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

// goldenTest is a golden file to test, beside its transcript.
type goldenTest struct {
	path, shown string // the transcript: its path, and as shown
	golden      string // the golden file's path
	name        string // the test's name
	rel         string // the transcript's name in test names
	lang        string
	labelled    bool   // named with its language (NAME.ru.golden); else in the run's
	within      string // the folder --update may write in
}

// golden tests one golden file of a transcript. With --update (in the
// languages of --golden, when given) a file that differs, or is missing,
// is written, atomically and only inside the folder within.
//
// A golden file holds what check prints naming the transcript by its name
// now: one that names it otherwise (renamed since, or by its path, as an
// older referee wrote) fails, is compared under that name so that the diff
// shows what else differs, and --update rewrites it.
func (r *runner) golden(t *goldenTest) *testCase {
	golden, lang := t.golden, t.lang
	c := &testCase{kind: "golden", file: t.shown, name: t.name, rel: t.rel, golden: golden, lang: lang}
	fail := func(code, text string) *testCase {
		c.status = statusError
		c.problems = []problem{{File: golden, Kind: "error", Code: code, Text: text}}
		return c
	}
	unreadable := func(err error) *testCase {
		return fail("notation.file-unreadable", r.o.Say.Coded(notation.FileUnreadable{Detail: r.o.FileError(err).Error()}))
	}
	speaker, err := r.speaker(lang)
	if err != nil {
		return unreadable(err)
	}
	name := filepath.Base(t.path)
	f, kind, err := openGolden(golden)
	switch {
	case kind != "":
		// Only a regular file is read or written: a link could lead
		// anywhere (and a dangling one be made), a named pipe would hang.
		return fail("test.golden-not-file", r.say(GoldenNotFile{What: referee.Term("test.kind." + kind)}))
	case errors.Is(err, errChanged):
		return unreadable(errors.New(r.say(GoldenChanged)))
	case err != nil:
		return unreadable(err)
	}
	var want *bufio.Reader
	old, crlf := "", false // the other name the golden file gives its transcript; its line ends
	if f != nil {
		defer f.Close()
		want = bufio.NewReaderSize(f, 64<<10)
		old, crlf = namedIn(want, name)
		old = visible(old)
	}
	if r.o.Update && (len(r.o.Golden) == 0 || slices.Contains(r.o.Golden, lang)) {
		return r.updateGolden(c, t, name, old, crlf, want, speaker)
	}
	shownName := name
	if old != "" {
		shownName = old // so the diff shows what else differs than the name
	}
	var in io.Reader
	if want != nil {
		in = want
	}
	cmp := newGoldenCompare(in, nil)
	cmp.name = say.Visible(shownName)
	code := r.o.Check(cmp, t.path, shownName, speaker)
	fmt.Fprintf(cmp, "# exit %d\n", code)
	d := cmp.finish(golden, goldenCommand(lang, shownName))
	fix := r.fixCommand(t) // rewrites this golden file, and only what else differs beside it
	switch {
	case want == nil:
		c.status = statusFail
		c.problems = []problem{{File: t.shown, Kind: "missing",
			Text: r.say(GoldenMissing{Golden: verbatim(visible(golden)), Command: fix})}}
		return c
	case d.same && old == "":
		c.status = statusPass
		return c
	}
	c.status = statusFail
	if old != "" {
		c.migrated = old
		var m referee.Message = GoldenRenamed{Old: verbatim(old), Name: verbatim(visible(name)), Command: fix, Differs: !d.same}
		if strings.ContainsAny(old, `/\`) && !strings.ContainsAny(name, `/\`) {
			m = GoldenOldPaths{Old: verbatim(old), Name: verbatim(visible(name)), Command: fix}
		}
		c.problems = append(c.problems, problem{File: golden, Pos: notation.Pos{Line: 1}, Kind: "paths", Text: r.say(m)})
	}
	if !d.same {
		// The command shown runs as printed: on the transcript's name now,
		// not the one the golden file gives it (pasted, it said
		// there was no such file).
		show := verbatim(visible(string(r.showCommand(t, name))))
		c.line, c.at = d.line, d.at
		c.problems = append(c.problems, r.differs(golden, d, show, fix))
	}
	if !t.labelled {
		r.unlabelled(c, t, shownName)
	}
	return c
}

// differs is the problem of a golden file that differs from check's
// output: at its first line that differs, or, when lines only moved,
// how many and by how much.
func (r *runner) differs(golden string, d compared, show, fix verbatim) problem {
	p := problem{File: golden, Pos: notation.Pos{Line: d.line}, Kind: "differs", Diff: d.diff, Cut: d.cut,
		Text: r.say(GoldenDiffers{Command: show, Line: d.line, Fix: fix})}
	switch {
	case d.shifted > 0:
		// The lines are said in one.
		p.Diff, p.Cut = nil, false
		p.Text = r.say(GoldenShifted{Command: show, Lines: d.shifted, By: abs(d.movedBy), Fix: fix})
	case d.moved > 0:
		// The lines that only moved are said in one; the diff shows
		// the lines added or taken out.
		p.Text = r.say(GoldenMoved{Command: show, Line: d.line, Lines: d.moved, From: abs(d.movedLeast), By: abs(d.movedBy), Fix: fix})
	}
	return p
}

// unlabelled adds what a failing NAME.golden needs said: it is compared in
// whatever language the run speaks, and which one, and who chose it, is
// the first thing to know when it fails under another locale. Renaming it
// is said only when it holds another language's output, and then as that
// language's name: a rename to the run's language would keep it failing.
func (r *runner) unlabelled(c *testCase, t *goldenTest, shownName string) {
	golden, lang, from := t.golden, t.lang, r.o.LangFrom
	p := problem{File: golden, Kind: "language", Text: r.say(GoldenUnlabelled{
		Language: referee.Term("test.lang." + lang), Flag: from.Flag, Var: from.Var, Value: from.Value})}
	if other := r.heldLanguage(t, shownName); other != "" {
		p.Text = r.say(GoldenOtherLanguage{
			Language: referee.Term("test.lang." + lang), Flag: from.Flag, Var: from.Var, Value: from.Value,
			Holds:   referee.Term("test.lang." + other),
			Command: shellCommand([]string{"mv", "-n"}, golden, strings.TrimSuffix(golden, ".golden")+"."+other+".golden")})
		// Its diff against the run's language is no news, and the fix
		// it would give rewrites the file in the wrong language.
		kept := c.problems[:0]
		for _, q := range c.problems {
			if q.Kind != "differs" {
				kept = append(kept, q)
			}
		}
		c.problems, c.line, c.at = kept, 0, 0
	}
	c.problems = append(c.problems, p)
}

// heldLanguage is the language, other than the run's, that a golden file
// named with none is written in (under the name it gives its transcript);
// "" if none. It need not match that language's output to the letter: an
// example broken since still leaves most lines as they were, so the
// language whose output shares the most lines with the file wins, and
// only when it shares more than the run's language does (a rename to the
// run's language, or an --update in it, would lose the file's language).
func (r *runner) heldLanguage(t *goldenTest, name string) string {
	golden, err := goldenLines(t.golden)
	if err != nil || len(golden) == 0 {
		return ""
	}
	best, most, run := "", 0, 0
	for _, l := range say.Languages {
		speaker, err := r.speaker(l)
		if err != nil {
			continue
		}
		out := &lineSet{lines: map[string]int{}}
		code := r.o.Check(out, t.path, name, speaker)
		fmt.Fprintf(out, "# exit %d\n", code)
		shared := out.shared(golden)
		if l == t.lang {
			run = shared
		} else if shared > most {
			best, most = l, shared
		}
	}
	if most > run {
		return best
	}
	return ""
}

// mostLinesCompared bounds the lines heldLanguage compares: the start of a
// long golden file tells its language as well as the whole.
const mostLinesCompared = 2000

// goldenLines reads the first lines of a golden file, line ends dropped.
func goldenLines(golden string) ([]string, error) {
	f, kind, err := openGolden(golden)
	if f == nil || kind != "" || err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for len(lines) < mostLinesCompared && sc.Scan() {
		lines = append(lines, strings.TrimSuffix(sc.Text(), "\r"))
	}
	return lines, nil
}

// lineSet keeps the first lines written to it, counted, to be compared
// with a golden file's.
type lineSet struct {
	lines map[string]int
	n     int
	part  []byte
}

func (s *lineSet) Write(p []byte) (int, error) {
	for _, b := range p {
		if b != '\n' {
			if len(s.part) < 1<<20 {
				s.part = append(s.part, b)
			}
			continue
		}
		if s.n < mostLinesCompared {
			s.lines[string(s.part)]++
			s.n++
		}
		s.part = s.part[:0]
	}
	return len(p), nil
}

// shared counts the lines of golden the set holds, each as often as held.
func (s *lineSet) shared(golden []string) int {
	n := 0
	for _, l := range golden {
		if s.lines[l] > 0 {
			s.lines[l]--
			n++
		}
	}
	return n
}

// showCommand is the command that prints what a golden file of t's
// transcript is compared with (but its last line, “# exit N”, which is the
// command's exit status), run from where the referee was, in a subshell: from the golden
// file's folder, as the golden file names its transcript from there, and
// with the flags that shape check's output, a folder of maps made absolute
// to be found from there.
func (r *runner) showCommand(t *goldenTest, name string) verbatim {
	words := []string{"referee", "check", "--explain", "--keep-going", "--lang", t.lang}
	for i := 0; i < len(r.o.Flags); i++ {
		f := r.o.Flags[i]
		if f == "--maps" && i+1 < len(r.o.Flags) {
			folder := r.o.Flags[i+1]
			if abs, err := filepath.Abs(folder); err == nil {
				folder = abs
			}
			words = append(words, f, shellQuote(folder))
			i++
			continue
		}
		words = append(words, shellQuote(f))
	}
	command := shellCommand(words, name)
	if dir := filepath.Dir(t.golden); dir != "." {
		// In a subshell, so that a pasted command leaves the shell where it was.
		command = "(" + shellCommand([]string{"cd"}, dir) + " && " + command + ")"
	}
	return command
}

// fixCommand is the command that rewrites a golden file of t's transcript:
// --update on the transcript alone, for the golden file's language only
// (or, for NAME.golden, in the run's language), with the flags that shape
// check's output.
func (r *runner) fixCommand(t *goldenTest) verbatim {
	words := []string{"referee", "test", "--update"}
	if !t.labelled {
		// NAME.golden is in the run's language; --golden too, so that the
		// command rewrites no other language's golden file of the
		// transcript (it rewrote NAME.ru.golden unread).
		words = append(words, "--lang", t.lang)
	}
	words = append(words, "--golden", t.lang)
	for _, f := range r.o.Flags {
		words = append(words, shellQuote(f))
	}
	return shellCommand(words, t.path)
}

// openGolden opens a golden file if it is there (nil if not), only as a
// regular file: kind names what else it is (test.kind.*). A named pipe is
// opened without waiting for a writer, and a file replaced between the look
// and the open (another --update renaming its own over it) is looked at
// again.
func openGolden(golden string) (f *os.File, kind string, err error) {
	for range 5 {
		st, err := os.Lstat(golden)
		switch {
		case isNotExist(err):
			return nil, "", nil
		case err != nil:
			return nil, "", err
		case !st.Mode().IsRegular():
			return nil, fileKind(st.Mode()), nil
		}
		f, err := os.OpenFile(golden, os.O_RDONLY|syscall.O_NONBLOCK, 0)
		if isNotExist(err) {
			continue // renamed away between the two
		}
		if err != nil {
			return nil, "", err
		}
		fst, err := f.Stat()
		if err == nil && os.SameFile(st, fst) {
			return f, "", nil
		}
		f.Close()
		if err != nil {
			return nil, "", err
		}
	}
	return nil, "", errChanged
}

// errChanged: a golden file that kept changing between a look and an open.
var errChanged = errors.New("changed while opened")

// updateGolden compares a golden file with the output as it is written to
// a temporary file beside it, which replaces it when they differ; a file
// named with no language that holds another's is left.
//
// The output is written naming the transcript by name; a golden file that
// names it so and matches is left as it is. A golden file with Windows line
// ends (CRLF) is written with them.
func (r *runner) updateGolden(c *testCase, t *goldenTest, name, old string, crlf bool, want *bufio.Reader, speaker *say.Speaker) *testCase {
	c.unlabelled = !t.labelled
	if c.unlabelled && want != nil {
		// Rewritten in the run's language it would lose its own: left,
		// with the rename that keeps it.
		shown := name
		if old != "" {
			shown = old
		}
		if other := r.heldLanguage(t, shown); other != "" {
			from := r.o.LangFrom
			c.status = statusError
			c.problems = []problem{{File: c.golden, Kind: "language", Code: "test.golden-keeps-language", Text: r.say(GoldenKeepsLanguage{
				Language: referee.Term("test.lang." + t.lang), Flag: from.Flag, Var: from.Var, Value: from.Value,
				Holds:   referee.Term("test.lang." + other),
				Command: shellCommand([]string{"mv", "-n"}, c.golden, strings.TrimSuffix(c.golden, ".golden")+"."+other+".golden")})}}
			return c
		}
	}
	var in io.Reader
	if want != nil {
		in = want
	}
	err := atomicfile.WriteFrom(c.golden, func(w io.Writer) error {
		if old == "" && in != nil {
			cmp := newGoldenCompare(in, nil)
			code := r.o.Check(cmp, t.path, name, speaker)
			fmt.Fprintf(cmp, "# exit %d\n", code)
			if cmp.finish(c.golden, "").same {
				return errUnchanged
			}
		}
		out := &errWriter{w: w} // the disk filling up is said, not lost
		var to io.Writer = out
		if crlf {
			to = &crlfWriter{w: out}
		}
		code := r.o.Check(to, t.path, name, speaker)
		fmt.Fprintf(to, "# exit %d\n", code)
		return out.err
	}, atomicfile.Policy{Within: t.within})
	switch {
	case err == nil:
		c.status, c.written, c.migrated = statusPass, true, old
	case errors.Is(err, errUnchanged):
		c.status = statusPass
	case errors.Is(err, atomicfile.ErrOutside):
		c.status = statusError
		c.problems = []problem{{File: c.golden, Kind: "error", Code: "test.golden-outside",
			Text: r.say(GoldenOutside{Folder: verbatim(visible(t.within))})}}
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

// crlfWriter writes each LF as CRLF: a golden file keeps Windows line ends
// when --update rewrites it (check's output holds no CR of its own: a CR
// from the input is shown as \r).
type crlfWriter struct{ w io.Writer }

func (c *crlfWriter) Write(p []byte) (int, error) {
	n := 0
	for len(p) > 0 {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			m, err := c.w.Write(p)
			return n + m, err
		}
		if _, err := c.w.Write(p[:i]); err != nil {
			return n, err
		}
		if _, err := c.w.Write([]byte("\r\n")); err != nil {
			return n, err
		}
		n += i + 1
		p = p[i+1:]
	}
	return n, nil
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

// namedIn reads the name a golden file gives its transcript, when it is
// not name, and whether its first line ends in CRLF. The first line starts
// with the place of the first thing check says: the name as check shows it
// (say.Visible), a colon, and a line number or a space. A golden file
// that starts so with name names it name, whatever else the line holds (a
// name may hold “:12:”); otherwise the name is what stands before the first
// “:LINE:” or “: ”. "" when it names name, or nothing this way.
func namedIn(golden *bufio.Reader, name string) (other string, crlf bool) {
	head, _ := golden.Peek(4 << 10)
	if i := bytes.IndexByte(head, '\n'); i >= 0 {
		crlf = i > 0 && head[i-1] == '\r'
		head = head[:i]
	}
	head = bytes.TrimSuffix(head, []byte("\r"))
	shown := say.Visible(name)
	if rest, ok := bytes.CutPrefix(head, []byte(shown+":")); ok && (len(rest) == 0 || rest[0] == ' ' || rest[0] >= '0' && rest[0] <= '9') {
		return "", crlf
	}
	for i := 1; i+1 < len(head); i++ {
		if head[i] != ':' {
			continue
		}
		j := i + 1
		for j < len(head) && head[j] >= '0' && head[j] <= '9' {
			j++
		}
		if j > i+1 && j < len(head) && head[j] == ':' || j == i+1 && head[j] == ' ' {
			return string(head[:i]), crlf
		}
	}
	return "", crlf
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
