package turbo

import "sync"

// taskCard is a task card as read, with what the messages say of it made
// once: a file turns up the same few task cards again and again, and every
// call is judged with the task in its formal form and worked out on the
// table (formalFact, checkFact), which cost more than the rest of a move.
// A card read is shared by every game of the file, on every worker; the
// messages it keeps are never changed once made.
type taskCard struct {
	Condition
	formal  any      // formalFact(Condition)
	animals []Animal // the animals the condition names (Condition.animals)
	checks  checkCache
}

func newTaskCard(c Condition) *taskCard {
	return &taskCard{Condition: c, formal: formalFact(c), animals: c.animals()}
}

// checkCache keeps checkFact's messages by the counts they show, as facts
// (boxed once: a message made a fact anew is an allocation).
type checkCache struct {
	mu sync.Mutex
	by map[Counts]any
}

// checkCacheSize bounds the messages a task card keeps: five players' top
// cards show at most 45 of an animal, and a game meets few of the counts.
const checkCacheSize = 4096

// check is checkFact(Condition, on), as a fact. The message shows only the
// counts of the animals the condition names, so it is kept by those.
func (tc *taskCard) check(on Counts) any {
	var key Counts
	for _, a := range tc.animals {
		key[a] = on[a]
	}
	c := &tc.checks
	c.mu.Lock()
	m, ok := c.by[key]
	c.mu.Unlock()
	if ok {
		return m
	}
	m = checkFact(tc.Condition, key)
	c.mu.Lock()
	if c.by == nil || len(c.by) >= checkCacheSize {
		c.by = map[Counts]any{}
	}
	c.by[key] = m
	c.mu.Unlock()
	return m
}
