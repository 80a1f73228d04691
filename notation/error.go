// Package notation frames transcript files: it splits a file into games,
// header entries and move entries, each carrying its position, and holds the
// lexical pieces every game's grammar shares (folding, names, suggestions).
package notation

import (
	"errors"
	"fmt"
	"strings"

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

// Errorf makes a positioned notation error of a Said message.
func Errorf(pos Pos, code string, facts Facts) *Error {
	return ErrorAt(pos, Said{ID: code, Facts: facts})
}

// The codes of the notes the reader makes itself; every other code it
// gives is an error.
const (
	CodeWindows1251       = "notation.windows-1251"
	CodeUnknownKeySuggest = "notation.unknown-key-suggest"
)

// IsNoteCode reports whether a code is one of the reader's notes, for
// `referee explain` to say so.
func IsNoteCode(code Code) bool {
	switch code {
	case CodeWindows1251, CodeUnknownKeySuggest:
		return true
	}
	return false
}

// Notef makes a positioned note.
func Notef(pos Pos, code string, facts Facts) *Error {
	return NoteAt(pos, Said{ID: code, Facts: facts})
}

// FromParse turns a participle error from parsing text that starts at base
// into a positioned notation error. The grammar's own names for what it
// expected are internal (struct and token names), so they are shown only
// when they are plain punctuation; FromParseExpecting says it in words.
func FromParse(err error, base Pos) *Error { return FromParseExpecting(err, base, "") }

// FromParseExpecting is FromParse with what the text should look like, a
// message ID (notation.expect.pairs …), for when a token is not understood.
func FromParseExpecting(err error, base Pos, expect Term) *Error {
	var ne *Error
	if errors.As(err, &ne) {
		return ne
	}
	var ut *participle.UnexpectedTokenError
	if errors.As(err, &ut) {
		pos := base.Add(ut.Unexpected.Pos)
		exp := any(nil)
		if e := expected(ut); plain(e) {
			exp = e
		}
		if expect != "" {
			exp = expect
		}
		switch {
		case ut.Unexpected.EOF() && exp != nil:
			return Errorf(pos, "notation.unexpected-end", Facts{"expected": exp})
		case ut.Unexpected.EOF():
			return Errorf(pos, "notation.unexpected-end-plain", Facts{})
		case expected(ut) == "" && ut.Unexpected.Pos.Offset > 0 && expect == "":
			// The grammar was complete and something was left over.
			return Errorf(pos, "notation.unexpected-extra", Facts{"token": ut.Unexpected.Value})
		case exp != nil:
			return Errorf(pos, "notation.unexpected", Facts{"token": ut.Unexpected.Value, "expected": exp})
		}
		return Errorf(pos, "notation.unexpected-plain", Facts{"token": ut.Unexpected.Value})
	}
	var le *lexer.Error
	if errors.As(err, &le) {
		return Errorf(base.Add(le.Pos), "notation.bad-text", Facts{})
	}
	var pe participle.Error
	if errors.As(err, &pe) {
		return Errorf(base.Add(pe.Position()), "notation.unreadable", Facts{})
	}
	return Errorf(base, "notation.unreadable", Facts{})
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
