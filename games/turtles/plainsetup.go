package turtles

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// plainSetup reads the commonest setup, `2=зелёная/жёлтая, 4=синяя` (a
// square, `=`, turtle words joined by `/`, places joined by `, `), exactly
// as the setup grammar reads it, positions and all, without running it:
// on a file of races as people write them, participle reading setup: was
// a fifth of `check`, and setups are too varied to remember. Anything else
// it declines, and the grammar reads it; FuzzPlainSetup holds the two to
// the same syntax.
func plainSetup(value string) (*setupSyntax, bool) {
	syn := &setupSyntax{Places: make([]*placeSyntax, 0, 1+strings.Count(value, ","))}
	col := 1 // the column of value[off], counted in runes as participle does
	for off := 0; ; {
		square, n := plainToken(value[off:], true)
		if n == 0 || off+n >= len(value) || value[off+n] != '=' {
			return nil, false
		}
		place := &placeSyntax{Pos: lexer.Position{Offset: off, Line: 1, Column: col}, Square: square}
		col += utf8.RuneCountInString(square) + 1
		off += n + 1
		for {
			word, n := plainToken(value[off:], false)
			if n == 0 {
				return nil, false
			}
			place.Turtles = append(place.Turtles, &wordSyntax{Pos: lexer.Position{Offset: off, Line: 1, Column: col}, Name: word})
			col += utf8.RuneCountInString(word)
			off += n
			if off == len(value) || value[off] != '/' {
				break
			}
			col++
			off++
		}
		syn.Places = append(syn.Places, place)
		if off == len(value) {
			return syn, true
		}
		if !strings.HasPrefix(value[off:], ", ") {
			return nil, false
		}
		col += 2
		off += 2
	}
}

// plainToken is the grammar's Word token (`[\p{L}][\p{L}\-]*`) at the start
// of s, or with digits its Int (`[0-9]+`), and its length in bytes; 0 when
// there is none. A word followed by a digit, or a number by a letter, is
// left to the grammar, which reads them as two tokens.
func plainToken(s string, digits bool) (string, int) {
	n := 0
	if digits {
		for n < len(s) && s[n] >= '0' && s[n] <= '9' {
			n++
		}
		if n > 0 {
			if n < len(s) && (s[n] >= utf8.RuneSelf || unicode.IsLetter(rune(s[n])) || s[n] == '-') {
				return "", 0
			}
			return s[:n], n
		}
	}
	for n < len(s) {
		r, size := utf8.DecodeRuneInString(s[n:])
		if !unicode.IsLetter(r) && (n == 0 || r != '-') {
			break
		}
		n += size
	}
	if n < len(s) && s[n] >= '0' && s[n] <= '9' {
		return "", 0
	}
	return s[:n], n
}
