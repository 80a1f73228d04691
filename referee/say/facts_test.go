package say

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
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

// TestFactByAddress: a string fact given by its address (the closing
// sentence's winner, the claim as written) is said as the string itself,
// shortened alike, in both languages; a message by its address likewise.
func TestFactByAddress(t *testing.T) {
	c, err := NewCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("Аня", 100)
	why := referee.Say("list.none", nil)
	for _, lang := range Languages {
		s := c.Speaker(lang)
		for _, claimed := range []string{"Аня", "бабушка «Зина»", long} {
			var byValue, byAddress facts
			byValue.add("claimed", claimed)
			byAddress.add("claimed", &claimed)
			want, got := s.sentenceOf(ResultRight, &byValue), s.sentenceOf(ResultRight, &byAddress)
			if got != want || !strings.Contains(got, notation.ClipTo(claimed, 160)[:6]) {
				t.Errorf("%s %.20q: by address %q, by value %q", lang, claimed, got, want)
			}
		}
		var byValue, byAddress facts
		byValue.add("winner", "Аня")
		byValue.add("why", why)
		winner := "Аня"
		byAddress.add("winner", &winner)
		byAddress.add("why", &why)
		if want, got := s.sentenceOf("referee.over-winner", &byValue), s.sentenceOf("referee.over-winner", &byAddress); got != want {
			t.Errorf("%s: the closing sentence by address %q, by value %q", lang, got, want)
		}
	}
}
