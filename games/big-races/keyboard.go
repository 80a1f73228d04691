package bigraces

import "strings"

// russianKeys are the Latin keys that carry the Cyrillic step letters on the
// Russian keyboard layout: at a Russian table the commonest slip is typing
// «пп» with the layout left on English, which reads as "gg".
var russianKeys = map[rune]rune{'g': 'п', 'd': 'в', 'y': 'н', 'G': 'П', 'D': 'В', 'Y': 'Н'}

// onRussianLayout is word as it would have come out on the Russian layout,
// when that is a path of steps (and counts, diagonals); else "".
func onRussianLayout(word string) string {
	var b strings.Builder
	letters := 0
	for _, r := range word {
		switch c, ok := russianKeys[r]; {
		case ok:
			b.WriteRune(c)
			letters++
		case '0' <= r && r <= '9' || r == '+':
			b.WriteRune(r)
		default:
			return ""
		}
	}
	if letters == 0 {
		return ""
	}
	return b.String()
}
