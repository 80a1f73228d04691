package referee

import (
	"strconv"
	"sync"
	"testing"
)

func TestReadCacheKeepsACopyAndStaysBounded(t *testing.T) {
	kept := 0
	c := &ReadCache[string, int]{Limit: 3, Keep: func(k string) string { kept++; return k + "" }}
	for i := range 3 {
		if c.Put(strconv.Itoa(i), i) {
			t.Fatalf("Put of key %d of 3 says the cache started again", i)
		}
	}
	if c.Put("1", 1) {
		t.Fatal("Put of a key kept already says the cache started again")
	}
	if kept != 3 {
		t.Fatalf("Keep called %d times for 3 keys", kept)
	}
	if v, ok := c.Get("2"); !ok || v != 2 {
		t.Fatalf("Get(2) = %v, %v", v, ok)
	}
	// A fourth text starts the cache again, and Put says so: only it is left.
	if !c.Put("3", 3) {
		t.Error("Put of a fourth key into a cache of 3 does not say it started again")
	}
	if _, ok := c.Get("0"); ok {
		t.Error("the cache kept more than its limit")
	}
	if v, ok := c.Get("3"); !ok || v != 3 {
		t.Errorf("Get(3) = %v, %v", v, ok)
	}
}

func TestReadCacheConcurrent(t *testing.T) {
	c := &ReadCache[string, int]{Limit: 50}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 1000 {
				k := strconv.Itoa((i * (w + 1)) % 70)
				if v, ok := c.Get(k); ok && strconv.Itoa(v) != k {
					t.Errorf("Get(%s) = %d", k, v)
					return
				}
				n, _ := strconv.Atoi(k)
				c.Put(k, n)
			}
		}()
	}
	wg.Wait()
}

// TestGetBytesAllocatesNothing: a text is found by its bytes with no
// string made of them.
func TestGetBytesAllocatesNothing(t *testing.T) {
	c := &ReadCache[string, int]{Limit: 10}
	c.Put("Нина: red +1", 1)
	key := []byte("Нина: red +1")
	if v, ok := GetBytes(c, key); !ok || v != 1 {
		t.Fatalf("GetBytes = %v, %v", v, ok)
	}
	if n := testing.AllocsPerRun(100, func() { GetBytes(c, key) }); n != 0 {
		t.Errorf("GetBytes allocates %v times", n)
	}
}

// TestReadCacheFindsAtOnce: a text kept is found at once, whether or not
// the map read without a lock has been made anew since.
func TestReadCacheFindsAtOnce(t *testing.T) {
	c := &ReadCache[string, int]{Limit: 1000}
	for i := range 500 {
		k := strconv.Itoa(i)
		c.Put(k, i)
		if v, ok := c.Get(k); !ok || v != i {
			t.Fatalf("Get(%s) right after Put = %v, %v", k, v, ok)
		}
		if v, ok := GetBytes(c, []byte(k)); !ok || v != i {
			t.Fatalf("GetBytes(%s) right after Put = %v, %v", k, v, ok)
		}
	}
	for i := range 500 {
		if v, ok := c.Get(strconv.Itoa(i)); !ok || v != i {
			t.Fatalf("Get(%d) = %v, %v", i, v, ok)
		}
	}
}
