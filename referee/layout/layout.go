// Package layout lays out the text views of a position (boards, legends) in
// display columns: what a terminal shows, not runes or bytes.
package layout

import (
	"strings"

	"github.com/rivo/uniseg"
)

// Width is how many columns s takes on a terminal.
func Width(s string) int { return uniseg.StringWidth(s) }

// Pad fills s with spaces to width columns.
func Pad(s string, width int) string {
	return s + strings.Repeat(" ", max(0, width-Width(s)))
}

// Wrap lays out lead followed by units (words, or groups of words a line
// must not break inside) in lines of at most width columns. Lead is kept as
// it is (a table's columns); the lines after the first start with indent. A
// unit too long for a line breaks at its spaces, and a word too long for one
// is cut.
func Wrap(lead string, units []string, indent string, width int) []string {
	var fit []string
	for _, u := range units {
		if Width(u) > width-Width(indent) {
			fit = append(fit, Fields(u)...)
		} else {
			fit = append(fit, u)
		}
	}
	var lines []string
	line, n := lead, Width(lead)
	empty := true // nothing after the lead or the indent yet
	flush := func() {
		lines = append(lines, strings.TrimRight(line, " "))
		line, n, empty = indent, Width(indent), true
	}
	for _, word := range fit {
		wn := Width(word)
		if !empty && n+1+wn > width {
			flush()
		}
		if !empty {
			line, n = line+" ", n+1
		}
		// fresh: nothing on the line but spaces (the lead's or the indent).
		fresh := empty && strings.TrimSpace(line) == ""
		for n+wn > width && n < width { // a word longer than a whole line
			head, rest := cut(word, width-n)
			if head == "" && !fresh {
				flush()
				fresh = true
				continue
			}
			if head == "" {
				// A cluster wider than a line can be (猫 after a wide
				// indent) stands alone on one: it cannot be cut.
				head, rest = firstCluster(word)
			}
			line, word, wn = line+head, rest, Width(rest)
			n = width
			flush()
			fresh = true
		}
		if word == "" {
			continue // the word's last cluster ended the line before
		}
		line, n, empty = line+word, n+wn, false
	}
	if !empty || len(lines) == 0 {
		lines = append(lines, strings.TrimRight(line, " "))
	}
	return lines
}

// WrapText wraps a line of plain text at its spaces: the line's own leading
// spaces stay, and the lines after the first start with indent.
func WrapText(line, indent string, width int) []string {
	body := strings.TrimLeft(line, " ")
	return Wrap(line[:len(line)-len(body)], Fields(body), indent, width)
}

// Fields splits text into the words a line may break between: at spaces,
// tabs and line ends, never at a no-break space (U+00A0), which the
// Russian typography puts where a line must not break («от 1 до 4»).
func Fields(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' || r == '\r' })
}

// cut splits s after at most cols columns, between grapheme clusters.
func cut(s string, cols int) (head, rest string) {
	state, n, at := -1, 0, 0
	for rest := s; rest != ""; {
		var cluster string
		var w int
		cluster, rest, w, state = uniseg.FirstGraphemeClusterInString(rest, state)
		if n+w > cols {
			break
		}
		n, at = n+w, at+len(cluster)
	}
	return s[:at], s[at:]
}

// firstCluster splits off s's first grapheme cluster.
func firstCluster(s string) (head, rest string) {
	cluster, rest, _, _ := uniseg.FirstGraphemeClusterInString(s, -1)
	return cluster, rest
}
