package notation

import (
	"strings"
	"unicode"
)

// HasCyrillic reports whether s holds a Russian (Cyrillic) letter: the one
// test of which script a name, key or task is written in.
func HasCyrillic(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) })
}
