package superrace

import (
	"slices"

	"referee/notation"
)

// isWord reports whether a folded word is one of words.
func isWord(folded string, words []string) bool {
	for _, x := range words {
		if notation.Fold(x) == folded {
			return true
		}
	}
	return false
}

// sortedWords sorts a list of candidate words, so that suggestions do not
// depend on the order of a map.
func sortedWords(words []string) []string {
	slices.Sort(words)
	return words
}
