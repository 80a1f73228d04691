// Package table is one game being played at the table, one typed line at a
// time: the header as typed, the moves accepted so far, and the session that
// judges them. It does no I/O and speaks no language: `referee play` reads
// the lines and prints what comes back, through the same catalog as `check`.
//
// The game is kept as a session, not as text: a typed line is framed alone
// with the game's dialect and played on the session; a header line rebuilds
// the game once; undo is one replay of the kept moves from the start.
package table

import (
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
	games    Games
	spec     *referee.Spec
	header   []Header
	entries  []Entry
	session  *referee.Session
	notes    []referee.Line // what the header reading said at the last build
	readFile func(string) ([]byte, error)
	typed    int // lines typed: the place of each in the game, as a file's line
	// gameKey and gameName write the transcript's game: line, in the
	// language of the table (`игра: черепахи`); "" for `game: <id>`.
	gameKey, gameName string
	// wait is the rest of a typed line that waits on a question (Asker).
	wait *waiting
}

// NameGame sets how the transcript's first line names the game: its key
// and the game's id in the language spoken at the table (`игра`,
// `черепахи`), both of which the framing reads.
func (t *Table) NameGame(key, name string) { t.gameKey, t.gameName = key, name }

// Start begins a game from its header lines (players: among them). Problems
// are why the game cannot start; notes are what the header reading says
// (a key the game warns about, such as turbo's missing cards:).
func Start(games Games, spec *referee.Spec, header []Header, readFile func(string) ([]byte, error)) (t *Table, notes, problems []referee.Line) {
	t = &Table{games: games, spec: spec, readFile: readFile}
	if problems = t.build(header, nil); problems != nil {
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
func (t *Table) Moves() int { return len(t.entries) }

// Entries are the legal moves played, oldest first.
func (t *Table) Entries() []Entry { return t.entries }

// Header is the header as typed.
func (t *Table) Header() []Header { return t.header }

// Over reports whether the game is over.
func (t *Table) Over() bool { return t.session.Over() }

// Transcript is the game as a transcript `referee check` reads: the header,
// then one line a move. It replays to the same position.
func (t *Table) Transcript() string {
	key, name := t.gameKey, t.gameName
	if key == "" || name == "" {
		key, name = notation.GameKeys[0], t.spec.ID
	}
	return transcript(key+": "+name, t.header, t.entries)
}

func transcript(gameLine string, header []Header, entries []Entry) string {
	var b strings.Builder
	b.WriteString(gameLine + "\n")
	for _, h := range header {
		b.WriteString(h.Key + ": " + h.Value + "\n")
	}
	if len(entries) > 0 {
		b.WriteByte('\n')
	}
	for _, e := range entries {
		b.WriteString(e.Line + "\n")
	}
	return b.String()
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
// it. It replays the game once.
func (t *Table) Report() *referee.Report {
	g := t.frameHeader(t.Transcript())
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
	r := referee.ReplayGame("", g, t.games, referee.Options{Keep: true, Tell: true, ReadFile: t.readFile})
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

// build starts the game with a header and plays the entries kept on it,
// each framed once with the new header's dialect and players; it makes the
// game the table's when every move still stands, else it returns the
// problems and the table stays as it was.
func (t *Table) build(header []Header, entries []Entry) []referee.Line {
	notes := t.notes
	s, _, problems := t.begin(header)
	if problems != nil {
		t.notes = notes
		return problems
	}
	kept := make([]Entry, 0, len(entries))
	s.SetTell(false) // the kept moves were told when typed
	defer s.SetTell(true)
	for i, e := range entries {
		moves, _ := s.Frame(e.Line, i+1)
		for _, m := range moves {
			p := s.Play(m)
			if !p.Legal() {
				t.notes = notes
				return p.Lines()
			}
		}
		kept = append(kept, e)
	}
	t.header, t.entries, t.session = header, kept, s
	return nil
}

// Undo takes back the last move; the entry taken back, false when there is
// none.
func (t *Table) Undo() (Entry, bool) {
	t.wait = nil
	if len(t.entries) == 0 || !t.session.Undo() {
		return Entry{}, false
	}
	last := t.entries[len(t.entries)-1]
	t.entries = t.entries[:len(t.entries)-1]
	return last, true
}

// UndoMoves takes back the last n moves (all of them when there are fewer),
// replaying the game once without them. It returns the entries taken back,
// oldest first; none when there is no move.
func (t *Table) UndoMoves(n int) []Entry {
	t.wait = nil
	n = min(n, len(t.entries))
	if n <= 0 || !t.session.UndoMoves(n) {
		return nil
	}
	keep := len(t.entries) - n
	taken := slices.Clone(t.entries[keep:])
	t.entries = slices.Clip(t.entries[:keep])
	return taken
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
