package notation

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"
	unicodeclass "unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// MaxSkip bounds a line too long to read: past MaxLine it is skipped to
// its end, and past MaxSkip bytes it is taken for no line at all (an
// endless stream such as /dev/zero): the file is read no further.
const MaxSkip = 16 << 20

// ChunkLines is how many lines of moves a game holds at once when read by a
// Reader, each move joined on a line by `;` counted as a line of its own: a
// longer game is framed in chunks (Game.More), so memory follows the chunk,
// never the game or the file, however its moves are laid out on lines.
const ChunkLines = 4096

// Reader frames a stream into games one at a time, as pgn-extract reads
// chess: read a game, hand it on, forget it. The lines of a chunk are read
// into one buffer and made into one string, which the game's header, moves
// and words are cut from: no allocation a line.
type Reader struct {
	name     string
	in       *bufio.Reader
	dialects Dialects
	chunk    int // lines a chunk holds; 0: a game is framed whole
	lineNo   int
	errs     []*Error // errors outside any game, since the last Errors
	next     *line    // a game: line read while finishing the game before (nextLine)
	nextLine line
	games    int
	stray    bool // in a stretch of text before the first game
	before   int  // errors before the first game
	done     bool // end of input, or input that is not text
	stop     bool // the input is not text from here on
	stopAt   Pos  // where it stops being text
	failed   bool // a file error has been found
	cur      *Game
	// lazy: a game that fits in one chunk is handed on unframed (see
	// Lazy); long: a line of the chunk being read was too long to read.
	lazy, long bool
	buf        []byte // the raw lines of the chunk being read, each ended by \n
	head       []byte // the head of a line too long to read, see readLine
	// endless: a line ran past MaxSkip; readErr: the input could not be
	// read on. Either ends the file where it stands, with an error.
	endless bool
	readErr error
	lines   []line
	// entries counts the lines of the chunk being read and the moves
	// joined on them: a `;` in a line may start one more.
	entries int
	// The file's encoding, found as it is read: UTF-16 by its byte-order
	// mark, Windows-1251 by a line that is not UTF-8 but reads as Cyrillic
	// in it, after lines that were all ASCII.
	sniffed bool
	utf16   bool
	cp1251  bool
	// cutLetter: the file ends in the middle of a UTF-8 letter (letterCut).
	cutLetter bool
	nonASCII  bool // a line of UTF-8 text past ASCII has been read
	notes     []*Error
	// unread: the line just decoded holds a character the file's
	// encoding could not read, at this offset; -1 when it holds none.
	unread int
	// nextErr is that error on the game: line kept in next.
	nextErr *Error
}

var semicolon = []byte{';'}

// line is one line of input: its number and where it lies in buf, or, for
// a game: line carried over to the next game, its own text.
type line struct {
	no         int
	start, end int
	text       string
	// err: the line could not be read (start -1): a character its
	// encoding lacks; nil with start -1, a line too long.
	err *Error
}

// Dialects finds the dialect of a game by the name its game: line gives
// (an id or an alias); nil for a game nobody knows.
type Dialects func(game string) *Dialect

// NewReader reads a transcript from in, each game's lines classified with
// the dialect dialects gives for it.
func NewReader(name string, in io.Reader, dialects Dialects) *Reader {
	return &Reader{name: name, in: bufio.NewReaderSize(in, MaxLine+2), dialects: dialects, chunk: ChunkLines}
}

// Lazy makes Next hand on a game that fits in one chunk unframed, its
// lines held as one string: Game.Frame frames it on whichever goroutine
// checks it. The reader is left only finding where each game starts, and
// a pool of workers frames the games side by side. A longer game is framed
// as ever, chunk by chunk, as it is read.
func (r *Reader) Lazy() { r.lazy = true }

// takeNotes puts the reader's notes in the game whose line they are on: in
// its header, or in their place among its moves.
func (g *Game) takeNotes(r *Reader) {
	for _, n := range r.notes {
		if g.body {
			g.addError(n)
		} else {
			g.Errors = append(g.Errors, n)
		}
	}
	r.notes = nil
}

