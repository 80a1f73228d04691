package cli

import (
	"bytes"
	"fmt"
	htmltemplate "html/template"
	"io"
	"maps"
	"path/filepath"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/iostreams"
	"github.com/boardgame-referee/referee/internal/htmlreplay"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/say"
)

// ReplayOptions are the options of `referee replay`.
type ReplayOptions struct {
	IO          *iostreams.IOStreams
	Transcripts *cmdutil.Transcripts // with the games and the chosen language's speaker
	File        string
	HTML        bool // the one format there is; --html=false asks for another
	KeepGoing   bool
	Output      string // -o: the file to write, "" or "-" for standard output
	Game        int    // which of the file's games, from 1
	MaxMB       int    // the largest page written, in MB
	View        referee.View
	Maps        string
}

// NewCmdReplay is `referee replay --html FILE`: one game of a file (the
// first, or --game N) as one self-contained HTML page, the picture of
// every position, each move's verdict, the outcome.
func NewCmdReplay(f *cmdutil.Factory, runF func(*ReplayOptions) error) *cobra.Command {
	opts := &ReplayOptions{IO: f.IOStreams, Transcripts: f.Transcripts(), View: referee.View{}}
	cmd := &cobra.Command{
		Use:   "replay --html FILE [-o game.html]",
		Short: f.Later("cli.short.replay"),
		Long:  f.Later("cli.long.replay"),
		Args:  cmdutil.Args(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.File = args[0]
			if err := cmdutil.CheckMaps(f, opts.Maps); err != nil {
				return err
			}
			// HTML is the one format a replay is written in; --html says so
			// and is kept for when there are more. Turned off, it would
			// ask for a format there is not.
			if !opts.HTML {
				return cmdutil.Usage(HTMLOnly)
			}
			if opts.Game < 1 {
				return cmdutil.Usage(BadGame{Game: opts.Game})
			}
			if opts.MaxMB < 1 || opts.MaxMB > maxPageMB {
				return cmdutil.Usage(BadMaxSize{Size: opts.MaxMB, Most: maxPageMB})
			}
			if runF != nil {
				return runF(opts)
			}
			return replayRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.HTML, "html", true, f.Later("cli.flag.html"))
	cmd.Flags().BoolVar(&opts.KeepGoing, "keep-going", false, f.Later("cli.flag.keep-going"))
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "", f.Later("cli.flag.output"))
	cmd.Flags().IntVar(&opts.Game, "game", 1, f.Later("cli.flag.game"))
	cmd.Flags().IntVar(&opts.MaxMB, "max-size", defaultPageMB, f.Later("cli.flag.max-size"))
	cmdutil.AddViewFlags(cmd, f, opts.View)
	cmdutil.AddMapsFlag(cmd, f, &opts.Maps)
	return cmd
}

// replayRun writes the page, or says on standard error why there is none.
func replayRun(opts *ReplayOptions) error {
	page, code, err := replayPage(opts, opts.MaxMB<<20)
	if err != nil {
		return err
	}
	if page != nil {
		var b bytes.Buffer
		if err := htmlreplay.Write(&b, page); err != nil {
			return err
		}
		if err := emit(opts.IO.Out, opts.Transcripts.Speaker, opts.Output, b.Bytes(), []string{opts.File}); err != nil {
			return err
		}
	}
	return cmdutil.Exit(code)
}

// maxReplayMoves is the longest game replay draws. Each position is drawn
// from what it changes (see picture.Sheet): 2,000 moves of any game make a
// page of a few MB. Real games are a few hundred moves at most.
const maxReplayMoves = 2000

// defaultPageMB bounds a page, in MB: one that would pass it is refused
// before anything is written, with the way out (--max-size raises it, to
// maxPageMB at most: a browser opens a page of that size slowly).
// cli.flag.max-size says both numbers in words: change them there too.
const (
	defaultPageMB = 50
	maxPageMB     = 500
)

