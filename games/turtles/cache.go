package turtles

import (
	"strings"

	"referee/notation"
	"referee/referee"
)

// readCache remembers the moves already read, by their text: a file of
// many races sees the same few dozen card texts again and again, and
// reading one through the grammar costs far more than playing it.
type readCache = referee.ReadCache[string, referee.Move]

func newReadCache() *readCache { return &readCache{Limit: 4096, Keep: strings.Clone} }

// parseCached reads a move, once for each text.
func parseCached(c *readCache, m *notation.Move) (referee.Move, *notation.Error) {
	if mv, ok := c.Get(m.Text); ok {
		return mv, nil
	}
	mv, err := parseMove(m)
	if err != nil {
		return nil, err // an error carries its place: made afresh
	}
	boxed := referee.Move(mv)
	c.Put(m.Text, boxed)
	return boxed, nil
}
