package play

import "strings"

// A byte that reaches the line but is no letter typed — one that is not
// UTF-8 (keys.marked), or a control character that came as text
// (controls) — is passed on as the rune byteMark+byte, which no keyboard
// sends (the last of Unicode's private use, plane 16) and x/term keeps in
// the line; it is given back as the byte when the line is read
// (unmarked). The two kinds do not overlap: controls are below 0x80, bytes
// that are not UTF-8 from it.
const byteMark = 0x10ff00

func markOf(b byte) rune { return byteMark + rune(b) }

// isMark reports whether r is a marked byte.
func isMark(r rune) bool { return r >= byteMark && r <= byteMark+0xff }

// isControlMark reports whether r is a marked control character.
func isControlMark(r rune) bool { return r >= byteMark && r < byteMark+0x80 }

// unmarked is a line with its marked bytes given back, and whether a
// control character was among them.
func unmarked(line string) (string, bool) {
	if !strings.ContainsFunc(line, isMark) {
		return line, false
	}
	var b strings.Builder
	control := false
	for _, r := range line {
		if isMark(r) {
			control = control || isControlMark(r)
			b.WriteByte(byte(r - byteMark))
			continue
		}
		b.WriteRune(r)
	}
	return b.String(), control
}