// positionBytes is what a position's HTML takes besides its picture and
// its words: its section, its heading's markup, its entry in the move list.
const positionBytes = 400

// listedGames is how many of a file's other games the page names.
const listedGames = 30

// gameRef is a game of the file, as the page names it.
type gameRef struct {
	n, line int
	players []string
}

func refOf(n int, g *notation.Game) gameRef {
	r := gameRef{n: n, line: g.Pos.Line}
	for _, p := range g.Players {
		r.players = append(r.players, p.Text)
	}
	return r
}

// replayPage replays a game of a file (the --game-th) and gathers its
// page, of at most limit bytes, and the exit status; nil when there is no
// page to write (what was wrong is on standard error), with an error only
// for a mistake on the command line.
func replayPage(opts *ReplayOptions, limit int) (page *htmlreplay.Page, code int, err error) {
	sp, stderr := opts.Transcripts.Speaker, opts.IO.ErrOut
	shown, in, err := opts.Transcripts.OpenFile(opts.File)
	if err != nil {
		fmt.Fprintln(stderr, opts.Transcripts.Unreadable(shown, err))
		return nil, ExitNotation, nil
	}
	defer in.Close()
	cut := &cutReader{r: in}
	f := &replayFile{shown: shown, reader: opts.Transcripts.Frame(shown, cut)}
	chosen, code := f.choose(opts.Game, stderr, sp)
	if chosen == nil {
		if f.count == 0 {
			return nil, code, nil // no game at all: said above
		}
		return nil, code, cmdutil.Usage(GameBeyond{Game: opts.Game, Games: f.count})
	}
	// The game's view flags are checked against the game chosen, as
	// board checks them against the first.
	if err := viewOf(opts.Transcripts.Registry, chosen, "replay", opts.View); err != nil {
		return nil, code, err
	}
	d := &pageDrawer{opts: opts, shown: shown, limit: limit, sheet: picture.NewSheet(), input: cut, view: screenView(opts.View),
		page: &htmlreplay.Page{Lang: sp.Lang, Words: replayWords(sp)}}
	opt := referee.Options{ReadFile: opts.Transcripts.SideFiles(opts.File, opts.Maps), KeepGoing: opts.KeepGoing, Tell: true, Each: d.each}
	r := referee.ReplayGame(shown, chosen, opts.Transcripts.Registry, opt)
	code = max(code, r.ExitCode())
	for _, l := range r.Lines {
		if d.tooLong && l.Pos.Line > d.cutLine {
			break // what the replay read after it was cut: no part of the game
		}
		if l.Kind == referee.KindError || l.Kind == referee.KindViolation {
			fmt.Fprintf(stderr, "%s: %s\n", say.Place(shown, l.Pos), sp.LineText(l))
		}
	}
	if refusal, ok := d.refusal(); ok {
		fmt.Fprintf(stderr, "referee: %s\n", sp.Say(refusal))
		return nil, max(code, ExitNotation), nil
	}
	switch {
	case d.err != nil:
		return nil, code, d.err
	case r.Session == nil:
		return nil, code, nil // the header could not be read: said above
	}
	f.nameOthers(opts.Game)
	d.finish(r, f, opts.Game)
	return d.page, code, nil
}

// replayFile is the file a replay reads: its games before the one chosen,
// and after it, are named on the page, not replayed.
type replayFile struct {
	shown  string
	reader *notation.Reader
	others []gameRef
	count  int  // the games read
	more   bool // there are more games than are named
}

// choose reads the file up to its n-th game, saying on standard error what
// the framing found; nil when the file has fewer games. code is the exit
// status of what was said.
func (f *replayFile) choose(n int, stderr io.Writer, sp *say.Speaker) (chosen *notation.Game, code int) {
	for f.count < n {
		g := f.reader.Next()
		if g == nil {
			break
		}
		f.count++
		if f.count < n {
			f.others = append(f.others, refOf(f.count, g))
		} else {
			chosen = g
		}
	}
	for _, l := range cmdutil.ErrorLines(f.reader.Notes()) {
		l.Kind = referee.KindNote
		fmt.Fprintf(stderr, "%s: %s\n", say.Place(f.shown, l.Pos), sp.LineText(l))
	}
	for _, l := range cmdutil.ErrorLines(f.reader.Errors()) {
		fmt.Fprintf(stderr, "%s: %s\n", say.Place(f.shown, l.Pos), sp.LineText(l))
		code = ExitNotation
	}
	return chosen, code
}

