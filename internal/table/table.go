// Package table is one game being played at the table, one typed line at a
// time: the header as typed, the moves accepted so far, and the session that
// judges them. It does no I/O and speaks no language: `referee play` reads
// the lines and prints what comes back, through the same catalog as `check`.
//
// The game is kept as a session, not as text: a typed line is framed alone
// with the game's dialect and played on the session; a header line rebuilds
// the game once; undo is one replay of the moves kept from the start. The
// moves are kept as their transcript lines (moveList), which the session
// never holds, and a long game's lines in a file of the table's own: a
// game loaded from a long file costs about a byte a move.
package table

import (
	"io"
	"slices"
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Games is the registry of games: the specs, and the dialect each game's
// lines are read with.
type Games interface {
	referee.Registry
	Dialect(game string) *notation.Dialect
}

// Header is one header line as typed.
type Header struct{ Key, Value string }

// Entry is one legal move of the game: who made it, what was typed, and the
// transcript line it is saved as.
type Entry struct {
	Actor string // the player it belongs to, "" for nobody's (turbo's `end`)
	Text  string // the move as typed, after the name
	Line  string // the transcript line: `Name: text`
}

// Table is one game at the table.
type Table struct {
	games   Games
	spec    *referee.Spec
	header  []Header
	moves   moveList
	session *referee.Session
	notes   []referee.Line // what the header reading said at the last build
	// said are the notes the game has said, one of each code: a game
	// rebuilt (undo, a header line) does not say a reading again, as a
	// reading is said once a game.
	said     []referee.Message
	readFile func(string) ([]byte, error)
	typed    int // lines typed: the place of each in the game, as a file's line
	// gameKey and gameName write the transcript's game: line, in the
	// language of the table (`игра: черепахи`); "" for `game: <id>`.
	gameKey, gameName string
	// revision counts the changes to the transcript, so the front knows
	// whether what it saved or kept is still the game without writing the
	// game out again at every line.
	revision int
	// wait is the rest of a typed line that waits on a question (Asker).
	wait *waiting
	// headerSets are the header lines typed after the moves began, last
	// last: Undo takes back the last thing entered, so a `colors:` line
	// typed at the end of a race goes before the move that ended it
	// (undo took back the winning move and left the
	// colours in the record).
	headerSets []headerSet
}

// headerSet is one header line typed during the game: the header before
// it, the moves played when it was typed, and the line itself.
type headerSet struct {
	before []Header
	moves  int
	line   string
}

// NameGame sets how the transcript's first line names the game: its key
// and the game's id in the language spoken at the table (`игра`,
// `черепахи`), both of which the framing reads.
func (t *Table) NameGame(key, name string) {
	if key != t.gameKey || name != t.gameName {
		t.gameKey, t.gameName = key, name
		t.revision++
	}
}

// Close lets go of the file a long game's lines are in, which would
// otherwise stay open to the process's end: called when the game is left
// (a new game, a file loaded, the table closed). The table is not used
// after.
func (t *Table) Close() { t.moves.close() }

// Revision changes whenever the transcript does: a move played or taken
// back, a header line set, the game named in another language.
func (t *Table) Revision() int { return t.revision }

// Start begins a game from its header lines (players: among them). Problems
// are why the game cannot start; notes are what the header reading says
// (a key the game warns about, such as turbo's missing cards:).
func Start(games Games, spec *referee.Spec, header []Header, readFile func(string) ([]byte, error)) (t *Table, notes, problems []referee.Line) {
	t = &Table{games: games, spec: spec, readFile: readFile}
	if problems = t.build(header, 0); problems != nil {
		return nil, nil, problems
	}
	return t, t.notes, nil
}

// Spec is the game played.
func (t *Table) Spec() *referee.Spec { return t.spec }

// Session is the game in progress: Legal, Board, Turn, Outcome.
func (t *Table) Session() *referee.Session { return t.session }

// Players are the players' names in seat order.
func (t *Table) Players() []string { return t.session.Players() }

// Moves counts the legal moves played.
func (t *Table) Moves() int { return t.moves.len() }

// Entry is the i-th legal move played, from 0.
func (t *Table) Entry(i int) Entry { return t.moves.entry(i) }

// Entries are the legal moves played, oldest first: one string each, for a
// short game (a long one is written out by WriteTranscript).
func (t *Table) Entries() []Entry {
	out := make([]Entry, t.moves.len())
	for i := range out {
		out[i] = t.moves.entry(i)
	}
	return out
}

// LinesFrom is the transcript lines of the moves from the n-th (from 0)
// on, each ending in a newline: what a file holding the first n has yet
// to be given.
func (t *Table) LinesFrom(n int) ([]byte, error) { return t.moves.from(n) }

// Lost is why the moves of a long game, kept in the table's own file,
// could not be read back (MovesLost); nil while they can.
func (t *Table) Lost() error { return t.moves.lost }

// Header is the header as typed.
func (t *Table) Header() []Header { return t.header }

// Over reports whether the game is over.
func (t *Table) Over() bool { return t.session.Over() }

// Transcript is the game as a transcript `referee check` reads: the header,
// then one line a move. It replays to the same position.
func (t *Table) Transcript() string {
	var b strings.Builder
	_ = t.WriteTranscript(&b) // a Builder takes every write
	return b.String()
}

// WriteTranscript writes Transcript to w, the moves as they are kept, with
// no copy of a long game made on the way.
func (t *Table) WriteTranscript(w io.Writer) error {
	_, err := io.Copy(w, t.transcriptReader())
	return err
}

// transcriptReader reads the transcript.
func (t *Table) transcriptReader() io.Reader {
	key, name := t.gameKey, t.gameName
	if key == "" || name == "" {
		key, name = notation.GameKeys[0], t.spec.ID
	}
	var b strings.Builder
	b.WriteString(key + ": " + name + "\n")
	for _, h := range t.header {
		b.WriteString(h.Key + ": " + h.Value + "\n")
	}
	if t.moves.len() > 0 {
		b.WriteByte('\n')
	}
	return io.MultiReader(strings.NewReader(b.String()), t.moves.reader(0))
}

func headerText(id string, header []Header) string {
	var b strings.Builder
	b.WriteString("game: " + id + "\n")
	for _, h := range header {
		b.WriteString(h.Key + ": " + h.Value + "\n")
	}
	return b.String()
}

// Report is the referee's verdict on the whole game, as `check` gives it of
// the saved transcript: the outcome, and the claimed result checked against
// it. It replays the game once, read as `check` reads a file: a chunk of
// moves at a time.
func (t *Table) Report() *referee.Report {
	g := notation.NewReader("", t.transcriptReader(), t.games.Dialect).Next()
	return referee.ReplayGame("", g, t.games, referee.Options{ReadFile: t.readFile})
}

// frameHeader frames a transcript of this game through the Reader `check`
// reads with; it always holds the game, since the text starts with its
// game: line.
func (t *Table) frameHeader(text string) *notation.Game {
	return notation.ReadAll("", []byte(text), t.games.Dialect).Games[0]
}

// begin starts a session from a header: the header is framed and read once,
// as a file's is.
func (t *Table) begin(header []Header) (*referee.Session, *notation.Game, []referee.Line) {
	g := t.frameHeader(headerText(t.spec.ID, header))
	r := referee.ReplayGame("", g, t.games, referee.Options{Tell: true, ReadFile: t.readFile})
	var problems, notes []referee.Line
	for _, l := range r.Lines {
		switch {
		case l.Claim:
			// A claim is judged when the winners are decided, not before.
		case l.Kind == referee.KindError || l.Kind == referee.KindViolation:
			problems = append(problems, l)
		case l.Kind == referee.KindNote:
			notes = append(notes, l)
		}
	}
	if r.Session == nil && problems == nil {
		problems = []referee.Line{{Kind: referee.KindError, Message: CannotStart}}
	}
	if problems != nil {
		return nil, g, problems
	}
	t.notes = notes
	return r.Session, g, nil
}

// build starts the game with a header and plays the first n moves kept on
// it, each framed once with the new header's dialect and players; it makes
// the game the table's, with those n moves, when every one still stands,
// else it returns the problems and the table stays as it was.
func (t *Table) build(header []Header, n int) []referee.Line {
	notes := t.notes
	s, _, problems := t.begin(header)
	if problems != nil {
		t.notes = notes
		return problems
	}
	s.SetTell(false) // the kept moves were told when typed
	defer s.SetTell(true)
	var refused []referee.Line
	t.moves.lost = nil // a read that failed before is tried again
	t.moves.each(n, func(i int, line string) bool {
		moves, _ := s.Frame(line, i+1)
		for _, m := range moves {
			if p := s.Play(m); !p.Legal() {
				refused = p.Lines()
				return false
			}
		}
		return true
	})
	end, err := t.moves.start(n)
	if t.moves.lost != nil || err != nil {
		refused = []referee.Line{{Kind: referee.KindError, Message: MovesLost}}
	}
	if refused != nil {
		t.notes = notes
		return refused
	}
	s.SayOnce(t.said) // said already, in this game
	t.header, t.session = header, s
	t.moves.truncate(n, end)
	t.revision++
	return nil
}

// Undo takes back the last thing entered: a header line typed after the
// last move (the colours at the end of a race), else the last move; the
// entry taken back (a header line's Line is the line as typed), false when
// there is none.
func (t *Table) Undo() (Entry, bool) {
	t.dropStaleHeaderSets()
	if k := len(t.headerSets); k > 0 && t.headerSets[k-1].moves == t.moves.len() {
		h := t.headerSets[k-1]
		t.wait = nil
		if t.build(h.before, t.moves.len()) != nil {
			return Entry{}, false // the header before stood with these moves: never so
		}
		t.headerSets = t.headerSets[:k-1]
		return Entry{Line: h.line}, true
	}
	first, n := t.UndoMoves(1)
	return first, n == 1
}

// dropStaleHeaderSets forgets the header lines typed after moves that
// were taken back since: the header they set stays, as the line typed
// is no longer the last thing entered.
func (t *Table) dropStaleHeaderSets() {
	for k := len(t.headerSets); k > 0 && t.headerSets[k-1].moves > t.moves.len(); k-- {
		t.headerSets = t.headerSets[:k-1]
	}
}

// UndoMoves takes back the last n moves (all of them when there are fewer),
// replaying the game once without them. It returns the first of the moves
// taken back (the oldest), whose position the game is in now, and how many
// were taken back: none when there is no move.
func (t *Table) UndoMoves(n int) (Entry, int) {
	t.wait = nil // the moves that waited on a question go with the line
	n = min(n, t.moves.len())
	if n <= 0 {
		return Entry{}, 0
	}
	keep := t.moves.len() - n
	first := t.moves.entry(keep)
	if t.build(t.header, keep) != nil {
		return Entry{}, 0 // moves that stood stand again: never so
	}
	return first, n
}

// hear keeps what a move said that the game says once: its notes, one of
// each code.
func (t *Table) hear(notes []referee.Message) {
	for _, n := range notes {
		if !slices.ContainsFunc(t.said, func(m referee.Message) bool { return m.Code() == n.Code() }) {
			t.said = append(t.said, n)
		}
	}
}

// Keys lists the header keys a player may type: the shared ones and the
// game's, every spelling.
func (t *Table) Keys() []string { return Keys(t.spec) }

// Keys lists the header keys of a game a player may type, with the shared
// ones (players:, result:, turn:), every spelling.
func Keys(spec *referee.Spec) []string {
	out := slices.Concat(notation.PlayersKeys, notation.ResultKeys, notation.TurnKeys)
	for _, set := range spec.Keys {
		out = append(out, set...)
	}
	return out
}

// Opening is the position the header sets, before any move: the words of
// the game (its colours, its cards) are all in its legal moves there. Nil
// when it cannot be had.
func (t *Table) Opening() *referee.Session {
	g := t.frameHeader(headerText(t.spec.ID, t.header))
	return referee.ReplayGame("", g, t.games, referee.Options{ReadFile: t.readFile}).Session
}
