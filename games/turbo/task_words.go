package turbo

import "github.com/boardgame-referee/referee/referee"

// A task card as the messages say it, and worked out on the open cards.

// Task is a task card said in words: its clauses, all of which must hold.
type Task struct {
	Clauses []Clause
}

func (Task) Code() referee.Code { return "turbo.word.task" }

// Clause is one comparison of a task: what is compared (animals), and
// with what: animals (an Amount) or a Number.
type Clause struct {
	Left  Amount
	Right referee.Message
	op    Op
}

func (c Clause) Code() referee.Code { return clauseCodes[c.op] }

var clauseCodes = [...]referee.Code{
	Less: "turbo.clause.less", Greater: "turbo.clause.greater", LessOrEqual: "turbo.clause.at-most",
	GreaterOrEqual: "turbo.clause.at-least", Equal: "turbo.clause.equal",
}

// Amount is a side of a comparison that names animals: the animals, and
// any numbers added to them.
type Amount struct {
	Animals []Animal
	Numbers []int
}

func (Amount) Code() referee.Code { return "turbo.word.amount" }

// Number is a number of a task card.
type Number struct {
	N int
}

func (Number) Code() referee.Code { return "turbo.word.number" }

// words is the task said in words: each clause with its animals first (a
// clause names an animal on one side at least), a side of numbers alone
// said as their sum.
func (c Condition) words() Task {
	t := Task{Clauses: make([]Clause, len(c.Clauses))}
	for i, cl := range c.Clauses {
		left, op, right := cl.Left, cl.Op, cl.Right
		if !left.namesAnimal() {
			left, op, right = right, op.flip(), left
		}
		t.Clauses[i] = Clause{Left: amountOf(left), Right: sideWords(right), op: op}
	}
	return t
}

// namesAnimal says whether a side counts an animal.
func (s Side) namesAnimal() bool {
	for _, t := range s {
		if t.IsAnimal {
			return true
		}
	}
	return false
}

// sideWords is a side as a clause says it: its animals, or the number it
// comes to.
func sideWords(s Side) referee.Message {
	if !s.namesAnimal() {
		return Number{N: s.value(Counts{})}
	}
	return amountOf(s)
}

func amountOf(s Side) Amount {
	var a Amount
	for _, t := range s {
		if t.IsAnimal {
			a.Animals = append(a.Animals, t.Animal)
		} else {
			a.Numbers = append(a.Numbers, t.N)
		}
	}
	return a
}

// Tally is the count of one animal on the open cards: «лягушек 5».
type Tally struct {
	Animal Animal
	N      int
}

func (Tally) Code() referee.Code { return "turbo.word.tally" }

// Check is a clause worked out on the open cards: its two sides counted
// (a side of numbers alone is its Number), and whether it holds.
type Check struct {
	Left, Right referee.Message
	Holds       bool
	op          Op
}

func (c Check) Code() referee.Code { return checkCodes[c.op] }

var checkCodes = [...]referee.Code{
	Less: "turbo.check.less", Greater: "turbo.check.greater", LessOrEqual: "turbo.check.at-most",
	GreaterOrEqual: "turbo.check.at-least", Equal: "turbo.check.equal",
}

// Counted is a side of a clause counted on the open cards: its animals'
// tallies, its numbers, and what they add up to when there are several.
type Counted struct {
	Tallies []Tally
	Numbers []int
	Sum     int
	Several bool
}

func (Counted) Code() referee.Code { return "turbo.word.counted" }

// checks works the task out on the counts on: each clause, and the animals
// it names that show nowhere, which count as zero («если какого-то
// животного на открытых картах нет, то считается, что его нулевое
// количество»).
func (tc *taskCard) checks(on Counts) (checks []Check, absent []Animal) {
	for _, cl := range tc.Clauses {
		checks = append(checks, Check{Left: counted(cl.Left, on), Right: counted(cl.Right, on), Holds: cl.Holds(on), op: cl.Op})
	}
	for _, a := range tc.animals {
		if on[a] == 0 {
			absent = append(absent, a)
		}
	}
	return checks, absent
}

func counted(s Side, on Counts) referee.Message {
	if !s.namesAnimal() {
		return Number{N: s.value(on)}
	}
	c := Counted{Sum: s.value(on), Several: len(s) > 1}
	for _, t := range s {
		if t.IsAnimal {
			c.Tallies = append(c.Tallies, Tally{Animal: t.Animal, N: on[t.Animal]})
		} else {
			c.Numbers = append(c.Numbers, t.N)
		}
	}
	return c
}

// tallies are the counts of every animal on the open cards.
func tallies(on Counts) []Tally {
	out := make([]Tally, numAnimals)
	for a := range numAnimals {
		out[a] = Tally{Animal: a, N: on[a]}
	}
	return out
}