// nameOthers reads on past the game replayed (the n-th) to name a few
// games more.
func (f *replayFile) nameOthers(n int) {
	for len(f.others) < listedGames+n {
		g := f.reader.Next()
		if g == nil {
			break
		}
		f.count++
		f.others = append(f.others, refOf(f.count, g))
	}
	f.more = len(f.others) >= listedGames+n && f.reader.Next() != nil
	f.reader.Errors() // about games not replayed: not this page's
}

// pageDrawer draws each position of the game replayed on the page's
// sheet, as the replay plays it (referee.Options.Each), until the page
// would pass its bounds: past them nothing more is drawn, and the replay
// goes on, cheaply, for the verdicts said on standard error and the size
// of what was refused.
type pageDrawer struct {
	opts    *ReplayOptions
	shown   string
	limit   int // the page's bound, in bytes
	page    *htmlreplay.Page
	sheet   *picture.Sheet
	view    referee.View // the game's view options, the pictures laid out for a screen
	words   int          // the bytes of the positions' words and markup
	first   int          // the page's size once the start is drawn: the shared parts and the first picture
	entries int          // the entries replayed, drawn or not
	lastPic *picture.Picture
	tooLong bool
	tooBig  bool
	err     error
	// input is the file as the replay reads it, cut once the game is too
	// long: the page is refused then, and the rest of a game of a million
	// moves is not read (it was: 13 s and 1.9 GB before the refusal).
	// cutLine is the line of the entry past the limit.
	input   *cutReader
	cutLine int
	// referred: the reference the page has set already (how a cell is
	// written), said once a page.
	referred map[htmltemplate.HTML]bool
}

func (d *pageDrawer) each(s *referee.Session, p *referee.Played) {
	d.entries++
	if !d.tooLong && len(d.page.Positions) > maxReplayMoves {
		d.tooLong = true
		d.input.cut = true
		s.SetTell(false) // what is left of the chunk read is played untold
		if p != nil {
			d.cutLine = p.Line.Pos.Line
		}
	}
	d.tooBig = d.tooBig || d.sheet.Size()+d.words > d.limit
	if d.tooLong || d.tooBig || d.err != nil {
		return
	}
	pos, pic, err := replayPosition(d.opts, d.view, d.shown, s, p, len(d.page.Positions), d.sheet, s.Players())
	if err != nil {
		d.err = err
		return
	}
	if pos.N < 0 {
		// A line that is no turn (turbo's call) counts as after the move
		// before it.
		pos.N = 0
		if n := len(d.page.Positions); n > 0 {
			pos.N = d.page.Positions[n-1].N
		}
	}
	var kept []htmltemplate.HTML
	for _, r := range pos.Reference {
		if !d.referred[r] {
			kept = append(kept, r)
			d.words += len(r)
		}
		if d.referred == nil {
			d.referred = map[htmltemplate.HTML]bool{}
		}
		d.referred[r] = true
	}
	pos.Reference = kept
	d.words += positionBytes + len(pos.Label) + len(pos.Short) + len(pos.Verdict) + len(pos.Place)
	for _, t := range pos.Told {
		d.words += len(t)
	}
	for _, r := range pos.Notes {
		d.words += len(r.Text)
	}
	d.page.Positions = append(d.page.Positions, pos)
	d.lastPic = pic
	if len(d.page.Positions) == 1 {
		d.first = d.sheet.Size() + d.words
	}
}

