package notation

import (
	"bytes"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// frameLine frames one line of a game, classified once with the game's
// dialect: in the header, a header entry (a key of the game's, or free
// metadata), or the first move; after it, moves, a trailer, or an error in
// the place of what could not be read.
func (g *Game) frameLine(raw string, pos Pos) {
	if g.full || g.Dialect == nil {
		return
	}
	line := stripComment(spaces(raw))
	pos.Column += leadingSpace(line)
	line = trimSpace(line)
	if line == "" {
		return
	}
	if key, value, valueCol, ok := splitEntry(line); ok && !startsWithNumber(line) {
		vpos := pos
		vpos.Column += valueCol
		meaning := g.key(key)
		if g.entryLine(line, pos, Entry{Pos: pos, Key: key, Value: value, ValuePos: vpos, Meaning: meaning}) {
			return
		}
		g.lastKey = lastKey{word: key, meaning: meaning, ok: true} // the move's name, looked up once
	}
	g.notLast(true) // a move after a trailer: it was not among the last lines
	g.moveLine(line, pos)
	g.lastKey = lastKey{} // a line's name is looked up with its line only
}

// lastKey is the header key the line being framed names before its colon,
// when the line has one: its move's name is the same word.
type lastKey struct {
	word    string
	meaning int
	ok      bool
}

// key is Dialect.Key of a name before a colon: a player's name, the common
// case, is found in the cast without folding it again.
func (g *Game) key(word string) int {
	if g.Cast != nil && g.Cast.dialect == g.Dialect {
		return g.Cast.Key(word)
	}
	return g.Dialect.Key(word)
}

// entryLine takes a `key: value` line that is not a move: a header entry,
// free metadata, a trailer, or a header key among the moves. It reports
// false for a line of moves (`Нина: синяя +2`, turbo's `task:` after the
// moves), which the caller frames as moves.
func (g *Game) entryLine(line string, pos Pos, entry Entry) bool {
	d := g.Dialect
	if g.body && entry.Meaning < 0 {
		return false // a move by a name: the common line, nothing kept
	}
	e := g.newEntry(entry) // only now: the parameter itself stays on the stack
	if !g.body {
		switch {
		case e.Meaning >= 0:
			g.addHeader(e)
		case g.names(e.Key):
			return false // the first move, by a player or a piece
		case g.Cast == nil && g.readsAsMoves(line, pos):
			// Moves before any players: line: the moves begin, and the
			// header reading says the players are missing.
			return false
		case g.readsAsMoves(line, pos) || g.readsAsMoves(e.Value, e.ValuePos) || !IsMetadataKey(e.Key) && g.beginsAsMove(e.Value):
			// `Вика: красная +1` by someone the header does not name: a
			// player forgotten, never metadata (NOTATION.md §1: "never
			// metadata"), under a key people write notes under too
			// (`comment: red +1`), whose message says where such a note
			// goes: after a #.
			err := g.unknownPlayer(pos, e.Key)
			if m, ok := err.Message.(UnknownPlayer); ok && IsMetadataKey(e.Key) {
				m.Note = true
				err.Message = m
			}
			g.Errors = append(g.Errors, err)
		default:
			g.addHeader(e)
			if s, meant := KeyMeant(e.Key, d.Spellings()); meant && !IsMetadataKey(e.Key) {
				g.Errors = append(g.Errors, NoteAt(pos, UnknownKeySuggest{Key: e.Key, Suggestion: s}))
			}
		}
		return true
	}
	switch {
	case e.Meaning >= 0 && d.Keys[e.Meaning].Trailer:
		// `colors:` or `result:` after the moves, as in PGN: the game's last
		// lines, read as header lines.
		g.addTrailer(e)
		return true
	case e.Meaning >= 0 && d.Event(e.Meaning):
		return false // turbo's `task:` after the moves: an event
	case e.Meaning >= 0:
		// A header key among the moves: an error in a file; the table takes
		// it as a change of the header (Move.Entry).
		g.notLast(true)
		m := g.newMove()
		m.Pos, m.Entry = pos, e
		m.Err = ErrorAt(pos, HeaderAfterMoves{Key: e.Key})
		g.Moves = append(g.Moves, m)
		return true
	}
	return false
}

// addHeader keeps a header entry; players: makes the game's cast.
func (g *Game) addHeader(e *Entry) {
	if len(g.Header) >= ChunkLines {
		g.headerFull(e.Pos)
		return
	}
	g.listHeader(e)
	if e.Meaning == KeyPlayers {
		names, cast, err := playersLine(g.Dialect, e.Value, e.ValuePos)
		if err != nil {
			g.Errors = append(g.Errors, err)
		}
		g.Players, g.Cast = names, cast
	}
}

// playerNames are the players' names as players: wrote them.
func (g *Game) playerNames() []string {
	out := make([]string, len(g.Players))
	for i, p := range g.Players {
		out[i] = p.Text
	}
	return out
}

// names reports whether a name before a colon is a player's, or a piece's
// or an event's the game claims.
func (g *Game) names(name string) bool {
	return g.Cast != nil && g.Cast.Who(Unquoted(name)).Whom != Nobody // a key keeps its quotes; a name is read without them
}

// readsAsMoves reports whether a line reads as moves of the game, each of
// its entries (joined by `;`) by the game's grammar, whoever is named.
func (g *Game) readsAsMoves(line string, pos Pos) bool {
	if g.Dialect.Reads == nil {
		return false
	}
	moves, err := SplitMoves(line, pos)
	if err != nil || len(moves) == 0 {
		return false
	}
	for _, m := range moves {
		if m.Text == "" || !g.Dialect.Reads(m.Text) {
			return false
		}
	}
	return true
}

// beginsAsMove reports whether a value begins like a move of the game
// though it does not read as moves (NOTATION.md §1: a move by a name nobody
// has is never metadata): the first of its words, or several of them,
// read as a move, and hold more than letters — `Vera: c1-e5 c3`, `Vera:
// red +1 blue`. A note in words stays a note (`Bob: of course`, though
// big-races reads `of` as a path).
func (g *Game) beginsAsMove(value string) bool {
	if g.Dialect.Reads == nil {
		return false
	}
	first, _, _ := strings.Cut(value, ";")
	words := strings.FieldsFunc(first, isSpace)
	for n := 1; n <= len(words) && n <= maxMoveWords; n++ {
		run := strings.Join(words[:n], " ")
		if strings.ContainsFunc(run, func(r rune) bool { return !unicode.IsLetter(r) }) && g.Dialect.Reads(run) {
			return true
		}
	}
	return false
}

// maxMoveWords bounds the words of a move, well past the longest any game
// writes (a super-race turn: five faces, a slash, a colour, a route).
const maxMoveWords = 24

// unknownPlayer is the error of a move by a name nobody has, naming the
// players, with the nearest name when one is close.
func (g *Game) unknownPlayer(pos Pos, name string) *Error {
	return UnknownPlayerAt(pos, name, g.playerNames())
}

// UnknownPlayerAt is the error of a name nobody has where a player is meant.
func UnknownPlayerAt(pos Pos, name string, players []string) *Error {
	if s, near := Nearest(name, players); near {
		return ErrorAt(pos, UnknownPlayerSuggest{Name: name, Suggestion: s})
	}
	return ErrorAt(pos, UnknownPlayer{Name: name, Players: players})
}

// addTrailer keeps an entry after the moves that may close the game.
func (g *Game) addTrailer(e *Entry) {
	if len(g.Header) >= ChunkLines {
		g.headerFull(e.Pos)
		return
	}
	e.Trailer = true
	g.listHeader(e)
	g.late = append(g.late, e)
}

// notLast drops the trailers read so far: a line after them shows they
// were not among the game's last lines. A game framed says so (tell), in
// the place of the first of them.
func (g *Game) notLast(tell bool) {
	for _, e := range g.late {
		if tell {
			g.addError(ErrorAt(e.Pos, TrailerNotLast{Key: e.Key}))
		}
		g.Header = slices.DeleteFunc(g.Header, func(x *Entry) bool { return x == e })
	}
	g.late = nil
}

// headerFull ends a header as long as a chunk: it is no header, and since
// the game is held whole until its first move, the game stops here.
func (g *Game) headerFull(pos Pos) {
	g.Errors = append(g.Errors, ErrorAt(pos, HeaderTooLong{Lines: ChunkLines}))
	g.full = true
}

// unreadLine records a line that could not be read, in its place: err
// says why, nil a line too long.
func (g *Game) unreadLine(err *Error, pos Pos) {
	if g.full || g.Dialect == nil {
		return
	}
	if err == nil {
		err = ErrorAt(pos, LineTooLong{Limit: MaxLine})
	}
	if !g.body {
		g.Errors = append(g.Errors, err)
		return
	}
	g.addError(err)
}

// addError puts an error (or a note) about a line in its place among the
// entries.
func (g *Game) addError(err *Error) {
	m := g.newMove()
	m.Pos, m.Err, m.NoEntry = err.Pos, err, true
	g.Moves = append(g.Moves, m)
}

// skim reads a line of a game read on without framing its moves (see
// SkipMoves): only an entry that may close the game is kept, and any other
// line that is not blank drops those before it, as framing would. Most
// lines are moves, looked at without a copy.
func (g *Game) skim(raw []byte, pos Pos) {
	if g.full || !g.body || g.Dialect == nil {
		return
	}
	if !g.mayClose(raw) {
		if t := bytes.TrimLeftFunc(raw, unicode.IsSpace); len(t) > 0 && t[0] != '#' {
			g.notLast(false)
		}
		return
	}
	line := stripComment(spaces(string(raw)))
	pos.Column += leadingSpace(line)
	line = strings.TrimSpace(line)
	key, value, valueCol, isEntry := splitEntry(line)
	if k := g.Dialect.Key(key); isEntry && !startsWithNumber(line) && k >= 0 && g.Dialect.Keys[k].Trailer {
		vpos := pos
		vpos.Column += valueCol
		g.addTrailer(&Entry{Pos: pos, Key: key, Value: value, ValuePos: vpos, Meaning: k})
		return
	}
	if line != "" {
		g.notLast(false)
	}
}

// mayClose reports whether a line's text before its first colon is, folded,
// a key that may close the game: what every entry after the moves has.
func (g *Game) mayClose(raw []byte) bool {
	i := bytes.IndexByte(raw, ':')
	if i < 0 {
		return false
	}
	key := bytes.TrimSpace(raw[:i])
	for _, k := range g.Dialect.Keys {
		if !k.Trailer {
			continue
		}
		for _, s := range k.Spellings {
			if foldedIs(key, s) {
				return true
			}
		}
	}
	return false
}

// moveLine frames a line of moves: one or more entries joined by `;`, each
// with whom it names classified; an entry that names nobody, or a header
// key, is an error in its place.
func (g *Game) moveLine(line string, pos Pos) {
	g.body = true
	moves, err := g.splitMoves(line, pos)
	if err != nil {
		g.addError(err)
		return
	}
	for _, m := range moves {
		g.classify(m)
		g.addMove(m)
	}
}

// classify says whom an entry's name before the colon names.
func (g *Game) classify(m *Move) {
	m.Who = Who{Whom: Nobody, Index: -1}
	if m.Actor == "" {
		g.dashActor(m)
		if m.Actor == "" {
			return
		}
	}
	k := g.lastKey.meaning
	if !g.lastKey.ok || g.lastKey.word != m.Actor {
		k = g.key(m.Actor)
	}
	if k >= 0 {
		if g.Dialect.Event(k) {
			m.Who = Who{Whom: Event, Index: -1}
			return
		}
		m.Err = ErrorAt(m.ActorPos, HeaderAfterMoves{Key: m.Actor})
		return
	}
	if g.Cast != nil {
		m.Who = g.Cast.Who(m.Actor)
	}
	if m.Who.Whom == Player && g.Cast.Alike(m.Actor) {
		g.sayAlike(m)
	}
	if m.Who.Whom == Nobody {
		m.Err = g.unknownPlayer(m.ActorPos, m.Actor)
	}
}

// newMove is a fresh move of this chunk.
func (g *Game) newMove() *Move {
	if len(g.slab) == cap(g.slab) {
		g.slab = make([]Move, 0, max(16, 2*cap(g.slab)))
	}
	g.slab = g.slab[:len(g.slab)+1]
	m := &g.slab[len(g.slab)-1]
	*m = Move{}
	return m
}

// listHeader adds an entry to the header's list, the game's own array at
// first.
func (g *Game) listHeader(e *Entry) {
	if g.Header == nil {
		g.Header = g.ownHeader[:0]
	}
	g.Header = append(g.Header, e)
}

// newEntry keeps an entry of the game's where a few live in one array (a
// full array is left as it is, so the entries in it stay where they are),
// the game's own at first.
func (g *Game) newEntry(e Entry) *Entry {
	switch {
	case g.entries == nil:
		g.entries = g.ownEntries[:0]
	case len(g.entries) == cap(g.entries):
		g.entries = make([]Entry, 0, 2*cap(g.entries))
	}
	g.entries = append(g.entries, e)
	return &g.entries[len(g.entries)-1]
}

// addMove records a move framed, checking its written number.
func (g *Game) addMove(m *Move) {
	g.Moves = append(g.Moves, m)
	if m.Err == nil {
		g.numbers.check(g, m, g.count+len(g.Moves)-1)
	}
}

// check enforces that written numbers run on by one, counting moves or
// rounds. The number of the move before may be written again: the move
// tried again after a refused one, as rulebooks give alternatives (the
// replay refuses it after a move that stood). An unnumbered move after a
// numbered one is shown with the number it runs on to.
func (n *numbering) check(g *Game, m *Move, i int) {
	if n.broken {
		// Past a wrong number a numbered move is shown by its own number,
		// as the reader finds it in the file, never by a count that may
		// be the number another move was shown by (two moves
		// «Ход 3»).
		m.Shown = m.Number
		return
	}
	if m.Number == 0 {
		if n.lastIdx >= 0 && n.moves && !m.Round {
			m.Shown = n.last + (i - n.lastIdx)
		}
		return
	}
	m.Shown = m.Number
	if n.lastIdx < 0 {
		n.moves, n.rounds = true, true
	} else if m.Number == n.last {
		m.Retry, m.Round = true, !n.moves
		n.lastIdx = i
		return
	} else {
		byMove, byRound := n.last+(i-n.lastIdx), n.last+1
		moves, rounds := n.moves && m.Number == byMove, n.rounds && m.Number == byRound
		if !moves && !rounds {
			var wrong Message = MoveNumber{Number: m.Number, Want: byMove}
			if !n.moves {
				wrong = RoundNumber{Number: m.Number, Want: byRound}
			}
			g.addError(ErrorAt(m.Pos, wrong))
			n.broken = true
			return
		}
		n.moves, n.rounds = moves, rounds
	}
	m.Round = !n.moves
	if m.Round {
		m.Shown = 0
	}
	n.last, n.lastIdx = m.Number, i
}

// splitMoves splits a move line into its entries, reading a name before a
// colon that has spaces in it and no quotes (`бабушка Зина: c1-e6`) when it
// is one the game knows; a spaced name nobody has, before a move, is that
// error.
func (g *Game) splitMoves(line string, pos Pos) ([]*Move, *Error) {
	m := g.newMove()
	if simpleLine(line, pos, m) {
		if err := g.spacedName(m); err != nil {
			return nil, err
		}
		g.one[0] = m
		return g.one[:], nil // the commonest line: no slice made for it
	}
	g.slab = g.slab[:len(g.slab)-1] // not the simple shape: the grammar reads it
	moves, err := grammarLine(line, pos)
	if err != nil {
		return nil, err
	}
	for _, m := range moves {
		if err := g.spacedName(m); err != nil {
			return nil, err
		}
	}
	return moves, nil
}

// spacedName reads an entry with no name whose text starts `Имя Фамилия:`:
// the name is the player's (or piece's) it names. A name with a space that
// nobody has, before what reads as a move, is an unknown player.
func (g *Game) spacedName(m *Move) *Error {
	if m.Actor != "" || !strings.Contains(m.Text, ":") {
		return nil
	}
	name, rest, _ := strings.Cut(m.Text, ":")
	name = strings.TrimSpace(name)
	if name == "" || len(name) > maxName || !strings.ContainsFunc(name, unicode.IsSpace) {
		return nil
	}
	restPos := m.TextPos
	restPos.Column += utf8.RuneCountInString(m.Text[:len(m.Text)-len(rest)])
	restPos.Offset += len(m.Text) - len(rest)
	lead := len(rest) - len(strings.TrimLeft(rest, " \t"))
	restPos.Column += lead
	restPos.Offset += lead
	text := strings.TrimSpace(rest)
	if !g.names(name) {
		if text != "" && g.Dialect.Reads != nil && g.Dialect.Reads(text) {
			return g.unknownPlayer(m.TextPos, name)
		}
		return nil
	}
	m.Actor, m.ActorPos = name, m.TextPos
	m.Text, m.TextPos = text, restPos
	if m.Number == 0 {
		m.Pos = m.ActorPos
	}
	return nil
}

// dashActor reads `Аня - красная +1` or `Аня — красная +1`, in any entry
// of a line: a player's name, then a dash with a space on each side, then
// the move — as people write at the table. Only a name of players: counts,
// so `blue - 1` (a turtles card with a spaced sign) stays a move.
func (g *Game) dashActor(m *Move) {
	if m.Actor != "" || !strings.Contains(m.Text, " -") && !strings.ContainsAny(m.Text, "–—") {
		return
	}
	if g.Cast == nil {
		return
	}
	for _, p := range g.Cast.Players() {
		rest, ok := cutPrefixFold(m.Text, p)
		if !ok {
			continue
		}
		k := skipSpace(rest, 0)
		if k == 0 || k >= len(rest) {
			continue
		}
		dash, size := utf8.DecodeRuneInString(rest[k:])
		if dash != '-' && dash != '–' && dash != '—' || k+size >= len(rest) || rest[k+size] != ' ' && rest[k+size] != '\t' {
			continue
		}
		move := strings.TrimLeft(rest[k+size:], " \t")
		m.Actor, m.ActorPos = p, m.TextPos
		m.TextPos.Column += utf8.RuneCountInString(m.Text[:len(m.Text)-len(move)])
		m.TextPos.Offset += len(m.Text) - len(move)
		m.Text = move
		return
	}
}

// IsMetadataKey reports whether a key is one people write notes under (as
// PGN's tags): its value may happen to read as a move (`comment: blue +2`)
// and is still metadata.
func IsMetadataKey(key string) bool { return slices.Contains(metadataKeys, Fold(key)) }

var metadataKeys = []string{
	"source", "note", "notes", "comment", "comments", "annotation", "date", "event", "site", "round",
	"author", "annotator", "title", "description", "example",
	"источник", "примечание", "примечания", "комментарий", "пояснение", "дата", "событие", "место",
	"раунд", "тур", "автор", "название", "описание", "пример",
}

// FrameLine frames one line of a game whose header is read, as the game's
// own later lines are framed: the table frames what is typed with it. It
// returns the entries (an entry that could not be read carrying its Err, a
// header line among the moves its Entry) and the header lines: before the
// first move (started false) a line of any of the game's keys, after it
// the trailers, the lines that may close a game (`colors:`, `result:`).
func FrameLine(d *Dialect, cast *Cast, text string, pos Pos, started bool) (moves []*Move, header []*Entry) {
	text = NFC(text) // as a file's lines are read
	if !started {
		line := strings.TrimSpace(stripComment(spaces(text)))
		if key, value, col, ok := splitEntry(line); ok && !startsWithNumber(line) && d.Key(key) >= 0 {
			vpos := pos
			vpos.Column += col
			return nil, []*Entry{{Pos: pos, Key: key, Value: value, ValuePos: vpos, Meaning: d.Key(key)}}
		}
	}
	// A typed line is kept by the session it is played on: room for its
	// one move, not a chunk's slab.
	g := &Game{Dialect: d, Cast: cast, body: true, numbers: numbering{lastIdx: -1}, slab: make([]Move, 0, 1)}
	if cast != nil {
		for _, p := range cast.Players() {
			g.Players = append(g.Players, Word{Text: p})
		}
	}
	g.frameLine(text, pos)
	return g.Moves, g.Header
}

// sayAlike notes, before the move, that its name was read as the player's
// it looks like: once for each spelling, as a reading is said once a game
// (the cast is the game's, and at the table the session's).
func (g *Game) sayAlike(m *Move) {
	if !g.Cast.firstAlike(m.Actor) {
		return
	}
	name := g.Cast.players[m.Who.Index]
	letters, script := alikeLetters(m.Actor, name)
	g.addError(NoteAt(m.ActorPos, NameLooksAlike{Typed: m.Actor, Name: name, Letters: letters, Script: script}))
}
