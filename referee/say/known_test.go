package say

import (
	"fmt"
	"sync"
	"testing"
)

// TestKnownIDs: every ID kept is found, from any goroutine, while others
// keep more; an ID kept twice keeps its first message.
func TestKnownIDs(t *testing.T) {
	var k knownIDs
	if _, ok := k.load("x"); ok {
		t.Fatal("found in an empty table")
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 300 {
				id := fmt.Sprint("m", i%150, ".", g%2)
				v := &said{plain: id}
				k.store(id, v)
				if got, ok := k.load(id); !ok || got.plain != id {
					t.Errorf("%s: got %v, %v", id, got, ok)
				}
			}
		}()
	}
	wg.Wait()
	for i := range 150 {
		for g := range 2 {
			id := fmt.Sprint("m", i, ".", g)
			if got, ok := k.load(id); !ok || got.plain != id {
				t.Errorf("%s: got %v, %v", id, got, ok)
			}
		}
	}
	first := &said{plain: "first"}
	k.store("twice", first)
	k.store("twice", &said{plain: "second"})
	if got, _ := k.load("twice"); got != first {
		t.Errorf("kept twice: %v", got.plain)
	}
	if _, ok := k.load("never"); ok {
		t.Error("found an ID never kept")
	}
}
