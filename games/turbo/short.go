package turbo

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/boardgame-referee/referee/notation"
)

// The short card forms, for a card called out at the table as it is turned
// up: a count and the animal's first letter — `5л`, `3п`, `2е` (лягушки,
// птицы, ежи) or `5f`, `3b`, `2h` — and the chameleon's alone, `х` or `c`.
// A Latin letter that looks like a Cyrillic one of these (e, x) and the
// Cyrillic с, which looks like the Latin c, are read as it.
var (
	// shortLetters are the letters each language writes: the animals',
	// then the chameleon's; English, then Russian.
	shortLetters = [2][numAnimals + 1]rune{{'h', 'f', 'b', 'c'}, {'е', 'л', 'п', 'х'}}
	shortAnimals = map[rune]Animal{
		shortLetters[1][Hedgehog]: Hedgehog, 'e': Hedgehog, shortLetters[0][Hedgehog]: Hedgehog,
		shortLetters[1][Frog]: Frog, shortLetters[0][Frog]: Frog,
		shortLetters[1][Bird]: Bird, shortLetters[0][Bird]: Bird,
	}
	shortChameleon = map[rune]bool{shortLetters[1][numAnimals]: true, 'x': true, shortLetters[0][numAnimals]: true, 'с': true}
)

// shortCard reads a card in its short form; ok is false for any other
// text, which the event grammar then reads.
func shortCard(text string) (event, bool) {
	s := strings.TrimRightFunc(strings.TrimSpace(text), func(r rune) bool { return r == '!' || r == '.' })
	s = strings.TrimSpace(s)
	digits := strings.TrimRightFunc(s, func(r rune) bool { return !unicode.IsDigit(r) })
	rest := strings.TrimSpace(s[len(digits):])
	if strings.ContainsFunc(digits, func(r rune) bool { return !unicode.IsDigit(r) }) || utf8.RuneCountInString(rest) != 1 {
		return event{}, false
	}
	letter := []rune(notation.Fold(rest))[0]
	if digits == "" {
		if shortChameleon[letter] {
			return event{kind: cardEvent, parts: []Card{{chameleon: true}}}, true
		}
		return event{}, false
	}
	a, ok := shortAnimals[letter]
	if !ok {
		return event{}, false
	}
	n, err := strconv.Atoi(digits)
	if err != nil || n > 1000 {
		n = 1000 // no card; the engine says so
	}
	return event{kind: cardEvent, parts: []Card{{animal: a, n: n}}}, true
}
