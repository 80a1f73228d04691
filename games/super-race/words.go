package superrace

import "slices"

// sortedWords sorts a list of candidate words, so that suggestions do not
// depend on the order of a map.
func sortedWords(words []string) []string {
	slices.Sort(words)
	return words
}
