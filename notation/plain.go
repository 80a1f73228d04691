package notation

// plainText reports whether a line is plain: every byte printable ASCII but
// `#`, `;` and `"`, a tab, or a letter of two bytes from U+00C0 to U+02FF or
// U+0400 to U+047F (C3…CB, D0 or D1 and a continuation byte: Latin and
// Cyrillic letters, none of them a space, a quote, a dash or a combining
// mark). Such a line is in NFC whatever it holds and has no comment and no
// second entry, so the reader takes it as it is; almost every line is.
func plainText[T ~string | ~[]byte](s T) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 0xC3 && c <= 0xCB || c == 0xD0 || c == 0xD1:
			if i+1 >= len(s) || s[i+1]&0xC0 != 0x80 {
				return false
			}
			i++
		case c == '#' || c == ';' || c == '"':
			return false
		case c >= 0x20 && c < 0x7F || c == '\t':
		default:
			return false
		}
	}
	return true
}