// cutReader reads r until it is cut, and then reads as if r had ended.
type cutReader struct {
	r   io.Reader
	cut bool
}

func (c *cutReader) Read(b []byte) (int, error) {
	if c.cut {
		return 0, io.EOF
	}
	return c.r.Read(b)
}

// refusal is why no page is written when the game passed a bound: too
// many moves, or too many bytes.
func (d *pageDrawer) refusal() (referee.Message, bool) {
	switch {
	case d.tooLong:
		return ReplayTooLong{Moves: maxReplayMoves}, true
	case d.tooBig:
		// The page the whole game would make: the start with the parts
		// every position shares, then each further position at what those
		// drawn after the start cost on average (a position draws only what
		// differs, so the start's cost is no measure of the others'). With
		// the start alone drawn, nothing tells: the bound is said.
		drawn := len(d.page.Positions)
		estimate := 0
		if drawn > 1 {
			estimate = d.first + (d.sheet.Size()+d.words-d.first)/(drawn-1)*(d.entries-1)
		}
		return ReplayTooBig{Size: max(estimate>>20, d.limit>>20+1), Limit: d.limit >> 20, Drawn: drawn, File: d.shown}, true
	}
	return nil, false
}

// finish gives the page what is said outside the moves: its title and
// players, the file's other games, the header's lines, the outcome and
// the claim's verdict, and the last position's picture in full.
func (d *pageDrawer) finish(r *referee.Report, f *replayFile, n int) {
	sp, page, names := d.opts.Transcripts.Speaker, d.page, r.Players
	// The file by its name: the path as typed (/work/…/corpus/…) took
	// three lines of a phone's screen and every printed page. The
	// heading names the game, the file small beside it: a family looks
	// for the game, and «three-player-|game.txt» wrapped on a phone.
	page.Title = sp.Say(ReplayTitle{Game: r.GameName(), File: filepath.Base(d.shown)})
	page.Game, page.File = sp.Say(r.GameName()), filepath.Base(d.shown)
	page.Players = bdi(sp.Say(ReplayPlayers{Players: names}), names)
	if len(f.others) > 0 {
		page.Games = bdi(sp.Say(gamesNote(n, f.count, f.others, f.more)), namesOf(f.others))
	}
	for _, l := range r.Lines {
		if l.Move != 0 || l.Kind == referee.KindTold {
			continue
		}
		// The line in the file goes on the quiet source line with the
		// code, not before the family's sentence.
		rm := htmlreplay.Remark{Text: bdi(sp.Whole(l.Message), names), Kind: kindName(l.Kind), Code: string(l.Message.Code()), Place: say.Place(filepath.Base(d.shown), l.Pos)}
		if l.Claim || l.Verdict { // said after the outcome it explains
			page.After = append(page.After, rm)
		} else {
			page.Header = append(page.Header, rm)
		}
	}
	if r.Outcome != nil {
		page.Outcome = bdi(capital(sp.Outcome(r)), names)
	}
	if m, ok := referee.ClaimVerdict(r); ok {
		rm := htmlreplay.Remark{Text: bdi(capital(sp.Whole(m)), names)}
		if _, unchecked := m.(referee.ResultUnchecked); unchecked {
			rm.Kind = "note"
		}
		page.After = append(page.After, rm)
	}
	if k := len(page.Positions); k > 0 {
		page.Positions[k-1].Last = true
		if k > 1 {
			page.Positions[k-1].Picture = safe(d.sheet.SVG(d.lastPic, true))
		}
	}
	page.Defs, page.Shared = safe(d.sheet.Defs()), safe(d.sheet.Shared())
	page.LeastText = picture.Fmt(picture.Small)
}

// gamesNote names the file's other games: which this page shows, the
// others by number, line and players, and how to draw one.
func gamesNote(n, count int, others []gameRef, more bool) referee.Message {
	list := make([]referee.Message, 0, len(others)+1)
	for _, g := range others {
		list = append(list, ReplayGameRef{N: g.n, Line: g.line, Players: g.players})
	}
	if more {
		list = append(list, GamesMore)
	}
	return ReplayGames{Games: count, N: n, Others: list}
}

