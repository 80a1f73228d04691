package say

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/boardgame-referee/referee/referee"
)

// TestRecentSlotsTakeTurns: IDs that share a slot of the quick look in
// front of the catalog (recent) each find their own message, said in any
// order and by workers at once: every message is said as a speaker that
// never used the slots says it.
func TestRecentSlotsTakeTurns(t *testing.T) {
	c := ownCatalog(t)
	for _, lang := range Languages {
		ids := c.IDs(lang)
		bySlot := map[int][]string{}
		for _, id := range ids {
			bySlot[recentSlot(id)] = append(bySlot[recentSlot(id)], id)
		}
		shared := 0
		for _, in := range bySlot {
			if len(in) > 1 {
				shared++
			}
		}
		if shared == 0 {
			t.Fatalf("%s: no two of %d IDs share a slot: the test proves nothing", lang, len(ids))
		}
		want := map[string]string{}
		for _, id := range ids {
			// A speaker of its own for each ID: nothing in its slots but it.
			want[id] = c.Speaker(lang).Say(referee.Say(id, nil))
		}
		s := c.Speaker(lang)
		var wg sync.WaitGroup
		for w := range 4 {
			order := append([]string(nil), ids...)
			rand.New(rand.NewPCG(uint64(w), 1)).Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			wg.Go(func() {
				for range 3 {
					for _, id := range order {
						if got := s.Say(referee.Say(id, nil)); got != want[id] {
							t.Errorf("%s %s: said %q, alone %q", lang, id, got, want[id])
							return
						}
					}
				}
			})
		}
		wg.Wait()
		for slot := range bySlot {
			if r := s.recent[slot].Load(); r != nil && recentSlot(r.id) != slot {
				t.Errorf("%s: slot %d holds %q, whose slot is %d", lang, slot, r.id, recentSlot(r.id))
			}
		}
	}
}

// TestRecentSlotSpreads: the IDs of one game do not crowd into a few
// slots (a slot's turns cost a look in the catalog each).
func TestRecentSlotSpreads(t *testing.T) {
	c := ownCatalog(t)
	ids := c.IDs("en")
	used := map[int]bool{}
	for _, id := range ids {
		used[recentSlot(id)] = true
	}
	if want := min(len(ids), recentSlots) / 2; len(used) < want {
		t.Errorf("%d IDs in %d slots, want at least %d", len(ids), len(used), want)
	}
}
