package notation

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Names that look the same are one name: the same letters composed or
// decomposed (NFC against NFD, as PDFs and some macOS tools write «ё»), a
// Latin letter typed for the Cyrillic one it looks like (`Aня` for «Аня»),
// or an invisible character copied in with a name (a zero-width space).
// Their skeletons are equal. A name is found by its skeleton only when
// nothing else finds it, and two players whose names share one are refused
// (PlayersLookAlike): never two people.

// Skeleton is what a name looks like: folded (whatever the case, since
// names are compared so, and ё as е) with invisible characters dropped,
// decomposed, letters that look like Latin ones made Latin, one space
// between words. Decomposed, «о» and an acute made «o» and an acute is
// what «ó» is.
func Skeleton(s string) string {
	if strings.ContainsFunc(s, invisible) {
		// Dropped first: one between a letter and its mark would keep
		// them from composing.
		s = strings.Map(func(r rune) rune {
			if invisible(r) {
				return -1
			}
			return r
		}, s)
	}
	folded := norm.NFD.String(Fold(NFC(s)))
	var b strings.Builder
	b.Grow(len(folded))
	for _, r := range folded {
		if l, ok := lookalikes[unicode.ToUpper(r)]; ok {
			r = foldRune(l)
		}
		b.WriteRune(r)
	}
	return strings.Join(strings.FieldsFunc(b.String(), isSpace), " ")
}

// NFC is s in Unicode's composed form, as every line the referee reads is
// (Reader): «ё» one letter, never «е» and a combining diaeresis.
func NFC(s string) string {
	if plainNFC(s) {
		return s
	}
	return dropInvisible(norm.NFC.String(s))
}

// blanks are the characters that show nothing and mean nothing in a
// transcript — a zero-width space, a word joiner, a byte-order mark
// inside a line — which copying from a web page or a PDF leaves inside
// words («ga\u200bme:», «турбо\u200bсчёт»): read as nothing, as a reader
// of the page sees them, rather than as a word nobody can see. A
// zero-width joiner is kept: it joins emoji in a name.
var blanks = strings.NewReplacer("\u200b", "", "\u2060", "", "\ufeff", "")

func dropInvisible(s string) string {
	if !strings.ContainsAny(s, "\u200b\u2060\ufeff") {
		return s
	}
	return blanks.Replace(s)
}

// plainNFC reports whether s is ASCII and letters of two bytes that are
// in NFC whatever stands around them (U+0080 to U+02FF, U+0400 to
// U+047F: Latin and Cyrillic), on its bytes: most text is.
func plainNFC[T ~string | ~[]byte](s T) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c < utf8.RuneSelf:
		case (c >= 0xC2 && c <= 0xCB || c == 0xD0 || c == 0xD1) && i+1 < len(s) && s[i+1]&0xC0 == 0x80:
			i++
		default:
			return false
		}
	}
	return true
}

// nfcLine is a line of input in NFC: the line itself when it is already
// (almost every line), else a copy, and changed.
func nfcLine(line []byte) (out []byte, changed bool) {
	if plainNFC(line) {
		return line, false
	}
	if bytes.ContainsAny(line, "\u200b\u2060\ufeff") {
		return []byte(blanks.Replace(norm.NFC.String(string(line)))), true
	}
	if norm.NFC.IsNormal(line) {
		return line, false
	}
	return norm.NFC.Bytes(line), true
}

// invisible reports whether r is a character that shows nothing in a
// name: zero-width spaces and joiners, a word joiner, a byte-order mark,
// a soft hyphen, variation selectors.
func invisible(r rune) bool {
	switch {
	case r == '\u00AD', r == '\u034F', r == '\u061C', r == '\u180E':
		return true
	case r >= '\u200B' && r <= '\u200F', r >= '\u202A' && r <= '\u202E', r >= '\u2060' && r <= '\u2064':
		return true
	case r == '\uFEFF', r >= '\uFE00' && r <= '\uFE0F':
		return true
	}
	return false
}

// lookalikes maps Cyrillic and Greek capitals to the Latin capitals they
// look like. Names are compared whatever their case, so a small letter is
// looked up by its capital: «в» is «В», which looks like B.
var lookalikes = map[rune]rune{
	'А': 'A', 'В': 'B', 'Е': 'E', 'І': 'I', 'Ј': 'J', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P',
	'С': 'C', 'Ѕ': 'S', 'Т': 'T', 'У': 'Y', 'Х': 'X', 'Ү': 'Y', 'Һ': 'H', 'Ԁ': 'D', 'Ԛ': 'Q', 'Ԝ': 'W',
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O',
	'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
}
