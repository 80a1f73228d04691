package notation

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Fold makes a word comparable the way people type it at the table: case,
// ё/е, the typographic minus and dashes, and surrounding space are forgiven.
func Fold(s string) string {
	s = strings.TrimSpace(s)
	if folded(s) {
		return s // most words arrive folded: no copy
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		b.WriteRune(foldRune(r))
	}
	return b.String()
}

// AppendFold appends Fold(s) to dst: for looking a word up folded without
// making a string (a map lookup by string(bytes) copies nothing).
func AppendFold(dst []byte, s string) []byte {
	for _, r := range strings.TrimSpace(s) {
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			dst = append(dst, byte(r))
			continue
		}
		dst = utf8.AppendRune(dst, foldRune(r))
	}
	return dst
}

// FoldRune is what Fold makes of one rune: for comparing as a user types.
func FoldRune(r rune) rune { return foldRune(r) }

// foldRune is what Fold makes of one rune.
func foldRune(r rune) rune {
	switch r {
	case 'ё', 'Ё':
		return 'е'
	case '−', '–', '—':
		return '-'
	}
	return unicode.ToLower(r)
}

// folded reports whether Fold would leave s as it is.
func folded(s string) bool {
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf:
			if 'A' <= r && r <= 'Z' {
				return false
			}
		case r == utf8.RuneError || r == 'ё' || r == 'Ё' || r == '−' || r == '–' || r == '—' || unicode.ToLower(r) != r:
			return false
		}
	}
	return true
}

// latinLookalikes maps Cyrillic letters that look like Latin ones to those
// Latin letters; a row letter typed on a Russian keyboard is read as meant.
var latinLookalikes = map[rune]rune{
	'а': 'a', 'в': 'b', 'с': 'c', 'е': 'e', 'н': 'h', 'і': 'i', 'к': 'k', 'м': 'm',
	'о': 'o', 'р': 'p', 'т': 't', 'х': 'x', 'у': 'y',
}

// Latinize folds s and replaces Cyrillic look-alikes with their Latin twins.
func Latinize(s string) string {
	s = Fold(s)
	return strings.Map(func(r rune) rune {
		if l, ok := latinLookalikes[r]; ok {
			return l
		}
		return r
	}, s)
}

// Same reports whether two words are the same as people type them: case,
// ё/е and dashes forgiven (and nothing folded when they are equal).
func Same(a, b string) bool { return a == b || Fold(a) == Fold(b) }

// Is matches words the way people type them: slices.ContainsFunc(words,
// Is(word)) says whether word is one of words, case, ё/е and dashes forgiven.
func Is(word string) func(string) bool {
	k := Fold(word)
	return func(x string) bool { return Fold(x) == k }
}