// Notes returns what the reader has to say about the file outside any game
// that is no error, since it was last called: text before the first game
// read as Windows-1251.
func (r *Reader) Notes() []*Error {
	notes := r.notes
	r.notes = nil
	return notes
}

// Errors returns the errors outside any game found since it was last
// called: text before the first game, a file with no game, input that is
// not text. They come in file order with the games: ask after each Next.
func (r *Reader) Errors() []*Error {
	errs := r.errs
	r.errs = nil
	return errs
}

// Next frames the next game: its header and its moves, or the first chunk of
// them. It returns nil at the end of the input. The game before must be
// done with: its chunks are read from the same stream.
func (r *Reader) Next() *Game {
	if r.cur != nil {
		// The rest of a game left half read: its lines are read to find
		// the next game: line, and not framed.
		r.cur.SkipMoves()
		r.cur = nil
	}
	for r.next == nil && !r.done {
		r.readLines(nil, false) // before the first game: only errors and blank lines
	}
	if r.next == nil {
		if r.games == 0 && !r.failed {
			r.fileError(ErrorAt(Pos{Line: 1, Column: 1}, NoGame{}))
		}
		return nil
	}
	head := r.next
	r.next = nil
	g := r.startGame(head)
	g.takeNotes(r)
	if r.nextErr != nil {
		// A character of the game: line itself could not be read: the
		// game is named, and refused.
		g.Errors = append(g.Errors, r.nextErr)
		r.nextErr = nil
	}
	r.cur, r.games = g, r.games+1
	// The header comes whole in the first chunk: the game cannot start
	// without it. It ends at the first move, or at an error, which refuses
	// the game (every error before a move does); it is at most ChunkLines
	// entries long.
	var more bool
	if r.lazy {
		more = r.readLines(g, false)
		if !more && !r.stop && !r.long {
			// The whole game is read, every line of it text: its lines
			// are framed by whoever checks it (Frame).
			g.lazy, g.unframed, g.lazyLines = string(r.buf), true, len(r.lines)
			if len(r.lines) > 0 {
				g.lazyLine = r.lines[0].no
			}
			return g
		}
		more = r.frameChunk(g, true, more)
	} else {
		more = r.readChunk(g, true)
	}
	for more && !g.body && !headerRefused(g) {
		more = r.readChunk(g, true)
	}
	if r.stop {
		// The input stops being text inside this game: the error stands
		// for the file, and the half-read game is not checked.
		r.cur = nil
		return nil
	}
	return g
}

// headerRefused reports whether the header holds an error (not a note):
// the game is refused, and read no further.
func headerRefused(g *Game) bool {
	return slices.ContainsFunc(g.Errors, func(e *Error) bool { return !e.Note })
}

// readChunk frames the next lines of a game, in place of the chunk before
// unless keep is set. It reports whether the game has lines left.
func (r *Reader) readChunk(g *Game, keep bool) bool {
	if !keep {
		g.count += len(g.Moves)
		g.Moves = g.Moves[:0]
	}
	return r.frameChunk(g, keep, r.readLines(g, false))
}

// frameChunk frames the lines of a chunk just read; more says the game has
// lines left.
func (r *Reader) frameChunk(g *Game, keep, more bool) bool {
	if r.stop {
		g.more, g.rest = nil, nil
		if keep {
			return false // the game is not handed on: Next drops it
		}
		// The game was handed on and checked as it came: it is cut here.
		// The lines before the bad one are framed, and the game says where
		// it was cut (the error itself is the file's).
		at := r.stopAt
		g.cut = &at
	}
	text := string(r.buf)
	if keep || cap(g.slab) < len(r.lines) {
		g.takeRoom(len(r.lines))
	} else {
		// The chunk before is done with (More): its room serves this one.
		g.slab = g.slab[:0]
	}
	if cap(g.Moves) < len(r.lines) {
		g.Moves = make([]*Move, 0, len(r.lines))
	}
	for _, l := range r.lines {
		if l.start < 0 {
			g.unreadLine(l.err, Pos{Line: l.no, Column: 1})
			continue
		}
		g.frameLine(text[l.start:l.end], Pos{Line: l.no, Column: 1})
	}
	if more {
		g.more = func() bool { return r.readChunk(g, false) }
		g.rest = func() {
			r.readLines(g, true)
			if r.stop {
				at := r.stopAt
				g.cut = &at
			}
		}
	} else {
		g.more, g.rest = nil, nil
	}
	return more
}

