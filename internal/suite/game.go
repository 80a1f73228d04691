package suite

import (
	"cmp"
	"slices"
	"time"

	"github.com/boardgame-referee/referee/internal/expect"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// testCase is the outcome of one test: a game, a golden file, or what a
// file holds outside its games.
type testCase struct {
	kind       string // "game", "golden", "file", "cleaned"
	file       string // the transcript, as shown
	name       string // the test's name: from the folder named, a game's from the game itself
	rel        string // the transcript's name in test names: its path from the folder named
	line       int    // the game: line; for a golden file, its first difference
	game       string // the game's id, or as written when unknown
	title      string // the game's name in words
	players    []string
	what       string // the game in words: its name and players
	status     string
	problems   []problem // what failed, in file order
	golden     string    // the golden file
	lang       string
	written    bool   // --update wrote the golden file
	unlabelled bool   // a golden file named with no language
	migrated   string // the older name the golden file gave its transcript
	text       string // for --junit: the test as printed
	at         int    // a golden file's: the transcript's line its first difference is about
	merged     string // a golden file's failure told with the failing game it is about: that game's test name
	elapsed    time.Duration
}

// problem is one line of a failure: positioned, in the chosen language.
type problem struct {
	File     string // the file it is in; "" for the run as a whole
	Pos      notation.Pos
	Kind     string         // "missing", "unexpected", "expectation", "error", "differs", "orphan"
	Code     string         // the code the referee said, or the expectation's error
	Expected []string       // the codes expected and missing
	Text     string         // without the place
	Side     *notation.Side // where in another file (a track map) the verdict stands
	Diff     []byte         // a golden file's unified diff, -golden +output
	Cut      bool           // the diff stops short
}

// gameTest is a game to test, as file frames it.
type gameTest struct {
	file, path string // the transcript as shown, and its path
	rel        string // the transcript's name in test names
	name       string // the test's name
	g          *notation.Game
	k          int                // the game's place in its file
	first      []notation.Comment // its comments read so far, without its names
	bad        []*notation.Error  // what is wrong with its names
	comments   *notation.Comments // a long game's later comments come from here
	long       bool
	// after is where a long game leaves the names on lines of their own
	// after its last line: the next game's. nil for a game read whole.
	after *[]expect.Name
}

// game tests one game: its expectations are read, the game is replayed with
// --keep-going, and what the referee says is matched with them. A long game
// (long) is read from the stream as it is replayed, its expectations taken
// as its lines come.
func (r *runner) game(t *gameTest) *testCase {
	g := t.g
	c := &testCase{kind: "game", file: t.file, name: t.name, rel: t.rel, line: g.Pos.Line, game: g.ID.Text}
	c.title, c.players, c.what = r.words(g)
	id := ""
	if spec, known := r.o.Registry.Lookup(g.ID.Text); known {
		id, c.game = spec.ID, spec.ID
	}
	x := &expectations{t: t, id: id, known: r.known, m: expect.NewMatcher(t.file), bad: append([]*notation.Error(nil), t.bad...)}
	header := func(line int) bool { return isHeaderLine(g, line) }
	x.add(t.first)
	if x.skipped(header) || len(x.bad) > 0 {
		x.readRest()
		x.lateNames()
		if len(x.bad) > 0 {
			return r.expectationErrors(c, x.bad)
		}
		c.status = statusSkip
		return c
	}
	opt := referee.Options{KeepGoing: true, ReadFile: r.o.SideFiles(t.path), Sink: func(lines []referee.Line) {
		x.more()
		for _, l := range lines {
			x.m.Said(l)
		}
	}}
	rep := referee.ReplayGame(t.file, g, r.o.Registry, opt)
	x.readRest()                  // a game that could not start leaves its lines unread
	for _, l := range rep.Lines { // the result claim, said last
		x.m.Said(l)
	}
	x.lateNames()
	exps := x.m.Expectations()
	x.okAlone(exps, header)
	if len(x.bad) > 0 {
		return r.expectationErrors(c, x.bad)
	}
	res := x.m.Finish(header)
	c.problems = r.problems(res, func(line int) bool {
		return slices.ContainsFunc(exps, func(e *expect.Expectation) bool { return e.Pos.Line == line })
	}, t.file, g.Pos.Line)
	c.status = statusPass
	if !res.Pass() {
		c.status = statusFail
	}
	return c
}

// expectations are one game's, gathered as its lines are read (a long
// game's come with them), with what is wrong with them.
type expectations struct {
	t     *gameTest
	id    string // the game's id, "" when unknown
	known *expect.Known
	m     *expect.Matcher
	bad   []*notation.Error
	late  []notation.Comment // the names among a long game's later comments
}

// add reads the expectations of comments cs.
func (x *expectations) add(cs []notation.Comment) {
	for _, cm := range cs {
		e, err := expect.Parse(cm)
		if err != nil {
			x.bad = append(x.bad, err)
			continue
		}
		if e == nil {
			continue
		}
		x.bad = append(x.bad, e.Resolve(x.id, x.known)...)
		if e.Alone {
			x.bad = append(x.bad, notation.ErrorAt(e.Pos, Alone))
		}
		x.m.Expect(e)
	}
}

// more takes a long game's comments read so far.
func (x *expectations) more() {
	if x.t.long {
		cs := x.t.comments.Take(x.t.k)
		x.late = appendNames(x.late, cs)
		x.add(cs)
	}
}

// readRest reads the rest of a long game, with its expectations.
func (x *expectations) readRest() {
	for x.t.g.More() {
		x.more()
	}
	x.more()
}

// lateNames: a long game's names, read with its lines: those after its
// last line name the next game; any other is misplaced. Said when it is
// read whole.
func (x *expectations) lateNames() {
	if x.t.after == nil {
		return
	}
	_, _, after, misplaced := splitNames(x.late, func(int) bool { return false }, lastLine(x.t.g))
	*x.t.after = after
	x.bad = append(x.bad, misplaced...)
}

// skipped says the game is skipped (`# expect: skip` on its header); a
// skip anywhere else is misplaced.
func (x *expectations) skipped(header func(int) bool) bool {
	skip := false
	for _, e := range x.m.Expectations() {
		if !e.Skip {
			continue
		}
		if header(e.Pos.Line) {
			skip = true
		} else {
			x.bad = append(x.bad, notation.ErrorAt(e.Pos, SkipPlace))
		}
	}
	return skip
}

// okAlone: `# expect: ok` for the whole game stands alone in it.
func (x *expectations) okAlone(exps []*expect.Expectation, header func(int) bool) {
	for _, e := range exps {
		if !e.OK || !header(e.Pos.Line) || len(exps) == 1 {
			continue
		}
		for _, o := range exps {
			if o != e {
				x.bad = append(x.bad, notation.ErrorAt(o.Pos, OkWithOthers{Line: e.Pos.Line}))
			}
		}
	}
}

// isHeaderLine says whether line is the game's `game:` line or one of its
// header's.
func isHeaderLine(g *notation.Game, line int) bool {
	if line == g.Pos.Line {
		return true
	}
	return slices.ContainsFunc(g.Header, func(e *notation.Entry) bool { return e.Pos.Line == line })
}

// words names a game in words: its name, its players, and both as check
// says them («game Turtle Race («Черепашьи бега»), players Нина and Паша»).
func (r *runner) words(g *notation.Game) (title string, players []string, what string) {
	players = make([]string, len(g.Players))
	for i, p := range g.Players {
		players[i] = p.Text
	}
	spec, ok := r.o.Registry.Lookup(g.ID.Text)
	if !ok {
		return g.ID.Text, players, r.o.Say.Say(UnknownGameHeader{ID: g.ID.Text, Players: players})
	}
	game := spec.NameFor(g)
	return r.o.Say.Say(game), players, r.o.Say.Say(referee.GameHeader{Game: game, Players: players})
}

// describe is a game in words, as check names it.
func (r *runner) describe(g *notation.Game) string {
	_, _, what := r.words(g)
	return what
}

// expectationErrors makes a test that could not be run as written.
func (r *runner) expectationErrors(c *testCase, errs []*notation.Error) *testCase {
	c.status = statusError
	for _, e := range errs {
		c.problems = append(c.problems, problem{File: c.file, Pos: e.Pos, Kind: "expectation", Code: string(e.Code()),
			Text: r.o.Say.Say(e.Message)})
	}
	sortProblems(c.problems)
	return c
}

// problems says what a result got wrong, line by line: an expected code
// missing where the referee said something else is one line with both.
func (r *runner) problems(res *expect.Result, expected func(line int) bool, file string, gameLine int) []problem {
	var out []problem
	unexpected := res.Unexpected
	for _, miss := range res.Missing {
		codes := make([]string, len(miss.Codes))
		expected := make([]string, len(miss.Codes))
		for i, c := range miss.Codes {
			codes[i], expected[i] = "["+c.String()+"]", c.String()
		}
		pos := miss.Codes[0].Pos
		switch {
		case miss.Game:
			out = append(out, problem{File: file, Pos: pos, Kind: "missing", Expected: expected, Text: r.o.Say.Say(ExpectedGame{Codes: codes})})
			continue
		case !miss.Heard:
			out = append(out, problem{File: file, Pos: pos, Kind: "missing", Expected: expected, Text: r.o.Say.Say(ExpectedNothing{Codes: codes})})
			continue
		}
		i := 0
		for i < len(unexpected) && unexpected[i].Pos.Line != pos.Line {
			i++
		}
		if i == len(unexpected) {
			out = append(out, problem{File: file, Pos: pos, Kind: "missing", Expected: expected, Text: r.o.Say.Say(ExpectedElse{Codes: codes})})
			continue
		}
		l := unexpected[i]
		unexpected = append(unexpected[:i:i], unexpected[i+1:]...)
		prefix, bare := r.split(l)
		out = append(out, problem{File: file, Pos: l.Pos, Kind: "missing", Code: string(l.Message.Code()), Expected: expected, Side: sideOf(l), Text: prefix + r.o.Say.Say(ExpectedGot{Codes: codes, Got: verbatim(bare)})})
	}
	hinted := map[string]bool{} // how to expect a code is said once
	for _, l := range unexpected {
		prefix, bare := r.split(l)
		code := string(l.Message.Code())
		refusal := l.Kind == referee.KindViolation
		var m referee.Message = Unexpected{Got: verbatim(bare), Refusal: refusal}
		if !expected(l.Pos.Line) && !hinted[code] {
			hinted[code] = true
			line := l.Pos.Line
			if code == "notation.line-too-long" {
				// That line's own comment is never read: the game: line
				// speaks for it.
				line = gameLine
			}
			m = UnexpectedHint{Got: verbatim(bare), Refusal: refusal, Line: line, Rule: code, Keyword: Keyword}
			if gameLine == 0 { // the file's own: before its first game
				m = UnexpectedHintFile{Got: verbatim(bare), Refusal: refusal, Rule: code, Keyword: Keyword}
			}
		}
		out = append(out, problem{File: file, Pos: l.Pos, Kind: "unexpected", Code: code, Side: sideOf(l), Text: prefix + r.o.Say.Say(m)})
	}
	sortProblems(out)
	if res.More > 0 {
		out = append(out, problem{File: file, Pos: notation.Pos{Line: gameLine}, Kind: "unexpected", Text: r.o.Say.Say(MoreUnexpected{N: res.More})})
	}
	return out
}

// split renders what the referee said as check prints it, cut into its
// move prefix ("move 3 (Аня: …): ") and the rest.
func (r *runner) split(l referee.Line) (prefix, bare string) {
	return r.o.Say.LineParts(l, false)
}

// sortProblems puts problems in file order, keeping the order of those at
// one place.
func sortProblems(ps []problem) {
	slices.SortStableFunc(ps, func(a, b problem) int {
		return cmp.Or(cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Column, b.Pos.Column))
	})
}

