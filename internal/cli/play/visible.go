package play

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// visible is text that came from input, echoed back with what would act on
// the terminal made visible, as less and git show it: C0 controls, DEL and
// C1 controls as \x1b or \u009b, bytes that are not UTF-8 as \xff, and
// bidi controls left unpaired (which would turn the rest of the line
// around) as \u202e. A local stand-in until referee/say renders every
// fact so.
func visible(s string) string {
	unpaired := unpairedBidi(s)
	if len(unpaired) == 0 && !strings.ContainsFunc(s, needsShowing) && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r >= 0x80 && r < 0xa0 || unpaired[i]:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

func needsShowing(r rune) bool { return r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 }

// unpairedBidi finds, by byte offset, the bidi controls of s that open an
// embedding, override or isolate never closed, or close one never opened.
func unpairedBidi(s string) map[int]bool {
	var open []int // offsets of the openings not yet closed
	var out map[int]bool
	mark := func(i int) {
		if out == nil {
			out = map[int]bool{}
		}
		out[i] = true
	}
	for i, r := range s {
		switch {
		case r >= 0x202a && r <= 0x202e && r != 0x202c, r >= 0x2066 && r <= 0x2068:
			open = append(open, i)
		case r == 0x202c || r == 0x2069:
			if len(open) == 0 {
				mark(i)
				continue
			}
			open = open[:len(open)-1]
		}
	}
	for _, i := range open {
		mark(i)
	}
	return out
}
