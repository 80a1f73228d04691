package table

import (
	"slices"
	"strings"
	"unicode"

	"referee/notation"
	"referee/referee"
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
	// Notes are what the header reading says after a header line, when it
	// says something new.
	Notes []referee.Line
	// NewGame is the game a `game:` line asks for; nothing else is done.
	NewGame string
}

// Enter reads one typed line as the next line of the transcript: moves (one
// or several separated by `;`, `Name:` first or not), or a header line, which
// is taken by replaying the game with it. An illegal move changes nothing;
// the moves before it on the same line stay played, as in a file.
func (t *Table) Enter(line string) Reply {
	line, _, _ = strings.Cut(line, "\n") // one line: the caller splits input
	if len(line) > notation.MaxLine {
		// Said before the bytes are looked at: the reader may have cut the
		// line in the middle of a letter.
		return refused([]referee.Line{{Kind: referee.KindError, Message: referee.Say("notation.line-too-long", referee.Facts{"limit": notation.MaxLine})}})
	}
	base := t.Transcript()
	at := strings.Count(base, "\n") + 1 // the typed line's number in the transcript
	f := notation.FrameKnowing("", []byte(base+line+"\n"), t.games.Keys())
	if len(f.Errors) > 0 {
		return refused(fileErrors(f.Errors))
	}
	if len(f.Games) > 1 {
		return Reply{NewGame: f.Games[1].ID.Text}
	}
	g := f.Games[0]
	var errs []*notation.Error
	for _, e := range g.Errors {
		if e.Pos.Line == at {
			errs = append(errs, e)
		}
	}
	if errs != nil {
		return refused(fileErrors(errs))
	}
	var moves []*notation.Move
	for _, h := range g.Header {
		if h.Pos.Line != at {
			continue
		}
		if t.isKey(h.Key) {
			return t.setHeader(h.Key, h.Value)
		}
		// Before the first move a file keeps `Name: …` by nobody it knows as
		// metadata; typed at the table it is a move, and an unknown player
		// is said so.
		moves = append(moves, &notation.Move{Pos: h.Pos, Actor: h.Key, ActorPos: h.Pos, Text: h.Value, TextPos: h.ValuePos})
	}
	for _, m := range g.Moves {
		if m.Pos.Line == at {
			moves = append(moves, m)
		}
	}
	return t.play(moves)
}

// play plays the moves of one line in turn, up to the first that is not
// taken.
func (t *Table) play(moves []*notation.Move) Reply {
	var r Reply
	for _, m := range moves {
		if t.headerEntry(m) {
			h := t.setHeader(m.Actor, m.Text)
			h.Lines = append(r.Lines, h.Lines...)
			h.Played = r.Played
			if h.Refused {
				return h
			}
			r = h
			continue
		}
		p := t.session.Play(m)
		if p.Line.Move != 0 {
			// The session counts every entry, as a file does; at the table
			// a refused move is not part of the game, so the count is the
			// moves played, the number `check` gives the saved game. A
			// number typed before the move (`7.`) is not the table's: the
			// prompt's count is the one shown, and the one saved.
			p.Line.Move, p.Line.Number = len(t.entries)+1, 0
		}
		r.Lines = append(r.Lines, p.Lines()...)
		if !p.Legal() {
			r.Refused = true
			return r
		}
		t.entries = append(t.entries, t.entryOf(m, p))
		r.Played++
	}
	return r
}

// headerEntry reports whether a move is a header line typed after the
// moves began (`colors: …` at the end of a race): a header key, not a
// player's name, nor an event word or piece the game claims.
func (t *Table) headerEntry(m *notation.Move) bool {
	if m.Actor == "" || !t.isKey(m.Actor) || referee.PlayerIndex(t.Players(), m.Actor) >= 0 {
		return false
	}
	if slices.ContainsFunc(t.spec.EventWords, notation.Is(m.Actor)) {
		return false
	}
	_, claimed := t.session.Engine().Claim(m.Actor)
	return !claimed
}

// setHeader sets one header key (or clears it, with an empty value) and
// replays the game with the new header. When a move no longer stands the
// line is refused and nothing changes.
func (t *Table) setHeader(key, value string) Reply {
	var header []Header
	for _, h := range t.header {
		if !t.sameKey(h.Key, key) {
			header = append(header, h)
		}
	}
	if value != "" || slices.ContainsFunc(notation.PlayersKeys, notation.Is(key)) {
		// A key typed again replaces the old line, in the old line's place.
		i := slices.IndexFunc(t.header, func(h Header) bool { return t.sameKey(h.Key, key) })
		if i < 0 || i > len(header) {
			i = len(header)
		}
		header = slices.Insert(header, i, Header{Key: key, Value: value})
	}
	before := t.notes
	if problems := t.build(header, t.entries); problems != nil {
		return refused(problems)
	}
	r := Reply{Key: key}
	for _, n := range t.notes {
		if !slices.ContainsFunc(before, func(b referee.Line) bool { return b.Message.ID == n.Message.ID }) {
			r.Notes = append(r.Notes, n)
		}
	}
	return r
}

// entryOf makes the transcript line of a legal move: the player's name as
// the header spells it, then the move as typed.
func (t *Table) entryOf(m *notation.Move, p referee.Played) Entry {
	actor := p.Line.Actor
	switch {
	case m.Actor == "" && actor == "":
		return Entry{Text: m.Text, Line: m.Text}
	case m.Actor == "" || referee.PlayerIndex(t.Players(), m.Actor) >= 0:
		return Entry{Actor: actor, Text: m.Text, Line: QuoteName(actor) + ": " + m.Text}
	default:
		// An event word or a piece's name (turbo's `task:`): the whole
		// entry is the move, and is kept as typed.
		whole := m.Actor + ": " + m.Text
		return Entry{Actor: actor, Text: whole, Line: whole}
	}
}

// QuoteName writes a name so the transcript reads it back as one name: bare
// when it is one word, else in quotes.
func QuoteName(name string) string {
	plain := name != ""
	for _, r := range name {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-') {
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

func fileErrors(errs []*notation.Error) []referee.Line {
	out := make([]referee.Line, len(errs))
	for i, e := range errs {
		out[i] = referee.Line{Kind: referee.KindError, Pos: e.Pos, Message: referee.Message{ID: e.Code, Facts: e.Facts}}
	}
	return out
}
