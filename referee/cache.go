package referee

import "sync"

// ReadCache remembers what a game read from a move's text, ready to hand
// out again: a file of many games turns up the same few dozen texts again
// and again, and reading one through a grammar costs far more than playing
// it. One Spec keeps one, shared by every game it starts; the games of a
// file are checked on several workers at once, and a known text is found
// without locking. It keeps about Limit entries: a file of ever new texts
// starts it again. Keep only what read cleanly (an error carries its
// place) and what is never changed once kept.
//
// A key is usually cut from the framing's chunk of the file: Keep makes the
// copy that is stored, so that the cache never holds a chunk alive.
type ReadCache[K comparable, V any] struct {
	Limit int
	Keep  func(K) K

	m    sync.Map // K → V
	mu   sync.Mutex
	size int
}

// Get returns what was kept under a key.
func (c *ReadCache[K, V]) Get(k K) (V, bool) {
	if v, ok := c.m.Load(k); ok {
		return v.(V), true
	}
	var none V
	return none, false
}

// Put keeps a value under a copy of its key.
func (c *ReadCache[K, V]) Put(k K, v V) {
	if c.Keep != nil {
		k = c.Keep(k)
	}
	c.mu.Lock()
	if c.size >= c.Limit {
		c.m.Clear()
		c.size = 0
	}
	c.size++
	c.mu.Unlock()
	c.m.Store(k, v)
}

// GetBytes is Get of a cache of texts, the key given as bytes.
func GetBytes[V any](c *ReadCache[string, V], key []byte) (V, bool) { return c.Get(string(key)) }
