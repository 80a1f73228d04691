// Package table is one game being played at the table, one typed line at a
// time: the header as typed, the moves accepted so far, and the session that
// judges them. It does no I/O and speaks no language: `referee play` reads
// the lines and prints what comes back, through the same catalog as `check`.
//
// The game is kept as a transcript (header lines, then one line a legal
// move), so what is typed is read by the very framing that reads files, a
// header typed late is taken by replaying the transcript with it, and saving
// is writing the transcript out.
package table

import (
	"slices"
	"strings"

	"referee/notation"
	"referee/referee"
)

// Games is the registry of games, and every header key any of them defines
// (the framing needs them to tell a header line from a move).
type Games interface {
	referee.Registry
	Keys() []string
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
}

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
func (t *Table) Over() bool { return t.session.Outcome().Over }

// Transcript is the game as a transcript `referee check` reads: the header,
// then one line a move. It replays to the same position.
func (t *Table) Transcript() string { return transcript(t.spec.ID, t.header, t.entries) }

func transcript(id string, header []Header, entries []Entry) string {
	var b strings.Builder
	b.WriteString("game: " + id + "\n")
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

// Report replays the transcript and returns the referee's verdict on the
// whole game, as `check` gives it: the outcome, and the claimed result
// checked against it.
func (t *Table) Report() *referee.Report {
	g := t.frame(t.Transcript())
	return referee.ReplayGame("", g, t.games, referee.Options{Keep: true, ReadFile: t.readFile})
}

// frame reads a transcript of this game; it always holds the game, since
// the transcript starts with its game: line.
func (t *Table) frame(text string) *notation.Game {
	return notation.FrameKnowing("", []byte(text), t.games.Keys()).Games[0]
}

// build replays the game with a header and moves, and makes it the table's
// when every move is still legal; otherwise it returns the problems and the
// table stays as it was.
func (t *Table) build(header []Header, entries []Entry) []referee.Line {
	g := t.frame(transcript(t.spec.ID, header, entries))
	r := referee.ReplayGame("", g, t.games, referee.Options{Keep: true, Tell: true, ReadFile: t.readFile})
	var problems, notes []referee.Line
	for _, l := range r.Lines {
		switch {
		case l.Claim:
			// A claim is judged when the game ends, not while it goes on.
		case l.Kind == referee.KindError || l.Kind == referee.KindViolation:
			problems = append(problems, l)
		case l.Kind == referee.KindNote && l.Move == 0:
			notes = append(notes, l)
		}
	}
	if r.Session == nil && problems == nil {
		problems = []referee.Line{{Kind: referee.KindError, Message: referee.Say("play.cannot-start", nil)}}
	}
	if problems != nil {
		return problems
	}
	t.header, t.entries, t.session, t.notes = header, entries, r.Session, notes
	return nil
}

// Undo takes back the last move; the entry taken back, false when there is
// none.
func (t *Table) Undo() (Entry, bool) {
	if len(t.entries) == 0 || !t.session.Undo() {
		return Entry{}, false
	}
	last := t.entries[len(t.entries)-1]
	t.entries = t.entries[:len(t.entries)-1]
	return last, true
}

// UndoMoves takes back the last n moves (all of them when there are fewer),
// replaying the game once without them: taking them back one by one would
// replay it n times. It returns the entries taken back, oldest first; none
// when there is no move.
func (t *Table) UndoMoves(n int) []Entry {
	n = min(n, len(t.entries))
	switch {
	case n <= 0:
		return nil
	case n == 1:
		e, ok := t.Undo()
		if !ok {
			return nil
		}
		return []Entry{e}
	}
	keep := len(t.entries) - n
	taken := slices.Clone(t.entries[keep:])
	if problems := t.build(t.header, slices.Clip(t.entries[:keep])); problems != nil {
		// The moves before a legal one stand whatever follows them, so
		// this cannot be; the table is as it was.
		return nil
	}
	return taken
}

// isKey reports whether a word is a header key of the game or one every
// game shares, in any spelling.
func (t *Table) isKey(word string) bool {
	for _, set := range [][]string{notation.GameKeys, notation.PlayersKeys, notation.ResultKeys, notation.TurnKeys} {
		if slices.ContainsFunc(set, notation.Is(word)) {
			return true
		}
	}
	for _, set := range t.spec.Keys {
		if slices.ContainsFunc(set, notation.Is(word)) {
			return true
		}
	}
	return false
}

// sameKey reports whether two words are spellings of one header key
// (`colors` and `цвета`).
func (t *Table) sameKey(a, b string) bool {
	groups := [][]string{notation.GameKeys, notation.PlayersKeys, notation.ResultKeys, notation.TurnKeys}
	for _, set := range append(groups, t.spec.Keys...) {
		if slices.ContainsFunc(set, notation.Is(a)) {
			return slices.ContainsFunc(set, notation.Is(b))
		}
	}
	return notation.Fold(a) == notation.Fold(b)
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
	g := t.frame(transcript(t.spec.ID, t.header, nil))
	return referee.ReplayGame("", g, t.games, referee.Options{ReadFile: t.readFile}).Session
}
