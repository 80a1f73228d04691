package turbo

// taskCard is a task card as read, with its formal form made once: a file
// turns up the same few task cards again and again, and every call names
// the task (formalFact). A card read is shared by every game of the file,
// on every worker, and never changed once made.
type taskCard struct {
	Condition
	formal  any      // formalFact(Condition)
	animals []Animal // the animals the condition names (Condition.animals)
}

func newTaskCard(c Condition) *taskCard {
	return &taskCard{Condition: c, formal: formalFact(c), animals: c.animals()}
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
