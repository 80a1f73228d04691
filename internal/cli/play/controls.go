package play

import (
	"strings"
	"unicode/utf8"
)

// A control character that reaches the line as text — pasted, or in an
// escape sequence that carries text and that no key sends (`\e]0;…\a`,
// a terminal's title) — is passed on marked (markOf), which x/term keeps
// in the line; the table then refuses the line, showing the character
// (errLineControl). x/term would drop such a sequence with the text up to
// its first letter, or put the character in the line, and
// `:save y\e]0;pwned\a.txt` saved `y<U+FFFD>wned<BEL>.txt`.

// isControl: C0 controls and DEL, but a tab, which a name may hold, and
// the line ends, which end the line.
func isControl(c byte) bool {
	return (c < 0x20 || c == 0x7f) && c != '\t' && c != '\r' && c != '\n'
}

// controls marks the control characters in what was read that are text,
// not keys: in a paste, every one but the paste's end; typed, an escape
// sequence that opens a string (OSC, DCS, APC, PM, SOS), which no key
// sends. The start of a sequence not yet told is held for the next read,
// unless the input ends.
//
// A lone Esc does nothing, as in readline: one that ended a read (a key
// pressed alone; a sequence comes in one read) is dropped unless what
// follows goes on with a key's sequence. Alt+key, which the editor binds
// to nothing, is dropped whole: x/term put the Esc in the line, or took
// the text typed after it up to a letter.
func (k *keys) controls(in []byte, end bool) []byte {
	out := make([]byte, 0, len(in))
	for i, c := range in {
		if k.skip > 0 && utf8.RuneStart(c) {
			k.skip = 0
		}
		if k.skip > 0 {
			k.skip-- // the rest of a letter typed with Alt
			continue
		}
		if i == 0 && k.lone {
			k.lone = false
			if c != '[' && c != 'O' {
				k.esc = k.esc[:0] // a lone Esc: nothing
			}
		}
		if len(k.esc) > 0 {
			out = k.escaped(out, c)
			continue
		}
		out = k.control(out, c)
	}
	if end && len(k.esc) > 0 {
		if k.controlPaste {
			out = markControls(out, k.esc)
		} else {
			out = append(out, k.esc...)
		}
		k.esc = k.esc[:0]
	}
	k.lone = len(k.esc) == 1 && !k.controlPaste && !k.typedString
	return out
}

// escaped is out with c, the next byte of the escape sequence held, given
// on: the sequence goes on once it is told what it is, and is held until
// then.
func (k *keys) escaped(out []byte, c byte) []byte {
	k.esc = append(k.esc, c)
	switch k.escape() {
	case escHeld:
		return out
	case escKey:
		out = append(out, k.esc...)
	case escText:
		out = markControls(out, k.esc)
	case escAlt:
		k.esc = k.esc[:0]
		switch {
		case c == 0x1b:
			k.esc = append(k.esc, c) // the Esc dropped was alone
		case c >= utf8.RuneSelf:
			k.skip = runeLen(c) - 1
		case isControl(c) || c == '\r' || c == '\n' || c == '\t':
			out = k.control(out, c) // Alt with Enter, Backspace…: the key itself
		}
		return out
	}
	k.esc = k.esc[:0]
	return out
}

// control is out with c, a byte outside an escape sequence, given on.
func (k *keys) control(out []byte, c byte) []byte {
	switch {
	case c == 0x1b:
		k.esc = append(k.esc, c)
	case (k.controlPaste || k.typedString) && isControl(c):
		// A typed string ends at BEL; its ESC \ end is held above.
		k.typedString = k.typedString && c != 0x07
		out = utf8.AppendRune(out, markOf(c))
	case c == '\r' || c == '\n':
		k.typedString = false
		out = append(out, c)
	default:
		out = append(out, c)
	}
	return out
}

// runeLen is the length of the letter whose first byte is c.
func runeLen(c byte) int {
	switch {
	case c >= 0xf0:
		return 4
	case c >= 0xe0:
		return 3
	}
	return 2
}

// What an escape sequence held so far is.
const (
	escHeld = iota // not yet told
	escKey         // a key's, or a paste's start or end: on to the editor
	escText        // text: its controls marked
	escAlt         // Alt with a key the editor binds to nothing: dropped
)

// escape tells the escape sequence held: in a paste, only the paste's end
// is no text; typed, a sequence whose second byte opens a string is.
func (k *keys) escape() int {
	s := string(k.esc)
	if k.typedString {
		k.typedString = false // ESC \ ends it, marked as any ESC in it
		return escText
	}
	if k.controlPaste {
		switch {
		case s == pasteEnd:
			k.controlPaste = false
			return escKey
		case strings.HasPrefix(pasteEnd, s):
			return escHeld
		}
		return escText
	}
	if len(s) == 2 && strings.ContainsRune("]P_^X", rune(s[1])) {
		k.typedString = true // its controls too, to its end
		return escText
	}
	if len(s) == 2 && s[1] != '[' && s[1] != 'O' {
		return escAlt
	}
	if s == pasteStart {
		k.controlPaste = true
		return escKey
	}
	last := s[len(s)-1]
	if strings.HasPrefix(pasteStart, s) && len(s) < len(pasteStart) {
		return escHeld
	}
	if len(s) > 2 && !(last >= 'a' && last <= 'z' || last >= 'A' && last <= 'Z' || last == '~') && len(s) < 32 {
		return escHeld
	}
	return escKey
}

// markControls appends seq with its control characters marked.
func markControls(out, seq []byte) []byte {
	for _, c := range seq {
		if isControl(c) {
			out = utf8.AppendRune(out, markOf(c))
			continue
		}
		out = append(out, c)
	}
	return out
}
