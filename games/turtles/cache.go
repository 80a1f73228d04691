package turtles

import (
	"strings"
	"sync"

	"referee/notation"
	"referee/referee"
)

// readCache remembers the moves already read, ready to hand out. A file of
// many races sees the same few dozen card texts again and again, and
// reading one through the grammar costs far more than playing it. Only
// moves that read cleanly are kept: an error carries its place and is made
// afresh. The races of a file are checked on several workers at once, and
// sync.Map reads without locking once a text is known.
type readCache struct {
	moves sync.Map // move text → referee.Move (a boxed move)
	size  int      // roughly how many are kept
	mu    sync.Mutex
}

const readCacheSize = 4096

func (c *readCache) parse(m *notation.Move) (referee.Move, *notation.Error) {
	if mv, ok := c.moves.Load(m.Text); ok {
		return mv.(referee.Move), nil
	}
	mv, err := parseMove(m)
	if err != nil {
		return nil, err
	}
	boxed := referee.Move(mv)
	c.mu.Lock()
	if c.size >= readCacheSize {
		c.moves.Clear() // a file of ever new texts: start again
		c.size = 0
	}
	c.size++
	c.mu.Unlock()
	// The text is cut from a whole chunk of the file: keep a copy, not the chunk.
	c.moves.Store(strings.Clone(m.Text), boxed)
	return boxed, nil
}
