package turbo

// taskCard is a task card as read, with its clauses made sums once: the
// task is judged after every card.
type taskCard struct {
	Condition
	animals []Animal // the animals the condition names (Condition.animals)
	sums    []linear // the clauses, each one sum (holds)
	ru, en  string   // the card's own words, when written in words (writtenTask)
}

func newTaskCard(c Condition) *taskCard {
	tc := &taskCard{Condition: c, animals: c.animals()}
	for _, cl := range c.Clauses {
		tc.sums = append(tc.sums, linearOf(cl))
	}
	return tc
}

// linear is a clause with its right side taken from both: the left less
// the right is k animals of each kind and n, compared with zero.
type linear struct {
	k  Counts
	n  int
	op Op
}

func linearOf(c Comparison) linear {
	l := linear{op: c.Op}
	for _, side := range [...]struct {
		terms Side
		sign  int
	}{{c.Left, 1}, {c.Right, -1}} {
		for _, t := range side.terms {
			if t.IsAnimal {
				l.k[t.Animal] += side.sign
			} else {
				l.n += side.sign * t.N
			}
		}
	}
	return l
}

// linearBound bounds the counts holds works out as one sum a clause: a
// task names at most maxNumber and a few hundred terms (maxText), so no
// sum of counts within it overflows; the table's are at most 45.
const linearBound = 1 << 20

// holds is Condition.Holds(on): the task is judged after every card, and
// one sum a clause is a few instructions where adding up each side term by
// term is many. Counts past linearBound are left to Condition.Holds.
func (tc *taskCard) holds(on Counts) bool {
	for _, n := range on {
		if n > linearBound || n < -linearBound {
			return tc.Holds(on)
		}
	}
	for _, l := range tc.sums {
		if !l.op.holds(l.k[Hedgehog]*on[Hedgehog]+l.k[Frog]*on[Frog]+l.k[Bird]*on[Bird]+l.n, 0) {
			return false
		}
	}
	return true
}