func namesOf(games []gameRef) []string {
	var out []string
	for _, g := range games {
		out = append(out, g.players...)
	}
	return out
}

// replayPosition is the position after an entry (p nil: the start), its
// picture drawn on the page's sheet. The start's picture is described in
// words (its <desc>), as the last is once the game is over: the positions
// between are named by their title and told by their verdict, since their
// descriptions — the legend again, in words — made a page of 2,000 big-races
// positions a fifth larger.
func replayPosition(opts *ReplayOptions, view referee.View, shown string, s *referee.Session, p *referee.Played, i int, sheet *picture.Sheet, names []string) (htmlreplay.Position, *picture.Picture, error) {
	sp := opts.Transcripts.Speaker
	pos := htmlreplay.Position{ID: "pos-" + strconv.Itoa(i), Kind: "start", Lazy: true}
	var label string // the position's heading, in words
	if p == nil {
		label = sp.Sentence(referee.Term("replay.start"))
		pos.Label = bdi(label, nil)
		pos.Short = pos.Label
	} else {
		l := p.Line
		// A heading starts with a capital («Ход 7 (…)», "Move 7 (…)"),
		// never «move 7 (Аня: e5-e8)» over the verdict.
		label = sp.Sentence(say.MoveLabel(l))
		var written string
		if h, ok := p.Heading.(referee.NumberedHeading); ok && l.Label == "" {
			// A turn's heading in its game's words, the turn as written
			// after it, smaller: «Ход 11 — Эдгар, красные грани», not
			// «Ход 11 (Эдгар: кп кп ку сп жу / красный п п л)» alone.
			label, written = sp.Sentence(h.Numbered(say.MoveNumber(l))), say.MoveAsWritten(l)
		} else if p.Heading != nil {
			// The game's own heading for a line that is no turn: «Конец
			// игры», not «Конец игры (конец)».
			label = sp.Sentence(p.Heading)
		}
		pos.Label = bdi(label, names)
		if written != "" {
			pos.Written = bdi(written, names)
		}
		pos.Short = bdi(strconv.Itoa(say.MoveNumber(l))+". "+say.MoveAsWritten(l), names)
		pos.N = say.MoveNumber(l)
		if l.Label != "" {
			pos.N = -1 // the number of the move before it (the caller's)
			// A line that is no turn (turbo's call) has no number of its
			// own: the list names it by what it is, «Крик (Вера: турбо)»,
			// not by its place among the lines (it read 1, 2, 3, 3, 5, 4).
			pos.Short = bdi(label, names)
			// A line nobody played (a new task card, the end) is no move:
			// «✓ Legal move» over it says what it is not.
			pos.Event = l.Actor == ""
		}
		// A place on the page by the file's name, as its heading says it:
		// the path as typed (/work/…/corpus/…:9:1) is noise to a family,
		// and check and the JSON report still give it whole.
		file := filepath.Base(shown)
		pos.Place = say.Place(file, l.Pos)
		why := -1 // the note a penalty's verdict says, -1: none
		switch {
		case p.Error != nil:
			pos.Kind, pos.Code, pos.Place = "error", string(p.Error.Code()), say.Place(file, p.Error.Pos)
			pos.Verdict = bdi(sp.Whole(p.Error.Message), names)
		case p.Violation != nil:
			pos.Kind, pos.Code = "illegal", string(p.Violation.Code())
			pos.Verdict = bdi(sp.Whole(p.Violation), names)
		default:
			pos.Kind = "legal"
			for _, t := range p.Narration {
				if _, aside := t.(referee.Reference); aside {
					// Reference (how a cell is written) is no part of the
					// ruling: a note of its own, folded, not 25 lines in
					// the verdict's box.
					pos.Reference = append(pos.Reference, bdi(sp.Say(t), names))
					continue
				}
				pos.Told = append(pos.Told, bdi(sp.Say(t), names))
			}
			for i, n := range p.Notes {
				if _, ok := n.(referee.Costly); ok && pos.Kind == "legal" {
					pos.Kind = "penalty" // legal, but it cost its player
					why = i - 1
				}
			}
			if why >= 0 {
				// The note the cost follows is why it was paid (turbo's
				// wrong call: who called what, and why it was wrong): the
				// verdict's heading says it, not a note under the fold
				// after «⚠ Penalty» alone.
				pos.Verdict, pos.Code = bdi(sp.Whole(p.Notes[why]), names), string(p.Notes[why].Code())
			}
		}
		for i, n := range p.Notes {
			if i == why {
				continue
			}
			pos.Notes = append(pos.Notes, htmlreplay.Remark{Text: bdi(sp.Whole(n), names), Code: string(n.Code()), Kind: "note"})
		}
	}
	pic, ok := s.Picture(sp, view)
	if !ok {
		return pos, nil, cmdutil.Usage(NoPicture{Game: s.Spec().ID})
	}
	pos.Picture = safe(sheet.SVG(pic, p == nil))
	pos.Over = overLine(sp, s.Outcome(), names)
	if pos.Kind == "illegal" || pos.Kind == "error" {
		// The picture shows the position before the move the heading
		// names: the move that made it is said under the heading, as a
		// picture of its own says it under its title.
		pos.LastMove = pic.Last
	}
	return pos, pic, nil
}

