package say

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nicksnyder/go-i18n/v2/i18n"
)

// parseLocaleFile reads a locale file's messages as go-i18n reads TOML, but
// the lines of the shapes almost every message has — `"id" = "text"` and
// its plural forms, `"id" = { one = "…", other = "…" }` — by hand: go-toml
// builds a map of interfaces and go-i18n a map of strings a message, and
// that was two thirds of a check's start-up. Every other line (multi-line
// strings) is read by go-toml, as one document of those lines in order; a
// file with a table header or a literal multi-line string, or any error, is
// read whole by go-toml, so an error is told at its line.
// TestLocaleFilesReadAsGoI18nReads holds the two readings equal on every
// locale file, FuzzLocaleFile on any text.
func parseLocaleFile(data []byte, name string) ([]*i18n.Message, error) {
	whole := func() ([]*i18n.Message, error) {
		mf, err := i18n.ParseMessageFileBytes(data, name, map[string]i18n.UnmarshalFunc{"toml": unmarshalTOML})
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
		if m, ok := lineMessage(body); ok {
			slab = append(slab, m)
			msgs = append(msgs, &slab[len(slab)-1])
			continue
		}
		rest = append(rest, line...)
	}
	if inside {
		return whole()
	}
	if len(rest) > 0 {
		more, err := i18n.ParseMessageBytes(rest, unmarshalTOML)
		if err != nil {
			return whole() // told at its line in the file
		}
		msgs = append(msgs, more...)
	}
	return msgs, nil
}

// lineBody is a line without its end: \n or \r\n (a lone \r is go-toml's
// to refuse).
func lineBody[T string | []byte](line T) T {
	n := len(line)
	if n == 0 || line[n-1] != '\n' {
		return line
	}
	if n--; n > 0 && line[n-1] == '\r' {
		n--
	}
	return line[:n]
}

// lineMessage reads a message of one line, maybe with a comment after:
// `"id" = "text"`, or its plural forms as an inline table of basic strings,
// `"id" = { one = "…", other = "…" }`. The ID has no escape; a text is a
// basic string with the escapes messages use. ok is false for any other
// line, which go-toml reads.
func lineMessage(line string) (m i18n.Message, ok bool) {
	id, value, ok := messageKey(line)
	if !ok {
		return m, false
	}
	m.ID = id
	var after string
	switch value[0] {
	case '"':
		m.Other, after, ok = basicString(value[1:])
	case '\'':
		m.Other, after, ok = literalString(value[1:])
	case '{':
		after, ok = pluralForms(value[1:], &m)
	default:
		return m, false
	}
	if !ok {
		return m, false
	}
	after = strings.TrimLeft(after, " \t")
	if after != "" && (after[0] != '#' || hasControl(after)) {
		return m, false
	}
	return m, utf8.ValidString(value)
}

// messageKey reads `"id" =` (or `'id' =`) at the start of a line: the ID,
// and the value after it (not empty). ok is false for a key go-toml or
// go-i18n would read otherwise: quoted with escapes, dotted, bare, or a
// field of a message.
func messageKey(line string) (id, value string, ok bool) {
	if line == "" || line[0] != '"' && line[0] != '\'' {
		return "", "", false
	}
	end := strings.IndexAny(line[1:], `"'\`)
	if end < 0 || line[1+end] != line[0] {
		return "", "", false
	}
	id, line = line[1:1+end], strings.TrimLeft(line[2+end:], " \t")
	// hasControl, on the bytes: an ID is short, and mostly ASCII.
	if id == "" || isReservedKey(id) || hasControlByte(id) || !utf8.ValidString(id) || strings.Contains(id, "\t") || !strings.HasPrefix(line, "=") {
		return "", "", false
	}
	line = strings.TrimLeft(line[1:], " \t")
	if line == "" {
		return "", "", false
	}
	return id, line, true
}

// pluralForms reads an inline table of plural forms after its opening
// brace, `one = "…", other = "…" }`, into m: what follows the closing
// brace. Only the forms go-i18n knows, each bare, lowercase and once, each
// a basic string: ok is false for anything else (a mixed table, a nested
// one, a trailing comma), which go-toml reads.
func pluralForms(s string, m *i18n.Message) (after string, ok bool) {
	forms := [...]*string{&m.Zero, &m.One, &m.Two, &m.Few, &m.Many, &m.Other}
	seen := 0 // a bit a form read: go-toml refuses a key given twice
	for {
		s = strings.TrimLeft(s, " \t")
		eq := strings.IndexByte(s, '=')
		if eq < 0 {
			return "", false
		}
		form := -1
		switch strings.TrimRight(s[:eq], " \t") {
		case "zero":
			form = 0
		case "one":
			form = 1
		case "two":
			form = 2
		case "few":
			form = 3
		case "many":
			form = 4
		case "other":
			form = 5
		}
		if form < 0 || seen&(1<<form) != 0 {
			return "", false
		}
		seen |= 1 << form
		s = strings.TrimLeft(s[eq+1:], " \t")
		if !strings.HasPrefix(s, `"`) {
			return "", false
		}
		value, rest, ok := basicString(s[1:])
		if !ok {
			return "", false
		}
		*forms[form] = value
		s = strings.TrimLeft(rest, " \t")
		switch {
		case strings.HasPrefix(s, ","):
			s = s[1:]
		case strings.HasPrefix(s, "}"):
			return s[1:], true
		default:
			return "", false
		}
	}
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

// literalString reads a TOML literal string after its opening quote: its
// value and what follows the closing quote. ok is false for a control
// character in it (or no closing quote).
func literalString(s string) (value, after string, ok bool) {
	end := strings.IndexByte(s, '\'')
	if end < 0 || hasControlByte(s[:end]) {
		return "", "", false
	}
	return s[:end], s[end+1:], true
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
