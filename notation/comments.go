package notation

import (
	"bytes"
	"io"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// Comment is the text of a comment, after its #, found where the framing
// finds comments (a # inside a quoted name is no comment).
type Comment struct {
	Pos   Pos    // the #: file, line, column in runes from 1
	Text  string // after the #, as written
	Game  int    // the game whose lines it stands among: 1 from the first game: line on; 0 before it
	Alone bool   // nothing but spaces before it on its line
}

// Comments watches the bytes a Reader reads and finds the comments among
// them, reading lines the way the Reader reads them: the same encodings
// (UTF-16 by its byte-order mark, Windows-1251 by a line of Cyrillic after
// lines of ASCII), the same line numbers (a line ends at \n, a \r before it
// is dropped, a byte-order mark opens line 1), the same game: lines, lines
// too long skipped (their head still looked at for bytes that are not
// text), and nothing past input that is not text. So each
// comment is told which game it belongs to with no second reading of the
// input, which may be a pipe. Only the comments keep accepts are kept,
// until taken: memory follows them, never the file.
//
//	c := notation.WatchComments(name, file, keep)
//	r := notation.NewReader(name, c, keys)
//	for g := r.Next(); g != nil; g = r.Next() { k++; comments := c.Take(k) … }
//
// When Next returns game k, every line of it has been read, so Take(k)
// holds all its comments; a long game's (Game.More) come as its chunks do.
type Comments struct {
	name    string
	in      io.Reader
	keep    func(text string) bool
	head    []byte         // the first bytes, until the encoding is known
	utf16   io.WriteCloser // decodes a UTF-16 file into lines; nil for any other
	enc     Reader         // the Reader's own Windows-1251 state and tests
	line    []byte         // the line being read, at most MaxLine+1 bytes
	over    bool           // the line is longer than that
	skipped int            // bytes of a line too long seen so far
	lineNo  int
	game    int
	stopped bool // the input stopped being text: the Reader reads no further
	ended   bool
	queue   []Comment
}

// WatchComments returns a reader of in that finds its comments; keep
// chooses those worth keeping (nil keeps every one).
func WatchComments(name string, in io.Reader, keep func(text string) bool) *Comments {
	return &Comments{name: name, in: in, keep: keep}
}

// Read reads from the input, finding the comments of each line read.
func (c *Comments) Read(p []byte) (int, error) {
	n, err := c.in.Read(p)
	c.decode(p[:n], err != nil)
	if err != nil && !c.ended {
		c.ended = true
		if c.utf16 != nil {
			c.utf16.Close() // what the decoder holds back
		}
		if len(c.line) > 0 || c.over {
			// The last line, with no end of line: one cut in a letter is
			// no text, as the Reader finds at the end of the file.
			c.enc.done = err == io.EOF
			c.endLine()
		}
	}
	return n, err
}

// decode passes bytes read to the lines, through a UTF-16 decoder when the
// file starts with its byte-order mark, as Reader.sniff finds it.
func (c *Comments) decode(b []byte, atEOF bool) {
	if !c.enc.sniffed {
		c.head = append(c.head, b...)
		if len(c.head) < 2 && !atEOF {
			return
		}
		b, c.head = c.head, nil
		c.enc.sniffed = true
		if len(b) >= 2 && (b[0] == 0xFF && b[1] == 0xFE || b[0] == 0xFE && b[1] == 0xFF) {
			c.utf16 = transform.NewWriter(lineWriter{c}, unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder())
			c.enc.utf16 = true
		}
	}
	if c.utf16 != nil {
		_, _ = c.utf16.Write(b) // into the lines: what the decoder cannot read, the Reader refuses at its place
		return
	}
	c.scan(b)
}

// lineWriter takes decoded bytes into the lines.
type lineWriter struct{ c *Comments }

func (w lineWriter) Write(b []byte) (int, error) {
	w.c.scan(b)
	return len(b), nil
}

// Take returns the comments kept so far of games up to game (0: before the
// first game), in file order, and forgets them.
func (c *Comments) Take(game int) []Comment {
	n := 0
	for n < len(c.queue) && c.queue[n].Game <= game {
		n++
	}
	if n == 0 {
		return nil
	}
	out := append([]Comment(nil), c.queue[:n]...)
	c.queue = append(c.queue[:0], c.queue[n:]...)
	return out
}

// Games is the number of game: lines read so far.
func (c *Comments) Games() int { return c.game }

func (c *Comments) scan(b []byte) {
	for len(b) > 0 && !c.stopped {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			c.add(b)
			return
		}
		c.add(b[:i])
		c.endLine()
		b = b[i+1:]
	}
}

// add appends to the line being read, never holding more than the Reader
// holds of it: a line of MaxLine+2 bytes or more fills its buffer, and only
// that head is looked at (Reader.readLine).
func (c *Comments) add(b []byte) {
	if c.over {
		// Skipped, as the Reader skips it, up to the bound of a line.
		if c.skipped += len(b); c.skipped > MaxSkip {
			c.lineNo++
			c.stopped = true
		}
		return
	}
	if room := MaxLine + 2 - len(c.line); len(b) >= room {
		c.line = append(c.line, b[:room]...)
		c.over, c.skipped = true, len(c.line)+len(b)-room
		if c.enc.headBad(c.line, c.lineNo == 0) {
			// The Reader stops at such a head without skipping the rest.
			c.lineNo++
			c.stopped = true
		}
		return
	}
	c.line = append(c.line, b...)
}

// endLine looks at a whole line, as Reader.readLines does.
func (c *Comments) endLine() {
	raw, over := c.line, c.over
	c.line, c.over = c.line[:0], false
	if c.stopped {
		return
	}
	c.lineNo++
	raw = lineText(raw, !over, c.lineNo == 1)
	tooLong := over || len(raw) > MaxLine
	// Decoded as the Reader decodes, with its own state; of a line too
	// long, its head.
	raw, _, ok := c.enc.decode(raw)
	if !ok {
		c.stopped = true
		return
	}
	if tooLong {
		return // the framing skips it
	}
	if isGameLine(raw) {
		c.game++
	}
	if bytes.IndexByte(raw, '#') < 0 {
		return
	}
	text := spaces(string(raw))
	code := stripComment(text)
	if len(code) == len(text) {
		return // every # is inside quotes
	}
	comment := text[len(code)+1:]
	if c.keep != nil && !c.keep(comment) {
		return
	}
	c.queue = append(c.queue, Comment{
		Pos:   Pos{Line: c.lineNo, Column: utf8.RuneCountInString(code) + 1},
		Text:  comment,
		Game:  c.game,
		Alone: strings.TrimSpace(code) == "",
	})
}
