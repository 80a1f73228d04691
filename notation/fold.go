package notation

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Fold makes a word comparable the way people type it at the table: case,
// ё/е, the typographic minus and dashes, and surrounding space are forgiven.
func Fold(s string) string {
	s = trimSpace(s)
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
	s = trimSpace(s)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c < utf8.RuneSelf:
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			dst = append(dst, c)
			continue
		case i+1 < len(s) && (c == 0xD0 && s[i+1] >= 0xB0 && s[i+1] <= 0xBF || c == 0xD1 && s[i+1] >= 0x80 && s[i+1] <= 0x8F):
			dst = append(dst, c, s[i+1]) // а…п, р…я: folded already
			i++
			continue
		}
		return appendFoldRunes(dst, s[i:])
	}
	return dst
}

// appendFoldRunes is AppendFold rune by rune, s trimmed.
func appendFoldRunes(dst []byte, s string) []byte {
	for _, r := range s {
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

// foldRune is what Fold makes of one rune. ASCII and Russian letters, what
// almost every word is, are folded here without unicode's case tables.
func foldRune(r rune) rune {
	switch {
	case r < utf8.RuneSelf:
		if 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		return r
	case 'а' <= r && r <= 'я' && r != 'ё':
		return r
	case 'А' <= r && r <= 'Я':
		return r + 'а' - 'А'
	}
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
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c < utf8.RuneSelf:
			if 'A' <= c && c <= 'Z' {
				return false
			}
		case i+1 < len(s) && (c == 0xD0 && s[i+1] >= 0xB0 && s[i+1] <= 0xBF || c == 0xD1 && s[i+1] >= 0x80 && s[i+1] <= 0x8F):
			i++ // а…п, р…я: folded already
		default:
			return foldedRunes(s[i:])
		}
	}
	return true
}

func foldedRunes(s string) bool {
	for _, r := range s {
		if r == utf8.RuneError || foldRune(r) != r {
			return false
		}
	}
	return true
}

// sameFolded reports whether Fold(a) == Fold(b), rune by rune, without
// making either: Fold maps each rune on its own.
func sameFolded(a, b string) bool {
	a, b = trimSpace(a), trimSpace(b)
	for a != "" && b != "" {
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb && foldRune(ra) != foldRune(rb) {
			return false
		}
		a, b = a[na:], b[nb:]
	}
	return a == "" && b == ""
}

// trimSpace is strings.TrimSpace, quick on words that start and end with
// a letter past ASCII (a Russian name): strings.TrimSpace looks such a
// word's ends up in unicode's tables.
func trimSpace(s string) string {
	if s == "" || startsWord(s) && endsWord(s) {
		return s // a word between letters, digits or signs, as most are
	}
	return trimSpaceEnds(s)
}

// startsWord reports whether s starts with printable ASCII or a Cyrillic
// letter's first byte, which no space starts with.
func startsWord(s string) bool {
	c := s[0]
	return c > ' ' && c < 0x7f || c == 0xD0 || c == 0xD1
}

// endsWord reports whether s ends with printable ASCII or a Cyrillic
// letter, which no space ends with.
func endsWord(s string) bool {
	n := len(s)
	c := s[n-1]
	return c > ' ' && c < 0x7f || n >= 2 && c >= 0x80 && c < 0xC0 && (s[n-2] == 0xD0 || s[n-2] == 0xD1)
}

// trimSpaceEnds is trimSpace past its quick look.
func trimSpaceEnds(s string) string {
	start := 0
	for start < len(s) {
		c := s[start]
		if c < utf8.RuneSelf {
			if asciiSpace(c) {
				start++
				continue
			}
			break
		}
		if c == 0xD0 || c == 0xD1 {
			break // a Cyrillic letter, what a Russian word starts with
		}
		r, n := utf8.DecodeRuneInString(s[start:])
		if !isSpace(r) {
			break
		}
		start += n
	}
	end := len(s)
	for end > start {
		c := s[end-1]
		if c < utf8.RuneSelf {
			if asciiSpace(c) {
				end--
				continue
			}
			break
		}
		if end-start >= 2 && (s[end-2] == 0xD0 || s[end-2] == 0xD1) && c < 0xC0 {
			break // a Cyrillic letter ends the word
		}
		r, n := utf8.DecodeLastRuneInString(s[start:end])
		if !isSpace(r) {
			break
		}
		end -= n
	}
	return s[start:end]
}

func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// isSpace is unicode.IsSpace, with no table looked at below U+1680, the
// first space past Latin-1.
func isSpace(r rune) bool {
	switch {
	case r < utf8.RuneSelf:
		return asciiSpace(byte(r))
	case r == 0x85 || r == 0xA0:
		return true
	case r < 0x1680:
		return false
	}
	return unicode.IsSpace(r)
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
func Same(a, b string) bool { return a == b || sameFolded(a, b) }

// Is matches words the way people type them: slices.ContainsFunc(words,
// Is(word)) says whether word is one of words, case, ё/е and dashes forgiven.
func Is(word string) func(string) bool {
	k := Fold(word)
	return func(x string) bool { return Fold(x) == k }
}
