package notation

import (
	"bytes"
	"encoding/binary"
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

// File is a framed transcript file: every game of it read whole, for
// tests and tools that want the games at once (ReadAll).
type File struct {
	Name   string
	Games  []*Game
	Errors []*Error // errors outside any game: not UTF-8, no game at all, text before the first game
}

// Game is one game of a file: its header and moves, each line classified
// once with the game's dialect, but not yet understood. A long game is
// framed in chunks: Moves holds the current chunk, and More reads the next.
type Game struct {
	File    string // the file's name as shown, once for every place of the game
	Pos     Pos    // the game: line
	ID      Word
	Dialect *Dialect // nil for a game the referee does not know: its lines are not framed
	Header  []*Entry
	Players []Word
	Cast    *Cast // the names moves are written under; nil until players: is read
	// Moves are the entries of this chunk in file order. An entry that could
	// not be read carries its Err, in its place among the moves: the replay
	// walks them in order and merges nothing.
	Moves []*Move
	// Errors is the header's list of errors and notes, in file order: the
	// framing's, then the header reading's (referee.Begin adds to it).
	Errors  []*Error
	count   int // moves framed in the chunks before this one
	numbers numbering
	slab    []Move  // where this chunk's moves live: one allocation, not one a move
	entries []Entry // where the header's entries live, likewise
	lastKey lastKey // the key of the line being framed (frameLine)
	more    func() bool
	rest    func()
	cut     *Pos // where the input stopped being text inside the game
	// late holds the trailers read so far, which a later move shows were
	// not last.
	late []*Entry
	// full: the header reached ChunkLines entries and the game is read no
	// further (its lines are not framed).
	full bool
	// body: the first move has been framed; every line after is the body.
	body bool
	one  [1]*Move // the entries of a line of one move, as splitMoves hands them on
	// unframed: the game was handed on with its lines unread (Reader.Lazy):
	// lazy holds them, each ended by \n, the first being line lazyLine.
	unframed  bool
	lazy      string
	lazyLine  int
	lazyLines int // the lines lazy holds
	// A game's few header entries live here: game:, players: and a few more.
	ownHeader  [8]*Entry
	ownEntries [8]Entry
}

// Frame frames the lines of a game the Reader handed on unframed
// (Reader.Lazy), as Next would have: its header, then its moves. It does
// nothing for a game framed already: call it before reading the game,
// on the goroutine that checks it.
func (g *Game) Frame() {
	if !g.unframed {
		return
	}
	g.unframed = false
	text, no, n := g.lazy, g.lazyLine, g.lazyLines
	g.takeRoom(n)
	if cap(g.Moves) < n {
		g.Moves = make([]*Move, 0, n)
	}
	for text != "" {
		i := strings.IndexByte(text, '\n')
		g.frameLine(text[:i], Pos{Line: no, Column: 1})
		text, no = text[i+1:], no+1
	}
	g.lazy = ""
}

// takeRoom makes room for n entries, all of a chunk's moves in one slab.
func (g *Game) takeRoom(n int) { g.slab = make([]Move, 0, n) }

// Held is the bytes of text a game handed on unframed holds until it is
// framed (Reader.Lazy); 0 once framed. A pool bounds its batches by it.
func (g *Game) Held() int { return len(g.lazy) }

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
	// Meaning is the key's index into the dialect's Keys; -1 for free
	// metadata (`source:`), which the game does not define.
	Meaning int
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

// Meaning returns the header entry of the dialect's key i (KeyPlayers …),
// as Lookup does.
func (g *Game) Meaning(i int) *Entry {
	for _, e := range g.Header {
		if e.Meaning == i && !(e.Trailer && g.more != nil) {
			return e
		}
	}
	return nil
}

// More frames the next chunk of a long game's moves into Moves, in place of
// the chunk before; false when the game has no more.
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

// Problems lists the errors of the header and of this chunk's entries, in
// file order: what the game could not read.
func (g *Game) Problems() []*Error {
	out := slices.Clone(g.Errors)
	for _, m := range g.Moves {
		if m.Err != nil {
			out = append(out, m.Err)
		}
	}
	return out
}

// ReadAll frames every game of a file whole, through the Reader that
// `check` reads with: for tests and tools that want the games at once.
func ReadAll(name string, data []byte, dialects Dialects) *File {
	r := NewReader(name, bytes.NewReader(data), dialects)
	r.chunk = 0
	f := &File{Name: name}
	for g := r.Next(); g != nil; g = r.Next() {
		f.Errors = append(f.Errors, r.Errors()...)
		f.Games = append(f.Games, g)
	}
	f.Errors = append(f.Errors, r.Errors()...)
	return f
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

// splitEntry reads `key: value` where key is one word (letters, digits, _ and
// -, or a quoted string). valueCol is the value's offset in runes.
func splitEntry(line string) (key, value string, valueCol int, ok bool) {
	i := strings.IndexByte(line, ':')
	if i <= 0 {
		return "", "", 0, false
	}
	key = trimSpace(line[:i])
	if !isWord(key) {
		return "", "", 0, false
	}
	rest := line[i+1:]
	value = trimSpace(rest)
	lead := len(rest) - len(strings.TrimLeftFunc(rest, isSpace))
	valueCol = utf8.RuneCountInString(line[:i+1]) + utf8.RuneCountInString(rest[:lead])
	return key, value, valueCol, true
}

func isWord(s string) bool {
	if IsQuoted(s) {
		return true
	}
	for i := 0; i < len(s); i++ {
		// ASCII and Russian letters on the bytes: a name before a colon
		// on every line is looked at.
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-':
			continue
		case c < utf8.RuneSelf:
			return false
		case i+1 < len(s) && russianLetter(c, s[i+1]):
			i++
			continue
		}
		return isWordRunes(s[i:])
	}
	return s != ""
}

// russianLetter reports whether the two bytes are a Russian letter, А to я,
// Ё or ё: D0 90…D0 BF, D1 80…D1 8F, D0 81, D1 91.
func russianLetter(b0, b1 byte) bool {
	return b0 == 0xD0 && (b1 >= 0x90 && b1 <= 0xBF || b1 == 0x81) || b0 == 0xD1 && (b1 >= 0x80 && b1 <= 0x8F || b1 == 0x91)
}

// isWordRunes is isWord rune by rune, past the first rune that is not
// ASCII or Russian.
func isWordRunes(s string) bool {
	for _, r := range s {
		switch {
		case 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_' || r == '-':
		case 'А' <= r && r <= 'я' || r == 'ё' || r == 'Ё': // Russian letters, without unicode's tables
		case r < utf8.RuneSelf:
			return false
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
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
		c := data[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != 0x7f {
				// Printable ASCII, most of any file: eight bytes at once
				// while they all are.
				for i += 1; i+8 <= len(data) && printableASCII(binary.LittleEndian.Uint64(data[i:])); i += 8 {
				}
				continue
			}
			if c < 0x20 && c != '\t' && c != '\r' && c != '\n' || c == 0x7f {
				return i, true
			}
			if c == '\r' && (line || i+1 < len(data) && data[i+1] != '\n') {
				return i, true // a CR at the very end of a file ends its last line
			}
			i++
			continue
		}
		if (c == 0xD0 || c == 0xD1) && i+1 < len(data) && data[i+1]&0xC0 == 0x80 {
			i += 2 // a Russian letter: U+0400 to U+047F, two bytes
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

// printableASCII reports whether the eight bytes of x are all printable
// ASCII, 0x20 to 0x7E: none has its high bit, none is below 0x20 (x - 0x20
// in every byte borrows into the high bit), none is 0x7F (x + 1 in every
// byte reaches it).
func printableASCII(x uint64) bool {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	below := (x - 0x20*lo) & ^x & hi
	del := (x + lo) & hi // 0x7F + 1 sets the high bit; no byte here has it already
	return x&hi == 0 && below == 0 && del == 0
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
	return hasPair(s, 0xC2, func(rest string) bool { return rest[0] == 0xA0 }) ||
		hasPair(s, 0xE2, func(rest string) bool {
			return len(rest) >= 2 && rest[0] == 0x80 && (rest[1] == 0xAF || rest[1] == 0x87 || rest[1] == 0x89)
		})
}
