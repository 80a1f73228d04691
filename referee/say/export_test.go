package say

import (
	"sort"
	"text/template/parse"

	"github.com/boardgame-referee/referee/notation"
)

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
func (s *Speaker) Raw(m Message) string                  { return string(s.appendSay(nil, m)) }
func (s *Speaker) Typeset(raw string, start bool) string { return s.typeset(raw, start) }

// The marks of quoted input in a raw text.
const (
	InputOpen  = inputOpen
	InputClose = inputClose
)

// fields lists the facts a template names, each once, in the order they
// stand: the first step of each field chain ({{.Card.Turtle}} names Card).
func (t *template) fields() []string {
	var out []string
	seen := map[string]bool{}
	var walk func(n parse.Node)
	walk = func(n parse.Node) {
		switch n := n.(type) {
		case *parse.ListNode:
			if n == nil {
				return
			}
			for _, c := range n.Nodes {
				walk(c)
			}
		case *parse.ActionNode:
			walk(n.Pipe)
		case *parse.IfNode:
			walk(n.Pipe)
			walk(n.List)
			walk(n.ElseList)
		case *parse.PipeNode:
			for _, c := range n.Cmds {
				for _, a := range c.Args {
					walk(a)
				}
			}
		case *parse.FieldNode:
			if !seen[n.Ident[0]] {
				seen[n.Ident[0]] = true
				out = append(out, n.Ident[0])
			}
		}
	}
	walk(t.root)
	return out
}

// PluralForms lists the plural forms a code's table gives in a language
// ("other" alone for a plain text), sorted.
func (c *Catalog) PluralForms(lang string, code notation.Code) []string {
	e := c.lookup(lang, code)
	if e == nil {
		return nil
	}
	var out []string
	for name, form := range pluralForms {
		if _, ok := e.forms[form]; ok {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}