// readLines reads lines into r.buf until the next game: line (kept in
// r.next), the chunk is full, or the input ends; for g nil, until the first
// game: line. Skipping, it reads the lines of a game nobody reads any more
// and keeps none. It reports whether g has lines left.
func (r *Reader) readLines(g *Game, skip bool) bool {
	r.buf, r.lines, r.long, r.entries = r.buf[:0], r.lines[:0], false, 0
	for !r.done {
		raw, tooLong, ok := r.readLine()
		if r.endless || r.readErr != nil && !ok {
			r.cutHere(g)
			return false
		}
		if !ok {
			break
		}
		raw, bad, ok := r.decode(raw)
		if g != nil && len(r.notes) > 0 {
			g.takeNotes(r) // the note belongs to the game whose line it is on
		}
		if !ok {
			r.stopOnBytes(raw, bad)
			return false
		}
		var unread *Error
		if r.unread >= 0 && !tooLong {
			unread = r.undecodable(raw)
		}
		if tooLong {
			r.setAside(g, skip, ErrorAt(Pos{Line: r.lineNo, Column: 1}, LineTooLong{Limit: MaxLine}), nil)
			continue
		}
		if text, ok := gameLineText(raw, r.nextLine.text); ok {
			r.nextLine = line{no: r.lineNo, text: text}
			r.next, r.nextErr = &r.nextLine, unread
			if r.readErr != nil {
				r.cutHere(g)
			}
			return false
		}
		if unread != nil {
			// The line is not read; the file is, on from it.
			r.setAside(g, skip, unread, unread)
			continue
		}
		if skip {
			if g != nil {
				g.skim(raw, Pos{Line: r.lineNo, Column: 1})
			}
			continue
		}
		if g == nil {
			r.beforeGame(raw)
			continue
		}
		r.keep(raw)
		if r.readErr != nil {
			r.cutHere(g)
			return false
		}
		if r.chunk > 0 && r.entries >= r.chunk {
			return true
		}
	}
	return false
}

// stopOnBytes stops the file at a line with bytes that are not text:
// said, with where.
func (r *Reader) stopOnBytes(raw []byte, bad int) {
	e := notText(r.name, r.lineNo, raw, bad)
	if r.cutLetter {
		e = ErrorAt(e.Pos, LetterCut{})
	}
	r.fileError(e)
	r.done, r.stop, r.stopAt = true, true, e.Pos
}

// setAside is a line that is not read (too long, or with bytes it cannot
// decode): before the first game it is said (before); in a game it is
// marked among its lines (with inGame, nil for a line too long); skipping,
// nothing.
func (r *Reader) setAside(g *Game, skip bool, before, inGame *Error) {
	switch {
	case skip:
	case g == nil:
		r.beforeError(before)
	default:
		r.lines = append(r.lines, line{no: r.lineNo, start: -1, err: inGame})
		r.long = true
	}
}

// keep adds a game's line to the chunk, counting its entries.
func (r *Reader) keep(raw []byte) {
	r.lines = append(r.lines, line{no: r.lineNo, start: len(r.buf), end: len(r.buf) + len(raw)})
	r.entries += 1 + bytes.Count(raw, semicolon)
	r.buf = append(append(r.buf, raw...), '\n')
}

