package notation

// Code names what is said: a rule's or a note's stable code
// (`turtles.back-from-start`), or the ID of anything else the referee says
// (a word of a game, a narration). The locale files key their templates by
// it.
type Code string

// Message is something the referee or a game says, as data: its type's
// exported fields are its facts, and its Code names the template, one a
// language, that makes a sentence of them at the edge (package say). A
// template names the fields it says as {{.Field}}; a niladic method of the
// type may stand for a field ({{.Count}}).
type Message interface {
	Code() Code
}

// Term is a word named by its code, with no facts: a colour, the start
// square, a game's name. The catalog says it in the chosen language.
type Term string

// Code is the word's code.
func (t Term) Code() Code { return Code(t) }

// Quantity is a count with a unit whose message has CLDR plural forms:
// Quantity{2, "turtles.unit.square"} says "2 squares" or "2 клетки". The
// unit's template names the count as {{.Count}}.
type Quantity struct {
	Count int
	Unit  Code `say:"-"`
}

// Code is the unit's code.
func (q Quantity) Code() Code { return q.Unit }

// List is facts said as a list: "red, yellow and blue". Its items are
// messages, or strings quoted back as written.
type List []any
