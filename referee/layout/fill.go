package layout

import "strings"

// Fill wraps text to width columns at word boundaries, for a board's
// legend or a key. Each line of text is laid out on its own: its leading
// spaces stay, and the lines it wraps onto start with the same spaces and
// then indent. A word is broken only when it alone is wider than a line (a
// name of 60 letters); an empty line stays empty.
func Fill(text, indent string, width int) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		body := strings.TrimLeft(line, " ")
		lead := line[:len(line)-len(body)]
		words := Fields(body)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		out = append(out, Wrap(lead, words, lead+indent, width)...)
	}
	return out
}
