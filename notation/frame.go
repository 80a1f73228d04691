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
// understood.
type Game struct {
	Pos     Pos // the game: line
	ID      Word
	Header  []*Entry
	Players []Word
	Moves   []*Move
	Errors  []*Error // framing errors inside this game, in file order
	known   map[string]bool
	spaced  map[string][]string // player names with a space, see splitMoves
	// playerSet holds the folded player names, see isPlayer.
	playerSet map[string]bool
}

// Entry is one `key: value` header line.
type Entry struct {
	Pos      Pos
	Key      string // as written
	Value    string // trimmed
	ValuePos Pos
}

// Lookup returns the header entry under any of the given keys.
func (g *Game) Lookup(keys ...string) *Entry {
	for _, e := range g.Header {
		for _, k := range keys {
			if Fold(e.Key) == k {
				return e
			}
		}
	}
	return nil
}

// Frame splits a file's bytes into games. It never fails as a whole: what
// cannot be read becomes a positioned error and the rest is framed.
func Frame(name string, data []byte) *File { return FrameKnowing(name, data, nil) }

// FrameKnowing is Frame told the header keys the games define, so that a
// header line is never mistaken for a move by a misspelt player.
func FrameKnowing(name string, data []byte, keys []string) *File {
	f := &File{Name: name}
	known := map[string]bool{}
	for _, set := range [][]string{GameKeys, PlayersKeys, ResultKeys, TurnKeys, keys} {
		for _, k := range set {
			known[Fold(k)] = true
		}
	}
	start := Pos{Filename: name, Line: 1, Column: 1}
	if bad, ok := firstBadByte(data); ok {
		f.Errors = append(f.Errors, Errorf(posOfByte(name, data, bad), "notation.not-text", Facts{}))
		return f
	}
	var g *Game
	lineNo := 0
	for len(data) > 0 || lineNo == 0 {
		lineNo++
		var raw []byte
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			raw, data = data[:i], data[i+1:]
		} else {
			raw, data = data, nil
		}
		raw = bytes.TrimSuffix(raw, []byte("\r"))
		if lineNo == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\uFEFF"))
		}
		pos := Pos{Filename: name, Line: lineNo, Column: 1, Offset: 0}
		if len(raw) > MaxLine {
			e := Errorf(pos, "notation.line-too-long", Facts{"limit": MaxLine})
			if g != nil {
				g.Errors = append(g.Errors, e)
			} else {
				f.Errors = append(f.Errors, e)
			}
			continue
		}
		// A no-break or thin space copied from a web page is a space.
		line := stripComment(strings.Map(func(r rune) rune {
			if r == '\u00a0' || r == '\u202f' || r == '\u2007' || r == '\u2009' {
				return ' '
			}
			return r
		}, string(raw)))
		if strings.TrimSpace(line) == "" {
			if len(data) == 0 {
				break
			}
			continue
		}
		indent := leadingSpace(line)
		pos.Column += indent
		line = strings.TrimRightFunc(line[len(line)-len(strings.TrimLeftFunc(line, unicode.IsSpace)):], unicode.IsSpace)
		key, value, valueCol, isEntry := splitEntry(line)
		if isEntry && slices.ContainsFunc(GameKeys, Is(key)) {
			vpos := pos
			vpos.Column += valueCol
			g = &Game{Pos: pos, ID: Word{Pos: vpos, Text: value}, known: known}
			f.Games = append(f.Games, g)
			continue
		}
		if g == nil {
			f.Errors = append(f.Errors, Errorf(pos, "notation.before-game", Facts{"text": clip(line)}))
			continue
		}
		if isEntry && len(g.Moves) == 0 && !g.isPlayer(key) && !startsWithNumber(line) {
			vpos := pos
			vpos.Column += valueCol
			g.Header = append(g.Header, &Entry{Pos: pos, Key: key, Value: value, ValuePos: vpos})
			if slices.ContainsFunc(PlayersKeys, Is(key)) {
				names, err := Names(value, vpos)
				if err != nil {
					g.Errors = append(g.Errors, err)
				}
				g.Players, g.playerSet = names, nil
			}
			continue
		}
		moves, err := g.splitMoves(line, pos)
		if err != nil {
			g.Errors = append(g.Errors, err)
			continue
		}
		g.Moves = append(g.Moves, moves...)
	}
	if len(f.Games) == 0 && len(f.Errors) == 0 {
		f.Errors = append(f.Errors, Errorf(start, "notation.no-game", Facts{}))
	}
	for _, g := range f.Games {
		g.checkNumbers()
	}
	return f
}

