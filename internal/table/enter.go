package table

import (
	"slices"
	"strings"
	"unicode"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Reply is what one typed line did.
type Reply struct {
	// Lines are what to show, in order: notes, then each move's narration,
	// or the problem that stopped the line. They are the lines `check`
	// makes for the same moves.
	Lines   []referee.Line
	Played  int    // legal moves played
	Refused bool   // a move or a header line was not taken
	Key     string // the header key set or cleared, as typed; "" when none
	// Unset is the header key of a header line refused, as typed: the
	// game stays as it was without it.
	Unset string
	// Notes are what the header reading says after a header line, when it
	// says something new.
	Notes []referee.Line
	// NewGame is the game a `game:` line asks for; nothing else is done.
	NewGame string
	// Ask is what the game must know before it can judge the next move of
	// the line (Asker): the line waits, and Answer plays the rest of it.
	Ask Question
}

// Enter reads one typed line as the next line of the game, framed alone
// with the game's dialect: moves (one or several separated by `;`, `Name:`
// first or not), or a header line, which rebuilds the game with it. An
// illegal move changes nothing; the moves before it on the same line stay
// played, as in a file.
func (t *Table) Enter(line string) Reply {
	line, _, _ = strings.Cut(line, "\n") // one line: the caller splits input
	t.wait = nil                         // a line typed instead of an answer drops the moves that waited
	if len(line) > notation.MaxLine {
		// Said before the bytes are looked at: the reader may have cut the
		// line in the middle of a letter.
		return refused([]referee.Line{{Kind: referee.KindError, Message: notation.LineTooLong{Limit: notation.MaxLine}}})
	}
	t.typed++
	pos := notation.Pos{Line: t.typed, Column: 1}
	if at, bad := notation.FirstBadByte([]byte(line)); bad {
		p := pos
		p.Column += len([]rune(line[:at]))
		return refused([]referee.Line{{Kind: referee.KindError, Pos: p, Message: notation.NotTextAt([]byte(line), at)}})
	}
	if id, ok := gameLine(line); ok {
		return Reply{NewGame: id}
	}
	moves, trailers := t.session.FrameTyped(line, t.typed)
	if len(trailers) > 0 {
		return t.setHeader(trailers[0].Key, trailers[0].Value)
	}
	return t.play(moves, true)
}

// gameLine reads `game: …` typed at the table: a new game.
func gameLine(line string) (string, bool) {
	key, value, ok := strings.Cut(line, ":")
	if !ok || !slices.ContainsFunc(notation.GameKeys, notation.Is(strings.TrimSpace(key))) {
		return "", false
	}
	return strings.TrimSpace(value), true
}

// play plays the entries of one line in turn, up to the first that is not
// taken, or, when ask is set, the first the game must know more to judge:
// that one and the rest wait on its question (Answer).
func (t *Table) play(moves []*notation.Move, ask bool) Reply {
	var r Reply
	for i, m := range moves {
		if m.Entry != nil {
			// A header line typed after the moves began (`colors: …` at
			// the end of a race): the game is rebuilt with it.
			h := t.setHeader(m.Entry.Key, m.Entry.Value)
			h.Lines = append(r.Lines, h.Lines...)
			h.Played = r.Played
			if h.Refused {
				return h
			}
			r = h
			continue
		}
		if m.NoEntry && m.Err.Note {
			// Said of the line, which plays on (a name read as the
			// player's it looks like).
			r.Lines = append(r.Lines, referee.Line{Kind: referee.KindNote, Pos: m.Err.Pos, Message: m.Err.Message})
			continue
		}
		if m.NoEntry {
			r.Lines = append(r.Lines, referee.Line{Kind: referee.KindError, Pos: m.Err.Pos, Message: m.Err.Message})
			r.Refused = true
			return r
		}
		if q := t.askFirst(ask, m); q != nil {
			t.wait = &waiting{question: q, moves: moves[i:]}
			r.Ask = q
			return r
		}
		turn := t.session.Turns() + 1 // the turn this line is, if it is one
		mover := ""
		if w, ok := t.session.Engine().(referee.Mover); ok {
			mover = w.Mover() // before the move: the one due now
		}
		p := t.session.Play(m)
		due := p.Line.ActorInferred
		// The record keeps the mover's name (keepMove): the line quotes
		// the move as the record will have it, not as typed.
		p.Line.ActorInferred = false
		if p.Line.Turn != 0 {
			p.Line.Turn = turn // as the moves: a refused one is no turn of the game
		}
		if p.Line.Move != 0 {
			// The session counts every entry, as a file does; at the table
			// a refused move is not part of the game, so the count is the
			// moves played, the number `check` gives the saved game. A
			// number typed before the move (`7.`) is not the table's: the
			// prompt's count is the one shown, and the one saved.
			p.Line.Move, p.Line.Number = t.moves.len()+1, 0
		}
		t.hear(p.Notes)
		r.Lines = append(r.Lines, p.Lines()...)
		if !p.Legal() {
			t.session.LabelRefused(p.Line) // the picture of the refusal says what the verdict says
			r.Refused = true
			return r
		}
		if due && mover != "" && QuoteName(mover) == mover && !strings.ContainsRune(mover, ' ') && !p.Line.Named {
			// A move that named nobody, in a game whose canonical line
			// names the mover (a car): kept under that name.
			p.Line.Text, p.Line.Named = mover+": "+p.Line.Text, true
		}
		t.keepMove(p)
		r.Played++
	}
	return r
}

// setHeader sets one header key (or clears it, with an empty value) and
// rebuilds the game with the new header. When a move no longer stands the
// line is refused and nothing changes.
func (t *Table) setHeader(key, value string) Reply {
	d := t.session.Dialect()
	k := d.Key(key)
	same := func(h Header) bool { return d.Key(h.Key) == k }
	header := slices.DeleteFunc(slices.Clone(t.header), same)
	if value != "" || k == notation.KeyPlayers {
		// A key typed again replaces the old line, in the old line's place.
		i := slices.IndexFunc(t.header, same)
		if i < 0 || i > len(header) {
			i = len(header)
		}
		header = slices.Insert(header, i, Header{Key: key, Value: value})
	}
	before, old := t.notes, t.header
	if problems := t.build(header, t.moves.len()); problems != nil {
		r := refused(problems)
		r.Unset = key
		return r
	}
	if t.moves.len() > 0 {
		t.dropStaleHeaderSets()
		t.headerSets = append(t.headerSets, headerSet{before: old, moves: t.moves.len(), line: key + ": " + value})
	}
	r := Reply{Key: key}
	for _, n := range t.notes {
		if !slices.ContainsFunc(before, func(b referee.Line) bool { return b.Message.Code() == n.Message.Code() }) {
			r.Notes = append(r.Notes, n)
		}
	}
	return r
}

// keepMove keeps a legal move as its transcript line: the player's name as
// the header spells it, then the move as typed; a piece's or an event's
// entry (`белые1: ffi`, turbo's `task: …`) as written.
func (t *Table) keepMove(p referee.Played) {
	t.moves.add(p.Line.Actor, p.Line.Named, p.Line.Text)
	t.revision++
}

// QuoteName writes a name so the transcript reads it back as one name
// before a colon and in a header list: bare when it is words of letters,
// digits, `_` and `-` with one space between them (`бабушка Зина`, as
// NOTATION.md reads a name with spaces), else in quotes.
func QuoteName(name string) string {
	plain := name != "" && name == strings.Join(strings.Fields(name), " ")
	for _, r := range name {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-' || r == ' ') {
			plain = false
		}
	}
	switch {
	case plain:
		return name
	case !strings.ContainsRune(name, '"'):
		return `"` + name + `"`
	default:
		return "«" + name + "»"
	}
}

// QuoteNames writes a players: list.
func QuoteNames(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = QuoteName(n)
	}
	return strings.Join(out, ", ")
}

func refused(lines []referee.Line) Reply { return Reply{Lines: lines, Refused: true} }
