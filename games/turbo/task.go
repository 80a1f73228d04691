package turbo

import (
	"sync"

	"referee/referee"
)

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

// checkCache keeps checkFact's messages by the counts they show.
type checkCache struct {
	mu sync.Mutex
	by map[Counts]referee.Message
}

// checkCacheSize bounds the messages a task card keeps: the counts on a
// table of five players are at most 46 of each animal.
const checkCacheSize = 4096

// check is checkFact(Condition, on). The message shows only the counts of
// the animals the condition names, so it is kept by those.
func (tc *taskCard) check(on Counts) referee.Message {
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
		c.by = map[Counts]referee.Message{}
	}
	c.by[key] = m
	c.mu.Unlock()
	return m
}
