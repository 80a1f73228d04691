package say

import (
	"testing"

	"referee/referee"
)

// TestFactsPastThree: facts given inline hold three; a fourth goes to a map
// of its own, the message's map is left as it was, and every fact is found.
func TestFactsPastThree(t *testing.T) {
	own := referee.Facts{"m": 0}
	f := facts{m: own}
	for i, name := range []string{"a", "b", "c", "d", "e"} {
		f.add(name, i+1)
	}
	for i, name := range []string{"m", "a", "b", "c", "d", "e"} {
		if v, ok := f.get(name); !ok || v != i {
			t.Errorf("get(%q) = %v, %v; want %d", name, v, ok, i)
		}
	}
	if len(own) != 1 {
		t.Errorf("the message's own facts were written: %v", own)
	}
	if all := f.all(); len(all) != 6 {
		t.Errorf("all() = %v, want six facts", all)
	}
}
