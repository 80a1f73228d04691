package turbo

import (
	"cmp"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// A task card as the messages say it: in words, as the card prints it
// («лягушек больше четырёх»), and the animals it names as the open cards
// show them («на столе 5 лягушек»).

// Task is a task card said in words: its clauses, all of which must hold.
//
// The booklet joins a task's clauses with «, но» when the second counts
// the same animals («Лягушек больше четырёх, но меньше, чем птиц») and
// with «, и при этом» when it counts others, so a task is said as its first
// clause (Head) and the rest (Tail), each clause knowing how it is joined,
// not as a list the language joins with «и».
type Task struct {
	Clauses []Clause `say:"-"`
	Head    Clause
	Tail    *Task `say:"optional"` // the clauses after Head; nil when none
	// Ru and En are the task card's own words, as the transcript wrote
	// them, when it wrote them in words (no «>», «<», «=») in Cyrillic (Ru)
	// or in Latin letters (En): quotation marks promise the card's words,
	// so each language quotes them as written when they are its own, and
	// says the task in its words (Head, Tail) otherwise.
	Ru string `say:"optional"`
	En string `say:"optional"`
}

func (Task) Code() referee.Code { return "turbo.word.task" }

// Clause is one comparison of a task: animals (Left) against a number or
// against other animals (Right, an Amount then, and Than is set). A clause
// that counts what the one before it counts leaves its animals out, as the
// cards do: «лягушек больше четырёх и меньше, чем птиц».
type Clause struct {
	Left  Amount
	Right referee.Message
	Than  bool // compared with animals: «больше, чем птиц»
	Same  bool // the animals of the clause before: not said again
	// Joined: a clause after the first, joined to the one before it
	// («, но» when Same, else «, и при этом»).
	Joined bool `say:"optional"`
	// Sum: the left side is a sum, which Russian agrees with («сумма …
	// больше либо равна девяти», as the booklet's card prints it).
	Sum bool `say:"optional"`
	op  Op
}

func (c Clause) Code() referee.Code { return clauseCodes[c.op] }

var clauseCodes = [...]referee.Code{
	Less: "turbo.clause.less", Greater: "turbo.clause.greater", LessOrEqual: "turbo.clause.at-most",
	GreaterOrEqual: "turbo.clause.at-least", Equal: "turbo.clause.equal",
}

// Amount is a side of a comparison that names animals: the animals, and
// any numbers added to them.
type Amount struct {
	Animals  []referee.Message // Animal, or OneAnimal when compared with one
	Numbers  []int
	Together bool // several added up: «птиц и лягушек вместе»
	// Sum: added up, first in the clause: «Сумма птиц и лягушек больше…».
	Sum bool `say:"optional"`
}

func (Amount) Code() referee.Code { return "turbo.word.amount" }

// OneAnimal is an animal counted against one: English says "more than one
// frog", Russian «лягушек больше одной».
type OneAnimal Animal

func (a OneAnimal) Code() referee.Code { return oneAnimalCodes[a] }

var oneAnimalCodes = [numAnimals]referee.Code{"turbo.animal.one.hedgehog", "turbo.animal.one.frog", "turbo.animal.one.bird"}

// Number is a number of a task card, said in words up to twenty as the
// cards print them. Russian says it after «ровно» in the nominative and
// otherwise in the genitive («ровно шесть», «больше шести»), and one and
// two agree with the animal («больше одной лягушки», «ровно два ежа»).
type Number struct {
	N        int  `say:"optional"` // said by the code up to twenty
	Exactly  bool `say:"optional"` // after «ровно»
	Feminine bool `say:"optional"` // counts frogs or birds
}

func (n Number) Code() referee.Code {
	if n.N >= 0 && n.N <= maxNumberWord {
		return numberCodes[n.N]
	}
	return "turbo.word.number"
}

// maxNumberWord is the largest number said in words.
const maxNumberWord = 20

var numberCodes = func() (out [maxNumberWord + 1]referee.Code) {
	for n := range out {
		out[n] = referee.Code("turbo.word.number." + strconv.Itoa(n))
	}
	return out
}()

// words is the task said in words: each clause with its animals first (a
// clause names an animal on one side at least), a side of numbers alone
// said as the number it comes to.
func (c Condition) words() Task {
	t := Task{Clauses: make([]Clause, len(c.Clauses))}
	var prev Side
	var prevOp Op
	for i, cl := range c.Clauses {
		left, op, right := cl.Left, cl.Op, cl.Right
		if !left.namesAnimal() {
			left, op, right = right, op.flip(), left
		}
		clause := Clause{op: op, Than: right.namesAnimal()}
		if clause.Than {
			clause.Left, clause.Right = amountOf(left, false), amountOf(right, false)
		} else {
			n := Number{N: right.value(Counts{}), Exactly: op == Equal, Feminine: feminine(left)}
			clause.Left, clause.Right = amountOf(left, n.N == 1), n
		}
		// «Лягушек больше четырёх, но меньше, чем птиц»: the animals go
		// unsaid only after «но», on a bound the other way; otherwise the
		// booklet says them again after «и при этом».
		clause.Same = i > 0 && slices.Equal(left, prev) && op.up() != prevOp.up()
		clause.Joined = i > 0
		prevOp = op
		clause.Left.Sum = clause.Left.Together
		clause.Sum = clause.Left.Sum
		t.Clauses[i], prev = clause, left
	}
	return t.linked()
}

// up says whether a comparison bounds from below («больше», «не меньше»).
func (o Op) up() bool { return o == Greater || o == GreaterOrEqual }

// linked sets Head and Tail from Clauses.
func (t Task) linked() Task {
	if len(t.Clauses) == 0 {
		return t
	}
	t.Head = t.Clauses[0]
	if len(t.Clauses) > 1 {
		rest := Task{Clauses: t.Clauses[1:]}.linked()
		t.Tail = &rest
	}
	return t
}

// feminine says whether a side counts frogs and birds only, the animals
// Russian counts in the feminine.
func feminine(s Side) bool {
	for _, t := range s {
		if t.IsAnimal && t.Animal == Hedgehog {
			return false
		}
	}
	return true
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

// amountOf is a side that names animals as a clause says it; one: it is
// compared with one.
func amountOf(s Side, one bool) Amount {
	a := Amount{Together: len(s) > 1}
	for _, t := range s {
		switch {
		case !t.IsAnimal:
			a.Numbers = append(a.Numbers, t.N)
		case one:
			a.Animals = append(a.Animals, OneAnimal(t.Animal))
		default:
			a.Animals = append(a.Animals, t.Animal)
		}
	}
	return a
}

// Tally is how many of one animal the open cards show: «5 лягушек», «ни
// одной птицы».
type Tally struct {
	animal Animal
	n      int
}

func (t Tally) Code() referee.Code { return tallyCodes[t.animal] }

// Count is the animals counted, which picks the plural form.
func (t Tally) Count() int { return t.n }

var tallyCodes = [numAnimals]referee.Code{"turbo.word.tally.hedgehog", "turbo.word.tally.frog", "turbo.word.tally.bird"}

// Tallies are the animals a sentence counts on the open cards. Russian
// gives those missing a clause of their own at the end («2 ежа, а птиц и
// лягушек нет») and keeps «ни одной лягушки» for a count that is all
// zeros; English lists them all («2 hedgehogs, no birds and no frogs»).
type Tallies struct {
	Present []Tally  `say:"optional"` // the animals that show, in the order counted
	Absent  []Animal `say:"optional"` // the animals that show nowhere, when some others show
	All     []Tally  `say:"optional"` // every animal counted, those showing first
	// One: the first animal counted shows exactly once, so the English
	// says “there is 1 frog”, not “there are”.
	One bool `say:"optional"`
}

func (Tallies) Code() referee.Code { return "turbo.word.tallies" }

// tallied splits a count into the animals that show and those that do not.
func tallied(ts []Tally) Tallies {
	ts = presentFirst(ts)
	out := Tallies{All: ts}
	for _, x := range ts {
		if x.n != 0 {
			out.Present = append(out.Present, x)
		} else {
			out.Absent = append(out.Absent, x.animal)
		}
	}
	if out.Present == nil {
		out.Absent = nil
	}
	out.One = len(ts) > 0 && ts[0].n == 1
	return out
}

// onTable counts the animals a task names on the open cards: what its
// verdict rests on. An animal that shows nowhere counts as none («если
// какого-то животного на открытых картах нет, то считается, что его
// нулевое количество»).
func (tc *taskCard) onTable(on Counts) Tallies {
	out := make([]Tally, len(tc.animals))
	for i, a := range tc.animals {
		out[i] = Tally{animal: a, n: on[a]}
	}
	return tallied(out)
}

// absent: every animal counted shows nowhere, so a sentence says «нет»
// before them («на столе нет ни одной лягушки»).
func absent(ts Tallies) bool {
	return len(ts.Present) == 0
}

// presentFirst names the animals on the table before those missing, as a
// reader says it: «3 лягушки, а птиц нет», not «ни одной птицы и 3 лягушки».
func presentFirst(ts []Tally) []Tally {
	slices.SortStableFunc(ts, func(a, b Tally) int {
		return cmp.Compare(boolRank(a.n == 0), boolRank(b.n == 0))
	})
	return ts
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// tallies count every animal on the open cards.
func tallies(on Counts) Tallies {
	out := make([]Tally, numAnimals)
	for a := range numAnimals {
		out[a] = Tally{animal: a, n: on[a]}
	}
	return tallied(out)
}

// writtenTask is a task card with the words it was written in.
func writtenTask(c Condition, text string) *taskCard {
	tc := newTaskCard(c)
	text = strings.TrimSpace(text)
	text = strings.TrimSpace(strings.TrimRight(text, "."))
	if text == "" || strings.ContainsAny(text, "<>=≤≥≠+") {
		return tc
	}
	cyrillic := notation.HasCyrillic(text)
	latin := strings.ContainsFunc(text, func(r rune) bool { return unicode.Is(unicode.Latin, r) })
	// Quoted inside a sentence, the card's words start with a small letter
	// («условие „лягушек больше четырёх“»), and a Russian comparison takes
	// its comma before «чем», which cards and the booklet sometimes leave
	// out: the words stay the card's.
	text = lowerFirst(text)
	switch {
	case cyrillic && !latin:
		tc.ru = thanComma.ReplaceAllString(text, "$1, чем$2")
	case latin && !cyrillic:
		tc.en = text
	}
	return tc
}

// thanComma finds «чем» after a word with no comma before it.
var thanComma = regexp.MustCompile(`([^,\s])\s+чем(\s|$)`)

// lowerFirst puts the first letter of a text in lower case.
func lowerFirst(text string) string {
	r, size := utf8.DecodeRuneInString(text)
	if r == utf8.RuneError || !unicode.IsUpper(r) {
		return text
	}
	return string(unicode.ToLower(r)) + text[size:]
}

// words is the task said in words, with the card's own words when known.
func (tc *taskCard) words() Task {
	w := tc.Condition.words()
	w.Ru, w.En = tc.ru, tc.en
	return w
}
