package say

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/pelletier/go-toml/v2"
)

// parseLocaleFile reads a locale file's messages as go-i18n reads TOML, but
// the lines of the shape almost every message has — `"id" = "text"` — by
// hand: go-toml builds a map of interfaces and go-i18n a map of strings a
// message, and that was two thirds of a check's start-up. Every other line
// (plural forms as inline tables, multi-line strings) is read by go-toml,
// as one document of those lines in order; a file with a table header or a
// literal multi-line string, or any error, is read whole by go-toml, so an
// error is told at its line. TestLocaleFilesReadAsGoI18nReads holds the
// two readings equal on every locale file.
func parseLocaleFile(data []byte, name string) ([]*i18n.Message, error) {
	whole := func() ([]*i18n.Message, error) {
		mf, err := i18n.ParseMessageFileBytes(data, name, map[string]i18n.UnmarshalFunc{"toml": toml.Unmarshal})
		if err != nil {
			return nil, err
		}
		return mf.Messages, nil
	}
	lines := bytes.Count(data, []byte("\n")) + 1
	msgs := make([]*i18n.Message, 0, lines)
	slab := make([]i18n.Message, 0, lines) // the messages read by hand, in one allocation
	var rest []byte
	inside := false // in a multi-line basic string: its lines are go-toml's
	for text := data; len(text) > 0; {
		line := text
		if i := bytes.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i+1], text[i+1:]
		} else {
			text = nil
		}
		if bytes.Contains(line, []byte("'''")) {
			return whole()
		}
		if n := bytes.Count(line, []byte(`"""`)); n > 0 || inside {
			if n%2 == 1 {
				inside = !inside
			}
			rest = append(rest, line...)
			continue
		}
		trimmed := bytes.TrimLeft(line, " \t")
		if len(trimmed) > 0 && trimmed[0] == '[' {
			return whole() // a table: the lines after it are its keys
		}
		body := string(bytes.TrimRight(lineBody(trimmed), " \t"))
		if body == "" || body[0] == '#' && !hasControl(body) {
			continue // a blank line or a comment
		}
		if id, value, ok := simpleMessage(body); ok {
			slab = append(slab, i18n.Message{ID: id, Other: value})
			msgs = append(msgs, &slab[len(slab)-1])
			continue
		}
		rest = append(rest, line...)
	}
	if inside {
		return whole()
	}
	if len(rest) > 0 {
		more, err := i18n.ParseMessageBytes(rest, toml.Unmarshal)
		if err != nil {
			return whole() // told at its line in the file
		}
		msgs = append(msgs, more...)
	}
	return msgs, nil
}

// lineBody is a line without its end: \n or \r\n (a lone \r is go-toml's
// to refuse).
func lineBody(line []byte) []byte {
	if body, ok := bytes.CutSuffix(line, []byte("\n")); ok {
		return bytes.TrimSuffix(body, []byte("\r"))
	}
	return line
}

// simpleMessage reads `"id" = "text"`, maybe with a comment after: the id
// with no escape, the text a basic string with the escapes messages use.
// ok is false for any other line, which go-toml reads.
func simpleMessage(line string) (id, value string, ok bool) {
	if !strings.HasPrefix(line, `"`) {
		return "", "", false
	}
	end := strings.IndexAny(line[1:], `"\`)
	if end < 0 || line[1+end] != '"' {
		return "", "", false
	}
	id, line = line[1:1+end], strings.TrimLeft(line[2+end:], " \t")
	// hasControl, on the bytes: an ID is short, and mostly ASCII.
	if id == "" || isReservedKey(id) || hasControlByte(id) || !utf8.ValidString(id) || strings.Contains(id, "\t") || !strings.HasPrefix(line, "=") {
		return "", "", false
	}
	line = strings.TrimLeft(line[1:], " \t")
	if !strings.HasPrefix(line, `"`) {
		return "", "", false
	}
	value, after, ok := basicString(line[1:])
	if !ok {
		return "", "", false
	}
	after = strings.TrimLeft(after, " \t")
	if after != "" && (after[0] != '#' || hasControl(after)) {
		return "", "", false
	}
	return id, value, utf8.ValidString(line)
}

// basicString reads a TOML basic string after its opening quote: its
// value and what follows the closing quote. A control character or an
// escape other than \" \\ \n \t \uXXXX is left to go-toml.
func basicString(s string) (value, after string, ok bool) {
	// The common value: no escape before its closing quote, no control
	// character in it. strings.IndexByte finds both ends at once.
	if end := strings.IndexByte(s, '"'); end >= 0 && strings.IndexByte(s[:end], '\\') < 0 && !hasControlByte(s[:end]) {
		return s[:end], s[end+1:], true
	}
	var b strings.Builder
	escaped := false // b holds the value so far: an escape was read
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			if !escaped {
				return s[:i], s[i+1:], true // no escape: the text itself
			}
			return b.String(), s[i+1:], true
		case c < 0x20 && c != '\t' || c == 0x7f:
			return "", "", false
		case c == '\\':
			if !escaped {
				b.WriteString(s[:i])
				escaped = true
			}
			if i+1 >= len(s) {
				return "", "", false
			}
			i++
			switch s[i] {
			case '"', '\\':
				b.WriteByte(s[i])
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'u':
				if i+5 > len(s) {
					return "", "", false
				}
				r, err := strconv.ParseUint(s[i+1:i+5], 16, 32)
				if err != nil || !utf8.ValidRune(rune(r)) {
					return "", "", false
				}
				b.WriteRune(rune(r))
				i += 4
			default:
				return "", "", false
			}
		case escaped:
			b.WriteByte(c)
		}
	}
	return "", "", false // no closing quote
}

// hasControlByte reports whether s holds a control byte TOML allows in no
// string (a tab it allows).
func hasControlByte(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 && c != '\t' || c == 0x7f {
			return true
		}
	}
	return false
}

// hasControl reports whether text holds what TOML allows in no comment and
// no string: a control character (a tab it allows) or bytes not UTF-8.
func hasControl(text string) bool {
	return !utf8.ValidString(text) || strings.ContainsFunc(text, func(r rune) bool { return r < 0x20 && r != '\t' || r == 0x7f })
}

// isReservedKey reports whether go-i18n would take a key for a field of a
// message (`other = "…"` at the top makes the file one message).
func isReservedKey(key string) bool {
	if len(key) > len("description") {
		return false // a message's ID, not a field: no case to fold
	}
	switch strings.ToLower(key) {
	case "id", "description", "hash", "leftdelim", "rightdelim", "zero", "one", "two", "few", "many", "other":
		return true
	}
	return false
}