// fileTest is what a file holds outside its games: errors before the first
// game or of the file as a whole (no game, not text), and the expectations
// before the first game: line, which speak for the file.
type fileTest struct {
	r         *runner
	file      string
	rel       string // its name in test names
	m         *expect.Matcher
	bad       []*notation.Error // expectations that cannot be read
	unchecked []*notation.Error // expectations of a game never framed
	heard     bool              // the file has errors of its own
	names     []expect.Name     // names on lines of their own before the first game: its
}

func newFileTest(r *runner, file, rel string) *fileTest {
	return &fileTest{r: r, file: file, rel: rel, m: expect.NewMatcher(file)}
}

// sort takes the comments read up to game k: the file's own it keeps, those
// of games before k that were never read it reports, and those of game k
// it returns.
func (f *fileTest) sort(cs []notation.Comment, k int) []notation.Comment {
	var mine []notation.Comment
	for _, c := range cs {
		switch {
		case c.Game == 0:
			if expect.IsName(c.Text) {
				switch n, _, err := expect.ParseName(c); {
				case err != nil:
					f.bad = append(f.bad, err)
				case c.Alone:
					f.names = append(f.names, n)
				default:
					f.bad = append(f.bad, notation.ErrorAt(c.Pos, NamePlace))
				}
				if !expect.Is(c.Text) {
					continue
				}
			}
			e, err := expect.Parse(c)
			if err != nil {
				f.bad = append(f.bad, err)
				continue
			}
			if e == nil {
				continue
			}
			f.bad = append(f.bad, e.Resolve("", f.r.known)...)
			if e.Skip {
				f.bad = append(f.bad, notation.ErrorAt(e.Pos, SkipPlace))
			}
			f.m.Expect(e)
		case c.Game < k:
			f.unchecked = append(f.unchecked, notation.ErrorAt(c.Pos, Unchecked))
		default:
			mine = append(mine, c)
		}
	}
	return mine
}

