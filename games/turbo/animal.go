// Package turbo is «Турбосчёт Форсаж» (Hurri Count with its Форсаж
// expansion): players turn up animal cards in turn, and the first to see
// that the open cards meet the task card calls «Турбо!» — or «Форсаж!» on a
// chameleon when the task does not hold. The transcript is a stream of
// events: cards turned up, calls, new tasks.
package turbo

import "sync"

// Animal is one of the three animals on the cards.
type Animal int8

const (
	Hedgehog Animal = iota
	Frog
	Bird
	numAnimals
)

var animalKeys = [numAnimals]string{"hedgehog", "frog", "bird"}

// animalPlurals are the canonical English plurals, as the notation writes
// them in cards and conditions.
var animalPlurals = [numAnimals]string{"hedgehogs", "frogs", "birds"}

// animalPluralsRU are the Russian plurals, as a task's formal form names
// the animals it counts (`лягушки > 4`).
var animalPluralsRU = [numAnimals]string{"ежи", "лягушки", "птицы"}

// animalWords are the words a transcript may use for each animal, in every
// case and number the cards and people use («ежей больше», «2 ежа», «ёжиков
// меньше пяти»). Folded (lower case, ё as е) when compared.
var animalWords = [numAnimals][]string{
	{
		"hedgehog", animalPlurals[Hedgehog],
		"ёж", "ежа", "ежу", "ежом", "еже", animalPluralsRU[Hedgehog], "ежей", "ежам", "ежами", "ежах",
		"ёжик", "ёжика", "ёжику", "ёжиком", "ёжике", "ёжики", "ёжиков", "ёжикам", "ёжиками", "ёжиках",
	},
	{
		"frog", animalPlurals[Frog],
		"лягушка", animalPluralsRU[Frog], "лягушке", "лягушку", "лягушкой", "лягушек", "лягушкам", "лягушками", "лягушках",
	},
	{
		"bird", animalPlurals[Bird],
		"птица", animalPluralsRU[Bird], "птице", "птицу", "птицей", "птиц", "птицам", "птицами", "птицах",
		"птичка", "птички", "птичек",
	},
}

// chameleonWords name the chameleon card.
var chameleonWords = []string{"chameleon", "хамелеон", "хамелеона", "хамелеоном"}

// animalByWord() finds an animal by any of its folded word forms.
var animalByWord = sync.OnceValue(func() map[string]Animal {
	out := map[string]Animal{}
	for a, ws := range animalWords {
		for _, w := range ws {
			out[fold(w)] = Animal(a)
		}
	}
	// The letters of the short card forms (`2е`, `5f`) name the animals in
	// a task too: `задание: е > 7`.
	for letter, a := range shortAnimals {
		out[string(letter)] = a
	}
	return out
})

// String is the canonical English plural, as in the notation.
func (a Animal) String() string { return animalPlurals[a] }
