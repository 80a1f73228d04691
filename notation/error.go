// Package notation frames transcript files: it splits a file into games,
// header entries and move entries, each carrying its position, and holds the
// lexical pieces every game's grammar shares (folding, names, suggestions).
package notation

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Pos is a place in a transcript: its line and column (in runes, from 1),
// and its byte offset in the line. The file's name is kept once, on what
// holds the places (the game's report, the reader), not in every place.
type Pos struct {
	Line, Column int
	Offset       int
}

// Add is the place of pos within text that starts at p: a place a grammar
// gives in a move's text (participle's, from 1:1) made a place in the file.
func (p Pos) Add(pos lexer.Position) Pos {
	p.Line += pos.Line - 1
	if pos.Line > 1 {
		p.Column = pos.Column
	} else {
		p.Column += pos.Column - 1
	}
	p.Offset += pos.Offset
	return p
}

// String is LINE:COL.
func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Column) }

// Error is a notation error: something in the transcript that could not be
// read. It carries a stable code and facts, never a sentence; the sentence is
// made at the edge from the locale files.
type Error struct {
	Pos     Pos
	Message Message
	// Note: not an error but what the user should know about the line (a
	// key that looks misspelt, a file read as Windows-1251).
	Note bool
}

func (e *Error) Error() string {
	return fmt.Sprintf("%d:%d: %s %+v", e.Pos.Line, e.Pos.Column, e.Code(), e.Message)
}

// Code is the error's code.
func (e *Error) Code() Code { return e.Message.Code() }

// ErrorAt makes a positioned notation error.
func ErrorAt(pos Pos, m Message) *Error { return &Error{Pos: pos, Message: m} }

// NoteAt makes a positioned note.
func NoteAt(pos Pos, m Message) *Error { return &Error{Pos: pos, Message: m, Note: true} }

// The codes of the notes the reader makes itself; every other code it
// gives is an error.
const (
	CodeWindows1251       = "notation.windows-1251"
	CodeUnknownKeySuggest = "notation.unknown-key-suggest"
	CodeNameRead          = "notation.name-read"
	CodeNameLooksAlike    = "notation.name-looks-alike"
)

// IsNoteCode reports whether a code is one of the reader's notes, for
// `referee explain` to say so.
func IsNoteCode(code Code) bool {
	switch code {
	case CodeWindows1251, CodeUnknownKeySuggest, CodeNameRead, CodeNameLooksAlike:
		return true
	}
	return false
}

// FromParse turns a participle error from parsing text that starts at
// base into a positioned notation error. The grammar's own names for what
// it expected are internal (struct and token names), so they are shown
// only when they are plain punctuation; expect, when given, says what the
// text should look like in words (ExpectPairs).
func FromParse(err error, base Pos, expect Term) *Error {
	var ne *Error
	if errors.As(err, &ne) {
		return ne
	}
	var ut *participle.UnexpectedTokenError
	if errors.As(err, &ut) {
		return ErrorAt(base.Add(ut.Unexpected.Pos), unexpected(ut, expect))
	}
	var le *lexer.Error
	if errors.As(err, &le) {
		return ErrorAt(base.Add(le.Pos), unlexed(le))
	}
	var pe participle.Error
	if errors.As(err, &pe) {
		return ErrorAt(base.Add(pe.Position()), Unreadable{})
	}
	return ErrorAt(base, Unreadable{})
}

// unlexed says what the lexer could not read: a quote left open, or the
// character no token begins with, read from the rest of the line the
// lexer's message quotes ("lexer: invalid input text %q").
func unlexed(le *lexer.Error) Message {
	_, rest, ok := strings.Cut(le.Msg, "invalid input text ")
	if !ok {
		return Unreadable{}
	}
	text, err := strconv.Unquote(rest)
	if err != nil || text == "" {
		return Unreadable{}
	}
	r, size := utf8.DecodeRuneInString(text)
	if Opens(r) {
		return BadText{Quote: text[:size]}
	}
	return BadChar{Char: text[:size], Point: fmt.Sprintf("U+%04X", r)}
}

// unexpected says what is wrong with a token the grammar did not take:
// what should stand there, when the caller or the grammar can say it in
// words a user reads.
func unexpected(ut *participle.UnexpectedTokenError, expect Term) Message {
	var want Message
	if e := expected(ut); plain(e) {
		want = Tokens{Text: e}
	}
	if expect != "" {
		want = expect
	}
	token := ut.Unexpected.Value
	switch {
	case ut.Unexpected.EOF() && want != nil:
		return UnexpectedEnd{Expected: want}
	case ut.Unexpected.EOF():
		return CutShort{}
	case expected(ut) == "" && ut.Unexpected.Pos.Offset > 0 && expect == "":
		return UnexpectedExtra{Token: token} // the grammar was complete and something was left over
	case want != nil:
		return Unexpected{Token: token, Expected: want}
	}
	return NotUnderstood{Token: token}
}

// plain reports whether participle's "expected" text is only quoted
// punctuation such as `"="`, which a user can read; token and struct names
// such as <word> or PlaceSyntax are not.
func plain(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r == '<' || r >= 'A' && r <= 'Z' {
			return false
		}
	}
	return true
}

// expected pulls the "(expected …)" part out of participle's message.
func expected(ut *participle.UnexpectedTokenError) string {
	msg := ut.Message()
	const marker = "(expected "
	if i := strings.Index(msg, marker); i >= 0 {
		return strings.TrimSuffix(msg[i+len(marker):], ")")
	}
	return ""
}
