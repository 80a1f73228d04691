package notation

import "unicode"

// The alphabets a mark falls back on, in order: a name's own first.
const (
	cyrillicCapitals = "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЮЯ"
	latinCapitals    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
)

// Marks gives each player a one-letter mark for a board, a capital: the
// first letter of their name that no earlier player's mark is or looks
// like (Cyrillic «А» and Latin «A», «В» and «B» count as one), else the
// first such letter of their name's own alphabet — a Cyrillic name's
// mark is never a Latin letter (Папа was a Latin
// «A» beside Аня's Cyrillic «А» in Big Races, and a Latin «B» in Chinese
// checkers) — else of the other; '?' when none is left. fits says which
// letters a board can draw (nil: any); a letter with no lower case is
// never a mark. Every game draws players' marks with it.
func Marks(names []string, fits func(rune) bool) []rune {
	out := make([]rune, len(names))
	taken := map[string]bool{}
	free := func(r rune) bool {
		u := unicode.ToUpper(r)
		return unicode.IsLetter(r) && unicode.ToLower(u) != u && (fits == nil || fits(u)) && !taken[Latinize(string(u))]
	}
	for p, name := range names {
		mark, cyrillic := '?', false
		for _, r := range name {
			if unicode.IsLetter(r) {
				cyrillic = unicode.Is(unicode.Cyrillic, r)
				break
			}
		}
		alphabets := []string{latinCapitals, cyrillicCapitals}
		if cyrillic {
			alphabets[0], alphabets[1] = cyrillicCapitals, latinCapitals
		}
	pick:
		for _, letters := range append([]string{name}, alphabets...) {
			for _, r := range letters {
				if free(r) {
					mark = unicode.ToUpper(r)
					break pick
				}
			}
		}
		taken[Latinize(string(mark))] = true
		out[p] = mark
	}
	return out
}
