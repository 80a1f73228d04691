package notation

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// A name with spaces is written in quotes: "…", «…», “…”, or „…“ (also „…”),
// the quotes English and Russian typists use. This is the one definition:
// every grammar and the framing read quotes through it.

// QuotedPattern matches a quoted name, for the lexers of grammars that read
// names (with Unquote to take the quotes off).
const QuotedPattern = `"[^"\n]*"|«[^»\n]*»|“[^”\n]*”|„[^“”\n]*[“”]`

// QuoteChars are every opening and closing quote.
const QuoteChars = `"«»“”„`

// Opens reports whether r opens a quoted name.
func Opens(r rune) bool { return r == '"' || r == '«' || r == '“' || r == '„' }

// Closes reports whether r closes a quoted name opened with open.
func Closes(open, r rune) bool {
	switch open {
	case '«':
		return r == '»'
	case '“':
		return r == '”'
	case '„':
		return r == '“' || r == '”'
	}
	return r == '"'
}

// Unquoted takes one pair of quotes off a name, if it is quoted.
func Unquoted(name string) string {
	if name == "" || name[0] != '"' && name[0] != 0xC2 && name[0] != 0xE2 {
		return name // no quote starts with any other byte: " « “ „
	}
	open, size := utf8.DecodeRuneInString(name)
	last, lastSize := utf8.DecodeLastRuneInString(name)
	if len(name) >= size+lastSize && Opens(open) && Closes(open, last) {
		return name[size : len(name)-lastSize]
	}
	return name
}

// IsQuoted reports whether a name is written in quotes, with no quote of
// its kind inside.
func IsQuoted(name string) bool {
	inner := Unquoted(name)
	return inner != name && !strings.ContainsAny(inner, QuoteChars+"\n")
}

// Unquote takes the quotes off a quoted name token (participle.Map).
func Unquote(t lexer.Token) (lexer.Token, error) {
	t.Value = Unquoted(t.Value)
	return t, nil
}
