package say

import (
	"fmt"
	"reflect"
	"sync"
	"text/template/parse"
)

// template is a message's text in one plural form, as text/template parses
// it. The catalog says it itself (Speaker.execute) rather than through
// text/template, because a fact is said in the speaker's language — a
// nested message, a word, a list, a count with its unit — which a
// template's printing of a Go value cannot know. The actions a locale file
// may use: {{.Field}} (a field, or a niladic method, of the message;
// .A.B follows a field of a field), {{if …}} … {{else if …}} … {{else}} …
// {{end}}, and in a condition not, and, or and eq (eq compares what two
// facts say: {{if eq .N "2"}}).
type template struct {
	root *parse.ListNode
}

// templateFuncs are the functions a condition may call: parse needs their
// names only.
var templateFuncs = map[string]any{"not": true, "and": true, "or": true, "eq": true}

func parseTemplate(text string) (*template, error) {
	trees, err := parse.Parse("message", text, "{{", "}}", templateFuncs)
	if err != nil {
		return nil, err
	}
	t := &template{root: trees["message"].Root}
	if err := check(t.root); err != nil {
		return nil, err
	}
	return t, nil
}

// check refuses an action the catalog does not say.
func check(n parse.Node) error {
	switch n := n.(type) {
	case nil, *parse.TextNode:
		return nil
	case *parse.ListNode:
		if n == nil {
			return nil
		}
		for _, c := range n.Nodes {
			if err := check(c); err != nil {
				return err
			}
		}
		return nil
	case *parse.ActionNode:
		if len(n.Pipe.Decl) > 0 || len(n.Pipe.Cmds) != 1 || len(n.Pipe.Cmds[0].Args) != 1 {
			return fmt.Errorf("%s: only a fact, {{.Name}}, may be said", n)
		}
		if _, ok := n.Pipe.Cmds[0].Args[0].(*parse.FieldNode); !ok {
			return fmt.Errorf("%s: only a fact, {{.Name}}, may be said", n)
		}
		return nil
	case *parse.IfNode:
		if err := checkCondition(n.Pipe); err != nil {
			return err
		}
		if err := check(n.List); err != nil {
			return err
		}
		return check(n.ElseList)
	}
	return fmt.Errorf("%s: the catalog says facts and conditions only", n)
}

func checkCondition(p *parse.PipeNode) error {
	if len(p.Decl) > 0 || len(p.Cmds) != 1 {
		return fmt.Errorf("%s: a condition is one fact, or not, and, or, eq of facts", p)
	}
	return checkArgs(p.Cmds[0].Args, p)
}

func checkArgs(args []parse.Node, p *parse.PipeNode) error {
	if f, ok := args[0].(*parse.IdentifierNode); ok {
		if _, known := templateFuncs[f.Ident]; !known || len(args) < 2 || f.Ident == "not" && len(args) != 2 || f.Ident == "eq" && len(args) != 3 {
			return fmt.Errorf("%s: a condition is one fact, or not, and, or, eq of facts", p)
		}
		for _, a := range args[1:] {
			if err := checkArg(a, p); err != nil {
				return err
			}
		}
		return nil
	}
	if len(args) != 1 {
		return fmt.Errorf("%s: a condition is one fact, or not, and, or, eq of facts", p)
	}
	return checkArg(args[0], p)
}

func checkArg(a parse.Node, p *parse.PipeNode) error {
	switch a := a.(type) {
	case *parse.FieldNode, *parse.StringNode, *parse.NumberNode, *parse.BoolNode:
		return nil
	case *parse.PipeNode:
		return checkCondition(a)
	}
	return fmt.Errorf("%s: a condition is one fact, or not, and, or, eq of facts", p)
}

// fact is a fact of a message by name: a field or a niladic method of its
// type. ok is false when it has none.
func fact(m any, name string) (any, bool) {
	v := reflect.ValueOf(m)
	if !v.IsValid() {
		return nil, false
	}
	w := wayTo(v.Type(), name)
	if w.method >= 0 {
		return v.Method(w.method).Call(nil)[0].Interface(), true
	}
	if w.field == nil {
		return nil, false
	}
	for v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return nil, false
		}
		v = v.Elem()
	}
	return v.FieldByIndex(w.field).Interface(), true
}

// way is how a fact is read from a value of a type: by its method number
// method (-1: none), or else by its field index field (nil: none).
type way struct {
	method int
	field  []int
}

// ways holds the way to every fact of each type, found once for the type:
// looking a name up in a type's methods and fields was an eighth of check's
// time (issue 40's generic workload), as encoding/json found for its
// fields; keyed by the type alone, a fact's way is then a plain map's
// lookup by name.
var ways sync.Map // reflect.Type → map[string]way

// wayTo finds how a fact is read from a value of type t.
func wayTo(t reflect.Type, name string) way {
	byName, ok := ways.Load(t)
	if !ok {
		byName, _ = ways.LoadOrStore(t, waysOf(t))
	}
	if w, ok := byName.(map[string]way)[name]; ok {
		return w
	}
	return way{method: -1}
}

// waysOf finds how each fact of type t is read: by a method that takes
// nothing and gives one value, or else by an exported field (a field of an
// embedded struct too, as FieldByName finds it).
func waysOf(t reflect.Type) map[string]way {
	out := map[string]way{}
	for i := range t.NumMethod() {
		if m := t.Method(i); m.Type.NumIn() == 1 && m.Type.NumOut() == 1 {
			out[m.Name] = way{method: i}
		}
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return out
	}
	for _, f := range reflect.VisibleFields(t) {
		if _, method := out[f.Name]; !method && f.IsExported() {
			out[f.Name] = way{method: -1, field: f.Index}
		}
	}
	return out
}

// FactsOf lists a message's facts: its type's exported fields in order (but
// those tagged say:"-").
func FactsOf(m Message) []any {
	v := reflect.Indirect(reflect.ValueOf(m))
	if v.Kind() != reflect.Struct {
		return nil
	}
	var out []any
	for i := range v.NumField() {
		if f := v.Type().Field(i); f.IsExported() && f.Tag.Get("say") != "-" {
			out = append(out, v.Field(i).Interface())
		}
	}
	return out
}

// truth says whether a fact holds in a condition: set, and not its type's
// zero (an empty list or text, 0, false, nil).
func truth(v any) bool {
	if v == nil {
		return false
	}
	r := reflect.ValueOf(v)
	switch r.Kind() {
	case reflect.Slice, reflect.Map, reflect.String:
		return r.Len() > 0
	}
	return !r.IsZero()
}
