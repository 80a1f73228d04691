package turbo

// taskCard is a task card as read, with its formal form made once: a file
// turns up the same few task cards again and again, and every call names
// the task (formalFact). A card read is shared by every game of the file,
// on every worker, and never changed once made.
type taskCard struct {
	Condition
	formal  any      // formalFact(Condition)
	animals []Animal // the animals the condition names (Condition.animals)
	sums    []linear // the clauses, each one sum (holds)
}

func newTaskCard(c Condition) *taskCard {
	tc := &taskCard{Condition: c, formal: formalFact(c), animals: c.animals()}
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

// checkKey is what checkFact's message for the task on the table shows:
// the task, and the counts of the animals it names.
type checkKey struct {
	task *taskCard
	on   Counts
}

// checksKept bounds the messages a game keeps (kept.checks): five players'
// top cards show at most 45 of an animal, and a game meets few of the
// counts.
const checksKept = 4096

// check is checkFact for the task on the table and the counts on, as a
// fact, kept a game: every call is judged with the task worked out on the
// table, which cost more than the rest of a move, and a long game meets
// the same few again and again.
func (t *table) check(on Counts) any {
	key := checkKey{task: t.task}
	for _, a := range t.task.animals {
		key.on[a] = on[a]
	}
	if m, ok := t.kept.checks[key]; ok {
		return m
	}
	m := any(checkFact(t.task, key.on))
	if t.kept.checks == nil || len(t.kept.checks) >= checksKept {
		t.kept.checks = map[checkKey]any{}
	}
	t.kept.checks[key] = m
	return m
}