// said takes the errors outside any game, and the notes (a file read as
// Windows-1251), which may be expected and are never unexpected.
func (f *fileTest) said(errs, notes []*notation.Error) {
	for _, l := range toLines(notes) {
		l.Kind = referee.KindNote
		f.m.Said(l)
	}
	for _, l := range toLines(errs) {
		f.heard = true
		f.m.Said(l)
	}
}

// needed reports whether the file has a test of its own.
func (f *fileTest) needed() bool {
	return f.heard || len(f.bad)+len(f.unchecked) > 0 || len(f.m.Expectations()) > 0
}

func (f *fileTest) result() *testCase {
	r := f.r
	c := &testCase{kind: "file", file: f.file, name: f.rel, rel: f.rel, what: r.o.Say.Say(FileOutside)}
	if len(f.bad) > 0 {
		return r.expectationErrors(c, f.bad)
	}
	res := f.m.Finish(func(int) bool { return true })
	c.problems = r.problems(res, func(line int) bool {
		for _, e := range f.m.Expectations() {
			if e.Pos.Line == line {
				return true
			}
		}
		return false
	}, f.file, 0)
	c.status = statusPass
	if !res.Pass() {
		c.status = statusFail
	}
	if len(f.unchecked) > 0 {
		// What the file says is shown with the expectations it kept from
		// being checked.
		problems := r.expectationErrors(&testCase{file: f.file}, f.unchecked).problems
		c.problems = append(c.problems, problems...)
		sortProblems(c.problems)
		c.status = statusError
	}
	return c
}

// sideOf is where in another file a verdict stands, if it does.
func sideOf(l referee.Line) *notation.Side {
	if s, _, ok := notation.SideOf(l.Message); ok {
		return &s
	}
	return nil
}

// place is FILE:LINE:COL, or the file alone for a problem of a whole file.
func place(file string, p notation.Pos) string {
	if p.Line == 0 {
		return visible(file)
	}
	return say.Place(file, p)
}

// placeOf is where a test is, for its one line when it passes or skips.
func placeOf(c *testCase) string {
	if c.kind == "golden" {
		return visible(c.golden)
	}
	return place(c.file, notation.Pos{Line: c.line})
}

// toLines turns errors outside any game into report lines.
func toLines(errs []*notation.Error) []referee.Line {
	var out []referee.Line
	for _, e := range errs {
		out = append(out, referee.Line{Kind: referee.KindError, Pos: e.Pos, Message: e.Message})
	}
	return out
}
