package turbo

import (
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/notation"
)

// Condition is a parsed task card: comparisons that must all hold.
type Condition struct {
	Clauses []Comparison
}

// Comparison compares two sums of animal counts and numbers.
type Comparison struct {
	Left, Right Side
	Op          Op
}

// Side is a sum of terms.
type Side []Term

// Term is an animal's count on the table or a number.
type Term struct {
	IsAnimal bool
	Animal   Animal
	N        int
}

// Op is a comparison.
type Op int8

const (
	Less Op = iota
	Greater
	LessOrEqual
	GreaterOrEqual
	Equal
)

// opSigns are the canonical signs of the formal form.
var opSigns = [...]string{"<", ">", "<=", ">=", "="}

func (o Op) String() string { return opSigns[o] }

// negate is the comparison «не …»: not greater is less or equal.
func (o Op) negate() Op {
	switch o {
	case Less:
		return GreaterOrEqual
	case Greater:
		return LessOrEqual
	case LessOrEqual:
		return Greater
	case GreaterOrEqual:
		return Less
	}
	return o
}

// flip is the comparison with its sides swapped: 4 < frogs is frogs > 4.
func (o Op) flip() Op {
	switch o {
	case Less:
		return Greater
	case Greater:
		return Less
	case LessOrEqual:
		return GreaterOrEqual
	case GreaterOrEqual:
		return LessOrEqual
	}
	return o
}

func (o Op) holds(a, b int) bool {
	switch o {
	case Less:
		return a < b
	case Greater:
		return a > b
	case LessOrEqual:
		return a <= b
	case GreaterOrEqual:
		return a >= b
	}
	return a == b
}

// String prints the condition in the formal form, the canonical notation:
// `frogs > 4 and frogs < birds`.
func (c Condition) String() string {
	parts := make([]string, len(c.Clauses))
	for i, cl := range c.Clauses {
		parts[i] = cl.String()
	}
	return strings.Join(parts, " and ")
}

func (c Comparison) String() string {
	return c.Left.String() + " " + c.Op.String() + " " + c.Right.String()
}

func (s Side) String() string {
	parts := make([]string, len(s))
	for i, t := range s {
		if t.IsAnimal {
			parts[i] = t.Animal.String()
		} else {
			parts[i] = strconv.Itoa(t.N)
		}
	}
	return strings.Join(parts, " + ")
}

// Counts are the animals on the table, by animal.
type Counts [numAnimals]int

// value adds up a side on the table.
func (s Side) value(on Counts) int {
	sum := 0
	for _, t := range s {
		if t.IsAnimal {
			sum += on[t.Animal]
		} else {
			sum += t.N
		}
	}
	return sum
}

// Holds says whether the comparison holds on the table.
func (c Comparison) Holds(on Counts) bool {
	return c.Op.holds(c.Left.value(on), c.Right.value(on))
}

// Holds says whether every part of the task holds.
func (c Condition) Holds(on Counts) bool {
	for _, cl := range c.Clauses {
		if !cl.Holds(on) {
			return false
		}
	}
	return true
}

// animals lists the animals the condition names, each once, in order.
func (c Condition) animals() []Animal {
	var seen [numAnimals]bool
	var out []Animal
	for _, cl := range c.Clauses {
		for _, s := range []Side{cl.Left, cl.Right} {
			for _, t := range s {
				if t.IsAnimal && !seen[t.Animal] {
					seen[t.Animal] = true
					out = append(out, t.Animal)
				}
			}
		}
	}
	return out
}

// maxText bounds an entry or a task: a task card is one sentence, and the
// grammar tries several word orders, so a pasted page is refused at once
// rather than read slowly.
const maxText = 500

func tooLong(text string, pos notation.Pos) *notation.Error {
	if len(text) > maxText {
		return notation.ErrorAt(pos, TooLong{Max: maxText})
	}
	return nil
}

// parseTask reads the task card's text a `task:` line gives, starting at
// pos; keyed is the line's key word or the line itself, whose first letter
// says the language an empty task's examples are given in.
func parseTask(keyed, text string, pos notation.Pos) (Condition, *notation.Error) {
	if len(text) <= maxText && strings.TrimSpace(text) == "" {
		return Condition{}, notation.ErrorAt(pos, taskEmpty(keyed))
	}
	return ParseCondition(text, pos)
}

// ParseCondition reads a task card's text that starts at pos.
func ParseCondition(text string, pos notation.Pos) (Condition, *notation.Error) {
	if err := tooLong(text, pos); err != nil {
		return Condition{}, err
	}
	if strings.TrimSpace(text) == "" {
		return Condition{}, notation.ErrorAt(pos, taskEmpty(text))
	}
	syn, err := conditionParser().ParseString("", text)
	if err != nil {
		return Condition{}, conditionError(err, text, pos)
	}
	return buildCondition(syn, pos)
}
