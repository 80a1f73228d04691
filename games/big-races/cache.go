package bigraces

import (
	"strings"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// readCache remembers the moves already read: a file of many races sees the
// same few hundred paths again and again, and reading one costs more than
// judging it. A move is kept under its path and the number of the car named
// (-1 for none), which mean the same in every race whatever the players are
// called; it is never changed once kept, so a race may hold on to one.
type readCache = referee.ReadCache[cacheKey, *move]

type cacheKey struct {
	car  int
	text string
}

func newReadCache() *readCache {
	return &readCache{Limit: 8192, Keep: func(k cacheKey) cacheKey {
		k.text = strings.Clone(k.text)
		return k
	}}
}

// recentReads is a race's own memo of the moves it read last, asked before
// the shared cache: a race writes the same few dozen paths again and again,
// and a slot found by a hash of a few bytes costs a fraction of the shared
// cache's lookup, which hashes its key as an interface. One move a slot: a
// text whose slot is taken takes it over.
type recentReads [128]struct {
	key  cacheKey
	move *move
}

// slot is where a car's text is kept (FNV-1a of the car and the text).
func (rr *recentReads) slot(car int, text string) int {
	h := (2166136261 ^ uint32(car)) * 16777619
	for i := 0; i < len(text); i++ {
		h = (h ^ uint32(text[i])) * 16777619
	}
	return int(h % uint32(len(rr)))
}

// recall reads a move through the race's memo, then the shared cache.
func (e *engine) recall(car int, text string, at notation.Pos) (*move, *notation.Error) {
	if e.recent == nil {
		e.recent = new(recentReads)
	}
	sl := &e.recent[e.recent.slot(car, text)]
	if sl.move != nil && sl.key.car == car && sl.key.text == text {
		return sl.move, nil
	}
	m, err := parseCached(e.read, car, text, at)
	if err != nil {
		return nil, err
	}
	// The key must not be the text, which is cut from the framing's chunk:
	// the move's own text is the shared cache's copy of it.
	key := m.text
	if e.read == nil || key != text {
		key = strings.Clone(text)
	}
	sl.key, sl.move = cacheKey{car, key}, m
	return m, nil
}

// parseCached reads a move, once for each car and text.
func parseCached(c *readCache, car int, text string, at notation.Pos) (*move, *notation.Error) {
	if c == nil {
		return readMove(car, text, at)
	}
	k := cacheKey{car, text}
	if m, ok := c.Get(k); ok {
		return m, nil
	}
	m, err := readMove(car, text, at)
	if err != nil {
		return nil, err // an error carries its place: made afresh
	}
	// The kept move's text is the key's copy, not the file's chunk.
	k = c.Keep(k)
	if m.text == text {
		m.text = k.text
	} else {
		m.text = strings.Clone(m.text) // the letters of a line `moves` printed
	}
	c.Put(k, m)
	return m, nil
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
	if letters, told := toldLetters(text); told {
		m.text = letters // quoted back as the path alone
	}
	return &m, nil
}
