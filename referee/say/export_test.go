package say

import "github.com/boardgame-referee/referee/notation"

// What the external tests hold the catalog to, beside its exported API.

// TemplateFields lists the facts a code's templates name in a language,
// over all its plural forms, each once: ok is false when the code has no
// text there; err when a template does not parse.
func (c *Catalog) TemplateFields(lang string, code notation.Code) (fields []string, ok bool, err error) {
	e := c.lookup(lang, code)
	if e == nil {
		return nil, false, nil
	}
	if err := e.parse(code); err != nil {
		return nil, true, err
	}
	seen := map[string]bool{}
	for _, t := range e.tmpl {
		for _, f := range t.fields() {
			if !seen[f] {
				seen[f] = true
				fields = append(fields, f)
			}
		}
	}
	return fields, true, nil
}

// HasFact reports whether a message has a fact by that name: a field, or
// a niladic method, of its type.
func HasFact(m Message, name string) bool {
	_, ok := fact(m, name)
	return ok
}

// Raw says a message with the marks of quoted input still in it, and
// Typeset makes such a text what a reader sees (start: it begins a
// sentence): a test tells the templates' own words from the facts by the
// marks.
func (s *Speaker) Raw(m Message) string                  { return s.say(m) }
func (s *Speaker) Typeset(raw string, start bool) string { return s.typeset(raw, start) }

// The marks of quoted input in a raw text.
const (
	InputOpen  = inputOpen
	InputClose = inputClose
)
