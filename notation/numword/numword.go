// Package numword reads numbers written as words, Russian in every case
// and English: turbo's task cards decline them («больше четырёх», «меньше
// пяти»), and people say moves with them («на две клетки вперёд», "two
// squares forward"). One list for every game.
package numword

import (
	"sort"
	"strings"
	"sync"

	"github.com/boardgame-referee/referee/notation"
)

// Units and teens stand alone; a ten may be followed by a unit («двадцати
// одного», "twenty-one"). Arrays by value, not maps: data the binary holds,
// made at no start of the referee.
var (
	unitWords = [20][]string{
		0:  {"zero", "ноль", "нуль", "ноля", "нуля", "нолю", "нулю", "нолём", "нулём", "ноле", "нуле"},
		1:  {"one", "один", "одна", "одно", "одного", "одной", "одному", "одним", "одном", "одну", "одною"},
		2:  {"two", "два", "две", "двух", "двум", "двумя"},
		3:  {"three", "три", "трёх", "трём", "тремя"},
		4:  {"four", "четыре", "четырёх", "четырём", "четырьмя"},
		5:  {"five", "пять", "пяти", "пятью"},
		6:  {"six", "шесть", "шести", "шестью"},
		7:  {"seven", "семь", "семи", "семью"},
		8:  {"eight", "восемь", "восьми", "восемью", "восьмью"},
		9:  {"nine", "девять", "девяти", "девятью"},
		10: {"ten", "десять", "десяти", "десятью"},
		11: {"eleven", "одиннадцать", "одиннадцати", "одиннадцатью"},
		12: {"twelve", "двенадцать", "двенадцати", "двенадцатью"},
		13: {"thirteen", "тринадцать", "тринадцати", "тринадцатью"},
		14: {"fourteen", "четырнадцать", "четырнадцати", "четырнадцатью"},
		15: {"fifteen", "пятнадцать", "пятнадцати", "пятнадцатью"},
		16: {"sixteen", "шестнадцать", "шестнадцати", "шестнадцатью"},
		17: {"seventeen", "семнадцать", "семнадцати", "семнадцатью"},
		18: {"eighteen", "восемнадцать", "восемнадцати", "восемнадцатью"},
		19: {"nineteen", "девятнадцать", "девятнадцати", "девятнадцатью"},
	}
	tenWords = [10][]string{ // by the tens: 2 is twenty
		2: {"twenty", "двадцать", "двадцати", "двадцатью"},
		3: {"thirty", "тридцать", "тридцати", "тридцатью"},
		4: {"forty", "сорок", "сорока"},
		5: {"fifty", "пятьдесят", "пятидесяти", "пятьюдесятью"},
		6: {"sixty", "шестьдесят", "шестидесяти", "шестьюдесятью"},
		7: {"seventy", "семьдесят", "семидесяти", "семьюдесятью"},
		8: {"eighty", "восемьдесят", "восьмидесяти", "восемьюдесятью"},
		9: {"ninety", "девяносто", "девяноста"},
	}
)

// index maps a folded number word to its value; isTen marks the tens,
// which may take a unit after them.
var index = sync.OnceValues(func() (map[string]int, map[string]bool) {
	n, t := map[string]int{}, map[string]bool{}
	for v, ws := range unitWords {
		for _, w := range ws {
			n[notation.Fold(w)] = v
		}
	}
	for tens, ws := range tenWords {
		for _, w := range ws {
			n[notation.Fold(w)] = 10 * tens
			t[notation.Fold(w)] = true
		}
	}
	return n, t
})

// Value reads one number word, in any case and with ё or е, or an English
// hyphenated compound such as "twenty-one".
func Value(word string) (int, bool) {
	w := notation.Fold(word)
	byWord, isTen := index()
	if n, ok := byWord[w]; ok {
		return n, true
	}
	ten, unit, found := strings.Cut(w, "-")
	if !found || !isTen[ten] {
		return 0, false
	}
	u, ok := byWord[unit]
	if !ok || u < 1 || u > 9 {
		return 0, false
	}
	return byWord[ten] + u, true
}

// IsTen says whether a word is a tens word (twenty, двадцать), which may
// take a unit after it.
func IsTen(word string) bool {
	_, isTen := index()
	return isTen[notation.Fold(word)]
}

// Words lists every number word, folded, in sorted order: for "did you
// mean" suggestions.
var Words = sync.OnceValue(func() []string {
	byWord, _ := index()
	out := make([]string, 0, len(byWord))
	for w := range byWord {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
})
