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
	shortAnimals = map[rune]Animal{
		'е': Hedgehog, 'e': Hedgehog, 'h': Hedgehog,
		'л': Frog, 'f': Frog,
		'п': Bird, 'b': Bird,
	}
	shortChameleon = map[rune]bool{'х': true, 'x': true, 'c': true, 'с': true}
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