// splitMoves splits a move line, first reading a player's name that has a
// space in it and is written without quotes (`Анна Каренина: c1-e6`): the
// name is known from players:, so it is not ambiguous.
func (g *Game) splitMoves(line string, pos Pos) ([]*Move, *Error) {
	if g.spaced == nil {
		// Computed once a game: spaced names by their folded first word, so
		// each line looks only at the names it could start with.
		g.spaced = map[string][]string{}
		for _, p := range g.Players {
			if f := strings.Fields(p.Text); len(f) > 1 {
				g.spaced[Fold(f[0])] = append(g.spaced[Fold(f[0])], p.Text)
			}
		}
	}
	if len(g.spaced) == 0 || !strings.Contains(line, ":") {
		return SplitMoves(line, pos)
	}
	i := skipSpace(line, 0)
	n, end, numbered := number(line, i)
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
			break // not the simple shape: the grammar reads the line as written
		}
		start := pos
		start.Column += utf8.RuneCountInString(line[:i])
		moves[0].Pos, moves[0].Number, moves[0].Actor = start, n, name
		moves[0].ActorPos = pos
		moves[0].ActorPos.Column += utf8.RuneCountInString(line[:j])
		return moves, nil
	}
	return SplitMoves(line, pos)
}

// cutPrefixFold cuts prefix off s, comparing folded.
func cutPrefixFold(s, prefix string) (string, bool) {
	r := []rune(s)
	p := []rune(prefix)
	if len(r) < len(p) || Fold(string(r[:len(p)])) != Fold(prefix) {
		return s, false
	}
	return string(r[len(p):]), true
}

// checkNumbers enforces that written move numbers run on by one.
func (g *Game) checkNumbers() {
	last, lastIdx := 0, -1
	for i, m := range g.Moves {
		if m.Number == 0 {
			continue
		}
		if lastIdx >= 0 {
			want := last + (i - lastIdx)
			if m.Number != want {
				g.Errors = append(g.Errors, Errorf(m.Pos, "notation.move-number", Facts{"number": m.Number, "want": want}))
				return
			}
		}
		last, lastIdx = m.Number, i
	}
}

func (g *Game) isPlayer(key string) bool {
	if g.playerSet == nil {
		g.playerSet = map[string]bool{}
		for _, p := range g.Players {
			g.playerSet[Fold(p.Text)] = true
		}
	}
	return g.playerSet[Fold(Unquoted(key))]
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
	return i > 0 && i < len(line) && line[i] == '.'
}

// stripComment drops `#` to the end of the line, outside quoted names.
func stripComment(line string) string {
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

// firstBadByte finds the first byte that makes data not text: invalid UTF-8
// or a control character other than tab, CR and LF.
func firstBadByte(data []byte) (int, bool) {
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			return i, true
		}
		if r < 0x20 && r != '\t' && r != '\r' && r != '\n' || r == 0x7f {
			return i, true
		}
		i += size
	}
	return 0, false
}

func posOfByte(name string, data []byte, at int) Pos {
	p := Pos{Filename: name, Line: 1, Column: 1, Offset: at}
	lineStart := 0
	for i := 0; i < at; i++ {
		if data[i] == '\n' {
			p.Line++
			lineStart = i + 1
		}
	}
	p.Column = utf8.RuneCount(data[lineStart:at]) + 1
	return p
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
