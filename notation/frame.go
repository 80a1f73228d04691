package notation

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxName bounds the length of a player's name the framing looks for at the
// start of a move line, in bytes.
const maxName = 256

// MaxLine is the longest line the framing reads; a longer one is an error
// rather than a slow parse of a pasted blob.
const MaxLine = 64 << 10

// The keys every game shares, in English and Russian.
var (
	GameKeys    = []string{"game", "игра"}
	PlayersKeys = []string{"players", "игроки"}
	ResultKeys  = []string{"result", "итог"}
	TurnKeys    = []string{"turn", "ход"}
)

// File is a framed transcript file.
type File struct {
	Name   string
	Games  []*Game
	Errors []*Error // errors outside any game: not UTF-8, no game at all, text before the first game
}

// Game is one game of a file: its header and moves, framed but not yet
// understood. A long game is framed in chunks: Moves and Errors hold the
// current chunk, and More reads the next.
type Game struct {
	Pos     Pos // the game: line
	ID      Word
	Header  []*Entry
	Players []Word
	Moves   []*Move
	Errors  []*Error // framing errors inside this chunk, in file order
	known   map[string]bool
	folded  []string            // the players' names, folded
	spaced  map[string][]string // player names with a space, see splitMoves
	count   int                 // moves framed in the chunks before this one
	numbers numbering
	slab    []Move // where this chunk's moves live: one allocation, not one a move
	more    func() bool
	rest    func()
	cut     *Pos // where the input stopped being text inside the game
	// trailers are the keys that may close the game after its moves; late
	// holds those read so far, which a later move shows were not last.
	trailers []string
	late     []*Entry
	// full: the header reached ChunkLines entries and the game is read no
	// further (its lines are not framed).
	full bool
	// piecesOf names the pieces moves may be written under; pieces holds
	// them for the players of this game, folded.
	piecesOf  func(game string, players []string) []string
	pieces    []string
	piecesRaw []string // as the game names them, for the common exact match
}

// numbering follows the written numbers across chunks. A number may count
// moves (`1. Аня: …` `2. Боря: …`) or rounds (`1. Аня: …; Боря: …` then
// `2. …`); the file shows which, and only a number that fits neither is an
// error.
type numbering struct {
	last, lastIdx int  // the last written number and its move's index; lastIdx -1 before any
	moves, rounds bool // the readings still possible
	broken        bool
}

// Entry is one `key: value` header line.
type Entry struct {
	Pos      Pos
	Key      string // as written
	Value    string // trimmed
	ValuePos Pos
	Trailer  bool // after the moves, among the game's last lines
}

// Lookup returns the header entry under any of the given keys (written
// folded, as every game's keys are). An entry after the moves counts once
// the game is read whole: until then a move in a later chunk may yet show it
// was not among the last lines.
func (g *Game) Lookup(keys ...string) *Entry {
	for _, e := range g.Header {
		if e.Trailer && g.more != nil {
			continue
		}
		if slices.Contains(keys, Fold(e.Key)) {
			return e
		}
	}
	return nil
}

// More frames the next chunk of a long game's moves into Moves and Errors,
// in place of the chunk before; false when the game has no more.
func (g *Game) More() bool {
	if g.more == nil {
		return false
	}
	g.more()
	return true
}

// HasMore reports whether the game has chunks left to frame (see More).
func (g *Game) HasMore() bool { return g.more != nil }

// Cut reports whether the input stopped being text inside the game, after
// it was handed on, and where: the game's lines from there were never read.
// The Reader's Errors say why; a game whose header could not be read whole
// is never handed on.
func (g *Game) Cut() (Pos, bool) {
	if g.cut == nil {
		return Pos{}, false
	}
	return *g.cut, true
}

// Frame splits a file's bytes into games. It never fails as a whole: what
// cannot be read becomes a positioned error and the rest is framed.
func Frame(name string, data []byte) *File { return FrameKnowing(name, data, nil) }

