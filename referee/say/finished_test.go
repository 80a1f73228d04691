package say

import (
	"fmt"
	"testing"
)

// TestFinishedSeldom: a keeping of finished texts that fills up with texts
// never asked for again is looked up seldom, and always again once texts
// come back; the text made is the typography's own either way.
func TestFinishedSeldom(t *testing.T) {
	c := ownCatalog(t)
	for _, lang := range []string{"en", "ru"} {
		s := c.Speaker(lang)
		for k := range s.finished {
			s.finished[k].Limit = 16
		}
		finish := func(raw string, start bool) {
			t.Helper()
			want := s.typeset(raw, start)
			if got := s.finish(raw, start); got != want {
				t.Fatalf("%s: finish(%q, %v) = %q, the typography makes %q", lang, raw, start, got, want)
			}
			if got := s.finishBytes([]byte(raw), start); got != want {
				t.Fatalf("%s: finishBytes(%q, %v) = %q, the typography makes %q", lang, raw, start, got, want)
			}
		}
		for _, start := range []bool{false, true} {
			k := keptKind(start)
			for i := range 16 {
				finish(fmt.Sprintf("ход %d - «ёж» \"q\" and 'x'", i), start)
			}
			if s.rarely[k].on.Load() {
				t.Fatalf("%s, start %v: looked up seldom before the keeping filled up", lang, start)
			}
			finish("ход 16 - «ёж»", start) // the seventeenth: the keeping starts again
			if !s.rarely[k].on.Load() {
				t.Fatalf("%s, start %v: a keeping that filled up with new texts is still looked up always", lang, start)
			}
			for i := range 4000 { // new texts: it stays seldom
				finish(fmt.Sprintf("ход %d: кп кп ку", 100+i), start)
			}
			if !s.rarely[k].on.Load() {
				t.Fatalf("%s, start %v: looked up always again while every text was new", lang, start)
			}
			// One text again and again: one look in 32 on average finds it, and
			// 64 looks (about 2,048 texts; 20,000 leave no chance of fewer) say so.
			for range 20000 {
				finish("Нина wins. The purple turtle reached the finish.", start)
			}
			if s.rarely[k].on.Load() {
				t.Fatalf("%s, start %v: still looked up seldom while one text came again and again", lang, start)
			}
		}
	}
}