// readLine reads one line without its end of line; ok is false at the end
// of the input. tooLong is a line past MaxLine, skipped: raw is then only its
// head, the first bytes the buffer held, still to be looked at for bytes
// that are not text (a binary file has no line ends to speak of).
func (r *Reader) readLine() (raw []byte, tooLong, ok bool) {
	if !r.sniffed {
		r.sniff()
	}
	raw, err := r.in.ReadSlice('\n')
	whole := true
	if errors.Is(err, bufio.ErrBufferFull) {
		r.head = append(r.head[:0], raw...) // the buffer is read over next
		raw, tooLong, whole = r.head, true, false
		// The head is looked at before the rest is skipped: a binary file,
		// or /dev/zero, has no line end to skip to.
		if !r.headBad(raw, r.lineNo == 0) {
			r.endless, err = skipLine(r.in, len(raw), err)
		} else {
			err = nil // the caller finds the bad byte in the head
		}
	}
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, bufio.ErrBufferFull) {
		// A read error is no end of the file: the line it cut is not read,
		// and the error stands at its place.
		r.readErr = err
		r.done = true
		if len(raw) == 0 && !tooLong {
			return nil, false, false
		}
	}
	if len(raw) == 0 && err != nil && !tooLong {
		r.done = true
		return nil, false, false
	}
	if err != nil {
		r.done = true // the last line, with no end of line
	}
	r.lineNo++
	if whole {
		raw = bytes.TrimSuffix(raw, []byte("\n"))
	}
	raw = lineText(raw, whole, r.lineNo == 1)
	if !tooLong && len(raw) > MaxLine {
		tooLong = true
	}
	return raw, tooLong, true
}

// lineText takes the line end off a line read, and a byte-order mark off the
// first. Of a line too long to read whole, only its head was read: a rune
// or a \r\n cut in two at its end is dropped too.
func lineText(raw []byte, whole, first bool) []byte {
	if !whole {
		for i := len(raw) - 1; i >= 0 && i >= len(raw)-utf8.UTFMax; i-- {
			if utf8.RuneStart(raw[i]) {
				if !utf8.FullRune(raw[i:]) {
					raw = raw[:i]
				}
				break
			}
		}
	}
	raw = bytes.TrimSuffix(raw, []byte("\r"))
	for first && bytes.HasPrefix(raw, []byte("\uFEFF")) {
		raw = raw[len("\uFEFF"):] // a file saved twice with a byte-order mark has two
	}
	return raw
}

// beforeGame looks at a line before the first game: blank or a comment, or
// text that belongs to no game.
//
// Such text is said once a stretch: its first line, up to a blank line or a
// comment. The errors before the first game are held until it is found, so
// they are at most ChunkLines: a long file that is no transcript is not
// held line by line.
func (r *Reader) beforeGame(raw []byte) {
	text := string(raw)
	line := stripComment(spaces(text))
	trimmed := strings.TrimSpace(line)
	if trimmed == "" {
		r.stray = false
		return
	}
	if r.stray {
		return // the rest of a stretch already said
	}
	r.stray = true
	pos := Pos{Line: r.lineNo, Column: 1 + leadingSpace(line)}
	r.beforeError(ErrorAt(pos, BeforeGame{Text: clip(trimmed)}))
}

// beforeError records an error before the first game, as many as a chunk
// has lines.
func (r *Reader) beforeError(e *Error) {
	if r.before < ChunkLines {
		r.fileError(e)
		r.before++
	}
}

// startGame makes a game of its game: line.
func (r *Reader) startGame(head *line) *Game {
	text := stripComment(spaces(head.text))
	indent := leadingSpace(text)
	pos := Pos{Line: head.no, Column: 1 + indent}
	_, value, valueCol, _ := gameEntry(trimSpace(text))
	vpos := pos
	vpos.Column += valueCol
	g := &Game{File: r.name, Pos: pos, ID: Word{Pos: vpos, Text: value}, numbers: numbering{lastIdx: -1}}
	if r.dialects != nil {
		g.Dialect = r.dialects(value)
	}
	return g
}

// isGameLine reports whether a line is `game: …` (or `игра: …`): looked at
// on the bytes first, since almost no line is.
func isGameLine(raw []byte) bool {
	if len(raw) == 0 {
		return false
	}
	switch raw[0] {
	case 'g', 'G':
	case 0xD0: // игра, in any case; not игроки: or итог:
		return isIgra(raw) && gameLine(raw)
	case ' ', '\t', '\n', '\v', '\f', '\r', 0xC2, 0xE1, 0xE2, 0xE3:
		// Space first, maybe past ASCII (U+0085, U+00A0, U+1680,
		// U+2000…, U+3000): looked at rune by rune.
	default:
		return false // the first byte of almost every line rules it out
	}
	return gameLine(raw)
}