// screenView is the game's view options with the pictures laid out for a
// screen (picture.Screen): a phone shows them at its width with their text
// at 11 CSS pixels; a wider screen shows them larger.
func screenView(v referee.View) referee.View {
	out := maps.Clone(v)
	if out == nil {
		out = referee.View{}
	}
	out[picture.WidthKey] = picture.Fmt(picture.Screen)
	return out
}

// replayWords are the page's labels in the chosen language.
func replayWords(sp *say.Speaker) htmlreplay.Words {
	text := func(id string) string { return sp.Say(referee.Term(id)) }
	return htmlreplay.Words{
		Moves: text("replay.moves"), Previous: text("replay.previous"), Next: text("replay.next"),
		Position: text("replay.position"), Counter: sp.Say(ReplayCounter{At: "{at}", Of: "{of}"}), Keys: text("replay.keys"), Outcome: text("replay.outcome"),
		Start: text("replay.start"), Legal: text("replay.legal"), Illegal: text("replay.illegal"),
		Error: text("replay.error"), Note: capital(text("referee.note")), // it starts a paragraph
		Penalty: text("replay.penalty"), Print: text("replay.print"), PrintAll: text("replay.print-all"),
		Reference: text("replay.reference"), Jump: text("replay.jump"), JumpHint: text("replay.jump-hint"),
	}
}

func kindName(k referee.Kind) string {
	switch k {
	case referee.KindError:
		return "error"
	case referee.KindViolation:
		return "violation"
	case referee.KindNote:
		return "note"
	}
	return "told"
}

// overLine is the line a finished game's position sets under its verdict,
// who won, on a line of its own, as its picture's title says it (a page
// leaves the picture's title band out): after the move's heading ("— ♛
// Anna") it read as if the winner had made the move. Empty while the game
// goes on or nobody can be named.
func overLine(sp *say.Speaker, o referee.Outcome, names []string) htmltemplate.HTML {
	if !o.Over || len(o.Winners) == 0 {
		return ""
	}
	won := make([]string, len(o.Winners))
	for i, w := range o.Winners {
		won[i] = names[w]
	}
	var m referee.Message = referee.GameOverWon{Winners: won}
	if o.PlayOn && len(won) == 1 {
		// The winner is known and the others play on (chinese
		// checkers' places): the game is not over yet.
		m = referee.WonPlayingOn{Winner: won[0]}
	}
	return bdi(sp.Sentence(m), names)
}
