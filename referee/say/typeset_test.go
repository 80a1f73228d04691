package say

import (
	"testing"
	"unicode/utf8"
)

// FuzzTypeset: typeset keeps every letter and digit of what it is given,
// in order, and takes out no more than the marks of quoted input, in both
// languages, at a sentence's start or not; it never panics.
func FuzzTypeset(f *testing.F) {
	for _, s := range []string{"", "Нина wins. The purple turtle reached the finish.", "ход 3 (Аня: красная +1): т. е. «ёж»", "a - b -1 12 клеток", "\x0eНина\x0f: кп кп ку", "см. big-races.occupied", "Ѐѐ Ѡѡ Ӂ ЯЯЯЯЯ, ёЁё", "x\xd0", "a.b. c! «“x”» „y“ \"q\""} {
		f.Add(s, true, true)
		f.Add(s, false, false)
	}
	c := ownCatalog(f)
	speakers := map[bool]*Speaker{true: c.Speaker("ru"), false: c.Speaker("en")}
	f.Fuzz(func(t *testing.T, raw string, ru, start bool) {
		if !utf8.ValidString(raw) {
			return
		}
		got := speakers[ru].typeset(raw, start)
		if a, b := letters(raw), letters(got); a != b {
			t.Fatalf("typeset(%q) = %q: its letters %q, not %q", raw, got, b, a)
		}
	})
}

// letters are the letters and digits of s, folded to upper case: what
// typeset may capitalise but never drop or add.
func letters(s string) string {
	var out []rune
	for _, r := range s {
		if isLetter(r) || isDigit(r) {
			out = append(out, toUpper(r))
		}
	}
	return string(out)
}

func ownCatalog(t testing.TB) *Catalog {
	c, err := NewCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
