package say

import (
	"fmt"
	"strings"

	"github.com/nicksnyder/go-i18n/v2/i18n/template"
)

// placeholderParser reads the templates of the locale files, which only ever
// say {{.fact}}, into text and holes, and fills them without text/template:
// rendering was most of the cost of checking a file of many games. A
// template with any other action is handed to text/template as usual.
type placeholderParser struct {
	text template.TextParser
}

func (p *placeholderParser) Cacheable() bool { return true }

func (p *placeholderParser) Parse(src, left, right string) (template.ParsedTemplate, error) {
	var parts []piece
	rest := src
	for {
		i := strings.Index(rest, "{{")
		if i < 0 {
			parts = append(parts, piece{text: rest})
			return placeholders(parts), nil
		}
		j := strings.Index(rest[i:], "}}")
		if j < 0 {
			return p.text.Parse(src, left, right)
		}
		action := strings.TrimSpace(rest[i+2 : i+j])
		name, ok := strings.CutPrefix(action, ".")
		if !ok || name == "" || strings.ContainsAny(name, " .|()$\"") {
			return p.text.Parse(src, left, right)
		}
		parts = append(parts, piece{text: rest[:i]}, piece{hole: name})
		rest = rest[i+j+2:]
	}
}

type piece struct {
	text string
	hole string
}

type placeholders []piece

func (t placeholders) Execute(data any) (string, error) {
	facts, _ := data.(map[string]any)
	var b strings.Builder
	for _, p := range t {
		if p.hole == "" {
			b.WriteString(p.text)
			continue
		}
		switch v := facts[p.hole].(type) {
		case string:
			b.WriteString(v)
		case nil:
			b.WriteString("<no value>") // as text/template says it
		default:
			fmt.Fprint(&b, v)
		}
	}
	return b.String(), nil
}

// fill fills the holes with what get says of each fact; a fact get does not
// have shows as text/template shows a missing value.
func (t placeholders) fill(get func(name string) (string, bool)) string {
	if len(t) == 1 {
		return t[0].text
	}
	var b strings.Builder
	for _, p := range t {
		if p.hole == "" {
			b.WriteString(p.text)
			continue
		}
		if v, ok := get(p.hole); ok {
			b.WriteString(v)
		} else {
			b.WriteString("<no value>")
		}
	}
	return b.String()
}

// holes counts the facts a template names.
func (t placeholders) holes() int {
	n := 0
	for _, p := range t {
		if p.hole != "" {
			n++
		}
	}
	return n
}
