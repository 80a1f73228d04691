package say

import (
	"sync"
	"sync/atomic"
)

// knownIDs keeps the messages a speaker has found, by ID, for the workers
// that render at once: a map read with no lock and never written (every
// sentence looks up several IDs, and sync.Map's lookup hashed each through
// an interface), and the few IDs found since it was made, under a lock,
// until they are as many as half of it and a new map is made of both.
type knownIDs struct {
	read  atomic.Pointer[map[string]*said]
	mu    sync.Mutex
	fresh map[string]*said
}

// load finds an ID's message, if it was kept.
func (k *knownIDs) load(id string) (*said, bool) {
	if m := k.read.Load(); m != nil {
		if v, ok := (*m)[id]; ok {
			return v, true
		}
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if v, ok := k.fresh[id]; ok {
		return v, true
	}
	// Made into a new map since the look above?
	if m := k.read.Load(); m != nil {
		v, ok := (*m)[id]
		return v, ok
	}
	return nil, false
}

// store keeps an ID's message; a second store of the same ID keeps the
// first (both are the same message, found twice at once).
func (k *knownIDs) store(id string, v *said) {
	k.mu.Lock()
	defer k.mu.Unlock()
	read := k.read.Load()
	if read != nil {
		if _, ok := (*read)[id]; ok {
			return
		}
	}
	if _, ok := k.fresh[id]; ok {
		return
	}
	if k.fresh == nil {
		k.fresh = map[string]*said{}
	}
	k.fresh[id] = v
	n := 0
	if read != nil {
		n = len(*read)
	}
	if len(k.fresh) < max(4, n/2) {
		return
	}
	merged := make(map[string]*said, n+len(k.fresh))
	if read != nil {
		for id, v := range *read {
			merged[id] = v
		}
	}
	for id, v := range k.fresh {
		merged[id] = v
	}
	k.read.Store(&merged)
	k.fresh = nil
}
