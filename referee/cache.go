package referee

import "github.com/boardgame-referee/referee/internal/kept"

// ReadCache remembers what a game read from a move's text, ready to hand
// out again: a file of many games turns up the same few dozen texts again
// and again, and reading one through a grammar costs far more than playing
// it. One Spec keeps one, shared by every game it starts; the games of a
// file are checked on several workers at once, and a known text is found
// without locking. It keeps about Limit entries: a file of ever new texts
// starts it again. Keep only what read cleanly (an error carries its
// place) and what is never changed once kept. A key is usually cut from
// the framing's chunk of the file: Keep makes the copy that is stored, so
// that the cache never holds a chunk alive.
type ReadCache[K comparable, V any] = kept.Cache[K, V]

// GetBytes is Get of a cache of texts, the key given as bytes: a text is
// found without making a string of it.
func GetBytes[V any](c *ReadCache[string, V], key []byte) (V, bool) { return kept.GetBytes(c, key) }
