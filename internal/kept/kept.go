// Package kept is the one cache of what was read from texts, for the
// framing (notation) and the games (referee.ReadCache) alike.
package kept

import (
	"sync"
	"sync/atomic"
)

// Cache remembers what was read or made from a text (a move's, a header
// line's), ready to hand out again: a file of many games turns up the same
// few dozen texts again and again, and reading one costs far more than
// finding it. It is shared by the workers that check games at once, and a
// known text is found without locking. It keeps about Limit entries: a
// file of ever new texts starts it again. Keep only what read cleanly (an
// error carries its place) and what is never changed once kept.
//
// A key is usually cut from the framing's chunk of the file: Keep makes the
// copy that is stored, so that the cache never holds a chunk alive.
//
// What is found is read from a map that is never written once made, with
// no lock (sync.Map's lookup hashed every key through an interface); what
// is kept goes to a map of its own, under a lock, and the two are made
// into a new map to read once the fresh ones are half as many as the rest,
// so each entry is copied a few times in all; a miss looks among the fresh
// ones under the lock, when there are any.
type Cache[K comparable, V any] struct {
	Limit int
	Keep  func(K) K

	read   atomic.Pointer[map[K]V]
	mu     sync.Mutex
	fresh  map[K]V      // kept since read was made
	nfresh atomic.Int32 // len(fresh), for a look without the lock
}

// Get returns what was kept under a key.
func (c *Cache[K, V]) Get(k K) (V, bool) {
	if m := c.read.Load(); m != nil {
		if v, ok := (*m)[k]; ok {
			return v, true
		}
	}
	return c.getFresh(k)
}

// getFresh looks among the entries kept since the map to read was made,
// under the lock; only when there are any.
func (c *Cache[K, V]) getFresh(k K) (V, bool) {
	var none V
	if c.nfresh.Load() == 0 {
		return none, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if v, ok := c.fresh[k]; ok {
		return v, true
	}
	if m := c.read.Load(); m != nil { // made anew since the look above
		if v, ok := (*m)[k]; ok {
			return v, true
		}
	}
	return none, false
}

// GetBytes is Get of a cache of texts, the key given as bytes: a text is
// found without making a string of it.
func GetBytes[V any](c *Cache[string, V], key []byte) (V, bool) {
	if m := c.read.Load(); m != nil {
		if v, ok := (*m)[string(key)]; ok {
			return v, true
		}
	}
	if c.nfresh.Load() == 0 {
		var none V
		return none, false
	}
	return c.getFresh(string(key))
}

// Put keeps a value under a copy of its key. It reports whether the cache
// was full and started again (its texts are ever new).
func (c *Cache[K, V]) Put(k K, v V) (startedAgain bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	read := c.read.Load()
	n := 0
	if read != nil {
		if _, ok := (*read)[k]; ok {
			return false // kept already, by another worker
		}
		n = len(*read)
	}
	if _, ok := c.fresh[k]; ok {
		return false
	}
	if n+len(c.fresh) >= c.Limit {
		startedAgain = true
		read, n = nil, 0 // a file of ever new texts: start again
		c.fresh = nil
		c.nfresh.Store(0)
		c.read.Store(nil)
	}
	if c.Keep != nil {
		k = c.Keep(k)
	}
	if c.fresh == nil {
		c.fresh = map[K]V{}
	}
	c.fresh[k] = v
	c.nfresh.Store(int32(len(c.fresh)))
	if len(c.fresh) < max(1, n/2) {
		return startedAgain
	}
	merged := make(map[K]V, n+len(c.fresh))
	if read != nil {
		for k, v := range *read {
			merged[k] = v
		}
	}
	for k, v := range c.fresh {
		merged[k] = v
	}
	c.read.Store(&merged)
	c.fresh = nil
	c.nfresh.Store(0)
	return startedAgain
}
