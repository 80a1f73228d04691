package say

import (
	"strconv"
	"unicode/utf8"
)

// The record's own fields are written here, as encoding/json writes them
// (HTML left unescaped, as the record's encoder is set) and JSONSafe then
// makes them: a record is a dozen small fields, and encoding each through
// reflection cost as much as checking the game. FuzzJSONString holds
// jsonString to encoding/json.

// appendJSONString appends s as a JSON string, as encoding/json and then
// JSONSafe write it.
func appendJSONString(dst []byte, s string) []byte {
	from := len(dst)
	dst = jsonString(dst, s)
	if safe := JSONSafe(dst[from:]); len(safe) != len(dst)-from {
		dst = append(dst[:from], safe...) // JSONSafe made a copy, longer
	}
	return dst
}

// jsonString appends s as a JSON string, as encoding/json does.
func jsonString(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[b>>4], hex[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// jsonField appends `,"name":` (the first field has no comma).
func jsonField(dst []byte, name string, first bool) []byte {
	if !first {
		dst = append(dst, ',')
	}
	dst = append(dst, '"')
	dst = append(dst, name...)
	return append(dst, '"', ':')
}

// appendJSONStrings appends a list of strings (appendJSONString), null for
// none (nil), as encoding/json does.
func appendJSONStrings(dst []byte, list []string) []byte {
	if list == nil {
		return append(dst, "null"...)
	}
	dst = append(dst, '[')
	for i, s := range list {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendJSONString(dst, s)
	}
	return append(dst, ']')
}

func appendJSONInt(dst []byte, n int) []byte { return strconv.AppendInt(dst, int64(n), 10) }

func appendJSONBool(dst []byte, b bool) []byte { return strconv.AppendBool(dst, b) }
