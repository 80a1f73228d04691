package turbo

import (
	"strconv"
	"strings"

	"github.com/boardgame-referee/referee/notation"
)

// maxNumber bounds the numbers a task may name: far above any count the
// table can show, low enough that no sum overflows.
const maxNumber = 10000

// buildCondition turns the parsed words into comparisons. A clause without
// its subject takes the subject of the clause before it. Every clause must
// name an animal, the elliptic ones too: `5 < frogs and > 3` has a second
// clause `5 > 3`, which compares numbers only.
func buildCondition(syn *conditionSyntax, base notation.Pos) (Condition, *notation.Error) {
	var c Condition
	first, err := buildClause(syn.First, base)
	if err == nil {
		err = checkAnimal(first, base.Add(syn.First.Pos))
	}
	if err != nil {
		return Condition{}, err
	}
	c.Clauses = append(c.Clauses, first)
	for _, link := range syn.Rest {
		var (
			cl  Comparison
			pos notation.Pos
		)
		if link.Clause != nil {
			cl, err = buildClause(link.Clause, base)
			pos = base.Add(link.Clause.Pos)
		} else {
			cl, err = buildElliptic(link.Elided, c.Clauses[len(c.Clauses)-1].Left, base)
			pos = base.Add(link.Elided.Pos)
		}
		if err == nil {
			err = checkAnimal(cl, pos)
		}
		if err != nil {
			return Condition{}, err
		}
		c.Clauses = append(c.Clauses, cl)
	}
	return c, nil
}

// checkAnimal refuses a clause that names no animal: it compares numbers
// only, and so would hold or fail whatever the cards.
func checkAnimal(cl Comparison, pos notation.Pos) *notation.Error {
	if !cl.namesAnimal() {
		return notation.ErrorAt(pos, NoAnimal{Clause: cl.String()})
	}
	return nil
}

func buildClause(syn *clauseSyntax, base notation.Pos) (Comparison, *notation.Error) {
	var (
		cl  Comparison
		err *notation.Error
	)
	switch {
	case syn.Leading != nil:
		s := syn.Leading
		cl.Left = animalsSide(s.Animals)
		cl.Op = s.Cmp.op()
		var n int
		if n, err = s.Value.number(base); err == nil {
			cl.Right = Side{{N: n}}
		}
	case syn.Between != nil:
		s := syn.Between
		cl.Left, cl.Op = animalsSide(s.Animals), s.Dir.op()
		cl.Right, err = s.Right.side(base)
	case syn.AsMany != nil:
		s := syn.AsMany
		cl.Left, cl.Op = animalsSide(s.Animals), Equal
		switch strings.Join(s.Bound, " ") {
		case "at least":
			cl.Op = GreaterOrEqual
		case "at most":
			cl.Op = LessOrEqual
		}
		cl.Right, err = s.Right.side(base)
	default:
		s := syn.Subject
		cl.Op = s.Cmp.op()
		if cl.Left, err = termsSide(s.Left.Terms, base); err == nil {
			cl.Right, err = s.Right.side(base)
		}
	}
	if err != nil {
		return Comparison{}, err
	}
	return cl, nil
}

// buildElliptic reads «но меньше, чем птиц»: the subject is the one before.
func buildElliptic(syn *ellipticSyntax, subject Side, base notation.Pos) (Comparison, *notation.Error) {
	right, err := syn.Right.side(base)
	if err != nil {
		return Comparison{}, err
	}
	return Comparison{Left: subject, Op: syn.Cmp.op(), Right: right}, nil
}

func (c Comparison) namesAnimal() bool {
	for _, s := range []Side{c.Left, c.Right} {
		for _, t := range s {
			if t.IsAnimal {
				return true
			}
		}
	}
	return false
}

// op reads a comparison: a sign, a direction word with «не»/"no" and «либо
// равно»/"or equal to", or a fixed phrase.
func (c *comparatorSyntax) op() Op {
	switch {
	case c.Op != "":
		for i, s := range opSigns {
			if s == c.Op {
				return Op(i)
			}
		}
	case c.Dir != nil:
		o := c.Dir.base()
		if c.OrEqual {
			o += LessOrEqual - Less // Less → LessOrEqual, Greater → GreaterOrEqual
		}
		if c.Dir.negated() {
			o = o.negate()
		}
		return o
	}
	switch strings.Join(c.Words, " ") {
	case "at least", "хотя бы", "как минимум", "по меньшей мере":
		return GreaterOrEqual
	case "at most", "как максимум":
		return LessOrEqual
	}
	return Equal // «ровно», «равно», "exactly", "equals", «столько же, сколько»
}

func (d *dirSyntax) base() Op {
	switch d.Base {
	case "меньше", "менее", "fewer", "less", "smaller":
		return Less
	}
	return Greater
}

func (d *dirSyntax) negated() bool { return d.Not == "не" || d.Not == "no" || d.Not == "not" }

// op of a direction alone: "Fewer frogs than birds", «Не меньше птиц, чем…».
func (d *dirSyntax) op() Op {
	if d.negated() {
		return d.base().negate()
	}
	return d.base()
}

func (o *operandSyntax) side(base notation.Pos) (Side, *notation.Error) {
	if o.SumOf != nil {
		return termsSide(o.SumOf.Terms, base)
	}
	return termsSide(o.Terms, base)
}

func termsSide(terms []*termSyntax, base notation.Pos) (Side, *notation.Error) {
	out := make(Side, 0, len(terms))
	for _, t := range terms {
		if t.Animal != nil {
			out = append(out, t.Animal.term())
			continue
		}
		n, err := t.Value.number(base)
		if err != nil {
			return nil, err
		}
		out = append(out, Term{N: n})
	}
	return out, nil
}

func animalsSide(animals []*animalSyntax) Side {
	out := make(Side, len(animals))
	for i, a := range animals {
		out[i] = a.term()
	}
	return out
}

func (a *animalSyntax) term() Term {
	return Term{IsAnimal: true, Animal: animalByWord()[fold(a.Word)]}
}

// number reads digits or number words: one word, or a ten and a unit
// («двадцати одного», "twenty one").
func (v *valueSyntax) number(base notation.Pos) (int, *notation.Error) {
	pos := base.Add(v.Pos)
	if v.Int != "" {
		n, err := strconv.Atoi(v.Int)
		if err != nil || n > maxNumber {
			return 0, notation.ErrorAt(pos, NumberTooBig{Number: notation.Clip(v.Int), Max: maxNumber})
		}
		return n, nil
	}
	n, _ := numberWord(v.Words[0])
	switch {
	case len(v.Words) == 1:
		return n, nil
	case len(v.Words) == 2 && isTenWord(v.Words[0]):
		if u, _ := numberWord(v.Words[1]); u >= 1 && u <= 9 {
			return n + u, nil
		}
	}
	return 0, notation.ErrorAt(pos, NumberWords{Words: notation.Clip(strings.Join(v.Words, " "))})
}
