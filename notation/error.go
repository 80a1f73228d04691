// Package notation frames transcript files: it splits a file into games,
// header entries and move entries, each carrying its position, and holds the
// lexical pieces every game's grammar shares (folding, names, suggestions).
package notation

import (
	"errors"
	"fmt"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Pos is a position in a transcript: file, line and column (in runes, from 1).
type Pos = lexer.Position

// Facts are the details of a diagnostic, by name, for the message templates.
// Values are plain strings and numbers, or values the catalog knows how to
// render in the chosen language (see the referee package).
type Facts = map[string]any

// Error is a notation error: something in the transcript that could not be
// read. It carries a stable code and facts, never a sentence; the sentence is
// made at the edge from the locale files.
type Error struct {
	Pos   Pos
	Code  string
	Facts Facts
}

func (e *Error) Error() string {
	return fmt.Sprintf("%d:%d: %s %v", e.Pos.Line, e.Pos.Column, e.Code, e.Facts)
}

// Errorf makes a positioned notation error.
func Errorf(pos Pos, code string, facts Facts) *Error {
	return &Error{Pos: pos, Code: code, Facts: facts}
}

// FromParse turns a participle error from parsing text that starts at base
// into a positioned notation error. An unexpected token is reported with what
// the grammar expected, so the user sees which word was not understood.
func FromParse(err error, base Pos) *Error {
	var ne *Error
	if errors.As(err, &ne) {
		return ne
	}
	var ut *participle.UnexpectedTokenError
	if errors.As(err, &ut) {
		pos := base.Add(ut.Unexpected.Pos)
		if ut.Unexpected.EOF() {
			return Errorf(pos, "notation.unexpected-end", Facts{"expected": expected(ut)})
		}
		if exp := expected(ut); exp != "" {
			return Errorf(pos, "notation.unexpected", Facts{"token": ut.Unexpected.Value, "expected": exp})
		}
		// The grammar was complete and something was left over.
		return Errorf(pos, "notation.unexpected-extra", Facts{"token": ut.Unexpected.Value})
	}
	var pe participle.Error
	if errors.As(err, &pe) {
		return Errorf(base.Add(pe.Position()), "notation.unreadable", Facts{"detail": pe.Message()})
	}
	return Errorf(base, "notation.unreadable", Facts{"detail": err.Error()})
}

// expected pulls the "(expected …)" part out of participle's message; the
// grammar's token names are English and short, so they are shown as they are.
func expected(ut *participle.UnexpectedTokenError) string {
	msg := ut.Message()
	const marker = "(expected "
	for i := 0; i+len(marker) <= len(msg); i++ {
		if msg[i:i+len(marker)] == marker {
			s := msg[i+len(marker):]
			if n := len(s); n > 0 && s[n-1] == ')' {
				s = s[:n-1]
			}
			return s
		}
	}
	return ""
}
