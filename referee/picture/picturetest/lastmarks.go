package picturetest

import "strings"

// LastMarks is the first group of the last move's marks in svg
// (picture.LastMarks), drawn at opacity when opacity is not "", up to the
// end of its first inner group; "" when there is none.
func LastMarks(svg, opacity string) string {
	open := `<g class="last-mark">`
	if opacity != "" {
		open = `<g class="last-mark" opacity="` + opacity + `">`
	}
	i := strings.Index(svg, open)
	if i < 0 {
		return ""
	}
	end := strings.Index(svg[i:], `</g>`)
	if end < 0 {
		return ""
	}
	return svg[i : i+end]
}
