package say

import (
	"fmt"
	"reflect"
	"strconv"
	"text/template/parse"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"github.com/boardgame-referee/referee/notation"
)

// Speaker says messages in one language.
type Speaker struct {
	Lang string
	ru   bool // Russian typography
	c    *Catalog
	tag  language.Tag
}

// Speaker returns the speaker of a language ("en" or "ru").
func (c *Catalog) Speaker(lang string) *Speaker {
	return &Speaker{Lang: lang, ru: lang == "ru", c: c, tag: language.Make(lang)}
}

// Say says a message as a person reads it: its facts said first (words,
// counts, lists and nested messages in the language), then its template,
// then the language's typography (see typeset). Words quoted back from the
// input keep their letters, with their controls made visible.
func (s *Speaker) Say(m Message) string { return s.typeset(string(s.raw(m)), false) }

// Sentence says a message that starts a sentence: as Say, with a capital
// at its start (unless it starts with a word of the input).
func (s *Speaker) Sentence(m Message) string {
	return s.typeset(string(s.raw(m)), true)
}

// Statement says a message as a sentence on its own line: as Sentence,
// and ended with a full stop where its template, written to take a code
// after it, has none.
func (s *Speaker) Statement(m Message) string {
	return s.typeset(string(withStop(s.raw(m))), true)
}

// Whole says a message as Say does, ended with its punctuation: for a
// page that sets a verdict or a note on its own, its code apart (the
// replay), as whole as the picture's caption and check's line say it.
func (s *Speaker) Whole(m Message) string { return s.sayWhole(m) }

// sayWhole says a message as Say does, ended with its punctuation: JSON's
// "message" is a whole sentence (its code has a field of its own), so a
// tool that shows it needs add nothing, as every text view ends one.
func (s *Speaker) sayWhole(m Message) string {
	return s.typeset(string(withStop(s.raw(m))), false)
}

// Coded says a message as Say does, as a whole sentence ended with its
// punctuation, and its code after it in brackets: «the file cannot be
// read: why. [notation.file-unreadable]», a line of check's about no move.
func (s *Speaker) Coded(m Message) string {
	return s.sayWhole(m) + " [" + Visible(string(m.Code())) + "]"
}

// AfterLabel says a message that goes on a sentence after a label and its
// colon («Ход 3 (Нина: красная +1): …»): as Say, its first word in lower
// case unless it is a word of the input.
func (s *Speaker) AfterLabel(m Message) string {
	return s.typesetAfterLabel(string(s.raw(m)))
}

// raw is a message said, its quoted input still marked (appendSay), in
// a buffer with room for a sentence: made once, not grown word by word.
func (s *Speaker) raw(m Message) []byte { return s.appendSay(make([]byte, 0, sentenceRoom), m) }

// sentenceRoom is the bytes of a long sentence of a report.
const sentenceRoom = 256

// appendSay appends a message said to dst, its quoted input still
// marked: what typeset makes into text.
func (s *Speaker) appendSay(dst []byte, m Message) []byte {
	if m == nil {
		return dst // nothing to say (a choice with no words of its own)
	}
	if f, ok := m.(notation.InFile); ok {
		m = f.Message // the place in the other file is the writer's to print
	}
	code := m.Code()
	if f, ok := m.(Form); ok {
		m = f.Message
	}
	e := s.c.lookup(s.Lang, code)
	if e == nil || e.parse(code) != nil {
		return s.appendFallback(dst, m) // Check and the catalog tests find it
	}
	t := e.tmpl[plural.Other]
	if len(e.tmpl) > 1 {
		if n, ok := s.count(m); ok {
			if n < 0 {
				n = -n
			}
			if f, ok := e.tmpl[plural.Cardinal.MatchPlural(s.tag, n, 0, 0, 0, 0)]; ok {
				t = f
			}
		}
	}
	return s.execute(dst, t.root, m)
}

// count is the number that picks a message's plural form: its Count, a
// method of most messages, a field of a Quantity and of a few others.
func (s *Speaker) count(m Message) (int, bool) {
	switch m := m.(type) {
	case interface{ Count() int }:
		return m.Count(), true
	case Quantity:
		return m.Count, true
	}
	v, _ := fact(m, "Count")
	n, ok := v.(int)
	return n, ok
}

// execute appends what a template's nodes say of message m.
func (s *Speaker) execute(dst []byte, n parse.Node, m Message) []byte {
	switch n := n.(type) {
	case *parse.ListNode:
		if n == nil {
			return dst
		}
		for _, c := range n.Nodes {
			dst = s.execute(dst, c, m)
		}
	case *parse.TextNode:
		dst = append(dst, n.Text...)
	case *parse.ActionNode:
		v, ok := s.field(m, n.Pipe.Cmds[0].Args[0].(*parse.FieldNode).Ident)
		if !ok {
			return append(dst, "<no value>"...) // as text/template says a missing value
		}
		dst = s.appendRender(dst, v)
	case *parse.IfNode:
		if s.holds(n.Pipe, m) {
			return s.execute(dst, n.List, m)
		}
		return s.execute(dst, n.ElseList, m)
	}
	return dst
}

// field follows a chain of fields from m.
func (s *Speaker) field(m any, chain []string) (any, bool) {
	v := m
	for _, name := range chain {
		var ok bool
		if v, ok = fact(v, name); !ok {
			return nil, false
		}
	}
	return v, true
}

