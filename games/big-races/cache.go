package bigraces

import (
	"sync"

	"referee/notation"
)

// readCache remembers the move texts already read, as turtles' does: a
// file of many races sees the same few hundred paths again and again, and
// reading one costs more than judging it. Only moves that read cleanly are
// kept (an error carries its place); they are never changed once kept.
type readCache struct {
	mu    sync.RWMutex
	moves map[string]*move
}

const readCacheSize = 4096

func (c *readCache) parse(text string, at notation.Pos) (*move, *notation.Error) {
	if c == nil {
		return readMove(text, at)
	}
	c.mu.RLock()
	m, ok := c.moves[text]
	c.mu.RUnlock()
	if ok {
		return m, nil
	}
	m, err := readMove(text, at)
	if err == nil {
		c.mu.Lock()
		if c.moves == nil || len(c.moves) >= readCacheSize {
			c.moves = map[string]*move{}
		}
		c.moves[text] = m
		c.mu.Unlock()
	}
	return m, err
}

// readMove reads a move's text, the quick way when it can.
func readMove(text string, at notation.Pos) (*move, *notation.Error) {
	if m, ok := quickMove(text); ok {
		m.text = text
		return &m, nil
	}
	m, err := parseMove(text, at)
	if err != nil {
		return nil, err
	}
	m.text = text
	return &m, nil
}
