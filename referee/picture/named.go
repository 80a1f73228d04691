package picture

import (
	"strings"
	"unicode"
)

// InksFor gives each player their ink, in seat order: a player named as a
// colour («белые», "Grey", «чёрный», "reds") wears that colour, as the
// pieces they play with do; the others take the palette's inks (Players)
// in seat order, leaving out those a named player wears, so that no two
// players look alike. A second player named as a colour already worn
// takes a palette ink too.
func InksFor(names []string) []Ink {
	out := make([]Ink, len(names))
	worn := map[string]bool{}
	named := make([]bool, len(names))
	for p, name := range names {
		if ink, ok := namedInk(name); ok && !worn[ink.Fill] {
			out[p], named[p], worn[ink.Fill] = ink, true, true
		}
	}
	next := 0
	for p := range names {
		if named[p] {
			continue
		}
		for k := 0; k < len(Players); k++ {
			ink := Players[(next+k)%len(Players)]
			if !worn[ink.Fill] {
				out[p], worn[ink.Fill], next = ink, true, (next+k+1)%len(Players)
				break
			}
		}
		if out[p].Fill == "" {
			// More players than inks: they come round again.
			out[p] = PlayerInk(p)
		}
	}
	return out
}

// colourInks are the inks of the colours players are named after: the
// palette's where it has the colour, and a grey, a pink and a brown.
var colourInks = map[string]Ink{
	"red":    Players[0],
	"blue":   Players[1],
	"green":  Players[2],
	"yellow": Players[3],
	"black":  Players[4],
	"white":  Players[5],
	"orange": Players[6],
	"purple": Players[7],
	"grey":   {"#9a9a9a", "#000000", ""},
	"pink":   {"#f7b6d2", "#000000", ""},
	"brown":  {"#8b5a2b", "#ffffff", "cross"},
}

// colourWords are the words a colour is named with: English words (and
// their plurals), and the stems of Russian adjectives, which take any
// ending of theirs («белые», «белый», «белая»). The words are those of the
// players' names, read as the game reads a name: any case, ё as е.
var colourWords = []struct {
	colour string
	words  []string
	stems  []string
}{
	{"red", []string{"red"}, []string{"красн"}},
	{"blue", []string{"blue"}, []string{"син", "голуб"}},
	{"green", []string{"green"}, []string{"зелен"}},
	{"yellow", []string{"yellow"}, []string{"желт"}},
	{"black", []string{"black"}, []string{"черн"}},
	{"white", []string{"white"}, []string{"бел"}},
	{"orange", []string{"orange"}, []string{"оранжев"}},
	{"purple", []string{"purple", "violet"}, []string{"фиолетов", "лилов"}},
	{"grey", []string{"grey", "gray"}, []string{"сер"}},
	{"pink", []string{"pink"}, []string{"розов"}},
	{"brown", []string{"brown"}, []string{"коричнев"}},
}

// adjectiveEndings are the endings of a Russian colour adjective in the
// nominative and genitive, every gender and number.
var adjectiveEndings = []string{"ый", "ий", "ой", "ая", "яя", "ое", "ее", "ые", "ие", "ых", "их"}

// namedInk is the ink of a player's name that is a colour's, whole: «Серые»
// is grey, «Серёжа» is not.
func namedInk(name string) (Ink, bool) {
	n := strings.ToLower(strings.TrimSpace(name))
	n = strings.ReplaceAll(n, "ё", "е")
	if strings.IndexFunc(n, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
		return Ink{}, false
	}
	for _, c := range colourWords {
		for _, w := range c.words {
			if n == w || n == w+"s" {
				return colourInks[c.colour], true
			}
		}
		for _, stem := range c.stems {
			if rest, ok := strings.CutPrefix(n, stem); ok {
				for _, e := range adjectiveEndings {
					if rest == e {
						return colourInks[c.colour], true
					}
				}
			}
		}
	}
	return Ink{}, false
}