// holds says whether a condition holds for m.
func (s *Speaker) holds(p *parse.PipeNode, m Message) bool {
	args := p.Cmds[0].Args
	f, call := args[0].(*parse.IdentifierNode)
	if !call {
		return s.truth(args[0], m)
	}
	switch f.Ident {
	case "not":
		return !s.truth(args[1], m)
	case "and":
		for _, a := range args[1:] {
			if !s.truth(a, m) {
				return false
			}
		}
		return true
	case "or":
		for _, a := range args[1:] {
			if s.truth(a, m) {
				return true
			}
		}
		return false
	}
	return s.said(args[1], m) == s.said(args[2], m) // eq
}

// truth says whether an argument of a condition holds.
func (s *Speaker) truth(a parse.Node, m Message) bool {
	switch a := a.(type) {
	case *parse.PipeNode:
		return s.holds(a, m)
	case *parse.FieldNode:
		v, ok := s.field(m, a.Ident)
		return ok && truth(v)
	case *parse.BoolNode:
		return a.True
	}
	return s.said(a, m) != ""
}

// said is what an argument of eq says: a fact said, or a constant.
func (s *Speaker) said(a parse.Node, m Message) string {
	switch a := a.(type) {
	case *parse.FieldNode:
		v, _ := s.field(m, a.Ident)
		return string(s.appendRender(nil, v))
	case *parse.StringNode:
		return a.Text
	case *parse.NumberNode:
		return a.Text
	case *parse.BoolNode:
		return strconv.FormatBool(a.True)
	}
	return ""
}

// appendFallback shows a message that has no text: its code and facts, so
// nothing is ever silently lost. The catalog tests keep this from
// happening.
func (s *Speaker) appendFallback(dst []byte, m Message) []byte {
	dst = appendKept(dst, string(m.Code()))
	v := reflect.Indirect(reflect.ValueOf(m))
	if v.Kind() == reflect.Struct {
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() {
				dst = append(dst, ' ')
				dst = appendKept(dst, f.Name)
				dst = append(dst, '=')
				dst = s.appendRender(dst, v.Field(i).Interface())
			}
		}
	}
	return dst
}

// Form is a message said with the template of another code: the table's
// short form of what a move did (`<code>.table`).
type Form struct {
	Message  Message
	Template notation.Code
}

// Code is the template's code.
func (f Form) Code() notation.Code { return f.Template }

// Rendered is a fact that is text rendered already, such as a name painted
// for a terminal: put in as it is, neither cut short nor escaped, and left
// alone by the typography.
type Rendered string

// appendRender appends what a fact says: a message said, a text of the
// input quoted back (clipped: a pasted blob is not echoed whole), a number,
// a list.
func (s *Speaker) appendRender(dst []byte, v any) []byte {
	switch v := v.(type) {
	case nil:
		return dst
	case Message:
		if p := reflect.ValueOf(v); p.Kind() == reflect.Pointer && p.IsNil() {
			return dst
		}
		return s.appendSay(dst, v)
	case string:
		return appendQuoted(dst, notation.ClipTo(v, 160))
	case *string:
		return appendQuoted(dst, notation.ClipTo(*v, 160))
	case Rendered:
		return appendKept(dst, string(v))
	case int:
		return strconv.AppendInt(dst, int64(v), 10)
	case List:
		return s.appendJoin(dst, len(v), func(dst []byte, i int) []byte { return s.appendRender(dst, v[i]) })
	case []string:
		return s.appendJoin(dst, len(v), func(dst []byte, i int) []byte { return appendQuoted(dst, notation.ClipTo(v[i], 160)) })
	case notation.Alternatives:
		return s.appendJoinWith(dst, "list.or", len(v), func(dst []byte, i int) []byte { return appendQuoted(dst, notation.ClipTo(v[i], 160)) })
	case notation.TermAlternatives:
		return s.appendJoinWith(dst, "list.or", len(v), func(dst []byte, i int) []byte { return s.appendSay(dst, v[i]) })
	}
	switch r := reflect.ValueOf(v); r.Kind() {
	case reflect.Slice:
		return s.appendJoin(dst, r.Len(), func(dst []byte, i int) []byte { return s.appendRender(dst, r.Index(i).Interface()) })
	case reflect.String:
		// A text of a type of its own (a code, a path the caller has
		// shown already): put in as it is, like Rendered.
		return appendKept(dst, r.String())
	}
	return fmt.Append(dst, v)
}

// appendJoin appends n parts listed the way the language lists words ("a,
// b and c"), each appended by part.
func (s *Speaker) appendJoin(dst []byte, n int, part func(dst []byte, i int) []byte) []byte {
	return s.appendJoinWith(dst, "list.and", n, part)
}

// appendJoinWith is appendJoin with the last parts joined by the word
// conj ("list.and", "list.or").
func (s *Speaker) appendJoinWith(dst []byte, conj Term, n int, part func(dst []byte, i int) []byte) []byte {
	if n == 0 {
		return s.appendSay(dst, Term("list.none"))
	}
	for i := range n {
		switch i {
		case 0:
		case n - 1:
			dst = s.appendSay(dst, conj)
		default:
			dst = append(dst, ", "...)
		}
		dst = part(dst, i)
	}
	return dst
}
