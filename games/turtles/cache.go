package turtles

import (
	"sync"

	"referee/notation"
)

// readCache remembers the moves already read. A file of many races sees the
// same few dozen card texts again and again, and reading one through the
// grammar costs far more than playing it. Only moves that read cleanly are
// kept: an error carries its place and is made afresh.
type readCache struct {
	mu    sync.Mutex
	moves map[string]move
}

const readCacheSize = 4096

func (c *readCache) parse(m *notation.Move) (move, *notation.Error) {
	c.mu.Lock()
	mv, ok := c.moves[m.Text]
	c.mu.Unlock()
	if ok {
		return mv, nil
	}
	mv, err := parseMove(m)
	if err == nil {
		c.mu.Lock()
		if c.moves == nil || len(c.moves) >= readCacheSize {
			c.moves = map[string]move{}
		}
		c.moves[m.Text] = mv
		c.mu.Unlock()
	}
	return mv, err
}
