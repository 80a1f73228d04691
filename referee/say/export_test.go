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