// isIgra reports whether b starts with «игра» in any case, on the bytes
// (bytes.EqualFold folds Cyrillic only with its own capital, as this does):
// и D0 B8 or D0 98, г D0 B3 or D0 93, р D1 80 or D0 A0, а D0 B0 or D0 90.
func isIgra(b []byte) bool {
	return len(b) >= 8 && b[0] == 0xD0 && (b[1] == 0xB8 || b[1] == 0x98) &&
		b[2] == 0xD0 && (b[3] == 0xB3 || b[3] == 0x93) &&
		(b[4] == 0xD1 && b[5] == 0x80 || b[4] == 0xD0 && b[5] == 0xA0) &&
		b[6] == 0xD0 && (b[7] == 0xB0 || b[7] == 0x90)
}

// gameLineText is isGameLine that also gives the line as a string when it
// is one: the one copy of it the game keeps, the game before's (last) when
// the line is the same, as in a file of one game's games.
func gameLineText(raw []byte, last string) (string, bool) {
	if last != "" && string(raw) == last {
		return last, true // the game before's line: a game: line
	}
	if !isGameLine(raw) {
		return "", false // a move by Gleb, an indented line: no string made
	}
	return string(raw), true
}

// gameLine is isGameLine without the look at the first byte. A line that
// does not start with game or игра is told so where it lies: no string is
// made of a move's line.
func gameLine(raw []byte) bool {
	rest := bytes.TrimLeftFunc(raw, unicodeclass.IsSpace)
	if !bytesHavePrefixFold(rest, "game") && !bytesHavePrefixFold(rest, "игра") {
		return false
	}
	return gameLineString(string(raw))
}

func bytesHavePrefixFold(b []byte, prefix string) bool {
	return len(b) >= len(prefix) && bytes.EqualFold(b[:len(prefix)], []byte(prefix))
}

// gameLineString is gameLine of a string.
func gameLineString(raw string) bool {
	i := 0
	for i < len(raw) {
		c, size := utf8.DecodeRuneInString(raw[i:])
		if !unicodeclass.IsSpace(c) {
			break
		}
		i += size
	}
	rest := raw[i:]
	if !hasPrefixFold(rest, "game") && !hasPrefixFold(rest, "игра") {
		return false
	}
	text := stripComment(spaces(raw))
	key, _, _, ok := gameEntry(trimSpace(text))
	return ok && isGameKey(key)
}

// isGameKey reports whether a word is a spelling of game: (case and ё
// forgiven), folding nothing when it is written as listed.
func isGameKey(word string) bool {
	for _, k := range GameKeys {
		if Same(k, word) {
			return true
		}
	}
	return false
}

// gameEntry reads the game: line: `game: turtles`, or with a dash as people
// write it, `игра - черепахи`, `игра — черепахи`.
func gameEntry(line string) (key, value string, valueCol int, ok bool) {
	if key, value, valueCol, ok = splitEntry(line); ok {
		return key, value, valueCol, ok
	}
	word, rest, found := strings.Cut(line, " ")
	if !found || !isGameKey(word) {
		return "", "", 0, false
	}
	trimmed := strings.TrimLeft(rest, " \t")
	dash, size := utf8.DecodeRuneInString(trimmed)
	if dash != '-' && dash != '–' && dash != '—' || len(trimmed) == size || trimmed[size] != ' ' && trimmed[size] != '\t' {
		return "", "", 0, false
	}
	v := strings.TrimLeft(trimmed[size:], " \t")
	return word, trimSpace(v), utf8.RuneCountInString(line[:len(line)-len(v)]), true
}

func hasPrefixFold(b string, prefix string) bool {
	return len(b) >= len(prefix) && strings.EqualFold(b[:len(prefix)], prefix)
}

func (r *Reader) fileError(e *Error) {
	r.errs = append(r.errs, e)
	r.failed = true
}

