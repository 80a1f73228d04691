package cli

import (
	"html"
	htmltemplate "html/template"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// bdi makes a sentence safe HTML with every player's name in it set in a
// <bdi>: a name written right to left (Arabic, Hebrew) then keeps its own
// direction and leaves the punctuation around it where the sentence put
// it. A name is matched whole, not inside a longer word; the longest
// first, so that «Анна Мария» is one name, not «Анна».
func bdi(s string, names []string) htmltemplate.HTML {
	type span struct{ at, end int }
	var found []span
	taken := make([]bool, len(s)+1)
	byLength := append([]string(nil), names...)
	sort.SliceStable(byLength, func(i, j int) bool { return len(byLength[i]) > len(byLength[j]) })
	for _, name := range byLength {
		if name == "" {
			continue
		}
		for from := 0; from < len(s); {
			i := strings.Index(s[from:], name)
			if i < 0 {
				break
			}
			at, end := from+i, from+i+len(name)
			from = at + 1
			if taken[at] || taken[end-1] || !boundary(s, at, end) {
				continue
			}
			for k := at; k < end; k++ {
				taken[k] = true
			}
			found = append(found, span{at, end})
			from = end
		}
	}
	sort.Slice(found, func(i, j int) bool { return found[i].at < found[j].at })
	var b strings.Builder
	last := 0
	for _, f := range found {
		b.WriteString(html.EscapeString(s[last:f.at]))
		b.WriteString("<bdi>")
		b.WriteString(html.EscapeString(s[f.at:f.end]))
		b.WriteString("</bdi>")
		last = f.end
	}
	b.WriteString(html.EscapeString(s[last:]))
	return htmltemplate.HTML(b.String())
}

// capital starts a sentence that stands alone on the page with a capital
// letter («Игра окончена…»): the messages start in lower case, as a line
// of check's after its place.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// boundary says whether s[at:end] stands as a word: no letter or digit
// just before or after it.
func boundary(s string, at, end int) bool {
	word := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	if at > 0 {
		if r, _ := utf8.DecodeLastRuneInString(s[:at]); word(r) {
			return false
		}
	}
	if end < len(s) {
		if r, _ := utf8.DecodeRuneInString(s[end:]); word(r) {
			return false
		}
	}
	return true
}

// safe marks markup referee/picture wrote as safe HTML: every text and
// attribute in it escaped by encoding/xml.
func safe(svg string) htmltemplate.HTML { return htmltemplate.HTML(svg) }