// FrameKnowing is Frame told the header keys the games define, so that a
// header line is never mistaken for a move by a misspelt player. It frames
// every game whole; Reader streams.
func FrameKnowing(name string, data []byte, keys []string) *File {
	r := NewReader(name, bytes.NewReader(data), keys)
	r.chunk = 0
	f := &File{Name: name}
	for g := r.Next(); g != nil; g = r.Next() {
		f.Games = append(f.Games, g)
	}
	f.Errors = r.Errors()
	return f
}

// frameLine frames one line of a game: a header entry while no move has
// come, else one or more moves.
func (g *Game) frameLine(raw string, pos Pos) {
	if g.full {
		return
	}
	line := stripComment(spaces(raw))
	indent := leadingSpace(line)
	pos.Column += indent
	line = strings.TrimSpace(line)
	if line == "" {
		return
	}
	key, value, valueCol, isEntry := splitEntry(line)
	header := isEntry && !g.isPlayer(key) && !startsWithNumber(line)
	if header && g.count+len(g.Moves) > 0 && slices.Contains(g.trailers, Fold(key)) {
		// `colors:` or `result:` after the moves, as in PGN: the game's last
		// lines, read as header lines.
		g.addTrailer(key, value, pos, valueCol)
		return
	}
	g.notLast(true) // a move after a trailer: it was not among the last lines
	if header && g.count+len(g.Moves) == 0 && len(g.Header) >= ChunkLines {
		g.headerFull(pos)
		return
	}
	if header && g.count+len(g.Moves) == 0 {
		vpos := pos
		vpos.Column += valueCol
		g.Header = append(g.Header, &Entry{Pos: pos, Key: key, Value: value, ValuePos: vpos})
		if slices.ContainsFunc(PlayersKeys, Is(key)) {
			names, err := Names(value, vpos)
			if err != nil {
				g.Errors = append(g.Errors, err)
			}
			g.Players, g.folded, g.spaced = names, nil, nil
		}
		return
	}
	if err := g.splitMoves(line, pos); err != nil {
		g.Errors = append(g.Errors, err)
	}
}

// addTrailer keeps an entry after the moves that may close the game.
func (g *Game) addTrailer(key, value string, pos Pos, valueCol int) {
	if len(g.Header) >= ChunkLines {
		g.headerFull(pos)
		return
	}
	vpos := pos
	vpos.Column += valueCol
	e := &Entry{Pos: pos, Key: key, Value: value, ValuePos: vpos, Trailer: true}
	g.Header = append(g.Header, e)
	g.late = append(g.late, e)
}

// notLast drops the trailers read so far: a line after them shows they
// were not among the game's last lines. A game framed says so (tell).
func (g *Game) notLast(tell bool) {
	for _, e := range g.late {
		if tell {
			g.Errors = append(g.Errors, Errorf(e.Pos, "notation.trailer-not-last", Facts{"key": e.Key}))
		}
		g.Header = slices.DeleteFunc(g.Header, func(x *Entry) bool { return x == e })
	}
	g.late = nil
}

// headerFull ends a header as long as a chunk: it is no header, and since
// the game is held whole until its first move, the game stops here.
func (g *Game) headerFull(pos Pos) {
	g.Errors = append(g.Errors, Errorf(pos, "notation.header-too-long", Facts{"count": ChunkLines}))
	g.full = true
}

