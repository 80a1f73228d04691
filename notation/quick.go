package notation

import "strings"

// The quick framing: the lines almost every file is made of — a move by a
// player named as players: wrote the name (`12. Нина: зелёная +1`) and a
// header line `key: value` — read in one pass over their bytes, with what
// the general framing (stripComment, spaces, trimSpace, splitEntry,
// simpleLine, classify) would find. A line with anything else in it
// (a comment, quotes, `;`, a byte past the plain two-byte letters, an
// odd space or dash) goes the general way. FuzzQuickLine holds the two to
// the same game.

// lineShape is what one pass over a line finds: where its text starts and
// ends (ASCII spaces and tabs off), its first colon, and whether it is
// plain: every byte printable ASCII but `#`, `;` and `"`, a tab, or a
// letter of two bytes from U+00C0 to U+02FF or U+0400 to U+047F (C3…CB,
// D0 or D1 and a continuation byte: Latin and Cyrillic letters, none of
// them a space, a quote, a dash or a combining mark, so a plain line is
// in NFC whatever it holds).
type lineShape struct {
	start, end int
	colon      int // -1: none
}

// readPlain reads a line's shape; false when it is not plain. known says
// the reader found the line plain already: only its colon is looked for.
func readPlain(line string, known bool) (p lineShape, ok bool) {
	if known {
		p.colon = strings.IndexByte(line, ':')
	} else if p.colon, ok = plainText(line); !ok {
		return p, false
	}
	p.start = skipSpace(line, 0)
	p.end = len(line)
	for p.end > p.start && (line[p.end-1] == ' ' || line[p.end-1] == '\t') {
		p.end--
	}
	return p, true
}

// plainText reports whether text is plain (see lineShape) and where its
// first colon is (-1: none), looking each byte up in byteKinds.
func plainText[T ~string | ~[]byte](s T) (colon int, ok bool) {
	colon = -1
	for i := 0; i < len(s); i++ {
		switch byteKinds[s[i]] {
		case plainByte:
		case leadByte:
			if i+1 >= len(s) || s[i+1]&0xC0 != 0x80 {
				return -1, false
			}
			i++
		case colonByte:
			if colon < 0 {
				colon = i
			}
		default:
			return -1, false
		}
	}
	return colon, true
}

// What a byte is to a plain line.
const (
	otherByte uint8 = iota // not in a plain line
	plainByte              // printable ASCII but # ; " :, or a tab
	leadByte               // C3…CB, D0, D1: a letter's first byte
	colonByte
)

// byteKinds sorts every byte for plainText.
var byteKinds = func() (k [256]uint8) {
	for c := 0x20; c < 0x7F; c++ {
		k[c] = plainByte
	}
	k['\t'] = plainByte
	k['#'], k[';'], k['"'] = otherByte, otherByte, otherByte
	k[':'] = colonByte
	for c := 0xC3; c <= 0xCB; c++ {
		k[c] = leadByte
	}
	k[0xD0], k[0xD1] = leadByte, leadByte
	return k
}()

// runesIn counts the runes of plain text: its bytes but the continuation
// bytes of its two-byte letters.
func runesIn(s string) int {
	n := len(s)
	for i := 0; i < len(s); i++ {
		if s[i]&0xC0 == 0x80 {
			n--
		}
	}
	return n
}

// quickLine frames a plain line as frameLine would; false leaves the line
// to it, untouched.
func (g *Game) quickLine(raw string, pos Pos, plain bool) bool {
	p, ok := readPlain(raw, plain)
	if !ok || p.start == p.end {
		return false
	}
	line := raw[p.start:p.end]
	pos.Column += p.start // the spaces before are ASCII: a rune each
	if p.colon >= 0 {
		p.colon -= p.start
	}
	if g.quickMove(line, pos, p.colon) {
		return true
	}
	if p.colon <= 0 || startsWithNumber(line) {
		return false
	}
	return g.quickEntry(line, pos, p.colon)
}

// quickMove frames `[N. ]Name: move` by a player named as players: wrote
// the name, as simpleLine and classify do. colon is the line's first.
func (g *Game) quickMove(line string, pos Pos, colon int) bool {
	c := g.Cast
	if colon <= 0 || c == nil || c.dialect != g.Dialect {
		return false
	}
	i, n := 0, 0
	if line[0] >= '0' && line[0] <= '9' {
		if num, end, ok := number(line, 0); ok {
			if num <= 0 {
				return false // the grammar's path reports it
			}
			n, i = num, skipSpace(line, end)
			if _, _, again := number(line, i); again {
				return false
			}
		}
	}
	// The name: the text up to the colon, spaces and tabs before it off;
	// a player's name with neither in it, as players: wrote it, is what
	// the lexer reads as the name (it ends a name at a space, a tab or
	// the colon). The number and the spaces are ASCII, a rune a byte.
	j := colon
	for j > i && (line[j-1] == ' ' || line[j-1] == '\t') {
		j--
	}
	if j == i {
		return false
	}
	who, nameRunes := c.writtenWord(line[i:j])
	if who < 0 {
		return false
	}
	k := skipSpace(line, colon+1)
	if k == len(line) {
		return false // no move after the name: the general way says so
	}
	at := func(runes, bytes int) Pos {
		q := pos
		q.Column += runes
		q.Offset += bytes
		return q
	}
	if len(g.late) > 0 {
		g.notLast(true)
	}
	g.body = true
	m := g.newMove()
	*m = Move{Pos: pos, Number: n, Actor: line[i:j], ActorPos: at(i, i), Who: Who{Whom: Player, Index: who}, Text: line[k:], TextPos: at(i+nameRunes+k-j, k)}
	g.addMove(m)
	return true
}

// quickEntry reads `key: value` as splitEntry does, then frames it as
// frameLine does.
func (g *Game) quickEntry(line string, pos Pos, colon int) bool {
	keyEnd := colon
	for keyEnd > 0 && (line[keyEnd-1] == ' ' || line[keyEnd-1] == '\t') {
		keyEnd--
	}
	key := line[:keyEnd]
	if !isWord(key) {
		return false
	}
	v := skipSpace(line, colon+1)
	vpos := pos
	vpos.Column += runesIn(line[:v])
	meaning := g.key(key)
	if g.entryLine(line, pos, Entry{Pos: pos, Key: key, Value: line[v:], ValuePos: vpos, Meaning: meaning}) {
		return true
	}
	g.lastKey = lastKey{word: key, meaning: meaning, ok: true}
	g.notLast(true)
	g.moveLine(line, pos)
	g.lastKey = lastKey{}
	return true
}
