package expect

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/notation"
)

// NameKeywords open a test's name, before a colon: `# name: Пример 3`,
// `# имя: Пример 3`. A header line `name:` or `имя:` names a game too.
var NameKeywords = []string{"name", "имя"}

// Name is a `# name:` comment: the name a game's test goes by, whatever
// stands above it in its file.
type Name struct {
	Pos   notation.Pos // the #
	Game  int          // see notation.Comment
	Alone bool         // on a line of its own
	Text  string       // the name, its spaces trimmed and runs of them made one
}

// IsName reports whether a comment's text (after its #) names a test.
func IsName(text string) bool {
	for _, seg := range strings.Split(text, "#") {
		if _, ok := cutName(seg); ok {
			return true
		}
	}
	return false
}

// IsComment reports whether a comment's text is one the suite reads: an
// expectation or a name.
func IsComment(text string) bool { return Is(text) || IsName(text) }

// ParseName reads the name in a comment, in a part of it from a # to the
// next # or the end of the line, as an expectation is read: `# Example 3
// # name: Пример 3 # expect: ok`. ok is false when the comment names
// nothing; an empty name is an error.
func ParseName(c notation.Comment) (n Name, ok bool, err *notation.Error) {
	for _, seg := range strings.Split(c.Text, "#") {
		rest, found := cutName(seg)
		if !found {
			continue
		}
		text := strings.Join(strings.FieldsFunc(rest, unicode.IsSpace), " ")
		if text == "" {
			return Name{}, true, notation.ErrorAt(c.Pos, EmptyName)
		}
		return Name{Pos: c.Pos, Game: c.Game, Alone: c.Alone, Text: text}, true, nil
	}
	return Name{}, false, nil
}

// cutName finds a name's keyword and colon at the start of a part of a
// comment, and returns what follows the colon.
func cutName(text string) (string, bool) {
	t := strings.TrimLeftFunc(text, unicode.IsSpace)
	for _, k := range NameKeywords {
		n := len(k)
		if len(t) < n || !utf8.ValidString(t[:n]) || notation.Fold(t[:n]) != k {
			continue
		}
		if after := strings.TrimLeftFunc(t[n:], unicode.IsSpace); strings.HasPrefix(after, ":") {
			return after[1:], true
		}
	}
	return "", false
}