// skim reads a line of a game read on without framing its moves (see
// SkipMoves): only an entry that may close the game is kept, and any other
// line that is not blank drops those before it, as framing would. Most
// lines are moves, looked at without a copy.
func (g *Game) skim(raw []byte, pos Pos) {
	if g.full || g.count+len(g.Moves) == 0 {
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
	if isEntry && !g.isPlayer(key) && !startsWithNumber(line) && slices.Contains(g.trailers, Fold(key)) {
		g.addTrailer(key, value, pos, valueCol)
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
	for _, t := range g.trailers {
		if foldedIs(key, t) {
			return true
		}
	}
	return false
}

// foldedIs reports whether b folds to the folded word w, rune by rune.
func foldedIs(b []byte, w string) bool {
	for _, r := range w {
		c, size := utf8.DecodeRune(b)
		if size == 0 || c != r && foldRune(c) != r {
			return false
		}
		b = b[size:]
	}
	return len(b) == 0
}

// SkipMoves reads the rest of a game without framing its moves: only the
// entries that close it (Entry.Trailer) are read, into Header. A replay
// that stopped before the end still reads the game's claimed result so, as
// it would have in a game framed whole.
func (g *Game) SkipMoves() {
	if g.rest != nil {
		rest := g.rest
		g.more, g.rest = nil, nil
		rest()
	}
}

// tooLong records a line too long to read, among the game's lines.
func (g *Game) tooLong(pos Pos) {
	if !g.full {
		g.Errors = append(g.Errors, Errorf(pos, "notation.line-too-long", Facts{"limit": MaxLine}))
	}
}

// spaces reads a no-break or thin space copied from a web page as a space.
func spaces(line string) string {
	if !oddSpace(line) {
		return line
	}
	return strings.Map(func(r rune) rune {
		if r == '\u00a0' || r == '\u202f' || r == '\u2007' || r == '\u2009' {
			return ' '
		}
		return r
	}, line)
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

// addMove records a move framed, checking its written number.
func (g *Game) addMove(m *Move) {
	g.dashActor(m)
	g.Moves = append(g.Moves, m)
	g.numbers.check(g, m, g.count+len(g.Moves)-1)
}

// check enforces that written numbers run on by one, counting moves or
// rounds.
func (n *numbering) check(g *Game, m *Move, i int) {
	if m.Number == 0 || n.broken {
		return
	}
	if n.lastIdx < 0 {
		n.moves, n.rounds = true, true
	} else {
		byMove, byRound := n.last+(i-n.lastIdx), n.last+1
		moves, rounds := n.moves && m.Number == byMove, n.rounds && m.Number == byRound
		if !moves && !rounds {
			code, want := "notation.move-number", byMove
			if !n.moves {
				code, want = "notation.round-number", byRound
			}
			g.Errors = append(g.Errors, Errorf(m.Pos, code, Facts{"number": m.Number, "want": want}))
			n.broken = true
			return
		}
		n.moves, n.rounds = moves, rounds
	}
	m.Round = !n.moves
	n.last, n.lastIdx = m.Number, i
}

// splitMoves splits a move line, first reading a player's name that has a
// space in it and is written without quotes (`Анна Каренина: c1-e6`): the
// name is known from players:, so it is not ambiguous.
func (g *Game) splitMoves(line string, pos Pos) *Error {
	if g.spaced == nil {
		// Computed once a game: spaced names by their folded first word, so
		// each line looks only at the names it could start with.
		g.spaced = map[string][]string{}
		for _, p := range g.Players {
			if !strings.ContainsFunc(p.Text, unicode.IsSpace) {
				continue
			}
			if f := strings.Fields(p.Text); len(f) > 1 {
				g.spaced[Fold(f[0])] = append(g.spaced[Fold(f[0])], p.Text)
			}
		}
	}
	if len(g.spaced) > 0 && strings.Contains(line, ":") {
		if moves, ok := g.spacedName(line, pos); ok {
			for _, m := range moves {
				g.addMove(m)
			}
			return nil
		}
	}
	m := g.newMove()
	if simpleLine(line, pos, m) {
		g.addMove(m)
		return nil
	}
	g.slab = g.slab[:len(g.slab)-1] // not the simple shape: the grammar reads it
	moves, err := grammarLine(line, pos)
	if err != nil {
		return err
	}
	for _, m := range moves {
		g.addMove(m)
	}
	return nil
}

// spacedName reads `Анна Каренина: move; …`, a name with a space not quoted.
func (g *Game) spacedName(line string, pos Pos) ([]*Move, bool) {
	i := skipSpace(line, 0)
	n, end, numbered := number(line, i)
	if numbered && n <= 0 {
		return nil, false // no move number: the grammar's path reports it
	}
	j := i
	if numbered {
		j = skipSpace(line, end)
	}
	head := line[j:min(len(line), j+4*maxName)]
	first, _, _ := strings.Cut(strings.TrimLeft(head, " \t"), " ")
	for _, name := range g.spaced[Fold(first)] {
		rest, ok := cutPrefixFold(head, name)
		if !ok {
			continue
		}
		k := skipSpace(rest, 0)
		if k >= len(rest) || rest[k] != ':' {
			continue
		}
		after := j + len(head) - len(rest) + k + 1
		restPos := pos
		restPos.Column += utf8.RuneCountInString(line[:after])
		moves, err := SplitMoves(line[after:], restPos)
		if err != nil || len(moves) == 0 || moves[0].Actor != "" || moves[0].Number != 0 {
			return nil, false // not the simple shape: the grammar reads the line as written
		}
		start := pos
		start.Column += utf8.RuneCountInString(line[:i])
		moves[0].Pos, moves[0].Number, moves[0].Actor = start, n, name
		moves[0].ActorPos = pos
		moves[0].ActorPos.Column += utf8.RuneCountInString(line[:j])
		return moves, true
	}
	return nil, false
}

// dashActor reads `Аня - красная +1` or `Аня — красная +1`, in any entry
// of a line: a player's name, then a dash with a space on each side, then
// the move — as people write at the table. Only a name of players: counts,
// so `blue - 1` (a turtles card with a spaced sign) stays a move.
func (g *Game) dashActor(m *Move) {
	if m.Actor != "" || !strings.Contains(m.Text, " -") && !strings.ContainsAny(m.Text, "–—") {
		return
	}
	for _, p := range g.Players {
		rest, ok := cutPrefixFold(m.Text, p.Text)
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
		m.Actor, m.ActorPos = p.Text, m.TextPos
		m.TextPos.Column += utf8.RuneCountInString(m.Text[:len(m.Text)-len(move)])
		m.TextPos.Offset += len(m.Text) - len(move)
		m.Text = move
		return
	}
}

// cutPrefixFold cuts prefix (a name, trimmed) off s, comparing folded. Fold
// maps each rune on its own, so the runes are compared one by one: no copy,
// on a path every unnamed move with a spaced minus takes.
func cutPrefixFold(s, prefix string) (string, bool) {
	i := 0
	for _, p := range prefix {
		if i >= len(s) {
			return s, false
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r != p && foldRune(r) != foldRune(p) {
			return s, false
		}
		i += size
	}
	return s[i:], true
}

// isPlayer reports whether a header-like key is a name moves are written
// under: a player's, or a piece's (big-races' cars).
func (g *Game) isPlayer(key string) bool {
	if g.folded == nil {
		g.folded = make([]string, len(g.Players))
		names := make([]string, len(g.Players))
		for i, p := range g.Players {
			g.folded[i], names[i] = Fold(p.Text), p.Text
		}
		g.pieces, g.piecesRaw = nil, nil
		if g.piecesOf != nil {
			g.piecesRaw = g.piecesOf(g.ID.Text, names)
			for _, p := range g.piecesRaw {
				g.pieces = append(g.pieces, Fold(p))
			}
		}
	}
	// The key as it names someone is unquoted (`"«A»":` names «A»); the
	// exact match only spares the folding, it answers as the folded one.
	name := Unquoted(key)
	for _, p := range g.Players {
		if p.Text == name {
			return true
		}
	}
	if slices.Contains(g.piecesRaw, name) {
		return true
	}
	k := Fold(name)
	return slices.Contains(g.folded, k) || slices.Contains(g.pieces, k)
}

// splitEntry reads `key: value` where key is one word (letters, digits, _ and
// -, or a quoted string). valueCol is the value's offset in runes.
func splitEntry(line string) (key, value string, valueCol int, ok bool) {
	i := strings.IndexByte(line, ':')
	if i <= 0 {
		return "", "", 0, false
	}
	key = strings.TrimSpace(line[:i])
	if !isWord(key) {
		return "", "", 0, false
	}
	rest := line[i+1:]
	trimmed := strings.TrimLeftFunc(rest, unicode.IsSpace)
	valueCol = utf8.RuneCountInString(line[:i+1]) + utf8.RuneCountInString(rest[:len(rest)-len(trimmed)])
	return key, strings.TrimSpace(trimmed), valueCol, true
}

func isWord(s string) bool {
	if IsQuoted(s) {
		return true
	}
	for _, r := range s {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-') {
			return false
		}
	}
	return s != ""
}

func startsWithNumber(line string) bool {
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	return i > 0 && i < len(line) && (line[i] == '.' || line[i] == ')')
}

// stripComment drops `#` to the end of the line, outside quoted names.
func stripComment(line string) string {
	if strings.IndexByte(line, '#') < 0 {
		return line
	}
	var open rune
	for i, r := range line {
		switch {
		case open != 0:
			if Closes(open, r) {
				open = 0
			}
		case Opens(r):
			open = r
		case r == '#':
			return line[:i]
		}
	}
	return line
}

func leadingSpace(s string) int {
	n := 0
	for _, r := range s {
		if !unicode.IsSpace(r) {
			break
		}
		n++
	}
	return n
}

// FirstBadByte finds the first byte that makes data not text, as the
// framing judges it: for files a game reads itself (track maps).
func FirstBadByte(data []byte) (int, bool) { return firstBadByte(data) }

// firstBadByte finds the first byte that makes a whole file not text:
// invalid UTF-8, or a control character other than tab and the line ends
// \n and \r\n. A CR alone (old Macs' line end, or a stray one inside a
// line) is not text: it is no line end the framing reads, and echoed to a
// terminal it would overwrite what was printed before it.
func firstBadByte(data []byte) (int, bool) { return badByte(data, false) }

// lineBadByte is firstBadByte for one line, its line end taken off: any CR
// left in it is alone.
func lineBadByte(line []byte) (int, bool) { return badByte(line, true) }

func badByte(data []byte, line bool) (int, bool) {
	for i := 0; i < len(data); {
		if c := data[i]; c < utf8.RuneSelf {
			if c < 0x20 && c != '\t' && c != '\r' && c != '\n' || c == 0x7f {
				return i, true
			}
			if c == '\r' && (line || i+1 < len(data) && data[i+1] != '\n') {
				return i, true // a CR at the very end of a file ends its last line
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			return i, true
		}
		i += size
	}
	return 0, false
}

// clip shortens text quoted back to the user.
func clip(s string) string {
	const limit = 40
	if utf8.RuneCountInString(s) <= limit {
		return s
	}
	return string([]rune(s)[:limit]) + "…"
}

// Clip shortens text quoted back to the user in a message.
func Clip(s string) string { return clip(s) }

// ClipTo shortens text to at most limit runes, marking the cut with "…".
func ClipTo(s string, limit int) string {
	if len(s) <= limit || utf8.RuneCountInString(s) <= limit {
		return s
	}
	return string([]rune(s)[:limit]) + "…"
}

// Itoa is strconv.Itoa, for callers that build facts.
func Itoa(n int) string { return strconv.Itoa(n) }

// oddSpace reports whether s has a no-break or thin space (U+00A0, U+202F,
// U+2007, U+2009), looking at the bytes: Cyrillic text has many bytes past
// ASCII and none of these.
func oddSpace(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		switch s[i] {
		case 0xC2:
			if s[i+1] == 0xA0 {
				return true
			}
		case 0xE2:
			if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xAF || s[i+2] == 0x87 || s[i+2] == 0x89) {
				return true
			}
		}
	}
	return false
}
