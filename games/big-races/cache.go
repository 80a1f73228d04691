package bigraces

import (
	"sync"

	"referee/notation"
)

// readCache remembers the moves already read, as turtles' does: a file of
// many races sees the same few hundred paths again and again, and reading
// one costs more than judging it. A move is kept under its path and the
// number of the car named (-1 for none), which mean the same in every race
// whatever the players are called. Only moves that read cleanly are kept
// (an error carries its place); they are never changed once kept, so a
// race may hold on to one.
type readCache struct {
	mu    sync.RWMutex
	moves map[cacheKey]*move
}

type cacheKey struct {
	car  int
	text string
}

const readCacheSize = 8192

func (c *readCache) parse(car int, text string, at notation.Pos) (*move, *notation.Error) {
	if c == nil {
		return readMove(car, text, at)
	}
	k := cacheKey{car, text}
	c.mu.RLock()
	m, ok := c.moves[k]
	c.mu.RUnlock()
	if ok {
		return m, nil
	}
	m, err := readMove(car, text, at)
	if err == nil {
		c.mu.Lock()
		if c.moves == nil || len(c.moves) >= readCacheSize {
			c.moves = map[cacheKey]*move{}
		}
		c.moves[k] = m
		c.mu.Unlock()
	}
	return m, err
}

// readMove reads a move's text, the quick way when it can.
func readMove(car int, text string, at notation.Pos) (*move, *notation.Error) {
	m, ok := quickMove(text)
	if !ok {
		var err *notation.Error
		if m, err = parseMove(text, at); err != nil {
			return nil, err
		}
	}
	m.car, m.text = car, text
	return &m, nil
}
