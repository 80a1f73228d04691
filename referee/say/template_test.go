package say

import (
	"testing"

	"github.com/nicksnyder/go-i18n/v2/i18n/template"
)

// TestPlaceholdersMatchTextTemplate: the fast filler says what text/template
// says for every shape the locale files use.
func TestPlaceholdersMatchTextTemplate(t *testing.T) {
	data := map[string]any{"a": "red", "n": 3, "b": "«x»"}
	for _, src := range []string{"", "plain", "{{.a}}", "x {{.a}} y {{.n}}{{.b}}", "{{ .a }}!", "{{.missing}}", "{{if .a}}yes{{end}}", "{{.a}"} {
		p := &placeholderParser{}
		fast, ferr := p.Parse(src, "", "")
		slow, serr := (&template.TextParser{}).Parse(src, "", "")
		if (ferr == nil) != (serr == nil) {
			t.Errorf("%q: errors differ: %v / %v", src, ferr, serr)
			continue
		}
		if ferr != nil {
			continue
		}
		got, _ := fast.Execute(data)
		want, _ := slow.Execute(data)
		if got != want {
			t.Errorf("%q: %q, text/template %q", src, got, want)
		}
	}
}
