package say

import (
	"bytes"
	"fmt"
)

// JSONSafe escapes, in encoded JSON, the characters encoding/json writes
// raw that a terminal obeys: C1 controls (U+0080–U+009F; U+009B starts an
// escape sequence as ESC [ does) and the bidi controls that reorder what
// follows (U+202A–U+202E, U+2066–U+2069, U+061C, U+200E, U+200F). The
// value read back is the same; only its bytes on a screen are harmless.
// They stand only inside strings (JSON's own characters are ASCII), so
// each is replaced by its \u escape wherever it is. b is returned as it is
// when it holds none, as almost every record does.
func JSONSafe(b []byte) []byte {
	// Each starts with C2, D8 or E2: a record with none of them, as
	// almost every one is, is looked at no further.
	if bytes.IndexByte(b, 0xC2) < 0 && bytes.IndexByte(b, 0xE2) < 0 && bytes.IndexByte(b, 0xD8) < 0 {
		return b
	}
	var out []byte
	last := 0
	for i := 0; i+1 < len(b); i++ {
		size := escapedAt(b, i)
		if size == 0 {
			continue
		}
		if out == nil {
			out = make([]byte, 0, len(b)+16)
		}
		var r rune
		switch size {
		case 2:
			r = rune(b[i]&0x1F)<<6 | rune(b[i+1]&0x3F)
		case 3:
			r = rune(b[i]&0x0F)<<12 | rune(b[i+1]&0x3F)<<6 | rune(b[i+2]&0x3F)
		}
		out = append(out, b[last:i]...)
		out = fmt.Appendf(out, `\u%04x`, r)
		i += size - 1
		last = i + 1
	}
	if out == nil {
		return b
	}
	return append(out, b[last:]...)
}

// escapedAt is the length of the UTF-8 sequence at b[i] when JSONSafe
// escapes it, else 0.
func escapedAt(b []byte, i int) int {
	switch b[i] {
	case 0xC2: // U+0080–U+00BF: C1 controls up to U+009F
		if b[i+1] >= 0x80 && b[i+1] <= 0x9F {
			return 2
		}
	case 0xD8: // U+061C, the Arabic letter mark
		if b[i+1] == 0x9C {
			return 2
		}
	case 0xE2: // U+2000–U+207F: the marks and embeddings
		if i+2 < len(b) {
			switch c := b[i+2]; b[i+1] {
			case 0x80:
				if c == 0x8E || c == 0x8F || c >= 0xAA && c <= 0xAE {
					return 3
				}
			case 0x81:
				if c >= 0xA6 && c <= 0xA9 {
					return 3
				}
			}
		}
	}
	return 0
}