// sniff looks at the first bytes for a UTF-16 byte-order mark, as files
// saved by Windows' Notepad as «Unicode» have, and reads such a file
// decoded.
func (r *Reader) sniff() {
	r.sniffed = true
	head, _ := r.in.Peek(2)
	if len(head) < 2 || !(head[0] == 0xFF && head[1] == 0xFE || head[0] == 0xFE && head[1] == 0xFF) {
		return
	}
	decoder := unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder()
	r.in = bufio.NewReaderSize(transform.NewReader(r.in, decoder), MaxLine+2)
	r.utf16 = true
}

// decode makes a line UTF-8 as the file is encoded: Windows-1251 once a
// line has shown it, or from the first line that is not UTF-8 when that line
// reads as Cyrillic in it. A line that is neither is not text: bad is the
// offset of its first wrong byte.
func (r *Reader) decode(raw []byte) (text []byte, bad int, ok bool) {
	r.unread = -1
	if r.cp1251 {
		raw = windows1251(raw)
	}
	at, found := lineBadByte(raw)
	if r.utf16 || r.cp1251 {
		// What the decoding could not read — a byte Windows-1251 lacks
		// (0x98), a lone surrogate or an odd last byte of UTF-16 — comes
		// out as U+FFFD: not a letter of a name, but one character of a
		// file that is text: the line is not read (unread), the file is.
		if i := bytes.IndexRune(raw, utf8.RuneError); i >= 0 && (!found || i < at) {
			r.unread = i
			return raw, 0, true
		}
	}
	if found {
		if r.letterCut(raw, at) {
			return raw, at, false
		}
		if decoded, ok := r.readsAsWindows1251(raw); ok {
			return decoded, 0, true
		}
		return raw, at, false
	}
	if !r.nonASCII && !isASCII(raw) {
		r.nonASCII = true
	}
	// Read in NFC: «ё» decomposed (PDFs, some macOS tools) is the letter
	// ё, not «е» and a mark after it.
	if n, changed := nfcLine(raw); changed {
		raw = n
	}
	return raw, 0, true
}

// undecodable is the error of a line decoded with a character its
// encoding could not read (r.unread).
func (r *Reader) undecodable(line []byte) *Error {
	enc := "UTF-16"
	if r.cp1251 {
		enc = "Windows-1251"
	}
	p := Pos{Line: r.lineNo, Column: utf8.RuneCount(line[:r.unread]) + 1, Offset: r.unread}
	return ErrorAt(p, Undecodable{Encoding: enc})
}

// headBad reports whether the head of a line too long to read already
// shows bytes that are not text, in a file read as plain UTF-8: the rest
// of such a line is not skipped to an end it may never have.
func (r *Reader) headBad(head []byte, first bool) bool {
	if r.utf16 || r.cp1251 {
		return false // the decoded line tells
	}
	_, bad := lineBadByte(lineText(head, false, first))
	return bad
}

// cutHere ends the file where reading stopped: an endless line, or a read
// error. It is the file's error, at its place; a game under way is cut
// there as by bytes that are not text, and the lines before are read.
func (r *Reader) cutHere(g *Game) {
	pos := Pos{Line: max(r.lineNo, 1), Column: 1}
	var e *Error
	if r.endless {
		e = ErrorAt(pos, LineEndless{Limit: MaxSkip})
	} else {
		pos.Line = r.lineNo + 1 // the line the error kept from being read
		if r.lineNo == 0 {
			pos.Line = 1
		}
		cause := r.readErr
		var pe *fs.PathError
		if errors.As(cause, &pe) {
			cause = pe.Err // the file's name is the place already
		}
		e = ErrorAt(pos, ReadError{Detail: cause.Error()})
	}
	r.fileError(e)
	r.done, r.stop, r.stopAt = true, true, e.Pos
}

// notText is the error of a line of a file or a stream that is not text,
// at its bad byte: a CR alone is told apart, since the file is text but
// for its line ends; so is a file that is no text from its first byte (a
// program, a photo, /dev/zero), the wrong file, which removing a byte
// would not make a transcript. A line typed at the table is NotTextAt's.
func notText(file string, lineNo int, line []byte, bad int) *Error {
	p := Pos{Line: lineNo, Column: utf8.RuneCount(line[:bad]) + 1, Offset: bad}
	m := NotTextAt(line, bad)
	m.Start = lineNo == 1 && bad == 0 && !m.CR && !m.UTF16
	return ErrorAt(p, m)
}

// NotTextAt says why a line is not text at its bad byte: a CR alone,
// UTF-16 with no byte-order mark, a control character in text (a zero
// byte is left to the last, as binary files hold them), or else bytes that
// are not UTF-8.
func NotTextAt(line []byte, bad int) NotText {
	switch c := line[bad]; {
	case c == '\r':
		return NotText{CR: true}
	case looksUTF16(line):
		return NotText{UTF16: true}
	case c != 0 && c < 0x20 || c == 0x7f:
		return NotText{Control: fmt.Sprintf("U+%04X", c)}
	}
	return NotText{}
}

// letterCut reports whether the only bytes of a line that are not UTF-8,
// from at, begin a letter the file ends before: the file's last line, with
// no line end, after UTF-8 letters past ASCII. Such a file was cut short;
// read as Windows-1251 it would be a file of other letters.
func (r *Reader) letterCut(raw []byte, at int) bool {
	if r.utf16 || r.cp1251 || !r.done || r.readErr != nil {
		return false
	}
	tail := raw[at:]
	if len(tail) == 0 || tail[0] < 0xC0 || utf8.FullRune(tail) {
		return false
	}
	r.cutLetter = r.nonASCII || !isASCII(raw[:at])
	return r.cutLetter
}

// readsAsWindows1251 reads a line that is not UTF-8 as Windows-1251, the
// encoding of files saved on Russian Windows, when every line before was
// plain ASCII (the same in both) and the line reads as Cyrillic text in it.
// From then on the file is read so, and a note says it once.
func (r *Reader) readsAsWindows1251(raw []byte) ([]byte, bool) {
	if r.nonASCII || r.cp1251 {
		return nil, false
	}
	decoded := windows1251(raw)
	if _, bad := lineBadByte(decoded); bad || !cyrillic(decoded) {
		return nil, false
	}
	r.cp1251 = true
	r.notes = append(r.notes, NoteAt(Pos{Line: r.lineNo, Column: 1}, Windows1251{}))
	return decoded, true
}

func windows1251(raw []byte) []byte {
	out, err := charmap.Windows1251.NewDecoder().Bytes(raw)
	if err != nil {
		return raw
	}
	return out
}

// cyrillic reports whether text reads as Russian: past ASCII only Cyrillic
// letters and the punctuation Russian text uses, no word mixing Cyrillic
// with Latin letters (a Latin-1 «José» read so would be «Josй»), and at
// least one Cyrillic word.
func cyrillic(text []byte) bool {
	words := 0
	latin, cyr := 0, 0 // letters of each script in the word being read
	for _, c := range string(text) + " " {
		switch {
		case c >= 0x0400 && c <= 0x04FF:
			cyr++
		case c < utf8.RuneSelf && unicodeclass.IsLetter(c):
			latin++
		case c >= utf8.RuneSelf && !strings.ContainsRune("«»—–„“”‘’…№·°\u00a0", c):
			return false
		default: // a word ends
			if latin > 0 && cyr > 0 {
				return false
			}
			if cyr > 1 {
				words++
			}
			latin, cyr = 0, 0
		}
	}
	return words > 0
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// looksUTF16 reports whether a line that is not text reads as UTF-16 with
// no byte-order mark: on one side every byte or nearly is the high byte of
// ASCII (0) or of Cyrillic (4, U+0400–U+04FF), a zero among them — so
// «игра: черепахи» is known as well as "game: turtles". A line cut at a
// line feed may start on either side.
func looksUTF16(line []byte) bool {
	if len(line) < 4 {
		return false
	}
	var zeros, high [2]int
	for i, c := range line {
		switch c {
		case 0:
			zeros[i%2]++
			high[i%2]++
		case 4:
			high[i%2]++
		}
	}
	half := len(line) / 2
	return zeros[0] > 0 && high[0] >= half*3/4 && high[1] < half/4 ||
		zeros[1] > 0 && high[1] >= half*3/4 && high[0] < half/4
}
